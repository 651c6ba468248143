// SPDX-License-Identifier: GPL-3.0-or-later
// verso-lab evalbench: evaluate() calls per second on positions from fixed-seed random games.
#include <chrono>
#include <cstdint>
#include <ctime>
#include <iostream>
#include <random>
#include <vector>

#include "Command.h"
#include "core/Position.h"
#include "core/RandomGame.h"
#include "engine/EvalFeatures.h"
#include "engine/Evaluation.h"

namespace verso::cli {
namespace {

int run(const Args& args) {
    if (wantsHelp(args) || args.size() > 1) {
        (wantsHelp(args) ? std::cout : std::cerr)
            << "Usage: verso-lab evalbench [MILLIONS]\n"
               "Times MILLIONS (default 10) million evaluate() calls.\n";
        return wantsHelp(args) ? 0 : 2;
    }
    const long calls = (args.empty() ? 10 : std::stol(args[0])) * 1000000L;
    const std::vector<Position> positions = randomGamePositions(100000, 20261122);
    engine::evaluate(positions[0].player(), positions[0].opponent());  // load the weights first
    const auto t0 = std::chrono::steady_clock::now();
    const std::clock_t cpu0 = std::clock();
    std::int64_t checksum = 0;
    for (long i = 0; i < calls; ++i) {
        const Position& p = positions[static_cast<std::size_t>(i) % positions.size()];
        checksum += engine::evaluate(p.player(), p.opponent());
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const double cpuSeconds = static_cast<double>(std::clock() - cpu0) / CLOCKS_PER_SEC;
    // CPU time is the fairer figure on a shared machine.
    std::cout << calls << " evaluations in " << seconds << " s (" << cpuSeconds
              << " s CPU): " << static_cast<double>(calls) / cpuSeconds / 1e6
              << " M evaluations per CPU second (checksum " << checksum << ")\n";

    // What the search does at a node: play a move and evaluate the child, the child's indices
    // computed from the board or updated from the parent's (EvalFeatures.h).
    struct Step {
        Position parent;
        int square;
        Bitboard flipped;
        engine::EvalFeatures features;  // the parent's
    };
    std::vector<Step> steps;
    for (const Position& p : positions) {
        if (!p.hasLegalMove()) continue;
        const int square = firstSquare(p.legalMoves());
        steps.push_back({p, square, flips(p.player(), p.opponent(), square),
                         engine::featuresOf(p.player(), p.opponent())});
    }
    const auto time = [&](auto&& evaluateChild) {
        std::int64_t sum = 0;
        const std::clock_t start = std::clock();
        for (long i = 0; i < calls; ++i)
            sum += evaluateChild(steps[static_cast<std::size_t>(i) % steps.size()]);
        return std::pair(static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC, sum);
    };
    const auto [fromBoard, sumBoard] = time([](const Step& s) {
        return engine::evaluate(s.parent.opponent() ^ s.flipped,
                                s.parent.player() | s.flipped | squareBit(s.square));
    });
    const auto [updated, sumUpdated] = time([](const Step& s) {
        engine::EvalFeatures next;
        engine::playOnFeatures(s.features, s.square, s.flipped, next);
        return engine::evaluateFeatures(next, s.parent.opponent() ^ s.flipped,
                                        s.parent.player() | s.flipped | squareBit(s.square));
    });
    std::cout << "a move and its child's evaluation: "
              << static_cast<double>(calls) / fromBoard / 1e6
              << " M per CPU second from the board, " << static_cast<double>(calls) / updated / 1e6
              << " M with the indices updated (" << fromBoard / updated << " times as fast"
              << (sumBoard == sumUpdated ? ", same values" : ", DIFFERENT VALUES") << ")\n";
    return sumBoard == sumUpdated ? 0 : 1;
}

const bool registered =
    registerCommand({"evalbench", "time the evaluation function (calls per second)", run});

}  // namespace
}  // namespace verso::cli
