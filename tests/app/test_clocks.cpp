// SPDX-License-Identifier: GPL-3.0-or-later
// The clocks as a person sees them in the window: both clocks beside the board in a timed game
// (the side, the time left, tenths under ten seconds, the running one marked, a pause, a fall),
// nothing of them in an untimed one, their spoken names, and the time graph under the evaluation
// graph. The game's GameClock runs on the test's own time source.
#include <QDockWidget>
#include <QScreen>
#include <QTest>

#include "WindowTestSupport.h"
#include "app/analysis/AnalysisDock.h"
#include "app/clock/ClockFace.h"
#include "app/clock/ClockPanel.h"
#include "app/clock/ClockTexts.h"
#include "app/clock/TimeGraph.h"
#include "app/records/CurrentGame.h"
#include "app/settings/TranslationLoader.h"
#include "app/window/Texts.h"
#include "session/game/GameController.h"

using namespace verso;
using namespace verso::app;
using namespace verso::test;
using namespace std::chrono_literals;

namespace {

constexpr TimeControl kFiveMinutes{300'000ms, 0ms};

// A window whose game clock reads the test's time ("now", in milliseconds).
struct TimedWindow {
    MainWindow w;
    qint64 now = 0;

    explicit TimedWindow(TimeControl control = kFiveMinutes) {
        clock().setTimeSource([this] { return now; });
        clock().reset(control);
        w.show();
    }
    session::GameClock& clock() { return w.controller()->clock(); }
    ClockFace& face(Color side) { return *w.clockPanel()->face(side); }
};

}  // namespace

class TestClocks : public QObject {
    Q_OBJECT
    QTemporaryDir configDir_;
    TranslationLoader translations_;  // English plural forms, as main() installs them

private slots:
    void initTestCase() {
        useTemporarySettings(configDir_, "test_clocks");
        translations_.install(QStringLiteral("en"));
    }
    void init() { resetToTwoPeopleWithoutAnimation(); }

