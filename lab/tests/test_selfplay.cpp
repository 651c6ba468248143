// SPDX-License-Identifier: GPL-3.0-or-later
// Self-play games for training (verso-lab selfplay, train --selfplay): chunks that come out the
// same however the work is cut, damaged or foreign chunks refused by name, games that replay, and
// training that reads them. Tiny settings (depth 2, exact from 8 empties, 5 games a chunk) keep
// every run to a fraction of a second.
#include <QDir>
#include <QElapsedTimer>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "ProgramRun.h"
#include "TrainingDataDir.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "core/Notation.h"
#include "train/SearchLabels.h"
#include "train/SelfPlay.h"

using namespace verso;
using namespace verso::train;

namespace {
namespace fs = std::filesystem;
using test::makeDataDir;

test::ProgramRun selfPlay(const QString& dir, const QStringList& more = {}) {
    return test::runProgram(VERSO_LAB_PATH,
                            QStringList{"selfplay", "--out", dir, "--depth", "2", "--exact", "8",
                                        "--games-per-chunk", "5", "--hash", "1"} +
                                more);
}

std::string fileBytes(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

QStringList chunkNames(const QString& dir) {
    return QDir(dir).entryList({"selfplay-*"}, QDir::Files, QDir::Name);
}

SelfPlaySettings tinySettings() {
    SelfPlaySettings s;
    s.depth = 2;
    s.exact = 8;
    s.gamesPerChunk = 5;
    s.hashMegabytes = 1;
    s.engine = engineFingerprint();
    return s;
}

}  // namespace

class TestSelfPlay : public QObject {
    Q_OBJECT

private slots:
    void aChunkMadeTwiceIsTheSameBytes() {
        QTemporaryDir a, b;
        QCOMPARE(selfPlay(a.path(), {"--chunks", "2"}).exitCode, 0);
        QCOMPARE(selfPlay(b.path(), {"--chunks", "2", "--threads", "2"}).exitCode, 0);
        QCOMPARE(chunkNames(a.path()),
                 QStringList({"selfplay-0000.txt.gz", "selfplay-0001.txt.gz"}));
        QCOMPARE(chunkNames(b.path()), chunkNames(a.path()));
        for (const QString& name : chunkNames(a.path()))
            QVERIFY(fileBytes((a.path() + "/" + name).toStdString()) ==
                    fileBytes((b.path() + "/" + name).toStdString()));
        // Another seed plays other games.
        QTemporaryDir c;
        QCOMPARE(selfPlay(c.path(), {"--chunks", "1", "--seed", "2"}).exitCode, 0);
        QVERIFY(fileBytes((a.path() + "/selfplay-0000.txt.gz").toStdString()) !=
                fileBytes((c.path() + "/selfplay-0000.txt.gz").toStdString()));
    }

    void everyGameReplaysToItsStoredResult() {
        SelfPlayChunk chunk;
        QVERIFY(makeSelfPlayChunk(tinySettings(), 3, nullptr, chunk));
        QCOMPARE(chunk.games.size(), std::size_t{5});
        const std::string text = formatSelfPlayChunk(chunk);
        SelfPlayChunk read;
        std::string error;
        QVERIFY2(parseSelfPlayChunk(text, read, error), error.c_str());
        QVERIFY(read == chunk);
        // Each game line read by the rules core's own transcript reader (passes implicit).
        const std::size_t start = text.find("games\n") + 6;
        std::size_t at = start;
        for (const SelfPlayGame& g : chunk.games) {
            const std::size_t end = text.find('\n', at);
            const std::string line = text.substr(at, end - at);
            at = end + 1;
            const std::string moves = line.substr(0, line.find(' '));
            const auto record = parseTranscript(moves);
            QVERIFY2(record.ok(), line.c_str());
            const Position last = record->positionAt(record->length());
            QVERIFY(last.isGameOver());
            QCOMPARE(last.finalScoreForBlack(), g.resultForBlack);
            QVERIFY(g.randomPlies >= 10 && g.randomPlies <= 20);
            QCOMPARE(line, moves + " " + std::to_string(g.resultForBlack) + " " +
                               std::to_string(g.randomPlies));
        }
        // A stated result that the replay contradicts is refused.
        SelfPlayChunk wrong = chunk;
        wrong.games[0].resultForBlack += 2;
        QVERIFY(!parseSelfPlayChunk(formatSelfPlayChunk(wrong), read, error));
        QVERIFY2(error.find("replayed") != std::string::npos, error.c_str());
    }

    void aDamagedChunkIsRefusedWithItsName() {
        QTemporaryDir dir;
        QCOMPARE(selfPlay(dir.path(), {"--chunks", "2"}).exitCode, 0);
        const std::string path = (dir.path() + "/selfplay-0001.txt.gz").toStdString();
        std::string bytes = fileBytes(path);
        bytes.resize(bytes.size() - 9);  // cut, as by a full disk
        std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
        const auto run = selfPlay(dir.path(), {"--chunks", "3"});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("selfplay-0001.txt.gz") && run.err.contains("damaged"),
                 qPrintable(run.err));
        QCOMPARE(chunkNames(dir.path()).size(), 2);  // nothing played, nothing removed
    }

