// SPDX-License-Identifier: GPL-3.0-or-later
// View > Opening Explorer: the panel beside the move list that lists, for the position on the
// board, every move played from it in the game library (the kept games and the databases added in
// File > Library, under the eight symmetries, each move in the board's orientation): how many
// games played it, Black's wins, the draws and White's wins in percent of the games that ended,
// Black's average final score, and the opening book's value of the move where the book knows it.
// Most played first. It follows the board (play, undo, browsing). Clicking a move (or Enter on
// it) plays it as a click on its square does, so it is refused the same way.
//
// The library is read on a thread of its own the first time the panel shows (and again each time
// it shows or File > Library has read it again, which reads only what changed, e.g. a database
// added); the panel says it is reading until the library is there and never waits for it.
#pragma once

#include <QDockWidget>

#include <memory>

#include "core/GameLibrary.h"

class QLabel;
class QTableWidget;

namespace verso::session {
class EngineThread;
class GameController;
}  // namespace verso::session

namespace verso::app {

class CurrentGame;
class LibraryLoader;
class Settings;

class ExplorerDock : public QDockWidget {
    Q_OBJECT

public:
    enum Column { MoveColumn, Games, BlackWins, Draws, WhiteWins, AverageScore, Book, Columns };

    struct Parts {
        session::GameController& game;
        CurrentGame& current;
        Settings& settings;
        session::EngineThread& engine;  // its opening book gives the Book column
    };
    ExplorerDock(const Parts& parts, QWidget& window);

    QTableWidget* table() const { return table_; }
    QLabel* headerLabel() const { return header_; }
    // The library answered from (null until it has been read).
    const std::shared_ptr<const GameLibrary>& library() const { return library_; }
    // The moves listed, most played first.
    const std::vector<ExploredMove>& moves() const { return moves_; }

public slots:
    // Reads the library again (what changed since), e.g. when File > Library added a database;
    // nothing while the panel has never been shown.
    void readAgain();

signals:
    // A move chosen in the table, to be played as a click on its square.
    void squareChosen(int square);

private:
    void startReading();
    void refresh();
    void fillTable();
    void choose(int row);

    Parts parts_;
    LibraryLoader* loader_;
    QLabel* header_;
    QTableWidget* table_;
    std::shared_ptr<const GameLibrary> library_;
    std::vector<ExploredMove> moves_;
};

}  // namespace verso::app
