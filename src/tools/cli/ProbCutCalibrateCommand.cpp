// verso-cli probcut-calibrate: measures how well a shallow search predicts a deep one with the
// current evaluation and fits the sigma model of src/engine/ProbCut.h. Run it after the
// evaluation changes and paste the printed kProbCutModel line into ProbCut.h.
#include <array>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <random>
#include <vector>

#include <unistd.h>

#include "Arguments.h"
#include "Command.h"
#include "engine/Endgame.h"
#include "engine/Evaluation.h"
#include "engine/MidgameSearch.h"
#include "engine/ProbCut.h"
#include "engine/Search.h"

namespace verso::cli {
namespace {

const char* const kUsage =
    "Usage: verso-cli probcut-calibrate [--positions N] [--max-depth D] [--seed S] [--endgame]\n"
    "Plays N (default 60) varied games to random midgame positions, searches each at every depth\n"
    "from 3 to D (default 9) and at the matching shallow depth, both without pruning, and fits\n"
    "the mean drift and sigma(deep - shallow) = intercept + perDeepPly * depth + perEmpty * empties\n"
    "(in discs).\n"
    "Prints the residuals per depth and the kProbCutModel line for src/engine/ProbCut.h.\n"
    "--endgame instead solves positions with 10-22 empties exactly and fits the solver's model,\n"
    "sigma(exact - shallow) = intercept + perShallowPly * shallow + perEmpty * empties to the\n"
    "shallow searches of 2, 4, 6 and 8 plies (the table shows 0 to 8); prints the\n"
    "kEndgameProbCutModel line for src/engine/ProbCut.h.\n";

struct Sample {
    int depth;
    int empties;
    double error;  // deep minus shallow score, in discs
};

// A position from a game: a few random opening moves, then mostly the evaluation's favourite.
Position samplePosition(std::mt19937_64& rng, int empties) {
    Position p;
    while (p.emptyCount() > empties && !p.isGameOver()) {
        if (!p.hasLegalMove()) {
            p = p.afterPass();
            continue;
        }
        std::vector<int> moves;
        for (Bitboard m = p.legalMoves(); m; m &= m - 1) moves.push_back(firstSquare(m));
        int chosen = moves[rng() % moves.size()];
        if (p.emptyCount() < 52 && rng() % 4 != 0) {
            int best = -1'000'000;
            for (const int sq : moves) {
                const Position next = p.afterMove(Move::at(sq));
                const int score = -engine::evaluate(next.player(), next.opponent());
                if (score > best) best = score, chosen = sq;
            }
        }
        p = p.afterMove(Move::at(chosen));
    }
    return p;
}

// The mean error (the drift between the two scores), subtracted from every sample; returns it.
double removeMeanShift(std::vector<Sample>& samples) {
    double shift = 0;
    for (const Sample& s : samples) shift += s.error;
    shift /= static_cast<double>(std::max<std::size_t>(samples.size(), 1));
    for (Sample& s : samples) s.error -= shift;
    return shift;
}

// Solves the 3x3 normal equations of the least-squares fit y ~ c0 + c1 * depth + c2 * empties.
std::array<double, 3> fitLinear(const std::vector<Sample>& samples) {
    double a[3][4] = {};
    for (const Sample& s : samples) {
        const double x[3] = {1.0, static_cast<double>(s.depth), static_cast<double>(s.empties)};
        const double y = std::abs(s.error) * std::sqrt(M_PI / 2);  // E|e| = sigma * sqrt(2 / pi)
        for (int i = 0; i < 3; ++i) {
            for (int j = 0; j < 3; ++j) a[i][j] += x[i] * x[j];
            a[i][3] += x[i] * y;
        }
    }
    for (int i = 0; i < 3; ++i) {  // Gauss-Jordan elimination
        for (int k = i + 1; k < 3; ++k)
            if (std::abs(a[k][i]) > std::abs(a[i][i])) std::swap(a[k], a[i]);
        for (int k = 0; k < 3; ++k) {
            if (k == i || a[i][i] == 0) continue;
            const double f = a[k][i] / a[i][i];
            for (int j = i; j < 4; ++j) a[k][j] -= f * a[i][j];
        }
    }
    std::array<double, 3> c{};
    for (int i = 0; i < 3; ++i) c[static_cast<std::size_t>(i)] = a[i][i] != 0 ? a[i][3] / a[i][i] : 0;
    return c;
}

// The solver's selective passes predict a position's exact score by a shallow search.
int runEndgame(long long positions, std::mt19937_64& rng) {
    engine::Searcher exactSearcher(64);
    engine::SearchLimits exactLimits;
    exactLimits.exactEmpties = 64;
    engine::TranspositionTable table(8);
    engine::SearchControl control;
    engine::EndgameSolver solver(table, control);
    engine::MidgameSearch search(table, control, solver);
    search.setSelective(false);
    constexpr int kMaxShallow = 8;
    std::vector<Sample> samples;  // depth: the shallow depth; error: exact minus shallow score
    for (long long n = 0; n < positions; ++n) {
        const int empties = 10 + static_cast<int>(rng() % 13);
        const Position p = samplePosition(rng, empties);
        if (p.isGameOver() || !p.hasLegalMove()) continue;
        const double exact = exactSearcher.search(p, exactLimits).score;
        for (int depth = 0; depth <= kMaxShallow && depth < p.emptyCount(); ++depth) {
            table.clear();
            control.start(nullptr, 0, std::chrono::milliseconds(0));
            const double shallow = static_cast<double>(search.search(p.player(), p.opponent(), depth, -engine::kEvalMax - 1,
                                                                     engine::kEvalMax + 1)) / engine::kEvalUnitsPerDisc;
            samples.push_back({depth, p.emptyCount(), exact - shallow});
        }
        if (isatty(2)) std::fprintf(stderr, "\r%lld/%lld positions", n + 1, positions);
    }
    std::fprintf(stderr, "\n");
    std::printf("shallow  samples  mean(exact-shallow)  sigma (discs) by empties 10-13 14-17 18-22\n");
    for (int depth = 0; depth <= kMaxShallow; ++depth) {
        double sum = 0, squares = 0;
        int count = 0;
        double bySum[3] = {}, bySquares[3] = {};
        int byCount[3] = {};
        for (const Sample& s : samples) {
            if (s.depth != depth) continue;
            sum += s.error, squares += s.error * s.error, ++count;
            const int bucket = s.empties < 14 ? 0 : s.empties < 18 ? 1 : 2;
            bySum[bucket] += s.error, bySquares[bucket] += s.error * s.error, ++byCount[bucket];
        }
        if (!count) continue;
        const auto sigma = [](double total, double totalSquares, int k) {
            const double mean = total / std::max(k, 1);
            return std::sqrt(std::max(0.0, totalSquares / std::max(k, 1) - mean * mean));
        };
        std::printf("%7d %8d %20.2f %14.2f %11.2f %5.2f %5.2f\n", depth, count, sum / count, sigma(sum, squares, count),
                    sigma(bySum[0], bySquares[0], byCount[0]), sigma(bySum[1], bySquares[1], byCount[1]),
                    sigma(bySum[2], bySquares[2], byCount[2]));
    }
    // The solver predicts by even-depth searches only (odd ones drift the other way): fit those.
    std::erase_if(samples, [](const Sample& s) { return s.depth < 2 || s.depth % 2 != 0; });
    const double shift = removeMeanShift(samples);
    const auto c = fitLinear(samples);
    std::printf("\nfitted on shallow depths 2, 4, 6 and 8:\ninline constexpr EndgameProbCutModel kEndgameProbCutModel{%.3f, %.3f, %.3f, %.3f};\n", c[0], c[1],
                c[2], shift);
    return 0;
}

int run(const Args& args) {
    long long positions = 60, maxDepth = 9, seed = 1;
    bool endgame = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--endgame") {
            endgame = true;
            continue;
        }
        long long* target = args[i] == "--positions" ? &positions : args[i] == "--max-depth" ? &maxDepth
                          : args[i] == "--seed"      ? &seed      : nullptr;
        const auto value = target && i + 1 < args.size() ? parseInteger(args[i + 1], 1, 100000) : std::nullopt;
        if (wantsHelp(args) || !value) {
            (wantsHelp(args) ? std::cout : std::cerr) << kUsage;
            return wantsHelp(args) ? 0 : 2;
        }
        *target = *value;
        ++i;
    }
    maxDepth = std::min<long long>(maxDepth, 20);
    std::mt19937_64 rng(static_cast<std::uint64_t>(seed));
    if (endgame) return runEndgame(positions, rng);
    engine::TranspositionTable table(8);
    engine::SearchControl control;
    engine::EndgameSolver solver(table, control);
    engine::MidgameSearch search(table, control, solver);
    search.setSelective(false);
    std::vector<Sample> samples;
    for (long long n = 0; n < positions; ++n) {
        const int empties = static_cast<int>(maxDepth) + 4 + static_cast<int>(rng() % static_cast<unsigned>(46 - maxDepth));
        const Position p = samplePosition(rng, empties);
        if (p.isGameOver() || !p.hasLegalMove() || p.emptyCount() <= maxDepth + 1) continue;
        const auto score = [&](int depth) {
            table.clear();  // a deeper result in the table would answer the shallow search
            control.start(nullptr, 0, std::chrono::milliseconds(0));
            return static_cast<double>(search.search(p.player(), p.opponent(), depth, -engine::kEvalMax - 1,
                                                     engine::kEvalMax + 1)) / engine::kEvalUnitsPerDisc;
        };
        for (int depth = engine::kProbCutModel.minDepth; depth <= maxDepth; ++depth)
            samples.push_back({depth, p.emptyCount(), score(depth) - score(engine::probCutShallowDepth(depth))});
        std::fprintf(stderr, "\r%lld/%lld positions", n + 1, positions);
    }
    std::fprintf(stderr, "\n");
    std::printf("depth shallow  samples  mean(deep-shallow)  sigma (discs)\n");
    for (int depth = engine::kProbCutModel.minDepth; depth <= maxDepth; ++depth) {
        double sum = 0, squares = 0;
        int count = 0;
        for (const Sample& s : samples)
            if (s.depth == depth) sum += s.error, squares += s.error * s.error, ++count;
        if (!count) continue;
        const double mean = sum / count;
        std::printf("%5d %7d %8d %19.2f %14.2f\n", depth, engine::probCutShallowDepth(depth), count, mean,
                    std::sqrt(std::max(0.0, squares / count - mean * mean)));
    }
    const double shift = removeMeanShift(samples);
    const auto c = fitLinear(samples);
    const auto& m = engine::kProbCutModel;
    std::printf("\ninline constexpr ProbCutModel kProbCutModel{%.3f, %.3f, %.3f, %.3f, %.2f, %d};\n", c[0], c[1], c[2],
                shift, m.confidence, m.minDepth);
    return 0;
}

const bool registered =
    registerCommand({"probcut-calibrate", "fit the ProbCut sigma model to the current evaluation", run});

}  // namespace
}  // namespace verso::cli
