// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/clock/GameClock.h"

#include <algorithm>

namespace verso::session {
namespace {

// A clock's display changes every tenth of a second, every twentieth under ten seconds (so the
// tenths shown there never lag by more than half a step).
constexpr int kTickMs = 100;
constexpr int kFastTickMs = 50;
constexpr std::chrono::milliseconds kFastBelow{10'000};

std::chrono::milliseconds clamped(std::chrono::milliseconds time) {
    return std::clamp(time, std::chrono::milliseconds(0), kMaxClockBase);
}

}  // namespace

GameClock::GameClock(QObject* parent) : QObject(parent) {
    elapsed_.start();
    fall_.setSingleShot(true);
    fall_.setTimerType(Qt::PreciseTimer);
    connect(&fall_, &QTimer::timeout, this, &GameClock::checkFall);
    connect(&tick_, &QTimer::timeout, this, [this] {
        checkFall();
        if (!runningNow_) return;
        armTimers();
        emit changed();
    });
}

void GameClock::setTimeSource(std::function<qint64()> now) {
    settleRunning();
    timeSource_ = std::move(now);
    startedAt_ = this->now();
}

qint64 GameClock::now() const { return timeSource_ ? timeSource_() : elapsed_.elapsed(); }

void GameClock::reset(const TimeControl& control) { restore(control, control.base, control.base); }

void GameClock::restore(const TimeControl& control, Ms blackLeft, Ms whiteLeft,
                        const QList<Ms>& moveTimes) {
    control_ = control;
    left_ = {clamped(blackLeft), clamped(whiteLeft)};
    side_.reset();
    paused_ = false;
    runningNow_ = false;
    moveSpent_ = Ms(0);
    fallen_.reset();
    moveTimes_ = moveTimes;
    armTimers();
    emit changed();
}

void GameClock::settleRunning() {
    if (!runningNow_ || !side_) return;
    const qint64 at = now();
    const Ms spent(std::max<qint64>(0, at - startedAt_));
    Ms& left = left_[colorIndex(*side_)];
    left = std::max(Ms(0), left - spent);
    moveSpent_ += spent;
    startedAt_ = at;
}

void GameClock::start(Color side) {
    if (!timed() || fallen_) return;
    settleRunning();
    side_ = side;
    moveSpent_ = Ms(0);
    runningNow_ = !paused_;
    startedAt_ = now();
    armTimers();
    emit changed();
    checkFall();  // a clock restored at zero falls as soon as it runs
}

void GameClock::moveMade(std::optional<Color> next) {
    if (!timed() || fallen_) return;
    settleRunning();
    if (side_) {
        moveTimes_.append(moveSpent_);
        Ms& left = left_[colorIndex(*side_)];
        left = clamped(left + control_.increment);
    }
    runningNow_ = false;
    side_.reset();
    moveSpent_ = Ms(0);
    if (next) {
        start(*next);
        return;
    }
    armTimers();
    emit changed();
}

void GameClock::pause() {
    if (paused_) return;
    settleRunning();
    paused_ = true;
    runningNow_ = false;
    armTimers();
    emit changed();
}

void GameClock::resume() {
    if (!paused_) return;
    paused_ = false;
    if (timed() && side_ && !fallen_) {
        runningNow_ = true;
        startedAt_ = now();
    }
    armTimers();
    emit changed();
}

void GameClock::stop() {
    settleRunning();
    runningNow_ = false;
    side_.reset();
    moveSpent_ = Ms(0);
    armTimers();
    emit changed();
}

GameClock::Ms GameClock::remaining(Color side) const {
    const Ms left = left_[colorIndex(side)];
    if (!runningNow_ || side_ != side) return left;
    return std::max(Ms(0), left - Ms(std::max<qint64>(0, now() - startedAt_)));
}

std::optional<Color> GameClock::running() const {
    return runningNow_ ? side_ : std::optional<Color>();
}

void GameClock::checkFall() {
    if (!runningNow_ || !side_ || remaining(*side_) > Ms(0)) return;
    const Color side = *side_;
    settleRunning();
    left_[colorIndex(side)] = Ms(0);
    fallen_ = side;
    runningNow_ = false;
    side_.reset();
    armTimers();
    emit changed();
    emit flagFell(side);
}

void GameClock::armTimers() {
    if (!runningNow_ || !side_) {
        tick_.stop();
        fall_.stop();
        return;
    }
    const Ms left = remaining(*side_);
    const int interval = left < kFastBelow ? kFastTickMs : kTickMs;
    if (!tick_.isActive() || tick_.interval() != interval) tick_.start(interval);
    // A timer runs at most ~24 days; a clock holds at most 10 hours.
    fall_.start(static_cast<int>(left.count()) + 1);
}

}  // namespace verso::session
