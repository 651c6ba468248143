// SPDX-License-Identifier: GPL-3.0-or-later
// What a saved game keeps of its clocks: the time control, the time each side had left and the
// time each move took, so a resumed or reopened game goes on with them.
#pragma once

#include <QList>

#include <chrono>
#include <cmath>

#include "core/GameDocument.h"
#include "core/GgfClock.h"
#include "core/TimeControl.h"
#include "session/clock/GameClock.h"

namespace verso::session {

struct ClockState {
    TimeControl control;  // untimed by default: nothing else counts
    std::chrono::milliseconds blackLeft{0};
    std::chrono::milliseconds whiteLeft{0};
    QList<std::chrono::milliseconds> moveTimes;

    friend bool operator==(const ClockState&, const ClockState&) = default;
};

// The clocks as they stand now (a running clock's time so far included).
inline ClockState clockStateOf(const GameClock& clock) {
    return {clock.control(), clock.remaining(Color::Black), clock.remaining(Color::White),
            clock.moveTimes()};
}

// The clocks of a game file at its cursor (GgfClock.h: clockTimesAt); untimed when the file
// names no time control.
inline ClockState clockStateOf(const GameDocument& document) {
    const TimeControl control = timeControlOf(document);
    if (!control.timed()) return {};
    const ClockTimes left = clockTimesAt(document);
    ClockState clock{control, left.blackLeft, left.whiteLeft, {}};
    for (int i = 0; i < document.record.ply(); ++i) {
        const auto index = static_cast<std::size_t>(i);
        const double seconds =
            index < document.moveSeconds.size() ? document.moveSeconds[index].value_or(0) : 0;
        clock.moveTimes.append(std::chrono::milliseconds(std::llround(seconds * 1000)));
    }
    return clock;
}

// The game file's time control and move times from the clocks (nothing when untimed).
inline void keepClocks(GameDocument& document, const GameClock& clock) {
    if (!clock.timed()) return;
    setTimeControl(document, clock.control());
    for (const std::chrono::milliseconds time : clock.moveTimes())
        document.moveSeconds.push_back(static_cast<double>(time.count()) / 1000.0);
}

}  // namespace verso::session
