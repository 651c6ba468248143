// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for the evaluation weights file (engine/PatternWeights: decode, encode), which
// verso-lab train writes and mix-weights reads. Most inputs fail at the header, so each input is
// read twice: as it is, and as the body of a file (the right header put before it), which reaches
// the weights' varints, zero runs and checksum.
// Checks: a refused file says why; weights read are written back to bytes that read back to the
// same weights (writing is stable).
#include <cstdint>
#include <string>
#include <vector>

#include "FuzzCheck.h"
#include "engine/PatternWeights.h"

using namespace verso;

namespace {

constexpr const char* kTarget = "fuzz_weights";

void check(const std::vector<std::uint8_t>& bytes) {
    const std::string text(bytes.begin(), bytes.end());
    std::string error;
    const auto weights = engine::PatternWeights::decode(bytes.data(), bytes.size(), &error);
    if (!weights) {
        if (error.empty()) fuzz::fail(kTarget, "refused without a reason", text);
        return;
    }
    const std::vector<std::uint8_t> once = weights->encode();
    std::string again;
    const auto reread = engine::PatternWeights::decode(once.data(), once.size(), &again);
    if (!reread) fuzz::fail(kTarget, "weights written are refused: " + again, text);
    if (reread->encode() != once) fuzz::fail(kTarget, "weights written read back different", text);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::vector<std::uint8_t> bytes(data, data + size);
    check(bytes);
    // The header of every weights file: the magic, the format version, the phases and features.
    static const std::vector<std::uint8_t> header = [] {
        const std::vector<std::uint8_t> empty = engine::PatternWeights().encode();
        return std::vector<std::uint8_t>(empty.begin(), empty.begin() + 16);
    }();
    std::vector<std::uint8_t> withHeader = header;
    withHeader.insert(withHeader.end(), bytes.begin(), bytes.end());
    check(withHeader);
    return 0;
}
