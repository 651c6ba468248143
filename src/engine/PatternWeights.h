// SPDX-License-Identifier: GPL-3.0-or-later
// The weights of the pattern evaluation: one table per game phase (see PatternSet.h), stored as
// int16 in evaluation units (kEvalUnitsPerDisc per disc). The shipped weights are compiled into
// the engine from resources/eval-weights.bin (no file is read at run time).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/Bitboard.h"

namespace verso::engine {

struct EvalFeatures;

class PatternWeights {
public:
    PatternWeights();  // every weight zero: evaluates everything as 0

    // The weights compiled into the engine (zero when the build had no weights file).
    static const PatternWeights& embedded();

    // The compact file format: a header, the canonical weights of every phase as zig-zag varints
    // with runs of zeros collapsed, and a checksum. Returns nullopt and a reason on bad data.
    static std::optional<PatternWeights> decode(const std::uint8_t* data, std::size_t size,
                                                std::string* error = nullptr);
    std::vector<std::uint8_t> encode() const;

    // Sets a phase from one value per feature, in discs; features that share a weight (see
    // canonicalFeature()) all take the value of their canonical feature.
    void setPhase(int phase, const std::vector<float>& discsPerFeature);

    std::int16_t weight(int phase, int feature) const { return table_[index(phase, feature)]; }
    bool isZero() const;

    // The estimated final disc difference for the side to move, in evaluation units, clamped to
    // [-kEvalMax, kEvalMax].
    int evaluate(Bitboard player, Bitboard opponent) const;

    // The same from the position's pattern indices (see EvalFeatures.h).
    int evaluate(const EvalFeatures& features, Bitboard player, Bitboard opponent) const;

private:
    static std::size_t index(int phase, int feature);
    std::vector<std::int16_t> table_;  // phase-major
};

}  // namespace verso::engine
