// SPDX-License-Identifier: GPL-3.0-or-later
// Multi-ProbCut (Qt-free): a shallow search predicts the deep one, v_deep ~ v_shallow + shift
// with an error of standard deviation sigma; when the shallow result is far enough outside the
// window, the deep search is skipped. The shift and sigma depend on the pair of depths and on the
// game phase; both are measured per deep depth (2-12, deeper searches take the deepest pair of
// their parity) and per phase by `verso-lab probcut-calibrate` with the current evaluation
// (lab/README.md): rerun it whenever the evaluation changes (--write puts its table here).
// The table below is the one measured for the shipped evaluation on positions of random games
// (lab: `verso-lab probcut-calibrate --positions 400 --max-depth 10`; depths 11 and 12 repeat 9
// and 10). What decides play is the margin t * sigma, and t was chosen by equal-time matches
// (see kProbCutT); docs/engine.md gives the table's figures.
#pragma once

#include <algorithm>

#include "engine/Evaluation.h"

namespace verso::engine {

// The shallow depth used to predict a search of "depth" plies (same parity, about a half): for
// depth 2 the static evaluation, which ProbCut's static gate computes anyway.
constexpr int probCutShallowDepth(int depth) { return (depth / 4) * 2 + (depth & 1); }

// No ProbCut below this remaining depth. From depth 2 rather than 3: 0.66x the nodes to depth 16
// and 0.52x to depth 20 on the 50 midgame positions, and 62.1% against bce3e18 at 0.15 s a move
// over 400 games where ProbCut from depth 3 scored 56.75% on the same openings; from depth 1 (the
// static evaluation predicting a 1-ply search) 54.0%. On two threads each, against ProbCut from
// depth 3: 54.75% over 200 games (lab/NOTEBOOK.md, 2026-11-30).
inline constexpr int kProbCutMinDepth = 2;
inline constexpr int kProbCutCalibratedDepth = 12;  // the deepest depth measured
inline constexpr int kProbCutPhases = 4;

// Phases by empty squares: 46 and more, 38-45, 30-37, fewer.
constexpr int probCutPhase(int empties) {
    return empties >= 46 ? 0 : empties >= 38 ? 1 : empties >= 30 ? 2 : 3;
}

struct ProbCutCell {
    double shift;  // mean of deep - shallow (discs)
    double sigma;  // its standard deviation (discs)
};

// PROBCUT-TABLE-BEGIN (written by verso-lab probcut-calibrate: 400 positions of random games,
// depths 2-10, seed 1)
inline constexpr ProbCutCell
    kProbCutTable[kProbCutCalibratedDepth - kProbCutMinDepth + 1][kProbCutPhases] = {
        {{0.41, 6.94}, {0.79, 4.72}, {1.20, 4.61}, {1.76, 5.80}},
        {{0.15, 5.10}, {0.47, 3.76}, {0.64, 3.34}, {0.10, 4.24}},
        {{0.47, 3.77}, {0.39, 3.94}, {0.31, 3.31}, {0.45, 4.07}},
        {{-0.49, 2.77}, {0.07, 3.24}, {-0.24, 3.16}, {-0.21, 3.05}},
        {{0.46, 4.10}, {0.09, 5.50}, {0.50, 4.65}, {1.17, 4.61}},
        {{-0.39, 3.08}, {0.11, 4.07}, {0.26, 3.82}, {-0.08, 3.97}},
        {{-0.08, 2.42}, {-0.44, 3.74}, {0.39, 4.05}, {0.78, 3.53}},
        {{-0.02, 2.11}, {0.15, 3.48}, {0.44, 3.06}, {0.08, 3.62}},
        {{-0.22, 2.86}, {-0.93, 4.39}, {0.41, 4.60}, {1.08, 4.30}},
        {{-0.02, 2.11}, {0.15, 3.48}, {0.44, 3.06}, {0.08, 3.62}},
        {{-0.22, 2.86}, {-0.93, 4.39}, {0.41, 4.60}, {1.08, 4.30}},
};
// PROBCUT-TABLE-END

// t: cut when the shallow score is t sigmas beyond the window. Chosen by equal-time matches
// (verso-lab match, 100 games from XOT openings at 0.1 s a move, one engine with two settings):
// t = 1.0 scored 63.5% against t = 1.5 (57-13-30), and t = 0.7 51.5% against t = 1.0 (45-13-42).
// With the table below, against the engine of commit bce3e18 at 0.15 s a move (200 games each):
// t = 0.8 52.25% and t = 1.3 48.75%, where t = 1.0 scores 58.25% over 600 games.
inline constexpr double kProbCutConfidence = 1.0;

inline const ProbCutCell& probCutCell(int depth, int empties) {
    if (depth > kProbCutCalibratedDepth)
        depth = kProbCutCalibratedDepth - ((depth - kProbCutCalibratedDepth) & 1);
    return kProbCutTable[depth - kProbCutMinDepth][probCutPhase(empties)];
}

// The expected drift from the shallow to the deep score, in evaluation units.
inline int probCutShift(int depth, int empties) {
    return static_cast<int>(probCutCell(depth, empties).shift * kEvalUnitsPerDisc);
}

// The margin beyond the window, in evaluation units.
inline int probCutMargin(int depth, int empties, double confidence = kProbCutConfidence) {
    return static_cast<int>(confidence * std::max(0.5, probCutCell(depth, empties).sigma) *
                            kEvalUnitsPerDisc);
}

}  // namespace verso::engine

namespace verso::engine {

// ProbCut in the exact solver's selective passes: a shallow midgame search of an even depth
// predicts a position's exact final score, exact ~ shallow + meanShift, with an error of standard
// deviation sigma = intercept + perShallowPly * shallow + perEmpty * empties (discs). Fitted by
// `verso-lab probcut-calibrate --endgame --positions 400` (positions with 10-22 empties).
struct EndgameProbCutModel {
    double intercept;
    double perShallowPly;
    double perEmpty;
    double meanShift;
};
inline constexpr EndgameProbCutModel kEndgameProbCutModel{6.682, -0.392, 0.053, 1.366};

// The depth of the shallow search that predicts the exact score of a position with "empties"
// empties.
constexpr int endgameProbCutShallowDepth(int empties) {
    return empties < 14 ? 2 : empties < 18 ? 4 : empties < 22 ? 6 : 8;
}

inline double endgameProbCutSigmaDiscs(int shallow, int empties,
                                       const EndgameProbCutModel& m = kEndgameProbCutModel) {
    return std::max(1.0, m.intercept + m.perShallowPly * shallow + m.perEmpty * empties);
}

}  // namespace verso::engine
