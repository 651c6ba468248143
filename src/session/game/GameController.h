// SPDX-License-Identifier: GPL-3.0-or-later
// The game master: owns the GameRecord, enforces the rules, asks the player whose turn it is
// through the Player interface, records forced passes and announces the end of the game.
// Qt Core only: it knows about turns and signals, never about pixels.
#pragma once

#include <QObject>
#include <array>
#include <memory>
#include <optional>

#include "core/GameRecord.h"
#include "session/clock/ClockState.h"
#include "session/clock/GameClock.h"
#include "session/game/GameState.h"
#include "session/game/Refusal.h"
#include "session/players/MoveRequest.h"
#include "session/players/Player.h"

namespace verso::session {

class GameController : public QObject {
    Q_OBJECT
public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    // Seats "player" for "color" (the controller owns it). Mid-game the change applies from the
    // next move: if it is that colour's turn, the new player is asked at once. The board stays.
    void setPlayer(Color color, std::unique_ptr<Player> player);
    Player* player(Color color) const { return players_[colorIndex(color)]; }
    bool isHuman(Color color) const;

    const GameRecord& record() const { return record_; }
    const Position& position() const { return record_.current(); }
    Color sideToMove() const { return record_.sideToMove(); }
    GameState state() const { return state_; }
    // True while the side to move is a person who may place a disc now.
    bool isWaitingForHuman() const;
    // The game's two clocks (untimed unless a time control is set).
    GameClock& clock() { return clock_; }
    const GameClock& clock() const { return clock_; }
    // The time control of the games newGame() starts from now on (untimed by default).
    void setTimeControl(const TimeControl& control) { timeControl_ = control; }
    TimeControl timeControl() const { return timeControl_; }
    // True while a game on a clock is being played (or paused): its clocks run for the side to
    // move, and moves cannot be taken back. False once it has ended.
    bool clockHolds() const;

    bool canUndo() const { return record_.canUndo() && state_ != GameState::NotStarted; }
    bool canRedo() const { return record_.canRedo() && state_ != GameState::NotStarted; }
    // True while the board shows a position before the record's last move (after undo or a jump
    // back). There no computer or engine is asked to move: a person's move, or continueHere(),
    // starts a new line from it, and going forward to the end carries on the game.
    bool showsEarlierPosition() const {
        return record_.canRedo() && state_ != GameState::NotStarted;
    }

public slots:
    // No game: the start position is shown and nobody is asked to move (e.g. while the person is
    // asked whether to resume a saved game).
    void clear();
    // Starts a game from "start" with the players seated now.
    void newGame(const verso::Position& start = verso::Position::initial());
    // Starts a game whose first moves are "opening" (an XOT opening, random play): they are part
    // of the record, so the move list shows them and undo steps back through them. The game goes
    // on from the record's end.
    void newGame(const verso::GameRecord& opening);
    // A move a person made on the board for the side to move. A refused move changes nothing
    // and emits moveRefused(refusal); the refusal is returned as well (nothing when accepted).
    std::optional<Refusal> playHumanMove(verso::Move move);
    // Continues a saved game: its moves, cursor and redo tail as they were, the players seated now,
    // and its clocks as "clock" says (untimed by default).
    void resumeGame(const verso::GameRecord& record, const verso::session::ClockState& clock = {});
    // Undo and redo step over passes and, with a person playing, back to a person's turn. While a
    // game on a clock is played, undo and jumps back are refused (moveRefused: ClockRunning).
    bool undo();
    bool redo();
    // Shows the position after "ply" moves (the move list, Home/End): the moves after it stay. At
    // the end of the record the game carries on as before.
    bool jumpTo(int ply);
    // Starts a new line at an earlier position: the moves after it are dropped (lineReplaced()
    // hands them over first) and the side to move is asked, computer or not.
    void continueHere();
    // The person to move (or the only person playing) resigns; the game ends.
    void resign();
    void pause();
    void resume();
    // Abandons the session (e.g. the window closes): no player is asked again.
    void stop();

signals:
    void stateChanged(verso::session::GameState state);
    void boardChanged(const verso::session::BoardChange& change);
    // "color" had no legal move and passed. Connect windows with Qt::QueuedConnection.
    void passed(verso::Color color);
    // The game ended. Connect windows with Qt::QueuedConnection.
    void gameOver(const verso::GameResult& result);
    void moveRefused(const verso::session::Refusal& refusal);
    // The side to move was asked for a move (a person or the computer).
    void turnStarted(verso::Color color, bool human);
    // A new line was started at an earlier position; "previous" is the record as it was, with
    // the moves now dropped (so whoever keeps games can keep it).
    void lineReplaced(const verso::GameRecord& previous);
    // A game with moves is about to be replaced by newGame(), resumeGame() or clear(); "previous"
    // is its record (so whoever keeps games can keep it).
    void gameReplaced(const verso::GameRecord& previous);
    // The player of "color" answered its turn with "move", which was played; "info" says how a
    // computer found it (e.g. from the opening book), empty for a person.
    void moveAnswered(verso::Color color, verso::Move move, const verso::session::MoveInfo& info);

private:
    void onMoveReady(Move move, const MoveInfo& info = {});
    void applyMove(Move move);
    void advance();
    void requestNextMove();
    void cancelRequest();
    void setState(GameState state);
    void cursorMoved(BoardChange::Kind kind);
    void replaceRecord(GameRecord record);
    void dropRedoTail();
    void finishIfOver();
    bool anyHuman() const { return isHuman(Color::Black) || isHuman(Color::White); }
    bool shouldStepOver() const;
    bool refusedByClock();
    void startClock(Color side);
    void clockAfterMove(Color by);
    void onFlagFell(Color side);
    TurnClock turnClock(Color side) const;

    GameRecord record_;
    GameState state_ = GameState::NotStarted;
    std::array<Player*, 2> players_{};   // owned (QObject children of the controller)
    std::unique_ptr<MoveRequest> turn_;  // the question to the side to move, while one is open
    GameClock clock_;
    TimeControl timeControl_;  // for the next newGame()
    bool clockEnded_ = false;  // the game on the clock ended: its clocks never run again
};

}  // namespace verso::session
