// SPDX-License-Identifier: GPL-3.0-or-later
// Reading real game archives and fitting the evaluation to them (verso-lab train's machinery), and
// labelling their positions with searches (verso-lab label, train --labels).
#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "ProgramRun.h"
#include "TrainingDataDir.h"

#include <zlib.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <set>
#include <sstream>
#include <tuple>

#include "core/BoardSymmetry.h"
#include "core/Notation.h"
#include "engine/Evaluation.h"
#include "engine/OpeningBook.h"
#include "engine/PatternSet.h"
#include "engine/PatternWeights.h"
#include "train/GameArchive.h"
#include "train/PatternTrainer.h"
#include "train/SearchLabels.h"

using namespace verso;
using namespace verso::train;

namespace {
namespace fs = std::filesystem;

const std::string kFixtures = VERSO_TEST_DATA_DIR;
// The shared data beside the repository, or where VERSO_SHARED_DATA_DIR points.
std::string sharedDataDir() {
    const QByteArray overridden = qgetenv("VERSO_SHARED_DATA_DIR");
    return overridden.isEmpty() ? std::string(VERSO_SHARED_DATA_DIR) : overridden.toStdString();
}

using test::makeDataDir;

LabelSettings labelSettings(int depth, int exact, int sample, int chunk) {
    static const std::uint64_t engine = engineFingerprint();
    LabelSettings s;
    s.depth = depth;
    s.exact = exact;
    s.sample = sample;
    s.chunkSize = chunk;
    s.hashMegabytes = 1;
    s.engine = engine;
    return s;
}

PositionSample sampleOf(const std::string& dataDir, int every, bool heldOut = false, int part = 0) {
    DataSources sources;
    std::string error;
    if (!findDataSources(dataDir, true, sources, error)) qFatal("%s", error.c_str());
    PositionSample sample;
    if (!collectSample(heldOut ? sources.heldOut : sources.training, every, part, sample, error))
        qFatal("%s", error.c_str());
    return sample;
}

// The smallest image of a position under the board's symmetries, as a set key.
std::pair<Bitboard, Bitboard> canonicalOf(Bitboard player, Bitboard opponent) {
    const CanonicalBoard c = canonicalBoard(player, opponent);
    return {c.player, c.opponent};
}

// The positions 'verso-lab train' says it fitted, over all phases.
long positionsTrainedOn(const QString& out) {
    long total = 0;
    const QRegularExpression line(R"(^phase +\d+: +(\d+) positions)",
                                  QRegularExpression::MultilineOption);
    for (auto it = line.globalMatch(out); it.hasNext();) total += it.next().captured(1).toLong();
    return total;
}

// The chunk's text with "from" replaced by "to", under a right checksum (so that a reader refuses
// the replaced line itself, not the checksum).
std::string replacedUnderChecksum(const LabelChunk& chunk, const std::string& from,
                                  const std::string& to) {
    std::string text = formatLabelChunk(chunk);
    text.replace(text.find(from), from.size(), to);
    text.erase(text.rfind("end "));
    char crc[16];
    std::snprintf(
        crc, sizeof crc, "%08lx",
        crc32(0L, reinterpret_cast<const Bytef*>(text.data()), static_cast<uInt>(text.size())));
    return text + "end " + crc + "\n";
}

std::string fileBytes(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void writeBytes(const fs::path& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << bytes;
}

// Every file of a folder with its bytes.
std::map<std::string, std::string> folderContents(const std::string& dir) {
    std::map<std::string, std::string> files;
    for (const auto& entry : fs::directory_iterator(dir))
        files[entry.path().filename().string()] = fileBytes(entry.path());
    return files;
}

// Perfect play by plain alpha-beta on the rules core, sharing nothing with the engine's solver.
int solveByHand(const Position& p, int alpha, int beta) {
    if (p.isGameOver()) {
        const int mine = popCount(p.player()), theirs = popCount(p.opponent()),
                  empties = p.emptyCount();
        return mine > theirs   ? mine - theirs + empties
               : mine < theirs ? mine - theirs - empties
                               : 0;
    }
    if (!p.hasLegalMove()) return -solveByHand(p.afterPass(), -beta, -alpha);
    int best = -65;
    for (Bitboard moves = p.legalMoves(); moves; moves &= moves - 1) {
        const int score =
            -solveByHand(p.afterMove(Move::at(firstSquare(moves))), -beta, -std::max(alpha, best));
        best = std::max(best, score);
        if (best >= beta) break;
    }
    return best;
}

using CliRun = verso::test::ProgramRun;

CliRun runCli(const QStringList& args) {
    return verso::test::runProgram(QStringLiteral(VERSO_LAB_PATH), args);
}
}  // namespace

class TestTraining : public QObject {
    Q_OBJECT
private slots:
    void logbookGamesAreReplayedAndACorruptOneIsCounted() {
        std::vector<TrainingSample> samples;
        ArchiveStats stats;
        std::string error;
        QVERIFY2(readLogbook(kFixtures + "/train-games.gam", samples, stats, error), error.c_str());
        QCOMPARE(stats.games, 13L);
        QCOMPARE(stats.corruptGames, 1L);  // the last line plays a1, which flips nothing
        QVERIFY(stats.firstProblem.find("line 14") != std::string::npos);
        QCOMPARE(static_cast<long>(samples.size()), stats.positions);
        QVERIFY(samples.size() >= 13 * 55);
        // The first position of every game is the start, labelled from black's view.
        QCOMPARE(popCount(samples[0].player | samples[0].opponent), 4);
    }

    void wthorGamesUseTheTheoreticalScoreBeforeTheSolvedDepth() {
        std::vector<TrainingSample> samples;
        ArchiveStats stats;
        std::string error;
        QVERIFY2(readWthor(kFixtures + "/train-games.wtb", samples, stats, error), error.c_str());
        QCOMPARE(stats.games, 4L);
        QCOMPARE(stats.corruptGames, 0L);
        // Game 1: black finished with 50 discs, 35 with perfect play from 24 empties.
        QCOMPARE(static_cast<int>(samples[0].score), 2 * 35 - 64);
        // Its last position (1 empty) carries the replayed final score, 50-14, for whoever moves.
        QCOMPARE(popCount(samples[59].player | samples[59].opponent), 63);
        QCOMPARE(std::abs(static_cast<int>(samples[59].score)), 2 * 50 - 64);
    }

