// SPDX-License-Identifier: GPL-3.0-or-later
// verso-cli analyze [TRANSCRIPT] [--board BOARD SIDE] [--depth N] [--exact N] [--wld N] [--json]:
// the value of every legal move of a position (engine::analyzeMoves, the same code as the
// window's analysis), best first, with how it was found, the expected line, nodes and time.
#include <cstdio>
#include <iostream>
#include <sstream>

#include "Arguments.h"
#include "CliOutput.h"
#include "Command.h"
#include "HashTable.h"
#include "Threads.h"
#include "core/Notation.h"
#include "core/Printable.h"
#include "engine/MoveAnalysis.h"

namespace verso::cli {
namespace {

constexpr const char* kUsage =
    "Usage: verso-cli analyze [TRANSCRIPT] [--board BOARD SIDE] [--depth N] [--exact N] [--wld N]\n"
    "                         [--time SECONDS] [--hash MB] [--threads N] [--json]\n"
    "Values every legal move of the position after the transcript (from the start, or from\n"
    "--board), best first: the final disc difference for the side to move when the move is solved\n"
    "('exact'), 'win', 'draw' or 'loss' when only that is proven (with the estimate), otherwise a\n"
    "midgame estimate, with the depth, the expected line, the nodes and the time.\n"
    "  --depth N            deepest midgame search, plies (default 14)\n"
    "  --exact N            solve every move exactly at N empties or fewer (default 22)\n"
    "  --wld N              prove win/draw/loss up to N empties when more than --exact (default "
    "24)\n"
    "  --time SECONDS       stop after this long and print what is known (default: no limit)\n"
    "  --hash MB            transposition table size (default 64)\n"
    "  --threads N          threads of each search (default: every core of the machine)\n"
    "  --json               one JSON object per move, best first, then a summary object\n"
    "  --board BOARD SIDE   start from this position: 64 squares a1..h8 ('X' black, 'O' white,\n"
    "                       '-' empty) and the side to move, X or O\n"
    "Exits with 1 when the transcript or the board cannot be played, 2 on bad usage.\n";

struct AnalyzeOptions {
    std::string transcript;
    Position start;
    engine::AnalysisLimits limits;
    std::size_t hashMegabytes = 64;
    bool json = false;
};

// Fills "options"; returns the problem, or an empty string. "badBoard" tells a bad --board apart.
std::string readArguments(const Args& args, AnalyzeOptions& options, bool& badBoard) {
    options.limits.depth = 14;
    options.limits.exactEmpties = 22;
    options.limits.wldEmpties = 24;
    options.limits.threads = allCores();
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--json") {
            options.json = true;
        } else if (a == "--threads") {
            const std::string* value = i + 1 < args.size() ? &args[i + 1] : nullptr;
            if (std::string problem = readThreads(value, options.limits.threads); !problem.empty())
                return problem;
            ++i;
        } else if (a == "--board") {
            const BoardArgument board = takeBoardArgument(args, i, options.start);
            badBoard = board.badPosition;
            if (!board.problem.empty()) return board.problem;
        } else if (a == "--depth" || a == "--exact" || a == "--wld" || a == "--time" ||
                   a == "--hash") {
            const bool depthLike = a != "--time" && a != "--hash";
            const auto value = i + 1 < args.size()
                                   ? parseInteger(args[i + 1], depthLike && a != "--depth" ? 0 : 1,
                                                  depthLike       ? 60
                                                  : a == "--hash" ? kMaxHashMegabytes
                                                                  : 1 << 20)
                                   : std::nullopt;
            if (!value) {
                return a +
                       (depthLike
                            ? " needs a whole number of " +
                                  std::string(a == "--depth" ? "plies, 1-60" : "empties, 0-60")
                            : " needs a positive whole number") +
                       (i + 1 < args.size() ? ", not '" + printable(args[i + 1]) + "'." : ".");
            }
            const int n = static_cast<int>(*value);
            if (a == "--depth") options.limits.depth = n;
            else if (a == "--exact") options.limits.exactEmpties = n;
            else if (a == "--wld") options.limits.wldEmpties = n;
            else if (a == "--time") options.limits.maxTime = std::chrono::seconds(*value);
            else options.hashMegabytes = static_cast<std::size_t>(*value);
            ++i;
        } else if (a.size() > 2 && a.rfind("--", 0) == 0) {
            return "unknown option '" + printable(a) + "' (see 'verso-cli analyze --help').";
        } else {
            if (!options.transcript.empty()) options.transcript += ' ';
            options.transcript += a;
        }
    }
    return {};
}

// "+12 exact", "win (~+6)", "+3".
std::string valueText(const engine::MoveValue& m) {
    switch (m.proof) {
        case engine::Proof::Exact: return signedValue(m.score) + " exact";
        case engine::Proof::WinLossDraw:
            return std::string(m.outcome > 0   ? "win"
                               : m.outcome < 0 ? "loss"
                                               : "draw") +
                   (m.outcome != 0 ? " (~" + signedValue(m.score) + ")" : "");
        case engine::Proof::None: break;
    }
    return signedValue(m.score);
}

