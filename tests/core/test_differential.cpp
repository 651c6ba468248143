// SPDX-License-Identifier: GPL-3.0-or-later
// Differential test: random games played at the same time by the bitboard core and by a
// deliberately naive 8x8-array implementation written here, compared at every ply (legal moves,
// the flips of every empty square, passes, game end and result).
#include <QTest>

#include <array>
#include <random>

#include "core/GameRecord.h"
#include "core/Notation.h"

using namespace verso;

namespace {

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr int kGames = 20'000;  // sanitizers make every step ~10x slower
#else
constexpr int kGames = 100'000;
#endif

// The naive model: a 10x10 grid of cells with a border of sentinels, walking each of the eight
// directions cell by cell. Board square (column, row) lives at cell (row + 1) * 10 + column + 1.
class NaiveBoard {
public:
    enum Cell : char { Empty, Black, White, Border };

    NaiveBoard() {
        cells_.fill(Border);
        for (int sq = 0; sq < 64; ++sq) cells_[cellOf(sq)] = Empty;
        cells_[cellOf(27)] = White;  // d4
        cells_[cellOf(36)] = White;  // e5
        cells_[cellOf(35)] = Black;  // d5
        cells_[cellOf(28)] = Black;  // e4
    }

    Cell at(int square) const { return cells_[cellOf(square)]; }
    Cell toMove() const { return toMove_; }

    // The squares "mover" would flip by playing on "square", as a bit set a1 = bit 0.
    Bitboard flipsFor(int square, Cell mover) const {
        const std::size_t from = cellOf(square);
        if (cells_[from] != Empty) return 0;
        const Cell other = mover == Black ? White : Black;
        Bitboard all = 0;
        for (const int step : kSteps) {
            Bitboard line = 0;
            std::size_t cell = from + static_cast<std::size_t>(step);
            for (; cells_[cell] == other; cell += static_cast<std::size_t>(step))
                line |= Bitboard{1} << squareOf(cell);
            if (cells_[cell] == mover) all |= line;
        }
        return all;
    }

    // Whether a disc of "mover" on "square" would flip anything (stops at the first line found).
    bool isLegal(int square, Cell mover) const {
        const std::size_t from = cellOf(square);
        if (cells_[from] != Empty) return false;
        const Cell other = mover == Black ? White : Black;
        for (const int step : kSteps) {
            std::size_t cell = from + static_cast<std::size_t>(step);
            if (cells_[cell] != other) continue;
            while (cells_[cell] == other) cell += static_cast<std::size_t>(step);
            if (cells_[cell] == mover) return true;
        }
        return false;
    }

    bool hasMove(Cell mover) const {
        for (int sq = 0; sq < 64; ++sq)
            if (isLegal(sq, mover)) return true;
        return false;
    }

    void play(int square) {
        const Bitboard f = flipsFor(square, toMove_);
        for (int sq = 0; sq < 64; ++sq)
            if (f >> sq & 1) cells_[cellOf(sq)] = toMove_;
        cells_[cellOf(square)] = toMove_;
        pass();
    }
    void pass() { toMove_ = toMove_ == Black ? White : Black; }

    int count(Cell c) const { return popCount(discs(c)); }
    Bitboard discs(Cell c) const {
        Bitboard b = 0;
        for (int sq = 0; sq < 64; ++sq) b |= Bitboard{at(sq) == c} << sq;
        return b;
    }

private:
    // Unsigned wrap-around makes the negative steps work on std::size_t indices.
    static constexpr int kSteps[8] = {-11, -10, -9, -1, 1, 9, 10, 11};
    static std::size_t cellOf(int square) {
        return static_cast<std::size_t>((square / 8 + 1) * 10 + square % 8 + 1);
    }
    static int squareOf(std::size_t cell) {
        return (static_cast<int>(cell) / 10 - 1) * 8 + static_cast<int>(cell) % 10 - 1;
    }