    // A file of GGF games, gzip'ed as a match's games are kept: the game from the standard start is
    // read with its replayed result; another start, a damaged line and a resigned game are counted.
    void ggfGamesFromTheStartAreReplayedAndTheOthersCounted() {
        std::ifstream in(kFixtures + "/games/two-games.ggf");
        std::string fromStart, otherStart;
        QVERIFY(std::getline(in, fromStart) && std::getline(in, otherStart));
        const std::string resigned = fromStart.substr(0, fromStart.find("B[D3]")) + "B[D3];)";
        QTemporaryDir tmp;
        const std::string path = tmp.filePath("games.ggf.gz").toStdString();
        gzFile out = gzopen(path.c_str(), "wb");
        QVERIFY(out);
        for (const std::string& line :
             {fromStart, otherStart, std::string("(;GM[Othello]B[Z9];)"), resigned, fromStart}) {
            const std::string text = line + "\n";
            gzwrite(out, text.data(), static_cast<unsigned>(text.size()));
        }
        gzclose(out);
        std::vector<TrainingSample> samples;
        ArchiveStats stats;
        std::string error;
        QVERIFY2(readGgfGames(path, 0, samples, stats, error), error.c_str());
        QCOMPARE(stats.games, 2L);
        QCOMPARE(stats.corruptGames, 3L);
        QVERIFY(stats.firstProblem.find("line 2") != std::string::npos);
        QCOMPARE(stats.scoreMismatches, 0L);
        QCOMPARE(samples.size(), std::size_t{120});  // 60 placing moves each
        // The start, from Black's view: White won by 30.
        QCOMPARE(popCount(samples[0].player | samples[0].opponent), 4);
        QCOMPARE(static_cast<int>(samples[0].score), -30);
        QCOMPARE(static_cast<int>(samples[1].score), 30);
        std::vector<TrainingSample> late;
        QVERIFY(readGgfGames(path, 8, late, stats, error));
        QCOMPARE(late.size(), std::size_t{2 * 52});
        QCOMPARE(popCount(late[0].player | late[0].opponent), 12);
        QVERIFY(!readGgfGames(tmp.filePath("none.ggf").toStdString(), 0, late, stats, error));
        QVERIFY(error.find("none.ggf") != std::string::npos);
    }

    void unreadableFilesGiveAReason() {
        std::vector<TrainingSample> samples;
        ArchiveStats stats;
        std::string error;
        QVERIFY(!readWthor(kFixtures + "/train-games.gam", samples, stats, error));
        QVERIFY(error.find("not a WTHOR") != std::string::npos);
        QVERIFY(!readLogbook(kFixtures + "/no-such-file.gam", samples, stats, error));
        QVERIFY(samples.empty());
    }

    void trainingReducesTheError() {
        std::vector<TrainingSample> samples;
        ArchiveStats stats;
        std::string error;
        QVERIFY(readLogbook(kFixtures + "/train-games.gam", samples, stats, error));
        QVERIFY(readWthor(kFixtures + "/train-games.wtb", samples, stats, error));
        TrainOptions options;
        options.epochs = 30;
        const double before = measureError(engine::PatternWeights(), samples).overall;
        const double after = measureError(trainWeights(samples, options), samples).overall;
        QVERIFY2(after < before / 2, qPrintable(QString("%1 -> %2").arg(before).arg(after)));
    }

    // Trained on positions of 40 discs or more only, the chained phases hand their weights down to
    // the phases that saw no positions (7 and below: phase 8's range reaches 41 discs with its
    // 2-disc neighbours); independent phases leave them at zero.
    void chainedPhasesInheritTheNextPhasesWeights() {
        std::vector<TrainingSample> all, late;
        ArchiveStats stats;
        std::string error;
        QVERIFY(readLogbook(kFixtures + "/train-games.gam", all, stats, error));
        QVERIFY(readWthor(kFixtures + "/train-games.wtb", all, stats, error));
        for (const TrainingSample& s : all)
            if (popCount(s.player | s.opponent) >= 40) late.push_back(s);
        QVERIFY(late.size() > 100);
        TrainOptions options;
        options.epochs = 10;
        const engine::PatternWeights chained = trainWeights(late, options);
        options.chainPhases = false;
        const engine::PatternWeights independent = trainWeights(late, options);
        int nonZero = 0;
        for (int f = 0; f < engine::kFeatureCount; ++f) {
            QCOMPARE(chained.weight(0, f), chained.weight(8, f));
            QCOMPARE(chained.weight(7, f), chained.weight(8, f));
            QCOMPARE(independent.weight(0, f), std::int16_t{0});
            if (chained.weight(8, f) != 0) ++nonZero;
        }
        QVERIFY2(nonZero > 100, qPrintable(QString::number(nonZero)));
        // Phase 9 is trained on its own positions, starting from phase 10: not a copy of it.
        int differing = 0;
        for (int f = 0; f < engine::kFeatureCount; ++f)
            differing += chained.weight(9, f) != chained.weight(10, f);
        QVERIFY(differing > 0);
    }

    void shippedWeightsPredictTheHeldOutGames() {
        const std::string path = sharedDataDir() + "/wthor/WTH_2015.wtb";
        if (!std::filesystem::exists(path))
            QSKIP("the shared WTHOR data (../shared/data/wthor) is absent");
        std::vector<TrainingSample> samples;
        ArchiveStats stats;
        std::string error;
        QVERIFY2(readWthor(path, samples, stats, error), error.c_str());
        QCOMPARE(stats.corruptGames, 0L);
        const double guessingADraw = measureError(engine::PatternWeights(), samples).overall;
        const double learned = measureError(engine::PatternWeights::embedded(), samples).overall;
        QVERIFY2(learned < 0.8 * guessingADraw,
                 qPrintable(QString("%1 vs %2").arg(learned).arg(guessingADraw)));
    }

    // ---- Search labels ----

