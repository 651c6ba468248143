// SPDX-License-Identifier: GPL-3.0-or-later
// verso-lab selfplay: games of the engine against itself from random openings, perfect play at the
// end, for "verso-lab train --selfplay". Days of work on a small machine, so it is done in chunks
// of games, each written as its own file when finished; a later run checks the chunks there and
// makes only the missing ones.
#include <iomanip>
#include <iostream>
#include <optional>
#include <string>

#include "Arguments.h"
#include "Command.h"
#include "LongCommand.h"
#include "core/Printable.h"
#include "train/SearchLabels.h"
#include "train/SelfPlay.h"

namespace verso::cli {
namespace {

constexpr const char* kUsage =
    "Usage: verso-lab selfplay --out DIR [--games-per-chunk N] [--chunks K] [--depth D] [--exact "
    "E]\n"
    "                          [--random-plies A-B] [--seed S] [--hash MB] [--seconds S] "
    "[--threads T]\n"
    "Plays games of the engine against itself for 'verso-lab train --selfplay': a random opening "
    "of A to B\n"
    "moves, then the best move of a depth-D search, and perfect play from E empties. Chunk k "
    "depends only on\n"
    "(seed, k, the options, the engine): the same command on the same engine makes the same "
    "files.\n"
    "  --out DIR             the folder of the chunks (selfplay-0000.txt.gz, ...); chunks "
    "already there are\n"
    "                        checked and kept, the missing ones played\n"
    "  --games-per-chunk N   games in each chunk file (default 1000)\n"
    "  --chunks K            have chunks 0 to K-1 (default: no limit, play until stopped)\n"
    "  --depth D             midgame search depth (default 8)\n"
    "  --exact E             solve exactly, and play perfectly, from E empties (default 20)\n"
    "  --random-plies A-B    the number of random opening moves, drawn uniformly (default "
    "10-20)\n"
    "  --seed S              the seed of the openings (default 1)\n"
    "  --hash MB             each search's table, cleared at each game's start (default 16)\n"
    "  --seconds S           stop cleanly after S seconds (unfinished chunks are dropped); Ctrl-C "
    "too\n"
    "  --threads T           chunks made at once, one search thread each (default 1)\n"
    "Exit status: 0 when the K chunks are all there, 3 when stopped before (run the same command "
    "again to\n"
    "go on), 1 on an error (a damaged chunk, chunks made with other options), 2 on bad usage.\n";

struct SelfPlayArgs {
    std::string outDir;
    train::SelfPlaySettings settings;
    long chunks = 0;
    int threads = 1;
    std::optional<double> seconds;
};

bool parseRange(const std::string& text, int& low, int& high) {
    const std::size_t dash = text.find('-');
    if (dash == std::string::npos) return false;
    const auto a = parseInteger(std::string_view(text).substr(0, dash), 0, 60);
    const auto b = parseInteger(std::string_view(text).substr(dash + 1), 0, 60);
    if (!a || !b || *a > *b) return false;
    low = static_cast<int>(*a);
    high = static_cast<int>(*b);
    return true;
}

bool parseArgs(const Args& args, SelfPlayArgs& out) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        const bool hasValue = i + 1 < args.size();
        const auto number = [&](long long min, long long max, int& into) {
            return takeInteger(args, i, "selfplay", min, max, into);
        };
        if (a == "--out" && hasValue) out.outDir = args[++i];
        else if (a == "--depth" && hasValue) {
            if (!number(1, 60, out.settings.depth)) return false;
        } else if (a == "--exact" && hasValue) {
            if (!number(0, 60, out.settings.exact)) return false;
        } else if (a == "--games-per-chunk" && hasValue) {
            if (!number(1, 100'000, out.settings.gamesPerChunk)) return false;
        } else if (a == "--hash" && hasValue) {
            if (!number(1, 65536, out.settings.hashMegabytes)) return false;
        } else if (a == "--threads" && hasValue) {
            if (!number(1, 256, out.threads)) return false;
        } else if (a == "--chunks" && hasValue) {
            const auto k = parseInteger(args[++i], 1, 100'000'000);
            if (!k) {
                std::cerr << "verso-lab selfplay: --chunks needs a number from 1 to 100000000\n";
                return false;
            }
            out.chunks = static_cast<long>(*k);
        } else if (a == "--seed" && hasValue) {
            const auto s = parseInteger(args[++i], 0, 1'000'000'000'000'000'000LL);
            if (!s) {
                std::cerr << "verso-lab selfplay: --seed needs a number from 0 to 10^18\n";
                return false;
            }
            out.settings.seed = static_cast<std::uint64_t>(*s);
        } else if (a == "--random-plies" && hasValue) {
            if (!parseRange(args[++i], out.settings.randomMin, out.settings.randomMax)) {
                std::cerr << "verso-lab selfplay: --random-plies needs A-B with 0 <= A <= B <= 60, "
                             "not '"
                          << printable(args[i]) << "'\n";
                return false;
            }
        } else if (a == "--seconds" && hasValue) {
            if (!takeSeconds(args, i, "selfplay", out.seconds)) return false;
        } else {
            std::cerr << "verso-lab selfplay: unexpected argument '" << printable(a) << "'\n";
            return false;
        }
    }
    if (out.outDir.empty()) {
        std::cerr << "verso-lab selfplay: --out DIR is needed (the folder of the chunks)\n";
        return false;
    }
    return true;
}

int selfPlay(SelfPlayArgs& a) {
    train::SelfPlayRunResult result;
    const auto search = [&](std::string& error) {
        a.settings.engine = train::engineFingerprint();
        const auto started = [&](long found) {
            std::cout << found << " chunks of " << a.settings.gamesPerChunk << " games already in "
                      << a.outDir << "; playing "
                      << (a.chunks ? "the missing ones of " + std::to_string(a.chunks)
                                   : std::string("until stopped"))
                      << " (" << a.threads << (a.threads == 1 ? " chunk" : " chunks") << " at once)"
                      << std::endl;
        };
        const auto done = [&](const train::SelfPlayChunkDone& c) {
            std::cout << "wrote " << c.path << ": " << c.games << " games, " << c.positions
                      << " positions, " << std::fixed << std::setprecision(1) << c.seconds << " s, "
                      << std::setprecision(2)
                      << static_cast<double>(c.games) / std::max(c.seconds, 1e-9) << " games/s"
                      << std::endl;
        };
        return train::runSelfPlay(a.settings, a.outDir, a.chunks, a.threads, &stopRequested,
                                  started, done, result, error);
    };
    if (const int status = searchWithHashTable("selfplay", a.settings.hashMegabytes, search))
        return status;
    if (result.stopped) {
        std::cout << "stopped: " << result.chunksFound + result.chunksWritten << " chunks in "
                  << a.outDir << " (" << result.chunksWritten << " written in this run, "
                  << result.dropped
                  << " unfinished dropped); run the same command again to go on\n";
        return 3;
    }
    std::cout << "done: all " << a.chunks << " chunks in " << a.outDir << " ("
              << result.chunksWritten << " written in this run)\n";
    return 0;
}

int run(const Args& args) {
    SelfPlayArgs a;
    return runLongCommand(args, kUsage, a, parseArgs, selfPlay);
}

const bool registered = registerCommand(
    {"selfplay", "play games of the engine against itself, in chunks (for train --selfplay)", run});

}  // namespace
}  // namespace verso::cli
