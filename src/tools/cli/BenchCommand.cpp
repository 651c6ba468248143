// SPDX-License-Identifier: GPL-3.0-or-later
// verso-cli bench: without options (or with --signature) the bench signature, one node count over
// fixed positions and depths (BenchSignature.h), then the time and speed.
// verso-cli bench [--depth D] [--hash MB] [--exhaustive]: the midgame search speed yardstick.
// Searches a few fixed midgame positions to depth D (default 16) on one thread and prints each
// iteration (depth, score, nodes, time), the time to full depth and the nodes per second.
// With --positions FILE [--depths LIST] it times the depths of a list of positions instead (as
// `verso-lab positions` writes them) and measures agreement with the list's reference values.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

#include "Arguments.h"
#include "BenchSignature.h"
#include "CliOutput.h"
#include "Command.h"
#include "HashTable.h"
#include "PositionList.h"
#include "Threads.h"
#include "core/Median.h"
#include "core/Notation.h"
#include "core/Printable.h"
#include "engine/Search.h"
#include "engine/TimeControl.h"

namespace verso::cli {
namespace {

const char* const kUsage =
    "Usage: verso-cli bench [--signature]\n"
    "       verso-cli bench [--depth D] [--hash MB] [--exhaustive] [--threads N]\n"
    "       verso-cli bench --positions FILE [--depths LIST] [--limit N] [--hash MB] "
    "[--exhaustive]\n"
    "                       [--threads N]\n"
    "Without options, or with --signature, prints the bench signature: 'Nodes searched: N', the\n"
    "nodes of searches of fixed positions to fixed depths (middle games and exact endgames) with\n"
    "one thread and a fresh table each, which only a change in the engine's play changes; then "
    "the\n"
    "time and the speed, which vary.\n"
    "With --depth, --hash or --exhaustive, searches three fixed midgame positions to depth D "
    "(default 16) and prints\n"
    "every iteration, the time to depth D and the speed. --exhaustive turns selective pruning "
    "off.\n"
    "--hash MB sets the table size (default 128; a size that cannot be allocated is an error).\n"
    "With --positions, searches each position of FILE (lines 'BOARD SIDE [ref MOVE SCORE KIND]',\n"
    "as 'verso-lab positions' writes them) with a fresh table, to the largest "
    "depth\n"
    "of LIST (comma-separated, default 12,16), and prints per position the move, score, seconds "
    "and\n"
    "nodes when each depth of LIST completed, then per depth: the mean, median and geometric\n"
    "mean seconds to it, the nodes (in all and their geometric mean) and speed, and how often the\n"
    "move is the reference move and the score within 2 discs of the reference score. Two runs'\n"
    "geometric means over the same list compare them position by position, as a total cannot\n"
    "when one position dominates it. The search never solves exactly, so a depth of as many\n"
    "plies as the position has empties or more is not reached there. --limit N takes the first\n"
    "N positions.\n"
    "--threads N searches each position (built-in or listed) on N threads (default 1, the\n"
    "yardstick's; more threads reach the same depths sooner, with node counts that vary from\n"
    "run to run).\n"
    "With --positions and --move-time S, searches each position by time instead (the time control\n"
    "of verso-engine --move-time, exact solves included) and prints the time each took against "
    "its\n"
    "deadline, the largest overrun, the depth reached, the move and score, and how often the move "
    "is\n"
    "the reference move and the score within 2 discs of the reference score.\n";

// Games from the start: two balanced openings (XOT) and a middle game 22 plies in.
constexpr const char* kBenchLines[] = {
    "f5d6c4d3c2b3b4b5",
    "f5f6e6f4g5e7f7h5e3d3",
    "f5d6c3d3c4f4c5b3c2e6c6b4b5d2e3a6c1b1f3e2f2g4",
};

struct Options {
    long long depth = 16, hash = 128;
    bool selective = true;
    std::string positions;    // --positions FILE, empty without
    std::vector<int> depths;  // --depths, ascending, without repeats
    long long limit = 0;      // --limit N, 0 for all
    double moveTime = 0;      // --move-time S, 0 without
    int threads = 1;          // --threads N
};

// "12,16,20" -> {12, 16, 20} (sorted, repeats dropped); nullopt unless every item is a depth 1-60.
std::optional<std::vector<int>> parseDepths(const std::string& text) {
    std::vector<int> depths;
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        const auto depth = parseInteger(std::string_view(text).substr(start, comma - start), 1, 60);
        if (!depth) return std::nullopt;
        depths.push_back(static_cast<int>(*depth));
        if (comma == text.size()) break;
        start = comma + 1;
    }
    std::sort(depths.begin(), depths.end());
    depths.erase(std::unique(depths.begin(), depths.end()), depths.end());
    return depths;
}

// Fills "options"; returns the problem in a sentence, "usage" for a plain usage error, or "".
std::string readArguments(const Args& args, Options& options) {
    bool depthGiven = false, depthsGiven = false, limitGiven = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        const std::string* value = i + 1 < args.size() ? &args[i + 1] : nullptr;
        if (a == "--exhaustive") {
            options.selective = false;
            continue;
        }
        if (a == "--move-time") {
            char* end = nullptr;
            const double seconds = value ? std::strtod(value->c_str(), &end) : 0;
            if (!value || end == value->c_str() || *end || !(seconds >= 0.001 && seconds <= 3600))
                return "--move-time needs a number of seconds from 0.001 to 3600.";
            options.moveTime = seconds;
        } else if (a == "--positions") {
            if (!value || value->empty()) return "--positions needs a file.";
            options.positions = *value;
        } else if (a == "--depths") {
            const auto depths = value ? parseDepths(*value) : std::nullopt;
            if (!depths) {
                return "--depths needs depths from 1 to 60 separated by commas, e.g. 12,16,20" +
                       (value ? ", not '" + printable(*value) + "'." : std::string("."));
            }
            options.depths = *depths;
            depthsGiven = true;
        } else if (a == "--limit") {
            const auto n = value ? parseInteger(*value, 1, 1 << 30) : std::nullopt;
            if (!n) {
                return "--limit needs a positive whole number" +
                       (value ? ", not '" + printable(*value) + "'." : std::string("."));
            }
            options.limit = *n;
            limitGiven = true;
        } else if (a == "--threads") {
            if (std::string problem = readThreads(value, options.threads); !problem.empty())
                return problem;
        } else if (a == "--depth" || a == "--hash") {
            const long long max = a == "--hash" ? kMaxHashMegabytes : 1 << 16;
            const auto n = value ? parseInteger(*value, 1, max) : std::nullopt;
            if (!n) return "usage";
            (a == "--hash" ? options.hash : options.depth) = *n;
            depthGiven = depthGiven || a == "--depth";
        } else {
            return "usage";
        }
        ++i;
    }
    if (options.positions.empty() && options.moveTime > 0)
        return "--move-time is for --positions FILE.";
    if (options.positions.empty() && (depthsGiven || limitGiven))
        return std::string(depthsGiven ? "--depths" : "--limit") + " is for --positions FILE.";
    if (!options.positions.empty() && depthGiven)
        return "--depth is for the built-in positions; with --positions give --depths.";
    if (options.depths.empty()) options.depths = {12, 16};
    return {};
}

