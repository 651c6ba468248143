// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark (ctest label "bench", not a test) of the analysis and the game review, on the games of
// tests/data/train-games.gam (Logistello's logbook format), one thread:
//   analysis  per position at 30 empties: time from a new position (cleared table) to the first
//             report with a value on every legal square, and to depth D (default 16) for all
//             moves; mean and median
//   review    seconds per whole game at the review's defaults (ReviewSettings: depth 14, exact
//             22), or at --depth/--exact
//   accuracy  after each review: its values and losses in the last 20 empties against a separate
//             exact solve of every position and of the position after every played move
//             (differences must be 0)
//   memory    VmRSS before and after the Searcher, then after each of --games reviews in a row
//             with that one Searcher
// Usage: bench_analysis [analysis|review|memory]... [--games N] [--positions N] [--depth D]
//                       [--exact E] [--hash MB]
// No mode runs all three; review includes accuracy. --depth sets the analysis depth and the
// review's; --exact the review's exact range; --games: 4 reviewed, 10 for memory by default.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "core/Median.h"
#include "core/Notation.h"
#include "engine/GameReview.h"
#include "engine/MoveAnalysis.h"

using namespace verso;
using namespace verso::engine;

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// The process's CPU time (one searching thread), which a busy shared machine disturbs less than the
// wall clock.
double cpuSeconds() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

struct Options {
    bool analysis = false, review = false, memory = false;
    int games = 0;  // 0: 4 for review, 10 for memory
    int positions = 6;
    int depth = 16;  // analysis depth; the review's is ReviewSettings' unless --depth is given
    std::optional<int> reviewDepth, reviewExact;
    std::size_t hashMegabytes = 64;
};

// The whole games of the logbook file ("+d3-c3...: -04 10"), replayed; broken or short lines
// skipped.
std::vector<GameRecord> readGames() {
    std::ifstream in(VERSO_TEST_DATA_DIR "/train-games.gam");
    std::vector<GameRecord> games;
    for (std::string line; std::getline(in, line);) {
        std::string moves;
        for (const char c : line.substr(0, line.find(':')))
            if (c != '+' && c != '-') moves += c;
        const auto game = parseTranscript(moves);
        if (game.ok() && game.value().current().isGameOver()) games.push_back(game.value());
    }
    return games;
}

double mean(const std::vector<double>& values) {
    double sum = 0;
    for (const double v : values) sum += v;
    return values.empty() ? 0.0 : sum / static_cast<double>(values.size());
}

long residentKilobytes() {
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);)
        if (line.rfind("VmRSS:", 0) == 0) return std::atol(line.c_str() + 6);
    return -1;
}

AnalysisLimits midgameLimits(int depth) {
    AnalysisLimits limits;
    limits.depth = depth;
    limits.exactEmpties = 0;
    limits.wldEmpties = 0;
    return limits;
}

void benchAnalysis(const std::vector<GameRecord>& games, const Options& options) {
    std::printf(
        "== analysis: positions at 30 empties, first values on every square and depth %d for all "
        "moves\n",
        options.depth);
    Searcher searcher(options.hashMegabytes);
    analyzeMoves(searcher, Position::initial(),
                 midgameLimits(1));  // the evaluation's one-off start-up
    std::vector<double> first, full, fullCpu;
    for (const GameRecord& game : games) {
        if (static_cast<int>(first.size()) >= options.positions) break;
        int ply = 0;
        while (ply < game.length() && game.positionAt(ply).emptyCount() > 30) ++ply;
        const Position& p = game.positionAt(ply);
        if (p.emptyCount() != 30 || !p.hasLegalMove()) continue;
        searcher.clearHash();
        const auto start = Clock::now();
        const double cpuStart = cpuSeconds();
        std::optional<double> firstReport;
        const Analysis a =
            analyzeMoves(searcher, p, midgameLimits(options.depth), nullptr, [&](const Analysis&) {
                if (!firstReport) firstReport = secondsSince(start);
            });
        const double seconds = secondsSince(start);
        first.push_back(firstReport.value_or(seconds) * 1000);
        full.push_back(seconds);
        fullCpu.push_back(cpuSeconds() - cpuStart);
        std::printf(
            "  %s  %2zu moves  first values %6.3f ms  depth %d %7.2f s (cpu %6.2f s)  %11llu nodes "
            " best %s %+d\n",
            formatBoard(p).c_str(), a.moves.size(), first.back(), a.depth, seconds, fullCpu.back(),
            static_cast<unsigned long long>(a.nodes), a.best()->move.toString().c_str(),
            a.best()->score);
        std::fflush(stdout);
    }
    std::printf(
        "  first values: mean %.3f ms, median %.3f ms; depth %d for all moves: mean %.2f s, median "
        "%.2f s "
        "(cpu mean %.2f s, median %.2f s; %zu positions)\n",
        mean(first), median(first), options.depth, mean(full), median(full), mean(fullCpu),
        median(fullCpu), full.size());
}