    void exactLabelsAgreeWithAnIndependentSolve() {
        QTemporaryDir tmp;
        const std::string data = makeDataDir(tmp), out = tmp.path().toStdString() + "/labels";
        const PositionSample sample = sampleOf(data, 2);
        QVERIFY(sample.positions.size() > 300);
        LabelRunResult result;
        std::string error;
        QVERIFY2(
            labelSample(sample, labelSettings(3, 9, 2, 100), {}, out, nullptr, {}, result, error),
            error.c_str());
        QCOMPARE(result.chunks, static_cast<long>((sample.positions.size() + 99) / 100));
        QCOMPARE(result.chunksWritten, result.chunks);
        std::vector<LabelChunk> chunks;
        QVERIFY2(readLabelChunks(out, false, chunks, error), error.c_str());
        QCOMPARE(static_cast<long>(chunks.size()), result.chunks);
        std::size_t i = 0;
        int solved = 0;
        for (const LabelChunk& chunk : chunks) {
            for (const LabelRecord& r : chunk.records) {
                const SamplePosition& s = sample.positions[i++];
                QCOMPARE(r.file, s.file);
                QCOMPARE(r.game, s.game);
                QCOMPARE(static_cast<int>(r.ply), static_cast<int>(s.ply));
                const Position p = Position::fromPlayer(s.player, s.opponent, Color::Black);
                // Up to 9 empties the label is the solver's; from 10 on the depth-3 search's.
                QCOMPARE(r.kind == LabelKind::Exact, p.emptyCount() <= 9);
                if (p.emptyCount() > 9) continue;
                QCOMPARE(static_cast<int>(r.label), solveByHand(p, -65, 65));
                ++solved;
            }
        }
        QCOMPARE(i, sample.positions.size());
        QVERIFY2(solved >= 40, qPrintable(QString::number(solved)));
    }

    void symmetricDuplicatesAreLabelledOnce() {
        // A logbook of one game and the same game reflected in the a1-h8 diagonal, which leaves
        // the start position as it is: every position of the second is one of the first's.
        QTemporaryDir tmp;
        std::ifstream in(kFixtures + "/train-games.gam");
        std::string line;
        std::getline(in, line);
        std::string reflected = line;
        for (std::size_t i = 0; i + 2 < line.size() && (line[i] == '+' || line[i] == '-'); i += 3) {
            const int square = symmetricSquare(*parseSquare(line.substr(i + 1, 2)), 4);
            reflected.replace(i + 1, 2, squareName(square));
        }
        QVERIFY(reflected != line);
        const std::string path = tmp.path().toStdString() + "/logbook.gam";
        writeBytes(path, line + "\n" + reflected + "\n");
        PositionSample sample;
        std::string error;
        QVERIFY2(collectSample({{path, true}}, 1, 0, sample, error), error.c_str());
        QCOMPARE(sample.stats.games, 2L);
        QCOMPARE(sample.kept, sample.stats.positions);
        QCOMPARE(sample.duplicates, sample.kept / 2);
        QCOMPARE(static_cast<long>(sample.positions.size()), sample.kept / 2);
        for (const SamplePosition& p : sample.positions)
            QCOMPARE(p.game, 1u);  // the first game's, once each
        LabelRunResult result;
        const std::string out = tmp.path().toStdString() + "/labels";
        QVERIFY2(
            labelSample(sample, labelSettings(2, 6, 1, 1000), {}, out, nullptr, {}, result, error),
            error.c_str());
        std::vector<LabelChunk> chunks;
        QVERIFY2(readLabelChunks(out, false, chunks, error), error.c_str());
        QCOMPARE(chunks.size(), std::size_t{1});
        QCOMPARE(chunks[0].records.size(), sample.positions.size());
    }

    void stoppedRunsResumeToTheSameChunks() {
        QTemporaryDir tmp;
        const std::string data = makeDataDir(tmp), whole = tmp.path().toStdString() + "/whole",
                          pieces = tmp.path().toStdString() + "/pieces";
        const PositionSample sample = sampleOf(data, 2);
        const LabelSettings settings = labelSettings(4, 10, 2, 40);
        LabelRunResult result;
        std::string error;
        QVERIFY2(labelSample(sample, settings, {}, whole, nullptr, {}, result, error),
                 error.c_str());
        QVERIFY(!result.stopped);
        // Stopped after 25, 50, 75, ... positions labelled in a run: in the middle of a chunk
        // every time, whose positions are dropped and labelled again by the next run.
        int runs = 0;
        bool countsAddUp = true;
        for (long stopAfter = 25;; stopAfter += 25) {
            std::atomic<bool> stop{false};
            const auto progress = [&](const LabelProgress& p) {
                if (p.doneThisRun >= stopAfter) stop = true;
                countsAddUp = countsAddUp && p.exactLeft + p.searchLeft == p.total - p.done;
            };
            QVERIFY2(labelSample(sample, settings, {}, pieces, &stop, progress, result, error),
                     error.c_str());
            ++runs;
            if (!result.stopped) break;
            QVERIFY(result.dropped > 0);
            QVERIFY(runs < 100);
        }
        QVERIFY(runs >= 3);
        QVERIFY(countsAddUp);  // the positions left, by kind, for the time left
        QCOMPARE(folderContents(pieces), folderContents(whole));  // no temporary file left either
    }