int runBuiltIn(const Options& options) {
    std::uint64_t nodes = 0;
    double seconds = 0;
    for (const char* line : kBenchLines) {
        const auto game = parseTranscript(line);
        if (!game.ok()) {
            std::cerr << "verso-cli bench: bad built-in line " << line << '\n';
            return 2;
        }
        const Position position = game.value().current();
        const auto searchers = allocateSearchers(static_cast<std::size_t>(options.hash), 1, "bench",
                                                 128);  // a fresh one each
        if (searchers.empty()) return 2;
        engine::Searcher& searcher = *searchers.front();
        std::printf("%s (%d empties)\n", line, position.emptyCount());
        engine::SearchLimits limits;
        limits.depth = static_cast<int>(options.depth);
        limits.selective = options.selective;
        limits.threads = options.threads;
        const engine::SearchResult r =
            searcher.search(position, limits, nullptr, [](const engine::SearchResult& it) {
                std::printf("  depth %2d  %-3s %+4d  %13llu nodes  %8.3f s\n", it.depth,
                            it.best.toString().c_str(), it.score,
                            static_cast<unsigned long long>(it.nodes), it.seconds);
                std::fflush(stdout);
            });
        std::printf("  time to depth %d: %.3f s, %.2f M nodes/s\n", r.depth, r.seconds,
                    static_cast<double>(r.nodes) / std::max(r.seconds, 1e-9) / 1e6);
        nodes += r.nodes;
        seconds += r.seconds;
    }
    std::printf("total %llu nodes  %.3f s  %.2f M nodes/s\n",
                static_cast<unsigned long long>(nodes), seconds,
                static_cast<double>(nodes) / std::max(seconds, 1e-9) / 1e6);
    return 0;
}

