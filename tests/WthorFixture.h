// SPDX-License-Identifier: GPL-3.0-or-later
// Game databases made in a test: random games played to their end, and a WTHOR file of any games
// (only their placing moves are stored, as WTHOR does), for the explorer's tests.
#pragma once

#include <QFile>
#include <QString>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "core/GameRecord.h"
#include "core/Wthor.h"

namespace verso::test {

// Plays "game" on to its end with random legal moves (forced passes included). Before ply
// "narrowUntil" only the first two legal moves (by square) are chosen, so that many games share
// their openings.
inline void playToTheEnd(GameRecord& game, std::mt19937& random, int narrowUntil = 0) {
    while (!game.isOver()) {
        const Position& p = game.current();
        if (p.mustPass()) {
            game.play(Move::pass());
            continue;
        }
        std::vector<int> legal;
        for (int s = 0; s < 64; ++s)
            if (p.isLegal(Move::at(s))) legal.push_back(s);
        const std::size_t choices =
            game.ply() < narrowUntil ? std::min<std::size_t>(2, legal.size()) : legal.size();
        game.play(Move::at(legal[random() % choices]));
    }
}

// Writes the games' moves as a WTHOR file at "path" (year 2026); false when it cannot be written.
inline bool writeWthorFile(const QString& path, const std::vector<std::vector<Move>>& games) {
    WthorFile file;
    file.year = 2026;
    for (const auto& moves : games) {
        WthorGame game;
        std::size_t k = 0;
        for (const Move m : moves)
            if (!m.isPass()) game.moves[k++] = wthorByte(m.square());
        file.games.push_back(game);
    }
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly)) return false;
    const std::string bytes = formatWthorGames(file);
    return out.write(bytes.data(), static_cast<qint64>(bytes.size())) ==
           static_cast<qint64>(bytes.size());
}

}  // namespace verso::test
