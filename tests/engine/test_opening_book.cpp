// SPDX-License-Identifier: GPL-3.0-or-later
// The opening book (engine/OpeningBook.h): a book's positions are found on any of their eight
// symmetric boards, every move it offers is legal, values are minimaxed consistently (a
// position's value is the best of its deviation and of its book moves), the file form reads
// back to the same book, and damaged or foreign files are refused with a reason, leaving the
// book empty. Plain C++: exits non-zero on a failure.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "PlainCheck.h"
#include "core/BoardSymmetry.h"
#include "core/Notation.h"
#include "engine/OpeningBook.h"

using namespace verso;
using engine::OpeningBook;
using engine::OpeningBookRecord;

namespace {

int sq(const char* name) { return *parseSquare(name); }

// The start, f5 (the other three first moves are its images), then two replies to f5 (d6 and
// f6) and one move after f5 d6 (c3). Deviations are the searched values of moves leaving the book.
std::vector<OpeningBookRecord> smallTree() {
    std::vector<OpeningBookRecord> r(5);
    r[0] = {-1, 64, 0, OpeningBookRecord::kNone, 64, 0};  // every first move is in the book (as f5)
    r[1] = {0, sq("f5"), 0, -3, sq("f4"), 12};            // after f5, White: f4 leaves the book, -3
    r[2] = {1, sq("d6"), 0, 1, sq("c5"), 12};             // after f5 d6, Black: c5 leaves, +1
    r[3] = {1, sq("f6"), 0, -2, sq("e6"), 12};            // after f5 f6, Black: e6 leaves, -2
    r[4] = {2, sq("c3"), 0, 2, sq("d3"), 12};             // after f5 d6 c3, White: d3 leaves, +2
    return r;
}

// Every record's value is the best of its deviation and of minus its book children's values.
bool minimaxed(const OpeningBook& book) {
    for (std::size_t i = 0; i < book.size(); ++i) {
        const OpeningBookRecord& r = book.records()[i];
        int best = r.deviation == OpeningBookRecord::kNone ? -1000 : r.deviation;
        for (const engine::OpeningBookMove& m : book.moves(book.position(i)))
            best = std::max(best, m.value);
        if (best != r.value) return false;
    }
    return true;
}

}  // namespace