    void threadsAndExactLabelsFromAnotherFolderGiveTheSameChunks() {
        QTemporaryDir tmp;
        const std::string data = makeDataDir(tmp), root = tmp.path().toStdString();
        const PositionSample sample = sampleOf(data, 2);
        const LabelSettings deep = labelSettings(4, 10, 2, 40);
        LabelRunResult result;
        std::string error;
        QVERIFY2(labelSample(sample, deep, {}, root + "/one", nullptr, {}, result, error),
                 error.c_str());
        long exact = 0;
        std::vector<LabelChunk> chunks;
        QVERIFY2(readLabelChunks(root + "/one", false, chunks, error), error.c_str());
        for (const LabelChunk& c : chunks)
            for (const LabelRecord& r : c.records) exact += r.kind == LabelKind::Exact;
        QVERIFY(exact > 20);

        LabelRunOptions three;
        three.threads = 3;
        QVERIFY2(labelSample(sample, deep, three, root + "/three", nullptr, {}, result, error),
                 error.c_str());
        QCOMPARE(folderContents(root + "/three"), folderContents(root + "/one"));

        // The exact labels of a shallower run (another depth, the same sample) are taken as they
        // are, and only the other positions are searched: the chunks come out the same.
        QVERIFY2(labelSample(sample, labelSettings(2, 10, 2, 40), {}, root + "/shallow", nullptr,
                             {}, result, error),
                 error.c_str());
        LabelRunOptions reuse;
        reuse.threads = 2;
        reuse.exactFrom = root + "/shallow";
        long solvedHere = 0;
        const auto progress = [&](const LabelProgress& p) { solvedHere = p.exactThisRun; };
        QVERIFY2(
            labelSample(sample, deep, reuse, root + "/reused", nullptr, progress, result, error),
            error.c_str());
        QCOMPARE(result.reused, exact);
        QCOMPARE(solvedHere, 0L);
        QCOMPARE(folderContents(root + "/reused"), folderContents(root + "/one"));

        // Chunks of another sample cannot lend their labels: refused before anything is written.
        QVERIFY2(labelSample(sample, labelSettings(2, 10, 2, 30), {}, root + "/other", nullptr, {},
                             result, error),
                 error.c_str());
        reuse.exactFrom = root + "/other";
        QVERIFY(!labelSample(sample, deep, reuse, root + "/refused", nullptr, {}, result, error));
        QVERIFY2(error.find("cannot be used") != std::string::npos, error.c_str());
        QVERIFY(listLabelChunkFiles(root + "/refused", false).empty());
    }

    void theCommandStopsAfterItsSecondsAndGoesOn() {
        QTemporaryDir tmp;
        const QString data = QString::fromStdString(makeDataDir(tmp)), out = tmp.path() + "/cli",
                      whole = tmp.path() + "/whole";
        const QStringList options = {"--data", data,       "--depth", "6",       "--exact",
                                     "12",     "--sample", "2",       "--chunk", "20"};
        QElapsedTimer clock;
        clock.start();
        const CliRun at0 = runCli(QStringList{"label", "--out", out, "--seconds", "0"} + options);
        const double startup =
            clock.restart() / 1000.0;  // reading the data, the engine's fingerprint
        QCOMPARE(at0.exitCode, 3);
        QVERIFY2(at0.out.contains("stopped: 0 of"), qPrintable(at0.out));
        QVERIFY(!fs::exists(out.toStdString() + "/labels-0000.txt.gz"));
        const CliRun once = runCli(QStringList{"label", "--out", whole} + options);
        const double labelling = clock.elapsed() / 1000.0 - startup;
        QCOMPARE(once.exitCode, 0);
        QVERIFY2(once.out.contains("positions/s"), qPrintable(once.out));
        QVERIFY(once.out.contains("done: all"));
        // Runs given the startup and a third of the labelling time, until done: each stops
        // wherever the clock says, in a search or between two (slower builds get longer runs).
        const QString seconds = QString::number(startup + std::max(0.1, labelling / 3), 'f', 2);
        int runs = 0;
        for (CliRun r; r.exitCode != 0; ++runs) {
            r = runCli(QStringList{"label", "--out", out, "--seconds", seconds} + options);
            QVERIFY2(r.exitCode == 0 || r.exitCode == 3, qPrintable(r.out + r.err));
            QVERIFY2(runs < 50, qPrintable(r.out));
        }
        qInfo("%d runs of %s s", runs, qPrintable(seconds));
        QCOMPARE(folderContents(out.toStdString()), folderContents(whole.toStdString()));
        // Done already: nothing is labelled again.
        const CliRun again = runCli(QStringList{"label", "--out", whole} + options);
        QCOMPARE(again.exitCode, 0);
        QVERIFY(!again.out.contains("wrote"));
    }

    // The parts of a sample of one position in 3 hold different positions, and together every
    // position of the games once; a part's chunks say so, and train takes the parts together.
    void thePartsOfASampleShareNoPosition() {
        QTemporaryDir tmp;
        const std::string data = makeDataDir(tmp), root = tmp.path().toStdString();
        std::set<std::pair<Bitboard, Bitboard>> all, inParts;
        for (const SamplePosition& p : sampleOf(data, 1).positions)
            all.insert(canonicalOf(p.player, p.opponent));
        std::size_t sizes = 0;
        for (int part = 0; part < 3; ++part) {
            const PositionSample sample = sampleOf(data, 3, false, part);
            QVERIFY(sample.positions.size() > 100);
            sizes += sample.positions.size();
            for (const SamplePosition& p : sample.positions)
                QVERIFY(inParts.insert(canonicalOf(p.player, p.opponent)).second);
        }
        QCOMPARE(sizes, all.size());
        QVERIFY(inParts == all);
        // Part 0 is the sample of one in 3 itself.
        QCOMPARE(sampleOf(data, 3, false, 0).positions.size(), sampleOf(data, 3).positions.size());
        PositionSample none;
        std::string error;
        DataSources sources;
        QVERIFY(findDataSources(data, true, sources, error));
        QVERIFY(!collectSample(sources.training, 3, 3, none, error));
        QVERIFY2(error.find("no part 3") != std::string::npos, error.c_str());

        const auto label = [&](const QString& out, const QStringList& more) {
            return runCli(QStringList{"label", "--data", QString::fromStdString(data), "--out",
                                      QString::fromStdString(root) + "/" + out, "--depth", "2",
                                      "--exact", "6", "--sample", "3", "--chunk", "200"} +
                          more);
        };
        QCOMPARE(label("part0", {}).exitCode, 0);
        const CliRun part1 = label("part1", {"--part", "1"});
        QCOMPARE(part1.exitCode, 0);
        QVERIFY2(part1.out.contains("training sample part 1: "), qPrintable(part1.out));
        std::vector<LabelChunk> chunks;
        QVERIFY2(readLabelChunks(root + "/part1", false, chunks, error), error.c_str());
        QVERIFY(!chunks.empty());
        QCOMPARE(chunks.front().settings.part, 1);
        QVERIFY(formatLabelChunk(chunks.front()).find("\nsample 3\npart 1\nchunk-size 200\n") !=
                std::string::npos);
        // A part is refused where it does not belong, and the folder of another part too.
        QCOMPARE(label("part3", {"--part", "3"}).exitCode, 2);
        QCOMPARE(label("held", {"--part", "1", "--held-out"}).exitCode, 2);
        const CliRun mixed = label("part1", {});
        QCOMPARE(mixed.exitCode, 1);
        QVERIFY2(mixed.err.contains("--part 1 (now 0)"), qPrintable(mixed.err));
        // Train takes the parts together: as many positions as both folders hold.
        const auto trainOn = [&](const QStringList& folders) {
            QStringList args{"train", "--data", QString::fromStdString(data), "--epochs", "1"};
            for (const QString& f : folders)
                args << "--labels" << QString::fromStdString(root) + "/" + f;
            return runCli(args);
        };
        const CliRun both = trainOn({"part0", "part1"});
        QCOMPARE(both.exitCode, 0);
        QVERIFY2(both.out.contains("one position in 3, part 1)"), qPrintable(both.out));
        QCOMPARE(positionsTrainedOn(both.out), positionsTrainedOn(trainOn({"part0"}).out) +
                                                   positionsTrainedOn(trainOn({"part1"}).out));
        const CliRun twice = trainOn({"part1", "part1"});
        QCOMPARE(twice.exitCode, 1);
        QVERIFY2(twice.err.contains("hold the same part of the same sample"),
                 qPrintable(twice.err));
    }

