// SPDX-License-Identifier: GPL-3.0-or-later
// The opening book (Qt-free): positions that real games reach in their first moves, each valued
// by a deep search and minimaxed back to the start, keyed by the board up to its eight symmetries.
//
// A book is a tree of records grown from the start position: each record is a move from an
// earlier record (its parent) and holds, for the side to move in the position it reaches, the
// value of the best move that leaves the book (the "deviation", from a search that left the
// book's own moves out) and the position's minimaxed value: the best of the deviation and of the
// book's moves, each worth minus the value of the book position it leads to. Positions reached
// by several move orders are one record; the others find it through the table of positions.
//
// The file (`verso-lab book`, see lab/README.md) is binary: the text "VERSO-BOOK 1\n", the number
// of records as a varint, then per record: the distance back to its parent (a varint; 0 only for
// the first record, the start position), its square (64 for the start), its value, its deviation's
// value (-128 when every legal move is in the book), the deviation's square (64 when none) and
// the depth of that search (one byte each); last a 64-bit FNV-1a checksum of all that went before
// (little-endian). Records come in order of their disc count. Anything else is refused as a whole.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/Position.h"
#include "engine/MoveAnalysis.h"

namespace verso::engine {

struct OpeningBookRecord {
    int parent = -1;           // the record this one's move is played from; -1 for the start
    int square = 64;           // the move from the parent's position (64 for the start)
    int value = 0;             // minimaxed, in discs, for the side to move here
    int deviation = kNone;     // the best move leaving the book, in discs; kNone when none does
    int deviationSquare = 64;  // its square on this record's own board (64 when none)
    int depth = 0;             // the depth of the search that valued the deviation
    static constexpr int kNone = -128;
};

// A move the book knows in a position, worth "value" discs to the side that plays it.
struct OpeningBookMove {
    Move move;
    int value = 0;
    bool inBook = true;  // false: the best move that leaves the book (valued by a search)
    int depth = 0;       // the depth of the searches the book was valued with (for a book move,
                         // that of the position it leads to)
};

class OpeningBook {
public:
    static constexpr const char* kMagic = "VERSO-BOOK 1\n";

    // Makes a book of "records" (the start first, parents before children, each a legal move of
    // its parent that reaches a new position); false (and why) when they are not such a tree,
    // leaving the book empty.
    bool assign(std::vector<OpeningBookRecord> records, std::string& error);
    // Reads the file form; false (and why) on any damage, leaving the book empty.
    bool read(const std::uint8_t* data, std::size_t size, std::string& error);
    std::vector<std::uint8_t> write() const;

    bool empty() const { return records_.empty(); }
    std::size_t size() const { return records_.size(); }
    const std::vector<OpeningBookRecord>& records() const { return records_; }
    // The position of record i (on the board the record was built on, not the canonical one).
    const Position& position(std::size_t i) const { return positions_[i]; }

    // The record of "position" (any of its eight symmetric boards), if the book has it.
    std::optional<std::size_t> find(const Position& position) const;
    // The moves the book knows in "position", best first: its book moves, then the deviation
    // (when there is one) in its place by value. Empty when the position is not in the book.
    std::vector<OpeningBookMove> moves(const Position& position) const;

    // Sets every record's value to the best of its deviation and of minus its book children's
    // values (children before parents: the records' order). The values "assign" and "read"
    // take are checked against this in the tests, not recomputed.
    static void minimax(std::vector<OpeningBookRecord>& records,
                        const std::vector<Position>& positions);
    // The positions of "records" replayed from the start (empty, with "error", when a move is not
    // legal).
    static std::vector<Position> replay(const std::vector<OpeningBookRecord>& records,
                                        std::string& error);

private:
    std::vector<OpeningBookRecord> records_;
    std::vector<Position> positions_;
    std::vector<std::pair<std::pair<Bitboard, Bitboard>, int>>
        index_;  // canonical board -> record, sorted
};

// The book built into the program (resources/opening-book.bin, embedded at build time), read and
// checked once on first use; null when there is none or it is damaged (then
// shippedOpeningBookProblem() says which, and everything plays without a book).
const OpeningBook* shippedOpeningBook();
std::string shippedOpeningBookProblem();  // empty when the book was read

// The move a player with a book plays in "position": one of the moves the book knows there
// (OpeningBook::moves) worth at most "margin" discs less than the best, drawn by "random" (a
// number in [0, 1), the caller's), so that games do not always open the same way; with margin 0
// the best (the first of equals). Nothing when the position is not in the book.
std::optional<OpeningBookMove> chooseBookMove(const OpeningBook& book, const Position& position,
                                              int margin, double random);

// Gives the moves of "analysis" (of "position") that the book knows as its own moves the book's
// value (MoveValue::inBook), the best first again; a position the book does not know is left as
// it is. The move leaving the book keeps the analysis's own value.
void applyBookValues(const OpeningBook& book, const Position& position, Analysis& analysis);

// The position a book move leads to: the move played, then a forced pass when the side to move
// has none (book positions always have a move to play, or the game is over).
Position openingBookChild(const Position& position, int square);

}  // namespace verso::engine