// Where one position's search stood when it completed one of the listed depths.
struct AtDepth {
    Move best;
    int score = 0;
    double seconds = 0;
    std::uint64_t nodes = 0;
};

// "31/50  62.0%", or "-" when no position counts.
std::string share(int hits, int of) {
    if (of == 0) return "-";
    char text[32];
    std::snprintf(text, sizeof text, "%d/%d %5.1f%%", hits, of, 100.0 * hits / of);
    return text;
}

std::string depthList(const std::vector<int>& depths) {
    std::string text;
    for (const int d : depths) {
        if (!text.empty()) text += ',';
        text += std::to_string(d);
    }
    return text;
}

// Each position searched by time: the seconds taken against the move's deadline (its share of
// the budget times kDeadlineFactor, TimeControl.h), the depth reached and whether it was solved.
// Agreement with the list's references: the move equal, the score within 2 discs.
struct Agreement {
    int withReference = 0, sameMove = 0, closeScore = 0;
    void add(const std::optional<ReferenceValue>& ref, Move move, int score) {
        if (!ref) return;
        ++withReference;
        sameMove += move == ref->move ? 1 : 0;
        closeScore += std::abs(score - ref->score) <= 2 ? 1 : 0;
    }
};

int runTimed(const Options& options, const std::vector<ListedPosition>& positions,
             const std::string& name) {
    const auto budget = std::chrono::milliseconds(std::llround(options.moveTime * 1000));
    std::printf("%zu positions of %s, %.3f s a move, one thread, %lld MB table\n", positions.size(),
                name.c_str(), options.moveTime, options.hash);
    std::printf("   #  empties  deadline s  took s  overrun ms  depth  move  score  reference\n");
    double worst = -1e9, total = 0, totalDeadline = 0;
    int late = 0;
    Agreement agreement;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        const Position& position = positions[i].position;
        const auto searchers =
            allocateSearchers(static_cast<std::size_t>(options.hash), 1, "bench", 128);
        if (searchers.empty()) return 2;
        engine::SearchLimits limits;
        limits.depth = 60;
        limits.exactEmpties = 60;
        limits.moveTime = budget;
        limits.threads = options.threads;
        const auto started = std::chrono::steady_clock::now();
        const engine::SearchResult r = searchers.front()->search(position, limits);
        const double took =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        const double deadline = std::round(engine::moveDeadlineSeconds(engine::moveBudgetSeconds(
                                               position.emptyCount(), options.moveTime)) *
                                           1000) /
                                1000;
        const double overrun = (took - deadline) * 1000;
        worst = std::max(worst, overrun);
        late += overrun > 0;
        total += took;
        totalDeadline += deadline;
        const auto& ref = positions[i].reference;
        agreement.add(ref, r.best, r.score);
        std::printf(
            "%4zu  %7d  %10.3f  %6.3f  %10.1f  %5s  %-4s  %+5d  %s\n", i + 1, position.emptyCount(),
            deadline, took, overrun, r.exact ? "exact" : std::to_string(r.depth).c_str(),
            r.best.toString().c_str(), r.score,
            ref ? (ref->move.toString() + ' ' + signedValue(ref->score) + ' ' + ref->kind).c_str()
                : "-");
    }
    if (agreement.withReference > 0)
        std::printf("move = reference %d of %d, score within 2 discs of it %d of %d\n",
                    agreement.sameMove, agreement.withReference, agreement.closeScore,
                    agreement.withReference);
    std::printf(
        "mean %.3f s a move (deadlines %.3f s on average); %d of %zu moves past their deadline, "
        "the largest "
        "overrun %.1f ms\n",
        total / static_cast<double>(positions.size()),
        totalDeadline / static_cast<double>(positions.size()), late, positions.size(), worst);
    return 0;
}