    void chunksMadeWithOtherOptionsAreRefused() {
        QTemporaryDir tmp;
        const std::string data = makeDataDir(tmp), out = tmp.path().toStdString() + "/labels";
        const PositionSample sample = sampleOf(data, 3);
        LabelRunResult result;
        std::string error;
        QVERIFY2(
            labelSample(sample, labelSettings(2, 6, 3, 50), {}, out, nullptr, {}, result, error),
            error.c_str());
        const auto before = folderContents(out);
        QVERIFY(
            !labelSample(sample, labelSettings(3, 6, 3, 50), {}, out, nullptr, {}, result, error));
        QVERIFY2(error.find("labels-0000.txt.gz") != std::string::npos &&
                     error.find("--depth 2 (now 3)") != std::string::npos,
                 error.c_str());
        QVERIFY(
            !labelSample(sample, labelSettings(2, 6, 3, 60), {}, out, nullptr, {}, result, error));
        QVERIFY2(error.find("--chunk 50 (now 60)") != std::string::npos, error.c_str());
        LabelSettings otherEngine = labelSettings(2, 6, 3, 50);
        otherEngine.engine ^= 1;
        QVERIFY(!labelSample(sample, otherEngine, {}, out, nullptr, {}, result, error));
        QVERIFY2(error.find("engine") != std::string::npos, error.c_str());
        LabelRunOptions anyEngine;
        anyEngine.acceptOtherEngines = true;  // --any-engine
        QVERIFY2(labelSample(sample, otherEngine, anyEngine, out, nullptr, {}, result, error),
                 error.c_str());
        QCOMPARE(result.chunksFound, result.chunks);
        // Another sample (the data changed: here, without the logbook) does not hold these
        // positions.
        DataSources sources;
        QVERIFY(findDataSources(data, false, sources, error));
        PositionSample withoutLogbook;
        QVERIFY(collectSample(sources.training, 3, 0, withoutLogbook, error));
        QVERIFY(!labelSample(withoutLogbook, labelSettings(2, 6, 3, 50), {}, out, nullptr, {},
                             result, error));
        QVERIFY2(error.find("does not hold the positions") != std::string::npos, error.c_str());
        QCOMPARE(folderContents(out), before);
        // The command says so and exits with 1.
        const CliRun cli = runCli({"label", "--data", QString::fromStdString(data), "--out",
                                   QString::fromStdString(out), "--depth", "4", "--exact", "6",
                                   "--sample", "3", "--chunk", "50", "--hash", "1"});
        QCOMPARE(cli.exitCode, 1);
        QVERIFY2(cli.err.contains("labels-0000.txt.gz was made with --depth 2 (now 4)"),
                 qPrintable(cli.err));
    }

    void damagedChunksAreRefusedWithTheirName() {
        QTemporaryDir tmp;
        const std::string data = makeDataDir(tmp), out = tmp.path().toStdString() + "/labels";
        const PositionSample sample = sampleOf(data, 3);
        const LabelSettings settings = labelSettings(2, 6, 3, 50);
        LabelRunResult result;
        std::string error;
        QVERIFY2(labelSample(sample, settings, {}, out, nullptr, {}, result, error), error.c_str());
        const fs::path chunk = fs::path(out) / "labels-0001.txt.gz";
        const std::string good = fileBytes(chunk);
        LabelChunk parsed;
        QVERIFY2(parseLabelChunk(good, parsed, error), error.c_str());
        std::string text = formatLabelChunk(parsed);
        const std::size_t labelAt =
            text.find(" d ") + 3;  // the first search label's first character
        std::string relabelled = text;
        relabelled[labelAt] = relabelled[labelAt] == '1' ? '2' : '1';
        std::string garbled = good;
        garbled[garbled.size() / 2] = static_cast<char>(garbled[garbled.size() / 2] ^ 0x20);
        const std::vector<std::pair<const char*, std::string>> damages = {
            {"truncated", good.substr(0, good.size() / 2)},
            {"garbled", garbled},
            {"a label changed", relabelled},
            {"text cut at a line", text.substr(0, text.rfind("end "))},
            {"empty", ""},
        };
        for (const auto& [what, bytes] : damages) {
            writeBytes(chunk, bytes);
            QVERIFY2(!labelSample(sample, settings, {}, out, nullptr, {}, result, error), what);
            QVERIFY2(error.find(chunk.string()) != std::string::npos &&
                         error.find("damaged") != std::string::npos,
                     qPrintable(QString("%1: %2").arg(what, error.c_str())));
            QCOMPARE(fileBytes(chunk), bytes);  // left for the user to look at, not replaced
            std::vector<LabelChunk> chunks;
            QVERIFY2(!readLabelChunks(out, false, chunks, error), what);
            QVERIFY(error.find(chunk.string()) != std::string::npos);
        }
        // The same text uncompressed is a chunk too, and it reads the same.
        writeBytes(chunk, text);
        QVERIFY2(labelSample(sample, settings, {}, out, nullptr, {}, result, error), error.c_str());
        QCOMPARE(result.chunksWritten, 0L);
        // Train says which file it refuses.
        writeBytes(chunk, garbled);
        const CliRun cli = runCli({"train", "--data", QString::fromStdString(data), "--labels",
                                   QString::fromStdString(out), "--epochs", "2"});
        QCOMPARE(cli.exitCode, 1);
        QVERIFY2(cli.err.contains(QString::fromStdString(chunk.string())), qPrintable(cli.err));
    }

