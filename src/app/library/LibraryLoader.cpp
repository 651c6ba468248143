// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/library/LibraryLoader.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QThread>

#include <algorithm>

#include "app/library/LibraryWindow.h"
#include "core/Wthor.h"
#include "session/storage/GameFiles.h"
#include "session/storage/KeptGames.h"
#include "session/storage/RegularFile.h"

namespace verso::app {

namespace {

// WTHOR games added at a time, so that a cancel is seen within a fraction of a second.
constexpr std::size_t kWthorChunk = 16384;

QString cacheKey(const QString& path, bool kept) {
    return kept ? QStringLiteral("kept:") + path : path;
}

QString shown(const QString& path) { return QDir::toNativeSeparators(path); }

// A .wtb file with the names in WTHOR.JOU and WTHOR.TRN beside it.
void readWthorFile(const QFileInfo& info, GameLibrary& library, QStringList& problems,
                   const std::atomic<bool>& stop) {
    QFile file(info.filePath());
    if (!file.open(QIODevice::ReadOnly)) {
        //: Game library: a database that could not be read; %1 the path, %2 the reason
        problems << LibraryWindow::tr("%1: %2").arg(shown(info.filePath()), file.errorString());
        return;
    }
    auto games = [&] {
        const QByteArray bytes = file.readAll();
        return parseWthorGames(
            std::string_view(bytes.constData(), static_cast<size_t>(bytes.size())));
    }();
    if (!games) {
        problems << LibraryWindow::tr("%1: %2").arg(shown(info.filePath()),
                                                    QString::fromStdString(games.message()));
        return;
    }
    const auto names = [&](const char* fileName, std::size_t recordSize) {
        QFile f(info.dir().filePath(QString::fromLatin1(fileName)));
        if (session::isNotRegularFile(f.fileName()) || !f.open(QIODevice::ReadOnly))
            return std::vector<std::string>{};
        const QByteArray b = f.readAll();
        auto parsed = parseWthorNames(
            std::string_view(b.constData(), static_cast<size_t>(b.size())), recordSize);
        return parsed ? parsed.value() : std::vector<std::string>{};
    };
    const std::vector<std::string> players = names("WTHOR.JOU", kWthorPlayerRecordBytes);
    const std::vector<std::string> tournaments = names("WTHOR.TRN", kWthorTournamentRecordBytes);
    const int source = library.addSource(info.fileName().toStdString());
    WthorFile& all = games.value();
    WthorFile chunk;
    chunk.year = all.year;
    chunk.theoreticalDepth = all.theoreticalDepth;
    for (std::size_t i = 0; i < all.games.size() && !stop; i += kWthorChunk) {
        const std::size_t end = std::min(all.games.size(), i + kWthorChunk);
        chunk.games.assign(all.games.begin() + static_cast<std::ptrdiff_t>(i),
                           all.games.begin() + static_cast<std::ptrdiff_t>(end));
        library.addWthor(source, chunk, players, tournaments);
    }
}

}  // namespace

LibraryLoader::LibraryLoader(QObject* parent) : QObject(parent) {}

LibraryLoader::~LibraryLoader() {
    if (running_) running_->stop = true;
    for (const QPointer<QThread>& thread : threads_) {
        if (!thread) continue;
        thread->wait();
        delete thread.data();  // its deleteLater() may never be reached now
    }
}

QByteArray LibraryLoader::signatureOf(const QString& path) {
    const QFileInfo info(path);
    if (!info.exists()) return {};
    QByteArray signature;
    const auto add = [&signature](const QFileInfo& file) {
        signature += QFile::encodeName(file.fileName()) + ' ' + QByteArray::number(file.size()) +
                     ' ' + QByteArray::number(file.lastModified().toMSecsSinceEpoch()) + '\n';
    };
    if (info.isDir()) {
        QFileInfoList files = QDir(path).entryInfoList(QDir::Files, QDir::Name);
        for (const QFileInfo& file : files) add(file);
    } else {
        add(info);
        // A .wtb file's names are in the files beside it.
        if (info.suffix().compare(QLatin1String("wtb"), Qt::CaseInsensitive) == 0)
            for (const char* names : {"WTHOR.JOU", "WTHOR.TRN"})
                if (const QFileInfo beside(info.dir().filePath(QString::fromLatin1(names)));
                    beside.exists())
                    add(beside);
    }
    return signature;
}

LibraryLoader::Source LibraryLoader::read(const QString& path, bool kept,
                                          const std::atomic<bool>& stop) {
    Source source{path, kept, signatureOf(path), nullptr, {}};
    auto library = std::make_shared<GameLibrary>();
    const QFileInfo info(path);
    if (kept) {
        if (info.exists()) {
            //: Game library: the source name of the person's own games (File > Kept Games)
            const int id = library->addSource(LibraryWindow::tr("Kept games").toStdString());
            const session::KeptGames::Reading reading =
                session::KeptGames(path).read([&](std::vector<GameDocument>& games) {
                    library->addDocuments(id, games);
                    return !stop;
                });
            if (reading.unreadable())
                //: Game library: a game file that could not be read
                source.problems
                    << LibraryWindow::tr("%1: not a readable game file").arg(shown(path));
        }
    } else if (info.isDir()) {
        std::string error;
        const int added = addWthorFolder(*library, QFile::encodeName(path).toStdString(), error);
        if (!error.empty())
            source.problems << LibraryWindow::tr("%1: %2").arg(shown(path),
                                                               QString::fromStdString(error));
        else if (added == 0)
            source.problems
                << LibraryWindow::tr("%1: no WTHOR games in this folder").arg(shown(path));
    } else if (session::isNotRegularFile(path)) {
        // A FIFO or a device: opening it could wait for ever.
        source.problems << LibraryWindow::tr("%1: %2").arg(shown(path),
                                                           session::notRegularFileReason());
    } else if (info.suffix().compare(QLatin1String("wtb"), Qt::CaseInsensitive) == 0) {
        readWthorFile(info, *library, source.problems, stop);
    } else {
        const session::GameFileRead read = session::readGameFile(path);
        if (!read.ioError.isEmpty())
            source.problems << LibraryWindow::tr("%1: %2").arg(shown(path), read.ioError);
        else if (!read.parse.ok())
            source.problems << LibraryWindow::tr("%1: not a readable game file").arg(shown(path));
        else
            library->addDocuments(library->addSource(info.fileName().toStdString()),
                                  read.parse.games);
    }
    source.games = std::move(library);
    return source;
}

void LibraryLoader::load(const QString& keptPath, const QStringList& databases) {
    if (running_) running_->stop = true;  // its result is dropped: running_ changes below
    const auto run = std::make_shared<Run>();
    running_ = run;
    QList<Source> sources;
    if (!keptPath.isEmpty())
        sources << known_.value(cacheKey(keptPath, true), Source{keptPath, true, {}, nullptr, {}});
    for (const QString& path : databases)
        sources << known_.value(cacheKey(path, false), Source{path, false, {}, nullptr, {}});

    QThread* thread = QThread::create([this, run, sources]() mutable {
        const int total = static_cast<int>(sources.size());
        for (int i = 0; i < total; ++i) {
            Source& source = sources[i];
            if (run->stop) break;
            if (source.games && source.signature == signatureOf(source.path)) continue;
            const QString name =
                source.kept ? LibraryWindow::tr("Kept games") : QFileInfo(source.path).fileName();
            QMetaObject::invokeMethod(
                this,
                [this, run, name, i, total] {
                    if (run == running_) emit progress(name, i, total);
                },
                Qt::QueuedConnection);
            source = read(source.path, source.kept, run->stop);
        }
        if (run->stop) {
            QMetaObject::invokeMethod(
                this,
                [this, run] {
                    if (run != running_) return;  // a newer load took its place
                    running_.reset();
                    emit cancelled();
                },
                Qt::QueuedConnection);
            return;
        }
        // One source with games is shown as it is; several are put together in a library of
        // their own (each source is kept apart, to be reused while its files are unchanged).
        std::shared_ptr<const GameLibrary> library;
        const auto withGames = std::count_if(sources.begin(), sources.end(), [](const Source& s) {
            return s.games->size() > 0 || s.games->skipped() > 0;
        });
        if (withGames == 1) {
            for (const Source& source : sources)
                if (source.games->size() > 0 || source.games->skipped() > 0) library = source.games;
        } else {
            auto all = std::make_shared<GameLibrary>();
            for (const Source& source : sources) all->append(*source.games);
            library = std::move(all);
        }
        QMetaObject::invokeMethod(
            this,
            [this, run, sources, library] {
                if (run != running_) return;
                running_.reset();
                for (const Source& source : sources)
                    known_.insert(cacheKey(source.path, source.kept), source);
                emit loaded(library, sources);
            },
            Qt::QueuedConnection);
    });
    threads_.removeAll(nullptr);
    threads_ << thread;
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start();
}

void LibraryLoader::cancel() {
    if (running_) running_->stop = true;
}

}  // namespace verso::app
