// verso-cli evalbench: evaluate() calls per second on positions from fixed-seed random games.
#include <chrono>
#include <cstdint>
#include <ctime>
#include <iostream>
#include <random>
#include <vector>

#include "Command.h"
#include "core/Position.h"
#include "core/RandomGame.h"
#include "engine/Evaluation.h"

namespace verso::cli {
namespace {

int run(const Args& args) {
    if (wantsHelp(args) || args.size() > 1) {
        (wantsHelp(args) ? std::cout : std::cerr) << "Usage: verso-cli evalbench [MILLIONS]\n"
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
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const double cpuSeconds = static_cast<double>(std::clock() - cpu0) / CLOCKS_PER_SEC;
    // CPU time is the fairer figure on a shared machine.
    std::cout << calls << " evaluations in " << seconds << " s (" << cpuSeconds << " s CPU): "
              << static_cast<double>(calls) / cpuSeconds / 1e6 << " M evaluations per CPU second (checksum "
              << checksum << ")\n";
    return 0;
}

const bool registered = registerCommand({"evalbench", "time the evaluation function (calls per second)", run});

}  // namespace
}  // namespace verso::cli
