// SPDX-License-Identifier: GPL-3.0-or-later
// Verso's engine as a Player: asks the engine thread for a move at its level and answers the turn,
// never before a minimum thinking time so a person can follow the game (except on a clock, where
// it searches with the time its clock gives and answers at once).
#pragma once

#include <QElapsedTimer>
#include <QPointer>
#include <QTimer>

#include <chrono>
#include <memory>

#include "engine/Level.h"
#include "session/players/Player.h"

namespace verso::session {

class EngineThread;

class ComputerPlayer : public Player {
    Q_OBJECT

public:
    static constexpr std::chrono::milliseconds kDefaultMinimumThinkTime{400};

    // "engineThread" is shared by every computer player and the hint; a player asks nothing once it
    // is gone.
    explicit ComputerPlayer(EngineThread& engineThread, int levelNumber, QObject* parent = nullptr);
    ~ComputerPlayer() override;

    bool isHuman() const override { return false; }
    void requestMove(MoveRequest* turn) override;

    int levelNumber() const { return level_.number; }
    // A change while thinking asks again at the new level (the old search is dropped).
    void setLevelNumber(int levelNumber);
    std::chrono::milliseconds minimumThinkTime() const { return minimumThinkTime_; }
    // Never cancels a search; a move already found waits for the new minimum from the request.
    void setMinimumThinkTime(std::chrono::milliseconds time);

    bool isThinking() const { return turn_ && turn_->isOpen(); }

signals:
    // True from the request until the move is handed over or the turn is cancelled.
    void thinkingChanged(bool thinking);
    // How the computer found the move it is about to play (for the status bar).
    void moveFound(verso::Move move, const verso::session::MoveInfo& info);

private:
    void startSearch();
    void onMoveFound(const QVariant& result);
    void scheduleHandOver();
    void handOver();
    void finish();

    QPointer<EngineThread> engineThread_;
    engine::Level level_;
    std::chrono::milliseconds minimumThinkTime_ = kDefaultMinimumThinkTime;
    QPointer<MoveRequest> turn_;             // the controller's question
    std::unique_ptr<EngineRequest> search_;  // ours to the engine thread
    Move chosen_ = Move::none();
    MoveInfo chosenInfo_;
    QElapsedTimer started_;
    QTimer handOverTimer_;
};

}  // namespace verso::session
