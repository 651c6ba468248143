// Game files on disk: reading one (every game it holds, or where and why it cannot be read),
// writing one atomically (QSaveFile), the bytes each format saves, and the library of kept games
// (every game that ends or is left: <AppDataLocation>/games.ggf, one GGF game per line).
#pragma once

#include <QByteArray>
#include <QString>

#include "core/GameDocument.h"
#include "core/GameText.h"

namespace verso::session {

// What reading a file found: its games, or the parse error, or a file that could not be read at
// all (ioError, the system's words, e.g. "No such file or directory").
struct GameFileRead {
    GameTextParse parse;
    QString ioError;
    bool ok() const { return ioError.isEmpty() && parse.ok(); }
};

// Files larger than this are refused unread (no game file comes near it).
inline constexpr qint64 kMaxGameFileBytes = 64 * 1024 * 1024;

GameFileRead readGameFile(const QString& path);
// Writes "bytes" to "path" all at once or not at all; returns the system's error, empty on success.
QString writeGameFile(const QString& path, const QByteArray& bytes);

// The format a file name asks for: .txt a transcript, .obf a board string, anything else GGF.
GameTextFormat formatForPath(const QString& path);
// Why "document" cannot be written as "format", or empty: a transcript cannot keep a start
// position other than the usual one.
enum class SaveProblem { None, TranscriptNeedsInitialStart };
SaveProblem saveProblem(const GameDocument& document, GameTextFormat format);
// The bytes of "document" in "format": one GGF line, one transcript line (the whole record), or
// the board string of the position shown.
QByteArray gameBytes(const GameDocument& document, GameTextFormat format);

// The library of kept games.
class KeptGames {
public:
    static QString defaultPath();  // <AppDataLocation>/games.ggf
    explicit KeptGames(QString path = defaultPath());
    const QString& path() const { return path_; }
    // Adds the game at the end (the file is rewritten atomically, so a failed write loses
    // nothing that was there). When the last game kept is "replaces" (the game this one continues:
    // kept when Verso closed, resumed and played on), this one takes its place; the same game
    // again is not added twice. A library file that cannot
    // be read is never written over: it is renamed to a free "games.ggf.unreadable[-N]" name
    // (*setAside says which) and a new file starts with this game. Returns the system's error,
    // empty on success.
    QString keep(const GameDocument& document, QString* setAside = nullptr, const GameRecord* replaces = nullptr) const;
    // Replaces the last kept game with the same start and moves (e.g. to add its review), or adds
    // it at the end when there is none. Atomic like keep(); the system's error, empty on success.
    QString update(const GameDocument& document) const;
    GameFileRead load() const;

private:
    QString path_;
};

}  // namespace verso::session
