// SPDX-License-Identifier: GPL-3.0-or-later
// verso-engine's learned book in-process: the symmetry key and the move mapped back, the text
// file (round trip, bad lines, unreadable files set aside, atomic saves) and learning a game.
#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <sstream>

#include "core/BoardSymmetry.h"
#include "core/Notation.h"
#include "nboard/LearnedBook.h"

using namespace verso;
using namespace verso::nboard;

namespace {

// An asymmetric position from a fixed line (black to move).
Position sample() {
    Position p;
    for (const char* name : {"f5", "f6", "e6", "f4", "e3", "c5", "c4", "d3", "c3"})
        p = p.afterMove(Move::at(*parseSquare(name)));
    return p;
}

Position image(const Position& p, int s) {
    return Position::fromPlayer(verso::applySymmetry(p.player(), s),
                                verso::applySymmetry(p.opponent(), s), p.sideToMove());
}

std::string readAll(const std::string& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

void writeFile(const std::string& path, const std::string& text) { std::ofstream(path) << text; }

}  // namespace

class TestLearnedBook : public QObject {
    Q_OBJECT
private slots:
    void everySymmetryGivesTheSameKey() {
        const Position p = sample();
        const NormalisedBoard key = normaliseBoard(p.player(), p.opponent());
        for (int s = 0; s < 8; ++s) {
            const Position q = image(p, s);
            const NormalisedBoard other = normaliseBoard(q.player(), q.opponent());
            QCOMPARE(other.player, key.player);
            QCOMPARE(other.opponent, key.opponent);
            QCOMPARE(verso::applySymmetry(q.player(), other.symmetry), key.player);
            for (int sq = 0; sq < 64; ++sq)
                QCOMPARE(fromNormalisedSquare(toNormalisedSquare(sq, s), s), sq);
        }
        QVERIFY(normaliseBoard(p.opponent(), p.player()).player !=
                key.player);  // the side to move matters
    }

    void aStoredMoveMapsBackOnEveryImage() {
        const Position p = sample();
        for (int stored = 0; stored < 8; ++stored) {
            LearnedBook book;
            const Position learned = image(p, stored);
            for (Bitboard moves = learned.legalMoves(); moves; moves &= moves - 1) {
                const Move m = Move::at(firstSquare(moves));
                book.store(learned, m, 4, false, 8);  // the last legal move stays
            }
            const Move lastMove = Move::at(63 - __builtin_clzll(learned.legalMoves()));
            for (int s = 0; s < 8; ++s) {
                // The image s of "p" is the image (s after the inverse of "stored") of "learned":
                // compare through p's squares.
                const Position q = image(p, s);
                const auto hit = book.find(q);
                QVERIFY(hit.has_value());
                QVERIFY(q.isLegal(hit->move));
                int original = -1;  // the square of p that lastMove came from
                for (int sq = 0; sq < 64; ++sq)
                    if (verso::symmetricSquare(sq, stored) == lastMove.square()) original = sq;
                QCOMPARE(hit->move.square(), verso::symmetricSquare(original, s));
                QCOMPARE(hit->value, 4);
                QCOMPARE(hit->depth, 8);
                QVERIFY(!hit->exact);
            }
        }
        LearnedBook empty;
        QVERIFY(!empty.find(sample()).has_value());
    }

    void keepsTheMoreReliableEntry() {
        LearnedBook book;
        const Position p = sample();
        const Move a = Move::at(firstSquare(p.legalMoves()));
        const Move b = Move::at(63 - __builtin_clzll(p.legalMoves()));
        book.store(p, a, 2, true, 0);
        book.store(p, b, 10, false, 30);  // a search, even deep, does not replace a solve
        QCOMPARE(book.find(p)->move, a);
        book.store(p, b, -2, true, 0);  // a newer solve does
        QCOMPARE(book.find(p)->move, b);
        QCOMPARE(book.size(), std::size_t{1});
    }

