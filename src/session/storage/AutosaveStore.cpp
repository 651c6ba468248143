// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/storage/AutosaveStore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include "core/SetAside.h"
#include "session/storage/AtomicWrite.h"
#include "session/storage/AutosaveFormat.h"
#include "session/storage/DataFolder.h"
#include "session/storage/RegularFile.h"

namespace verso::session {

namespace {

constexpr qint64 kMaxFileSize = 64 * 1024;  // a whole game is about 200 bytes

bool isResumable(const GameRecord& game) { return game.length() > 0 && !game.isOver(); }

}  // namespace

QString AutosaveStore::defaultPath() {
    return dataFolder() + QStringLiteral("/unfinished-game.txt");
}

AutosaveStore::AutosaveStore(QString path) : path_(std::move(path)) {}

QString AutosaveStore::save(const GameRecord& game, const ClockState& clock) const {
    if (!isResumable(game)) {
        discard();
        return {};
    }
    // Something that is not ours sits where the game goes (another file, or a folder, a FIFO, a
    // device, which is never opened): keep it, under another name.
    bool foreign = isNotRegularFile(path_);
    if (!foreign) {
        QFile existing(path_);
        foreign = existing.open(QIODevice::ReadOnly) &&
                  !AutosaveFormat::looksLikeSavedGame(existing.read(256));
    }
    if (foreign) {
        if (setAside().isEmpty())
            return tr("The unfinished game was not saved because %1 holds another file that could "
                      "not be moved aside.")
                .arg(QDir::toNativeSeparators(path_));
    }
    if (!QDir().mkpath(QFileInfo(path_).absolutePath()))
        return tr("The unfinished game could not be saved because the folder %1 could not be "
                  "created.")
            .arg(QDir::toNativeSeparators(QFileInfo(path_).absolutePath()));
    if (const QString error = writeFileAtomically(path_, AutosaveFormat::write(game, clock));
        !error.isEmpty())
        return tr("The unfinished game could not be saved to %1: %2.")
            .arg(QDir::toNativeSeparators(path_), error);
    return {};
}

AutosaveLookup AutosaveStore::load() const {
    QFile file(path_);
    if (!file.exists()) return {};
    AutosaveText read;
    if (isNotRegularFile(path_)) read.problem = notRegularFileReason();
    else if (!file.open(QIODevice::ReadOnly))
        read.problem = tr("it could not be opened (%1)").arg(file.errorString());
    else if (file.size() > kMaxFileSize)
        read.problem = tr("it is far too large to be a saved game");
    else read = AutosaveFormat::read(file.readAll());
    file.close();

    if (read.game) {
        if (!isResumable(*read.game)) {
            discard();
            return {};
        }
        return {std::move(read.game), read.clock, {}, {}};
    }
    const QString setAsidePath = setAside();
    const QString where = setAsidePath.isEmpty()
                              ? tr("it could not be moved aside and will be left untouched")
                              : tr("it was kept as %1").arg(QDir::toNativeSeparators(setAsidePath));
    //: %1 is the file, %2 why it cannot be used, %3 where it was moved
    const QString problem = tr("The unfinished game in %1 could not be resumed because %2; %3.")
                                .arg(QDir::toNativeSeparators(path_), read.problem, where);
    return {std::nullopt, {}, problem, setAsidePath};
}

void AutosaveStore::discard() const {
    if (!isNotRegularFile(path_)) QFile::remove(path_);
}

// Renames the file with the first free ".unreadable" suffix, never over another file.
QString AutosaveStore::setAside() const {
    const SetAsideResult kept = setAsideFile(QFile::encodeName(path_).toStdString());
    if (!kept.ok())
        qWarning("%s could not be set aside: %s", qUtf8Printable(path_), kept.error.c_str());
    return kept.ok() ? QFile::decodeName(QByteArray::fromStdString(kept.path)) : QString();
}

}  // namespace verso::session
