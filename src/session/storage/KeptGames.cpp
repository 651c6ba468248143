// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/storage/KeptGames.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <iterator>

#include "core/FileLock.h"
#include "core/Notation.h"
#include "core/SetAside.h"
#include "session/storage/AtomicWrite.h"
#include "session/storage/DataFolder.h"
#include "session/storage/RegularFile.h"

namespace verso::session {

QString KeptGames::defaultPath() { return dataFolder() + QStringLiteral("/games.ggf"); }

KeptGames::KeptGames(QString path) : path_(std::move(path)) {}

namespace {

// How much of the file's end is read at a time when looking for its last game.
constexpr qint64 kTailBlock = 64 * 1024;

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

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// The end of a file from its last line that holds more than white space: where that line starts
// and every byte from there on (the line, its line break, white space after it).
struct Tail {
    enum Kind { Line, Blank, TooLong, Unreadable } kind = Blank;
    qint64 offset = 0;
    QByteArray bytes;
    QString error;  // with Unreadable
};

// Reads "file" from its end, a block at a time, only as far as its last line.
Tail lastLine(QFile& file) {
    const qint64 size = file.size();
    QByteArray buffer;
    qint64 start = size;  // where "buffer" starts in the file
    while (true) {
        const qint64 from = std::max<qint64>(0, start - kTailBlock);
        if (!file.seek(from)) return {Tail::Unreadable, 0, {}, file.errorString()};
        const QByteArray block = file.read(start - from);
        if (block.size() != start - from) return {Tail::Unreadable, 0, {}, file.errorString()};
        buffer.prepend(block);
        start = from;
        qsizetype end = buffer.size();
        while (end > 0 && isBlank(buffer[end - 1])) --end;
        if (end > 0) {
            const qsizetype lineBreak = buffer.lastIndexOf('\n', end - 1);
            if (lineBreak >= 0)
                return {Tail::Line, start + lineBreak + 1, buffer.mid(lineBreak + 1), {}};
            if (start == 0) return {Tail::Line, 0, buffer, {}};
            if (buffer.size() > static_cast<qsizetype>(kMaxLineBytes) + kTailBlock)
                return {Tail::TooLong, 0, {}, {}};
        } else if (start == 0) {
            return {Tail::Blank, 0, buffer, {}};
        }
    }
}

// The one GGF game "line" holds, if it holds exactly one.
std::optional<GameRecord> oneGame(const QByteArray& line) {
    const GameTextParse parsed = parseBytes(line);
    if (!parsed.ok() || parsed.format != GameTextFormat::Ggf || parsed.games.size() != 1)
        return std::nullopt;
    return parsed.games.front().record;
}

bool sameGame(const GameRecord& a, const GameRecord& b) {
    return a.start() == b.start() && a.moves() == b.moves();
}

}  // namespace

QString KeptGames::keep(const GameDocument& document, QString* setAside,
                        const GameRecord* replaces) const {
    const FileLock lock = lockFor(path_);
    return keepLocked(document, setAside, replaces);
}

// Only the file's last line is read: the game kept last, to see whether this one is the same
// game or continues it. The new game is added at the end, or written over that last line, in
// place (replaceFileTail), so keeping a game costs the same with ten kept games or a million.
QString KeptGames::keepLocked(const GameDocument& document, QString* setAside,
                              const GameRecord* replaces) const {
    if (isNotRegularFile(path_)) return notRegularFileReason();
    const QByteArray game = gameBytes(document, GameTextFormat::Ggf);
    QFile existing(path_);
    if (!existing.exists()) return writeFileAtomically(path_, game);
    if (!existing.open(QIODevice::ReadOnly)) return existing.errorString();
    const qint64 size = existing.size();
    const Tail tail = lastLine(existing);
    if (tail.kind == Tail::Unreadable) return tail.error;
    if (tail.kind == Tail::Blank) return writeFileAtomically(path_, game);

    const std::optional<GameRecord> last =
        tail.kind == Tail::Line ? oneGame(tail.bytes) : std::nullopt;
    if (!last) {
        // The last line is not one game: a line damaged (read() skips it), a game written over
        // several lines, or not a library. A file that starts with a game on a line is a library
        // and is added to; otherwise the whole file decides, when it can be read whole (a file
        // too large for that, or with more games than a reader takes, is added to as well).
        existing.seek(0);
        QByteArray firstLine;
        while (!existing.atEnd() && firstLine.trimmed().isEmpty())
            firstLine = existing.readLine(static_cast<qint64>(kMaxLineBytes) + 2);
        if (oneGame(firstLine)) {
            existing.close();
            const QByteArray lineBreak = tail.bytes.endsWith('\n') ? QByteArray() : "\n";
            return replaceFileTail(path_, size, {}, lineBreak + game);
        }
        existing.seek(0);
        const bool readable = size <= kMaxGameFileBytes;
        const QByteArray bytes = readable ? existing.readAll() : QByteArray();
        existing.close();
        const GameTextParse parsed = readable ? parseBytes(bytes) : GameTextParse{};
        const bool library = !readable || (parsed.ok() && parsed.format == GameTextFormat::Ggf) ||
                             (parsed.error && parsed.error->kind == GameTextError::Kind::TooLarge);
        if (!library) {
            const QString aside = setFileAside(path_);
            if (aside.isEmpty())
                return QStringLiteral("the library file cannot be read and cannot be renamed");
            if (setAside) *setAside = aside;
            return writeFileAtomically(path_, game);
        }
        const QByteArray lineBreak = bytes.endsWith('\n') || !readable ? QByteArray() : "\n";
        return replaceFileTail(path_, size, {}, lineBreak + game);
    }
    existing.close();
    const auto& moves = document.record.moves();
    if (last->start() == document.record.start() && last->moves() == moves &&
        last->endsByResignationOf() == document.record.endsByResignationOf() &&
        last->endsOnTimeOf() == document.record.endsOnTimeOf())
        return {};  // kept already (e.g. resumed and closed again without a move)
    // The game this one continues was the last kept: this one takes its place.
    if (replaces && sameGame(*last, *replaces))
        return replaceFileTail(path_, tail.offset, tail.bytes, game);
    const QByteArray lineBreak = tail.bytes.endsWith('\n') ? QByteArray() : "\n";
    return replaceFileTail(path_, size, {}, lineBreak + game);
}

QString KeptGames::update(const GameDocument& document) const {
    const FileLock lock = lockFor(path_);
    if (isNotRegularFile(path_)) return notRegularFileReason();
    QFile existing(path_);
    if (!existing.exists()) return keepLocked(document, nullptr, nullptr);
    if (!existing.open(QIODevice::ReadOnly)) return existing.errorString();
    // The game is almost always the last one kept: only that line is read and replaced.
    const Tail tail = lastLine(existing);
    if (tail.kind == Tail::Unreadable) return tail.error;
    if (tail.kind == Tail::Line) {
        if (const auto last = oneGame(tail.bytes); last && sameGame(*last, document.record)) {
            existing.close();
            return replaceFileTail(path_, tail.offset, tail.bytes,
                                   gameBytes(document, GameTextFormat::Ggf));
        }
    }
    // Further up: the whole file is rewritten with that line replaced.
    if (existing.size() > kMaxGameFileBytes) return keepLocked(document, nullptr, nullptr);
    existing.seek(0);
    QList<QByteArray> lines = existing.readAll().split('\n');
    existing.close();
    for (qsizetype i = lines.size() - 1; i >= 0; --i) {
        if (lines[i].trimmed().isEmpty()) continue;
        const auto game = oneGame(lines[i]);
        if (!game || !sameGame(*game, document.record)) continue;
        lines[i] = gameBytes(document, GameTextFormat::Ggf).trimmed();
        QByteArray bytes = lines.join('\n');
        if (!bytes.endsWith('\n')) bytes += '\n';
        return writeFileAtomically(path_, bytes);
    }
    return keepLocked(document, nullptr, nullptr);
}

GameFileRead KeptGames::load() const { return readGameFile(path_); }

KeptGames::Reading KeptGames::read(
    const std::function<bool(std::vector<GameDocument>&)>& batch) const {
    constexpr std::size_t kBatch = 4096;
    Reading reading;
    if (isNotRegularFile(path_)) {
        reading.ioError = notRegularFileReason();
        return reading;
    }
    QFile file(path_);
    if (!file.open(QIODevice::ReadOnly)) {
        reading.ioError = file.errorString();
        return reading;
    }
    std::vector<GameDocument> documents;
    const auto deliver = [&] {
        if (documents.empty()) return true;
        reading.games += static_cast<int>(documents.size());
        const bool more = batch(documents);
        documents.clear();
        return more;
    };
    // A file a game file's reader takes whole (any number of lines a game) is read that way.
    if (file.size() <= kMaxGameFileBytes) {
        GameFileRead whole = readGameFile(path_);
        if (!whole.ioError.isEmpty()) {
            reading.ioError = whole.ioError;
            return reading;
        }
        if (whole.parse.ok() || whole.parse.error->kind == GameTextError::Kind::Empty) {
            reading.parseError = whole.parse.error;
            for (std::size_t i = 0; i < whole.parse.games.size(); i += kBatch) {
                const auto from = whole.parse.games.begin() + static_cast<std::ptrdiff_t>(i);
                const auto to = i + kBatch < whole.parse.games.size()
                                    ? from + static_cast<std::ptrdiff_t>(kBatch)
                                    : whole.parse.games.end();
                documents.assign(std::make_move_iterator(from), std::make_move_iterator(to));
                if (!deliver()) {
                    reading.cancelled = true;
                    return reading;
                }
            }
            return reading;
        }
        if (whole.parse.error->kind != GameTextError::Kind::TooLarge)
            reading.parseError = whole.parse.error;
    }
    // Larger, more games than that reader takes, or a line it refuses: a line at a time, a game
    // on each, the lines that are not one game skipped.
    // One buffer for every line (up to kMaxLineBytes + 2 bytes and the terminating zero), and
    // each line copied out at its own size: a buffer of the largest size for each line costs a
    // large allocation per game.
    QByteArray buffer(static_cast<qsizetype>(kMaxLineBytes) + 3, Qt::Uninitialized);
    while (!file.atEnd()) {
        const qint64 length = file.readLine(buffer.data(), buffer.size());
        if (length < 0) {
            // The system failed to read on: the games read so far are delivered, and the reason
            // is kept, rather than asking again for ever.
            reading.ioError = file.errorString();
            break;
        }
        if (length == 0) break;
        const QByteArray line(buffer.constData(), static_cast<qsizetype>(length));
        if (line.trimmed().isEmpty()) continue;
        GameTextParse parsed = parseBytes(line);
        if (!parsed.ok() || parsed.format != GameTextFormat::Ggf || parsed.games.size() != 1) {
            ++reading.skippedLines;
            continue;
        }
        documents.push_back(std::move(parsed.games.front()));
        if (documents.size() >= kBatch && !deliver()) {
            reading.cancelled = true;
            return reading;
        }
    }
    reading.cancelled = !deliver();
    // Games found on lines of their own: the file is a library with damaged lines, not an error.
    if (reading.games > 0) reading.parseError.reset();
    return reading;
}

}  // namespace verso::session
