// verso-cli perft N: counts the leaves of the game tree N plies deep (a pass uses a ply, a
// finished game is one leaf), the standard correctness and speed yardstick of move generation.
#include <chrono>
#include <cstdint>
#include <iostream>

#include "Command.h"
#include "core/Position.h"

namespace verso::cli {
namespace {

std::uint64_t perft(Bitboard player, Bitboard opponent, int depth, bool passed) {
    Bitboard moves = legalMoves(player, opponent);
    if (!moves) {
        if (passed) return 1;  // neither side can move: the game is over, one leaf
        return depth == 1 ? 1 : perft(opponent, player, depth - 1, true);
    }
    if (depth == 1) return static_cast<std::uint64_t>(popCount(moves));
    std::uint64_t leaves = 0;
    while (moves) {
        const int sq = firstSquare(moves);
        moves &= moves - 1;
        const Bitboard f = flips(player, opponent, sq);
        leaves += perft(opponent & ~f, player | f | squareBit(sq), depth - 1, false);
    }
    return leaves;
}

int run(const Args& args) {
    if (wantsHelp(args) || args.size() != 1) {
        (args.size() == 1 ? std::cout : std::cerr) << "Usage: verso-cli perft N\n"
                                                       "Counts the leaves N plies deep from the start position.\n";
        return wantsHelp(args) ? 0 : 2;
    }
    const int depth = std::stoi(args[0]);
    const Position start;
    const auto t0 = std::chrono::steady_clock::now();
    const std::uint64_t leaves = depth <= 0 ? 1 : perft(start.player(), start.opponent(), depth, false);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::cout << "perft(" << depth << ") = " << leaves << "  " << seconds << " s  "
              << static_cast<double>(leaves) / std::max(seconds, 1e-9) / 1e6 << " M leaves/s\n";
    return 0;
}

const bool registered = registerCommand({"perft", "count game-tree leaves N plies deep (move generator check)", run});

}  // namespace
}  // namespace verso::cli