int runPositions(const Options& options) {
    const std::string name = printable(options.positions);
    std::error_code ec;
    std::ifstream in(options.positions);
    if (std::filesystem::is_directory(options.positions, ec) || !in) {
        std::cerr << "verso-cli bench: cannot open '" << name << "'\n";
        return 2;
    }
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (in.bad()) {
        std::cerr << "verso-cli bench: cannot read '" << name << "'\n";
        return 2;
    }
    auto list = parsePositionList(text);
    if (!list) {
        std::cerr << "verso-cli bench: " << name << ": " << list.message() << '\n';
        return 2;
    }
    std::vector<ListedPosition>& positions = list.value();
    if (positions.empty()) {
        std::cerr << "verso-cli bench: " << name << " holds no position\n";
        return 2;
    }
    if (options.limit > 0 && positions.size() > static_cast<std::size_t>(options.limit))
        positions.resize(static_cast<std::size_t>(options.limit));

    if (options.moveTime > 0) return runTimed(options, positions, name);
    const std::vector<int>& depths = options.depths;
    const std::string threads =
        options.threads == 1 ? "one thread" : std::to_string(options.threads) + " threads";
    std::printf("%zu positions of %s to depths %s, %s, %s, %lld MB table\n", positions.size(),
                name.c_str(), depthList(depths).c_str(), threads.c_str(),
                options.selective ? "selective" : "exhaustive", options.hash);
    std::printf(
        "per depth: the best move, its score, and the seconds and nodes when the depth "
        "completed\n");
    std::printf("   #  line  empties  reference   ");
    for (const int d : depths) {
        std::string column = "d";
        column += std::to_string(d);
        std::printf("    %-4s %5s %9s %13s", column.c_str(), "score", "seconds", "nodes");
    }
    std::printf("\n");

    // The evaluation's weights are decoded on first use (about 15 ms): not in the first position's
    // time.
    engine::SearchLimits warmUp;
    warmUp.depth = 1;
    engine::Searcher(0).search(positions.front().position, warmUp);

    // reached[p][k]: position p at depths[k], when its search got there.
    std::vector<std::vector<std::optional<AtDepth>>> reached(positions.size());
    std::uint64_t totalNodes = 0;
    double totalSeconds = 0;
    for (std::size_t p = 0; p < positions.size(); ++p) {
        const ListedPosition& listed = positions[p];
        reached[p].resize(depths.size());
        // One iteration short of the end of the game at most: deeper, the search solves exactly
        // instead, which is not the midgame search this measures.
        const int depth = std::min(depths.back(), listed.position.emptyCount() - 1);
        if (depth >= 1) {
            // A fresh table each, so that no position's time depends on the ones before it.
            const auto searchers =
                allocateSearchers(static_cast<std::size_t>(options.hash), 1, "bench", 128);
            if (searchers.empty()) return 2;
            engine::SearchLimits limits;
            limits.depth = depth;
            limits.exactEmpties = 0;
            limits.selective = options.selective;
            limits.threads = options.threads;
            const engine::SearchResult r = searchers.front()->search(
                listed.position, limits, nullptr, [&](const engine::SearchResult& it) {
                    if (it.exact) return;
                    for (std::size_t k = 0; k < depths.size(); ++k)
                        if (depths[k] == it.depth)
                            reached[p][k] = AtDepth{it.best, it.score, it.seconds, it.nodes};
                });
            totalNodes += r.nodes;
            totalSeconds += r.seconds;
        }
        const auto& ref = listed.reference;
        std::printf(
            "%4zu  %4d  %7d  %-12s", p + 1, listed.lineNumber, listed.position.emptyCount(),
            ref ? (ref->move.toString() + ' ' + signedValue(ref->score) + ' ' + ref->kind).c_str()
                : "-");
        for (const auto& at : reached[p]) {
            if (at) {
                std::printf("    %-4s %+5d %9.3f %13llu", at->best.toString().c_str(), at->score,
                            at->seconds, static_cast<unsigned long long>(at->nodes));
            } else {
                std::printf("    %-4s %5s %9s %13s", "-", "", "",
                            "");  // as deep as the empties, or deeper
            }
        }
        std::printf("\n");
        std::fflush(stdout);
    }

    std::printf(
        "\ndepth  reached   mean s  median s     geo s          nodes  geo nodes  M nodes/s  "
        "move = ref        score within 2\n");
    for (std::size_t k = 0; k < depths.size(); ++k) {
        std::vector<double> seconds;
        std::uint64_t nodes = 0;
        // Sums of logarithms for the geometric means: the ratio of two runs' geometric means over
        // the same positions is the geometric mean of the positions' own ratios, which no single
        // position carries as it can carry a total.
        double logSeconds = 0;
        double logNodes = 0;
        Agreement agreement;
        for (std::size_t p = 0; p < positions.size(); ++p) {
            const auto& at = reached[p][k];
            if (!at) continue;
            seconds.push_back(at->seconds);
            nodes += at->nodes;
            logSeconds += std::log(std::max(at->seconds, 1e-6));
            logNodes += std::log(static_cast<double>(std::max<std::uint64_t>(at->nodes, 1)));
            agreement.add(positions[p].reference, at->best, at->score);
        }
        const auto geometricMean = [&](double logSum) {
            return seconds.empty() ? 0.0 : std::exp(logSum / static_cast<double>(seconds.size()));
        };
        double sum = 0;
        for (const double s : seconds) sum += s;
        const double mean = seconds.empty() ? 0 : sum / static_cast<double>(seconds.size());
        const std::string count =
            std::to_string(seconds.size()) + "/" + std::to_string(positions.size());
        std::printf("%5d  %7s  %7.3f  %8.3f  %8.4f  %13llu  %9.0f  %9.2f  %-16s  %s\n", depths[k],
                    count.c_str(), mean, median(seconds), geometricMean(logSeconds),
                    static_cast<unsigned long long>(nodes), geometricMean(logNodes),
                    static_cast<double>(nodes) / std::max(sum, 1e-9) / 1e6,
                    share(agreement.sameMove, agreement.withReference).c_str(),
                    share(agreement.closeScore, agreement.withReference).c_str());
    }
    std::printf("total %llu nodes  %.3f s  %.2f M nodes/s\n",
                static_cast<unsigned long long>(totalNodes), totalSeconds,
                static_cast<double>(totalNodes) / std::max(totalSeconds, 1e-9) / 1e6);
    return 0;
}

