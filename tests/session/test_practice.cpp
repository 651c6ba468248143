// SPDX-License-Identifier: GPL-3.0-or-later
// Practice puzzles: those from a reviewed game are exactly its person's mistakes and blunders
// (never the computer's), a game reviewed later adds its puzzles once; endgame puzzles from a
// WTHOR fixture have one move clearly best, checked by solving every move exactly here; answers
// are judged with the tolerance; the repetitions follow their schedule over simulated days.
#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <sstream>

#include "core/GameText.h"
#include "core/Notation.h"
#include "core/Wthor.h"
#include "engine/Endgame.h"
#include "engine/GameReview.h"
#include "session/practice/Answer.h"
#include "session/practice/EndgamePuzzles.h"
#include "session/practice/OwnMistakes.h"
#include "session/practice/PracticeData.h"
#include "session/practice/Schedule.h"
#include "session/storage/KeptGames.h"

using namespace verso;
using namespace verso::session;

namespace {

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// tests/data/games/blunder.txt with its review kept as Verso keeps it.
GameDocument reviewedGame(const std::string& black, const std::string& white,
                          engine::GameReview* review = nullptr) {
    const GameTextParse parsed =
        parseGameText(readFile(std::string(VERSO_TEST_DATA_DIR) + "/games/blunder.txt"));
    GameDocument game = parsed.games.front();
    engine::Searcher searcher(16);
    const engine::GameReview made =
        engine::reviewGame(searcher, game.record.start(), game.record.moves(), {4, 18});
    game.tags.black = black;
    game.tags.white = white;
    game.tags.date = "2026-11-01";
    game.tags.other.emplace_back(OwnMistakes::kReviewProperty, engine::formatReview(made));
    if (review) *review = made;
    return game;
}

// The exact score of every legal move of "position" for the side to move, by the solver alone.
std::vector<int> solveEveryMove(const Position& position) {
    engine::TranspositionTable table(16);
    engine::SearchControl control;
    engine::EndgameSolver solver(table, control);
    control.start(nullptr, 0, std::chrono::milliseconds(0));
    std::vector<int> scores;
    for (Bitboard moves = position.legalMoves(); moves; moves &= moves - 1) {
        const Position after = position.afterMove(Move::at(std::countr_zero(moves)));
        scores.push_back(-solver.solve(after.player(), after.opponent(), -65, 65));
    }
    return scores;
}

const QDate kDay(2026, 11, 1);

}  // namespace

class TestPractice : public QObject {
    Q_OBJECT

private slots:
    void ownPuzzlesAreExactlyThePersonsMistakesAndBlunders() {
        for (const bool personIsBlack : {true, false}) {
            engine::GameReview review;
            const GameDocument game = personIsBlack
                                          ? reviewedGame("You", "Verso, level 4 Club", &review)
                                          : reviewedGame("Verso, level 4 Club", "You", &review);
            const Color person = personIsBlack ? Color::Black : Color::White;
            std::vector<Position> expected;
            for (const engine::ReviewedMove& m : review.moves)
                if (m.side == person && (m.moveClass == engine::MoveClass::Mistake ||
                                         m.moveClass == engine::MoveClass::Blunder))
                    expected.push_back(game.record.positionAt(m.ply));
            const auto puzzles = OwnMistakes({"You"}).puzzles(game, kDay);
            QCOMPARE(puzzles.size(), expected.size());
            for (std::size_t i = 0; i < puzzles.size(); ++i) {
                QCOMPARE(puzzles[i].position, expected[i]);
                QCOMPARE(puzzles[i].position.sideToMove(), person);
                QCOMPARE(puzzles[i].kind, PuzzleKind::OwnMistake);
                QVERIFY(puzzles[i].played != puzzles[i].best());
            }
            if (personIsBlack) {  // the known blunder: b1 where a2 draws
                QVERIFY(std::any_of(puzzles.begin(), puzzles.end(), [&](const Puzzle& p) {
                    return p.position == game.record.positionAt(42) &&
                           p.played == *parseMove("b1") && p.best() == *parseMove("a2");
                }));
            }
        }
        // Two computers: nobody's mistakes.
        QVERIFY(OwnMistakes({"You"}).puzzles(reviewedGame("Verso", "Edax"), kDay).empty());
    }

    void aGameReviewedLaterAddsItsPuzzlesOnce() {
        QTemporaryDir dir;
        const KeptGames kept(dir.filePath("games.ggf"));
        GameDocument game = reviewedGame("You", "Verso, level 4 Club");
        const auto reviewTag = game.tags.other;
        game.tags.other.clear();
        QVERIFY(kept.keep(game).isEmpty());
        PracticeData data;
        const OwnMistakes own({"You"});
        QCOMPARE(own.addFrom(kept, data, kDay), 0);  // not reviewed yet
        game.tags.other = reviewTag;
        QVERIFY(kept.update(game).isEmpty());
        const int added = own.addFrom(kept, data, kDay);
        QVERIFY(added >= 1);
        QCOMPARE(static_cast<int>(data.puzzles.size()), added);
        QCOMPARE(own.addFrom(kept, data, kDay), 0);  // no duplicates
        QCOMPARE(data.dueCount(kDay), added);
    }

