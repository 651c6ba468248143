// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/PatternSet.h"

#include <algorithm>

namespace verso::engine {
namespace {

int inverseSymmetricSquare(int square, int s) {
    for (int q = 0; q < 64; ++q)
        if (symmetricSquare(q, s) == square) return q;
    return square;
}

// Permutations of a pattern's digits under the board symmetries that map its squares onto
// themselves.
std::vector<std::vector<int>> selfSymmetries(const PatternShape& shape) {
    std::vector<std::vector<int>> permutations;
    const auto begin = shape.squares.begin();
    const auto end = begin + shape.squareCount;
    for (int s = 0; s < 8; ++s) {
        std::vector<int> permutation;
        for (auto it = begin; it != end; ++it) {
            const auto found = std::find(begin, end, symmetricSquare(*it, s));
            if (found == end) break;
            permutation.push_back(static_cast<int>(found - begin));
        }
        if (static_cast<int>(permutation.size()) == shape.squareCount)
            permutations.push_back(permutation);
    }
    return permutations;
}

int permutedConfiguration(int configuration, const std::vector<int>& permutation) {
    int result = 0;
    for (std::size_t k = 0; k < permutation.size(); ++k) {
        result += (configuration % 3) * power3(permutation[k]);
        configuration /= 3;
    }
    return result;
}

std::vector<std::uint32_t> buildCanonicalFeature() {
    std::vector<std::uint32_t> canonical(kFeatureCount);
    for (int f = 0; f < kFeatureCount; ++f)
        canonical[static_cast<std::size_t>(f)] = static_cast<std::uint32_t>(f);
    for (int p = 0; p < kPatternCount; ++p) {
        const auto permutations = selfSymmetries(kPatternShapes[p]);
        const int offset = patternOffset(p);
        for (int c = 0; c < patternTableSize(p); ++c) {
            int smallest = c;
            for (const auto& permutation : permutations)
                smallest = std::min(smallest, permutedConfiguration(c, permutation));
            canonical[static_cast<std::size_t>(offset + c)] =
                static_cast<std::uint32_t>(offset + smallest);
        }
    }
    return canonical;
}

}  // namespace

std::vector<std::vector<int>> patternInstanceSquares() {
    std::vector<std::vector<int>> instances;
    for (const auto& shape : kPatternShapes) {
        for (int i = 0; i < shape.instanceCount; ++i) {
            // The instance reads base square q of the board transformed by symmetry s, which is
            // the square that s maps onto q.
            std::vector<int> squares;
            for (int k = 0; k < shape.squareCount; ++k)
                squares.push_back(
                    inverseSymmetricSquare(shape.squares[static_cast<std::size_t>(k)],
                                           shape.symmetries[static_cast<std::size_t>(i)]));
            instances.push_back(squares);
        }
    }
    return instances;
}

const std::vector<std::uint32_t>& canonicalFeature() {
    static const std::vector<std::uint32_t> table = buildCanonicalFeature();
    return table;
}

}  // namespace verso::engine
