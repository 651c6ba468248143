// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/PatternWeights.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <utility>

#include "engine/EvalFeatures.h"
#include "engine/Evaluation.h"
#include "engine/PatternSet.h"

namespace verso::engine {

// Generated at build time from resources/eval-weights.bin (see EmbedWeights.cmake).
extern const unsigned char kEmbeddedPatternWeights[];
extern const std::size_t kEmbeddedPatternWeightsSize;

namespace {

constexpr char kMagic[4] = {'V', 'R', 'S', 'W'};
constexpr std::uint32_t kFormatVersion = 1;

void putUint32(std::vector<std::uint8_t>& out, std::uint32_t v) {
    for (int i = 0; i < 4; ++i) out.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
}

void putVarint(std::vector<std::uint8_t>& out, std::uint32_t v) {
    while (v >= 0x80) {
        out.push_back(static_cast<std::uint8_t>(v | 0x80));
        v >>= 7;
    }
    out.push_back(static_cast<std::uint8_t>(v));
}

std::uint32_t fnv1a(std::uint32_t hash, std::int16_t value) {
    const auto u = static_cast<std::uint16_t>(value);
    for (int i = 0; i < 2; ++i) hash = (hash ^ ((u >> (8 * i)) & 0xff)) * 16777619u;
    return hash;
}

// The hash of a run of n zero weights: each zero weight multiplies the hash by the FNV prime
// twice (its two bytes are zero), so the run multiplies it by the prime to the power 2n.
std::uint32_t fnv1aZeros(std::uint32_t hash, std::uint32_t n) {
    std::uint32_t factor = 16777619u * 16777619u;
    for (; n; n >>= 1) {
        if (n & 1) hash *= factor;
        factor *= factor;
    }
    return hash;
}

// The features a weights file stores, in order, for each phase: those that are their own
// canonical feature. The others take their canonical feature's weight.
const std::vector<std::uint32_t>& storedFeatures() {
    static const std::vector<std::uint32_t> stored = [] {
        const auto& canonical = canonicalFeature();
        std::vector<std::uint32_t> features;
        for (std::uint32_t f = 0; f < canonical.size(); ++f)
            if (canonical[f] == f) features.push_back(f);
        return features;
    }();
    return stored;
}

// Reads the stream with bounds checks; any read past the end marks it as failed.
class ByteReader {
public:
    ByteReader(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
    bool failed() const { return failed_; }
    bool atEnd() const { return pos_ == size_; }
    std::uint32_t uint32() {
        std::uint32_t v = 0;
        for (int i = 0; i < 4; ++i) v |= static_cast<std::uint32_t>(byte()) << (8 * i);
        return v;
    }
    std::uint32_t varint() {
        std::uint32_t v = 0;
        for (int shift = 0; shift < 35; shift += 7) {
            const std::uint8_t b = byte();
            v |= static_cast<std::uint32_t>(b & 0x7f) << shift;
            if (!(b & 0x80)) return v;
        }
        failed_ = true;
        return 0;
    }

private:
    std::uint8_t byte() {
        if (pos_ >= size_) {
            failed_ = true;
            return 0;
        }
        return data_[pos_++];
    }
    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t pos_ = 0;
    bool failed_ = false;
};

std::optional<PatternWeights> fail(std::string* error, const std::string& reason) {
    if (error) *error = reason;
    return std::nullopt;
}

}  // namespace

PatternWeights::PatternWeights()
    : table_(static_cast<std::size_t>(kPhaseCount) * kFeatureCount, 0) {}

std::size_t PatternWeights::index(int phase, int feature) {
    return static_cast<std::size_t>(phase) * kFeatureCount + static_cast<std::size_t>(feature);
}

const PatternWeights& PatternWeights::embedded() {
    static const PatternWeights weights = [] {
        if (kEmbeddedPatternWeightsSize == 0) return PatternWeights();
        return decode(kEmbeddedPatternWeights, kEmbeddedPatternWeightsSize)
            .value_or(PatternWeights());
    }();
    return weights;
}

bool PatternWeights::isZero() const {
    return std::all_of(table_.begin(), table_.end(), [](std::int16_t w) { return w == 0; });
}

void PatternWeights::setPhase(int phase, const std::vector<float>& discsPerFeature) {
    const auto& canonical = canonicalFeature();
    for (int f = 0; f < kFeatureCount; ++f) {
        const float discs = discsPerFeature[canonical[static_cast<std::size_t>(f)]];
        const float units = std::round(discs * static_cast<float>(kEvalUnitsPerDisc));
        table_[index(phase, f)] = static_cast<std::int16_t>(std::clamp(units, -32767.0f, 32767.0f));
    }
}

std::vector<std::uint8_t> PatternWeights::encode() const {
    std::vector<std::uint8_t> out(std::begin(kMagic), std::end(kMagic));
    putUint32(out, kFormatVersion);
    putUint32(out, kPhaseCount);
    putUint32(out, kFeatureCount);
    std::uint32_t hash = 2166136261u;
    std::uint32_t zeroRun = 0;
    for (int phase = 0; phase < kPhaseCount; ++phase) {
        const std::int16_t* phaseTable = table_.data() + index(phase, 0);
        for (const std::uint32_t f : storedFeatures()) {
            const std::int16_t w = phaseTable[f];
            if (w == 0) {
                ++zeroRun;
                continue;
            }
            hash = fnv1a(fnv1aZeros(hash, zeroRun), w);
            if (zeroRun) {
                putVarint(out, 0);
                putVarint(out, zeroRun);
                zeroRun = 0;
            }
            const auto zigzag = static_cast<std::uint32_t>(w >= 0 ? 2 * w : -2 * w - 1);
            putVarint(out, zigzag);
        }
    }
    hash = fnv1aZeros(hash, zeroRun);
    if (zeroRun) {
        putVarint(out, 0);
        putVarint(out, zeroRun);
    }
    putUint32(out, hash);
    return out;
}

std::optional<PatternWeights> PatternWeights::decode(const std::uint8_t* data, std::size_t size,
                                                     std::string* error) {
    if (size < 16 || std::memcmp(data, kMagic, 4) != 0)
        return fail(error, "not a Verso weights file");
    ByteReader in(data + 4, size - 4);
    if (in.uint32() != kFormatVersion) return fail(error, "unsupported weights format version");
    if (in.uint32() != kPhaseCount || in.uint32() != kFeatureCount)
        return fail(error, "the weights were trained for a different set of patterns or phases");
    // The stored weights, one phase after another: a value, or a zero and the length of a run of
    // zero weights. A run is skipped in one step, and the table is filled only once the file is
    // whole, so a file is read in the time of its length.
    const auto& stored = storedFeatures();
    const std::size_t perPhase = stored.size();
    const std::size_t slots = perPhase * kPhaseCount;
    std::vector<std::pair<std::size_t, std::int16_t>> values;  // slot, weight (never zero)
    std::uint32_t hash = 2166136261u;
    for (std::size_t slot = 0; slot < slots;) {
        const std::uint32_t token = in.varint();
        if (in.failed()) return fail(error, "truncated weights file");
        if (token == 0) {
            const std::uint32_t run = in.varint();
            if (in.failed()) return fail(error, "truncated weights file");
            if (run == 0) return fail(error, "corrupt weights file (empty run)");
            if (run > slots - slot) return fail(error, "corrupt weights file (run past the end)");
            hash = fnv1aZeros(hash, run);
            slot += run;
            continue;
        }
        if (token > 65534) return fail(error, "corrupt weights file (value out of range)");
        const auto w = static_cast<std::int16_t>((token & 1) ? -static_cast<int>((token + 1) / 2)
                                                             : static_cast<int>(token / 2));
        values.emplace_back(slot, w);
        hash = fnv1a(hash, w);
        ++slot;
    }
    if (in.uint32() != hash || in.failed()) return fail(error, "weights file checksum mismatch");
    if (!in.atEnd()) return fail(error, "trailing bytes after the weights");
    PatternWeights weights;
    for (const auto& [slot, w] : values)
        weights.table_[index(static_cast<int>(slot / perPhase),
                             static_cast<int>(stored[slot % perPhase]))] = w;
    // Every other feature takes the weight of its canonical feature, which comes before it.
    const auto& canonical = canonicalFeature();
    for (int phase = 0; phase < kPhaseCount; ++phase) {
        std::int16_t* phaseTable = weights.table_.data() + index(phase, 0);
        for (std::size_t f = 0; f < canonical.size(); ++f)
            if (canonical[f] != f) phaseTable[f] = phaseTable[canonical[f]];
    }
    return weights;
}

int PatternWeights::evaluate(Bitboard player, Bitboard opponent) const {
    FeatureIndices features;
    computeFeatures(player, opponent, features);
    const std::int16_t* phaseTable = table_.data() + index(phaseOf(popCount(player | opponent)), 0);
    int sum = 0;
    for (const std::uint32_t f : features) sum += phaseTable[f];
    return std::clamp(sum, -kEvalMax, kEvalMax);
}

int PatternWeights::evaluate(const EvalFeatures& features, Bitboard player,
                             Bitboard opponent) const {
    const std::int16_t* phaseTable = table_.data() + index(phaseOf(popCount(player | opponent)), 0);
    int sum = 0;
    for (int i = 0; i < kPatternInstanceCount; ++i)
        sum += phaseTable[detail::kInstanceOffsets[static_cast<std::size_t>(i)] +
                          features.mover.lane[static_cast<std::size_t>(i)]];
    std::uint32_t scalars[5];
    scalarFeatures(player, opponent, scalars);
    for (const std::uint32_t f : scalars) sum += phaseTable[f];
    return std::clamp(sum, -kEvalMax, kEvalMax);
}

}  // namespace verso::engine
