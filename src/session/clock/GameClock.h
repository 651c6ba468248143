// SPDX-License-Identifier: GPL-3.0-or-later
// Both sides' clocks of a game played at a time control: the time each side has left, which clock
// runs, the increment a side's clock gains after each of its moves, and the time each move took.
// A clock that reaches zero falls once (flagFell); it then stays at zero and nothing runs.
// Untimed (TimeControl{}): nothing runs and nothing falls, ever. Qt Core; the GUI thread's.
#pragma once

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QTimer>

#include <array>
#include <chrono>
#include <functional>
#include <optional>

#include "core/Square.h"
#include "core/TimeControl.h"

namespace verso::session {

class GameClock : public QObject {
    Q_OBJECT
public:
    using Ms = std::chrono::milliseconds;

    explicit GameClock(QObject* parent = nullptr);

    // A new game at "control": both clocks at its base, stopped, no moves timed.
    void reset(const TimeControl& control);
    // A game resumed or reopened at "control" with these times left (clamped to [0, 10 h]) and
    // the times its moves took; stopped.
    void restore(const TimeControl& control, Ms blackLeft, Ms whiteLeft,
                 const QList<Ms>& moveTimes = {});

    TimeControl control() const { return control_; }
    bool timed() const { return control_.timed(); }

    // "side"'s clock runs (the other one stops without gaining anything). Nothing when untimed,
    // after a fall, or while paused (it then runs at resume()).
    void start(Color side);
    // The running side finished a move: its clock stops, the move's time is recorded, the
    // increment is added; then "next" runs (nullopt: nothing runs, as at the end of the game).
    void moveMade(std::optional<Color> next);
    // Stops the running clock until resume(); the time paused counts for nobody.
    void pause();
    void resume();
    bool paused() const { return paused_; }
    // The game ended another way (resigned, finished, left): nothing runs any more.
    void stop();

    // The time "side" has left now (the running clock included); never below zero.
    Ms remaining(Color side) const;
    // The side whose clock runs, if any (while paused: none).
    std::optional<Color> running() const;
    // The side whose clock fell, if one did.
    std::optional<Color> fallen() const { return fallen_; }
    // The time each timed move took, in the order they were made.
    const QList<Ms>& moveTimes() const { return moveTimes_; }

    // Tests: the clock's time source (milliseconds since any fixed point); the default is a
    // monotonic clock.
    void setTimeSource(std::function<qint64()> now);

signals:
    // The times shown changed: a clock started, stopped or gained time, or the running one ticked
    // (every 100 ms, every 50 ms under ten seconds).
    void changed();
    // "side"'s clock reached zero: "side" loses on time. Emitted once per game.
    void flagFell(verso::Color side);

private:
    void settleRunning();  // charges the running clock with the time since it started
    void armTimers();
    void checkFall();
    qint64 now() const;

    TimeControl control_;
    std::array<Ms, 2> left_{};
    std::optional<Color> side_;  // whose turn the clock is timing (kept while paused)
    bool paused_ = false;
    bool runningNow_ = false;
    qint64 startedAt_ = 0;  // now() when the running clock last started or was charged
    Ms moveSpent_{0};       // the running side's time on this move so far
    std::optional<Color> fallen_;
    QList<Ms> moveTimes_;
    QTimer tick_;
    QTimer fall_;
    QElapsedTimer elapsed_;
    std::function<qint64()> timeSource_;
};

}  // namespace verso::session
