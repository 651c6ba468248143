// What the person chose for the seats, as a value: who plays each colour, the computer's level and
// the pause before its moves appear. The app builds it from the settings; Seating applies it.
#pragma once

#include <array>
#include <chrono>

#include "core/Square.h"
#include "session/EngineSpec.h"

namespace verso::session {

// A person at the board, Verso's own engine, or an external NBoard program.
enum class SeatKind { Human, Computer, Engine };

struct SeatingConfig {
    std::array<SeatKind, 2> seats{SeatKind::Human, SeatKind::Human};  // Black, White
    int level = 4;                                                      // engine::levels() number
    std::chrono::milliseconds thinkDelay{400};
    std::array<EngineSpec, 2> engines;                                  // for SeatKind::Engine seats

    SeatKind& seat(Color color) { return seats[color == Color::Black ? 0 : 1]; }
    SeatKind seat(Color color) const { return seats[color == Color::Black ? 0 : 1]; }
    const EngineSpec& engine(Color color) const { return engines[color == Color::Black ? 0 : 1]; }
    EngineSpec& engine(Color color) { return engines[color == Color::Black ? 0 : 1]; }
    // The same kind of player with the same program at "color" in both.
    static bool sameSeat(const SeatingConfig& a, const SeatingConfig& b, Color color) {
        return a.seat(color) == b.seat(color) &&
               (a.seat(color) != SeatKind::Engine || a.engine(color) == b.engine(color));
    }
    friend bool operator==(const SeatingConfig&, const SeatingConfig&) = default;
};

}  // namespace verso::session
