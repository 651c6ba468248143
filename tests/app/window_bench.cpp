// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmarks for the game window (not a test: it prints figures). Measures
//   1. start to first painted board (from main() and from process start),
//   2. click to repaint for every move of a full game (median, 90th percentile, worst),
//   3. resident memory after the full game.
// With --shots DIR it also saves screenshots (start, mid-game with markers, game over) using the
// screen grab, so run it under a real X server:  xvfb-run -a build/tests/app/bench_window --shots
// DIR
#include <unistd.h>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QScreen>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QTimer>
#include <algorithm>
#include <cstdio>

#include "BenchSupport.h"
#include "app/board/BoardScene.h"
#include "app/board/BoardView.h"
#include "app/records/GameNavigation.h"
#include "app/records/MoveListDock.h"
#include "app/records/MoveListPanel.h"
#include "app/settings/Settings.h"
#include "app/settings/SettingsFormat.h"
#include "app/settings/TranslationLoader.h"
#include "app/window/MainWindow.h"
#include "session/game/GameController.h"

using namespace verso;
using namespace verso::app;
using verso::test::statusField;

namespace {

// Milliseconds since this process started (from /proc, 10 ms resolution).
double processAgeMs() {
    QFile stat("/proc/self/stat"), uptime("/proc/uptime");
    if (!stat.open(QIODevice::ReadOnly) || !uptime.open(QIODevice::ReadOnly)) return -1;
    const QString statText = QString::fromLatin1(stat.readAll());
    const QStringList fields = statText.mid(statText.lastIndexOf(')') + 2).split(' ');
    const double startTicks = fields.value(19).toDouble();  // field 22 overall: starttime
    const double upSeconds = QString::fromLatin1(uptime.readAll()).split(' ').value(0).toDouble();
    return (upSeconds - startTicks / static_cast<double>(sysconf(_SC_CLK_TCK))) * 1000.0;
}

// Quits a local event loop at the next paint of "widget".
class PaintWaiter : public QObject {
public:
    explicit PaintWaiter(QWidget* widget) : widget_(widget) { widget->installEventFilter(this); }
    bool eventFilter(QObject* object, QEvent* event) override {
        if (object == widget_ && event->type() == QEvent::Paint) {
            painted_ = true;
            QTimer::singleShot(0, &loop_, &QEventLoop::quit);  // after the paint has finished
        }
        return false;
    }
    // Runs the event loop until the next paint (or "timeoutMs").
    bool wait(int timeoutMs = 5000) {
        if (!painted_) {
            QTimer::singleShot(timeoutMs, &loop_, &QEventLoop::quit);
            loop_.exec();
        }
        const bool ok = painted_;
        painted_ = false;
        return ok;
    }

private:
    QWidget* widget_;
    QEventLoop loop_;
    bool painted_ = false;
};

void settle(int ms) {
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

void shoot(const QString& dir, const QString& name, QWidget* window) {
    if (dir.isEmpty()) return;
    settle(400);
    const QRect frame = window->frameGeometry().adjusted(0, 0, 1, 1);
    QPixmap shot =
        window->screen()->grabWindow(0, frame.x(), frame.y(), frame.width(), frame.height());
    const QString path = QDir(dir).filePath(name);
    std::printf("screenshot %s: %s\n", qPrintable(path), shot.save(path) ? "saved" : "FAILED");
}

double percentile(std::vector<double> v, double p) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[static_cast<size_t>(p * static_cast<double>(v.size() - 1))];
}

}  // namespace

