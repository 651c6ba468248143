// SPDX-License-Identifier: GPL-3.0-or-later
#include "PatternTrainer.h"

#include <cmath>
#include <cstdlib>
#include <iomanip>

#include "engine/Evaluation.h"

namespace verso::train {

using engine::kFeatureCount;
using engine::kFeatureSlotCount;

namespace {

// The canonical features of every position of one phase, flattened, with their labels.
struct PhaseData {
    std::vector<std::uint32_t> features;  // kFeatureSlotCount per position
    std::vector<float> labels;
    std::size_t size() const { return labels.size(); }
};

PhaseData collectPhase(const std::vector<TrainingSample>& samples, int phase, int neighbourPlies) {
    PhaseData data;
    const auto& canonical = engine::canonicalFeature();
    engine::FeatureIndices indices;
    for (const TrainingSample& s : samples) {
        const int discs = popCount(s.player | s.opponent);
        const int lowest = engine::phaseFirstDiscs(phase) - neighbourPlies;
        const int highest = engine::phaseLastDiscs(phase) + neighbourPlies;
        if (discs < lowest || discs > highest) continue;
        engine::computeFeatures(s.player, s.opponent, indices);
        for (const std::uint32_t f : indices) data.features.push_back(canonical[f]);
        data.labels.push_back(static_cast<float>(s.score));
    }
    return data;
}

double residualsAndGradient(const PhaseData& data, const std::vector<float>& weights,
                            std::vector<double>& gradient) {
    std::fill(gradient.begin(), gradient.end(), 0.0);
    double squaredError = 0.0;
    const std::uint32_t* features = data.features.data();
    for (std::size_t i = 0; i < data.size(); ++i, features += kFeatureSlotCount) {
        float prediction = 0.0f;
        for (int k = 0; k < kFeatureSlotCount; ++k) prediction += weights[features[k]];
        const float residual = data.labels[i] - prediction;
        squaredError += static_cast<double>(residual) * residual;
        for (int k = 0; k < kFeatureSlotCount; ++k) gradient[features[k]] += residual;
    }
    return data.size() ? std::sqrt(squaredError / static_cast<double>(data.size())) : 0.0;
}

// "prior": the weights the phase starts from and is penalised towards (all zero for an
// independent phase).
std::vector<float> fitPhase(const PhaseData& data, const TrainOptions& options, int phase,
                            const std::vector<float>& prior) {
    std::vector<float> weights = prior;
    std::vector<double> occurrences(kFeatureCount, 0.0), gradient(kFeatureCount),
        velocity(kFeatureCount, 0.0);
    for (const std::uint32_t f : data.features) occurrences[f] += 1.0;
    double rms = 0.0;
    for (int epoch = 0; epoch < options.epochs; ++epoch) {
        rms = residualsAndGradient(data, weights, gradient);
        for (int f = 0; f < kFeatureCount; ++f) {
            if (occurrences[f] == 0.0) continue;
            const double penalised = gradient[f] - options.regularisation * (weights[f] - prior[f]);
            velocity[f] =
                options.momentum * velocity[f] +
                options.learningRate * penalised / (occurrences[f] + options.regularisation);
            weights[f] += static_cast<float>(velocity[f]);
        }
    }
    if (options.log)
        *options.log << "phase " << std::setw(2) << phase << ": " << std::setw(8) << data.size()
                     << " positions, training RMS error " << std::fixed << std::setprecision(2)
                     << rms << " discs" << std::endl;
    return weights;
}

}  // namespace

engine::PatternWeights trainWeights(const std::vector<TrainingSample>& samples,
                                    const TrainOptions& options) {
    engine::PatternWeights weights;
    std::vector<float> prior(kFeatureCount,
                             0.0f);  // chained: the weights of the phase after this one
    for (int i = 0; i < engine::kPhaseCount; ++i) {
        const int phase = options.chainPhases ? engine::kPhaseCount - 1 - i : i;
        const PhaseData data = collectPhase(samples, phase, options.neighbourPlies);
        std::vector<float> fitted = fitPhase(data, options, phase, prior);
        weights.setPhase(phase, fitted);
        if (options.chainPhases) prior = std::move(fitted);
    }
    return weights;
}

ErrorReport measureError(const engine::PatternWeights& weights,
                         const std::vector<TrainingSample>& samples) {
    ErrorReport report;
    std::array<double, engine::kPhaseCount> sums{};
    double total = 0.0;
    for (const TrainingSample& s : samples) {
        const int phase = engine::phaseOf(popCount(s.player | s.opponent));
        const double error = std::abs(
            weights.evaluate(s.player, s.opponent) / double(engine::kEvalUnitsPerDisc) - s.score);
        sums[static_cast<std::size_t>(phase)] += error;
        ++report.positions[static_cast<std::size_t>(phase)];
        total += error;
    }
    for (int p = 0; p < engine::kPhaseCount; ++p) {
        const auto i = static_cast<std::size_t>(p);
        report.meanAbsoluteError[i] =
            report.positions[i] ? sums[i] / static_cast<double>(report.positions[i]) : 0.0;
    }
    report.totalPositions = static_cast<long>(samples.size());
    report.overall = samples.empty() ? 0.0 : total / static_cast<double>(samples.size());
    return report;
}

}  // namespace verso::train
