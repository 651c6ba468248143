// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark (ctest label "bench", not a test): the delay from a click on the board to the sound
// output's play call, in the real window against the computer at level 8 (the person plays
// Black from a midgame position out of the opening book, so the computer searches).
//   place    a legal click once the computer's discs have turned (the computer starts its
//            level-8 search right after it)
//   refused  a click on an occupied square while the level-8 search runs
// The clicks are posted to the board's viewport as a person's would be, so each delay includes
// the wait in the event queue. Figures: median and worst.
// Usage: bench_sound [--moves N] [--refused-per-turn N]
#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QMouseEvent>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <array>
#include <cstdio>
#include <functional>
#include <random>
#include <vector>

#include "BenchSupport.h"
#include "app/board/BoardScene.h"
#include "app/board/BoardView.h"
#include "app/settings/Settings.h"
#include "app/settings/SettingsFormat.h"
#include "app/sound/GameSounds.h"
#include "app/sound/SoundPlayer.h"
#include "app/window/MainWindow.h"
#include "session/game/GameController.h"
#include "session/game/Seating.h"

using namespace verso;
using namespace verso::app;
using verso::test::option;

namespace {

constexpr int kLevel = 8;

// Notes when each sound reaches the output.
class TimingOutput : public SoundOutput {
public:
    explicit TimingOutput(const QElapsedTimer& clock) : clock_(clock) {}
    void play(Sound sound, double) override {
        last_[static_cast<size_t>(sound)] = clock_.nsecsElapsed();
    }
    qint64 last(Sound sound) const { return last_[static_cast<size_t>(sound)]; }

private:
    const QElapsedTimer& clock_;
    std::array<qint64, kAllSounds.size()> last_{};
};

// Runs the event loop until "done" or "ms" milliseconds; true when done. The delays are taken
// by the output itself, so how often this looks does not change them.
bool runUntil(int ms, const std::function<bool()>& done) {
    QEventLoop loop;
    QTimer poll;
    QElapsedTimer clock;
    clock.start();
    bool finished = done();
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        finished = done();
        if (finished || clock.elapsed() >= ms) loop.quit();
    });
    if (finished) return true;
    poll.start(1);
    loop.exec();
    return finished;
}

void postClick(BoardView& view, int square) {
    const QPointF at = view.squareCenterInView(square);
    const QPointF global = view.viewport()->mapToGlobal(at);
    QWidget* target = view.viewport();
    QCoreApplication::postEvent(target, new QMouseEvent(QEvent::MouseButtonPress, at, global,
                                                        Qt::LeftButton, Qt::LeftButton, {}));
    QCoreApplication::postEvent(target, new QMouseEvent(QEvent::MouseButtonRelease, at, global,
                                                        Qt::LeftButton, Qt::NoButton, {}));
}

// Black to move after "plies" random moves from the start (outside the opening book).
Position midgame(std::mt19937& rng, int plies) {
    for (;;) {
        Position p = Position::initial();
        for (int i = 0; i < plies && !p.isGameOver(); ++i) {
            if (p.mustPass()) {
                p = p.afterPass();
                continue;
            }
            std::vector<int> moves;
            for (Bitboard m = p.legalMoves(); m; m &= m - 1) moves.push_back(firstSquare(m));
            p = p.afterMove(Move::at(moves[rng() % moves.size()]));
        }
        if (p.sideToMove() == Color::Black && p.hasLegalMove()) return p;
    }
}

void report(const char* what, std::vector<double> delays) {
    if (delays.empty()) {
        std::printf("%s: no clicks measured\n", what);
        return;
    }
    std::sort(delays.begin(), delays.end());
    std::printf("%s: %zu clicks, median %.2f ms, worst %.2f ms\n", what, delays.size(),
                delays[delays.size() / 2], delays.back());
}

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const int moves = option(args, "--moves", 12);
    const int refusedPerTurn = option(args, "--refused-per-turn", 10);
    QTemporaryDir config;
    setSettingsFolder(config.path());
    QCoreApplication::setOrganizationName("VersoBench");
    QCoreApplication::setApplicationName("VersoSound");
    QSettings().clear();
    {
        Settings settings;
        settings.setOpponent(Opponent::HumanVsComputer);
        settings.setHumanColor(Color::Black);
        settings.setLevel(kLevel);
        settings.setThinkDelayMs(0);
        settings.setPassDialogs(false);
    }
    MainWindow window;
    window.show();
    QElapsedTimer clock;
    clock.start();
    auto output = std::make_unique<TimingOutput>(clock);
    const TimingOutput& heard = *output;
    window.sounds()->player()->setOutput(std::move(output));
    session::GameController& game = *window.controller();
    session::Seating& seating = *window.seating();
    std::mt19937 rng(2026);
    game.newGame(midgame(rng, 20));

    std::vector<double> placed, refused;
    int searches = 0;
    while (static_cast<int>(placed.size()) < moves) {
        if (!runUntil(120000, [&] {
                return game.isWaitingForHuman() || game.state() == session::GameState::Finished;
            }))
            break;
        if (game.state() == session::GameState::Finished) {
            window.newGame();
            game.newGame(midgame(rng, 20));
            continue;
        }
        // A person clicks once the computer's discs have turned (animation speed Normal).
        if (!runUntil(5000, [&] { return !window.scene()->isAnimating(); })) break;
        const Position before = game.position();
        const int square = firstSquare(before.legalMoves());
        const qint64 sent = clock.nsecsElapsed();
        postClick(*window.boardView(), square);
        if (!runUntil(5000, [&] { return heard.last(Sound::Place) > sent; })) break;
        placed.push_back(static_cast<double>(heard.last(Sound::Place) - sent) / 1e6);
        searches += seating.isThinking() ? 1 : 0;
        // While level 8 searches: clicks on an occupied square, 50 ms apart.
        const int occupied = firstSquare(game.position().black() | game.position().white());
        for (int k = 0; k < refusedPerTurn && seating.isThinking(); ++k) {
            const qint64 at = clock.nsecsElapsed();
            postClick(*window.boardView(), occupied);
            if (!runUntil(5000, [&] { return heard.last(Sound::Refused) > at; })) break;
            if (seating.isThinking())
                refused.push_back(static_cast<double>(heard.last(Sound::Refused) - at) / 1e6);
            runUntil(50, [] { return false; });
        }
    }
    std::printf("bench_sound: the computer at level %d; %d of %zu legal clicks started a search\n",
                kLevel, searches, placed.size());
    report("place (click -> play call)", placed);
    report("refused while level 8 thinks (click -> play call)", refused);
    window.close();
    return placed.size() == static_cast<size_t>(moves) ? 0 : 1;
}
