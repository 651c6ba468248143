// The computer as a Player: asks the shared AI thread for a move at its level and hands it to the
// controller, never before a minimum thinking time so a person can follow the game.
#pragma once

#include <QElapsedTimer>
#include <QPointer>
#include <QTimer>

#include <chrono>
#include <optional>

#include "session/AiRequest.h"
#include "session/Player.h"

namespace verso::session {

class AiThread;

class ComputerPlayer : public Player {
    Q_OBJECT

public:
    static constexpr std::chrono::milliseconds kDefaultMinimumThinkTime{500};

    // "ai" is shared by every computer player and the hint; it must outlive this player.
    explicit ComputerPlayer(AiThread& ai, int levelNumber, QObject* parent = nullptr);
    ~ComputerPlayer() override;

    bool isHuman() const override { return false; }
    void requestMove(const verso::Position& position, quint64 requestId) override;
    void cancel() override;

    int levelNumber() const { return level_.number; }
    // A change while thinking restarts the search at the new level (the old answer is dropped).
    void setLevelNumber(int levelNumber);
    std::chrono::milliseconds minimumThinkTime() const { return minimumThinkTime_; }
    void setMinimumThinkTime(std::chrono::milliseconds time) { minimumThinkTime_ = time; }

    bool isThinking() const { return pending_.has_value(); }

signals:
    // True from the request until the move is handed over or the request is cancelled.
    void thinkingChanged(bool thinking);
    // How the computer found the move it is about to play (for the status bar).
    void moveFound(verso::Move move, const verso::session::AiInfo& info);

private:
    struct Pending {
        quint64 requestId = 0;     // the controller's id, answered with moveReady()
        quint64 aiRequestId = 0;   // the AI thread's id for the search in flight (0 when done)
        Position position;
        Move chosen = Move::none();
        QElapsedTimer started;
    };

    void startSearch();
    void cancelSearch(quint64 aiRequestId);
    void onMoveChosen(quint64 aiRequestId, Move move, const AiInfo& info);
    void handOver();

    QPointer<AiThread> ai_;  // null once the AI thread is gone (shutdown): nothing more to ask
    engine::Level level_;
    std::chrono::milliseconds minimumThinkTime_ = kDefaultMinimumThinkTime;
    std::optional<Pending> pending_;
    QTimer handOverTimer_;
};

}  // namespace verso::session
