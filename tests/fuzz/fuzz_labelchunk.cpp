// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for the search-label chunk files of verso-lab label and train --labels
// (lab/train/SearchLabels: parseLabelChunk, formatLabelChunk), read from the input as
// readLabelChunkFile reads a file: gzip'ed or plain text.
// Checks: a refused chunk says why; an accepted one keeps the promises the readers rely on
// (records in increasing order, within the files listed and the chunk size, even exact scores,
// "first" = index * chunk-size); it writes a text that reads back to the same chunk, and a plain
// input is that text itself (the format has one spelling of each chunk).
// A plain input is read a second time with its last line replaced by the right checksum line:
// otherwise nearly every mutation would stop at the checksum and the lines behind it would not be
// explored.
#include <cstdint>
#include <string>
#include <string_view>
#include <tuple>

#include <zlib.h>

#include "FuzzCheck.h"
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

void checkOne(std::string_view input, bool gzipped) {
    LabelChunk chunk;
    std::string error;
    if (!parseLabelChunk(input, chunk, error)) {
        if (error.empty()) fuzz::fail(kTarget, "refused without a reason", input);
        return;
    }
    const std::string text = formatLabelChunk(chunk);
    checkInvariants(chunk, text);
    if (!gzipped && text != input)
        fuzz::fail(kTarget, "an accepted chunk writes back different", input);
    LabelChunk again;
    if (!parseLabelChunk(text, again, error))
        fuzz::fail(kTarget, "the written chunk does not read: " + error, text);
    if (!(again == chunk)) fuzz::fail(kTarget, "the written chunk reads back different", text);
}

// The input without its last line (when that is an "end" line), ended by the right checksum line.
std::string withRightChecksum(std::string_view input) {
    std::string body(input);
    const std::size_t end = body.rfind("end ");
    if (end != std::string::npos && (end == 0 || body[end - 1] == '\n')) body.erase(end);
    if (!body.empty() && body.back() != '\n') body += '\n';
    const uLong crc =
        crc32(0L, reinterpret_cast<const Bytef*>(body.data()), static_cast<uInt>(body.size()));
    static const char* const digits = "0123456789abcdef";
    body += "end ";
    for (int shift = 28; shift >= 0; shift -= 4) body += digits[(crc >> shift) & 15];
    return body + "\n";
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input = fuzz::asText(data, size);
    const bool gzipped = size >= 2 && data[0] == 0x1f && data[1] == 0x8b;
    checkOne(input, gzipped);
    if (!gzipped && size < (1u << 20)) checkOne(withRightChecksum(input), false);
    return 0;
}