    void textRoundTripAndBadLines() {
        LearnedBook book;
        const Position p = sample();
        book.store(p, Move::at(firstSquare(p.legalMoves())), -6, false, 12);
        const Position q = p.afterMove(Move::at(firstSquare(p.legalMoves())));
        book.store(q, Move::at(firstSquare(q.legalMoves())), 6, true, 0);
        std::ostringstream out;
        book.write(out);
        QVERIFY(out.str().rfind(LearnedBook::kHeader, 0) == 0);
        LearnedBook again;
        std::string error;
        std::istringstream in(out.str());
        QVERIFY2(again.read(in, error), error.c_str());
        QCOMPARE(again.size(), std::size_t{2});
        QCOMPARE(again.find(p)->value, -6);
        QCOMPARE(again.find(p)->depth, 12);
        QVERIFY(again.find(q)->exact);
        std::ostringstream rewritten;
        again.write(rewritten);
        QCOMPARE(rewritten.str(), out.str());

        const std::string header = std::string(LearnedBook::kHeader) + "\n";
        const std::string squares =
            out.str().substr(out.str().rfind('\n', out.str().size() - 2) + 1, 64);
        for (const std::string& bad :
             {std::string("verso-learned-book 9\n"), header + "XO d3 0 exact\n",
              header + squares + " a1 0 exact\n", header + squares + " zz 0 exact\n",
              header + squares + " " + squareName(again.find(q)->move.square()) + " 99 exact\n",
              header + squares + " a1 0 fast\n", header + "# fine\n" + squares + " a1 0\n"}) {
            std::istringstream badIn(bad);
            error.clear();
            QVERIFY2(!again.read(badIn, error), bad.c_str());
            QVERIFY(!error.empty());
            QCOMPARE(again.size(), std::size_t{2});  // unchanged
        }
        std::istringstream third(header + "# comment\n" + squares + " a1 0 d3\n");
        QVERIFY(!again.read(third, error));
        QVERIFY2(error.find("line 3") == 0, error.c_str());
    }

    void unreadableFileIsSetAsideNotOverwritten() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("book.txt").toStdString();
        QVERIFY(loadBookFile(path).problem.empty());  // missing: an empty book, no complaint
        writeFile(path, "my notes, not a book\n");
        writeFile(path + ".unreadable", "an older one\n");
        const LoadedBook loaded = loadBookFile(path);
        QVERIFY2(loaded.problem.find(path + ".unreadable-2") != std::string::npos,
                 loaded.problem.c_str());
        QVERIFY(loaded.saving);
        QCOMPARE(loaded.book.size(), std::size_t{0});
        QCOMPARE(readAll(path + ".unreadable-2"), std::string("my notes, not a book\n"));
        QCOMPARE(readAll(path + ".unreadable"), std::string("an older one\n"));

        QVERIFY(QDir(dir.path()).mkdir("folder"));  // a directory in the book's place is left alone
        const LoadedBook folder = loadBookFile(dir.filePath("folder").toStdString());
        QVERIFY(!folder.saving);
        QVERIFY(!folder.problem.empty());
        QVERIFY(QDir(dir.filePath("folder")).exists());

        LearnedBook book;
        book.store(sample(), Move::at(firstSquare(sample().legalMoves())), 0, true, 0);
        std::string error;
        const std::string nested = dir.filePath("a/b/book.txt").toStdString();
        QVERIFY2(saveBookFile(book, nested, error), error.c_str());
        QCOMPARE(loadBookFile(nested).book.size(), std::size_t{1});
        QVERIFY(!std::ifstream(nested + ".tmp"));  // renamed into place
        writeFile(dir.filePath("blocker").toStdString(), "a file\n");
        QVERIFY(!saveBookFile(book, dir.filePath("blocker/book.txt").toStdString(),
                              error));  // a file in the way
        QVERIFY(!error.empty());
    }

