// SPDX-License-Identifier: GPL-3.0-or-later
// verso-lab probcut-calibrate: measures how well a shallow search predicts a deep one with the
// current evaluation and fits the sigma model of src/engine/ProbCut.h. Run it after the
// evaluation changes and paste the printed kProbCutModel line into ProbCut.h.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "Arguments.h"
#include "Command.h"
#include "core/Median.h"
#include "core/Printable.h"
#include "core/Wthor.h"
#include "engine/Endgame.h"
#include "engine/Evaluation.h"
#include "engine/MidgameSearch.h"
#include "engine/ProbCut.h"
#include "engine/Search.h"

namespace verso::cli {
namespace {

// "words" as // comment lines of at most 100 columns, broken between words.
std::string commentLines(const std::string& words) {
    constexpr std::size_t kColumns = 100;
    std::istringstream in(words);
    std::string result, line = "//", word;
    while (in >> word) {
        if (line.size() > 2 && line.size() + 1 + word.size() > kColumns) {
            result += line + "\n";
            line = "//";
        }
        line += " " + word;
    }
    return result + line + "\n";
}

// "x" for printf with "decimals" places: 0 where it would print as 0, so that a small negative
// value is written "0.00", not "-0.00"; any other value unchanged.
double noNegativeZero(double x, int decimals) {
    return std::fabs(x) < 0.5 / std::pow(10.0, decimals) ? 0.0 : x;
}

const char* const kUsage =
    "Usage: verso-lab probcut-calibrate [--positions N] [--max-depth D] [--seed S] [--games "
    "FILE.wtb]\n"
    "                                   [--write PROBCUT_H] [--endgame] [--set-aside-outliers]\n"
    "Takes N (default 60) midgame positions, searches each at every depth from 3 to D (default "
    "12)\n"
    "and at the matching shallow depth, both without pruning, and measures the drift (mean of\n"
    "deep - shallow) and its sigma per depth and game phase (in discs). Prints the table for\n"
    "src/engine/ProbCut.h; --write replaces the table in that file. --set-aside-outliers leaves\n"
    "out of each cell the differences more than 6 median absolute deviations from its median\n"
    "(one swing of tens of discs can triple a cell's sigma) and prints how many.\n"
    "--games takes the positions from the games of a WTHOR file (real play; e.g. a year of\n"
    "../shared/data/wthor that is not held out); without it, from games that follow the "
    "evaluation.\n"
    "--endgame instead solves positions with 10-22 empties exactly and fits the solver's model,\n"
    "sigma(exact - shallow) = intercept + perShallowPly * shallow + perEmpty * empties to the\n"
    "shallow searches of 2, 4, 6 and 8 plies (the table shows 0 to 8); prints the\n"
    "kEndgameProbCutModel line for src/engine/ProbCut.h.\n";

struct Sample {
    int depth;
    int empties;
    double error;  // deep minus shallow score, in discs
};

// The drift and sigma of one cell's differences: their mean and standard deviation, with
// "setAsideOutliers" leaving out those more than kOutlierMads median absolute deviations from the
// median. A single difference of 100 discs among 100 samples turns a sigma of 3 discs into 10 (6
// MADs are 4 sigmas of a normal spread; the differences have heavier tails, so a few cells of an
// ordinary table lose a sample or two).
constexpr double kOutlierMads = 6.0;
engine::ProbCutCell cellOf(const std::vector<double>& errors, bool setAsideOutliers,
                           int& setAside) {
    const double middle = setAsideOutliers ? median(errors) : 0.0;
    std::vector<double> deviations;
    for (const double e : errors) deviations.push_back(std::abs(e - middle));
    const double mad = setAsideOutliers ? median(deviations) : 0.0;
    double sum = 0, squares = 0;
    int count = 0;
    for (const double e : errors) {
        if (mad > 0 && std::abs(e - middle) > kOutlierMads * mad) {
            ++setAside;
            continue;
        }
        sum += e, squares += e * e, ++count;
    }
    const double mean = sum / count;
    return {mean, std::sqrt(std::max(0.0, squares / count - mean * mean))};
}

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

// A position of a random game of "file" with "empties" empties (the start position when the
// game is shorter or unreadable: the caller skips it).
Position wthorPosition(const WthorFile& file, std::mt19937_64& rng, int empties) {
    const WthorGame& game = file.games[rng() % file.games.size()];
    Position p;
    for (const std::uint8_t byte : game.moves) {
        if (p.emptyCount() <= empties) return p;
        const auto square = wthorSquare(byte);
        if (!square) break;
        if (!p.hasLegalMove() && !p.isGameOver()) p = p.afterPass();
        if (!p.isLegal(Move::at(*square))) break;
        p = p.afterMove(Move::at(*square));
    }
    return p.emptyCount() == empties ? p : Position();
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
    for (int i = 0; i < 3; ++i)
        c[static_cast<std::size_t>(i)] = a[i][i] != 0 ? a[i][3] / a[i][i] : 0;
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
            const double shallow =
                static_cast<double>(search.search(p.player(), p.opponent(), depth,
                                                  -engine::kEvalMax - 1, engine::kEvalMax + 1)) /
                engine::kEvalUnitsPerDisc;
            samples.push_back({depth, p.emptyCount(), exact - shallow});
        }
        if (isatty(2)) std::fprintf(stderr, "\r%lld/%lld positions", n + 1, positions);
    }
    std::fprintf(stderr, "\n");
    std::printf(
        "shallow  samples  mean(exact-shallow)  sigma (discs) by empties 10-13 14-17 18-22\n");
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
        std::printf("%7d %8d %20.2f %14.2f %11.2f %5.2f %5.2f\n", depth, count, sum / count,
                    sigma(sum, squares, count), sigma(bySum[0], bySquares[0], byCount[0]),
                    sigma(bySum[1], bySquares[1], byCount[1]),
                    sigma(bySum[2], bySquares[2], byCount[2]));
    }
    // The solver predicts by even-depth searches only (odd ones drift the other way): fit those.
    std::erase_if(samples, [](const Sample& s) { return s.depth < 2 || s.depth % 2 != 0; });
    const double shift = removeMeanShift(samples);
    const auto c = fitLinear(samples);
    std::printf(
        "\nfitted on shallow depths 2, 4, 6 and 8:\ninline constexpr EndgameProbCutModel "
        "kEndgameProbCutModel{%.3f, %.3f, %.3f, %.3f};\n",
        noNegativeZero(c[0], 3), noNegativeZero(c[1], 3), noNegativeZero(c[2], 3),
        noNegativeZero(shift, 3));
    return 0;
}

