// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for the self-play chunk files of verso-lab selfplay and train --selfplay
// (lab/train/SelfPlay: parseSelfPlayChunk, formatSelfPlayChunk), read from the input as
// readSelfPlayChunkFile reads a file: gzip'ed or plain text.
// Checks: a refused chunk says why; an accepted one keeps the promises the readers rely on (exactly
// games-per-chunk games, each replaying legally to its end with the stated result, random plies
// within the game and the range); and the round trip of ChunkFuzz.h.
#include <cstdint>
#include <string_view>

#include "ChunkFuzz.h"
#include "train/SelfPlay.h"

using namespace verso;
using namespace verso::train;

namespace {

constexpr const char* kTarget = "fuzz_selfplaychunk";

void checkInvariants(const SelfPlayChunk& chunk, std::string_view text) {
    const SelfPlaySettings& s = chunk.settings;
    if (static_cast<long>(chunk.games.size()) != s.gamesPerChunk)
        fuzz::fail(kTarget, "an accepted chunk has another number of games than it says", text);
    if (s.randomMin > s.randomMax)
        fuzz::fail(kTarget, "an accepted chunk has an empty random-plies range", text);
    for (const SelfPlayGame& g : chunk.games) {
        const auto result = replaySelfPlayGame(g.moves);
        if (!result || *result != g.resultForBlack)
            fuzz::fail(kTarget, "a game that does not replay to its result was accepted", text);
        if (g.randomPlies < 0 || g.randomPlies > static_cast<int>(g.moves.size()) ||
            g.randomPlies > s.randomMax)
            fuzz::fail(kTarget, "random plies out of range were accepted", text);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    return fuzz::fuzzChunk<SelfPlayChunk>(kTarget, data, size, parseSelfPlayChunk,
                                          formatSelfPlayChunk, checkInvariants);
}
