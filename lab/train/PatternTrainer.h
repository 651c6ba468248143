// SPDX-License-Identifier: GPL-3.0-or-later
// Fits the pattern evaluation's weights to labelled positions by least squares, one game phase
// at a time: full-batch gradient descent where each weight's step is scaled by how often its
// feature occurs, with momentum and an L2 penalty. By default the phases are chained from the
// last (fullest board) to the first: each phase starts from the weights of the phase after it and
// its penalty pulls towards them rather than towards zero, so a pattern seen rarely in one phase
// keeps the value its neighbour learned and the evaluation changes smoothly from phase to phase.
// Single-threaded, fixed order: the same data and options give bit-for-bit the same weights.
#pragma once

#include <array>
#include <ostream>
#include <vector>

#include "GameArchive.h"
#include "engine/PatternSet.h"
#include "engine/PatternWeights.h"

namespace verso::train {

struct TrainOptions {
    int epochs = 120;            // full passes over each phase's positions
    double learningRate = 0.04;  // step scale (per feature occurrence-normalised gradient)
    double momentum = 0.9;
    double regularisation = 16.0;  // L2 weight, in positions: a feature seen n times moves from its
                                   // prior (the next phase's weight, or zero) like n/(n+r)
    // Each phase starts from, and its penalty pulls towards, the next (fuller) phase's weights.
    // false: every phase from zero, penalised towards zero, so a configuration a phase never
    // shows keeps weight 0 there; kept to compare the two fits (with regularisation 4).
    bool chainPhases = true;
    int neighbourPlies = 2;  // also fit each phase on positions this many discs beyond its range
    std::ostream* log = nullptr;  // progress lines, when set
};

struct ErrorReport {
    std::array<double, engine::kPhaseCount> meanAbsoluteError{};  // in discs
    std::array<long, engine::kPhaseCount> positions{};
    double overall = 0.0;
    long totalPositions = 0;
};

engine::PatternWeights trainWeights(const std::vector<TrainingSample>& samples,
                                    const TrainOptions& options);

// Mean absolute difference between the evaluation and the labels, by phase and overall.
ErrorReport measureError(const engine::PatternWeights& weights,
                         const std::vector<TrainingSample>& samples);

}  // namespace verso::train
