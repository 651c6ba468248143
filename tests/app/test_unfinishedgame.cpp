// An unfinished game is saved when the window closes and offered back on the next start; an
// unusable saved file is reported in one sentence and the start goes on with a fresh game.
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include "app/MainWindow.h"
#include "app/Settings.h"
#include "app/TranslationLoader.h"
#include "app/UnfinishedGameKeeper.h"
#include "core/Notation.h"
#include "session/AiThread.h"
#include "session/GameController.h"
#include "session/MoveRequest.h"
#include "session/Seating.h"

using namespace verso;
using namespace verso::app;

namespace {

// A window as main() makes it, the saved game kept in the test's application data folder.
struct StartedWindow {
    MainWindow window;
    StartedWindow() {
        window.keepUnfinishedGames();
        window.show();
        window.unfinishedGames()->offer();
    }
    QMessageBox* dialog() const { return window.unfinishedGames()->dialog(); }
    const GameRecord& game() const { return window.controller()->record(); }
};

void play(MainWindow& window, const char* transcript) {
    const auto moves = parseTranscript(transcript);
    QVERIFY(moves.ok());
    for (const Move move : moves->moves())
        QVERIFY(!window.controller()->playHumanMove(move).has_value());
}

void clickButton(QMessageBox* box, const QString& text) {
    for (QAbstractButton* button : box->buttons()) {
        if (button->text() == text) {
            QTest::mouseClick(button, Qt::LeftButton);
            return;
        }
    }
    QFAIL(qPrintable(QStringLiteral("no button %1").arg(text)));
}

}  // namespace

class TestUnfinishedGame : public QObject {
    Q_OBJECT
    TranslationLoader translations_;  // English plural forms, as main() installs them

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("VersoTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_unfinishedgame"));
        translations_.install(QStringLiteral("en"));
    }

    void init() {
        QSettings().clear();
        Settings settings;
        settings.setAnimationSpeed(AnimationSpeed::Instant);
        settings.setOpponent(Opponent::HumanVsHuman);
        QFile::remove(session::SavedGameStore::defaultPath());
    }

    void firstStartAsksNothing() {
        StartedWindow start;
        QVERIFY(!start.dialog());
        QCOMPARE(start.game().length(), 0);
    }

    void unfinishedGameIsResumedAfterARestart() {
        {
            StartedWindow first;
            play(first.window, "f5d6c3d3c4");
            first.window.close();
        }
        QVERIFY(QFile::exists(session::SavedGameStore::defaultPath()));

        StartedWindow second;
        QVERIFY(second.dialog());
        QVERIFY(second.dialog()->isVisible());
        QCOMPARE(second.dialog()->text(), QStringLiteral("Resume the unfinished game?"));
        QVERIFY(second.dialog()->informativeText().contains(QStringLiteral("5 moves")));
        QCOMPARE(second.game().length(), 0);  // nothing changes before the person answers
        clickButton(second.dialog(), QStringLiteral("&Resume"));

        QCOMPARE(QString::fromStdString(formatTranscript(second.game())), QStringLiteral("f5d6c3d3c4"));
        QCOMPARE(second.window.shownDiscCount(Color::Black), 6);
        QCOMPARE(second.window.shownDiscCount(Color::White), 3);
        QCOMPARE(second.window.turnText(), QStringLiteral("White to move"));
        QVERIFY(second.window.controller()->canUndo());
        // The game goes on from there.
        QVERIFY(!second.window.controller()->playHumanMove(*parseMove("f4")).has_value());
    }

    void theComputerWaitsForTheAnswerToTheResumeQuestion() {
        {
            StartedWindow first;
            play(first.window, "f5d6");
            first.window.close();
        }
        {
            Settings settings;  // the computer opens the game as Black, at once
            settings.setOpponent(Opponent::HumanVsComputer);
            settings.setHumanColor(Color::White);
            settings.setLevel(1);
            settings.setThinkDelayMs(0);
        }
        StartedWindow second;
        QVERIFY(second.dialog() && second.dialog()->isVisible());
        QCOMPARE(second.window.controller()->state(), session::GameState::NotStarted);
        QVERIFY(!second.window.seating()->isThinking());
        // Had the computer been asked, its answer would have arrived before this barrier's.
        auto barrier = second.window.seating()->aiThread()->ask(Position::initial(), engine::levelByNumber(1));
        QSignalSpy served(barrier.get(), &session::MoveRequest::answered);
        QVERIFY(served.wait(10000));
        QCOMPARE(second.game().length(), 0);
        QCOMPARE(second.window.shownDiscCount(Color::Black), 2);
        clickButton(second.dialog(), QStringLiteral("&New Game"));
        QTRY_COMPARE_WITH_TIMEOUT(second.game().ply(), 1, 10000);  // now the computer opens
        QVERIFY(second.window.controller()->isWaitingForHuman());
    }

    void decliningStartsFreshAndForgetsTheGame() {
        {
            StartedWindow first;
            play(first.window, "f5d6");
            first.window.close();
        }
        {
            StartedWindow second;
            QVERIFY(second.dialog());
            clickButton(second.dialog(), QStringLiteral("&New Game"));
            QCOMPARE(second.game().length(), 0);
            QCOMPARE(second.window.shownDiscCount(Color::Black), 2);
            QVERIFY(!QFile::exists(session::SavedGameStore::defaultPath()));
        }  // closed without close(): nothing saved
        StartedWindow third;
        QVERIFY(!third.dialog());
    }

    void finishedGameIsNotOffered() {
        {
            StartedWindow first;
            play(first.window, "f5d6");
            first.window.controller()->resign();
            first.window.close();
        }
        StartedWindow second;
        QVERIFY(!second.dialog());
        QVERIFY(!QFile::exists(session::SavedGameStore::defaultPath()));
    }

    void unusableFileIsReportedAndTheStartGoesOn() {
        const QString path = session::SavedGameStore::defaultPath();
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("Verso saved game, version 1\nstart ---------------------------OX------XO--------------------------- X\n"
                   "moves f5d6c3a1\nply 4\n");
        file.close();

        StartedWindow start;
        QVERIFY(start.dialog());
        QCOMPARE(start.dialog()->icon(), QMessageBox::Warning);
        QVERIFY2(start.dialog()->text().contains(QStringLiteral("illegal move a1")), qPrintable(start.dialog()->text()));
        QVERIFY(start.dialog()->text().contains(QStringLiteral(".unreadable")));
        QCOMPARE(start.game().length(), 0);  // a fresh game, ready to play
        QVERIFY(!start.window.controller()->playHumanMove(*parseMove("f5")).has_value());
        QVERIFY(QFile::exists(path + QStringLiteral(".unreadable")));
        start.dialog()->close();
    }
};

QTEST_MAIN(TestUnfinishedGame)
#include "test_unfinishedgame.moc"