    void chunksOfOtherOptionsAreRefused() {
        QTemporaryDir dir;
        QCOMPARE(selfPlay(dir.path(), {"--chunks", "1"}).exitCode, 0);
        const auto run = selfPlay(dir.path(), {"--chunks", "2", "--random-plies", "4-8"});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(
            run.err.contains("selfplay-0000.txt.gz") && run.err.contains("--random-plies 10-20"),
            qPrintable(run.err));
    }

    void stoppedRunsResumeToTheSameChunks() {
        QTemporaryDir whole, pieces;
        QCOMPARE(selfPlay(whole.path(), {"--chunks", "4"}).exitCode, 0);
        // Stopped at once: nothing written, exit 3.
        auto run = selfPlay(pieces.path(), {"--chunks", "4", "--seconds", "0"});
        QCOMPARE(run.exitCode, 3);
        QVERIFY2(run.out.contains("stopped"), qPrintable(run.out));
        QVERIFY(chunkNames(pieces.path()).isEmpty());
        // Some chunks, then the rest.
        QCOMPARE(selfPlay(pieces.path(), {"--chunks", "2"}).exitCode, 0);
        run = selfPlay(pieces.path(), {"--chunks", "4"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("2 chunks of 5 games already"), qPrintable(run.out));
        QVERIFY2(run.out.contains("games/s"), qPrintable(run.out));
        QCOMPARE(chunkNames(pieces.path()), chunkNames(whole.path()));
        for (const QString& name : chunkNames(whole.path()))
            QVERIFY(fileBytes((whole.path() + "/" + name).toStdString()) ==
                    fileBytes((pieces.path() + "/" + name).toStdString()));
    }

    void runsStoppedByTheClockGoOnToTheSameChunks() {
        QTemporaryDir whole, pieces;
        const QStringList options = {"--chunks", "6", "--depth", "4", "--exact", "10"};
        QElapsedTimer clock;
        clock.start();
        QCOMPARE(selfPlay(whole.path(), {"--chunks", "1", "--seconds", "0"}).exitCode, 3);
        const double startup = clock.restart() / 1000.0;  // the engine's fingerprint
        QCOMPARE(selfPlay(whole.path(), options).exitCode, 0);
        const double playing = clock.elapsed() / 1000.0 - startup;
        // Runs given the startup and a third of the playing time, until done: each stops wherever
        // the clock says, in a search or between two games.
        const QString seconds = QString::number(startup + std::max(0.05, playing / 3), 'f', 2);
        int runs = 0;
        for (test::ProgramRun r; r.exitCode != 0; ++runs) {
            r = selfPlay(pieces.path(), options + QStringList{"--seconds", seconds});
            QVERIFY2(r.exitCode == 0 || r.exitCode == 3, qPrintable(r.out + r.err));
            QVERIFY2(runs < 60, qPrintable(r.out));
        }
        qInfo("%d runs of %s s", runs, qPrintable(seconds));
        QCOMPARE(chunkNames(pieces.path()), chunkNames(whole.path()));
        for (const QString& name : chunkNames(whole.path()))
            QVERIFY(fileBytes((whole.path() + "/" + name).toStdString()) ==
                    fileBytes((pieces.path() + "/" + name).toStdString()));
    }

    void trainingReadsTheSelfPlayGames() {
        QTemporaryDir dir;
        const QString games = dir.path() + "/selfplay";
        QCOMPARE(selfPlay(games, {"--chunks", "2"}).exitCode, 0);
        std::vector<TrainingSample> samples;
        SelfPlayStats stats;
        std::string error;
        QVERIFY2(readSelfPlaySamples(games.toStdString(), samples, stats, error), error.c_str());
        QCOMPARE(stats.games, 10L);
        QCOMPARE(static_cast<long>(samples.size()), stats.positions);
        // Without the openings' positions: each game from its first searched move on.
        std::vector<TrainingSample> searched;
        SelfPlayStats searchedStats;
        QVERIFY2(readSelfPlaySamples(games.toStdString(), searched, searchedStats, error, false),
                 error.c_str());
        long expectedSearched = 0;
        for (const ChunkFileEntry& entry : listSelfPlayChunkFiles(games.toStdString())) {
            SelfPlayChunk chunk;
            QVERIFY(readSelfPlayChunkFile(entry.path, chunk, error));
            for (const SelfPlayGame& g : chunk.games) {
                QVERIFY(g.randomPlies > 0);
                expectedSearched += static_cast<long>(g.moves.size()) - g.randomPlies;
            }
        }
        QCOMPARE(searchedStats.positions, expectedSearched);
        QCOMPARE(static_cast<long>(searched.size()), expectedSearched);
        QVERIFY(expectedSearched < stats.positions);
        const QString data = QString::fromStdString(makeDataDir(dir));
        auto run = test::runProgram(VERSO_LAB_PATH, {"train", "--data", data, "--epochs", "1",
                                                     "--selfplay", games, "--selfplay-only"});
        QCOMPARE(run.exitCode, 0);
        const QString expected = QString("self-play: 2 chunks in %1, 10 games, %2 positions")
                                     .arg(games)
                                     .arg(stats.positions);
        QVERIFY2(run.out.contains(expected), qPrintable(run.out));
        QVERIFY2(!run.out.contains("training:"), qPrintable(run.out));  // no real game trained on
        QVERIFY2(run.out.contains("held out (WTHOR 2015)"), qPrintable(run.out));
        // Counted three times: each phase fits three times as many positions.
        const auto phaseCounts = [](const QString& out) {
            QStringList counts;
            static const QRegularExpression line("phase +(\\d+): +(\\d+) positions");
            for (auto it = line.globalMatch(out); it.hasNext();) {
                const auto m = it.next();
                counts << m.captured(1) + ":" + m.captured(2);
            }
            return counts;
        };
        auto weighted = test::runProgram(
            VERSO_LAB_PATH, {"train", "--data", data, "--epochs", "1", "--selfplay", games,
                             "--selfplay-only", "--selfplay-weight", "3"});
        QCOMPARE(weighted.exitCode, 0);
        QVERIFY2(weighted.out.contains(expected + ", each counted 3 times"),
                 qPrintable(weighted.out));
        QStringList tripled;
        for (const QString& c : phaseCounts(run.out))
            tripled << c.section(':', 0, 0) + ":" + QString::number(3 * c.section(':', 1).toLong());
        QVERIFY(!tripled.isEmpty());
        QCOMPARE(phaseCounts(weighted.out), tripled);
        // Two folders (as the games of two versions of the engine are kept): both trained on.
        const QString copy = dir.path() + "/selfplay-copy";
        std::filesystem::copy(games.toStdString(), copy.toStdString());
        const auto both = test::runProgram(
            VERSO_LAB_PATH, {"train", "--data", data, "--epochs", "1", "--selfplay", games,
                             "--selfplay", copy, "--selfplay-only"});
        QCOMPARE(both.exitCode, 0);
        QVERIFY2(both.out.contains(expected) &&
                     both.out.contains(QString("self-play: 2 chunks in %1, 10 games").arg(copy)),
                 qPrintable(both.out));
        QStringList doubled;
        for (const QString& c : phaseCounts(run.out))
            doubled << c.section(':', 0, 0) + ":" + QString::number(2 * c.section(':', 1).toLong());
        QCOMPARE(phaseCounts(both.out), doubled);
        const auto noOpening = test::runProgram(
            VERSO_LAB_PATH, {"train", "--data", data, "--epochs", "1", "--selfplay", games,
                             "--selfplay-only", "--selfplay-no-opening"});
        QCOMPARE(noOpening.exitCode, 0);
        QVERIFY2(
            noOpening.out.contains(QString("%1 positions from the end of their random openings")
                                       .arg(expectedSearched)),
            qPrintable(noOpening.out));
        // Held-out self-play games are measured, not trained on: also for the built-in weights.
        const auto measured = test::runProgram(
            VERSO_LAB_PATH, {"train", "--data", data, "--embedded", "--selfplay-held-out", games});
        QCOMPARE(measured.exitCode, 0);
        QVERIFY2(measured.out.contains(QString("held-out self-play: 2 chunks in %1, 10 games, %2 "
                                               "positions")
                                           .arg(games)
                                           .arg(stats.positions)),
                 qPrintable(measured.out));
        static const QRegularExpression overall(
            "held-out self-play games mean absolute error[^\\n]*\\n(?:[^\\n]*\\n){15}  overall: "
            "([0-9.]+) over (\\d+) positions");
        const auto m = overall.match(measured.out);
        QVERIFY2(m.hasMatch(), qPrintable(measured.out));
        QCOMPARE(m.captured(2).toLong(), stats.positions);
        QVERIFY(m.captured(1).toDouble() > 0.0);
        QCOMPARE(test::runProgram(VERSO_LAB_PATH, {"train", "--data", data, "--selfplay-weight",
                                                   "0", "--selfplay", games})
                     .exitCode,
                 2);
        run = test::runProgram(VERSO_LAB_PATH,
                               {"train", "--data", data, "--epochs", "1", "--selfplay", games});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("training:") && run.out.contains(expected), qPrintable(run.out));
        run = test::runProgram(VERSO_LAB_PATH,
                               {"train", "--data", data, "--selfplay", dir.path() + "/none"});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("none"), qPrintable(run.err));
    }
};

QTEST_APPLESS_MAIN(TestSelfPlay)
#include "test_selfplay.moc"