int main(int argc, char** argv) {
    QElapsedTimer sinceMain;
    sinceMain.start();
    QApplication app(argc, argv);
    const int shotsIndex = static_cast<int>(QCoreApplication::arguments().indexOf("--shots"));
    const QString shots =
        shotsIndex > 0 ? QCoreApplication::arguments().value(shotsIndex + 1) : QString();
    QTemporaryDir config;  // never touch the user's settings
    verso::app::setSettingsFolder(config.path());
    QCoreApplication::setOrganizationName("VersoBench");
    QCoreApplication::setApplicationName("Verso");
    {
        Settings settings;
        settings.setOpponent(Opponent::HumanVsHuman);
        settings.setAnimationSpeed(AnimationSpeed::Instant);
    }

    // As main.cpp does: translations, the window, the computer opponent (its engine thread).
    TranslationLoader translations;
    translations.install(Settings().language());
    MainWindow w;
    PaintWaiter painted(w.boardView()->viewport());
    w.show();
    painted.wait();
    std::printf("start to first board paint: %.1f ms after main(), %.0f ms after process start\n",
                static_cast<double>(sinceMain.nsecsElapsed()) / 1e6, processAgeMs());
    shoot(shots, "start.png", &w);

    // A full game by clicks (always the first legal square), timing each click to its repaint.
    std::vector<double> clickToPaint;
    session::GameController& game = *w.controller();
    while (game.state() == session::GameState::Playing) {
        const Bitboard moves = game.position().legalMoves();
        const int square = firstSquare(moves);
        if (!shots.isEmpty() && game.record().ply() == 21) {
            QTest::mouseMove(w.boardView()->viewport(), w.boardView()->squareCenterInView(square));
            shoot(shots, "midgame.png", &w);
        }
        if (!shots.isEmpty() &&
            game.record().ply() == 30) {  // a flip caught half-way, at Slow speed
            w.settings()->setAnimationSpeed(AnimationSpeed::Slow);
            QTest::mouseClick(w.boardView()->viewport(), Qt::LeftButton, {},
                              w.boardView()->squareCenterInView(square));
            settle(380);
            const QRect frame = w.frameGeometry();
            w.screen()
                ->grabWindow(0, frame.x(), frame.y(), frame.width(), frame.height())
                .save(QDir(shots).filePath("flipping.png"));
            w.settings()->setAnimationSpeed(AnimationSpeed::Instant);
            settle(600);
            continue;
        }
        QElapsedTimer t;
        t.start();
        QTest::mouseClick(w.boardView()->viewport(), Qt::LeftButton, {},
                          w.boardView()->squareCenterInView(square));
        if (!painted.wait()) std::printf("no repaint after a click!\n");
        clickToPaint.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
        if (w.passDialog()) w.passDialog()->accept();
    }
    std::printf("click to repaint over %zu moves: median %.2f ms, 90%% %.2f ms, worst %.2f ms\n",
                clickToPaint.size(), percentile(clickToPaint, 0.5), percentile(clickToPaint, 0.9),
                percentile(clickToPaint, 1.0));
    while (!w.gameOverDialog()) settle(10);
    std::printf("after a full game: resident %s (peak %s)\n", qPrintable(statusField("VmRSS:")),
                qPrintable(statusField("VmHWM:")));
    shoot(shots, "gameover.png", &w);
    w.gameOverDialog()->close();

    // The move list of the finished game: a click on a move to the repainted board, and stepping
    // from move 1 to the last move (Ctrl+Right, one repaint each).
    MoveListPanel* panel = w.moveList()->panel();
    const int moves = panel->moveCount();
    std::vector<double> clickMove, stepMove;
    for (int round = 0; round < 20; ++round) {
        for (int index : {0, moves - 1}) {
            QElapsedTimer t;
            t.start();
            QTest::mouseClick(panel->view()->viewport(), Qt::LeftButton, {},
                              panel->cellRect(index).center());
            if (!painted.wait()) std::printf("no repaint after a click in the move list!\n");
            clickMove.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
        }
    }
    QTest::mouseClick(panel->view()->viewport(), Qt::LeftButton, {}, panel->cellRect(0).center());
    painted.wait();
    QElapsedTimer walk;
    walk.start();
    while (game.record().ply() < game.record().length()) {
        QElapsedTimer t;
        t.start();
        w.navigation()->nextAction()->trigger();  // Go > Next Move (Ctrl+Right)
        if (!painted.wait()) std::printf("no repaint after Ctrl+Right!\n");
        stepMove.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
    }
    std::printf(
        "move list click to repaint (move 1 and move %d, 20 rounds): median %.2f ms, worst %.2f "
        "ms\n",
        moves, percentile(clickMove, 0.5), percentile(clickMove, 1.0));
    std::printf(
        "move 1 to move %d by Go > Next Move, %zu steps: %.1f ms in all, median step %.2f ms, "
        "worst %.2f ms\n",
        moves, stepMove.size(), static_cast<double>(walk.nsecsElapsed()) / 1e6,
        percentile(stepMove, 0.5), percentile(stepMove, 1.0));
    return 0;
}
