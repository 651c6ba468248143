// Multi-ProbCut (Qt-free): a shallow search predicts the deep one, v_deep ~ v_shallow with an
// error of standard deviation sigma; when the shallow result is far enough outside the window,
// the deep search is skipped. Sigma is modelled as a linear function of the depths and the
// number of empties, fitted by `verso-cli probcut-calibrate` on the current evaluation: refit
// and paste its output here whenever the evaluation changes.
#pragma once

#include <algorithm>

#include "engine/Evaluation.h"

namespace verso::engine {

struct ProbCutModel {
    // sigma (in discs) = intercept + perDeepPly * deep + perEmpty * empties, where sigma is the
    // standard deviation of (deep score - shallow score) with shallow = probCutShallowDepth(deep)
    double intercept;
    double perDeepPly;
    double perEmpty;
    double meanShift;   // deep ~ shallow + meanShift (discs), the average drift between the depths
    double confidence;  // t: cut when the shallow score is t sigmas beyond the window
    int minDepth;       // no ProbCut below this remaining depth
};

// Fitted by `verso-cli probcut-calibrate --positions 60 --max-depth 9` on the learned evaluation
// of 2026-11-22 (residual sigma 4-7 discs).
inline constexpr ProbCutModel kProbCutModel{2.853, -0.008, 0.075, 0.315, 1.50, 3};

// The shallow depth used to predict a search of "depth" plies (same parity, about a half).
constexpr int probCutShallowDepth(int depth) { return (depth / 4) * 2 + (depth & 1); }

inline double probCutSigmaDiscs(int depth, int empties, const ProbCutModel& m = kProbCutModel) {
    return std::max(0.5, m.intercept + m.perDeepPly * depth + m.perEmpty * empties);
}

// The expected drift from the shallow to the deep score, in evaluation units.
inline int probCutShift(const ProbCutModel& m = kProbCutModel) {
    return static_cast<int>(m.meanShift * kEvalUnitsPerDisc);
}

// The margin beyond the window, in evaluation units.
inline int probCutMargin(int depth, int empties, const ProbCutModel& m = kProbCutModel) {
    const double sigma = probCutSigmaDiscs(depth, empties, m);
    return static_cast<int>(m.confidence * sigma * kEvalUnitsPerDisc);
}

}  // namespace verso::engine

namespace verso::engine {

// ProbCut in the exact solver's selective passes: a shallow midgame search of an even depth
// predicts a position's exact final score, exact ~ shallow + meanShift, with an error of standard
// deviation sigma = intercept + perShallowPly * shallow + perEmpty * empties (discs). Fitted by
// `verso-cli probcut-calibrate --endgame --positions 400` (positions with 10-22 empties).
struct EndgameProbCutModel {
    double intercept;
    double perShallowPly;
    double perEmpty;
    double meanShift;
};
inline constexpr EndgameProbCutModel kEndgameProbCutModel{6.337, -0.584, 0.143, 1.964};

// The depth of the shallow search that predicts the exact score of a position with "empties" empties.
constexpr int endgameProbCutShallowDepth(int empties) {
    return empties < 14 ? 2 : empties < 18 ? 4 : empties < 22 ? 6 : 8;
}

inline double endgameProbCutSigmaDiscs(int shallow, int empties, const EndgameProbCutModel& m = kEndgameProbCutModel) {
    return std::max(1.0, m.intercept + m.perShallowPly * shallow + m.perEmpty * empties);
}

}  // namespace verso::engine
