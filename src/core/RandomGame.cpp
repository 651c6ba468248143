// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/RandomGame.h"

#include <random>

namespace verso {

std::vector<Position> randomGamePositions(int count, unsigned seed) {
    std::mt19937 random(seed);
    std::vector<Position> positions;
    Position p;
    while (static_cast<int>(positions.size()) < count) {
        if (p.isGameOver()) p = Position();
        if (p.mustPass()) p = p.afterPass();
        positions.push_back(p);
        Bitboard moves = p.legalMoves();
        for (auto skip = random() % static_cast<unsigned>(popCount(moves)); skip > 0; --skip)
            moves &= moves - 1;
        p = p.afterMove(Move::at(firstSquare(moves)));
    }
    return positions;
}

void playRandomMove(GameRecord& game, std::mt19937& random) {
    Bitboard moves = game.current().legalMoves();
    if (!moves) {
        game.play(Move::pass());
        return;
    }
    for (auto skip = random() % static_cast<unsigned>(popCount(moves)); skip > 0; --skip)
        moves &= moves - 1;
    game.play(Move::at(firstSquare(moves)));
}

GameRecord randomGame(unsigned seed, int maxPlies, const Position& start) {
    std::mt19937 random(seed);
    GameRecord game(start);
    while (!game.isOver() && game.length() < maxPlies) playRandomMove(game, random);
    return game;
}

}  // namespace verso
