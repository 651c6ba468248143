// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark (ctest label "bench", not a test): the kept games at the size of a lifetime of play.
// A library of N games (default 1,000,000; distinct random games, repeated) is written to a
// temporary folder, then:
//   keep      keeping one more game (KeptGames::keep, what the window does at every game's end)
//   continue  keeping a game that continues the last one kept (written over it, in place)
//   update    replacing the last game (a review added)
//   read      every game read back in batches (KeptGames::read) and put into a GameLibrary, as the
//             Library window opens it; time and resident memory before and after
// Usage: bench_keptgames [N]
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <vector>

#include "BenchSupport.h"
#include "core/GameLibrary.h"
#include "core/Notation.h"
#include "core/RandomGame.h"
#include "session/storage/GameFiles.h"
#include "session/storage/KeptGames.h"

using namespace verso;

namespace {

double ms(const QElapsedTimer& t) { return static_cast<double>(t.nsecsElapsed()) / 1e6; }

void report(const char* what, std::vector<double> times) {
    std::sort(times.begin(), times.end());
    std::printf("%-9s median %8.2f ms, worst %8.2f ms (%zu times)\n", what, times[times.size() / 2],
                times.back(), times.size());
}

GameDocument document(unsigned seed) { return GameDocument{randomGame(seed, 58), {}}; }

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const int count = argc > 1 ? std::max(1, QByteArray(argv[1]).toInt()) : 1'000'000;
    QTemporaryDir dir;
    const session::KeptGames kept(dir.filePath(QStringLiteral("games.ggf")));
    {
        std::vector<QByteArray> lines;
        for (unsigned seed = 1; seed <= 10'000; ++seed)
            lines.push_back(session::gameBytes(document(seed), GameTextFormat::Ggf));
        QFile file(kept.path());
        if (!file.open(QIODevice::WriteOnly)) return 1;
        for (int i = 0; i < count; ++i)
            file.write(lines[static_cast<std::size_t>(i) % lines.size()]);
        // On the disk before anything is timed, as a library kept over years is.
        if (!file.flush() || ::fsync(file.handle()) != 0) return 1;
    }
    std::printf("kept games: %d games, %.1f MB\n", count,
                static_cast<double>(QFile(kept.path()).size()) / 1e6);
    constexpr int kTimes = 20;
    std::vector<double> keep, resume, update;
    for (int i = 0; i < kTimes; ++i) {
        const GameDocument game = document(100'000 + static_cast<unsigned>(i));
        QElapsedTimer t;
        t.start();
        if (!kept.keep(game).isEmpty()) return 1;
        keep.push_back(ms(t));
    }
    for (int i = 0; i < kTimes; ++i) {
        // A game left after 30 moves, kept; then played on to its end and kept again.
        GameDocument longer = document(200'000 + static_cast<unsigned>(i));
        GameRecord part(longer.record.start());
        for (int ply = 0; ply < 30; ++ply)
            part.play(longer.record.moves()[static_cast<std::size_t>(ply)]);
        if (!kept.keep(GameDocument{part, {}}).isEmpty()) return 1;
        QElapsedTimer t;
        t.start();
        if (!kept.keep(longer, nullptr, &part).isEmpty()) return 1;
        resume.push_back(ms(t));
        longer.tags.place = "reviewed " + std::to_string(i);
        t.restart();
        if (!kept.update(longer).isEmpty()) return 1;
        update.push_back(ms(t));
    }
    report("keep", keep);
    report("continue", resume);
    report("update", update);

    const QString before = verso::test::statusField("VmRSS:");
    QElapsedTimer t;
    t.start();
    GameLibrary library;
    const int source = library.addSource("Kept games");
    const session::KeptGames::Reading read = kept.read([&](std::vector<GameDocument>& games) {
        library.addDocuments(source, games);
        return true;
    });
    std::printf(
        "read      %d games into the library in %.0f ms (%d lines skipped); resident %s "
        "before, %s after (peak %s)\n",
        read.games, ms(t), read.skippedLines, qPrintable(before),
        qPrintable(verso::test::statusField("VmRSS:")),
        qPrintable(verso::test::statusField("VmHWM:")));
    return read.games == library.size() ? 0 : 1;
}
