// SPDX-License-Identifier: GPL-3.0-or-later
// verso-cli explore as a process over a fixture database of random games, each turned by one of
// the board's eight symmetries, compared with a count made here independently: every game is
// replayed move by move and its positions compared square by square with the position asked
// about under the eight transforms.
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <random>
#include <set>

#include "ProgramRun.h"
#include "WthorFixture.h"
#include "core/GameRecord.h"
#include "core/Notation.h"
#include "core/Wthor.h"

using namespace verso;

namespace {

// Square (row, column) under transform t: bit 0 mirrors the columns, bit 1 the rows, bit 2 swaps
// row and column; written here from the rule, not from the library's bitboard code.
int turned(int square, int t) {
    int row = square / 8, column = square % 8;
    if (t & 1) column = 7 - column;
    if (t & 2) row = 7 - row;
    if (t & 4) std::swap(row, column);
    return row * 8 + column;
}
int undone(int square, int t) {
    for (int s = 0; s < 64; ++s)
        if (turned(s, t) == square) return s;
    return -1;
}
bool sameUnder(const Position& query, const Position& game, int t) {
    if (query.sideToMove() != game.sideToMove()) return false;
    for (int s = 0; s < 64; ++s)
        if (query.at(s) != game.at(turned(s, t))) return false;
    return true;
}

struct Count {
    int games = 0, black = 0, draws = 0, white = 0;
    long long scoreSum = 0;
};

// A fixed-seed random game, then turned by a transform so the database holds every orientation.
std::vector<Move> randomTurnedGame(std::mt19937& random) {
    GameRecord game;
    test::playToTheEnd(game, random, 8);  // the first 8 plies from two choices: shared openings
    const int t = static_cast<int>(random() % 8);
    // The start is symmetric only under some transforms; keep those that leave it as it is.
    const Position start = Position::initial();
    if (!sameUnder(start, start, t)) return randomTurnedGame(random);
    std::vector<Move> moves;
    for (const Move m : game.moves())
        moves.push_back(m.isPass() ? m : Move::at(turned(m.square(), t)));
    return moves;
}

QString writeDatabase(const QTemporaryDir& dir, const std::vector<std::vector<Move>>& games) {
    const QString path = dir.filePath("FIXTURE.wtb");
    if (!test::writeWthorFile(path, games)) qFatal("cannot write the fixture");
    return path;
}

// The independent count: for each move class (a move and its twins under the query's own
// symmetries, named by its smallest square), what the games played there.
std::map<int, Count> countHere(const Position& query, const std::vector<std::vector<Move>>& games) {
    std::vector<int> own;
    for (int t = 0; t < 8; ++t)
        if (sameUnder(query, query, t)) own.push_back(t);
    std::map<int, Count> counts;
    for (const auto& moves : games) {
        GameRecord game;
        for (const Move m : moves) game.play(m);
        const int score = game.result()->scoreForBlack;
        GameRecord replay;
        for (const Move m : moves) {
            int t = 0;
            while (t < 8 && !sameUnder(query, replay.current(), t)) ++t;
            if (t < 8 && m.isPlacement()) {
                int square = undone(m.square(), t);
                int smallest = square;
                for (const int o : own) smallest = std::min(smallest, turned(square, o));
                Count& c = counts[smallest];
                ++c.games;
                (score > 0 ? c.black : score < 0 ? c.white : c.draws)++;
                c.scoreSum += score;
                break;
            }
            replay.play(m);
        }
    }
    return counts;
}

}  // namespace

