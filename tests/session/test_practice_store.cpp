// SPDX-License-Identifier: GPL-3.0-or-later
// practice.txt: what is saved reads back equal; a damaged file is set aside under a free name,
// reported, and practice starts afresh beside it; a program killed while it saves leaves a whole
// file that reads back.
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/wait.h>
#include <unistd.h>
#include <csignal>

#include "core/Notation.h"
#include "session/practice/PracticeFile.h"
#include "session/practice/PracticeStore.h"

using namespace verso;
using namespace verso::session;

namespace {

PracticeData sample() {
    PracticeData data;
    Puzzle own;
    own.position = Position::initial().afterMove(*parseMove("f5"));
    own.kind = PuzzleKind::OwnMistake;
    own.values = {{*parseMove("f6"), 4}, {*parseMove("d6"), -2}};
    own.played = *parseMove("d6");
    own.source = "You - Verso, level 4 Club, 2026-11-01, ply 2";
    own.due = QDate(2026, 11, 2);
    Puzzle endgame;
    endgame.position = Position::initial();
    endgame.values = {{*parseMove("f5"), 0}, {*parseMove("d3"), 0}};
    endgame.valued = endgame.exact = true;
    endgame.step = 3;
    endgame.due = QDate(2027, 1, 5);
    endgame.source = "Tastet - Shaman\twith a tab";
    endgame.line = {*parseMove("f5"), *parseMove("d6")};
    data.add(own);
    data.add(endgame);
    data.record(0, true, QDate(2026, 11, 1));
    data.record(1, false, QDate(2026, 11, 1));
    return data;
}

}  // namespace

class TestPracticeStore : public QObject {
    Q_OBJECT

private slots:
    void whatIsSavedReadsBackEqual() {
        QTemporaryDir dir;
        const PracticeStore store(dir.filePath("sub/practice.txt"));
        QCOMPARE(store.load().data, PracticeData{});  // no file yet: nothing, no problem
        QVERIFY(store.load().problem.isEmpty());
        PracticeData data = sample();
        QVERIFY(store.save(data).isEmpty());
        const PracticeStore::Loaded loaded = store.load();
        QVERIFY2(loaded.problem.isEmpty(), qPrintable(loaded.problem));
        data.puzzles[1].source = "Tastet - Shaman with a tab";  // a tab cannot be kept
        QCOMPARE(loaded.data, data);
    }

    void aDamagedFileIsSetAsideAndReported() {
        QTemporaryDir dir;
        const PracticeStore store(dir.filePath("practice.txt"));
        QVERIFY(store.save(sample()).isEmpty());
        QFile file(store.path());
        QVERIFY(file.open(QIODevice::Append));
        file.write("puzzle\tendgame\tnot a board\n");
        file.close();
        const QByteArray damaged = [&] {
            QFile f(store.path());
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        }();
        const PracticeStore::Loaded loaded = store.load();
        QVERIFY(loaded.problem.contains("line 9"));
        QCOMPARE(loaded.setAside, store.path() + ".unreadable");
        QVERIFY(loaded.canSave);
        QCOMPARE(loaded.data, PracticeData{});
        QFile aside(loaded.setAside);
        QVERIFY(aside.open(QIODevice::ReadOnly));
        QCOMPARE(aside.readAll(), damaged);  // nothing of it lost
        QVERIFY(!QFile::exists(store.path()));
        QVERIFY(store.save(sample()).isEmpty());  // practice starts afresh beside it
        QCOMPARE(store.load().data.puzzles.size(), std::size_t{2});
    }

    void aFolderWhereTheFileShouldBeIsNeverWrittenOver() {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir("practice.txt"));
        const PracticeStore::Loaded loaded = PracticeStore(dir.filePath("practice.txt")).load();
        QVERIFY(!loaded.problem.isEmpty());
        QVERIFY(!loaded.canSave);
    }

    void aProgramKilledWhileSavingLeavesAWholeFile() {
        QTemporaryDir dir;
        const PracticeStore store(dir.filePath("practice.txt"));
        const pid_t child = fork();
        QVERIFY(child >= 0);
        if (child == 0) {  // saves ever more progress until killed
            PracticeData data = sample();
            for (;;) {
                data.record(0, true, QDate(2026, 11, 1));
                store.save(data);
            }
        }
        QTRY_VERIFY_WITH_TIMEOUT(store.load().data.progress.solved >= 30, 20000);
        ::kill(child, SIGKILL);
        int status = 0;
        ::waitpid(child, &status, 0);
        const PracticeStore::Loaded loaded = store.load();
        QVERIFY2(loaded.problem.isEmpty(), qPrintable(loaded.problem));
        QVERIFY(loaded.data.progress.solved >= 30);
        QCOMPARE(loaded.data.puzzles.size(), std::size_t{2});
    }

    void everyLineReadsOnlyAsWritten() {
        const std::string text = PracticeFile::format(sample());
        QVERIFY(PracticeFile::parse(text).ok());
        QVERIFY(PracticeFile::parse(text.substr(0, text.size() - 1)).ok());  // no last newline
        QVERIFY(!PracticeFile::parse("").ok());
        QFile seed(QStringLiteral(VERSO_TEST_DATA_DIR "/../fuzz/corpus/practice/whole"));
        QVERIFY(seed.open(QIODevice::ReadOnly));  // the fuzz corpus's whole file reads
        const QByteArray seedText = seed.readAll();
        const auto seedRead =
            PracticeFile::parse(std::string_view(seedText.data(), seedText.size()));
        QVERIFY(seedRead.ok());
        QCOMPARE(seedRead->puzzles.size(), std::size_t{2});
        QVERIFY(!PracticeFile::parse("verso-practice\t2\n").ok());
        QVERIFY(!PracticeFile::parse(std::string(text) + "progress\t-1\t0\t0\n").ok());
        QVERIFY(!PracticeFile::parse(std::string(text) + "kind\town\t5\t4\n").ok());
    }
};

QTEST_GUILESS_MAIN(TestPracticeStore)
#include "test_practice_store.moc"
