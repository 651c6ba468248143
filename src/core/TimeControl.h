// SPDX-License-Identifier: GPL-3.0-or-later
// A game's time control: each side's time for the whole game and the time added to a side's clock
// after each of its moves (an increment), as in "5 minutes + 3 seconds". Untimed when the base is
// zero.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace verso {

struct TimeControl {
    std::chrono::milliseconds base{0};       // each side's time for the game; 0: no clocks
    std::chrono::milliseconds increment{0};  // added after each move of the side that made it

    bool timed() const { return base.count() > 0; }
    friend bool operator==(const TimeControl&, const TimeControl&) = default;
};

// The longest base and increment accepted: 10 hours and 10 minutes.
inline constexpr std::chrono::milliseconds kMaxClockBase{10LL * 3600 * 1000};
inline constexpr std::chrono::milliseconds kMaxClockIncrement{600LL * 1000};

// "none", or the base and the increment in seconds with up to three decimals: "300", "300+3",
// "90.5+0.5". The settings keep a time control in this form.
std::string timeControlText(const TimeControl& control);
// Reads timeControlText()'s form (surrounding spaces allowed); nullopt for anything else, a
// negative time or one above the maxima. "0" and "none" are untimed.
std::optional<TimeControl> parseTimeControl(std::string_view text);

// The common time controls a new game offers: 1, 3, 5, 10, 15 and 30 minutes a side, each
// without and with an increment of a few seconds.
const std::vector<TimeControl>& timeControlPresets();

}  // namespace verso
