// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Openings.h"

#include <algorithm>
#include <string_view>
#include <unordered_map>

#include "core/BoardSymmetry.h"
#include "core/Notation.h"
#include "core/Position.h"

namespace verso {
namespace {

constexpr std::string_view kOpeningsText =
#include "../../resources/openings.txt"
    ;

// A position in one form shared by its 8 symmetric images: the least (black, white) pair.
struct Canonical {
    Bitboard black = 0, white = 0;
    Color toMove = Color::Black;
    friend bool operator==(const Canonical&, const Canonical&) = default;
};

struct CanonicalHash {
    std::size_t operator()(const Canonical& c) const {
        return std::hash<Bitboard>()(c.black * 0x9e3779b97f4a7c15ULL ^ c.white) ^
               static_cast<std::size_t>(c.toMove);
    }
};

Canonical canonical(const Position& position) {
    Canonical best{position.black(), position.white(), position.sideToMove()};
    for (int s = 1; s < 8; ++s) {
        const Bitboard b = applySymmetry(position.black(), s),
                       w = applySymmetry(position.white(), s);
        if (b < best.black || (b == best.black && w < best.white)) best.black = b, best.white = w;
    }
    return best;
}

std::vector<OpeningName> readTable() {
    std::vector<OpeningName> table;
    std::size_t at = 0;
    while (at < kOpeningsText.size()) {
        std::size_t end = kOpeningsText.find('\n', at);
        if (end == std::string_view::npos) end = kOpeningsText.size();
        const std::string_view line = kOpeningsText.substr(at, end - at);
        at = end + 1;
        const std::size_t space = line.find(' ');
        if (line.empty() || line.front() == '#' || space == std::string_view::npos) continue;
        const auto record = parseTranscript(line.substr(0, space));
        if (!record) continue;  // the tests check that every line reads
        table.push_back({std::string(line.substr(space + 1)), record->moves()});
    }
    return table;
}

struct Index {
    std::unordered_map<Canonical, std::size_t, CanonicalHash> byPosition;  // into openingNames()
    int maxDiscs = 0;  // on the board after the longest opening
};

const Index& openingIndex() {
    static const Index index = [] {
        Index built;
        const std::vector<OpeningName>& table = openingNames();
        for (std::size_t i = 0; i < table.size(); ++i) {
            Position p;
            for (const Move move : table[i].moves) p = p.afterMove(move);
            built.byPosition.emplace(canonical(p), i);  // the first line naming a position wins
            built.maxDiscs = std::max(built.maxDiscs, popCount(p.black() | p.white()));
        }
        return built;
    }();
    return index;
}

}  // namespace

const std::vector<OpeningName>& openingNames() {
    static const std::vector<OpeningName> table = readTable();
    return table;
}

std::string openingName(const std::vector<Move>& moves) {
    const Index& index = openingIndex();
    std::string name;
    Position p;
    for (const Move move : moves) {
        if (popCount(p.black() | p.white()) >= index.maxDiscs || p.isGameOver() || !p.isLegal(move))
            break;
        p = p.afterMove(move);
        if (const auto found = index.byPosition.find(canonical(p)); found != index.byPosition.end())
            name = openingNames()[found->second].name;
    }
    return name;
}

}  // namespace verso
