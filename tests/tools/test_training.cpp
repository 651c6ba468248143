// Reading real game archives and fitting the evaluation to them (verso-cli train's machinery).
#include <QTest>

#include <cstdlib>
#include <filesystem>

#include "train/GameArchive.h"
#include "train/PatternTrainer.h"

using namespace verso;
using namespace verso::train;

namespace {
const std::string kFixtures = VERSO_TEST_DATA_DIR;
// The shared data beside the repository, or where VERSO_SHARED_DATA_DIR points.
std::string sharedDataDir() {
    const QByteArray overridden = qgetenv("VERSO_SHARED_DATA_DIR");
    return overridden.isEmpty() ? std::string(VERSO_SHARED_DATA_DIR) : overridden.toStdString();
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

    void shippedWeightsPredictTheHeldOutGames() {
        const std::string path = sharedDataDir() + "/wthor/WTH_2015.wtb";
        if (!std::filesystem::exists(path)) QSKIP("the shared WTHOR data (../shared/data/wthor) is absent");
        std::vector<TrainingSample> samples;
        ArchiveStats stats;
        std::string error;
        QVERIFY2(readWthor(path, samples, stats, error), error.c_str());
        QCOMPARE(stats.corruptGames, 0L);
        const double guessingADraw = measureError(engine::PatternWeights(), samples).overall;
        const double learned = measureError(engine::PatternWeights::embedded(), samples).overall;
        QVERIFY2(learned < 0.8 * guessingADraw, qPrintable(QString("%1 vs %2").arg(learned).arg(guessingADraw)));
    }
};

QTEST_APPLESS_MAIN(TestTraining)
#include "test_training.moc"
