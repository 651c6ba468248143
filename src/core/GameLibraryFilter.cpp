// SPDX-License-Identifier: GPL-3.0-or-later
// GameLibrary::filter: the cheap tests first (year, result, player through a per-name cache), then
// the position: a game can reach a position with d discs only after d - (discs at its start)
// placing moves, and only when those moves filled exactly the position's squares, so most games
// are ruled out by OR-ing a few move bytes; the rest are replayed up to that ply.
#include <array>
#include <bit>

#include "core/BoardSymmetry.h"
#include "core/GameLibrary.h"

namespace verso {
namespace {

// Lower case for ASCII and for the Latin-1 capitals (U+00C0..U+00DE but U+00D7) in UTF-8, which
// covers the names WTHOR's Latin-1 tables hold.
std::string folded(std::string_view text) {
    std::string out(text);
    for (std::size_t i = 0; i < out.size(); ++i) {
        const auto c = static_cast<unsigned char>(out[i]);
        if (c >= 'A' && c <= 'Z') {
            out[i] = static_cast<char>(c + 32);
        } else if (c == 0xc3 && i + 1 < out.size()) {
            const auto next = static_cast<unsigned char>(out[i + 1]);
            if (next >= 0x80 && next <= 0x9e && next != 0x97)
                out[i + 1] = static_cast<char>(next + 32);
            ++i;
        }
    }
    return out;
}

}  // namespace

// The target position in its distinct symmetric forms.
struct GameLibrary::Target {
    std::array<Bitboard, 8> black{}, white{}, occupied{};
    int forms = 0;
    Color toMove = Color::Black;
    int discs = 0;

    explicit Target(const Position& position) : toMove(position.sideToMove()) {
        discs = popCount(position.black() | position.white());
        for (int s = 0; s < 8; ++s) {
            const Bitboard b = applySymmetry(position.black(), s),
                           w = applySymmetry(position.white(), s);
            bool seen = false;
            for (int f = 0; f < forms; ++f) seen = seen || (black[f] == b && white[f] == w);
            if (seen) continue;
            black[forms] = b, white[forms] = w, occupied[forms] = b | w;
            ++forms;
        }
    }
    bool covers(Bitboard squares) const {
        for (int f = 0; f < forms; ++f)
            if (occupied[f] == squares) return true;
        return false;
    }
    bool matches(const Position& p) const {
        if (p.sideToMove() != toMove) return false;
        for (int f = 0; f < forms; ++f)
            if (black[f] == p.black() && white[f] == p.white()) return true;
        return false;
    }
};

std::vector<int> GameLibrary::filter(const LibraryFilter& filter) const {
    std::vector<int> result;
    const std::string needle = folded(filter.player);
    std::vector<std::int8_t> nameMatches(needle.empty() ? 0 : strings_.size(),
                                         -1);  // -1: not yet known
    const auto nameMatch = [&](std::uint32_t id) {
        if (nameMatches[id] < 0)
            nameMatches[id] = folded(strings_[id]).find(needle) != std::string::npos;
        return nameMatches[id] == 1;
    };
    const bool years = filter.yearFrom != 0 || filter.yearTo != 0;
    std::optional<Target> target;
    if (filter.through) target.emplace(*filter.through);
    const int count = size();
    for (int i = 0; i < count; ++i) {
        const Entry& entry = games_[index(i)];
        if (years && (entry.year == 0 || (filter.yearFrom != 0 && entry.year < filter.yearFrom) ||
                      (filter.yearTo != 0 && entry.year > filter.yearTo)))
            continue;
        if (filter.result != LibraryFilter::Result::Any) {
            if (!(entry.flags & kFinished)) continue;
            const LibraryFilter::Result outcome = entry.score > 0 ? LibraryFilter::Result::BlackWins
                                                  : entry.score < 0
                                                      ? LibraryFilter::Result::WhiteWins
                                                      : LibraryFilter::Result::Draw;
            if (outcome != filter.result) continue;
        }
        if (!needle.empty() && !nameMatch(entry.black) && !nameMatch(entry.white)) continue;
        if (target && !reaches(i, *target)) continue;
        result.push_back(i);
    }
    return result;
}

bool GameLibrary::reaches(int i, const Target& target) const {
    const Position begin = start(i);
    const int ply = target.discs - popCount(begin.black() | begin.white());
    if (ply < 0 || ply > moveCount(i)) return false;
    const std::uint8_t* squares = movesOf(i);
    Bitboard occupied = begin.black() | begin.white();
    for (int k = 0; k < ply; ++k) occupied |= squareBit(squares[k] - 1);
    if (!target.covers(occupied)) return false;
    const std::uint64_t passes = passesOf(i);
    Position p = begin;
    for (int k = 0; k < ply; ++k) {
        if (passes >> k & 1) p = p.afterPass();
        p = p.afterMove(Move::at(squares[k] - 1));
    }
    if (target.matches(p)) return true;
    return (passes >> ply & 1) && target.matches(p.afterPass());
}

}  // namespace verso