    void chunksWriteAndReadBack() {
        LabelChunk chunk;
        chunk.settings = labelSettings(8, 20, 6, 3);
        chunk.settings.heldOut = true;
        chunk.index = 7;
        chunk.first = 21;
        chunk.boards = 0x0123456789abcdefULL;
        chunk.files = {"WTH_2015.wtb", "other.gam"};
        chunk.records = {{0, 1, 0, LabelKind::Search, -64},
                         {0, 1, 59, LabelKind::Exact, 64},
                         {1, 4294967295u, 3, LabelKind::Search, 0}};
        LabelChunk back;
        std::string error;
        QVERIFY2(parseLabelChunk(formatLabelChunk(chunk), back, error), error.c_str());
        QVERIFY(back == chunk);
        QTemporaryDir tmp;
        const std::string path = tmp.path().toStdString() + "/" + labelChunkFileName(true, 7);
        QVERIFY2(writeLabelChunkFile(path, chunk, error), error.c_str());
        QVERIFY(fileBytes(path).substr(0, 2) == "\x1f\x8b");  // gzip'ed
        QVERIFY2(readLabelChunkFile(path, back, error), error.c_str());
        QVERIFY(back == chunk);
        QCOMPARE(listLabelChunkFiles(tmp.path().toStdString(), true).size(), std::size_t{1});
        QVERIFY(listLabelChunkFiles(tmp.path().toStdString(), false).empty());
        // A chunk of a later part keeps its part; "part 0" (never written) and a part as large as
        // the sample are refused.
        LabelChunk ofPart = chunk;
        ofPart.settings.part = 5;
        QVERIFY2(parseLabelChunk(formatLabelChunk(ofPart), back, error), error.c_str());
        QVERIFY(back == ofPart);
        for (const char* part : {"part 0", "part 6"}) {
            LabelChunk probe;
            QVERIFY2(!parseLabelChunk(replacedUnderChecksum(ofPart, "part 5", part), probe, error),
                     part);
            QVERIFY2(error.find("line 6") != std::string::npos &&
                         error.find("part") != std::string::npos,
                     error.c_str());
        }
        // An odd exact score, a ply past the end of a game, disorder: each refused with its line,
        // under a right checksum (so that the line itself is what is refused).
        for (const auto& [to, why] : std::vector<std::pair<std::string, std::string>>{
                 {"0 1 59 e 63", "even"}, {"0 1 60 e 64", "ply"}, {"0 1 0 e 64", "increasing"}}) {
            LabelChunk probe;
            QVERIFY(
                !parseLabelChunk(replacedUnderChecksum(chunk, "0 1 59 e 64", to), probe, error));
            QVERIFY2(
                error.find("line 17") != std::string::npos && error.find(why) != std::string::npos,
                error.c_str());
        }
    }

    void trainingFromLabelsWritesWeights() {
        QTemporaryDir tmp;
        const std::string data = makeDataDir(tmp), out = tmp.path().toStdString() + "/labels";
        const QStringList options = {"--data",   QString::fromStdString(data),
                                     "--out",    QString::fromStdString(out),
                                     "--depth",  "4",
                                     "--exact",  "10",
                                     "--sample", "2",
                                     "--chunk",  "100"};
        QCOMPARE(runCli(QStringList{"label"} + options).exitCode, 0);
        QCOMPARE(runCli(QStringList{"label", "--held-out"} + options).exitCode, 0);
        QVERIFY(fs::exists(fs::path(out) / "heldout-0000.txt.gz"));
        // The rebuilt positions carry the chunks' labels, or a blend with the game's result.
        std::vector<LabelChunk> chunks;
        std::string error;
        QVERIFY2(readLabelChunks(out, false, chunks, error), error.c_str());
        DataSources sources;
        QVERIFY(findDataSources(data, true, sources, error));
        LabelledPositions searched, blended;
        QVERIFY2(rebuildLabelled(chunks, sources.training, 1.0, {}, searched, error),
                 error.c_str());
        QVERIFY2(rebuildLabelled(chunks, sources.training, 0.25, {}, blended, error),
                 error.c_str());
        const PositionSample sample = sampleOf(data, 2);
        QCOMPARE(searched.samples.size(), sample.positions.size());
        // The game's own label of each position, by its identity (file, game, ply).
        std::map<std::tuple<std::string, std::uint32_t, int>, int> gameScore;
        ArchiveStats stats;
        for (const ArchiveFile& f : sources.training) {
            QVERIFY(visitArchive(
                f,
                [&](const ArchiveGame& g) {
                    for (std::size_t ply = 0; ply < g.scores.size(); ++ply)
                        gameScore[{f.name(), g.number, int(ply)}] = g.scores[ply];
                },
                stats, error));
        }
        std::size_t i = 0;
        for (const LabelChunk& chunk : chunks) {
            for (const LabelRecord& r : chunk.records) {
                const TrainingSample& s = searched.samples[i];
                QCOMPARE(s.player, sample.positions[i].player);
                QCOMPARE(s.score, static_cast<float>(r.label));
                const int game = gameScore.at({chunk.files[r.file], r.game, r.ply});
                QCOMPARE(blended.samples[i].score,
                         static_cast<float>(0.25 * r.label + 0.75 * game));
                ++i;
            }
        }
        const QString weights = tmp.path() + "/weights.bin";
        const CliRun train = runCli({"train", "--data", QString::fromStdString(data), "--labels",
                                     QString::fromStdString(out), "--epochs", "5", "--blend", "0.5",
                                     "--output", weights});
        QCOMPARE(train.exitCode, 0);
        QVERIFY2(train.out.contains("training labels: ") &&
                     train.out.contains("against the search labels"),
                 qPrintable(train.out));
        QVERIFY2(train.out.contains("against the game results"), qPrintable(train.out));
        QVERIFY(fs::file_size(weights.toStdString()) > 1000);
        const std::string encoded = fileBytes(weights.toStdString());
        QVERIFY(engine::PatternWeights::decode(
            reinterpret_cast<const std::uint8_t*>(encoded.data()), encoded.size()));
        // With the games too, every game position joins the labelled ones.
        const CliRun labelsOnly =
            runCli({"train", "--data", QString::fromStdString(data), "--labels",
                    QString::fromStdString(out), "--epochs", "2"});
        const CliRun withGames =
            runCli({"train", "--data", QString::fromStdString(data), "--labels",
                    QString::fromStdString(out), "--epochs", "2", "--with-games"});
        QCOMPARE(withGames.exitCode, 0);
        QVERIFY2(withGames.out.contains("training: ") && !labelsOnly.out.contains("training: "),
                 qPrintable(withGames.out));
        QVERIFY(positionsTrainedOn(labelsOnly.out) > 0);
        QVERIFY2(positionsTrainedOn(withGames.out) > positionsTrainedOn(labelsOnly.out),
                 qPrintable(withGames.out));
        // Weighted, each labelled position counts K times.
        const CliRun weighted =
            runCli({"train", "--data", QString::fromStdString(data), "--labels",
                    QString::fromStdString(out), "--epochs", "2", "--label-weight", "3"});
        QCOMPARE(weighted.exitCode, 0);
        QVERIFY2(weighted.out.contains("each counted 3 times"), qPrintable(weighted.out));
        QCOMPARE(positionsTrainedOn(weighted.out), 3 * positionsTrainedOn(labelsOnly.out));
        QCOMPARE(runCli({"train", "--data", QString::fromStdString(data), "--labels",
                         QString::fromStdString(out), "--label-weight", "0"})
                     .exitCode,
                 2);
        // Without the logbook, its labelled positions are left out.
        const CliRun wthorOnly =
            runCli({"train", "--data", QString::fromStdString(data), "--labels",
                    QString::fromStdString(out), "--epochs", "2", "--no-logbook"});
        QCOMPARE(wthorOnly.exitCode, 0);
        QVERIFY2(wthorOnly.out.contains("of the logbook left out"), qPrintable(wthorOnly.out));
        // A folder without chunks is an error, not an empty training set.
        const CliRun empty =
            runCli({"train", "--data", QString::fromStdString(data), "--labels", tmp.path()});
        QCOMPARE(empty.exitCode, 1);
        QVERIFY2(empty.err.contains("no label chunks"), qPrintable(empty.err));
    }