int main() {
    std::vector<OpeningBookRecord> records = smallTree();
    std::string error;
    const std::vector<Position> positions = OpeningBook::replay(records, error);
    verso::test::check(positions.size() == records.size(), "the small tree replays");
    OpeningBook::minimax(records, positions);
    // f5 d6 c3: White's best is the deviation d3 (+2), so Black's c3 is worth -2; after f5 d6 Black
    // has c3 (-2) and c5 (+1): +1. After f5 f6 Black: -2. After f5 White: d6 (-1), f6 (+2), f4
    // (-3): +2. The start: f5 is worth -2 to Black.
    verso::test::check(records[4].value == 2 && records[2].value == 1 && records[3].value == -2 &&
                           records[1].value == 2 && records[0].value == -2,
                       "minimax values of the small tree");
    OpeningBook book;
    verso::test::check(book.assign(records, error), "the small tree makes a book");
    verso::test::check(minimaxed(book),
                       "a position's value is the best of its deviation and its book moves");

    // All four first moves are book moves (images of f5), each worth -2 to Black.
    const std::vector<engine::OpeningBookMove> first = book.moves(Position::initial());
    verso::test::check(first.size() == 4, "the four first moves are in the book");
    for (const auto& m : first)
        verso::test::check(m.inBook && m.value == -2, "a first move's value");

    // Symmetric positions: d3 c5 (the image of f5 d6 under the a1-h8 reflection... any image) is
    // found, and its moves are legal on its own board, the deviation mapped onto it.
    for (int s = 0; s < 8; ++s) {
        for (std::size_t i = 0; i < book.size(); ++i) {
            const Position& p = book.position(i);
            const Position image = Position::fromPlayer(
                applySymmetry(p.player(), s), applySymmetry(p.opponent(), s), p.sideToMove());
            const auto found = book.find(image);
            verso::test::check(found && *found == i,
                               "a symmetric image of a book position is found");
            for (const auto& m : book.moves(image))
                verso::test::check(image.isLegal(m.move), "a book move is legal on the image");
            const OpeningBookRecord& r = book.records()[i];
            if (r.deviation != OpeningBookRecord::kNone) {
                bool mapped = false;
                for (const auto& m : book.moves(image))
                    mapped |= !m.inBook &&
                              m.move.square() == symmetricSquare(r.deviationSquare, s) &&
                              m.value == r.deviation;
                verso::test::check(mapped, "the deviation is offered on the image's own square");
            }
        }
    }
    // Not in the book: the position after f5 f4 (it left the book).
    verso::test::check(
        !book.find(Position::initial().afterMove(Move::at(sq("f5"))).afterMove(Move::at(sq("f4")))),
        "a position that left the book is not found");
    verso::test::check(
        book.moves(Position::initial().afterMove(Move::at(sq("f5"))).afterMove(Move::at(sq("f4"))))
            .empty(),
        "no moves for a position outside the book");

    // Choosing: after f5 White's book knows d6 (-1), f6 (+2) and f4 (-3). Margin 0 plays f6; a
    // margin of 3 discs draws among f6 and d6 (f4 is 5 below); never a move outside the margin.
    const Position afterF5 = Position::initial().afterMove(Move::at(sq("f5")));
    for (const double r : {0.0, 0.3, 0.7, 0.99})
        verso::test::check(engine::chooseBookMove(book, afterF5, 0, r)->move == Move::at(sq("f6")),
                           "margin 0 plays the best");
    bool sawD6 = false, sawF6 = false;
    for (int i = 0; i < 100; ++i) {
        const auto m = engine::chooseBookMove(book, afterF5, 3, i / 100.0);
        verso::test::check(m && m->move != Move::at(sq("f4")), "a move within the margin");
        sawD6 |= m && m->move == Move::at(sq("d6"));
        sawF6 |= m && m->move == Move::at(sq("f6"));
    }
    verso::test::check(sawD6 && sawF6, "a margin varies among the close moves");
    verso::test::check(!engine::chooseBookMove(book, afterF5.afterMove(Move::at(sq("f4"))), 3, 0.5),
                       "no book move outside the book");

    // The file form reads back to the same book, and to the same bytes.
    const std::vector<std::uint8_t> bytes = book.write();
    OpeningBook again;
    verso::test::check(again.read(bytes.data(), bytes.size(), error) && again.write() == bytes,
                       "the file form reads back");
    verso::test::check(again.size() == book.size() && minimaxed(again),
                       "the book read back is the same");

    // Damage: every single flipped byte, a cut anywhere, a foreign file: refused with a reason,
    // book empty.
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        std::vector<std::uint8_t> damaged = bytes;
        damaged[i] ^= 0x20;
        OpeningBook b;
        std::string why;
        verso::test::check(
            !b.read(damaged.data(), damaged.size(), why) && !why.empty() && b.empty(),
            "a damaged byte is refused");
    }
    for (std::size_t cut = 0; cut < bytes.size(); ++cut) {
        OpeningBook b;
        std::string why;
        verso::test::check(!b.read(bytes.data(), cut, why) && !why.empty() && b.empty(),
                           "a cut file is refused");
    }
    const std::string foreign = "verso-learned-book 1\n";
    OpeningBook b;
    verso::test::check(
        !b.read(reinterpret_cast<const std::uint8_t*>(foreign.data()), foreign.size(), error),
        "a foreign file is refused");

    // A tree that is not a book: an illegal move, a position twice (f5 and d3 are images).
    std::vector<OpeningBookRecord> illegal = smallTree();
    illegal[2].square = sq("a1");
    verso::test::check(!OpeningBook().assign(illegal, error), "an illegal move is refused");
    std::vector<OpeningBookRecord> twice = smallTree();
    twice.insert(twice.begin() + 2, OpeningBookRecord{0, sq("d3"), 0, -3, sq("e3"), 12});
    for (std::size_t i = 3; i < twice.size(); ++i)
        if (twice[i].parent >= 2) ++twice[i].parent;
    verso::test::check(
        !OpeningBook().assign(twice, error) && error.find("same position") != std::string::npos,
        "a position twice is refused");
    // An analysis of the position after f5 (White: d6 and f6 in the book, f4 leaving it) takes the
    // book's values for d6 and f6, marked, sorted again; f4 keeps its searched value; a position
    // outside the book is left alone.
    {
        const Position afterF5 = Position::initial().afterMove(Move::at(sq("f5")));
        engine::Analysis analysis;
        analysis.moves = {
            {Move::at(sq("f4")), 3, 1, 14, engine::Proof::None, {Move::at(sq("f4"))}},
            {Move::at(sq("d6")), 2, 1, 14, engine::Proof::None, {Move::at(sq("d6"))}},
            {Move::at(sq("f6")), -9, -1, 14, engine::Proof::None, {Move::at(sq("f6"))}}};
        engine::applyBookValues(book, afterF5, analysis);
        const std::vector<engine::OpeningBookMove> known = book.moves(afterF5);
        for (const engine::MoveValue& v : analysis.moves) {
            const auto it =
                std::find_if(known.begin(), known.end(),
                             [&](const engine::OpeningBookMove& m) { return m.move == v.move; });
            const bool inBook = it != known.end() && it->inBook;
            verso::test::check(v.inBook == inBook,
                               "a move is marked as the book's exactly when the book has it");
            verso::test::check(!inBook || v.score == it->value,
                               "a book move shows the book's value");
        }
        verso::test::check(analysis.find(Move::at(sq("f4")))->score == 3 &&
                               !analysis.find(Move::at(sq("f4")))->inBook,
                           "the move leaving the book keeps the searched value");
        verso::test::check(
            std::is_sorted(analysis.moves.begin(), analysis.moves.end(),
                           [](const engine::MoveValue& a, const engine::MoveValue& b) {
                               return a.score > b.score;
                           }),
            "the moves are best first again");
        engine::Analysis outside = analysis;
        for (engine::MoveValue& v : outside.moves) v.inBook = false;
        const engine::Analysis before = outside;
        engine::applyBookValues(book, afterF5.afterMove(Move::at(sq("f4"))), outside);
        verso::test::check(
            outside.moves.size() == before.moves.size() &&
                std::equal(outside.moves.begin(), outside.moves.end(), before.moves.begin(),
                           [](const engine::MoveValue& a, const engine::MoveValue& b) {
                               return a.move == b.move && a.score == b.score && !a.inBook;
                           }),
            "a position outside the book is left alone");
    }
    // The book built into the program: there and read, or missing/damaged and saying so.
    const OpeningBook* shipped = engine::shippedOpeningBook();
    verso::test::check(shipped ? engine::shippedOpeningBookProblem().empty() && !shipped->empty()
                               : !engine::shippedOpeningBookProblem().empty(),
                       "the shipped book is there, or the reason it is not is given");
    if (shipped) {
        // Every move the built-in book offers is legal, every deviation is a legal move whose
        // position the book lacks, values are discs in -64..64, and they are minimaxed.
        bool legal = true, deviations = true, inRange = true;
        for (std::size_t i = 0; i < shipped->size(); ++i) {
            const Position& p = shipped->position(i);
            const OpeningBookRecord& r = shipped->records()[i];
            for (const engine::OpeningBookMove& m : shipped->moves(p)) {
                legal = legal && p.isLegal(m.move);
                inRange = inRange && m.value >= -64 && m.value <= 64;
            }
            if (r.deviation != OpeningBookRecord::kNone)
                deviations = deviations && r.deviationSquare >= 0 && r.deviationSquare < 64 &&
                             p.isLegal(Move::at(r.deviationSquare)) &&
                             !shipped->find(p.afterMove(Move::at(r.deviationSquare))) &&
                             r.deviation >= -64 && r.deviation <= 64;
        }
        verso::test::check(legal, "every move of the built-in book is legal");
        verso::test::check(deviations,
                           "every deviation of the built-in book is a legal move leaving the book");
        verso::test::check(inRange, "the built-in book's values are discs in -64..64");
        verso::test::check(minimaxed(*shipped), "the built-in book's values are minimaxed");
        const auto first = shipped->moves(Position::initial());
        verso::test::check(first.size() == 4, "the built-in book knows the four first moves");
    }
    std::printf("shipped book: %s\n", shipped
                                          ? (std::to_string(shipped->size()) + " positions").c_str()
                                          : engine::shippedOpeningBookProblem().c_str());
    std::printf("%zu positions, %zu bytes\n", book.size(), bytes.size());
    return verso::test::failureCount() != 0;
}