class TestCliExplore : public QObject {
    Q_OBJECT
private slots:
    void countsWhatTheGamesPlayedUnderEverySymmetry() {
        QTemporaryDir dir;
        std::mt19937 random(2026);
        std::vector<std::vector<Move>> games;
        for (int i = 0; i < 600; ++i) games.push_back(randomTurnedGame(random));
        const QString database = writeDatabase(dir, games);
        // Positions asked about: a few openings, and positions of the fixture's own games turned
        // into another orientation.
        std::vector<Position> queries;
        for (const char* line : {"", "f5", "f5d6", "d3c5", "f5f6e6", "c4e3f6"})
            queries.push_back(parseTranscript(line).value().current());
        for (std::size_t g = 0; g < 4; ++g) {
            GameRecord replay;
            for (std::size_t k = 0; k < 12; ++k) {
                replay.play(games[g][k]);
                if (k % 3 != 2) continue;
                const Position& p = replay.current();
                Bitboard black = 0, white = 0;
                for (int sq = 0; sq < 64; ++sq) {
                    const int to = turned(sq, static_cast<int>(g + k) % 8);
                    if (p.at(sq) == Color::Black) black |= Bitboard{1} << to;
                    if (p.at(sq) == Color::White) white |= Bitboard{1} << to;
                }
                queries.push_back(Position::fromColors(black, white, p.sideToMove()));
            }
        }
        int checkedMoves = 0;
        for (const Position& query : queries) {
            const QString line = QString::fromStdString(formatBoard(query));
            const std::map<int, Count> expected = countHere(query, games);
            const QStringList args{"explore", "--db", database, "--json", "--board", line};
            const auto run = test::runProgram(QStringLiteral(VERSO_CLI_PATH), args, 60000);
            QCOMPARE(run.exitCode, 0);
            std::map<int, Count> got;
            std::set<int> seen;
            int total = 0;
            for (const QString& text : run.out.split('\n', Qt::SkipEmptyParts)) {
                const QJsonObject o = QJsonDocument::fromJson(text.toUtf8()).object();
                if (o.value("summary").toBool()) {
                    total = o.value("games").toInt();
                    continue;
                }
                const auto move = parseMove(o.value("move").toString().toStdString());
                QVERIFY2(move && move->isPlacement() && query.isLegal(*move), qPrintable(text));
                int smallest = move->square();
                for (int t = 0; t < 8; ++t)
                    if (sameUnder(query, query, t))
                        smallest = std::min(smallest, turned(move->square(), t));
                QVERIFY2(seen.insert(smallest).second, "a move class listed twice");
                Count& c = got[smallest];
                c.games = o.value("games").toInt();
                c.black = o.value("black_wins").toInt();
                c.draws = o.value("draws").toInt();
                c.white = o.value("white_wins").toInt();
                QCOMPARE(o.value("finished").toInt(), c.games);
                c.scoreSum = qRound64(o.value("average_score").toDouble() * c.games);
            }
            QCOMPARE(got.size(), expected.size());
            int expectedTotal = 0;
            for (const auto& [square, want] : expected) {
                QVERIFY2(got.count(square), qPrintable(line + ": a move is missing"));
                const Count& have = got.at(square);
                QCOMPARE(have.games, want.games);
                QCOMPARE(have.black, want.black);
                QCOMPARE(have.draws, want.draws);
                QCOMPARE(have.white, want.white);
                QVERIFY(std::abs(have.scoreSum - want.scoreSum) <= (want.games + 99) / 100 + 1);
                expectedTotal += want.games;
                ++checkedMoves;
            }
            QCOMPARE(total, expectedTotal);
        }
        QVERIFY2(checkedMoves > 30, qPrintable(QString::number(checkedMoves)));
    }

    void saysWhyItCannotRead() {
        QTemporaryDir dir;
        const QString missing = dir.filePath("none.wtb");
        auto run = test::runProgram(QStringLiteral(VERSO_CLI_PATH), {"explore", "--db", missing});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("cannot read"), qPrintable(run.err));
        QFile broken(dir.filePath("broken.wtb"));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("WTHOR?");
        broken.close();
        run = test::runProgram(QStringLiteral(VERSO_CLI_PATH),
                               {"explore", "--db", broken.fileName()});
        QCOMPARE(run.exitCode, 1);
        run =
            test::runProgram(QStringLiteral(VERSO_CLI_PATH),
                             {"explore", "--db",
                              QStringLiteral(VERSO_TEST_DATA_DIR "/games/two-games.ggf"), "f5f5"});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("f5"), qPrintable(run.err));
        run = test::runProgram(QStringLiteral(VERSO_CLI_PATH), {"explore", "f5"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("--db"));
    }

    void readsGameFilesToo() {
        const auto run = test::runProgram(
            QStringLiteral(VERSO_CLI_PATH),
            {"explore", "--db", QStringLiteral(VERSO_TEST_DATA_DIR "/games/two-games.ggf")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith("move "), qPrintable(run.out));
        QVERIFY2(run.out.contains("games in the databases"), qPrintable(run.out));
    }
};

QTEST_APPLESS_MAIN(TestCliExplore)
#include "test_cli_explore.moc"