    std::array<Cell, 100> cells_{};
    Cell toMove_ = Black;
};

Color colorOf(NaiveBoard::Cell c) { return c == NaiveBoard::Black ? Color::Black : Color::White; }

// Compares the core and the naive model on the position before a move: the legal squares, and
// the flips of every legal square and of one other square. Returns the naive legal set.
Bitboard compareLegalMovesAndFlips(const Position& p, const NaiveBoard& naive, int game, int ply) {
    Bitboard naiveLegal = 0;
    for (int sq = 0; sq < 64; ++sq) {
        if (naive.isLegal(sq, naive.toMove())) naiveLegal |= squareBit(sq);
    }
    const Bitboard someOther = squareBit((game * 61 + ply * 7) % 64) & ~naiveLegal;
    for (Bitboard squares = naiveLegal | someOther; squares; squares &= squares - 1) {
        const int sq = firstSquare(squares);
        const Bitboard expected = naive.flipsFor(sq, naive.toMove());
        const Bitboard actual = flips(p.player(), p.opponent(), sq);
        if (actual != expected) {
            qFatal("game %d ply %d: flips at %s differ (core %llx, naive %llx) in %s", game, ply,
                   squareName(sq).c_str(), static_cast<unsigned long long>(actual),
                   static_cast<unsigned long long>(expected), formatBoard(p).c_str());
        }
    }
    if (p.legalMoves() != naiveLegal) {
        qFatal("game %d ply %d: legal moves differ (core %llx, naive %llx) in %s", game, ply,
               static_cast<unsigned long long>(p.legalMoves()),
               static_cast<unsigned long long>(naiveLegal), formatBoard(p).c_str());
    }
    return naiveLegal;
}

void compareBoards(const Position& p, const NaiveBoard& naive, int game, int ply) {
    if (p.black() != naive.discs(NaiveBoard::Black) ||
        p.white() != naive.discs(NaiveBoard::White)) {
        qFatal("game %d ply %d: boards differ: core %s", game, ply, formatBoard(p).c_str());
    }
    if (p.sideToMove() != colorOf(naive.toMove()))
        qFatal("game %d ply %d: side to move differs", game, ply);
}

}  // namespace

class TestDifferential : public QObject {
    Q_OBJECT
private slots:
    void randomGamesAgreeWithTheNaiveModel() {
        std::mt19937_64 random(20261122);
        long long plies = 0;
        long long passes = 0;
        int draws = 0;
        for (int game = 0; game < kGames; ++game) {
            GameRecord record;
            NaiveBoard naive;
            for (int ply = 0;; ++ply) {
                const Position& p = record.current();
                compareBoards(p, naive, game, ply);
                const Bitboard legal = compareLegalMovesAndFlips(p, naive, game, ply);
                const NaiveBoard::Cell other =
                    naive.toMove() == NaiveBoard::Black ? NaiveBoard::White : NaiveBoard::Black;
                const bool naiveOver = legal == 0 && !naive.hasMove(other);
                QCOMPARE(record.isOver(), naiveOver);
                if (naiveOver) break;
                QCOMPARE(p.mustPass(), legal == 0);
                if (!legal) {
                    QVERIFY(!record.play(Move::pass()));
                    naive.pass();
                    ++passes;
                } else {
                    // Pick a random legal square.
                    int index = static_cast<int>(random() % static_cast<unsigned>(popCount(legal)));
                    Bitboard rest = legal;
                    while (index--) rest &= rest - 1;
                    const int sq = firstSquare(rest);
                    QCOMPARE(record.play(Move::pass()), std::optional(MoveRefusal::PassNotAllowed));
                    QVERIFY(!record.play(Move::at(sq)));
                    naive.play(sq);
                }
                ++plies;
            }
            const auto result = record.result();
            const int b = naive.count(NaiveBoard::Black);
            const int w = naive.count(NaiveBoard::White);
            const int empty = 64 - b - w;
            QCOMPARE(result->blackDiscs, b);
            QCOMPARE(result->whiteDiscs, w);
            QCOMPARE(result->scoreForBlack, b > w ? b - w + empty : b < w ? b - w - empty : 0);
            QCOMPARE(result->winner,
                     b == w ? std::nullopt : std::optional(b > w ? Color::Black : Color::White));
            draws += b == w;
        }
        qInfo("%d games, %lld plies, %lld passes, %d draws", kGames, plies, passes, draws);
        QVERIFY(passes > 0);
        QVERIFY(draws > 0);
    }
    // The vector kernels a native (-march) build uses agree with the portable ones on every
    // position of random games: legal moves of both sides and the flips of every empty square.
    void buildKernelsAgreeWithPortableOnes() {
        std::mt19937_64 random(7);
        for (int game = 0; game < kGames / 10; ++game) {
            Position p;
            while (!p.isGameOver()) {
                for (const auto& [player, opponent] :
                     {std::pair(p.player(), p.opponent()), std::pair(p.opponent(), p.player())}) {
                    QCOMPARE(legalMoves(player, opponent),
                             kernels::portableLegalMoves(player, opponent));
                    for (Bitboard empty = ~(player | opponent); empty; empty &= empty - 1) {
                        const int sq = firstSquare(empty);
                        QCOMPARE(flips(player, opponent, sq),
                                 kernels::portableFlipsOnEmpty(player, opponent, sq));
                    }
                }
                const Bitboard legal = p.legalMoves();
                if (!legal) {
                    p = p.afterPass();
                    continue;
                }
                int index = static_cast<int>(random() % static_cast<unsigned>(popCount(legal)));
                Bitboard rest = legal;
                while (index--) rest &= rest - 1;
                p = p.afterMove(Move::at(firstSquare(rest)));
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestDifferential)
#include "test_differential.moc"
