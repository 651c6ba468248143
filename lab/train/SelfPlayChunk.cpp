// SPDX-License-Identifier: GPL-3.0-or-later
// The self-play chunk file format (described in SelfPlay.h): a game replayed, a chunk as text and
// back (with the strict line-by-line reader), chunk files read and written, their names and list.
// Making the games and training from them is in SelfPlay.cpp.
#include <algorithm>
#include <cstdio>
#include <string>
#include <utility>

#include "LabelChunkInternal.h"
#include "SelfPlay.h"
#include "core/Square.h"

namespace verso::train {

namespace {

using detail::hex;
using detail::parseNumber;
using detail::parseSigned;

constexpr std::string_view kMagic = "verso-selfplay 1";
// Bounds on what a chunk may claim, far above what a run makes.
constexpr long kMaxGamesPerChunk = 100'000;
constexpr long kMaxIndex = 100'000'000;
constexpr std::size_t kMaxChunkText = 64u << 20;  // 100,000 games of 60 moves are about 13 MB

class ChunkParser : detail::ChunkLines {
public:
    using ChunkLines::ChunkLines;
    bool parse(SelfPlayChunk& chunk, std::string& error);

private:
    // "key VALUE", VALUE a number in [min, max].
    bool numberLine(std::string_view key, long min, std::uint64_t max, std::uint64_t& value,
                    std::string& error) {
        std::string_view line;
        if (!nextLine(line))
            return fail(error, "the chunk ends before its \"" + std::string(key) + "\" line");
        const std::string prefix = std::string(key) + " ";
        const auto v = line.substr(0, prefix.size()) == prefix
                           ? parseNumber(line.substr(prefix.size()), max)
                           : std::nullopt;
        if (!v || *v < static_cast<std::uint64_t>(min))
            return fail(error, "expected \"" + std::string(key) + " NUMBER\", a number from " +
                                   std::to_string(min) + " to " + std::to_string(max));
        value = *v;
        return true;
    }
    bool game(std::string_view line, SelfPlayGame& g, std::string& error) const;
};

bool ChunkParser::game(std::string_view line, SelfPlayGame& g, std::string& error) const {
    std::string_view f[3];
    if (!detail::splitFields(line, f, 3))
        return fail(error, "a game must be \"MOVES RESULT RANDOM-PLIES\"");
    if (f[0].size() % 2 != 0 || f[0].size() > 120)
        return fail(error, "the moves must be up to 60 squares such as f5d6c3");
    for (std::size_t i = 0; i < f[0].size(); i += 2) {
        const char c = f[0][i], r = f[0][i + 1];
        if (c < 'a' || c > 'h' || r < '1' || r > '8')
            return fail(error, "not a square: " + std::string(f[0].substr(i, 2)));
        g.moves.push_back(static_cast<std::uint8_t>(squareAt(c - 'a', r - '1')));
    }
    const auto result = parseSigned(f[1], 64);
    const auto random = parseNumber(f[2], g.moves.size());
    if (!result) return fail(error, "a result must be a number of discs from -64 to 64");
    if (!random) return fail(error, "the random plies must be a number up to the game's moves");
    g.resultForBlack = static_cast<int>(*result);
    g.randomPlies = static_cast<int>(*random);
    const auto replayed = replaySelfPlayGame(g.moves);
    if (!replayed) return fail(error, "the game does not replay legally to its end");
    if (*replayed != g.resultForBlack)
        return fail(error, "the stated result " + std::string(f[1]) + " is not the replayed " +
                               std::to_string(*replayed));
    return true;
}

bool ChunkParser::parse(SelfPlayChunk& chunk, std::string& error) {
    std::string_view line;
    if (!nextLine(line) || line != kMagic)
        return fail(error, "not a self-play chunk (expected \"" + std::string(kMagic) + "\")");
    SelfPlaySettings& s = chunk.settings;
    std::uint64_t depth = 0, exact = 0, seed = 0, games = 0, hash = 0, index = 0;
    if (!numberLine("depth", 1, 60, depth, error) || !numberLine("exact", 0, 60, exact, error))
        return false;
    // "random-plies A-B"
    if (!nextLine(line) || line.substr(0, 13) != "random-plies ")
        return fail(error, "expected \"random-plies A-B\"");
    const std::string_view range = line.substr(13);
    const std::size_t dash = range.find('-');
    const auto low =
        dash == std::string_view::npos ? std::nullopt : parseNumber(range.substr(0, dash), 60);
    const auto high =
        dash == std::string_view::npos ? std::nullopt : parseNumber(range.substr(dash + 1), 60);
    if (!low || !high || *low > *high)
        return fail(error, "\"random-plies\" must be A-B with 0 <= A <= B <= 60");
    if (!numberLine("seed", 0, ~std::uint64_t{0} / 10, seed, error) ||
        !numberLine("games-per-chunk", 1, kMaxGamesPerChunk, games, error) ||
        !numberLine("hash", 0, 65536, hash, error))
        return false;
    if (!nextLine(line) || line.substr(0, 7) != "engine ")
        return fail(error, "expected \"engine HEX\"");
    const auto engine = detail::parseHex(line.substr(7), 16);
    if (!engine) return fail(error, "\"engine\" must be 16 lowercase hex digits");
    if (!numberLine("index", 0, kMaxIndex, index, error)) return false;
    if (!nextLine(line) || line != "games") return fail(error, "expected \"games\"");
    s = {static_cast<int>(depth),
         static_cast<int>(exact),
         static_cast<int>(*low),
         static_cast<int>(*high),
         seed,
         static_cast<int>(games),
         static_cast<int>(hash),
         *engine};
    chunk.index = static_cast<long>(index);
    chunk.games.reserve(std::min<std::size_t>(games, 4096));  // a damaged count may be large
    while (nextLine(line)) {
        if (chunk.games.size() == games) return fail(error, "more games than games-per-chunk");
        SelfPlayGame g;
        if (!game(line, g, error)) return false;
        if (g.randomPlies > s.randomMax)
            return fail(error, "more random plies than random-plies allows");
        chunk.games.push_back(std::move(g));
    }
    if (chunk.games.size() != games)
        return fail(error, "the chunk has " + std::to_string(chunk.games.size()) +
                               " games, games-per-chunk says " + std::to_string(games));
    return true;
}

}  // namespace

std::optional<int> replaySelfPlayGame(const std::vector<std::uint8_t>& moves,
                                      std::vector<Position>* positions) {
    std::vector<PlayedMove> played;
    played.reserve(moves.size());
    for (const std::uint8_t square : moves) played.push_back({square, std::nullopt});
    std::string problem;
    auto game = replayGame(played, problem);
    if (!game) return std::nullopt;
    if (positions) *positions = std::move(game->positions);
    return game->finalScoreForBlack;
}

std::string formatSelfPlayChunk(const SelfPlayChunk& chunk) {
    const SelfPlaySettings& s = chunk.settings;
    std::string out;
    out.reserve(200 + 130 * chunk.games.size());
    out += std::string(kMagic) + "\ndepth " + std::to_string(s.depth) + "\nexact " +
           std::to_string(s.exact) + "\nrandom-plies " + std::to_string(s.randomMin) + "-" +
           std::to_string(s.randomMax) + "\nseed " + std::to_string(s.seed) + "\ngames-per-chunk " +
           std::to_string(s.gamesPerChunk) + "\nhash " + std::to_string(s.hashMegabytes) +
           "\nengine " + hex(s.engine, 16) + "\nindex " + std::to_string(chunk.index) + "\ngames\n";
    for (const SelfPlayGame& g : chunk.games) {
        for (const std::uint8_t square : g.moves) out += squareName(square);
        out += ' ';
        out += std::to_string(g.resultForBlack);
        out += ' ';
        out += std::to_string(g.randomPlies);
        out += '\n';
    }
    out += "end " + hex(detail::crcOf(out), 8) + "\n";
    return out;
}

bool parseSelfPlayChunk(std::string_view bytes, SelfPlayChunk& chunk, std::string& error) {
    chunk = SelfPlayChunk{};
    std::string inflated;
    std::string_view body;
    if (!detail::checkedChunkBody(bytes, kMaxChunkText, inflated, body, error)) return false;
    return ChunkParser(body).parse(chunk, error);
}

bool readSelfPlayChunkFile(const std::string& path, SelfPlayChunk& chunk, std::string& error) {
    const auto parse = [&chunk](std::string_view bytes, std::string& why) {
        return parseSelfPlayChunk(bytes, chunk, why);
    };
    return detail::readChunkFile(path, "self-play chunk", "play its games", parse, error);
}

bool writeSelfPlayChunkFile(const std::string& path, const SelfPlayChunk& chunk,
                            std::string& error) {
    return detail::writeGzipFile(path, formatSelfPlayChunk(chunk), error);
}

std::string selfPlayChunkFileName(long index) {
    char name[64];
    std::snprintf(name, sizeof name, "selfplay-%04ld.txt.gz", index);
    return name;
}

std::vector<ChunkFileEntry> listSelfPlayChunkFiles(const std::string& dir) {
    return detail::listChunkFiles(dir, "selfplay-", kMaxIndex, selfPlayChunkFileName);
}

std::string selfPlayMismatch(const SelfPlaySettings& found, const SelfPlaySettings& wanted) {
    std::string out;
    const auto add = [&out](const std::string& what) { out += (out.empty() ? "" : ", ") + what; };
    const auto option = [&](const char* name, const std::string& a, const std::string& b) {
        if (a != b) add(std::string(name) + " " + a + " (now " + b + ")");
    };
    const auto text = [](auto v) { return std::to_string(v); };
    option("--depth", text(found.depth), text(wanted.depth));
    option("--exact", text(found.exact), text(wanted.exact));
    option("--random-plies", text(found.randomMin) + "-" + text(found.randomMax),
           text(wanted.randomMin) + "-" + text(wanted.randomMax));
    option("--seed", text(found.seed), text(wanted.seed));
    option("--games-per-chunk", text(found.gamesPerChunk), text(wanted.gamesPerChunk));
    option("--hash", text(found.hashMegabytes), text(wanted.hashMegabytes));
    if (found.engine != wanted.engine)
        add("an engine whose midgame search differs from this one's (fingerprint " +
            hex(found.engine, 16) + ", now " + hex(wanted.engine, 16) + ")");
    return out;
}

}  // namespace verso::train
