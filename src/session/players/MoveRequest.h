// SPDX-License-Identifier: GPL-3.0-or-later
// One turn: the controller asks a player (a person, Verso's engine, an external program) for a
// move in a position, and the player answers it once.
//
// The controller owns the turn. The answer is delivered only through answered(), only to whoever
// connected to it, and at most once. cancel() or destroying the turn guarantees that answered()
// never comes: answer() on a turn that is no longer open is the one place where a stale answer is
// dropped.
#pragma once

#include <QObject>

#include <chrono>
#include <memory>
#include <optional>
#include <vector>

#include "core/Ggf.h"
#include "core/Position.h"
#include "core/TimeControl.h"
#include "session/enginethread/EngineRequest.h"

namespace verso::session {

// A turn of a game on a clock: the time control, the time the side to move has left, and the
// game so far from its start with the seconds each move took (empty "moves" when those times are
// not known: "start" is then the position of the turn).
struct TurnClock {
    TimeControl control;
    std::chrono::milliseconds remaining{0};
    Position start;
    std::vector<GgfMove> moves;
};

class MoveRequest : public QObject {
    Q_OBJECT

public:
    explicit MoveRequest(const Position& position, QObject* parent = nullptr);
    ~MoveRequest() override;

    const Position& position() const { return position_; }
    // The clocks when the game is played on them (nothing in an untimed game).
    const std::optional<TurnClock>& clock() const { return clock_; }
    void setClock(TurnClock clock) { clock_ = std::move(clock); }
    // Neither answered nor cancelled yet.
    bool isOpen() const { return !answered_ && !cancelled_; }

    // Delivers "move" to whoever asked, once. Dropped (false) when the turn was cancelled or has
    // been answered already.
    bool answer(verso::Move move, const verso::session::MoveInfo& info = {});
    // Ends the turn unanswered; answered() will not be emitted. Emits cancelled() once.
    void cancel();

signals:
    void answered(verso::Move move, const verso::session::MoveInfo& info);
    void cancelled();

private:
    Position position_;
    std::optional<TurnClock> clock_;
    bool answered_ = false;
    bool cancelled_ = false;
};

// Cancels "request" (no answer will come) and lets it go. Safe while the request is emitting one of
// its own signals: it is deleted once control returns to the event loop.
void drop(std::unique_ptr<MoveRequest>& request);

}  // namespace verso::session