    // With ".unreadable" and "-2" to "-999" taken, the bad book goes to "-1000": nothing is
    // replaced.
    void setAsideNeverReplacesAnOlderFileHoweverManyThereAre() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("book.txt").toStdString();
        writeFile(path + ".unreadable", "kept 1\n");
        for (int n = 2; n <= 999; ++n)
            writeFile(path + ".unreadable-" + std::to_string(n),
                      "kept " + std::to_string(n) + "\n");
        writeFile(path, "new garbage\n");
        const LoadedBook loaded = loadBookFile(path);
        QVERIFY2(loaded.problem.find(path + ".unreadable-1000") != std::string::npos,
                 loaded.problem.c_str());
        QVERIFY(loaded.saving);
        QCOMPARE(readAll(path + ".unreadable-1000"), std::string("new garbage\n"));
        QCOMPARE(readAll(path + ".unreadable"), std::string("kept 1\n"));
        for (int n = 2; n <= 999; ++n)
            QCOMPARE(readAll(path + ".unreadable-" + std::to_string(n)),
                     "kept " + std::to_string(n) + "\n");
    }

    // Two books read from the same file, each saving what it learned: the second save keeps the
    // first's positions (merged from the file under the lock), and the book learns them too.
    void savingMergesWhatAnotherProcessWroteSinceTheBookWasRead() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("book.txt").toStdString();
        LoadedBook first = loadBookFile(path);
        LoadedBook second = loadBookFile(path);
        const Position p = sample();
        const Position q = p.afterMove(Move::at(firstSquare(p.legalMoves())));
        const Move late = Move::at(63 - __builtin_clzll(q.legalMoves()));
        first.book.store(p, Move::at(firstSquare(p.legalMoves())), 4, false, 6);
        first.book.store(q, Move::at(firstSquare(q.legalMoves())), 2, false, 4);
        second.book.store(q, late, -2, false, 8);  // deeper than the first's: it wins
        std::string error;
        QVERIFY2(saveBookFile(first.book, path, error), error.c_str());
        QVERIFY2(saveBookFile(second.book, path, error), error.c_str());
        QCOMPARE(second.book.size(), std::size_t{2});  // it knows the first's position now
        const LoadedBook merged = loadBookFile(path);
        QCOMPARE(merged.book.size(), std::size_t{2});
        QCOMPARE(merged.book.find(p)->value, 4);
        QCOMPARE(merged.book.find(q)->move, late);
        QCOMPARE(merged.book.find(q)->depth, 8);
        // The first saving again keeps the deeper entry the second wrote.
        QVERIFY2(saveBookFile(first.book, path, error), error.c_str());
        QCOMPARE(loadBookFile(path).book.find(q)->depth, 8);
        QVERIFY(std::ifstream(path + ".lock").good());  // the lock file stays beside the book
    }

    void learnsTheEndOfAGameExactlyAndTheBetterDeviation() {
        // A random game to the end; the side to move at 12 empties learns the solved best move.
        Position p;
        std::vector<Position> positions{p};
        std::vector<Move> moves;
        unsigned seed = 12345;
        while (!p.isGameOver()) {
            Move m = Move::pass();
            if (p.hasLegalMove()) {
                std::vector<int> squares;
                for (Bitboard b = p.legalMoves(); b; b &= b - 1) squares.push_back(firstSquare(b));
                seed = seed * 1103515245u + 12345u;
                m = Move::at(squares[(seed >> 16) % squares.size()]);
            }
            moves.push_back(m);
            p = p.afterMove(m);
            positions.push_back(p);
        }
        engine::Searcher searcher(16);
        engine::SearchLimits limits;
        limits.depth = 2;
        limits.exactEmpties = 12;
        LearnedBook book;
        const std::size_t stored =
            learnGame(book, searcher, positions, moves, limits,
                      std::chrono::steady_clock::now() + std::chrono::minutes(5), nullptr);
        QVERIFY(stored >= 50);
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const Position& at = positions[i];
            if (!moves[i].isPlacement()) continue;
            const auto hit = book.find(at);
            QVERIFY(hit.has_value());
            if (at.emptyCount() <= 12) {
                QVERIFY(hit->exact);
                engine::SearchLimits solve;
                solve.exactEmpties = 64;
                QCOMPARE(hit->value, searcher.search(at, solve).score);
            } else {
                QVERIFY(hit->exact ||
                        hit->depth == 2);  // exact when every move was solved (13 empties)
                if (at.emptyCount() > 14) QVERIFY(!hit->exact);
            }
            // Never worse than what the game move led to.
            if (i + 1 < moves.size() && moves[i + 1].isPlacement()) {
                const auto next = book.find(positions[i + 1]);
                QVERIFY(next.has_value());
                QVERIFY(hit->value >= -next->value);
            }
        }
        // A stop before the start learns nothing.
        const std::atomic<bool> stop{true};
        LearnedBook none;
        QCOMPARE(learnGame(none, searcher, positions, moves, limits,
                           std::chrono::steady_clock::now() + std::chrono::minutes(5), &stop),
                 std::size_t{0});
    }
};

QTEST_APPLESS_MAIN(TestLearnedBook)
#include "test_learned_book.moc"
