// SPDX-License-Identifier: GPL-3.0-or-later
// Practice: the time to produce the next endgame puzzle from the WTHOR games (../shared/data/wthor)
// at 14, 18 and 20 empties (median and worst of --count, 50 by default; every value exact), and
// the size of practice.txt after 1,000 answered puzzles. Without the WTHOR folder there is
// nothing to measure.
#include <QDate>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "core/GameLibrary.h"
#include "engine/Search.h"
#include "session/practice/EndgamePuzzles.h"
#include "session/practice/PracticeFile.h"

using namespace verso;
using namespace verso::session;

namespace {

void timeNextPuzzle(const std::shared_ptr<const GameLibrary>& library, int empties, int count) {
    EndgamePuzzles puzzles(library, EndgameChoice{empties, {}, 0, 0}, 2026);
    engine::Searcher searcher(64);
    std::vector<Puzzle> known;
    std::vector<double> times;
    for (int i = 0; i < count; ++i) {
        const auto start = std::chrono::steady_clock::now();
        const auto puzzle = puzzles.next(searcher, known);
        const auto end = std::chrono::steady_clock::now();
        if (!puzzle) break;
        times.push_back(std::chrono::duration<double, std::milli>(end - start).count());
        known.push_back(*puzzle);
    }
    std::sort(times.begin(), times.end());
    if (times.empty()) return (void)std::printf("%d empties: no puzzle found\n", empties);
    std::printf("%d empties: next puzzle median %8.1f ms, worst %8.1f ms (%zu puzzles)\n", empties,
                times[times.size() / 2], times.back(), times.size());
}

// 1,000 puzzles from the games at 14 empties, each with every move valued and its line, each
// answered once.
void fileSize(const GameLibrary& library) {
    PracticeData data;
    const QDate today(2026, 11, 28);
    for (int game = 0; game < library.size() && data.puzzles.size() < 1000; ++game) {
        const auto position = EndgamePuzzles::positionAt(library, game, 14);
        if (!position) continue;
        Puzzle puzzle;
        puzzle.position = *position;
        for (Bitboard moves = position->legalMoves(); moves; moves &= moves - 1)
            puzzle.values.push_back({Move::at(std::countr_zero(moves)), -12});
        puzzle.valued = puzzle.exact = true;
        Position p = *position;
        for (const Move move : library.moves(game)) {
            if (p.emptyCount() > 14) {
                p = move.isPass() ? p.afterPass() : p.afterMove(move);
                continue;
            }
            puzzle.line.push_back(move);
        }
        puzzle.source = std::string(library.black(game)) + " - " +
                        std::string(library.white(game)) + ", " + std::string(library.source(game));
        puzzle.due = today;
        if (data.add(puzzle))
            data.record(static_cast<int>(data.puzzles.size()) - 1, game % 3 != 0, today);
    }
    const std::string text = PracticeFile::format(data);
    std::printf("practice.txt after %zu answered puzzles: %zu bytes (%.1f KB)\n",
                data.puzzles.size(), text.size(), static_cast<double>(text.size()) / 1024.0);
}

}  // namespace

int main(int argc, char** argv) {
    int count = 50;
    for (int i = 1; i + 1 < argc; ++i)
        if (std::strcmp(argv[i], "--count") == 0) count = std::max(1, std::atoi(argv[i + 1]));
    const std::string folder = std::string(VERSO_SHARED_DATA_DIR) + "/wthor";
    auto library = std::make_shared<GameLibrary>();
    std::string error;
    if (addWthorFolder(*library, folder, error) == 0) {
        std::printf("bench_practice: no WTHOR games in %s; nothing to measure\n", folder.c_str());
        return 0;
    }
    std::printf("%d WTHOR games\n", library->size());
    fileSize(*library);
    for (const int empties : {14, 18, 20}) timeNextPuzzle(library, empties, count);
    return 0;
}
