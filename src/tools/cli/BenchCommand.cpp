// verso-cli bench [--depth D] [--hash MB] [--exhaustive]: the midgame search speed yardstick.
// Searches a few fixed midgame positions to depth D (default 16) on one thread and prints each
// iteration (depth, score, nodes, time), the time to full depth and the nodes per second.
#include <cstdio>
#include <iostream>

#include "Arguments.h"
#include "Command.h"
#include "HashTable.h"
#include "core/Notation.h"
#include "engine/Search.h"

namespace verso::cli {
namespace {

const char* const kUsage =
    "Usage: verso-cli bench [--depth D] [--hash MB] [--exhaustive]\n"
    "Searches three fixed midgame positions to depth D (default 16) with one thread and prints\n"
    "every iteration, the time to depth D and the speed. --exhaustive turns selective pruning off.\n"
    "--hash MB sets the table size (default 128; a size that cannot be allocated is an error).\n";

// Games from the start: two balanced openings (XOT) and a middle game 22 plies in.
constexpr const char* kBenchLines[] = {
    "f5d6c4d3c2b3b4b5",
    "f5f6e6f4g5e7f7h5e3d3",
    "f5d6c3d3c4f4c5b3c2e6c6b4b5d2e3a6c1b1f3e2f2g4",
};

int run(const Args& args) {
    long long depth = 16, hash = 128;
    bool selective = true;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--exhaustive") {
            selective = false;
            continue;
        }
        long long* target = args[i] == "--depth" ? &depth : args[i] == "--hash" ? &hash : nullptr;
        const long long max = target == &hash ? kMaxHashMegabytes : 1 << 16;
        const auto value = target && i + 1 < args.size() ? parseInteger(args[i + 1], 1, max) : std::nullopt;
        if (wantsHelp(args) || !value) {
            (wantsHelp(args) ? std::cout : std::cerr) << kUsage;
            return wantsHelp(args) ? 0 : 2;
        }
        *target = *value;
        ++i;
    }
    std::uint64_t nodes = 0;
    double seconds = 0;
    for (const char* line : kBenchLines) {
        const auto game = parseTranscript(line);
        if (!game.ok()) {
            std::cerr << "verso-cli bench: bad built-in line " << line << '\n';
            return 2;
        }
        const Position position = game.value().current();
        const auto searchers = allocateSearchers(static_cast<std::size_t>(hash), 1, "bench", 128);  // a fresh one each
        if (searchers.empty()) return 2;
        engine::Searcher& searcher = *searchers.front();
        std::printf("%s (%d empties)\n", line, position.emptyCount());
        engine::SearchLimits limits;
        limits.depth = static_cast<int>(depth);
        limits.selective = selective;
        const engine::SearchResult r = searcher.search(position, limits, nullptr, [](const engine::SearchResult& it) {
            std::printf("  depth %2d  %-3s %+4d  %13llu nodes  %8.3f s\n", it.depth, it.best.toString().c_str(), it.score,
                        static_cast<unsigned long long>(it.nodes), it.seconds);
            std::fflush(stdout);
        });
        std::printf("  time to depth %d: %.3f s, %.2f M nodes/s\n", r.depth, r.seconds,
                    static_cast<double>(r.nodes) / std::max(r.seconds, 1e-9) / 1e6);
        nodes += r.nodes;
        seconds += r.seconds;
    }
    std::printf("total %llu nodes  %.3f s  %.2f M nodes/s\n", static_cast<unsigned long long>(nodes), seconds,
                static_cast<double>(nodes) / std::max(seconds, 1e-9) / 1e6);
    return 0;
}

const bool registered = registerCommand({"bench", "midgame search speed: time to depth D on fixed positions", run});

}  // namespace
}  // namespace verso::cli
