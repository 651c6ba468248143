// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark of the game library over all of ../shared/data/wthor (or the folder given): loading
// it, filtering by a player, a year range, positions after 10 moves of common openings and after
// 30 moves of real games, each in ms (the best of three runs), with memoryBytes() and VmRSS; then
// the opening explorer at the first 20 positions of 100 real games (median and worst).
// Prints figures; skips with a message when the data is absent. Plain C++, label bench:
//   build/tests/core/bench_gamelibrary [folder]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "core/GameLibrary.h"
#include "core/Notation.h"

using namespace verso;

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

long vmRssKb() {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("VmRSS:", 0) == 0) return std::atol(line.c_str() + 6);
    return -1;
}

// The best of three runs of the filter; prints its time and how many games it found.
double timeFilter(const GameLibrary& library, const LibraryFilter& filter,
                  const std::string& what) {
    double best = 1e9;
    std::size_t found = 0;
    for (int run = 0; run < 3; ++run) {
        const auto start = Clock::now();
        found = library.filter(filter).size();
        best = std::min(best, msSince(start));
    }
    std::printf("  %-58s %8.1f ms  %6zu games\n", what.c_str(), best, found);
    return best;
}

LibraryFilter through(const Position& position) {
    LibraryFilter filter;
    filter.through = position;
    return filter;
}

// The opening explorer (GameLibrary::explore) at the first 20 positions of 100 games spread over
// the library: median and worst answer time in ms (one run each).
void timeExplorer(const GameLibrary& library) {
    std::vector<double> times;
    std::size_t rows = 0;
    for (int g = 0; g < 100; ++g) {
        const int i = static_cast<int>(static_cast<long long>(library.size()) * g / 100);
        const GameRecord record = library.document(i).record;
        const int plies = std::min(20, record.length());
        for (int ply = 0; ply < plies; ++ply) {
            const auto start = Clock::now();
            rows += library.explore(record.positionAt(ply)).size();
            times.push_back(msSince(start));
        }
    }
    std::sort(times.begin(), times.end());
    std::printf(
        "  explorer: %zu positions (20 of 100 games), median %.1f ms, worst %.1f ms, "
        "%.1f moves listed a position (aim: under 50 ms)\n",
        times.size(), times[times.size() / 2], times.back(),
        static_cast<double>(rows) / static_cast<double>(times.size()));
}

}  // namespace

int main(int argc, char** argv) {
    const std::string folder = argc > 1 ? argv[1] : std::string(VERSO_SHARED_DATA_DIR) + "/wthor";
    if (!std::filesystem::exists(folder)) {
        std::printf("SKIP: no WTHOR data at %s (../shared/data/wthor); nothing to measure\n",
                    folder.c_str());
        return 0;
    }
    const long rssBefore = vmRssKb();
    GameLibrary library;
    std::string error;
    auto start = Clock::now();
    const int added = addWthorFolder(library, folder, error);
    const double loadMs = msSince(start);
    std::printf("Game library over %s\n", folder.c_str());
    std::printf("  load: %d games (%d skipped) from %d files in %.0f ms%s%s\n", added,
                library.skipped(), library.sourceCount(), loadMs,
                error.empty() ? "" : "; problems: ", error.c_str());
    std::printf(
        "  memoryBytes(): %.1f MB (%.0f bytes a game); VmRSS %.1f MB (%.1f MB before loading)\n",
        static_cast<double>(library.memoryBytes()) / 1e6,
        static_cast<double>(library.memoryBytes()) / std::max(1, library.size()),
        static_cast<double>(vmRssKb()) / 1024, static_cast<double>(rssBefore) / 1024);

    double worst = loadMs;
    LibraryFilter filter;
    filter.player = "Tastet";
    worst = std::max(worst, timeFilter(library, filter, "player \"Tastet\""));
    filter.player = "e";
    worst = std::max(worst, timeFilter(library, filter, "player \"e\" (most games match)"));
    filter = LibraryFilter{};
    filter.yearFrom = 1990, filter.yearTo = 1999;
    worst = std::max(worst, timeFilter(library, filter, "years 1990-1999"));
    filter = LibraryFilter{};
    filter.result = LibraryFilter::Result::Draw;
    worst = std::max(worst, timeFilter(library, filter, "draws"));
    for (const char* line : {"f5d6c3d3c4f4f6f3e6e7", "f5d6c5f4e3c6d3f6e6d7", "f5d6c3d3c4f4c5b3c2e6",
                             "f5f6e6f4e3c5c4e7b5e2", "f5d6c4d3c5f4e3f3c2c6"}) {
        const Position p = parseTranscript(line).value().current();
        worst = std::max(worst, timeFilter(library, through(p), std::string("after ") + line));
    }
    for (int i : {0, library.size() / 3, library.size() / 2, library.size() - 1}) {
        if (library.moveCount(i) < 30) continue;
        GameRecord record = library.document(i).record;
        int placing = 0, ply = 0;
        while (placing < 30)
            placing += record.moves()[static_cast<std::size_t>(ply++)].isPass() ? 0 : 1;
        worst = std::max(worst, timeFilter(library, through(record.positionAt(ply)),
                                           "after 30 moves of game " + std::to_string(i)));
    }
    filter = through(parseTranscript("f5d6c3d3c4").value().current());
    filter.player = "Tastet";
    filter.yearFrom = 1985;
    worst = std::max(worst, timeFilter(library, filter, "Tiger + player \"Tastet\" + from 1985"));
    std::printf("  slowest step: %.0f ms (aim: under 1000 ms each)\n", worst);
    timeExplorer(library);
    return 0;
}
