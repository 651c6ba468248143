// SPDX-License-Identifier: GPL-3.0-or-later
// reviewGame, the move classes and the review as text (engine/GameReview.h): an endgame judged
// exactly against a plain negamax, the known blunder of tests/data/games/blunder.txt, the
// formatReview/parseReview round trip and what parseReview refuses.
#include <QTest>

#include <array>
#include <fstream>
#include <sstream>

#include "BruteForce.h"
#include "core/GameText.h"
#include "core/Notation.h"
#include "engine/GameReview.h"

using namespace verso;
using namespace verso::engine;
using verso::test::bruteForceMoveValue;

namespace {

struct Game {
    Position start;
    std::vector<Move> moves;
};

// The rest of the seeded random game from its first position with "empties" empty squares.
Game endgameOf(unsigned seed, int empties) {
    const GameRecord game = randomGame(seed);
    const int from = *test::plyWithEmpties(game, empties);
    return {game.positionAt(from),
            std::vector<Move>(game.moves().begin() + from, game.moves().end())};
}

// A whole seeded random game with at least one pass.
Game randomGameWithAPass(unsigned firstSeed) {
    for (unsigned seed = firstSeed;; ++seed) {
        const GameRecord game = randomGame(seed);
        for (const Move m : game.moves())
            if (m.isPass()) return {game.start(), game.moves()};
    }
}

bool isForced(const Position& p, Move played) {
    return played.isPass() || popCount(p.legalMoves()) == 1;
}

// Field by field; the text keeps the first 8 moves of each best line.
void compareReviews(const GameReview& a, const GameReview& b) {
    QCOMPARE(b.settings.depth, a.settings.depth);
    QCOMPARE(b.settings.exactEmpties, a.settings.exactEmpties);
    QCOMPARE(b.complete, a.complete);
    QCOMPARE(b.moves.size(), a.moves.size());
    for (std::size_t k = 0; k < a.moves.size(); ++k) {
        const ReviewedMove& x = a.moves[k];
        const ReviewedMove& y = b.moves[k];
        QCOMPARE(y.ply, x.ply);
        QCOMPARE(y.side, x.side);
        QCOMPARE(y.played, x.played);
        QCOMPARE(y.playedValue, x.playedValue);
        QCOMPARE(y.best, x.best);
        QCOMPARE(y.bestValue, x.bestValue);
        QCOMPARE(y.loss, x.loss);
        QCOMPARE(y.exact, x.exact);
        QCOMPARE(y.depth, x.depth);
        QCOMPARE(y.moveClass, x.moveClass);
        QCOMPARE(y.judged, x.judged);
        const std::vector<Move> kept(
            x.bestLine.begin(),
            x.bestLine.begin() + std::min<std::ptrdiff_t>(8, std::ssize(x.bestLine)));
        QCOMPARE(y.bestLine, kept);
    }
    QCOMPARE(b.positions.size(), a.positions.size());
    for (std::size_t k = 0; k < a.positions.size(); ++k) {
        QCOMPARE(b.positions[k].known, a.positions[k].known);
        QCOMPARE(b.positions[k].score, a.positions[k].score);
        QCOMPARE(b.positions[k].depth, a.positions[k].depth);
        QCOMPARE(b.positions[k].exact, a.positions[k].exact);
    }
    for (const Color side : {Color::Black, Color::White}) {
        QCOMPARE(b.summary(side).judgedMoves, a.summary(side).judgedMoves);
        QCOMPARE(b.summary(side).totalLoss, a.summary(side).totalLoss);
        QCOMPARE(b.summary(side).averageLoss, a.summary(side).averageLoss);
        QCOMPARE(b.summary(side).counts, a.summary(side).counts);
        QCOMPARE(b.summary(side).biggestMistakes, a.summary(side).biggestMistakes);
    }
}

std::vector<std::string> tokensOf(const std::string& text) {
    std::vector<std::string> tokens;
    std::istringstream in(text);
    for (std::string t; in >> t;) tokens.push_back(t);
    return tokens;
}

std::string joined(const std::vector<std::string>& tokens) {
    std::string text;
    for (const std::string& t : tokens) text += (text.empty() ? "" : " ") + t;
    return text;
}

}  // namespace

