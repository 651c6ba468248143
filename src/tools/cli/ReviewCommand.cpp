// SPDX-License-Identifier: GPL-3.0-or-later
// verso-cli review FILE|TRANSCRIPT [--depth N] [--exact N] [--game K] [--json]: the review of a
// game (engine::reviewGame, the same code as the window's Review Game): per move the value of the
// move played, the best move and its value, the loss and the class, then a summary per side.
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "Arguments.h"
#include "CliOutput.h"
#include "Command.h"
#include "HashTable.h"
#include "Threads.h"
#include "core/GameText.h"
#include "core/Notation.h"
#include "core/Printable.h"
#include "engine/GameReview.h"

namespace verso::cli {
namespace {

constexpr const char* kUsage =
    "Usage: verso-cli review FILE|TRANSCRIPT [--depth N] [--exact N] [--game K] [--hash MB] "
    "[--threads N] [--json]\n"
    "Reviews a game: for every move the value of the move played, the best move and its value,\n"
    "the loss in discs and the class (best, good <= 1, inaccuracy <= 3, mistake <= 7, blunder;\n"
    "forced moves are not judged), then a summary per side with its three biggest mistakes.\n"
    "FILE is a GGF file (the first game, or --game K), a transcript file (one game a line) or a\n"
    "board string file; a transcript may also be given directly (e.g. f5d6c3d3c4...).\n"
    "  --depth N    midgame search depth of the best move, plies (default 14)\n"
    "  --exact N    judge positions with at most N empties exactly (default 22)\n"
    "  --game K     review the K-th game of the file (default 1)\n"
    "  --hash MB    transposition table size (default 64)\n"
    "  --threads N  threads of each search (default: every core of the machine)\n"
    "  --json       one JSON object per move, then one summary object per side\n"
    "Progress goes to stderr when it is a terminal. Exits with 1 when the game cannot be read\n"
    "(a missing file, an illegal move, a broken GGF), 2 on bad usage.\n";

struct ReviewOptions {
    std::vector<std::string> inputs;
    engine::ReviewSettings settings;
    int game = 1;
    std::size_t hashMegabytes = 64;
    bool json = false;
};

std::string readArguments(const Args& args, ReviewOptions& options) {
    options.settings.threads = allCores();
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--json") {
            options.json = true;
        } else if (a == "--threads") {
            const std::string* value = i + 1 < args.size() ? &args[i + 1] : nullptr;
            if (std::string problem = readThreads(value, options.settings.threads);
                !problem.empty())
                return problem;
            ++i;
        } else if (a == "--depth" || a == "--exact" || a == "--game" || a == "--hash") {
            const long long low = a == "--exact" ? 0 : 1;
            const long long high = a == "--depth" || a == "--exact" ? 60
                                   : a == "--hash"                  ? kMaxHashMegabytes
                                                                    : 1 << 20;
            const auto value =
                i + 1 < args.size() ? parseInteger(args[i + 1], low, high) : std::nullopt;
            if (!value) {
                return a + " needs a whole number from " + std::to_string(low) + " to " +
                       std::to_string(high) +
                       (i + 1 < args.size() ? ", not '" + printable(args[i + 1]) + "'." : ".");
            }
            const int n = static_cast<int>(*value);
            if (a == "--depth") options.settings.depth = n;
            else if (a == "--exact") options.settings.exactEmpties = n;
            else if (a == "--game") options.game = n;
            else options.hashMegabytes = static_cast<std::size_t>(*value);
            ++i;
        } else if (a.size() > 2 && a.rfind("--", 0) == 0) {
            return "unknown option '" + printable(a) + "' (see 'verso-cli review --help').";
        } else {
            options.inputs.push_back(a);
        }
    }
    if (options.inputs.empty())
        return "which game? Give a GGF or transcript file, or a transcript.";
    return {};
}

// A file's contents or the text of the arguments; "source" names it for messages.
struct Input {
    std::string text;
    std::string source;
    std::string error;  // when the file cannot be read
};

bool looksLikePath(const std::string& text) {
    return text.find('/') != std::string::npos || text.find('.') != std::string::npos;
}

