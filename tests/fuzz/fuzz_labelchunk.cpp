// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for the search-label chunk files of verso-lab label and train --labels
// (lab/train/SearchLabels: parseLabelChunk, formatLabelChunk), read from the input as
// readLabelChunkFile reads a file: gzip'ed or plain text.
// Checks: a refused chunk says why; an accepted one keeps the promises the readers rely on
// (records in increasing order, within the files listed and the chunk size, even exact scores,
// "first" = index * chunk-size); and the round trip of ChunkFuzz.h.
#include <cstdint>
#include <string_view>
#include <tuple>

#include "ChunkFuzz.h"
#include "train/SearchLabels.h"

using namespace verso;
using namespace verso::train;

namespace {

constexpr const char* kTarget = "fuzz_labelchunk";

void checkInvariants(const LabelChunk& chunk, std::string_view text) {
    const LabelSettings& s = chunk.settings;
    if (chunk.records.empty() || static_cast<long>(chunk.records.size()) > s.chunkSize)
        fuzz::fail(kTarget, "an accepted chunk has no positions or more than its chunk size", text);
    if (chunk.first != chunk.index * s.chunkSize)
        fuzz::fail(kTarget, "\"first\" is not index * chunk-size", text);
    if (chunk.files.empty()) fuzz::fail(kTarget, "an accepted chunk lists no file", text);
    if (s.part < 0 || s.part >= s.sample)
        fuzz::fail(kTarget, "a part outside the sample was accepted", text);
    for (std::size_t i = 0; i < chunk.records.size(); ++i) {
        const LabelRecord& r = chunk.records[i];
        if (r.file >= chunk.files.size() || r.game == 0 || r.ply > 59 || r.label < -64 ||
            r.label > 64)
            fuzz::fail(kTarget, "a position out of range was accepted", text);
        if (r.kind == LabelKind::Exact && (r.label & 1))
            fuzz::fail(kTarget, "an odd exact score was accepted", text);
        if (i > 0) {
            const LabelRecord& p = chunk.records[i - 1];
            if (std::tie(p.file, p.game, p.ply) >= std::tie(r.file, r.game, r.ply))
                fuzz::fail(kTarget, "positions out of order were accepted", text);
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    return fuzz::fuzzChunk<LabelChunk>(kTarget, data, size, parseLabelChunk, formatLabelChunk,
                                       checkInvariants);
}
