// SPDX-License-Identifier: GPL-3.0-or-later
// The words and figures of the clocks: the time left as a clock face shows it ("4:59", "1:02:03",
// "0:09.4" under ten seconds) and as a screen reader says it ("Black's clock, 4 minutes 59
// seconds, running").
#pragma once

#include <QString>
#include <chrono>

#include "core/Square.h"

namespace verso::app {

// What a clock is doing, for its mark and its spoken name.
enum class ClockMode { Stopped, Running, Paused, Fallen };

// "m:ss", "h:mm:ss" from an hour on, "m:ss.t" (tenths) under ten seconds; the time is rounded
// down, so a clock shows zero only when nothing is left.
QString clockTimeText(std::chrono::milliseconds left);
// "4 minutes 59 seconds", "1 hour 2 minutes", "9 seconds" (whole seconds, rounded down).
QString spokenTimeText(std::chrono::milliseconds left);
// "Black's clock, 4 minutes 59 seconds, running" (the mode is left out when the clock is stopped).
QString spokenClockText(Color side, std::chrono::milliseconds left, ClockMode mode);
// The word under a clock's time: "Paused", "Time is up", or nothing.
QString clockModeText(ClockMode mode);

}  // namespace verso::app