Input readInput(const std::vector<std::string>& inputs) {
    Input input;
    const std::string& first = inputs.front();
    std::error_code error;
    if (inputs.size() == 1 && std::filesystem::is_regular_file(first, error)) {
        std::ifstream in(first, std::ios::binary);
        std::ostringstream text;
        text << in.rdbuf();
        if (!in) input.error = "cannot read '" + printable(first) + "'.";
        input.text = text.str();
        input.source = printable(first);
        return input;
    }
    if (inputs.size() == 1 && first.front() != '(' && looksLikePath(first)) {
        input.error =
            "cannot open '" + printable(first) + "': " +
            (std::filesystem::exists(first, error) ? "not a regular file." : "no such file.");
        return input;
    }
    for (const std::string& part : inputs) input.text += (input.text.empty() ? "" : " ") + part;
    input.source = "the transcript";
    return input;
}

std::string depthText(const engine::ReviewedMove& m) {
    return m.exact ? "exact" : std::to_string(m.depth);
}

void printMoves(const engine::GameReview& review) {
    std::printf(" ply  side   move  value  best  best value  loss  class       depth  best line\n");
    for (const engine::ReviewedMove& m : review.moves) {
        if (!m.judged) continue;
        const std::vector<Move> line(
            m.bestLine.begin(),
            m.bestLine.begin() +
                static_cast<std::ptrdiff_t>(std::min<std::size_t>(8, m.bestLine.size())));
        std::printf("%4d  %-5s  %-4s  %5s  %-4s  %10s  %4d  %-10s  %5s  %s\n", m.ply + 1,
                    std::string(colorName(m.side)).c_str(), m.played.toString().c_str(),
                    signedValue(m.playedValue).c_str(), m.best.toString().c_str(),
                    signedValue(m.bestValue).c_str(), m.loss, engine::moveClassName(m.moveClass),
                    depthText(m).c_str(), spacedMoves(line).c_str());
    }
}

constexpr engine::MoveClass kClassOrder[] = {
    engine::MoveClass::Best,    engine::MoveClass::Good,    engine::MoveClass::Inaccuracy,
    engine::MoveClass::Mistake, engine::MoveClass::Blunder, engine::MoveClass::Forced};

void printSummaries(const engine::GameReview& review) {
    for (const Color side : {Color::Black, Color::White}) {
        const engine::SideSummary& s = review.summary(side);
        std::printf("%s: %d judged moves, average loss %.2f discs (total %d);",
                    side == Color::Black ? "Black" : "White", s.judgedMoves, s.averageLoss,
                    s.totalLoss);
        for (const engine::MoveClass c : kClassOrder)
            std::printf(" %s %d%s", engine::moveClassName(c), s.counts[static_cast<std::size_t>(c)],
                        c == engine::MoveClass::Forced ? "\n" : ",");
        if (s.biggestMistakes.empty()) continue;
        std::printf("  biggest mistakes:");
        for (std::size_t i = 0; i < s.biggestMistakes.size(); ++i) {
            const engine::ReviewedMove& m =
                review.moves[static_cast<std::size_t>(s.biggestMistakes[i])];
            std::printf("%s ply %d %s (%s, loss %d, best %s)", i ? ";" : "", m.ply + 1,
                        m.played.toString().c_str(), engine::moveClassName(m.moveClass), m.loss,
                        m.best.toString().c_str());
        }
        std::printf("\n");
    }
}

