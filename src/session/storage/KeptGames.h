// SPDX-License-Identifier: GPL-3.0-or-later
// The library of kept games: every game that ends or is left, in <dataFolder()>/games.ggf,
// one GGF game per line.
#pragma once

#include <QString>

#include <functional>
#include <vector>

#include "core/GameDocument.h"
#include "session/storage/GameFiles.h"

namespace verso::session {

// The library of kept games. Every change is made under an exclusive lock on "<path>.lock"
// (core/FileLock.h) and starts from what is on disk at that moment, so windows that keep games at
// the same moment (two instances closed at logout) add to each other's games.
class KeptGames {
public:
    static QString defaultPath();  // <dataFolder()>/games.ggf
    explicit KeptGames(QString path = defaultPath());
    const QString& path() const { return path_; }
    // Adds the game at the end (the file is rewritten atomically, so a failed write loses
    // nothing that was there). When the last game kept is "replaces" (the game this one continues:
    // kept when Verso closed, resumed and played on), this one takes its place; the same game
    // again is not added twice. A library file that cannot
    // be read is never written over: it is renamed to a free "games.ggf.unreadable[-N]" name
    // (*setAside says which) and a new file starts with this game. Returns the system's error,
    // empty on success.
    QString keep(const GameDocument& document, QString* setAside = nullptr,
                 const GameRecord* replaces = nullptr) const;
    // Replaces the last kept game with the same start and moves (e.g. to add its review), or adds
    // it at the end when there is none. Atomic like keep(); the system's error, empty on success.
    QString update(const GameDocument& document) const;
    GameFileRead load() const;

    // What read() found: the games delivered, the lines that are not one game each (skipped), or
    // why the file could not be read at all (the system's words; or a parse error for a file
    // whose games are not one to a line and that cannot be read whole).
    struct Reading {
        int games = 0;
        int skippedLines = 0;
        QString ioError;
        std::optional<GameTextError> parseError;
        bool cancelled = false;
        // The file is there but gave no games: the system refused it, or it is not a game file
        // (an empty file is an empty library, not a problem).
        bool unreadable() const {
            return !ioError.isEmpty() ||
                   (parseError && parseError->kind != GameTextError::Kind::Empty);
        }
    };
    // Reads every kept game without a limit on their number and hands them to "batch" a few
    // thousand at once (the vector may be moved from); "batch" returns false to stop. A file that
    // a game file's reader takes (GameText's limits) is read whole, as load() does; one larger,
    // with more games, or with a damaged line is read a line at a time, a game on each and the
    // other lines skipped, so memory stays that of one batch whatever the file's size.
    Reading read(const std::function<bool(std::vector<GameDocument>&)>& batch) const;

private:
    // keep() with the lock held.
    QString keepLocked(const GameDocument& document, QString* setAside,
                       const GameRecord* replaces) const;
    QString path_;
};

}  // namespace verso::session
