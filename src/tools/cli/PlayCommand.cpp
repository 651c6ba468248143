// SPDX-License-Identifier: GPL-3.0-or-later
// verso-cli play TRANSCRIPT [--json] [--board BOARD SIDE]: replays a transcript and shows the
// resulting board, disc counts, side to move, legal moves and the result when the game is over.
#include <iostream>
#include <sstream>

#include "Arguments.h"
#include "CliOutput.h"
#include "Command.h"
#include "core/Notation.h"
#include "core/Printable.h"

namespace verso::cli {
namespace {

constexpr const char* kUsage =
    "Usage: verso-cli play TRANSCRIPT [--json] [--board BOARD SIDE]\n"
    "Plays the transcript (e.g. f5d6c3d3c4; passes 'pa' or '--' are optional, forced passes are\n"
    "filled in) and prints the board, disc counts, side to move, legal moves and the result.\n"
    "The transcript may be split over several arguments; an empty one shows the start position.\n"
    "  --json               print one JSON object instead (board, to_move, black, white, legal,\n"
    "                       over, winner, score, must_pass, moves, ply)\n"
    "  --board BOARD SIDE   start from this position instead: 64 squares a1..h8 ('X' black,\n"
    "                       'O' white, '-' empty) and the side to move, X or O\n"
    "Exits with 1 when the transcript is not legal (the reason names the ply and character).\n";

struct PlayOptions {
    std::string transcript;
    Position start;
    bool json = false;
};

std::string squareList(Bitboard squares, const char* separator, bool quote) {
    std::string out;
    for (; squares; squares &= squares - 1) {
        if (!out.empty()) out += separator;
        const std::string name = squareName(firstSquare(squares));
        out += quote ? jsonString(name) : name;
    }
    return out;
}

void printJson(const GameRecord& game) {
    const Position& p = game.current();
    const auto result = game.result();
    const bool over = result.has_value();
    const Bitboard legal = over ? 0 : p.legalMoves();
    std::ostringstream out;
    out << "{\"board\": " << jsonString(formatSquares(p))
        << ", \"to_move\": " << (over ? "null" : jsonString(colorName(p.sideToMove())))
        << ", \"black\": " << p.discCount(Color::Black)
        << ", \"white\": " << p.discCount(Color::White) << ", \"empty\": " << p.emptyCount()
        << ", \"legal\": [" << squareList(legal, ", ", true) << "]"
        << ", \"must_pass\": " << (!over && p.mustPass() ? "true" : "false")
        << ", \"over\": " << (over ? "true" : "false") << ", \"winner\": "
        << (!over            ? "null"
            : result->winner ? jsonString(colorName(*result->winner))
                             : jsonString("draw"))
        << ", \"score\": " << (over ? std::to_string(result->scoreForBlack) : "null")
        << ", \"moves\": " << jsonString(formatTranscript(game, PassStyle::Write))
        << ", \"ply\": " << game.ply() << ", \"position\": " << jsonString(formatBoard(p)) << "}\n";
    std::cout << out.str();
}

void printText(const GameRecord& game) {
    const Position& p = game.current();
    const auto result = game.result();
    std::cout << "Moves: " << (game.ply() ? formatTranscript(game, PassStyle::Write) : "(none)")
              << " (" << game.ply() << (game.ply() == 1 ? " ply)\n" : " plies)\n");
    std::cout << boardDiagram(p, result ? 0 : p.legalMoves());
    std::cout << "Black (X) " << p.discCount(Color::Black) << ", White (O) "
              << p.discCount(Color::White) << ", empty " << p.emptyCount() << '\n';
    if (result) {
        std::cout << "Game over: " << result->summary() << " (score "
                  << (result->scoreForBlack > 0 ? "+" : "") << result->scoreForBlack
                  << " for black)\n";
    } else if (p.mustPass()) {
        std::cout << (p.sideToMove() == Color::Black ? "Black" : "White")
                  << " to move, but has no legal move: it must pass (pa).\n";
    } else {
        std::cout << (p.sideToMove() == Color::Black ? "Black" : "White")
                  << " to move. Legal moves: " << squareList(p.legalMoves(), " ", false) << '\n';
    }
}

// Fills "options" from the arguments; returns an error message, or an empty string.
std::string readArguments(const Args& args, PlayOptions& options) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--json") {
            options.json = true;
        } else if (a == "--board") {
            const BoardArgument board = takeBoardArgument(args, i, options.start);
            if (!board.problem.empty()) return board.problem;
        } else if (a.size() > 2 && a.rfind("--", 0) == 0) {
            return "unknown option '" + printable(a) + "' (see 'verso-cli play --help').";
        } else {
            if (!options.transcript.empty()) options.transcript += ' ';
            options.transcript += a;
        }
    }
    return {};
}

int run(const Args& args) {
    if (wantsHelp(args)) {
        std::cout << kUsage;
        return 0;
    }
    PlayOptions options;
    if (const std::string problem = readArguments(args, options); !problem.empty()) {
        std::cerr << "verso-cli play: " << problem << '\n';
        return 2;
    }
    const auto game = parseTranscript(options.transcript, options.start);
    if (!game) {
        std::cerr << "verso-cli play: " << game.message() << '\n';
        if (options.json) {
            std::cout << "{\"error\": " << jsonString(game.message())
                      << ", \"ply\": " << game.error().ply
                      << ", \"offset\": " << game.error().offset << "}\n";
        }
        return 1;
    }
    if (options.json) {
        printJson(game.value());
    } else {
        printText(game.value());
    }
    return 0;
}

const bool registered =
    registerCommand({"play", "replay a transcript; show the board, legal moves, result", run});

}  // namespace
}  // namespace verso::cli
