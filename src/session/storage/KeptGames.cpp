// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/storage/KeptGames.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include "core/FileLock.h"
#include "core/Notation.h"
#include "core/SetAside.h"
#include "session/storage/AtomicWrite.h"
#include "session/storage/DataFolder.h"

namespace verso::session {

QString KeptGames::defaultPath() { return dataFolder() + QStringLiteral("/games.ggf"); }

KeptGames::KeptGames(QString path) : path_(std::move(path)) {}

namespace {

// Renames "path" to the first free "<path>.unreadable", "-2", "-3", ... name, never over another
// file (core/SetAside.h, shared with the saved game, the settings and verso-engine's book). Empty
// when it failed.
QString setFileAside(const QString& path) {
    const SetAsideResult kept = setAsideFile(QFile::encodeName(path).toStdString());
    return kept.ok() ? QFile::decodeName(QByteArray::fromStdString(kept.path)) : QString();
}

// The lock around every change of the kept games. Where the lock file cannot be made (a read-only
// folder), the change goes ahead and its write reports the system's reason.
FileLock lockFor(const QString& path) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    return FileLock(QFile::encodeName(path).toStdString());
}

GameTextParse parseBytes(const QByteArray& bytes) {
    return parseGameText(std::string_view(bytes.constData(), static_cast<size_t>(bytes.size())));
}

}  // namespace

QString KeptGames::keep(const GameDocument& document, QString* setAside,
                        const GameRecord* replaces) const {
    const FileLock lock = lockFor(path_);
    return keepLocked(document, setAside, replaces);
}

QString KeptGames::keepLocked(const GameDocument& document, QString* setAside,
                              const GameRecord* replaces) const {
    QByteArray bytes;
    QFile existing(path_);
    if (existing.exists()) {
        if (!existing.open(QIODevice::ReadOnly)) return existing.errorString();
        bytes = existing.readAll();
        existing.close();
        const GameTextParse parsed =
            bytes.trimmed().isEmpty() ? GameTextParse{} : parseBytes(bytes);
        if (!bytes.trimmed().isEmpty() && (!parsed.ok() || parsed.format != GameTextFormat::Ggf)) {
            const QString aside = setFileAside(path_);
            if (aside.isEmpty())
                return QStringLiteral("the library file cannot be read and cannot be renamed");
            if (setAside) *setAside = aside;
            bytes.clear();
        } else if (!parsed.games.empty()) {
            const GameRecord& last = parsed.games.back().record;
            const auto& moves = document.record.moves();
            if (last.start() == document.record.start() && last.moves() == moves &&
                last.endsByResignationOf() == document.record.endsByResignationOf())
                return {};  // kept already (e.g. resumed and closed again without a move)
            // The game this one continues was the last kept: this one takes its place.
            QList<QByteArray> lines = bytes.trimmed().split('\n');
            const bool oneGameALine = lines.size() == static_cast<qsizetype>(parsed.games.size());
            if (oneGameALine && replaces && last.start() == replaces->start() &&
                last.moves() == replaces->moves()) {
                lines.removeLast();
                bytes = lines.join('\n');
            }
        }
        if (!bytes.isEmpty() && !bytes.endsWith('\n')) bytes += '\n';
    }
    return writeFileAtomically(path_, bytes + gameBytes(document, GameTextFormat::Ggf));
}

QString KeptGames::update(const GameDocument& document) const {
    const FileLock lock = lockFor(path_);
    QFile existing(path_);
    if (!existing.exists()) return keepLocked(document, nullptr, nullptr);
    if (!existing.open(QIODevice::ReadOnly)) return existing.errorString();
    QList<QByteArray> lines = existing.readAll().split('\n');
    const auto sameMoves = [&document](const QByteArray& line) {
        const GameTextParse parsed =
            parseGameText(std::string_view(line.constData(), static_cast<size_t>(line.size())));
        if (!parsed.ok() || parsed.games.size() != 1) return false;
        const GameRecord& r = parsed.games.front().record;
        return r.start() == document.record.start() && r.moves() == document.record.moves();
    };
    for (qsizetype i = lines.size() - 1; i >= 0; --i) {
        if (lines[i].trimmed().isEmpty() || !sameMoves(lines[i])) continue;
        lines[i] = gameBytes(document, GameTextFormat::Ggf).trimmed();
        QByteArray bytes = lines.join('\n');
        if (!bytes.endsWith('\n')) bytes += '\n';
        return writeFileAtomically(path_, bytes);
    }
    return keepLocked(document, nullptr, nullptr);
}

GameFileRead KeptGames::load() const { return readGameFile(path_); }

}  // namespace verso::session
