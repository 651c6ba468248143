// SPDX-License-Identifier: GPL-3.0-or-later
// verso-cli perft N [--board BOARD SIDE]: counts the leaves of the game tree N plies deep (a pass
// uses a ply, a finished game is one leaf), the correctness and speed yardstick of move generation.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <iostream>

#include "Arguments.h"
#include "Command.h"
#include "core/Notation.h"
#include "core/Perft.h"
#include "core/Printable.h"

namespace verso::cli {
namespace {

constexpr const char* kUsage =
    "Usage: verso-cli perft N [--board BOARD SIDE]\n"
    "Counts the leaves of the game tree N plies deep (0..30) from the start position, or from\n"
    "BOARD: 64 squares a1..h8 ('X' black, 'O' white, '-' empty) and the side to move, X or O.\n"
    "A pass uses up one ply and a finished game counts as one leaf. Prints the leaf count, the\n"
    "time and the leaves per second (single thread).\n";

int fail(const std::string& problem) {
    std::cerr << "verso-cli perft: " << problem << "\n(see 'verso-cli perft --help')\n";
    return 2;
}

int run(const Args& args) {
    if (wantsHelp(args)) {
        std::cout << kUsage;
        return 0;
    }
    std::optional<int> depth;
    Position start;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--board") {
            const BoardArgument board = takeBoardArgument(args, i, start);
            if (!board.problem.empty()) return fail(board.problem);
        } else if (depth) {
            return fail("unexpected argument '" + printable(args[i]) + "'.");
        } else if (const auto n = parseInteger(args[i], 0, 30)) {
            depth = static_cast<int>(*n);
        } else {
            return fail("the depth must be a whole number from 0 to 30, not '" +
                        printable(args[i]) + "'.");
        }
    }
    if (!depth) return fail("give the depth N.");
    const auto t0 = std::chrono::steady_clock::now();
    const std::uint64_t leaves = perft(start, *depth);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::cout << "perft(" << *depth << ") = " << leaves << "  " << seconds << " s  "
              << static_cast<double>(leaves) / std::max(seconds, 1e-9) / 1e6 << " M leaves/s\n";
    return 0;
}

const bool registered =
    registerCommand({"perft", "count game-tree leaves N plies deep (move generator check)", run});

}  // namespace
}  // namespace verso::cli
