// SPDX-License-Identifier: GPL-3.0-or-later
// A game's clocks in GGF: the TI property's "initial/increment/extension" times, each
// [[HH:]MM:]SS as GGS writes them ("05:00/00:03/00:00": 5 minutes, 3 seconds added after each
// move, no extension), and the time left on each clock from the seconds the moves took. Qt-free.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

#include "core/TimeControl.h"

namespace verso {

struct GameDocument;

// "MM:SS/MM:SS/00:00" ("HH:MM:SS" from an hour on, a fraction of a second when there is one).
std::string formatGgfClock(const TimeControl& control);
// Reads a TI value: the initial time and the increment (missing: none); a GGS count of moves
// after a comma ("05:00,0/00:03") and the extension are ignored. Nullopt for anything else or a
// time above the maxima; an initial time of zero is untimed.
std::optional<TimeControl> parseGgfClock(std::string_view text);

struct ClockTimes {
    std::chrono::milliseconds blackLeft{0};
    std::chrono::milliseconds whiteLeft{0};
};
// The time control of a game file: its TI tag read by parseGgfClock (untimed without one).
TimeControl timeControlOf(const GameDocument& document);
// Writes "control" as the file's TI tag (the first one, replaced), or removes TI when untimed.
void setTimeControl(GameDocument& document, const TimeControl& control);

// The time each side has left at the document's cursor: its time control's initial time, less the
// seconds its moves took, plus an increment for each of them (a move without a time took none);
// never below zero.
ClockTimes clockTimesAt(const GameDocument& document);

}  // namespace verso