class TestGameReview : public QObject {
    Q_OBJECT
private slots:
    void classifyLossBoundaries() {
        QCOMPARE(classifyLoss(-1), MoveClass::Best);
        QCOMPARE(classifyLoss(0), MoveClass::Best);
        QCOMPARE(classifyLoss(1), MoveClass::Good);
        QCOMPARE(classifyLoss(2), MoveClass::Inaccuracy);
        QCOMPARE(classifyLoss(3), MoveClass::Inaccuracy);
        QCOMPARE(classifyLoss(4), MoveClass::Mistake);
        QCOMPARE(classifyLoss(7), MoveClass::Mistake);
        QCOMPARE(classifyLoss(8), MoveClass::Blunder);
        QCOMPARE(classifyLoss(64), MoveClass::Blunder);
    }

    void classifyMoveRaisesAThrownAwayResult() {
        // Exact: a win or a draw given away is at least a mistake, however few discs it costs.
        QCOMPARE(classifyMove(2, true, 2, 0), MoveClass::Mistake);       // won -> drawn
        QCOMPARE(classifyMove(2, true, 0, -2), MoveClass::Mistake);      // drawn -> lost
        QCOMPARE(classifyMove(4, true, 2, -2), MoveClass::Mistake);      // won -> lost
        QCOMPARE(classifyMove(10, true, 2, -8), MoveClass::Blunder);     // and more than 7 discs
        QCOMPARE(classifyMove(2, true, 6, 4), MoveClass::Inaccuracy);    // still won
        QCOMPARE(classifyMove(2, true, -2, -4), MoveClass::Inaccuracy);  // lost anyway
        QCOMPARE(classifyMove(0, true, 0, 0), MoveClass::Best);
        // Estimates only by their loss.
        QCOMPARE(classifyMove(2, false, 1, -1), MoveClass::Inaccuracy);
        QCOMPARE(classifyMove(1, false, 1, 0), MoveClass::Good);
        QCOMPARE(classifyMove(8, false, 30, 22), MoveClass::Blunder);
        QCOMPARE(std::string(moveClassName(MoveClass::Forced)), std::string("forced"));
        QCOMPARE(std::string(moveClassName(MoveClass::Blunder)), std::string("blunder"));
        QCOMPARE(std::string(moveClassName(MoveClass::Inaccuracy)), std::string("inaccuracy"));
    }

    void anEndgameJudgedExactlyAgreesWithBruteForce() {
        Searcher searcher(16);
        int judged = 0, lossy = 0;
        for (const unsigned seed : {3u, 4u, 5u, 6u, 7u, 8u}) {
            const Game game = endgameOf(seed, seed <= 5 ? 12 : 10);
            const GameReview review =
                reviewGame(searcher, game.start, game.moves, ReviewSettings{});
            QVERIFY(review.complete);
            Position p = game.start;
            for (const ReviewedMove& m : review.moves) {
                std::array<int, 65> values{};  // by square, 64 for the pass: every move valued once
                int best = -64;
                for (const Move move : test::legalMovesOf(p)) {
                    values[static_cast<std::size_t>(move.square())] = bruteForceMoveValue(p, move);
                    best = std::max(best, values[static_cast<std::size_t>(move.square())]);
                }
                const int played = values[static_cast<std::size_t>(m.played.square())];
                QVERIFY(m.judged);
                QVERIFY(m.exact);
                QCOMPARE(m.side, p.sideToMove());
                QCOMPARE(m.depth, p.emptyCount());
                QCOMPARE(m.bestValue, best);
                QCOMPARE(m.playedValue, played);
                QCOMPARE(m.loss, best - played);
                QCOMPARE(values[static_cast<std::size_t>(m.best.square())], best);
                if (m.loss == 0) QCOMPARE(m.best, m.played);  // the played move when it is as good
                QVERIFY(test::isLegalLine(p, m.bestLine));
                QCOMPARE(m.bestLine.front(), m.best);
                const bool forced = isForced(p, m.played);
                QCOMPARE(m.moveClass,
                         forced ? MoveClass::Forced : classifyMove(m.loss, true, best, played));
                QCOMPARE(*review.valueForBlack(m.ply, p),
                         p.sideToMove() == Color::Black ? best : -best);
                judged += forced ? 0 : 1;
                lossy += m.loss > 0 ? 1 : 0;
                p = test::positionAfter(p, m.played);
            }
            QVERIFY(review.positions.back().exact);
            const int black = p.finalScoreForBlack();
            QCOMPARE(*review.valueForBlack(static_cast<int>(game.moves.size()), p), black);
            QCOMPARE(review.black.judgedMoves + review.white.judgedMoves,
                     static_cast<int>(review.moves.size()) - review.black.counts[0] -
                         review.white.counts[0]);
        }
        QVERIFY(judged > 30);
        QVERIFY(lossy > 10);  // random moves: plenty of losses to check
    }

