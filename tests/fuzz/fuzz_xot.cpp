// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for the XOT openings list (core/XotOpenings: parseXotOpenings).
// Checks: a refused text says where (inside the text) and names a line; every opening read is
// eight legal moves from the start position, and written back one a line it reads back equal.
#include <cstdint>
#include <string>
#include <string_view>

#include "FuzzCheck.h"
#include "core/Notation.h"
#include "core/Position.h"
#include "core/XotOpenings.h"

using namespace verso;

namespace {

constexpr const char* kTarget = "fuzz_xot";

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::asText(data, size);
    const auto openings = parseXotOpenings(text);
    if (!openings) {
        const ParseError& error = openings.error();
        if (error.message.empty()) fuzz::fail(kTarget, "an error without a message", text);
        if (error.offset > text.size()) fuzz::fail(kTarget, "an error outside the text", text);
        return 0;
    }
    std::string written;
    for (const auto& moves : openings.value()) {
        if (moves.size() != kXotMoves)
            fuzz::fail(kTarget, "an opening of other than 8 moves", text);
        Position p = Position::initial();
        for (Move move : moves) {
            if (!p.isLegal(move) || move.isPass())
                fuzz::fail(kTarget, "an illegal move read", text);
            p = p.afterMove(move);
        }
        written += formatMoves(moves) + "\n";
    }
    const auto back = parseXotOpenings(written);
    if (!back || back.value() != openings.value())
        fuzz::fail(kTarget, "the openings written back read differently", written);
    return 0;
}
