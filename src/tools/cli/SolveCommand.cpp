// SPDX-License-Identifier: GPL-3.0-or-later
// verso-cli solve FILE.obf [--threads N] [--jobs N] [--wld] [--hash MB]: solves every position of
// an OBF endgame file exactly (or only win/loss/draw), compares with the scores the file gives, and
// prints the move, score, nodes, time and speed of each position, then the totals.
#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "Arguments.h"
#include "Command.h"
#include "HashTable.h"
#include "Threads.h"
#include "core/EndgameSuite.h"
#include "core/Printable.h"
#include "engine/Search.h"

namespace verso::cli {
namespace {

struct SolveOptions {
    std::string file;
    int threads = 0;  // search threads per position (0: the machine's cores shared by the jobs)
    int jobs = 1;     // positions at a time
    bool winLossDraw = false;
    bool selectivePass = true;  // the solver's selective pass before each exact solve
    std::size_t hashMegabytes = 256;
};

const char* const kUsage =
    "Usage: verso-cli solve FILE.obf [--threads N] [--jobs N] [--wld] [--hash MB] "
    "[--no-selective-pass]\n"
    "Solves every position of an OBF endgame file (Edax's format) with perfect play and checks\n"
    "the scores against the file. --wld only proves win, draw or loss; --threads N solves each\n"
    "position on N threads (default: every core of the machine, shared by the jobs; 1 searches\n"
    "exactly as always, with more the scores are the same and the node counts vary from run to\n"
    "run); --jobs N solves N positions at a time; --hash sets each search's table size (default "
    "256 MB; one table a\n"
    "job; a size that cannot be allocated is an error);\n"
    "--no-selective-pass solves without the selective pass that orders the exact solve (same\n"
    "scores, for comparison).\n"
    "Exits with 1 when a score disagrees with the file, 2 on bad usage or a bad file (also a\n"
    "directory, or a file without positions).\n";

std::optional<SolveOptions> parseOptions(const Args& args) {
    SolveOptions options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--wld") {
            options.winLossDraw = true;
        } else if (a == "--no-selective-pass") {
            options.selectivePass = false;
        } else if ((a == "--threads" || a == "--jobs" || a == "--hash") && i + 1 < args.size()) {
            const auto value =
                parseInteger(args[++i], 1, a == "--hash" ? kMaxHashMegabytes : 1 << 16);
            if (!value) {
                std::cerr << "verso-cli solve: " << a << " needs a positive number, not '"
                          << printable(args[i]) << "'\n";
                return std::nullopt;
            }
            if (a == "--threads")
                options.threads = static_cast<int>(std::min<long long>(*value, 64));
            else if (a == "--jobs")
                options.jobs = static_cast<int>(std::min<long long>(*value, 64));
            else options.hashMegabytes = static_cast<std::size_t>(*value);
        } else if (!a.empty() && a.front() != '-' && options.file.empty()) {
            options.file = a;
        } else {
            std::cerr << "verso-cli solve: unexpected argument '" << printable(a) << "'\n";
            return std::nullopt;
        }
    }
    if (options.file.empty()) return std::nullopt;
    if (!options.threads) options.threads = std::max(1, allCores() / options.jobs);
    return options;
}

int wldOf(int score) { return score > 0 ? 1 : score < 0 ? -1 : 0; }
const char* wldName(int score) { return score > 0 ? "win" : score < 0 ? "loss" : "draw"; }

struct Solved {
    engine::SearchResult result;
    bool agrees = true;
};

Solved solveOne(engine::Searcher& searcher, const EndgamePosition& p, const SolveOptions& options) {
    const bool winLossDraw = options.winLossDraw;
    engine::SearchLimits limits;
    limits.exactEmpties = 64;
    limits.winLossDraw = winLossDraw;
    limits.threads = options.threads;
    limits.selectivePass = options.selectivePass;
    Solved s;
    s.result = searcher.search(p.position, limits);
    if (const auto expected = p.expectedScore())
        s.agrees = winLossDraw ? wldOf(*expected) == s.result.score : *expected == s.result.score;
    return s;
}