    void summariesCountTheJudgedMoves() {
        Searcher searcher(16);
        const Game game = endgameOf(21, 14);
        const GameReview review = reviewGame(searcher, game.start, game.moves, ReviewSettings{});
        for (const Color side : {Color::Black, Color::White}) {
            const SideSummary& s = review.summary(side);
            int judged = 0, total = 0, forced = 0, biggest = 0;
            for (const ReviewedMove& m : review.moves) {
                if (m.side != side) continue;
                if (m.moveClass == MoveClass::Forced) {
                    ++forced;
                    continue;
                }
                ++judged;
                total += m.loss;
                biggest = std::max(biggest, m.loss);
            }
            QCOMPARE(s.judgedMoves, judged);
            QCOMPARE(s.totalLoss, total);
            QCOMPARE(s.counts[static_cast<std::size_t>(MoveClass::Forced)], forced);
            QVERIFY(s.biggestMistakes.size() <= 3);
            if (biggest > 0)
                QCOMPARE(review.moves[static_cast<std::size_t>(s.biggestMistakes.front())].loss,
                         biggest);
            for (std::size_t i = 1; i < s.biggestMistakes.size(); ++i)
                QVERIFY(review.moves[static_cast<std::size_t>(s.biggestMistakes[i - 1])].loss >=
                        review.moves[static_cast<std::size_t>(s.biggestMistakes[i])].loss);
        }
    }

    void theKnownBlunderIsNamed() {
        // tests/data/games/blunder.txt (see tests/data/README.md): at ply 43 (index 42), 18
        // empties, Black plays b1 (-14) where a2 draws (0); verified with verso-cli solve.
        std::ifstream in(std::string(VERSO_TEST_DATA_DIR) + "/games/blunder.txt");
        std::stringstream text;
        text << in.rdbuf();
        const GameTextParse parsed = parseGameText(text.str());
        QVERIFY(parsed.ok());
        QCOMPARE(parsed.games.size(), std::size_t{1});
        const GameRecord& record = parsed.games.front().record;
        QCOMPARE(record.positionAt(42).emptyCount(), 18);

        Searcher searcher(32);
        const GameReview review =
            reviewGame(searcher, record.start(), record.moves(), ReviewSettings{6, 20});
        QVERIFY(review.complete);
        const ReviewedMove& m = review.moves[42];
        QCOMPARE(m.side, Color::Black);
        QCOMPARE(m.played, *parseMove("b1"));
        QCOMPARE(m.best, *parseMove("a2"));
        QCOMPARE(m.bestValue, 0);
        QCOMPARE(m.playedValue, -14);
        QCOMPARE(m.loss, 14);
        QVERIFY(m.exact);
        QCOMPARE(m.moveClass, MoveClass::Blunder);
        QCOMPARE(review.black.biggestMistakes.front(), 42);
        QCOMPARE(review.black.counts[static_cast<std::size_t>(MoveClass::Blunder)], 1);
        for (std::size_t k = 43; k < review.moves.size(); ++k)
            QCOMPARE(review.moves[k].loss, 0);  // perfect play after it
    }

    void aReviewKeptAsTextReadsBackEqual() {
        Searcher searcher(16);
        for (const Game& game : {randomGameWithAPass(1), endgameOf(31, 24)}) {
            const GameReview review =
                reviewGame(searcher, game.start, game.moves, ReviewSettings{3, 10});
            QVERIFY(review.complete);
            const std::string text = formatReview(review);
            const std::optional<GameReview> back = parseReview(text, game.start, game.moves);
            QVERIFY2(back, text.c_str());
            compareReviews(review, *back);
            QCOMPARE(formatReview(*back), text);
        }
    }

