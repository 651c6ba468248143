// SPDX-License-Identifier: GPL-3.0-or-later
#include "MatchOpenings.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <numeric>

#include "core/Notation.h"
#include "engine/Search.h"

namespace verso::cli {

std::optional<std::vector<Opening>> readOpenings(const std::string& path, std::string& error) {
    std::ifstream in(path);
    if (!in) {
        error = "cannot read the openings file " + path;
        return std::nullopt;
    }
    std::vector<Opening> openings;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
        if (line.empty() || line.front() == '#') continue;
        const auto game = parseTranscript(line);
        if (!game) {
            error = path + ":" + std::to_string(number) + ": " + game.message();
            return std::nullopt;
        }
        if (game->current().isGameOver()) {
            error = path + ":" + std::to_string(number) + ": the opening ends the game";
            return std::nullopt;
        }
        openings.push_back({game->moves(), line});
    }
    if (openings.empty()) {
        error = "the openings file " + path + " holds no opening";
        return std::nullopt;
    }
    return openings;
}

std::vector<Opening> pickOpenings(const std::vector<Opening>& all, int count,
                                  std::mt19937_64& rng) {
    std::vector<size_t> order(all.size());
    std::iota(order.begin(), order.end(), size_t{0});
    std::vector<Opening> picked;
    while (static_cast<int>(picked.size()) < count) {
        std::shuffle(order.begin(), order.end(), rng);
        for (size_t i = 0; i < order.size() && static_cast<int>(picked.size()) < count; ++i)
            picked.push_back(all[order[i]]);
    }
    return picked;
}

std::vector<Opening> randomBalancedOpenings(int count, int plies, std::mt19937_64& rng) {
    engine::Searcher searcher(4);
    engine::SearchLimits limits;
    limits.depth = 6;
    std::vector<Opening> openings;
    while (static_cast<int>(openings.size()) < count) {
        Opening opening;
        Position p;
        for (int ply = 0; ply < plies && !p.isGameOver(); ++ply) {
            Bitboard moves = p.legalMoves();
            Move move = Move::pass();
            if (moves) {
                for (auto skip = rng() % static_cast<unsigned>(popCount(moves)); skip > 0; --skip)
                    moves &= moves - 1;
                move = Move::at(firstSquare(moves));
            }
            opening.moves.push_back(move);
            opening.text += move.toString();
            p = p.afterMove(move);
        }
        if (p.isGameOver() || std::abs(searcher.search(p, limits).score) > 4) continue;
        openings.push_back(std::move(opening));
    }
    return openings;
}

std::string defaultOpeningsFile() {
#ifdef VERSO_SHARED_DATA_DIR
    const std::filesystem::path path =
        std::filesystem::path(VERSO_SHARED_DATA_DIR) / "xot" / "xot-openings.txt";
    std::error_code ec;
    if (std::filesystem::exists(path, ec)) return path.string();
#endif
    return {};
}

}  // namespace verso::cli
