// Fits the pattern evaluation's weights to labelled positions by least squares, one game phase
// at a time: full-batch gradient descent where each weight's step is scaled by how often its
// feature occurs, with momentum and an L2 penalty. Single-threaded, fixed order: the same data
// and options give bit-for-bit the same weights.
#pragma once

#include <array>
#include <ostream>
#include <vector>

#include "GameArchive.h"
#include "engine/PatternSet.h"
#include "engine/PatternWeights.h"

namespace verso::train {

struct TrainOptions {
    int epochs = 120;             // full passes over each phase's positions
    double learningRate = 0.04;   // step scale (per feature occurrence-normalised gradient)
    double momentum = 0.9;
    double regularisation = 4.0;  // L2 weight, in positions: a feature seen n times shrinks like n/(n+r)
    int neighbourPlies = 2;       // also fit each phase on positions this many discs beyond its range
    std::ostream* log = nullptr;  // progress lines, when set
};

struct ErrorReport {
    std::array<double, engine::kPhaseCount> meanAbsoluteError{};  // in discs
    std::array<long, engine::kPhaseCount> positions{};
    double overall = 0.0;
    long totalPositions = 0;
};

engine::PatternWeights trainWeights(const std::vector<TrainingSample>& samples, const TrainOptions& options);

// Mean absolute difference between the evaluation and the labels, by phase and overall.
ErrorReport measureError(const engine::PatternWeights& weights, const std::vector<TrainingSample>& samples);

}  // namespace verso::train
