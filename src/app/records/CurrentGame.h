// SPDX-License-Identifier: GPL-3.0-or-later
// The game the window shows, as a document: its file (if any), whether it changed since it was
// opened or saved, the players' names and the other facts a game file keeps, and the library of
// kept games. Every game that ends, is replaced (New, Open, Paste, Set Up Position) or loses a
// line to a new one goes to the library, unless it is unchanged from its file: nothing a person
// played is thrown away.
#pragma once

#include <QObject>
#include <QString>
#include <array>
#include <optional>
#include <vector>

#include "core/GameDocument.h"
#include "session/game/GameState.h"
#include "session/storage/GameFiles.h"
#include "session/storage/KeptGames.h"

class QWidget;

namespace verso::session {
class GameController;
class Seating;
}  // namespace verso::session

namespace verso::app {

class CurrentGame : public QObject {
    Q_OBJECT
public:
    // Keeps "window"'s title up to date: "name.ggf[*] — Verso".
    CurrentGame(session::GameController& game, session::Seating& seating, QWidget& window);

    // The record (all of it, moves past the cursor too) with its names, date, place and result.
    GameDocument document() const;
    // The file the game was opened from or saved to (empty for a new game).
    const QString& path() const { return path_; }
    // True when the game has moves that are not in its file (or it has no file).
    bool isModified() const;
    // Who played "color" in this game: "Verso, level 4 Club", "You", an engine's name, or the
    // name the file gives; when someone else took over the colour during the game (another
    // level, another opponent, a person playing on from a file), each in turn: "Verso, level 2
    // Novice, then Verso, level 4 Club". Before the colour has moved, whoever is seated now.
    QString playerName(Color color) const;
    // "name.ggf", or "Untitled" for a game without a file.
    QString displayName() const;

    // Opens "document" as the game, with the players seated now; "path" is its file (empty for a
    // paste or a game from the library; "inLibrary" for the latter, so it is not kept twice). The
    // game it replaces is kept.
    void open(const GameDocument& document, const QString& path = {}, bool inLibrary = false);
    // Keeps the game in the library as Verso closes (it is also saved to be resumed; played on,
    // it takes this entry's place when it is kept again).
    void keepOnClose();
    // After a save of the whole game to "path" (a transcript or GGF file).
    void markSaved(const QString& path);

    // The review kept with this game (the VREVIEW property of its GGF, engine::formatReview's
    // text), empty when there is none. It may be a review of other moves: check with parseReview.
    std::string reviewText() const;
    // Keeps "text" (a finished review of the game as it is) with the game: in the document a save
    // writes (a game with a GGF file is marked modified), and in the library entry when the game
    // is kept there already.
    void setReview(const std::string& text);
    static constexpr const char* kReviewProperty = "VREVIEW";

    // The library games are kept in; with an empty path (the default) nothing is kept.
    const session::KeptGames& keptGames() const { return kept_; }
    void setKeptGamesPath(const QString& path) { kept_ = session::KeptGames(path); }

signals:
    // The names, the file or the modified mark changed.
    void changed();
    // Something to tell in the status bar, e.g. that the game left is in the library.
    void message(const QString& text, int timeoutMs);
    // A game could not be kept in the library ("problem" says where and why): "document" is the
    // game, still in memory, to be saved elsewhere. Not while the window closes (the unfinished
    // game is saved then, and a message tells).
    void keepFailed(const GameDocument& document, const QString& problem);

private:
    void onBoardChanged(const session::BoardChange& change);
    void onGameOver();
    void onGameReplaced(const GameRecord& previous);
    void onLineReplaced(const GameRecord& previous);
    // "record" with this game's names, date, place and result.
    GameDocument documentOf(const GameRecord& record) const;
    // Puts "record" in the library unless it has no move, is in its file or is already there.
    bool keep(const GameRecord& record);
    void updateTitle();
    // The name of whoever sits at "color" now, as the move list and a saved game give it.
    QString seatedName(Color color) const;
    // playerName() for "record" (this game, or a line of it left behind).
    QString playerName(const GameRecord& record, Color color) const;
    // Emits changed() when the names differ from those last told.
    void tellNames();

    session::GameController& game_;
    session::Seating& seating_;
    QWidget& window_;
    session::KeptGames kept_{QString()};
    GameTags tags_;
    // Per ply, who played that move (seatedName() as it was played); empty for the moves a file,
    // a paste or a resumed game brought.
    std::vector<QString> movers_;
    std::array<QString, 2> toldNames_;  // the names changed() last told (Black, White)
    bool namesFromFile_ = false;
    QString path_;
    QString started_;        // the date the game started, "2026-11-24"
    GameRecord saved_;       // the game as its file holds it (no moves for a new game)
    GameRecord keptRecord_;  // the game as last put in the library
    bool reviewUnsaved_ = false;
    std::optional<GameRecord> resumed_;  // the game as resumed (kept when Verso last closed)  // a
    bool closing_ = false;               // the window is closing: problems go to the status bar
                                         // review was added that the game's GGF file does not have
    struct Opening {
        GameDocument document;
        QString path;
        bool inLibrary;
    };
    std::optional<Opening> opening_;  // set while open() replaces the game
};

}  // namespace verso::app
