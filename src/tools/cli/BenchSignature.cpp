// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchSignature.h"

#include <new>

#include "core/Notation.h"
#include "engine/Search.h"

namespace verso::cli {
namespace {

// A position (a transcript from the start, or a board with the side to move) and its search.
struct SignatureSearch {
    const char* position;
    bool isBoard;
    int depth;  // midgame depth; 0 for an exact solve
};

// Midgame searches of middle games 8, 10 and 22 plies in, and exact solves of endgames of 14 and
// 15 empties (FFO test positions #1, #3 and #8), which together exercise move ordering, the
// evaluation, selective pruning, the table and the endgame solver. Changing this list changes the
// signature.
constexpr SignatureSearch kSearches[] = {
    {"f5d6c4d3c2b3b4b5", false, 14},
    {"f5f6e6f4g5e7f7h5e3d3", false, 14},
    {"f5d6c3d3c4f4c5b3c2e6c6b4b5d2e3a6c1b1f3e2f2g4", false, 14},
    {"--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X", true, 0},
    {"----OX----OOXX---OOOXX-XOOXXOOOOOXXOXXOOOXXXOOOOOXXXXOXO--OOOOOX X", true, 0},
    {"---X-X--X-XXXX--XXXXOXXXXXXOOOOOXXOXXXO-XOXXXXO-XOOXXX--XOOXXO-- O", true, 0},
};

constexpr std::size_t kTableMegabytes = 16;

}  // namespace

std::optional<BenchSignature> runBenchSignature(std::string& error) {
    BenchSignature signature;
    for (const SignatureSearch& s : kSearches) {
        std::optional<Position> position;
        if (s.isBoard) {
            if (auto board = parseBoard(s.position)) position = board.value();
        } else if (auto game = parseTranscript(s.position)) {
            position = game.value().current();
        }
        if (!position) {
            error = std::string("bad built-in position ") + s.position;
            return std::nullopt;
        }
        engine::SearchLimits limits;
        limits.depth = s.depth == 0 ? 60 : s.depth;
        limits.exactEmpties = s.depth == 0 ? 60 : 0;
        std::optional<engine::Searcher> searcher;
        try {
            searcher.emplace(kTableMegabytes);
        } catch (const std::bad_alloc&) {
            error = "cannot allocate a " + std::to_string(kTableMegabytes) + " MB hash table";
            return std::nullopt;
        }
        const engine::SearchResult r = searcher->search(*position, limits);
        signature.nodes += r.nodes;
        signature.seconds += r.seconds;
    }
    return signature;
}

}  // namespace verso::cli
