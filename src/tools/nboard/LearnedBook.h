// SPDX-License-Identifier: GPL-3.0-or-later
// verso-engine's learning book (Qt-free): positions of the games it was asked to "learn", keyed by
// the board up to its eight symmetries, each with the best move known there and that move's value.
// Kept in a human-readable text file, replaced atomically on every save; several engines may learn
// into one book at once (saveBookFile locks it and merges what the others wrote).
#pragma once

#include <atomic>
#include <cstddef>
#include <iosfwd>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/Position.h"
#include "engine/Search.h"

namespace verso::nboard {

// A board up to symmetry: the smallest (player, opponent) pair among its eight images, and the
// symmetry (core/BoardSymmetry.h numbering) that turns the board into it.
struct NormalisedBoard {
    Bitboard player = 0;
    Bitboard opponent = 0;
    int symmetry = 0;
};
NormalisedBoard normaliseBoard(Bitboard player, Bitboard opponent);
// Where a square of the original board lies on the normalised one, and back.
int toNormalisedSquare(int square, int symmetry);
int fromNormalisedSquare(int square, int symmetry);

// What the book knows about a position, for its side to move.
struct BookEntry {
    int move = 0;        // the best known square, on the normalised board
    int value = 0;       // disc difference for the side to move after that move
    bool exact = false;  // perfect play (solved)
    int depth = 0;       // otherwise: the search depth the value rests on
};

// A book entry for a concrete position: the move on this board (checked legal) and its value.
struct BookMove {
    Move move;
    int value = 0;
    bool exact = false;
    int depth = 0;
};

class LearnedBook {
public:
    static constexpr const char* kHeader = "verso-learned-book 1";

    std::optional<BookMove> find(const Position& position) const;
    // Stores "best" (legal in "position") unless the book already knows the position more reliably.
    void store(const Position& position, Move best, int value, bool exact, int depth);
    std::size_t size() const { return entries_.size(); }
    // Takes in what "other" knows: positions this book lacks, and entries it knows more reliably
    // (solved over searched, deeper over shallower; on a tie this book's entry stays).
    void merge(const LearnedBook& other);

    // The text form: the header line, then one position per line,
    //   <64 squares, X side to move, O opponent, - empty> <move> <value> <exact | dN>
    // on the normalised board; '#' lines are comments. On an error nothing is changed.
    bool read(std::istream& in, std::string& error);
    void write(std::ostream& out) const;

private:
    std::map<std::pair<Bitboard, Bitboard>, BookEntry> entries_;
};

// $XDG_DATA_HOME/verso/learned-book.txt, else ~/.local/share/verso/learned-book.txt; empty when
// neither variable is set.
std::string defaultBookPath();

// The book file at "path". A missing file is an empty book. An unreadable one is renamed to
// "<path>.unreadable" (".unreadable-2", ... the first free name, never over a file) so that nothing
// is lost, and the book starts empty; if it cannot be moved (or is not a plain file), the book is
// not saved at all ("saving" false).
struct LoadedBook {
    LearnedBook book;
    bool saving = true;
    std::string problem;  // one sentence when the file was unusable, empty otherwise
};
LoadedBook loadBookFile(const std::string& path);
// Saves "book" at "path" (creating the directory) so that several engines may learn into one book
// at once: holding an exclusive lock on "<path>.lock" (flock; Linux's NFS client turns it into a
// whole-file lock the server arbitrates, so a network home works too; where locks are refused the
// save goes on without one), it reads the file again and merges into "book" what other engines
// wrote since (LearnedBook::merge), then writes a temporary file of its own ("<path>.tmp-XXXXXX")
// and renames it over "path". A file found unreadable there is set aside first. False with the
// reason in "message"; true with "message" empty, or a note about a file set aside.
bool saveBookFile(LearnedBook& book, const std::string& path, std::string& message);

// Learns a game: "positions" are the game's positions from the start (positions[i + 1] follows
// positions[i] by moves[i], passes included). From the end backwards, each position gets the
// better of the game move (the value of the position after it, as learned) and the best other
// move, searched with "limits" one ply shallower (an exact solve when the position is within
// limits.exactEmpties). Stops early, keeping what it learned, at "deadline" or when *stop is
// set; returns the number of positions stored.
std::size_t learnGame(LearnedBook& book, engine::Searcher& searcher,
                      const std::vector<Position>& positions, const std::vector<Move>& moves,
                      const engine::SearchLimits& limits,
                      std::chrono::steady_clock::time_point deadline,
                      const std::atomic<bool>* stop);

}  // namespace verso::nboard
