// SPDX-License-Identifier: GPL-3.0-or-later
#include <QTest>

#include <set>

#include "OpeningBookFixture.h"
#include "core/Notation.h"
#include "engine/Level.h"

using namespace verso;
using engine::Level;

namespace {

// Plays "plies" moves from the start, choosing among the legal moves by "seed".
Position randomPosition(unsigned seed, int plies) {
    std::mt19937_64 rng(seed);
    Position p;
    for (int ply = 0; ply < plies && !p.isGameOver(); ++ply) {
        Bitboard moves = p.legalMoves();
        if (!moves) {
            p = p.afterPass();
            continue;
        }
        for (auto skip = rng() % static_cast<unsigned>(popCount(moves)); skip > 0; --skip)
            moves &= moves - 1;
        p = p.afterMove(Move::at(firstSquare(moves)));
    }
    return p;
}

// Black (c1) has no move against white's a1 b1, but white can play d1: black must pass.
Position blackMustPass() {
    const Bitboard white = squareBit(squareAt(0, 0)) | squareBit(squareAt(1, 0));
    const Bitboard black = squareBit(squareAt(2, 0));
    return Position::fromColors(black, white, Color::Black);
}

// A whole game between two levels from the start; returns the transcript and black's score.
std::pair<std::string, int> playGame(const Level& black, const Level& white, std::uint64_t seed) {
    engine::Searcher searcher(8);
    std::mt19937_64 rng(seed);
    Position p;
    std::string transcript;
    while (!p.isGameOver()) {
        const Move move =
            engine::chooseMove(searcher, p, p.sideToMove() == Color::Black ? black : white, rng)
                .best;
        if (!p.isLegal(move)) return {"illegal " + move.toString(), 0};
        transcript += move.toString();
        p = p.afterMove(move);
    }
    return {transcript, p.finalScoreForBlack()};
}

}  // namespace

