// SPDX-License-Identifier: GPL-3.0-or-later
// What the person chose for the seats, as a value: who plays each colour, the computer's level and
// the pause before its moves appear. The app builds it from the settings; Seating applies it.
#pragma once

#include <array>
#include <chrono>

#include "core/Square.h"
#include "engine/Level.h"
#include "session/external/ExternalEngineSpec.h"
#include "session/players/ComputerPlayer.h"

namespace verso::session {

// A person at the board, Verso's own engine, or an external NBoard program.
enum class SeatKind { Human, Computer, ExternalEngine };

struct SeatingConfig {
    std::array<SeatKind, 2> seats{SeatKind::Human, SeatKind::Human};  // Black, White
    int level = engine::defaultLevelNumber();                         // engine::levels() number
    std::chrono::milliseconds thinkDelay = ComputerPlayer::kDefaultMinimumThinkTime;
    std::array<ExternalEngineSpec, 2> engines;  // for SeatKind::ExternalEngine seats

    SeatKind& seat(Color color) { return seats[colorIndex(color)]; }
    SeatKind seat(Color color) const { return seats[colorIndex(color)]; }
    const ExternalEngineSpec& engine(Color color) const { return engines[colorIndex(color)]; }
    ExternalEngineSpec& engine(Color color) { return engines[colorIndex(color)]; }
    // The same kind of player with the same program at "color" in both.
    static bool sameSeat(const SeatingConfig& a, const SeatingConfig& b, Color color) {
        return a.seat(color) == b.seat(color) &&
               (a.seat(color) != SeatKind::ExternalEngine || a.engine(color) == b.engine(color));
    }
    friend bool operator==(const SeatingConfig&, const SeatingConfig&) = default;
};

}  // namespace verso::session
