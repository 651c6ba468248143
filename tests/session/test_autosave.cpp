// SPDX-License-Identifier: GPL-3.0-or-later
// The unfinished game survives a restart; an unusable saved file is reported, set aside and never
// stops the start or gets overwritten.
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "core/Notation.h"
#include "session/storage/AutosaveFormat.h"
#include "session/storage/AutosaveStore.h"
#include "session/storage/AutosaveWriter.h"
#include "session/storage/DataFolder.h"

using verso::GameRecord;
using verso::Move;
using verso::session::AutosaveFormat;
using verso::session::AutosaveStore;

namespace {

GameRecord gameFrom(const char* transcript,
                    const verso::Position& start = verso::Position::initial()) {
    auto game = verso::parseTranscript(transcript, start);
    Q_ASSERT(game.ok());
    return game.value();
}

QByteArray readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
}

const QByteArray kGoodText = QByteArrayLiteral(
    "Verso saved game, version 1\n"
    "start ---------------------------OX------XO--------------------------- X\n"
    "moves f5d6c3d3c4\n"
    "ply 5\n");

}  // namespace

class TestAutosave : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("VersoTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_autosave"));
    }

    void init() { QDir(verso::session::dataFolder()).removeRecursively(); }

    void unfinishedGameSurvivesARestart() {
        GameRecord game = gameFrom("f5d6c3d3c4f4f6f3e6e7");
        game.undo();
        game.undo();  // the two undone moves stay available to redo
        QVERIFY(AutosaveStore().save(game).isEmpty());
        QVERIFY(AutosaveStore::defaultPath().startsWith(verso::session::dataFolder()));

        const auto found = AutosaveStore().load();  // as on the next start
        QVERIFY2(found.problem.isEmpty(), qPrintable(found.problem));
        QVERIFY(found.game.has_value());
        QCOMPARE(found.game->moves(), game.moves());
        QCOMPARE(found.game->ply(), 8);
        QVERIFY(found.game->current() == game.current());
        QVERIFY(found.game->canRedo());
    }

    void aGameOnAClockResumesWithItsTimes() {
        using namespace std::chrono_literals;
        const GameRecord game = gameFrom("f5d6c3");
        const verso::session::ClockState clock{verso::TimeControl{180'000ms, 2'000ms},
                                               171'500ms,
                                               176'250ms,
                                               {5'000ms, 3'750ms, 6'500ms}};
        QVERIFY(AutosaveStore().save(game, clock).isEmpty());
        const auto found = AutosaveStore().load();
        QVERIFY2(found.problem.isEmpty(), qPrintable(found.problem));
        QCOMPARE(found.game->moves(), game.moves());
        QVERIFY(found.clock == clock);
        // An untimed game is written as before (version 1) and reads back untimed.
        const QByteArray untimed = AutosaveFormat::write(game);
        QVERIFY(untimed.startsWith("Verso saved game, version 1\n"));
        QVERIFY(!AutosaveFormat::read(untimed).clock.control.timed());
        // Damaged clocks are reported, not guessed.
        QByteArray damaged = AutosaveFormat::write(game, clock);
        damaged.replace("left 171500", "left -5");
        QVERIFY(AutosaveFormat::read(damaged).problem.contains("clocks"));
    }

    void customStartAndPassesRoundTrip() {
        // White to move with no placing move (it must pass), black can still play.
        const auto start = verso::parseBoard(
            "XXXXXXXX"
            "XXXXXXXX"
            "XXXXXXXX"
            "XXXXXXXX"
            "XXXXXXXX"
            "XXXXXXXX"
            "XXXXXX-O"
            "XXXXX---"
            " O");
        QVERIFY2(start.ok(), start.ok() ? "" : start.message().c_str());
        GameRecord game(start.value());
        QVERIFY(game.current().mustPass());
        QVERIFY(!game.play(Move::pass()));
        QVERIFY(!game.isOver());
        const auto read = AutosaveFormat::read(AutosaveFormat::write(game));
        QVERIFY2(read.game.has_value(), qPrintable(read.problem));
        QVERIFY(read.game->start() == game.start());
        QCOMPARE(read.game->moves(), game.moves());
    }

    void finishedOrEmptyGameLeavesNothingToResume() {
        AutosaveStore store;
        QVERIFY(store.save(gameFrom("f5d6")).isEmpty());
        QVERIFY(QFile::exists(store.path()));
        GameRecord resigned = gameFrom("f5d6");
        resigned.resign(verso::Color::White);
        QVERIFY(store.save(resigned).isEmpty());
        QVERIFY(!QFile::exists(store.path()));
        QVERIFY(store.save(GameRecord()).isEmpty());
        const auto found = store.load();
        QVERIFY(!found.game && found.problem.isEmpty());
    }

    void noFileMeansNothingToSay() {
        const auto found = AutosaveStore().load();
        QVERIFY(!found.game.has_value());
        QVERIFY(found.problem.isEmpty());
    }

    void unusableFileIsReportedAndSetAside_data() {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("reason");
        QTest::newRow("empty") << QByteArray() << "not a Verso saved game";
        QTest::newRow("truncated") << kGoodText.left(60) << "incomplete";
        QTest::newRow("cut mid-move") << kGoodText.left(kGoodText.indexOf("c4")) << "incomplete";
        QTest::newRow("garbage") << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR\xff\xfe", 18)
                                 << "not a Verso saved game";
        QTest::newRow("foreign text")
            << QByteArray("[General]\nlevel=3\n") << "not a Verso saved game";
        QTest::newRow("illegal move") << QByteArray(kGoodText).replace("c4", "a1") << "a1";
        QTest::newRow("bad square") << QByteArray(kGoodText).replace("c4", "z9") << "move list";
        QTest::newRow("bad board")
            << QByteArray(kGoodText).replace("OX---", "OX?--") << "start position";
        QTest::newRow("bad ply") << QByteArray(kGoodText).replace("ply 5", "ply 9")
                                 << "move number";
        QTest::newRow("newer format")
            << QByteArray(kGoodText).replace("version 1", "version 7") << "newer version";
        QTest::newRow("huge") << kGoodText + QByteArray(200000, 'x') << "too large";
    }

    void unusableFileIsReportedAndSetAside() {
        QFETCH(QByteArray, content);
        QFETCH(QString, reason);
        AutosaveStore store;
        writeFile(store.path(), content);

        const auto found = store.load();
        QVERIFY(!found.game.has_value());
        QVERIFY2(found.problem.contains(reason), qPrintable(found.problem));
        QVERIFY2(found.problem.contains(QDir::toNativeSeparators(store.path())),
                 qPrintable(found.problem));
        QVERIFY(found.problem.endsWith(QLatin1Char('.')));  // one sentence
        QVERIFY2(!found.problem.chopped(1).contains(QStringLiteral(". ")),
                 qPrintable(found.problem));
        QVERIFY(!QFile::exists(store.path()));
        QCOMPARE(found.setAsidePath, store.path() + QStringLiteral(".unreadable"));
        QCOMPARE(readFile(found.setAsidePath), content);  // kept byte for byte
        QVERIFY(!store.load().game.has_value() &&
                store.load().problem.isEmpty());  // the next start is quiet
    }

    void secondUnusableFileDoesNotReplaceTheFirst() {
        AutosaveStore store;
        writeFile(store.path(), "first");
        QCOMPARE(store.load().setAsidePath, store.path() + QStringLiteral(".unreadable"));
        writeFile(store.path(), "second");
        QCOMPARE(store.load().setAsidePath, store.path() + QStringLiteral(".unreadable-2"));
        QCOMPARE(readFile(store.path() + QStringLiteral(".unreadable")), QByteArray("first"));
        QCOMPARE(readFile(store.path() + QStringLiteral(".unreadable-2")), QByteArray("second"));
    }

    // With ".unreadable" and "-2" to "-999" taken, the next name is "-1000": no name is reused.
    void setAsideNeverReplacesAnOlderFileHoweverManyThereAre() {
        AutosaveStore store;
        writeFile(store.path() + QStringLiteral(".unreadable"), "kept 1");
        for (int n = 2; n <= 999; ++n)
            writeFile(store.path() + QStringLiteral(".unreadable-%1").arg(n),
                      QByteArray("kept ") + QByteArray::number(n));
        writeFile(store.path(), "new garbage");
        const auto found = store.load();
        QCOMPARE(found.setAsidePath, store.path() + QStringLiteral(".unreadable-1000"));
        QCOMPARE(readFile(found.setAsidePath), QByteArray("new garbage"));
        QCOMPARE(readFile(store.path() + QStringLiteral(".unreadable")), QByteArray("kept 1"));
        for (int n = 2; n <= 999; ++n)
            QCOMPARE(readFile(store.path() + QStringLiteral(".unreadable-%1").arg(n)),
                     QByteArray("kept ") + QByteArray::number(n));
        QVERIFY(!QFile::exists(store.path()));
    }

    // The writer saves on its own thread, in order: after a burst the file holds the newest game.
    void writerSavesTheNewestGameOffTheCallersThread() {
        AutosaveStore store;
        verso::session::AutosaveWriter writer(store);
        GameRecord game = gameFrom("f5d6c3d3c4f4c5b3c2");
        for (int i = 0; i < 50; ++i) {
            game.jumpTo(i % game.length() + 1);
            writer.save(game);
        }
        game.jumpTo(4);
        writer.save(game);
        QVERIFY(writer.flush());
        const auto found = store.load();
        QVERIFY(found.game.has_value());
        QCOMPARE(*found.game, game);
        writer.save(gameFrom("f5d6"));
        writer.save(GameRecord());  // nothing to resume: the file goes
        QVERIFY(writer.flush());
        QVERIFY(!QFile::exists(store.path()));
    }

    void writerReportsAFailedSave() {
        QTemporaryDir dir;
        writeFile(dir.filePath("blocker"), "a file where the folder should be");
        verso::session::AutosaveWriter writer(
            AutosaveStore(dir.filePath("blocker/unfinished-game.txt")));
        QSignalSpy failed(&writer, &verso::session::AutosaveWriter::saveFailed);
        writer.save(gameFrom("f5d6"));
        QVERIFY(failed.wait(5000));
        QVERIFY(!failed.first().first().toString().isEmpty());
    }

    void savingNeverOverwritesAForeignFile() {
        AutosaveStore store;
        writeFile(store.path(), "someone else's notes");
        QVERIFY(store.save(gameFrom("f5d6c3")).isEmpty());
        QCOMPARE(readFile(store.path() + QStringLiteral(".unreadable")),
                 QByteArray("someone else's notes"));
        QCOMPARE(store.load().game->length(), 3);
    }
};

QTEST_GUILESS_MAIN(TestAutosave)
#include "test_autosave.moc"
