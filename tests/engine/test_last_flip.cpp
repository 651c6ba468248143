// SPDX-License-Identifier: GPL-3.0-or-later
// The last move's flip count from line tables (engine/LastFlip.h) against the core's flips(), on
// random full boards with one empty square. Plain C++: exits non-zero on a failure.
#include <cstdio>
#include <random>

#include "PlainCheck.h"
#include "core/Bitboard.h"
#include "engine/LastFlip.h"

using namespace verso;

int main() {
    std::mt19937_64 random(20240601);
    int checked = 0;
    for (int board = 0; board < 200'000; ++board) {
        const int square = static_cast<int>(random() % 64);
        // Sparse and dense boards both: the second mask makes long runs of one colour likely.
        const Bitboard bits =
            (board & 1) ? random() : (random() & random()) | (random() & random() & random());
        const Bitboard player = bits & ~squareBit(square);
        const Bitboard opponent = ~bits & ~squareBit(square);
        const bool playerOk =
            engine::lastflip::count(player, square) == popCount(flips(player, opponent, square));
        const bool opponentOk =
            engine::lastflip::count(opponent, square) == popCount(flips(opponent, player, square));
        verso::test::check(playerOk && opponentOk, "last flip count differs from flips()");
        if (!playerOk || !opponentOk) {
            std::fprintf(stderr, "  square %d player %016llx\n", square,
                         static_cast<unsigned long long>(player));
            break;
        }
        ++checked;
    }
    std::printf("%d boards checked\n", checked);
    return verso::test::failureCount() != 0;
}
