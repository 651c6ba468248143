// SPDX-License-Identifier: GPL-3.0-or-later
// Something that is not a regular file where a file is expected (a FIFO, a folder): the autosave,
// the kept games and a game file are never opened, the reason is given in words, and nothing that
// was there is lost. Every call runs under a deadline: opening a FIFO waits for a writer for ever.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <chrono>
#include <functional>
#include <future>

#include "core/Notation.h"
#include "session/storage/AtomicWrite.h"
#include "session/storage/AutosaveFormat.h"
#include "session/storage/AutosaveStore.h"
#include "session/storage/GameFiles.h"
#include "session/storage/KeptGames.h"
#include "session/storage/RegularFile.h"

using namespace verso;
using namespace verso::session;

namespace {

bool isFifo(const QString& path) {
    struct stat info {};
    return ::lstat(QFile::encodeName(path).constData(), &info) == 0 && S_ISFIFO(info.st_mode);
}

bool makeFifo(const QString& path) {
    return ::mkfifo(QFile::encodeName(path).constData(), 0600) == 0;
}

// Runs "work" on another thread and says whether it finished within 5 s. When it did not, the
// FIFO at "fifo" is opened from both sides once, which lets a blocked open() return.
bool finishesInTime(const std::function<void()>& work, const QString& fifo) {
    auto done = std::async(std::launch::async, work);
    if (done.wait_for(std::chrono::seconds(5)) == std::future_status::ready) return true;
    const int fd = ::open(QFile::encodeName(fifo).constData(), O_RDWR | O_NONBLOCK);
    if (fd >= 0) ::close(fd);
    done.wait();
    return false;
}

GameRecord unfinishedGame() { return *parseTranscript("f5d6c3d3c4"); }

}  // namespace

class TestOddFiles : public QObject {
    Q_OBJECT

private slots:
    void gameFileThatIsAFifo() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.ggf"));
        QVERIFY(makeFifo(path));
        GameFileRead read;
        QVERIFY2(finishesInTime([&] { read = readGameFile(path); }, path),
                 "reading a FIFO as a game file blocked");
        QCOMPARE(read.ioError, notRegularFileReason());
        QVERIFY(read.ioError.contains(QLatin1String("not a regular file")));
        QVERIFY(isFifo(path));
        // Saving a game there leaves the FIFO as it is.
        QString error;
        QVERIFY(finishesInTime([&] { error = writeFileAtomically(path, "f5\n"); }, path));
        QCOMPARE(error, notRegularFileReason());
        QVERIFY(isFifo(path));
    }

    void gameFileThatIsAFolder() {
        QTemporaryDir dir;
        const GameFileRead read = readGameFile(dir.path());
        QCOMPARE(read.ioError, notRegularFileReason());
    }

    void autosaveThatIsAFifoIsSetAsideAtStart() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("unfinished-game.txt"));
        QVERIFY(makeFifo(path));
        AutosaveLookup found;
        QVERIFY2(finishesInTime([&] { found = AutosaveStore(path).load(); }, path),
                 "looking for the unfinished game blocked on a FIFO");
        QVERIFY(!found.game);
        QVERIFY2(found.problem.contains(QLatin1String("is not a regular file")),
                 qPrintable(found.problem));
        QCOMPARE(found.setAsidePath, path + QStringLiteral(".unreadable"));
        QVERIFY(isFifo(found.setAsidePath));
        QVERIFY(!QFileInfo::exists(path));
    }

    void autosaveWrittenWhereAFifoIs() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("unfinished-game.txt"));
        QVERIFY(makeFifo(path));
        QString error;
        QVERIFY2(finishesInTime([&] { error = AutosaveStore(path).save(unfinishedGame()); }, path),
                 "saving the unfinished game blocked on a FIFO");
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(isFifo(path + QStringLiteral(".unreadable")));
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QVERIFY(AutosaveFormat::read(saved.readAll()).game);
        // Forgetting the game where a FIFO is leaves the FIFO.
        QVERIFY(makeFifo(dir.filePath(QStringLiteral("other.txt"))));
        AutosaveStore(dir.filePath(QStringLiteral("other.txt"))).discard();
        QVERIFY(isFifo(dir.filePath(QStringLiteral("other.txt"))));
    }

    void keptGamesThatAreAFifo() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("games.ggf"));
        QVERIFY(makeFifo(path));
        const KeptGames kept(path);
        QString error;
        QVERIFY2(finishesInTime(
                     [&] {
                         error = kept.keep(GameDocument{unfinishedGame(), {}});
                     },
                     path),
                 "keeping a game blocked on a FIFO");
        QCOMPARE(error, notRegularFileReason());
        QVERIFY(finishesInTime(
            [&] {
                error = kept.update(GameDocument{unfinishedGame(), {}});
            },
            path));
        QCOMPARE(error, notRegularFileReason());
        KeptGames::Reading reading;
        QVERIFY2(finishesInTime(
                     [&] { reading = kept.read([](std::vector<GameDocument>&) { return true; }); },
                     path),
                 "reading the kept games blocked on a FIFO");
        QCOMPARE(reading.ioError, notRegularFileReason());
        QVERIFY(isFifo(path));
    }
};

QTEST_GUILESS_MAIN(TestOddFiles)
#include "test_oddfiles.moc"
