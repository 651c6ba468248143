// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark of the game library window (not a test: it prints figures).
//   bench_library                on all of ../shared/data/wthor (without it, says so and stops)
//   bench_library --games N      on one .wtb file of N random games (e.g. 1000000) made for it
//   open     File > Library: how long the window's thread is held by the call, the longest stall
//            of its event loop while the sources are read (a timer ticking every 10 ms), the time
//            until the table shows the games, resident memory before and after and at its peak
//   reopen   File > Library again with the files unchanged (nothing is read again)
//   filter   a player, a year range, the position after 10 moves of the Tiger (with its table
//            refilled), the position after 30 moves of a real game
// With --shot FILE it saves a picture of the window filtered by the Tiger position, with
// --reading-shot FILE one of the window while it reads.
#include <QApplication>
#include <QCheckBox>
#include <QElapsedTimer>
#include <QFile>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <cstdio>

#include "BenchSupport.h"
#include "app/library/LibraryModel.h"
#include "app/library/LibraryWindow.h"
#include "app/records/CurrentGame.h"
#include "app/settings/Settings.h"
#include "app/settings/SettingsFormat.h"
#include "app/window/MainWindow.h"
#include "core/Notation.h"
#include "core/RandomGame.h"
#include "core/Wthor.h"
#include "session/game/GameController.h"

using namespace verso;
using namespace verso::app;
using verso::test::statusField;

namespace {

double ms(const QElapsedTimer& t) { return static_cast<double>(t.nsecsElapsed()) / 1e6; }

// Waits for the library's reading, noting the longest gap between two ticks of a 10 ms timer.
double waitForReading(LibraryWindow& library, double& longestStallMs) {
    QElapsedTimer total, sinceTick;
    total.start();
    sinceTick.start();
    longestStallMs = 0;
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, [&] {
        longestStallMs = std::max(longestStallMs, ms(sinceTick));
        sinceTick.restart();
    });
    tick.start(10);
    while (library.loading()) QApplication::processEvents(QEventLoop::WaitForMoreEvents);
    longestStallMs = std::max(longestStallMs, ms(sinceTick));
    return ms(total);
}

// A .wtb file of "count" random games in "folder" (with no name files: names "#0").
QString randomWthorFile(const QString& folder, int count) {
    WthorFile file;
    file.year = 2026;
    file.games.reserve(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) {
        const GameRecord game = randomGame(static_cast<unsigned>(i) + 1);
        WthorGame g;
        std::size_t m = 0;
        for (const Move move : game.moves())
            if (!move.isPass()) g.moves[m++] = wthorByte(move.square());
        g.blackDiscs = static_cast<std::uint8_t>(game.current().discCount(Color::Black));
        file.games.push_back(g);
    }
    const std::string bytes = formatWthorGames(file);
    const QString path = folder + QStringLiteral("/RANDOM.wtb");
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly)) return {};
    out.write(bytes.data(), static_cast<qint64>(bytes.size()));
    return path;
}

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QString shot, readingShot;
    int games = 0;
    for (int i = 1; i + 1 < argc; ++i) {
        if (QByteArray(argv[i]) == "--shot") shot = QString::fromLocal8Bit(argv[i + 1]);
        if (QByteArray(argv[i]) == "--reading-shot")
            readingShot = QString::fromLocal8Bit(argv[i + 1]);
        if (QByteArray(argv[i]) == "--games") games = QByteArray(argv[i + 1]).toInt();
    }
    QTemporaryDir data;
    QString folder = QStringLiteral(VERSO_SHARED_DATA_DIR "/wthor");
    if (games > 0) {
        folder = randomWthorFile(data.path(), games);
        std::printf("a .wtb file of %d random games, %.1f MB\n", games,
                    static_cast<double>(QFileInfo(folder).size()) / 1e6);
    } else if (!QFile::exists(folder + "/WTHOR.JOU")) {
        std::printf("bench_library: %s is absent; nothing to measure\n", qPrintable(folder));
        return 0;
    }
    QTemporaryDir config;
    verso::app::setSettingsFolder(config.path());
    QCoreApplication::setOrganizationName("VersoBench");
    QCoreApplication::setApplicationName("bench_library");
    {
        Settings s;
        s.setOpponent(Opponent::HumanVsHuman);
        s.setAnimationSpeed(AnimationSpeed::Instant);
        s.setLibraryDatabases({folder});
    }
    MainWindow w;
    w.show();
    if (!QTest::qWaitForWindowExposed(&w)) return 1;
    const QString before = statusField("VmRSS:");
    QElapsedTimer t;
    t.start();
    w.showLibrary();
    const double held = ms(t);
    LibraryWindow& library = *w.library();
    if (!readingShot.isEmpty()) library.grab().save(readingShot);
    double stall = 0;
    const double shown = held + waitForReading(library, stall);
    std::printf(
        "open: File > Library: %d games shown after %.0f ms; the call held the window %.0f ms, the "
        "longest stall while reading %.0f ms; resident %s before, %s after, peak %s (the "
        "library's own estimate %.1f MB)\n",
        library.library().size(), shown, held, stall, qPrintable(before),
        qPrintable(statusField("VmRSS:")), qPrintable(statusField("VmHWM:")),
        static_cast<double>(library.library().memoryBytes()) / 1e6);
    library.hide();
    t.restart();
    w.showLibrary();
    const double again = ms(t) + waitForReading(library, stall);
    std::printf("reopen: the files unchanged, %d games shown after %.0f ms\n",
                library.library().size(), again);
    const auto timed = [&](const char* what, const std::function<void()>& change) {
        change();
        QElapsedTimer clock;
        clock.start();
        library.applyFilter();
        std::printf("filter %-38s %6d games in %6.1f ms (filter and table)\n", what,
                    library.model()->rowCount(), ms(clock));
    };
    timed("player \"Tastet\":", [&] { library.playerFilter()->setText(QStringLiteral("Tastet")); });
    timed("no filter:", [&] { library.playerFilter()->clear(); });
    timed("years 1990-1999:", [&] {
        library.yearFrom()->setValue(1990);
        library.yearTo()->setValue(1999);
    });
    const GameRecord tiger = *parseTranscript("f5d6c3d3c4f4f6f3e6e7");
    timed("through the Tiger after 10 moves:", [&] {
        library.yearFrom()->setValue(0);
        library.yearTo()->setValue(0);
        w.currentGame()->open(GameDocument{tiger, {}});
        library.throughPosition()->setChecked(true);
    });
    if (!shot.isEmpty()) {
        QApplication::processEvents();  // the filtered table laid out; grab() paints itself
        library.grab().save(shot);
    }
    // A real game at move 30: the first game of the first year shown.
    library.throughPosition()->setChecked(false);
    library.applyFilter();
    GameRecord real =
        library.library().document(library.model()->gameAt(library.model()->rowCount() / 2)).record;
    real.jumpTo(std::min(30, real.length()));
    real.truncate();
    timed("through a real game after 30 moves:", [&] {
        w.currentGame()->open(GameDocument{real, {}});
        library.throughPosition()->setChecked(true);
    });
    return 0;
}
