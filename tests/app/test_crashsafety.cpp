// SPDX-License-Identifier: GPL-3.0-or-later
// Nothing lost when Verso is killed mid-game. The REAL app (build/src/app/verso, offscreen, with
// XDG_CONFIG_HOME and XDG_DATA_HOME in a temporary folder) plays a game by itself: its settings
// seat the computer at both colours at level 1 with a 150 ms think delay, so moves happen without
// any input and without a test-only option. The test watches the saved-game file, kills the
// process with SIGKILL (kill -9) once the file holds at least 12 moves, and checks that the file
// is whole and holds every move it showed before the kill. A second run of the real app, with the
// same folders, must leave that file alone while it asks whether to resume (the question is a
// dialog in that process, out of the test's reach, so it is killed too). Finally the same file is
// offered back in-process, where the question can be read and answered: "Resume" gives exactly
// the game that was on disk.
#include <QAbstractButton>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

#include "RealApp.h"
#include "app/records/AutosaveKeeper.h"
#include "app/settings/Settings.h"
#include "app/settings/TranslationLoader.h"
#include "app/window/MainWindow.h"
#include "core/Notation.h"
#include "session/game/GameController.h"
#include "session/storage/AutosaveFormat.h"

using namespace verso;

using testing::movesOf;
using testing::RealApp;

namespace {

// Settings that seat the computer at both colours at level 1, a move every 150 ms.
const QByteArray kPlaysByItself =
    "[game]\nopponent=computer-computer\nlevel=1\nthinkDelayMs=150\n[view]\nanimationSpeed="
    "instant\n";

QByteArray readFile(const QString& path) { return testing::readWholeFile(path); }
std::optional<GameRecord> gameIn(const QString& path) { return testing::savedGameIn(path); }

}  // namespace

class TestCrashSafety : public QObject {
    Q_OBJECT
    app::TranslationLoader translations_;

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("VersoTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_crashsafety"));
        translations_.install(QStringLiteral("en"));
    }

    // SIGTERM (a logout, `kill`) closes the window as a person would: it exits normally, the
    // unfinished game is saved with every move it showed, and the game left goes to the kept games.
    void terminatedMidGameClosesLikeAPerson() {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QVERIFY(testing::writeConfig(home, QStringLiteral("config"), kPlaysByItself));
        const QString saved = home.filePath(QStringLiteral("data/verso/unfinished-game.txt"));
        const QString kept = home.filePath(QStringLiteral("data/verso/games.ggf"));
        RealApp app(home);
        QVERIFY2(app.process.waitForStarted(10000), qPrintable(app.process.errorString()));
        GameRecord seen;
        QDeadlineTimer deadline(60000);
        while (!deadline.hasExpired() && app.process.state() == QProcess::Running) {
            if (const auto game = gameIn(saved); game && game->ply() >= 8) {
                seen = *game;
                break;
            }
            QTest::qWait(5);
        }
        QVERIFY2(seen.ply() >= 8, "the running app never had 8 moves on disk");
        QVERIFY(::kill(static_cast<pid_t>(app.process.processId()), SIGTERM) == 0);
        QVERIFY2(app.process.waitForFinished(10000), "SIGTERM did not close the window");
        QCOMPARE(app.process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(app.process.exitCode(), 0);
        const auto afterClose = gameIn(saved);
        QVERIFY2(afterClose.has_value(), readFile(saved).constData());
        QVERIFY(movesOf(*afterClose).startsWith(movesOf(seen)));
        const QByteArray library = readFile(kept);
        QVERIFY2(library.contains("GM[Othello]"), "the game left is not in the kept games");
    }

    void killedMidGameLosesNoMove() {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QVERIFY(testing::writeConfig(home, QStringLiteral("config"), kPlaysByItself));
        const QString saved = home.filePath(QStringLiteral("data/verso/unfinished-game.txt"));

        // 1. The app plays; once the file holds 12 moves or more it is killed.
        GameRecord seen;
        {
            RealApp app(home);
            QVERIFY2(app.process.waitForStarted(10000), qPrintable(app.process.errorString()));
            QDeadlineTimer deadline(60000);
            while (!deadline.hasExpired() && app.process.state() == QProcess::Running) {
                if (const auto game = gameIn(saved); game && game->ply() >= 12) {
                    seen = *game;
                    break;
                }
                QTest::qWait(5);
            }
            QVERIFY2(seen.ply() >= 12, "the running app never had 12 moves on disk");
            app.killHard();
        }
        const auto afterKill = gameIn(saved);
        QVERIFY2(afterKill.has_value(),
                 readFile(saved).constData());  // a whole file, not half of one
        QVERIFY(afterKill->ply() >= seen.ply());
        QVERIFY2(movesOf(*afterKill).startsWith(movesOf(seen)),
                 qPrintable(movesOf(*afterKill) + " / " + movesOf(seen)));
        qInfo("killed after %d moves on disk (%d seen before the kill): %s", afterKill->ply(),
              seen.ply(), qPrintable(movesOf(*afterKill)));

        // 2. A restart asks whether to resume; while it asks, the file stays as it was.
        const QByteArray bytes = readFile(saved);
        {
            RealApp again(home, RealApp::ReportAsking);
            QVERIFY(again.process.waitForStarted(10000));
            // The program says when it asks (a logging category the test turns on).
            QTRY_VERIFY_WITH_TIMEOUT(
                again.saidAsking() || again.process.state() != QProcess::Running, 30000);
            QVERIFY2(again.saidAsking(), again.errors.constData());
            QCOMPARE(again.process.state(), QProcess::Running);
            QCOMPARE(readFile(saved), bytes);
            again.killHard();
        }
        QCOMPARE(readFile(saved), bytes);

        // 3. The offer made from that file holds every move; Resume plays on from there.
        app::MainWindow window;
        window.keepUnfinishedGames(saved);
        window.show();
        window.unfinishedGames()->offer();
        QMessageBox* question = window.unfinishedGames()->dialog();
        QVERIFY(question);
        QCOMPARE(question->text(), QStringLiteral("Resume the unfinished game?"));
        QVERIFY2(
            question->informativeText().contains(QStringLiteral("%1 moves").arg(afterKill->ply())),
            qPrintable(question->informativeText()));
        QAbstractButton* resume = nullptr;
        for (QAbstractButton* button : question->buttons())
            if (button->text() == QStringLiteral("&Resume")) resume = button;
        QVERIFY(resume);
        QTest::mouseClick(resume, Qt::LeftButton);
        QCOMPARE(window.controller()->record().moves(), afterKill->moves());
        QCOMPARE(window.controller()->record().ply(), afterKill->ply());
    }
};

QTEST_MAIN(TestCrashSafety)
#include "test_crashsafety.moc"
