// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark (ctest label "bench", not a test): how the engine thread treats the GUI thread.
//   1. Event-loop stall: a 5 ms QTimer on the GUI thread while the strongest level thinks about a
//      midgame position; prints the worst and mean gap between ticks (aim: worst <= 16 ms).
//   2. Stop latency: a search without a depth limit is cancelled; prints how long until the
//      worker answers the next (trivial) request, i.e. an upper bound on the time to stop.
//   3. Restart cycles: 1,000 x (start the strongest level, cancel, start again); counts answers
//      that arrive for a request that is no longer current (must be 0).
// Usage: bench_aiworker [seconds-of-stall-measurement, default 3]
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

#include "session/enginethread/EngineThread.h"

using namespace verso;
using verso::session::EngineRequest;
using verso::session::EngineThread;
using verso::session::MoveInfo;

namespace {

Position midgame() {
    Position p = Position::initial();
    const char* moves[] = {"f5", "d6", "c3", "d3", "c4", "f4", "f6", "f3", "e6", "e7", "d7", "c6"};
    for (const char* m : moves) p = p.afterMove(Move::at(*parseSquare(m)));
    return p;
}

// Runs the event loop until "done" returns true or "limitMs" passes.
template <typename Done>
void runUntil(Done done, int limitMs) {
    QElapsedTimer clock;
    clock.start();
    QTimer poll;
    QEventLoop loop;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (done() || clock.elapsed() >= limitMs) loop.quit();
    });
    poll.start(1);
    loop.exec();
}

void measureStall(EngineThread& engineThread, int seconds) {
    const engine::Level& strongest = engine::levels().back();
    QElapsedTimer clock;
    clock.start();
    std::vector<qint64> gaps;
    qint64 lastTick = clock.nsecsElapsed();
    QTimer ticker;
    ticker.setTimerType(Qt::PreciseTimer);
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        gaps.push_back(now - lastTick);
        lastTick = now;
    });
    bool answered = false;
    MoveInfo info;
    ticker.start(5);
    auto request = engineThread.askMove(midgame(), strongest);
    QObject::connect(request.get(), &EngineRequest::finished, [&](const QVariant& result) {
        const MoveInfo i = EngineRequest::chosenMove(result).info;
        answered = true;
        info = i;
    });
    runUntil([&] { return answered; }, seconds * 1000);
    ticker.stop();
    request.reset();
    const qint64 worst = gaps.empty() ? 0 : *std::max_element(gaps.begin(), gaps.end());
    double mean = 0;
    for (qint64 g : gaps) mean += static_cast<double>(g);
    mean = gaps.empty() ? 0 : mean / static_cast<double>(gaps.size()) / 1e6;
    std::printf(
        "stall: level %d (%s) %s after %.2f s (depth %d, %llu nodes); %zu ticks of 5 ms: worst gap "
        "%.2f ms, "
        "mean %.2f ms\n",
        strongest.number, strongest.name.c_str(), answered ? "answered" : "still thinking",
        static_cast<double>(clock.elapsed()) / 1000.0, info.depth,
        static_cast<unsigned long long>(info.nodes), gaps.size(), static_cast<double>(worst) / 1e6,
        mean);
}

void measureStopLatency(EngineThread& engineThread) {
    const engine::Level bottomless{99, "Bottomless", 60, 0, 0};
    const engine::Level trivial{1, "Trivial", 1, 0, 0};
    std::vector<double> latencies;
    for (int round = 0; round < 10; ++round) {
        auto deep = engineThread.askMove(midgame(), bottomless);
        runUntil([] { return false; }, 150);
        QElapsedTimer clock;
        clock.start();
        deep.reset();
        auto next = engineThread.askMove(midgame(), trivial);
        bool answered = false;
        QObject::connect(next.get(), &EngineRequest::finished, [&] { answered = true; });
        runUntil([&] { return answered; }, 5000);
        latencies.push_back(static_cast<double>(clock.nsecsElapsed()) / 1e6);
    }
    std::sort(latencies.begin(), latencies.end());
    std::printf(
        "stop: cancel of a running search -> next answer on the GUI thread: median %.2f ms, worst "
        "%.2f ms "
        "(10 rounds)\n",
        latencies[latencies.size() / 2], latencies.back());
}

void measureRestartCycles(EngineThread& engineThread) {
    const engine::Level& strongest = engine::levels().back();
    std::unique_ptr<EngineRequest> current;
    int stale = 0;
    int answers = 0;
    QElapsedTimer clock;
    clock.start();
    Position p = midgame();
    for (int cycle = 0; cycle < 1000; ++cycle) {
        current = engineThread.askMove(p, strongest);  // drops the one before
        QObject::connect(current.get(), &EngineRequest::finished, [&] { ++stale; });
        if (cycle % 10 == 0) runUntil([] { return false; }, 1);  // let some answers race in
    }
    current = engineThread.askMove(p, engine::Level{1, "Trivial", 1, 0, 0});
    int last = 0;
    QObject::connect(current.get(), &EngineRequest::finished, [&] { ++last; });
    runUntil([&] { return last > 0; }, 10000);
    answers = stale + last;
    // Every request but the last was dropped before it could answer: any answer to them is stale.
    std::printf(
        "cycles: 1000 start/cancel cycles in %.2f s; answers %d, stale answers delivered %d\n",
        static_cast<double>(clock.elapsed()) / 1000.0, answers, stale);
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const int seconds = argc > 1 ? std::max(1, atoi(argv[1])) : 3;
    EngineThread engineThread;
    measureStall(engineThread, seconds);
    measureStopLatency(engineThread);
    measureRestartCycles(engineThread);
    QElapsedTimer clock;
    clock.start();
    auto deep = engineThread.askMove(midgame(), engine::Level{99, "Bottomless", 60, 0, 0});
    runUntil([] { return false; }, 100);
    clock.restart();
    const bool joined = engineThread.shutDown();
    std::printf("shutdown: engine thread %s %.2f ms after shutDown() during a search\n",
                joined ? "joined" : "NOT joined", static_cast<double>(clock.nsecsElapsed()) / 1e6);
    return 0;
}