    void parseReviewRefusesWhatIsNotThisGamesReview() {
        Searcher searcher(16);
        const Game game = randomGameWithAPass(1);
        const GameReview review =
            reviewGame(searcher, game.start, game.moves, ReviewSettings{2, 8});
        const std::string text = formatReview(review);
        QVERIFY(parseReview(text, game.start, game.moves));
        const std::vector<std::string> tokens = tokensOf(text);
        const auto refused = [&](std::vector<std::string> changed) {
            return !parseReview(joined(changed), game.start, game.moves).has_value();
        };
        const auto withToken = [&](std::size_t index, const std::string& token) {
            std::vector<std::string> changed = tokens;
            changed[index] = token;
            return changed;
        };
        // Wrong length: a move too few or too many, for the text or for the game.
        std::vector<std::string> shorter = tokens;
        shorter.erase(shorter.begin() + 3);
        QVERIFY(refused(shorter));
        std::vector<std::string> longer = tokens;
        longer.insert(longer.begin() + 3, tokens[3]);
        QVERIFY(refused(longer));
        std::vector<Move> fewer = game.moves;
        fewer.pop_back();
        QVERIFY(!parseReview(text, game.start, fewer));
        QVERIFY(!parseReview("", game.start, game.moves));
        // The header.
        QVERIFY(refused(withToken(0, "verso-review-2")));
        QVERIFY(refused(withToken(1, "d0")));
        QVERIFY(refused(withToken(1, "d61")));
        QVERIFY(refused(withToken(2, "e-1")));
        QVERIFY(refused(withToken(2, "x22")));
        // The first move's entry: an illegal best move, an illegal line, values out of range.
        QVERIFY(refused(withToken(3, "a1:0:0:2")));    // a1 is not legal at the start
        QVERIFY(refused(withToken(3, "f5f5:0:0:2")));  // f5 twice
        QVERIFY(refused(withToken(3, "f5:+65:0:2")));
        QVERIFY(refused(withToken(3, "f5:0:-65:2")));
        QVERIFY(refused(withToken(3, "f5:0:+2:2")));  // the played move better than the best
        QVERIFY(refused(withToken(3, "f5:zero:0:2")));
        QVERIFY(refused(withToken(3, "f5:0:0:0")));  // depth 0
        QVERIFY(refused(withToken(3, "f5:0:0:61")));
        QVERIFY(refused(withToken(3, "f5:0:0")));                      // a field missing
        QVERIFY(refused(withToken(3, "f5f6e6f4g5d6e7f5c5f3:0:0:2")));  // a line longer than 8 moves
        QVERIFY(refused(withToken(tokens.size() - 1, "end:+99:x")));
        QVERIFY(refused(withToken(tokens.size() - 1, "last:0:x")));
        // Another game's review: the same length, other moves.
        for (unsigned seed = 100;; ++seed) {
            const GameRecord other = randomGame(seed);
            if (other.length() != static_cast<int>(game.moves.size()) ||
                other.moves() == game.moves)
                continue;
            QVERIFY(!parseReview(text, other.start(), other.moves()));
            break;
        }
        // Moves that are not a legal game.
        std::vector<Move> illegal = game.moves;
        std::swap(illegal[0], illegal[1]);
        QVERIFY(!parseReview(text, game.start, illegal));
    }

    void progressAndStop() {
        Searcher searcher(16);
        const Game game = endgameOf(41, 20);
        std::vector<int> done;
        int total = 0;
        const GameReview review =
            reviewGame(searcher, game.start, game.moves, ReviewSettings{4, 14}, nullptr,
                       [&](const GameReview&, int d, int t) {
                           done.push_back(d);
                           total = t;
                       });
        QVERIFY(review.complete);
        QCOMPARE(total, static_cast<int>(game.moves.size()) + 1);
        QCOMPARE(static_cast<int>(done.size()), total);
        for (std::size_t i = 0; i < done.size(); ++i) QCOMPARE(done[i], static_cast<int>(i) + 1);

        std::atomic<bool> stop{false};
        const GameReview stopped =
            reviewGame(searcher, game.start, game.moves, ReviewSettings{4, 14}, &stop,
                       [&](const GameReview&, int d, int) {
                           if (d == 5) stop = true;
                       });
        QVERIFY(!stopped.complete);
        QVERIFY(!stopped.moves.front().judged);
        QVERIFY(stopped.moves.back().judged);  // from the end backwards
        QVERIFY(!parseReview(formatReview(stopped), game.start, game.moves));
    }
};

QTEST_APPLESS_MAIN(TestGameReview)
#include "test_game_review.moc"
