// What the person chose for the seats, as a value: who plays each colour, the computer's level and
// the pause before its moves appear. The app builds it from the settings; Seating applies it.
#pragma once

#include <array>
#include <chrono>

#include "core/Square.h"

namespace verso::session {

enum class SeatKind { Human, Computer };

struct SeatingConfig {
    std::array<SeatKind, 2> seats{SeatKind::Human, SeatKind::Human};  // Black, White
    int level = 4;                                                      // engine::levels() number
    std::chrono::milliseconds thinkDelay{400};

    SeatKind& seat(Color color) { return seats[color == Color::Black ? 0 : 1]; }
    SeatKind seat(Color color) const { return seats[color == Color::Black ? 0 : 1]; }
    friend bool operator==(const SeatingConfig&, const SeatingConfig&) = default;
};

}  // namespace verso::session
