// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for the self-play chunk files of verso-lab selfplay and train --selfplay
// (lab/train/SelfPlay: parseSelfPlayChunk, formatSelfPlayChunk), read from the input as
// readSelfPlayChunkFile reads a file: gzip'ed or plain text.
// Checks: a refused chunk says why; an accepted one keeps the promises the readers rely on (exactly
// games-per-chunk games, each replaying legally to its end with the stated result, random plies
// within the game and the range); it writes a text that reads back to the same chunk, and a plain
// input is that text itself (the format has one spelling of each chunk).
// A plain input is read a second time with its last line replaced by the right checksum line:
// otherwise nearly every mutation would stop at the checksum and the lines behind it would not be
// explored.
#include <cstdint>
#include <string>
#include <string_view>

#include <zlib.h>

#include "FuzzCheck.h"
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

void checkOne(std::string_view input, bool gzipped) {
    SelfPlayChunk chunk;
    std::string error;
    if (!parseSelfPlayChunk(input, chunk, error)) {
        if (error.empty()) fuzz::fail(kTarget, "refused without a reason", input);
        return;
    }
    const std::string text = formatSelfPlayChunk(chunk);
    checkInvariants(chunk, text);
    if (!gzipped && text != input)
        fuzz::fail(kTarget, "an accepted chunk writes back different", input);
    SelfPlayChunk again;
    if (!parseSelfPlayChunk(text, again, error))
        fuzz::fail(kTarget, "the written chunk does not read: " + error, text);
    if (!(again == chunk)) fuzz::fail(kTarget, "the written chunk reads back different", text);
}

// The input without its last line (when that is an "end" line), ended by the right checksum line.
std::string withRightChecksum(std::string_view input) {
    std::string body(input);
    const std::size_t end = body.rfind("end ");
    if (end != std::string::npos && (end == 0 || body[end - 1] == '\n')) body.erase(end);
    if (!body.empty() && body.back() != '\n') body += '\n';
    const uLong crc =
        crc32(0L, reinterpret_cast<const Bytef*>(body.data()), static_cast<uInt>(body.size()));
    static const char* const digits = "0123456789abcdef";
    body += "end ";
    for (int shift = 28; shift >= 0; shift -= 4) body += digits[(crc >> shift) & 15];
    return body + "\n";
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input = fuzz::asText(data, size);
    const bool gzipped = size >= 2 && data[0] == 0x1f && data[1] == 0x8b;
    checkOne(input, gzipped);
    if (!gzipped && size < (1u << 20)) checkOne(withRightChecksum(input), false);
    return 0;
}
