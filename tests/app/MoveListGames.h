// SPDX-License-Identifier: GPL-3.0-or-later
// Games for the move list tests and benchmark, built with core from transcripts ("pa" = pass).
#pragma once

#include <stdexcept>

#include "core/GameRecord.h"
#include "core/Notation.h"

namespace verso::testgames {

// A full game of 60 discs and two passes (62 moves): White passes at move 28, Black at move 61.
inline constexpr const char* kFullGame =
    "e6f4f3f6f5f2g2h2g5h6g4d6f1e3g6h7d2g1h1c1d3g3d1c3h3e1b1pag7f8c6e7e8h5c2b6b4h4c5e2g8d8f7h8b7"
    "c4a6d7b5b2c7b3a2a3c8a4a5a8a7b8paa1";
// From the usual four discs with White to move; White passes at move 11.
inline constexpr const char* kWhiteFirstGame = "d6c6f4d7b7b6d8e8a6c8pad3c2d2e6f3";

inline Position whiteToMoveStart() {
    const Position initial = Position::initial();
    return Position::fromColors(initial.black(), initial.white(), Color::White);
}

inline GameRecord gameFrom(const char* transcript, const Position& start = Position::initial()) {
    auto parsed = parseTranscript(transcript, start);
    if (!parsed) throw std::runtime_error(parsed.message());
    return parsed.value();
}

}  // namespace verso::testgames
