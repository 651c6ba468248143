// SPDX-License-Identifier: GPL-3.0-or-later
// Plays a line (the analysis's best line, or a reviewed move's better line) out on the board one
// move at a time, without touching the game: the board shows the position after the moves stepped
// so far, and returns to the game's position on stop(), on a click, or when the game changes. A
// new game drops the line.
#pragma once

#include <QObject>

#include <vector>

#include "core/Position.h"

namespace verso::session {
class GameController;
struct BoardChange;
}  // namespace verso::session

namespace verso::app {

class BoardScene;

class LinePlayer : public QObject {
    Q_OBJECT

public:
    LinePlayer(BoardScene& scene, session::GameController& game, QObject* parent);

    // The line ready to play out from "from" (the position on the board); showing stops.
    void setLine(const verso::Position& from, const std::vector<verso::Move>& line);
    const std::vector<verso::Move>& line() const { return line_; }
    const verso::Position& from() const { return from_; }
    // True when the line starts from the game's position and has moves left to show.
    bool canForward() const;
    bool canBack() const { return step_ > 0; }
    // The moves of the line shown on the board (0: the board shows the game).
    int step() const { return step_; }
    bool isShowing() const { return step_ > 0; }

    void forward();
    void back();
    // Shows the game's position again.
    void stop();
    // The game's board changed (the window shows it): the line no longer shows. A new game (New,
    // Open, Paste, a game from the library) drops the line: it belongs to the game left.
    void abandon(const verso::session::BoardChange& change);

signals:
    // The line, the step or showing changed.
    void changed();
    // The board went back to the game's position (the window restores its markers).
    void returnedToGame();

private:
    void show();

    BoardScene& scene_;
    session::GameController& game_;
    verso::Position from_;
    std::vector<verso::Move> line_;
    int step_ = 0;
};

}  // namespace verso::app
