// SPDX-License-Identifier: GPL-3.0-or-later
// verso-lab positions [--wthor FILE] [--count N] [--empties LO-HI] [--seed S] [--reference ...]:
// draws midgame positions from the games of a WTHOR file for `verso-cli bench --positions`, the
// same ones for the same file and seed, optionally each with a reference move and score.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <limits>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "Arguments.h"
#include "CliOutput.h"
#include "Command.h"
#include "HashTable.h"
#include "PositionList.h"
#include "core/Printable.h"
#include "core/Wthor.h"
#include "engine/Search.h"

namespace verso::cli {
namespace {

constexpr const char* kUsage =
    "Usage: verso-lab positions [--wthor FILE] [--count N] [--empties LO-HI] [--seed S]\n"
    "                           [--reference] [--reference-depth D] [--reference-exact E] [--hash "
    "MB]\n"
    "Draws N positions from the games of a WTHOR file, at most one a game, their empties spread\n"
    "evenly over LO-HI, in an order drawn from the seed (so the first few are spread too), and\n"
    "prints one a line: the board a1..h8 and the side to move (as --board takes them), then\n"
    "'# WTHOR YEAR game G ply P, E empties' (G counts from 1 in the file, P moves were played).\n"
    "Positions where the side to move must pass are not drawn. The same file and seed give the\n"
    "same positions.\n"
    "  --wthor FILE           the games (default: the held-out WTHOR 2015 file of the shared "
    "data)\n"
    "  --count N              how many positions (default 50)\n"
    "  --empties LO-HI        their range of empty squares (default 20-44)\n"
    "  --seed S               the random draw (default 1)\n"
    "  --reference            append 'ref MOVE SCORE KIND' to each line, searched on one thread:\n"
    "                         an exact solve (KIND 'exact') at E empties or fewer, otherwise a\n"
    "                         selective midgame search to depth D (KIND 'dD')\n"
    "  --reference-depth D    the midgame reference depth (default 18)\n"
    "  --reference-exact E    solve exactly at E empties or fewer (default 24)\n"
    "  --hash MB              the reference search's table (default 128)\n";

struct Options {
    std::string wthor;
    long long count = 50, lowEmpties = 20, highEmpties = 44;
    unsigned long long seed = 1;
    bool reference = false;
    long long referenceDepth = 18, referenceExact = 24, hash = 128;
};

std::string defaultWthorFile() {
#ifdef VERSO_SHARED_DATA_DIR
    return VERSO_SHARED_DATA_DIR "/wthor/WTH_2015.wtb";
#else
    return "WTH_2015.wtb";
#endif
}

// Fills "options"; returns the problem, or an empty string.
std::string readArguments(const Args& args, Options& options) {
    options.wthor = defaultWthorFile();
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        const std::string* value = i + 1 < args.size() ? &args[i + 1] : nullptr;
        const auto number = [&](long long min, long long max) -> std::optional<long long> {
            return value ? parseInteger(*value, min, max) : std::nullopt;
        };
        const auto bad = [&](const std::string& wanted) {
            return a + " needs " + wanted + (value ? ", not '" + printable(*value) + "'." : ".");
        };
        if (a == "--reference") {
            options.reference = true;
            continue;
        }
        if (a == "--wthor") {
            if (!value) return bad("a file");
            options.wthor = *value;
        } else if (a == "--count") {
            const auto n = number(1, 100000);
            if (!n) return bad("a whole number from 1 to 100000");
            options.count = *n;
        } else if (a == "--empties") {
            const std::size_t dash = value ? value->find('-') : std::string::npos;
            const auto low = dash != std::string::npos ? parseInteger(value->substr(0, dash), 1, 60)
                                                       : std::nullopt;
            const auto high = dash != std::string::npos
                                  ? parseInteger(value->substr(dash + 1), 1, 60)
                                  : std::nullopt;
            if (!low || !high || *low > *high)
                return bad("a range of empties LO-HI within 1-60, e.g. 20-44");
            options.lowEmpties = *low;
            options.highEmpties = *high;
        } else if (a == "--seed") {
            const auto n = number(0, std::numeric_limits<long long>::max());
            if (!n) return bad("a whole number, 0 or more");
            options.seed = static_cast<unsigned long long>(*n);
        } else if (a == "--reference-depth" || a == "--reference-exact") {
            const auto n = number(a == "--reference-depth" ? 1 : 0, 60);
            if (!n)
                return bad(a == "--reference-depth" ? "a depth from 1 to 60"
                                                    : "a number of empties from 0 to 60");
            (a == "--reference-depth" ? options.referenceDepth : options.referenceExact) = *n;
        } else if (a == "--hash") {
            const auto n = number(1, kMaxHashMegabytes);
            if (!n) return bad("a positive whole number of megabytes");
            options.hash = *n;
        } else {
            return "unknown argument '" + printable(a) + "' (see 'verso-lab positions --help').";
        }
        ++i;
    }
    return {};
}

// A number in [0, bound) from the generator. std::uniform_int_distribution and std::shuffle may
// differ from one standard library to another, the engine's output may not: drawing by hand keeps
// the list the same wherever it is made. Rejecting the top remainder keeps the draw unbiased.
std::uint64_t draw(std::mt19937_64& random, std::uint64_t bound) {
    const std::uint64_t limit = std::numeric_limits<std::uint64_t>::max() -
                                std::numeric_limits<std::uint64_t>::max() % bound;
    std::uint64_t value = random();
    while (value >= limit) value = random();
    return value % bound;
}

template <typename T>
void shuffle(std::vector<T>& items, std::mt19937_64& random) {
    for (std::size_t i = items.size(); i > 1; --i) std::swap(items[i - 1], items[draw(random, i)]);
}

// The positions of one game after 0, 1, 2, ... moves (the side to move's turn, before any pass it
// has to make), up to its last move or its first move that cannot be played.
std::vector<Position> replay(const WthorGame& game) {
    std::vector<Position> positions{Position::initial()};
    Position position = Position::initial();
    for (const std::uint8_t byte : game.moves) {
        const auto square = wthorSquare(byte);
        if (!square) break;
        if (position.mustPass()) position = position.afterPass();
        if (!position.isLegal(Move::at(*square))) break;
        position = position.afterMove(Move::at(*square));
        positions.push_back(position);
    }
    return positions;
}

struct Drawn {
    std::size_t game = 0;  // 0-based index in the file
    int ply = 0;           // moves played
    Position position;
};

// "count" positions, at most one a game, empties lo + i * (hi - lo + 1) / count for i < count, in
// an order drawn from the seed; fewer when the games run out.
std::vector<Drawn> drawPositions(const WthorFile& file, const Options& options) {
    std::mt19937_64 random(options.seed);
    const auto span = static_cast<std::size_t>(options.highEmpties - options.lowEmpties + 1);
    const auto count = static_cast<std::size_t>(options.count);
    std::vector<int> targets;
    for (std::size_t i = 0; i < count; ++i)
        targets.push_back(static_cast<int>(options.lowEmpties) +
                          static_cast<int>(i * span / count));
    shuffle(targets, random);
    std::vector<std::size_t> games(file.games.size());
    for (std::size_t g = 0; g < games.size(); ++g) games[g] = g;
    shuffle(games, random);

    std::vector<std::vector<Position>> replays(file.games.size());
    std::vector<bool> used(file.games.size(), false);
    std::vector<Drawn> drawn;
    for (const int empties : targets) {
        const auto ply = static_cast<std::size_t>(60 - empties);
        // The first game of the drawn order not used yet that has a move to play at that ply.
        for (const std::size_t g : games) {
            if (used[g]) continue;
            if (replays[g].empty()) replays[g] = replay(file.games[g]);
            if (ply >= replays[g].size()) continue;
            const Position& p = replays[g][ply];
            if (!p.hasLegalMove()) continue;
            used[g] = true;
            drawn.push_back({g, static_cast<int>(ply), p});
            break;
        }
    }
    return drawn;
}

ReferenceValue referenceValue(engine::Searcher& searcher, const Position& position,
                              const Options& options) {
    engine::SearchLimits limits;
    const bool exact = position.emptyCount() <= options.referenceExact;
    if (exact) {
        limits.exactEmpties = 64;
    } else {
        limits.depth = static_cast<int>(options.referenceDepth);
        limits.exactEmpties = 0;
    }
    const engine::SearchResult r = searcher.search(position, limits);
    // A midgame search whose depth reaches the end of the game solves it: say so.
    std::string kind = "exact";
    if (!r.exact) kind = 'd' + std::to_string(r.depth);
    return {r.best, r.score, kind};
}

int run(const Args& args) {
    if (wantsHelp(args)) {
        std::cout << kUsage;
        return 0;
    }
    Options options;
    if (const std::string problem = readArguments(args, options); !problem.empty()) {
        std::cerr << "verso-lab positions: " << problem << '\n';
        return 2;
    }
    std::error_code ec;
    std::ifstream in(options.wthor, std::ios::binary);
    if (std::filesystem::is_directory(options.wthor, ec) || !in) {
        std::cerr << "verso-lab positions: cannot open '" << printable(options.wthor) << "'\n";
        return 2;
    }
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (in.bad()) {
        std::cerr << "verso-lab positions: cannot read '" << printable(options.wthor) << "'\n";
        return 2;
    }
    const auto file = parseWthorGames(bytes);
    if (!file) {
        std::cerr << "verso-lab positions: " << printable(options.wthor) << ": " << file.message()
                  << '\n';
        return 2;
    }
    const std::vector<Drawn> drawn = drawPositions(file.value(), options);
    if (drawn.size() < static_cast<std::size_t>(options.count)) {
        std::cerr << "verso-lab positions: " << printable(options.wthor) << " has "
                  << file.value().games.size() << " games, too few for " << options.count
                  << " positions with " << options.lowEmpties << "-" << options.highEmpties
                  << " empties (at most one a game)\n";
        return 1;
    }
    TerminalProgress progress;
    for (std::size_t i = 0; i < drawn.size(); ++i) {
        const Drawn& d = drawn[i];
        std::optional<ReferenceValue> reference;
        if (options.reference) {
            progress.show("reference " + std::to_string(i + 1) + "/" +
                          std::to_string(drawn.size()) + ", " +
                          std::to_string(d.position.emptyCount()) + " empties");
            const auto searchers =
                allocateSearchers(static_cast<std::size_t>(options.hash), 1, "positions", 128);
            if (searchers.empty()) return 2;
            reference = referenceValue(*searchers.front(), d.position, options);
        }
        std::ostringstream line;
        line << formatListedPosition(d.position, reference) << "  # WTHOR " << file.value().year
             << " game " << d.game + 1 << " ply " << d.ply << ", " << d.position.emptyCount()
             << " empties\n";
        progress.finish();
        std::cout << line.str() << std::flush;
    }
    return 0;
}

const bool registered = registerCommand(
    {"positions", "midgame positions drawn from a WTHOR file, for verso-cli bench --positions",
     run});

}  // namespace
}  // namespace verso::cli