const char* proofName(engine::Proof proof) {
    return proof == engine::Proof::Exact         ? "exact"
           : proof == engine::Proof::WinLossDraw ? "wld"
                                                 : "estimate";
}

const char* outcomeName(int outcome) { return outcome > 0 ? "win" : outcome < 0 ? "loss" : "draw"; }

std::string summaryLine(const engine::Analysis& a) {
    char text[160];
    std::snprintf(text, sizeof text, "%s%s, %llu nodes in %.3f s (%.2f M nodes/s)",
                  a.exact ? "all exact" : ("depth " + std::to_string(a.depth)).c_str(),
                  a.complete ? "" : " (stopped)", static_cast<unsigned long long>(a.nodes),
                  a.seconds, static_cast<double>(a.nodes) / std::max(a.seconds, 1e-9) / 1e6);
    return text;
}

void printText(const Position& p, const engine::Analysis& a, const engine::AnalysisLimits& limits) {
    std::cout << boardDiagram(p, p.legalMoves());
    std::cout << (p.sideToMove() == Color::Black ? "Black" : "White") << " to move, "
              << p.emptyCount() << " empties. Depth " << limits.depth << ", exact from "
              << limits.exactEmpties << " empties";
    if (limits.wldEmpties > limits.exactEmpties)
        std::cout << ", win/loss/draw from " << limits.wldEmpties;
    std::cout << ".\n";
    std::printf("  move  value        depth  line\n");
    for (const engine::MoveValue& m : a.moves) {
        std::printf("  %-4s  %-11s  %5d  %s\n", m.move.toString().c_str(), valueText(m).c_str(),
                    m.depth, spacedMoves(m.pv).c_str());
    }
    std::cout << summaryLine(a) << '\n';
}

void printJson(const Position& p, const engine::Analysis& a, const engine::AnalysisLimits& limits) {
    std::ostringstream out;
    int rank = 0;
    for (const engine::MoveValue& m : a.moves) {
        out << "{\"type\": \"move\", \"rank\": " << ++rank
            << ", \"move\": " << jsonString(m.move.toString()) << ", \"score\": " << m.score
            << ", \"proof\": " << jsonString(proofName(m.proof)) << ", \"outcome\": "
            << (m.proof == engine::Proof::None ? "null" : jsonString(outcomeName(m.outcome)))
            << ", \"depth\": " << m.depth << ", \"pv\": " << jsonMoves(m.pv) << "}\n";
    }
    const engine::MoveValue* best = a.best();
    out << "{\"type\": \"summary\", \"position\": " << jsonString(formatBoard(p))
        << ", \"to_move\": " << (p.isGameOver() ? "null" : jsonString(colorName(p.sideToMove())))
        << ", \"empties\": " << p.emptyCount()
        << ", \"over\": " << (p.isGameOver() ? "true" : "false")
        << ", \"moves\": " << a.moves.size()
        << ", \"best\": " << (best ? jsonString(best->move.toString()) : "null")
        << ", \"score\": " << (best ? std::to_string(best->score) : "null")
        << ", \"depth\": " << a.depth << ", \"exact\": " << (a.exact ? "true" : "false")
        << ", \"complete\": " << (a.complete ? "true" : "false") << ", \"nodes\": " << a.nodes
        << ", \"seconds\": " << a.seconds << ", \"limits\": {\"depth\": " << limits.depth
        << ", \"exact\": " << limits.exactEmpties << ", \"wld\": " << limits.wldEmpties << "}}\n";
    std::cout << out.str();
}

int run(const Args& args) {
    if (wantsHelp(args)) {
        std::cout << kUsage;
        return 0;
    }
    AnalyzeOptions options;
    bool badBoard = false;
    if (const std::string problem = readArguments(args, options, badBoard); !problem.empty()) {
        std::cerr << "verso-cli analyze: " << problem << '\n';
        return badBoard ? 1 : 2;
    }
    const auto game = parseTranscript(options.transcript, options.start);
    if (!game) {
        std::cerr << "verso-cli analyze: " << game.message() << '\n';
        return 1;
    }
    const Position& position = game.value().current();
    if (position.isGameOver()) {
        const auto result = game.value().result();
        if (!options.json)
            std::cout << boardDiagram(position) << "Game over: " << result->summary()
                      << ". Nothing to analyze.\n";
        else printJson(position, engine::Analysis{{}, 0, false, true, 0, 0.0}, options.limits);
        return 0;
    }
    const auto searchers =
        allocateSearchers(options.hashMegabytes, 1, "analyze", AnalyzeOptions().hashMegabytes);
    if (searchers.empty()) return 2;
    engine::Searcher& searcher = *searchers.front();
    TerminalProgress progress;
    const engine::Analysis analysis = engine::analyzeMoves(
        searcher, position, options.limits, nullptr, [&progress](const engine::Analysis& so) {
            if (const engine::MoveValue* best = so.best())
                progress.show("analyzing: " + summaryLine(so) + ", best " + best->move.toString() +
                              " " + valueText(*best));
        });
    progress.finish();
    if (options.json) printJson(position, analysis, options.limits);
    else printText(position, analysis, options.limits);
    return 0;
}

const bool registered =
    registerCommand({"analyze", "the value of every legal move of a position, best first", run});

}  // namespace
}  // namespace verso::cli
