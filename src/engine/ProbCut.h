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
    // sigma (in discs) = intercept + perDeepPly * deep + perShallowPly * shallow + perEmpty * empties
    double intercept;
    double perDeepPly;
    double perShallowPly;
    double perEmpty;
    double confidence;  // t: cut when the shallow score is t sigmas beyond the window
    int minDepth;       // no ProbCut below this remaining depth
};

// Fitted by `verso-cli probcut-calibrate` (see that command's help for the procedure).
inline constexpr ProbCutModel kProbCutModel{2.0, 0.25, -0.25, 0.05, 1.5, 3};

// The shallow depth used to predict a search of "depth" plies (same parity, about a half).
constexpr int probCutShallowDepth(int depth) { return (depth / 4) * 2 + (depth & 1); }

inline double probCutSigmaDiscs(int depth, int shallow, int empties, const ProbCutModel& m = kProbCutModel) {
    return std::max(0.5, m.intercept + m.perDeepPly * depth + m.perShallowPly * shallow + m.perEmpty * empties);
}

// The margin beyond the window, in evaluation units.
inline int probCutMargin(int depth, int empties, const ProbCutModel& m = kProbCutModel) {
    const double sigma = probCutSigmaDiscs(depth, probCutShallowDepth(depth), empties, m);
    return static_cast<int>(m.confidence * sigma * kEvalUnitsPerDisc);
}

}  // namespace verso::engine