    void endgamePuzzlesHaveOneClearlyBestMove() {
        auto library = std::make_shared<GameLibrary>();
        const auto file =
            parseWthorGames(readFile(std::string(VERSO_TEST_DATA_DIR) + "/train-games.wtb"));
        QVERIFY(file.ok());
        library->addWthor(library->addSource("WTHOR"), *file, {}, {});
        QVERIFY(library->size() > 0);
        engine::Searcher searcher(16);
        int found = 0;
        for (const int empties : {8, 10, 12, 14}) {
            EndgamePuzzles puzzles(library, EndgameChoice{empties, {}, 0, 0}, 7);
            std::vector<Puzzle> known;
            while (const auto puzzle = puzzles.next(searcher, known)) {
                ++found;
                QCOMPARE(puzzle->empties(), empties);
                QVERIFY(puzzle->exact);
                const std::vector<int> scores = solveEveryMove(puzzle->position);
                QCOMPARE(scores.size(), puzzle->values.size());
                const int best = *std::max_element(scores.begin(), scores.end());
                QCOMPARE(puzzle->bestScore(), best);
                int bestCount = 0;
                for (const int score : scores) {
                    if (score == best) ++bestCount;
                    else
                        QVERIFY(best - score >= EndgamePuzzles::kMargin ||
                                outcomeOf(score) < outcomeOf(best));
                }
                QCOMPARE(bestCount, 1);
                known.push_back(*puzzle);
            }
        }
        QVERIFY(found >= 1);
    }

    void answersAreJudgedWithTheTolerance() {
        Puzzle p;
        p.position = Position::initial().afterMove(*parseMove("f5"));  // White to move
        p.values = {{*parseMove("f6"), 6}, {*parseMove("d6"), 4}, {*parseMove("f4"), 0}};
        p.valued = true;
        QVERIFY(Answer::judge(p, *parseMove("f6"), 0).right);
        QVERIFY(!Answer::judge(p, *parseMove("d6"), 0).right);
        QCOMPARE(Answer::judge(p, *parseMove("d6"), 0).loss, 2);
        QVERIFY(Answer::judge(p, *parseMove("d6"), 2).right);
        const Verdict draw = Answer::judge(p, *parseMove("f4"), 8);  // within 8, but a draw
        QVERIFY(draw.changesResult);
        QVERIFY(!draw.right);
        QVERIFY(!Answer::judge(p, *parseMove("a1"), 64).legal);
        const auto three = Answer::candidates(p, 1);
        QCOMPARE(three.size(), std::size_t{3});
        QVERIFY(std::find(three.begin(), three.end(), p.best()) != three.end());
        QCOMPARE(Answer::region(*parseSquare("f6")), BoardRegion::BottomRight);
        QCOMPARE(Answer::region(*parseSquare("b2")), BoardRegion::TopLeft);
    }

    void repetitionsFollowTheSchedule() {
        PracticeData data;
        Puzzle p;
        p.position = Position::initial();
        p.values = {{*parseMove("f5"), 0}};
        p.due = kDay;
        QVERIFY(data.add(p));
        QVERIFY(!data.add(p));  // the same puzzle again
        QCOMPARE(data.dueCount(kDay), 1);
        QCOMPARE(data.dueCount(kDay.addDays(-1)), 0);
        // Right on days 0, 1, 4, 11, 32, 92 and 272: due after 1, 3, 7, 21, 60, 180, 180 days.
        QDate day = kDay;
        for (const int interval : {1, 3, 7, 21, 60, 180, 180}) {
            QCOMPARE(data.nextDue(day), std::optional<int>(0));
            data.record(0, true, day);
            QCOMPARE(data.dueCount(day.addDays(interval - 1)), 0);
            day = day.addDays(interval);
            QCOMPARE(data.dueCount(day), 1);
        }
        QCOMPARE(data.progress.streak, 7);
        data.record(0, false, day);  // a miss: back tomorrow, and the steps start again
        QCOMPARE(data.dueCount(day), 0);
        QCOMPARE(data.dueCount(day.addDays(1)), 1);
        data.record(0, true, day.addDays(1));
        QCOMPARE(data.dueCount(day.addDays(2)), 1);
        QCOMPARE(data.progress.solved, 8);
        QCOMPARE(data.progress.streak, 1);
        QCOMPARE(data.progress.bestStreak, 7);
        const Tally tally = data.progress.byKind[static_cast<std::size_t>(PuzzleKind::Endgame)];
        QCOMPARE(tally.total, 9);
        QCOMPARE(tally.right, 8);
        QCOMPARE(data.progress.byEmpties.at(60).total, 9);
    }
};

QTEST_GUILESS_MAIN(TestPractice)
#include "test_practice.moc"
