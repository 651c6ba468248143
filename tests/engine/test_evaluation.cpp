// SPDX-License-Identifier: GPL-3.0-or-later
// The learned pattern evaluation: symmetric, in range, and sensible on clear positions.
#include <QTest>

#include <algorithm>
#include <random>
#include <set>

#include "core/BoardSymmetry.h"
#include "core/Position.h"
#include "core/RandomGame.h"
#include "engine/EvalFeatures.h"
#include "engine/Evaluation.h"
#include "engine/PatternSet.h"
#include "engine/PatternWeights.h"

using namespace verso;
using namespace verso::engine;

namespace {

Bitboard fromDiagram(const char* rows, char disc) {
    Bitboard b = 0;
    for (int square = 0; square < 64; ++square)
        if (rows[square] == disc) b |= squareBit(square);
    return b;
}

}  // namespace

class TestEvaluation : public QObject {
    Q_OBJECT
private slots:
    void bitboardSymmetriesMoveEverySquareWhereExpected() {
        for (int s = 0; s < 8; ++s)
            for (int square = 0; square < 64; ++square)
                QCOMPARE(applySymmetry(squareBit(square), s),
                         squareBit(symmetricSquare(square, s)));
    }

    void everyPatternOrientationIsCountedOnce() {
        const auto instances = patternInstanceSquares();
        QCOMPARE(static_cast<int>(instances.size()), kPatternInstanceCount);
        std::size_t next = 0;
        for (const auto& shape : kPatternShapes) {
            std::set<std::set<int>> orbit, placed;
            for (int s = 0; s < 8; ++s) {
                std::set<int> squares;
                for (int k = 0; k < shape.squareCount; ++k)
                    squares.insert(symmetricSquare(shape.squares[static_cast<std::size_t>(k)], s));
                orbit.insert(squares);
            }
            for (int i = 0; i < shape.instanceCount; ++i, ++next)
                placed.insert(std::set<int>(instances[next].begin(), instances[next].end()));
            QCOMPARE(placed, orbit);
            QCOMPARE(static_cast<int>(placed.size()), shape.instanceCount);
        }
    }

    void shippedWeightsAreBuiltIn() {
        QVERIFY2(!PatternWeights::embedded().isZero(),
                 "resources/eval-weights.bin was not compiled in");
    }

    void symmetricPositionsGetTheSameEvaluation() {
        for (const Position& p : randomGamePositions(3000, 7)) {
            const int expected = evaluate(p.player(), p.opponent());
            for (int s = 1; s < 8; ++s)
                QCOMPARE(evaluate(applySymmetry(p.player(), s), applySymmetry(p.opponent(), s)),
                         expected);
        }
    }

    void patternIndicesFollowEveryMoveAndPassOfRandomGames() {
        // Along whole random games (with their passes), the indices kept move by move equal the
        // ones computed from the board, and so does the evaluation read from them.
        std::mt19937_64 rng(20261124);
        int checked = 0;
        for (int game = 0; game < 300; ++game) {
            Position p = Position::initial();
            EvalFeatures features = featuresOf(p.player(), p.opponent());
            while (!p.isGameOver()) {
                const EvalFeatures fresh = featuresOf(p.player(), p.opponent());
                QVERIFY(fresh.mover.lane == features.mover.lane);
                QVERIFY(fresh.other.lane == features.other.lane);
                QCOMPARE(evaluateFeatures(features, p.player(), p.opponent()),
                         evaluate(p.player(), p.opponent()));
                ++checked;
                if (!p.hasLegalMove()) {
                    features = passedFeatures(features);
                    p = p.afterMove(Move::pass());
                    continue;
                }
                Bitboard moves = p.legalMoves();
                for (int skip = std::uniform_int_distribution<int>(0, popCount(moves) - 1)(rng);
                     skip > 0; --skip)
                    moves &= moves - 1;
                const int square = firstSquare(moves);
                EvalFeatures next;
                playOnFeatures(features, square, flips(p.player(), p.opponent(), square), next);
                features = next;
                p = p.afterMove(Move::at(square));
            }
        }
        QVERIFY(checked > 300 * 55);
    }
    void evaluationStaysWithinRange() {
        auto positions = randomGamePositions(3000, 11);
        positions.push_back(Position::fromPlayer(~Bitboard{0}, 0, Color::Black));
        positions.push_back(Position::fromPlayer(0, ~Bitboard{0}, Color::Black));
        positions.push_back(
            Position::fromPlayer(0x00000000ffffffffULL, 0xffffffff00000000ULL, Color::Black));
        for (const Position& p : positions) {
            const int score = evaluate(p.player(), p.opponent());
            QVERIFY(score >= -kEvalMax && score <= kEvalMax);
        }
    }

    void clearlyWonPositionScoresFarPositive() {
        // X (to move) holds all four corners and most edges, midgame.
        const char* diagram =
            "XXXXXXXX"
            "X.OOOO.X"
            "XOOOOOOX"
            "XOOXOO.X"
            "XOOOXO.X"
            "XOOOOO.X"
            "X......X"
            "XXXXXXXX";
        const Bitboard x = fromDiagram(diagram, 'X'), o = fromDiagram(diagram, 'O');
        QVERIFY2(evaluate(x, o) > 20 * kEvalUnitsPerDisc,
                 qPrintable(QString::number(evaluate(x, o))));
        QVERIFY2(evaluate(o, x) < -20 * kEvalUnitsPerDisc,
                 qPrintable(QString::number(evaluate(o, x))));
    }

    void startPositionIsNearlyBalanced() {
        const Position start;
        QVERIFY(std::abs(evaluate(start.player(), start.opponent())) < 3 * kEvalUnitsPerDisc);
    }

    void weightsSurviveEncodeAndDecode() {
        const PatternWeights& shipped = PatternWeights::embedded();
        const std::vector<std::uint8_t> bytes = shipped.encode();
        std::string error;
        const auto decoded = PatternWeights::decode(bytes.data(), bytes.size(), &error);
        QVERIFY2(decoded.has_value(), error.c_str());
        QCOMPARE(decoded->encode(), bytes);  // written again, the same file
        for (const Position& p : randomGamePositions(500, 3))
            QCOMPARE(decoded->evaluate(p.player(), p.opponent()),
                     shipped.evaluate(p.player(), p.opponent()));
    }

    void corruptWeightsAreRefusedWithAReason() {
        std::vector<std::uint8_t> bytes = PatternWeights::embedded().encode();
        std::string error;
        QVERIFY(!PatternWeights::decode(bytes.data(), bytes.size() / 2, &error));
        QVERIFY(!error.empty());
        bytes[bytes.size() / 2] ^= 0x5a;
        error.clear();
        QVERIFY(!PatternWeights::decode(bytes.data(), bytes.size(), &error));
        QVERIFY(!error.empty());
        const std::uint8_t garbage[] = {'n', 'o', 'p', 'e'};
        QVERIFY(!PatternWeights::decode(garbage, sizeof garbage, &error));
    }
};

QTEST_APPLESS_MAIN(TestEvaluation)
#include "test_evaluation.moc"