void printRow(std::size_t index, const EndgamePosition& p, const Solved& s, bool winLossDraw) {
    const auto& r = s.result;
    const auto expected = p.expectedScore();
    char score[16], wanted[16];
    if (winLossDraw) std::snprintf(score, sizeof score, "%s", wldName(r.score));
    else std::snprintf(score, sizeof score, "%+d", r.score);
    if (!expected) std::snprintf(wanted, sizeof wanted, "-");
    else if (winLossDraw) std::snprintf(wanted, sizeof wanted, "%s", wldName(*expected));
    else std::snprintf(wanted, sizeof wanted, "%+d", *expected);
    std::printf(
        "%4zu  line %-4d %2d empties  %-3s %5s  expected %5s%s  %14llu nodes  %9.3f s  %7.2f "
        "Mn/s\n",
        index + 1, p.lineNumber, p.position.emptyCount(), r.best.toString().c_str(), score, wanted,
        s.agrees ? "   " : " !!", static_cast<unsigned long long>(r.nodes), r.seconds,
        static_cast<double>(r.nodes) / std::max(r.seconds, 1e-9) / 1e6);
    std::fflush(stdout);
}

int run(const Args& args) {
    if (wantsHelp(args)) {
        std::cout << kUsage;
        return 0;
    }
    const auto options = parseOptions(args);
    if (!options) {
        std::cerr << kUsage;
        return 2;
    }
    std::error_code ec;
    if (std::filesystem::is_directory(options->file, ec)) {
        std::cerr << "verso-cli solve: '" << printable(options->file)
                  << "' is a directory, not an OBF file\n";
        return 2;
    }
    std::ifstream in(options->file);
    if (!in) {
        std::cerr << "verso-cli solve: cannot open '" << printable(options->file) << "'\n";
        return 2;
    }
    const EndgameSuite suite = readObf(in);
    if (in.bad()) {
        std::cerr << "verso-cli solve: cannot read '" << printable(options->file) << "'\n";
        return 2;
    }
    if (!suite.error.empty()) {
        std::cerr << "verso-cli solve: " << printable(options->file) << ": " << suite.error << '\n';
        return 2;
    }
    if (suite.positions.empty()) {
        std::cerr << "verso-cli solve: " << printable(options->file)
                  << " holds no position to solve\n";
        return 2;
    }

    const auto& positions = suite.positions;
    std::vector<std::optional<Solved>> solved(positions.size());
    std::mutex mutex;
    std::condition_variable ready;
    std::atomic<std::size_t> next{0};
    const int threadCount =
        std::min<int>(options->jobs, static_cast<int>(std::max<std::size_t>(positions.size(), 1)));
    // Every job's table is allocated here, before any thread starts: too large a --hash is an
    // error.
    const auto searchers = allocateSearchers(options->hashMegabytes, threadCount, "solve",
                                             SolveOptions().hashMegabytes);
    if (searchers.empty()) return 2;
    const auto worker = [&](engine::Searcher& searcher) {
        for (std::size_t i; (i = next.fetch_add(1)) < positions.size();) {
            searcher.clearHash();  // each position solved from scratch, as in a one-position run
            Solved s = solveOne(searcher, positions[i], *options);
            const std::lock_guard lock(mutex);
            solved[i] = std::move(s);
            ready.notify_all();
        }
    };
    std::vector<std::thread> threads;
    for (const auto& searcher : searchers) threads.emplace_back(worker, std::ref(*searcher));

    std::uint64_t nodes = 0;
    double seconds = 0;
    int disagreements = 0;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        std::unique_lock lock(mutex);
        ready.wait(lock, [&] { return solved[i].has_value(); });
        const Solved s = *solved[i];
        lock.unlock();
        printRow(i, positions[i], s, options->winLossDraw);
        nodes += s.result.nodes;
        seconds += s.result.seconds;
        if (!s.agrees) ++disagreements;
    }
    for (auto& t : threads) t.join();
    std::printf(
        "total %zu positions  %llu nodes  %.3f s  %.2f Mn/s  %d disagreeing with the file\n",
        positions.size(), static_cast<unsigned long long>(nodes), seconds,
        static_cast<double>(nodes) / std::max(seconds, 1e-9) / 1e6, disagreements);
    return disagreements ? 1 : 0;
}

const bool registered =
    registerCommand({"solve", "solve OBF endgame positions exactly and check their scores", run});

}  // namespace
}  // namespace verso::cli
