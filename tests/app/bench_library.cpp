// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark of the game library window on all of ../shared/data/wthor (not a test: it prints
// figures; without the shared data it says so and stops):
//   open     File > Library with the WTHOR folder added: reading every file, replaying every game
//   filter   a player, a year range, the position after 10 moves of the Tiger (with its table
//            refilled), the position after 30 moves of a real game
//   memory   resident size before and after
// With --shot FILE it saves a picture of the window filtered by the Tiger position.
#include <QApplication>
#include <QCheckBox>
#include <QElapsedTimer>
#include <QFile>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

#include "BenchSupport.h"
#include "app/library/LibraryModel.h"
#include "app/library/LibraryWindow.h"
#include "app/records/CurrentGame.h"
#include "app/settings/Settings.h"
#include "app/window/MainWindow.h"
#include "core/Notation.h"
#include "session/game/GameController.h"

using namespace verso;
using namespace verso::app;
using verso::test::statusField;

namespace {

double ms(const QElapsedTimer& t) { return static_cast<double>(t.nsecsElapsed()) / 1e6; }

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    const QString folder = QStringLiteral(VERSO_SHARED_DATA_DIR "/wthor");
    if (!QFile::exists(folder + "/WTHOR.JOU")) {
        std::printf("bench_library: %s is absent; nothing to measure\n", qPrintable(folder));
        return 0;
    }
    QString shot;
    for (int i = 1; i + 1 < argc; ++i)
        if (QByteArray(argv[i]) == "--shot") shot = QString::fromLocal8Bit(argv[i + 1]);
    QTemporaryDir config;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, config.path());
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
    LibraryWindow& library = *w.library();
    std::printf(
        "open: File > Library with all of WTHOR: %d games in %.0f ms (resident %s before, %s "
        "after; the "
        "library's own estimate %.1f MB)\n",
        library.library().size(), ms(t), qPrintable(before), qPrintable(statusField("VmRSS:")),
        static_cast<double>(library.library().memoryBytes()) / 1e6);
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