int run(const Args& args) {
    long long positions = 60, maxDepth = 12, seed = 1;
    bool endgame = false, setAsideOutliers = false;
    std::string gamesFile, writeFile;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--endgame" || args[i] == "--set-aside-outliers") {
            (args[i] == "--endgame" ? endgame : setAsideOutliers) = true;
            continue;
        }
        if ((args[i] == "--games" || args[i] == "--write") && i + 1 < args.size()) {
            std::string& target = args[i] == "--games" ? gamesFile : writeFile;
            target = args[++i];
            continue;
        }
        long long* target = args[i] == "--positions"   ? &positions
                            : args[i] == "--max-depth" ? &maxDepth
                            : args[i] == "--seed"      ? &seed
                                                       : nullptr;
        const auto value =
            target && i + 1 < args.size() ? parseInteger(args[i + 1], 1, 100000) : std::nullopt;
        if (wantsHelp(args) || !value) {
            (wantsHelp(args) ? std::cout : std::cerr) << kUsage;
            return wantsHelp(args) ? 0 : 2;
        }
        *target = *value;
        ++i;
    }
    maxDepth =
        std::clamp<long long>(maxDepth, engine::kProbCutMinDepth, engine::kProbCutCalibratedDepth);
    std::mt19937_64 rng(static_cast<std::uint64_t>(seed));
    if (endgame) return runEndgame(positions, rng);
    std::optional<WthorFile> games;
    if (!gamesFile.empty()) {
        std::ifstream in(gamesFile, std::ios::binary);
        const std::string bytes((std::istreambuf_iterator<char>(in)),
                                std::istreambuf_iterator<char>());
        auto parsed = parseWthorGames(bytes);
        if (!in || !parsed.ok() || parsed.value().games.empty()) {
            std::cerr << "verso-lab probcut-calibrate: cannot read games from "
                      << printable(gamesFile) << '\n';
            return 2;
        }
        games = std::move(parsed.value());
    }
    engine::TranspositionTable table(8);
    engine::SearchControl control;
    engine::EndgameSolver solver(table, control);
    engine::MidgameSearch search(table, control, solver);
    search.setSelective(false);
    std::vector<Sample> samples;
    const int minEmpties = static_cast<int>(maxDepth) + 4;
    for (long long n = 0; n < positions;) {
        const int empties =
            minEmpties + static_cast<int>(rng() % static_cast<unsigned>(57 - minEmpties));
        const Position p =
            games ? wthorPosition(*games, rng, empties) : samplePosition(rng, empties);
        if (p.isGameOver() || !p.hasLegalMove() || p.emptyCount() != empties) continue;
        ++n;
        const auto score = [&](int depth) {
            table.clear();  // a deeper result in the table would answer the shallow search
            control.start(nullptr, 0, std::chrono::milliseconds(0));
            return static_cast<double>(search.search(p.player(), p.opponent(), depth,
                                                     -engine::kEvalMax - 1, engine::kEvalMax + 1)) /
                   engine::kEvalUnitsPerDisc;
        };
        for (int depth = engine::kProbCutMinDepth; depth <= maxDepth; ++depth)
            samples.push_back(
                {depth, p.emptyCount(), score(depth) - score(engine::probCutShallowDepth(depth))});
        if (isatty(2)) std::fprintf(stderr, "\r%lld/%lld positions", n, positions);
    }
    if (isatty(2)) std::fprintf(stderr, "\n");
    // Per depth and phase: samples, drift and sigma.
    const int depths = engine::kProbCutCalibratedDepth - engine::kProbCutMinDepth + 1;
    std::vector<std::array<engine::ProbCutCell, engine::kProbCutPhases>> cells(
        static_cast<std::size_t>(depths));
    std::printf(
        "depth shallow   drift/sigma (discs) by phase: 46+ empties  38-45      30-37      <30\n");
    int setAside = 0;
    for (int depth = engine::kProbCutMinDepth; depth <= engine::kProbCutCalibratedDepth; ++depth) {
        std::printf("%5d %7d  ", depth, engine::probCutShallowDepth(depth));
        for (int phase = 0; phase < engine::kProbCutPhases; ++phase) {
            std::vector<double> errors;
            for (const Sample& x : samples)
                if (x.depth == depth && engine::probCutPhase(x.empties) == phase)
                    errors.push_back(x.error);
            const int count = static_cast<int>(errors.size());
            auto& cell = cells[static_cast<std::size_t>(depth - engine::kProbCutMinDepth)]
                              [static_cast<std::size_t>(phase)];
            if (count < 8) {  // not measured (deeper than --max-depth): the shallower pair of the
                              // same parity
                cell = depth - 2 >= engine::kProbCutMinDepth
                           ? cells[static_cast<std::size_t>(depth - 2 - engine::kProbCutMinDepth)]
                                  [static_cast<std::size_t>(phase)]
                           : engine::ProbCutCell{0.0, 6.0};
                std::printf("  (%5.2f %5.2f)", cell.shift, cell.sigma);
                continue;
            }
            cell = cellOf(errors, setAsideOutliers, setAside);
            std::printf("  %5.2f %5.2f ", cell.shift, cell.sigma);
        }
        std::printf("\n");
    }
    if (setAsideOutliers)
        std::printf(
            "set aside: %d of %zu differences, more than %.0f median absolute deviations from "
            "their cell's median\n",
            setAside, samples.size(), kOutlierMads);
    // The table says where it comes from: which positions, how deep, which seed. It is laid
    // out as tools/format.sh lays it out, so a written header passes the format check.
    std::ostringstream origin;
    origin << "PROBCUT-TABLE-BEGIN (written by verso-lab probcut-calibrate: " << positions
           << " positions "
           << (games ? "of the games of " + std::filesystem::path(gamesFile).filename().string()
                     : std::string("of random games"))
           << ", depths " << engine::kProbCutMinDepth << "-" << maxDepth << ", seed " << seed
           << ")";
    std::ostringstream text;
    text << commentLines(origin.str())
         << "inline constexpr ProbCutCell\n"
            "    kProbCutTable[kProbCutCalibratedDepth - kProbCutMinDepth + 1][kProbCutPhases] = "
            "{\n";
    for (const auto& row : cells) {
        text << "        {";
        for (int phase = 0; phase < engine::kProbCutPhases; ++phase) {
            char cell[64];
            std::snprintf(cell, sizeof cell, "%s{%.2f, %.2f}", phase ? ", " : "",
                          noNegativeZero(row[static_cast<std::size_t>(phase)].shift, 2),
                          row[static_cast<std::size_t>(phase)].sigma);
            text << cell;
        }
        text << "},\n";
    }
    text << "};\n// PROBCUT-TABLE-END";
    std::printf("\n%s\n", text.str().c_str());
    if (!writeFile.empty()) {
        std::ifstream in(writeFile);
        std::string header((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        const auto begin = header.find("// PROBCUT-TABLE-BEGIN");
        const auto endMarker = header.find("// PROBCUT-TABLE-END");
        if (begin == std::string::npos || endMarker == std::string::npos || endMarker < begin) {
            std::cerr << "verso-lab probcut-calibrate: " << printable(writeFile)
                      << " has no table markers\n";
            return 2;
        }
        header.replace(begin, endMarker + std::string("// PROBCUT-TABLE-END").size() - begin,
                       text.str());
        std::ofstream out(writeFile, std::ios::trunc);
        if (!(out << header).flush()) {
            std::cerr << "verso-lab probcut-calibrate: cannot write " << printable(writeFile)
                      << '\n';
            return 1;
        }
        std::printf("wrote the table to %s\n", writeFile.c_str());
    }
    return 0;
}

const bool registered = registerCommand(
    {"probcut-calibrate", "fit the ProbCut sigma model to the current evaluation", run});

}  // namespace
}  // namespace verso::cli