class TestLevels : public QObject {
    Q_OBJECT
private slots:
    void eightOrMoreLevelsFromBeginnerUp() {
        const auto& all = engine::levels();
        QVERIFY(all.size() >= 8);
        for (size_t i = 0; i < all.size(); ++i) {
            QCOMPARE(all[i].number, int(i) + 1);
            QVERIFY(!all[i].name.empty());
            if (i == 0) continue;
            QVERIFY(all[i].depth >= all[i - 1].depth);
            QVERIFY(all[i].exactEmpties >= all[i - 1].exactEmpties);
            QVERIFY(all[i].noiseDiscs <= all[i - 1].noiseDiscs);
            QVERIFY(all[i].randomMovePercent <= all[i - 1].randomMovePercent);
        }
        QVERIFY(all.front().noiseDiscs > 0);
        QCOMPARE(all.back().noiseDiscs, 0);
        QCOMPARE(engine::levelByNumber(0).number, 1);
        QCOMPARE(engine::levelByNumber(99).number, int(all.size()));
        QVERIFY(engine::defaultLevelNumber() >= 1 &&
                engine::defaultLevelNumber() <= int(all.size()));
    }
    // Beside the eight, the strongest play by time: 1, 3 and 10 seconds a move, numbered on.
    void theStrongestLevelsThinkByTime() {
        const auto& timed = engine::timedLevels();
        QCOMPARE(timed.size(), 3u);
        int number = static_cast<int>(engine::levels().size());
        std::chrono::milliseconds before{0};
        for (const Level& level : timed) {
            QCOMPARE(level.number, ++number);
            QCOMPARE(engine::levelByNumber(number).moveTime, level.moveTime);
            QVERIFY(level.moveTime > before);
            before = level.moveTime;
            QCOMPARE(level.noiseDiscs, 0);
            QCOMPARE(level.exactEmpties, 60);
        }
        QCOMPARE(engine::timedLevels().front().moveTime, std::chrono::milliseconds(1'000));
        QCOMPARE(engine::highestLevelNumber(), number);
        QCOMPARE(engine::levelByNumber(number + 1).number, int(engine::levels().size()));
        for (const Level& level : engine::levels()) QCOMPARE(level.moveTime.count(), 0);

        // The same level at 50 ms a move plays a legal move, and solves a late position exactly.
        Level quick = timed.front();
        quick.moveTime = std::chrono::milliseconds(50);
        engine::Searcher searcher(8);
        std::mt19937_64 rng(1);
        const Position middle = randomPosition(7, 24);
        QVERIFY(middle.isLegal(
            engine::chooseMove(searcher, middle, quick, rng, nullptr, nullptr).best));
        const Position late = randomPosition(11, 50);
        const engine::SearchResult solved =
            engine::chooseMove(searcher, late, quick, rng, nullptr, nullptr);
        QVERIFY(late.isLegal(solved.best));
        QVERIFY(solved.exact || late.legalMoves() == 0 || popCount(late.legalMoves()) == 1);
    }
    void everyLevelPlaysALegalMove() {
        engine::Searcher searcher(8);
        std::mt19937_64 rng(1);
        for (const Level& level : engine::levels()) {
            std::vector<Position> positions = {blackMustPass(), randomPosition(5, 42),
                                               randomPosition(9, 46)};
            if (level.number <= 6)
                positions.push_back(Position());  // the top levels think longer here
            if (level.number <= 5) positions.push_back(randomPosition(3, 20));
            for (const Position& p : positions) {
                const engine::SearchResult r = engine::chooseMove(searcher, p, level, rng);
                QVERIFY2(p.isLegal(r.best), qPrintable(QString::fromStdString(
                                                level.name + " played " + r.best.toString())));
            }
            QVERIFY(blackMustPass().mustPass());
            QCOMPARE(engine::chooseMove(searcher, blackMustPass(), level, rng).best, Move::pass());
        }
    }
    void lowLevelsVaryTheirPlay() {
        for (int number : {1, 2, 3}) {
            const Level& level = engine::levelByNumber(number);
            std::set<std::string> games;
            for (std::uint64_t seed = 1; seed <= 6; ++seed)
                games.insert(playGame(level, level, seed).first);
            QVERIFY2(games.size() >= 5, qPrintable(QString::fromStdString(level.name)));
        }
    }
    void aGameIsRepeatableFromItsSeed() {
        const Level& casual = engine::levelByNumber(3);
        QCOMPARE(playGame(casual, engine::levelByNumber(2), 42),
                 playGame(casual, engine::levelByNumber(2), 42));
    }
    void theBeginnerCanBeBeaten() {
        const Level& beginner = engine::levelByNumber(1);
        const Level& club = engine::levelByNumber(4);
        int clubWins = 0;
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            clubWins += playGame(club, beginner, seed).second > 0;
            clubWins += playGame(beginner, club, seed).second < 0;
        }
        QVERIFY2(clubWins >= 7, qPrintable(QString::number(clubWins)));
    }
    // On a clock a level keeps its depth and its mistakes: a beginner stays a beginner.
    void onAClockEveryLevelKeepsItsDepth() {
        using namespace std::chrono_literals;
        const engine::MoveClock longClock{600'000ms, 5'000ms};
        engine::Searcher searcher(8);
        for (unsigned seed = 1; seed <= 3; ++seed) {
            const Position p = randomPosition(seed, 14);
            for (const int number : {1, 4, 6}) {
                const Level& level = engine::levelByNumber(number);
                std::mt19937_64 rng(seed);
                const auto result =
                    engine::chooseMove(searcher, p, level, rng, nullptr, nullptr, longClock);
                QVERIFY(p.isLegal(result.best));
                QVERIFY2(result.depth <= level.depth + 1,
                         qPrintable(QString::number(result.depth)));
            }
        }
    }
    // Above Club the levels open from the book, varying among its close moves; Club and below,
    // or without a book, they search.
    void levelsAboveClubPlayFromTheBook() {
        const Position afterF5 = Position().afterMove(Move::at(*parseSquare("f5")));
        const engine::OpeningBook book = verso::test::smallOpeningBook();
        QCOMPARE(book.size(), 4u);
        engine::Searcher searcher(8);
        for (const Level& level : engine::levels()) {
            std::set<std::string> replies;
            for (std::uint64_t seed = 1; seed <= 20; ++seed) {
                std::mt19937_64 rng(seed);
                const engine::SearchResult first =
                    engine::chooseMove(searcher, Position(), level, rng, nullptr, &book);
                const engine::SearchResult reply =
                    engine::chooseMove(searcher, afterF5, level, rng, nullptr, &book);
                QVERIFY(Position().isLegal(first.best) && afterF5.isLegal(reply.best));
                QCOMPARE(first.fromBook, level.number > 4);
                QCOMPARE(reply.fromBook, level.number > 4);
                if (reply.fromBook) replies.insert(reply.best.toString());
            }
            // White's f6 is worth 0, d6 -1, f4 -5: every margin (1-3 discs) varies between f6
            // and d6, never f4.
            if (level.number > 4) QCOMPARE(replies, (std::set<std::string>{"d6", "f6"}));
        }
        // Without a book: searched.
        std::mt19937_64 rng(1);
        QVERIFY(!engine::chooseMove(searcher, Position(), engine::levelByNumber(8), rng, nullptr,
                                    nullptr)
                     .fromBook);
    }
};

QTEST_APPLESS_MAIN(TestLevels)
#include "test_levels.moc"