void printJson(const engine::GameReview& review) {
    std::ostringstream out;
    for (const engine::ReviewedMove& m : review.moves) {
        if (!m.judged) continue;
        out << "{\"type\": \"move\", \"ply\": " << m.ply + 1
            << ", \"side\": " << jsonString(colorName(m.side))
            << ", \"move\": " << jsonString(m.played.toString()) << ", \"value\": " << m.playedValue
            << ", \"best\": " << jsonString(m.best.toString())
            << ", \"best_value\": " << m.bestValue << ", \"loss\": " << m.loss
            << ", \"class\": " << jsonString(engine::moveClassName(m.moveClass))
            << ", \"exact\": " << (m.exact ? "true" : "false") << ", \"depth\": " << m.depth
            << ", \"line\": " << jsonMoves(m.bestLine) << "}\n";
    }
    for (const Color side : {Color::Black, Color::White}) {
        const engine::SideSummary& s = review.summary(side);
        out << "{\"type\": \"summary\", \"side\": " << jsonString(colorName(side))
            << ", \"judged\": " << s.judgedMoves << ", \"total_loss\": " << s.totalLoss
            << ", \"average_loss\": " << s.averageLoss << ", \"counts\": {";
        for (const engine::MoveClass c : kClassOrder)
            out << (c == kClassOrder[0] ? "" : ", ") << jsonString(engine::moveClassName(c)) << ": "
                << s.counts[static_cast<std::size_t>(c)];
        out << "}, \"biggest_mistakes\": [";
        for (std::size_t i = 0; i < s.biggestMistakes.size(); ++i) {
            const engine::ReviewedMove& m =
                review.moves[static_cast<std::size_t>(s.biggestMistakes[i])];
            out << (i ? ", " : "") << "{\"ply\": " << m.ply + 1
                << ", \"move\": " << jsonString(m.played.toString()) << ", \"loss\": " << m.loss
                << ", \"best\": " << jsonString(m.best.toString())
                << ", \"class\": " << jsonString(engine::moveClassName(m.moveClass)) << "}";
        }
        out << "]}\n";
    }
    std::cout << out.str();
}

int run(const Args& args) {
    if (wantsHelp(args)) {
        std::cout << kUsage;
        return 0;
    }
    ReviewOptions options;
    if (const std::string problem = readArguments(args, options); !problem.empty()) {
        std::cerr << "verso-cli review: " << problem << '\n';
        return 2;
    }
    const Input input = readInput(options.inputs);
    if (!input.error.empty()) {
        std::cerr << "verso-cli review: " << input.error << '\n';
        return 1;
    }
    const GameTextParse parsed = parseGameText(input.text);
    if (!parsed.ok()) {
        std::cerr << "verso-cli review: " << input.source << ": " << parsed.error->detail << '\n';
        return 1;
    }
    const int count = static_cast<int>(parsed.games.size());
    if (options.game > count) {
        std::cerr << "verso-cli review: " << input.source << " holds " << count
                  << (count == 1 ? " game" : " games") << "; there is no game " << options.game
                  << ".\n";
        return 2;
    }
    const GameDocument& document = parsed.games[static_cast<std::size_t>(options.game - 1)];
    const GameRecord& record = document.record;

    const auto searchers =
        allocateSearchers(options.hashMegabytes, 1, "review", ReviewOptions().hashMegabytes);
    if (searchers.empty()) return 2;
    engine::Searcher& searcher = *searchers.front();
    TerminalProgress progress;
    const auto started = std::chrono::steady_clock::now();
    const engine::GameReview review =
        engine::reviewGame(searcher, record.start(), record.moves(), options.settings, nullptr,
                           [&progress](const engine::GameReview&, int done, int total) {
                               progress.show("reviewing: " + std::to_string(done) + "/" +
                                             std::to_string(total) + " positions");
                           });
    progress.finish();
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    if (options.json) {
        printJson(review);
        return 0;
    }
    std::printf("Game %d of %d from %s", options.game, count, input.source.c_str());
    if (!document.tags.black.empty() || !document.tags.white.empty())
        std::printf(": %s (black) - %s (white)", document.tags.black.c_str(),
                    document.tags.white.c_str());
    if (const auto result = record.finalResult()) std::printf(", %s", result->summary().c_str());
    std::printf("\n%d moves reviewed at depth %d, exact from %d empties, in %.1f s.\n",
                record.length(), options.settings.depth, options.settings.exactEmpties, seconds);
    printMoves(review);
    printSummaries(review);
    return 0;
}

const bool registered = registerCommand(
    {"review", "review a game: each move's loss against the best move, a summary per side", run});

}  // namespace
}  // namespace verso::cli