    // ---- The opening book (verso-lab book) ----

    // mix-weights: weight by weight a share of each file, or phase by phase; a file mixed with
    // itself is itself; a damaged file or a bad option is refused and nothing is written.
    void mixesTwoWeightsFiles() {
        QTemporaryDir dir;
        const fs::path root = dir.path().toStdString();
        // A: every weight of phase p is p + 1 discs; B: -2 discs everywhere.
        engine::PatternWeights a, b;
        for (int phase = 0; phase < engine::kPhaseCount; ++phase) {
            a.setPhase(phase, std::vector<float>(engine::kFeatureCount, float(phase + 1)));
            b.setPhase(phase, std::vector<float>(engine::kFeatureCount, -2.0f));
        }
        const auto save = [&](const engine::PatternWeights& w, const char* name) {
            const std::vector<std::uint8_t> bytes = w.encode();
            writeBytes(root / name, std::string(bytes.begin(), bytes.end()));
            return QString::fromStdString((root / name).string());
        };
        const QString fileA = save(a, "a.bin"), fileB = save(b, "b.bin");
        const QString out = QString::fromStdString((root / "out.bin").string());
        const auto mixed = [&] {
            const std::string bytes = fileBytes(out.toStdString());
            return engine::PatternWeights::decode(
                reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
        };
        constexpr int kUnits = engine::kEvalUnitsPerDisc;
        const int lastFeature = engine::kFeatureCount - 1;

        CliRun run = runCli({"mix-weights", fileA, fileB, "--output", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        auto w = mixed();
        QVERIFY(w);
        for (int phase : {0, 7, engine::kPhaseCount - 1})
            for (int f : {0, lastFeature})
                QCOMPARE(int(w->weight(phase, f)), (phase + 1 - 2) * kUnits / 2);

        run = runCli({"mix-weights", fileA, fileB, "--output", out, "--share-b", "0.25"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        w = mixed();
        QVERIFY(w);
        QCOMPARE(int(w->weight(3, 0)), (3 * 4 * kUnits - 2 * kUnits) / 4);

        run = runCli({"mix-weights", fileA, fileB, "--output", out, "--b-from-phase", "5"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        w = mixed();
        QVERIFY(w);
        QCOMPARE(int(w->weight(4, lastFeature)), 5 * kUnits);
        QCOMPARE(int(w->weight(5, lastFeature)), -2 * kUnits);

        run = runCli({"mix-weights", fileA, fileA, "--output", out, "--share-b", "0.3"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(fileBytes(out.toStdString()), fileBytes(fileA.toStdString()));

        // Refused: a damaged file (named), bad options; the output is left as it was.
        std::string damaged = fileBytes(fileB.toStdString());
        damaged[damaged.size() / 2] ^= 0x55;
        writeBytes(root / "damaged.bin", damaged);
        const QString damagedFile = QString::fromStdString((root / "damaged.bin").string());
        const std::string before = fileBytes(out.toStdString());
        const QList<QStringList> refused = {
            {fileA, damagedFile, "--output", out},
            {fileA, QString::fromStdString((root / "missing.bin").string()), "--output", out},
            {fileA, fileB},
            {fileA, "--output", out},
            {fileA, fileB, "--output", out, "--share-b", "1.5"},
            {fileA, fileB, "--output", out, "--b-from-phase", "2.5"},
            {fileA, fileB, "--output", out, "--blend"}};
        for (QStringList args : refused) {
            args.prepend("mix-weights");
            run = runCli(args);
            QVERIFY2(run.exitCode == 2, qPrintable(args.join(' ')));
            QVERIFY2(run.err.startsWith("verso-lab mix-weights: "), qPrintable(run.err));
        }
        QVERIFY(runCli({"mix-weights", fileA, damagedFile, "--output", out})
                    .err.contains("damaged.bin is not a weights file"));
        QCOMPARE(fileBytes(out.toStdString()), before);
    }
    void theBookIsBuiltResumablyAndHoldsTogether() {
        QTemporaryDir tmp;
        const QString data = QString::fromStdString(makeDataDir(tmp)), root = tmp.path();
        const QStringList options = {"--data",      data, "--plies", "6",
                                     "--min-games", "2",  "--depth", "4"};
        // Stopped at once: the positions are counted, none valued, no book.
        const CliRun at0 = runCli(QStringList{"book", "--work", root + "/a", "--out",
                                              root + "/a.book", "--seconds", "0"} +
                                  options);
        QCOMPARE(at0.exitCode, 3);
        QVERIFY2(at0.err.contains("stopped with 0 of"), qPrintable(at0.err));
        QVERIFY(!fs::exists((root + "/a.book").toStdString()));
        // Then to the end.
        const CliRun whole =
            runCli(QStringList{"book", "--work", root + "/a", "--out", root + "/a.book"} + options);
        QCOMPARE(whole.exitCode, 0);
        QVERIFY2(whole.out.contains("positions,"), qPrintable(whole.out));
        const std::string bytes = fileBytes((root + "/a.book").toStdString());
        engine::OpeningBook book;
        std::string error;
        QVERIFY2(
            book.read(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size(), error),
            error.c_str());
        QVERIFY(book.size() > 5);
        // Every book move is legal and every value the best of the position's deviation and book
        // moves.
        for (std::size_t i = 0; i < book.size(); ++i) {
            const Position& p = book.position(i);
            const engine::OpeningBookRecord& r = book.records()[i];
            int best = r.deviation == engine::OpeningBookRecord::kNone ? -1000 : r.deviation;
            for (const engine::OpeningBookMove& m : book.moves(p)) {
                QVERIFY(p.isLegal(m.move));
                best = std::max(best, m.value);
            }
            QCOMPARE(r.value, best);
        }
        // A build that crashed half way (its last line cut short) goes on to the same book.
        std::ifstream in((root + "/a/values.txt").toStdString());
        std::vector<std::string> lines;
        for (std::string line; std::getline(in, line);) lines.push_back(line);
        fs::create_directories((root + "/b").toStdString());
        {
            std::ofstream out((root + "/b/values.txt").toStdString());
            for (std::size_t i = 0; i < lines.size() / 2; ++i) out << lines[i] << "\n";
            // Cut after the first digit of the next line's index: a value appended to it would
            // make a line of another (valid) index, and one with a cut depth would look whole.
            out << lines[lines.size() / 2].substr(0, 1);
        }
        const CliRun resumed =
            runCli(QStringList{"book", "--work", root + "/b", "--out", root + "/b.book"} + options);
        QCOMPARE(resumed.exitCode, 0);
        QCOMPARE(fileBytes((root + "/b.book").toStdString()), bytes);
        // The values file it left holds every position's value once, each whole line as the
        // uncut build wrote it (the cut piece stays a line of its own, which is ignored).
        std::ifstream resumedValues((root + "/b/values.txt").toStdString());
        std::map<long, std::string> byIndex;
        std::string line;
        std::getline(resumedValues, line);
        while (std::getline(resumedValues, line)) {
            std::istringstream fields(line);
            long index = -1;
            int a = 0, b = 0, c = 0;
            if (!(fields >> index >> a >> b >> c)) continue;
            QVERIFY2(index >= 0 && static_cast<std::size_t>(index) < book.size(), line.c_str());
            QVERIFY2(!byIndex.count(index) || byIndex[index] == line, line.c_str());
            byIndex[index] = line;
        }
        QCOMPARE(byIndex.size(), book.size());
        for (std::size_t i = 1; i < lines.size(); ++i)
            QVERIFY2(byIndex.count(std::stol(lines[i])) && byIndex[std::stol(lines[i])] == lines[i],
                     lines[i].c_str());
        // Several searches side by side value the same: the same book, byte for byte.
        const CliRun threaded = runCli(QStringList{"book", "--work", root + "/t", "--out",
                                                   root + "/t.book", "--threads", "3"} +
                                       options);
        QCOMPARE(threaded.exitCode, 0);
        QCOMPARE(fileBytes((root + "/t.book").toStdString()), bytes);
        // Values of another build are refused, not mixed in.
        const CliRun other =
            runCli(QStringList{"book", "--work", root + "/a", "--out", root + "/c.book", "--data",
                               data, "--plies", "6", "--min-games", "2", "--depth", "5"});
        QCOMPARE(other.exitCode, 1);
        QVERIFY2(other.err.contains("belongs to another build"), qPrintable(other.err));
        QVERIFY2(!other.err.contains("--any-engine"),
                 qPrintable(other.err));  // other options: no way round
        // Values of an engine that searches differently (another fingerprint, the same options) are
        // refused too, unless --any-engine takes them as they are: the same book from them.
        std::vector<std::string> valueLines;
        {
            std::ifstream in((root + "/a/values.txt").toStdString());
            for (std::string l; std::getline(in, l);) valueLines.push_back(l);
        }
        QVERIFY(!valueLines.empty());
        const std::size_t at = valueLines[0].rfind(" engine ");
        QVERIFY(at != std::string::npos);
        fs::create_directories((root + "/e").toStdString());
        {
            std::ofstream out((root + "/e/values.txt").toStdString());
            out << valueLines[0].substr(0, at) << " engine 0123456789abcdef\n";
            for (std::size_t i = 1; i < valueLines.size(); ++i) out << valueLines[i] << "\n";
        }
        const QStringList fromOther =
            QStringList{"book", "--work", root + "/e", "--out", root + "/e.book"} + options;
        const CliRun refused = runCli(fromOther);
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains("--any-engine to go on from another engine's values"),
                 qPrintable(refused.err));
        QVERIFY(!fs::exists((root + "/e.book").toStdString()));
        const CliRun accepted = runCli(fromOther + QStringList{"--any-engine"});
        QCOMPARE(accepted.exitCode, 0);
        QCOMPARE(fileBytes((root + "/e.book").toStdString()), bytes);
    }
};

QTEST_APPLESS_MAIN(TestTraining)
#include "test_training.moc"