// Compares the review's moves in the last 20 empties with separate exact solves; returns the
// number of values or losses that differ (each printed).
int checkAccuracy(const GameRecord& game, const GameReview& review, int& checked) {
    Searcher solver(64);
    SearchLimits exact;
    exact.exactEmpties = 64;
    const auto solve = [&](const Position& p) { return solver.search(p, exact).score; };
    int differences = 0;
    for (const ReviewedMove& m : review.moves) {
        const Position& p = game.positionAt(m.ply);
        if (p.emptyCount() > 20) continue;
        const int best = solve(p);
        const Position next = m.played.isPass() ? p.afterPass() : p.afterMove(m.played);
        const int played = -solve(next);
        ++checked;
        if (m.bestValue != best || m.playedValue != played || m.loss != best - played || !m.exact) {
            ++differences;
            std::printf(
                "    ply %d %s: review best %+d played %+d loss %d, solve best %+d played %+d loss "
                "%d\n",
                m.ply + 1, m.played.toString().c_str(), m.bestValue, m.playedValue, m.loss, best,
                played, best - played);
        }
    }
    return differences;
}

ReviewSettings reviewSettings(const Options& options) {
    ReviewSettings settings;
    if (options.reviewDepth) settings.depth = *options.reviewDepth;
    if (options.reviewExact) settings.exactEmpties = *options.reviewExact;
    return settings;
}

void benchReview(const std::vector<GameRecord>& games, const Options& options) {
    const ReviewSettings settings = reviewSettings(options);
    std::printf(
        "== review: whole games at depth %d, exact from %d empties; accuracy in the last 20 "
        "empties\n",
        settings.depth, settings.exactEmpties);
    std::vector<double> seconds, cpu;
    int differences = 0, checked = 0;
    for (const GameRecord& game : games) {
        if (static_cast<int>(seconds.size()) >= (options.games ? options.games : 4)) break;
        Searcher searcher(options.hashMegabytes);
        const auto start = Clock::now();
        const double cpuStart = cpuSeconds();
        const GameReview review = reviewGame(searcher, game.start(), game.moves(), settings);
        seconds.push_back(secondsSince(start));
        cpu.push_back(cpuSeconds() - cpuStart);
        const int before = checked;
        const int wrong = checkAccuracy(game, review, checked);
        differences += wrong;
        std::printf(
            "  %2d plies  %7.2f s (cpu %6.2f s)  black average loss %.2f, white %.2f  last 20 "
            "empties: %d moves, "
            "%d differences\n",
            game.length(), seconds.back(), cpu.back(), review.black.averageLoss,
            review.white.averageLoss, checked - before, wrong);
        std::fflush(stdout);
    }
    std::printf(
        "  per game: mean %.2f s, median %.2f s (cpu mean %.2f s, median %.2f s; %zu games); "
        "accuracy: %d "
        "differences in %d moves\n",
        mean(seconds), median(seconds), mean(cpu), median(cpu), seconds.size(), differences,
        checked);
}

void benchMemory(const std::vector<GameRecord>& games, const Options& options) {
    const ReviewSettings settings = reviewSettings(options);
    const int count = options.games ? options.games : 10;
    std::printf(
        "== memory: VmRSS while reviewing %d games in a row with one %zu MB Searcher (depth %d, "
        "exact %d)\n",
        count, options.hashMegabytes, settings.depth, settings.exactEmpties);
    std::printf("  before the Searcher: %ld kB\n", residentKilobytes());
    Searcher searcher(options.hashMegabytes);
    std::printf("  after creating it:   %ld kB\n", residentKilobytes());
    for (int g = 0; g < count; ++g) {
        const GameRecord& game = games[static_cast<std::size_t>(g) % games.size()];
        const auto start = Clock::now();
        const GameReview review = reviewGame(searcher, game.start(), game.moves(), settings);
        std::printf("  after game %2d:       %ld kB  (%.1f s, %s)\n", g + 1, residentKilobytes(),
                    secondsSince(start), review.complete ? "complete" : "incomplete");
        std::fflush(stdout);
    }
}

std::optional<Options> parseOptions(int argc, char** argv) {
    Options options;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "analysis") options.analysis = true;
        else if (a == "review" || a == "accuracy") options.review = true;
        else if (a == "memory") options.memory = true;
        else if (i + 1 < argc && (a == "--games" || a == "--positions" || a == "--depth" ||
                                  a == "--exact" || a == "--hash")) {
            const int n = std::atoi(argv[++i]);
            if (n <= 0 && a != "--exact") return std::nullopt;
            if (a == "--games") options.games = n;
            else if (a == "--positions") options.positions = n;
            else if (a == "--depth") options.depth = n, options.reviewDepth = n;
            else if (a == "--exact") options.reviewExact = n;
            else options.hashMegabytes = static_cast<std::size_t>(n);
        } else {
            return std::nullopt;
        }
    }
    if (!options.analysis && !options.review && !options.memory)
        options.analysis = options.review = options.memory = true;
    return options;
}

}  // namespace

int main(int argc, char** argv) {
    const std::optional<Options> options = parseOptions(argc, argv);
    if (!options) {
        std::fprintf(stderr,
                     "Usage: bench_analysis [analysis|review|memory]... [--games N] [--positions "
                     "N] [--depth D] "
                     "[--exact E] [--hash MB]\n");
        return 2;
    }
    const std::vector<GameRecord> games = readGames();
    if (games.empty()) {
        std::fprintf(stderr,
                     "bench_analysis: no games in " VERSO_TEST_DATA_DIR "/train-games.gam\n");
        return 1;
    }
    std::printf("%zu games from train-games.gam\n", games.size());
    if (options->analysis) benchAnalysis(games, *options);
    if (options->review) benchReview(games, *options);
    if (options->memory) benchMemory(games, *options);
    return 0;
}