    void timesReadAsAClockShowsThem() {
        QCOMPARE(clockTimeText(300'000ms), QString("5:00"));
        QCOMPARE(clockTimeText(299'999ms), QString("4:59"));
        QCOMPARE(clockTimeText(10'000ms), QString("0:10"));
        QCOMPARE(clockTimeText(9'999ms), QString("0:09.9"));
        QCOMPARE(clockTimeText(9'400ms), QString("0:09.4"));
        QCOMPARE(clockTimeText(0ms), QString("0:00.0"));
        QCOMPARE(clockTimeText(3'600'000ms), QString("1:00:00"));
        QCOMPARE(clockTimeText(3'723'000ms), QString("1:02:03"));
        QCOMPARE(spokenTimeText(299'000ms), QString("4 minutes 59 seconds"));
        QCOMPARE(spokenTimeText(3'660'000ms), QString("1 hour 1 minute"));
        QCOMPARE(spokenTimeText(400ms), QString("0 seconds"));
    }

    void anUntimedGameShowsNoClocks() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(!w.clockPanel()->isVisible());
        QVERIFY(w.analysisDock()->isVisible());
        QVERIFY(!w.analysisDock()->timeGraph()->isVisible());
        // The board has the whole middle of the window.
        QCOMPARE(w.boardView()->size(), w.centralWidget()->size());
    }

    void aTimedGameShowsBothClocksBesideTheBoard() {
        TimedWindow t;
        QVERIFY(QTest::qWaitForWindowExposed(&t.w));
        QVERIFY(t.w.clockPanel()->isVisible());
        QVERIFY(!t.w.clockPanel()->geometry().intersects(t.w.boardView()->geometry()));
        for (Color side : {Color::Black, Color::White}) {
            QCOMPARE(t.face(side).timeText(), QString("5:00"));
            QCOMPARE(t.face(side).mode(), ClockMode::Stopped);
            QCOMPARE(t.face(side).playerName(), colorText(side));  // two people: "Black", "White"
        }
        t.clock().start(Color::Black);
        t.now += 1'500;
        // Untimed again (a new game without clocks): the board takes the room back.
        t.clock().reset(TimeControl{});
        QTRY_VERIFY(!t.w.clockPanel()->isVisible());
        QCOMPARE(t.w.boardView()->size(), t.w.centralWidget()->size());
    }

    // On this test's screen (1024x768, or 1920x1080 at a scale of 2) with every panel open.
    void theWindowWithItsClocksFitsTheScreen() {
        TimedWindow t;
        for (QDockWidget* dock : t.w.findChildren<QDockWidget*>()) dock->show();
        QVERIFY(QTest::qWaitForWindowExposed(&t.w));
        const QRect screen = t.w.screen()->availableGeometry();
        QVERIFY2(screen.contains(t.w.frameGeometry()),
                 qPrintable(QString("%1x%2 at %3,%4 with its frame; min %5x%6")
                                .arg(t.w.frameGeometry().width())
                                .arg(t.w.frameGeometry().height())
                                .arg(t.w.frameGeometry().x())
                                .arg(t.w.frameGeometry().y())
                                .arg(t.w.minimumSizeHint().width())
                                .arg(t.w.minimumSizeHint().height())));
        QVERIFY(!t.w.clockPanel()->geometry().intersects(t.w.boardView()->geometry()));
        for (Color side : {Color::Black, Color::White}) {
            const ClockFace& face = t.face(side);
            QVERIFY(face.width() >= face.minimumSizeHint().width());
            QVERIFY(face.height() >= face.minimumSizeHint().height());
            QVERIFY(t.w.clockPanel()->rect().contains(face.geometry()));
        }
        const QSize board = t.w.boardView()->size();
        QVERIFY2(std::min(board.width(), board.height()) >= 300,
                 qPrintable(QString("board %1x%2").arg(board.width()).arg(board.height())));
    }

    void theRunningClockCountsDownAndTheMarkMovesAfterAMove() {
        TimedWindow t;
        t.clock().start(Color::Black);
        QCOMPARE(t.face(Color::Black).mode(), ClockMode::Running);
        QCOMPARE(t.face(Color::White).mode(), ClockMode::Stopped);
        t.now += 1'500;
        QTRY_COMPARE(t.face(Color::Black).timeText(), QString("4:58"));
        QCOMPARE(t.face(Color::White).timeText(), QString("5:00"));
        t.clock().moveMade(Color::White);
        QCOMPARE(t.face(Color::Black).mode(), ClockMode::Stopped);
        QCOMPARE(t.face(Color::White).mode(), ClockMode::Running);
        t.now += 61'000;
        QTRY_COMPARE(t.face(Color::White).timeText(), QString("3:59"));
        QCOMPARE(t.face(Color::Black).timeText(), QString("4:58"));
    }

    void tenthsShowUnderTenSeconds() {
        TimedWindow t;
        t.clock().restore(kFiveMinutes, 10'300ms, 300'000ms);
        t.clock().start(Color::Black);
        QCOMPARE(t.face(Color::Black).timeText(), QString("0:10"));
        t.now += 900;
        QTRY_COMPARE(t.face(Color::Black).timeText(), QString("0:09.4"));
    }

    void aFallenClockShowsZeroAndSaysSo() {
        TimedWindow t;
        t.clock().restore(kFiveMinutes, 2'000ms, 300'000ms);
        t.clock().start(Color::Black);
        t.now += 2'500;
        QTRY_COMPARE(t.face(Color::Black).mode(), ClockMode::Fallen);
        QCOMPARE(t.face(Color::Black).timeText(), QString("0:00.0"));
        QCOMPARE(t.face(Color::Black).modeText(), QString("Time is up"));
        QCOMPARE(t.face(Color::White).mode(), ClockMode::Stopped);
    }

    void aPauseStopsBothClocks() {
        TimedWindow t;
        t.clock().start(Color::White);
        t.now += 2'000;
        t.clock().pause();
        for (Color side : {Color::Black, Color::White}) {
            QCOMPARE(t.face(side).mode(), ClockMode::Paused);
            QCOMPARE(t.face(side).modeText(), QString("Paused"));
        }
        t.now += 30'000;
        emit t.clock().changed();  // as a tick would: the paused clock still shows its time
        QCOMPARE(t.face(Color::White).timeText(), QString("4:58"));
        t.clock().resume();
        QCOMPARE(t.face(Color::White).mode(), ClockMode::Running);
        QCOMPARE(t.face(Color::Black).modeText(), QString());
    }

    void aScreenReaderHearsEachClock() {
        TimedWindow t;
        t.clock().start(Color::Black);
        t.now += 1'000;
        QTRY_COMPARE(t.face(Color::Black).accessibleName(),
                     QString("Black's clock, 4 minutes 59 seconds, running"));
        QCOMPARE(t.face(Color::White).accessibleName(), QString("White's clock, 5 minutes"));
    }

    void theTimeGraphShowsEachMovesTime() {
        TimedWindow t;
        TimeGraph& graph = *t.w.analysisDock()->timeGraph();
        QVERIFY(QTest::qWaitForWindowExposed(&t.w));
        QVERIFY(graph.isVisible());
        QCOMPARE(graph.headText(), QString("Time per move"));
        t.clock().start(Color::Black);
        for (qint64 took : {3'000, 12'000, 1'000}) {
            t.now += took;
            t.clock().moveMade(t.clock().running() == Color::Black ? Color::White : Color::Black);
        }
        QCOMPARE(graph.barCount(), 3);
        QCOMPARE(graph.headText(), QString("Time per move, longest 0:12"));
        // The longest move's bar is the tallest, the others in proportion, all on one base line.
        const QRectF longest = graph.barRect(1);
        QCOMPARE(graph.barRect(0).height() * 4, longest.height());
        QCOMPARE(graph.barRect(2).height() * 12, longest.height());
        QCOMPARE(graph.barRect(0).bottom(), longest.bottom());
        // Painted in the movers' colours (Black, then White), left to right.
        QTRY_VERIFY(graph.isVisible() && graph.height() > 0);
        const QImage shot = graph.grab().toImage();
        const auto colourAt = [&](int index) {
            return shot.pixelColor(
                (graph.barRect(index).center() * graph.devicePixelRatioF()).toPoint());
        };
        QCOMPARE(colourAt(0), BoardTheme::classic().graphBlackBar);
        QCOMPARE(colourAt(1), BoardTheme::classic().graphWhiteBar);
        QVERIFY(graph.barRect(0).left() < longest.left());
    }

    // A finished game with its clocks (as a saved game comes back): each move's bar lines up with
    // the position it led to, and a click on it shows that position on the board (a game still
    // played on its clocks goes only forward).
    void aClickOnAMovesBarGoesToItsPosition() {
        TimedWindow t;
        t.w.currentGame()->open(GameDocument{*parseTranscript("f5d6c3"), {}});
        t.w.controller()->resign();
        t.clock().restore(kFiveMinutes, 290'000ms, 295'000ms, {3'000ms, 12'000ms, 1'000ms});
        QVERIFY(QTest::qWaitForWindowExposed(&t.w));
        TimeGraph& graph = *t.w.analysisDock()->timeGraph();
        QCOMPARE(graph.barCount(), 3);
        QCOMPARE(t.face(Color::Black).timeText(), QString("4:50"));
        QCOMPARE(t.face(Color::White).timeText(), QString("4:55"));
        QTest::mouseClick(&graph, Qt::LeftButton, {}, graph.barRect(1).center().toPoint());
        QCOMPARE(t.w.controller()->record().ply(), 2);
        QCOMPARE(shown(t.w, "d6"), std::optional(Color::White));
        QCOMPARE(shown(t.w, "c3"), std::nullopt);
    }

    // The clocks take the board theme's colours: the face is filled with the board's frame colour.
    void theClocksFollowTheBoardTheme() {
        TimedWindow t;
        QVERIFY(QTest::qWaitForWindowExposed(&t.w));
        ClockFace& face = t.face(Color::White);
        const auto fill = [&face] {
            const QImage shot = face.grab().toImage();
            return shot.pixelColor(shot.width() / 2, shot.height() - 4);
        };
        QCOMPARE(fill(), BoardTheme::classic().frame);
        t.w.settings()->setBoardTheme(QStringLiteral("wood"));
        QTRY_COMPARE(fill(), BoardTheme::wood().frame);
    }

    // Against the computer the clocks name the players as the move list does.
    void theClocksNameThePlayers() {
        Settings().setOpponent(Opponent::HumanVsComputer);
        TimedWindow t;
        QCOMPARE(t.face(Color::Black).playerName(), QString("You"));
        QCOMPARE(t.face(Color::White).playerName(), t.w.currentGame()->playerName(Color::White));
        QVERIFY(t.face(Color::White).playerName().startsWith(QString("Verso")));
    }
};

QTEST_MAIN(TestClocks)
#include "test_clocks.moc"