int runSignature() {
    std::string error;
    const auto signature = runBenchSignature(error);
    if (!signature) {
        std::cerr << "verso-cli bench: " << error << '\n';
        return 2;
    }
    std::printf("Nodes searched: %llu\n", static_cast<unsigned long long>(signature->nodes));
    std::printf("Time: %.3f s, %.2f M nodes/s\n", signature->seconds,
                static_cast<double>(signature->nodes) / std::max(signature->seconds, 1e-9) / 1e6);
    return 0;
}

int run(const Args& args) {
    if (wantsHelp(args)) {
        std::cout << kUsage;
        return 0;
    }
    if (args.empty() || (args.size() == 1 && args.front() == "--signature")) return runSignature();
    if (std::find(args.begin(), args.end(), "--signature") != args.end()) {
        std::cerr << "verso-cli bench: --signature takes no other option\n";
        return 2;
    }
    Options options;
    if (const std::string problem = readArguments(args, options); !problem.empty()) {
        if (problem == "usage") std::cerr << kUsage;
        else std::cerr << "verso-cli bench: " << problem << '\n';
        return 2;
    }
    return options.positions.empty() ? runBuiltIn(options) : runPositions(options);
}

const bool registered = registerCommand(
    {"bench", "the bench signature (node count), or search speed on fixed positions", run});

}  // namespace
}  // namespace verso::cli
