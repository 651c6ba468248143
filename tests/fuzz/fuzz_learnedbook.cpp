// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for verso-engine's learned book file (tools/nboard/LearnedBook: LearnedBook::read,
// write, find), read from the input as loadBookFile reads a file.
// Checks: a refused file says why and changes nothing in the book it was read into; a book read
// writes a text that reads back to the same book (the same text again), and every position it
// lists is found, on all of its eight images, with a legal move and the value written.
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>

#include "FuzzCheck.h"
#include "core/BoardSymmetry.h"
#include "core/Notation.h"
#include "nboard/LearnedBook.h"

using namespace verso;
using namespace verso::nboard;

namespace {

constexpr const char* kTarget = "fuzz_learnedbook";

std::string written(const LearnedBook& book) {
    std::ostringstream out;
    book.write(out);
    return out.str();
}

// A book with one entry: a refused read must leave it as it is.
LearnedBook oneEntryBook() {
    LearnedBook book;
    const Position p = Position::initial().afterMove(Move::at(*parseSquare("f5")));
    book.store(p, Move::at(*parseSquare("d6")), 2, false, 7);
    return book;
}

// Every entry line of a written book: the position (X to move) is found on each image.
void checkEntries(const LearnedBook& book, const std::string& text) {
    std::istringstream lines(text);
    std::string line;
    std::getline(lines, line);
    std::size_t entries = 0;
    while (std::getline(lines, line)) {
        if (line.empty() || line[0] == '#') continue;
        ++entries;
        Bitboard player = 0, opponent = 0;
        for (int sq = 0; sq < 64; ++sq) {
            if (line[static_cast<std::size_t>(sq)] == 'X') player |= squareBit(sq);
            if (line[static_cast<std::size_t>(sq)] == 'O') opponent |= squareBit(sq);
        }
        std::istringstream fields(line.substr(65));
        std::string moveText;
        int value = 0;
        fields >> moveText >> value;
        for (int s = 0; s < 8; ++s) {
            const Position image = Position::fromPlayer(
                verso::applySymmetry(player, s), verso::applySymmetry(opponent, s), Color::Black);
            const auto hit = book.find(image);
            if (!hit)
                fuzz::fail(kTarget, "a written position is not found on one of its images", line);
            if (!image.isLegal(hit->move) || hit->value != value)
                fuzz::fail(kTarget, "a found move is not legal or has another value", line);
            if (s == 0 && hit->move.toString() != moveText)
                fuzz::fail(kTarget, "the normalised position's move differs", line);
        }
    }
    if (entries != book.size())
        fuzz::fail(kTarget, "the written book lists a different number of positions", text);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(fuzz::asText(data, size));
    LearnedBook book = oneEntryBook();
    const std::string before = written(book);
    std::istringstream in(text);
    std::string error;
    if (!book.read(in, error)) {
        if (error.empty()) fuzz::fail(kTarget, "refused without a reason", text);
        if (written(book) != before) fuzz::fail(kTarget, "a refused file changed the book", text);
        return 0;
    }
    const std::string once = written(book);
    LearnedBook again;
    std::istringstream onceIn(once);
    if (!again.read(onceIn, error))
        fuzz::fail(kTarget, "the written book does not read: " + error, once);
    if (again.size() != book.size() || written(again) != once)
        fuzz::fail(kTarget, "the written book reads back different", once);
    checkEntries(book, once);
    return 0;
}
