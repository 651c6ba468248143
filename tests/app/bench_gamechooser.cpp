// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark of the game chooser with 100,000 games (not a test: it prints figures):
//   1. building the dialog from a vector it copies, and showing it until it is painted,
//   2. the same from a shared vector (no copy),
//   3. filtering on a player's name and clearing the filter,
//   4. sorting by Result, and by Black,
//   5. Edit > Paste of 99,000 GGF games (about 12 MB) in the real window: how long the paste call
//      holds the window, the longest stall of its event loop (a 10 ms timer) until the chooser
//      shows, the time until it shows, resident memory before and after.
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QElapsedTimer>
#include <QFile>
#include <QHeaderView>
#include <QLineEdit>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <cstdio>
#include <functional>
#include <memory>

#include "BenchSupport.h"
#include "app/records/EditActions.h"
#include "app/records/GameChooser.h"
#include "app/records/GameChooserModel.h"
#include "app/window/MainWindow.h"
#include "core/Ggf.h"
#include "core/RandomGame.h"

using namespace verso;
using verso::app::GameChooser;
using verso::app::GameChooserModel;

namespace {

constexpr int kGames = 100'000;
constexpr int kDistinctGames = 500;  // random games, repeated with other names

std::vector<GameDocument> generatedGames() {
    std::vector<GameRecord> records;
    for (int seed = 0; seed < kDistinctGames; ++seed)
        records.push_back(randomGame(static_cast<unsigned>(seed)));
    std::vector<GameDocument> games;
    games.reserve(kGames);
    for (int i = 0; i < kGames; ++i) {
        GameDocument game{records[static_cast<size_t>(i % kDistinctGames)], {}};
        game.tags.black = "Player " + std::to_string(i % 977);
        game.tags.white = "Player " + std::to_string((i * 7 + 3) % 991);
        game.tags.date = "2026-" + std::to_string(1 + i % 12) + "-" + std::to_string(1 + i % 28);
        games.push_back(std::move(game));
    }
    return games;
}

double millis(const QElapsedTimer& timer) {
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

double buildAndShow(const std::function<std::unique_ptr<GameChooser>()>& build) {
    QElapsedTimer timer;
    timer.start();
    std::unique_ptr<GameChooser> chooser = build();
    chooser->show();
    if (!QTest::qWaitForWindowExposed(chooser.get())) std::printf("window not exposed\n");
    chooser->repaint();
    return millis(timer);
}

void pasteInTheWindow(const std::vector<GameDocument>& games) {
    QByteArray text;
    for (std::size_t i = 0; i < 99'000 && i < games.size(); ++i) {
        text += QByteArray::fromStdString(formatGgfDocument(games[i]));
        text += '\n';
    }
    QGuiApplication::clipboard()->setText(QString::fromUtf8(text));
    const double megabytes = static_cast<double>(text.size()) / 1e6;
    text.clear();
    app::MainWindow window;
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) std::printf("window not exposed\n");
    const QString before = verso::test::statusField("VmRSS:");
    QElapsedTimer total, sinceTick;
    double stall = 0;
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, [&] {
        stall = std::max(stall, millis(sinceTick));
        sinceTick.restart();
    });
    total.start();
    window.edits()->pasteAction()->trigger();
    const double held = millis(total);
    sinceTick.start();
    tick.start(10);
    while (!window.findChild<GameChooser*>())
        QApplication::processEvents(QEventLoop::WaitForMoreEvents);
    stall = std::max(stall, millis(sinceTick));
    std::printf(
        "paste of 99,000 games (%.1f MB): the call held the window %.0f ms, the chooser "
        "showed after %.0f ms, the longest stall meanwhile %.0f ms; resident %s before, %s "
        "after\n",
        megabytes, held, millis(total), stall, qPrintable(before),
        qPrintable(verso::test::statusField("VmRSS:")));
}

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    const std::vector<GameDocument> games = generatedGames();
    const auto shared = std::make_shared<const std::vector<GameDocument>>(games);

    const double copied =
        buildAndShow([&] { return std::make_unique<GameChooser>(games, QStringLiteral("bench")); });
    const double sharedMs = buildAndShow(
        [&] { return std::make_unique<GameChooser>(shared, QStringLiteral("bench")); });
    std::printf("%d games: build + show %.1f ms (copying the games), %.1f ms (shared)\n", kGames,
                copied, sharedMs);

    GameChooser chooser(shared, QStringLiteral("bench"));
    chooser.show();
    if (!QTest::qWaitForWindowExposed(&chooser)) std::printf("window not exposed\n");
    auto* filter = chooser.findChild<QLineEdit*>(QStringLiteral("gameChooserFilter"));
    QElapsedTimer timer;
    timer.start();
    filter->setText(QStringLiteral("player 97"));
    const double filtered = millis(timer);
    const int shown = chooser.shownCount();
    timer.start();
    filter->clear();
    const double cleared = millis(timer);
    std::printf("filter \"player 97\": %.1f ms (%d games shown), clear: %.1f ms\n", filtered, shown,
                cleared);

    QHeaderView* header = chooser.table()->horizontalHeader();
    for (const int column :
         {int(GameChooserModel::ResultColumn), int(GameChooserModel::BlackColumn)}) {
        timer.start();
        header->setSortIndicator(column, Qt::AscendingOrder);
        const double ms = millis(timer);
        std::printf(
            "sort by %s: %.1f ms\n",
            qPrintable(chooser.table()->model()->headerData(column, Qt::Horizontal).toString()),
            ms);
    }
    pasteInTheWindow(games);
    return 0;
}
