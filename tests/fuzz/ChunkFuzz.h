// SPDX-License-Identifier: GPL-3.0-or-later
// What the fuzz targets of verso-lab's chunk files (label chunks, self-play chunks) share: the
// input read as a reader reads a file, gzip'ed or plain text. A refused chunk must say why; an
// accepted one must keep the target's invariants, write a text that reads back to the same chunk,
// and, from a plain input, be that text itself (the format has one spelling of each chunk).
// A plain input is read a second time with its last line replaced by the right checksum line:
// otherwise nearly every mutation would stop at the checksum and the lines behind it would not be
// explored.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include <zlib.h>

#include "FuzzCheck.h"

namespace verso::fuzz {

// The input without its last line (when that is an "end" line), ended by the right checksum line.
inline std::string withRightChecksum(std::string_view input) {
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

// parse(bytes, chunk, error), format(chunk) and checkInvariants(chunk, text) of one chunk format.
template <class Chunk, class Parse, class Format, class Check>
void checkChunk(const char* target, std::string_view input, bool gzipped, Parse parse,
                Format format, Check checkInvariants) {
    Chunk chunk;
    std::string error;
    if (!parse(input, chunk, error)) {
        if (error.empty()) fail(target, "refused without a reason", input);
        return;
    }
    const std::string text = format(chunk);
    checkInvariants(chunk, text);
    if (!gzipped && text != input) fail(target, "an accepted chunk writes back different", input);
    Chunk again;
    if (!parse(text, again, error)) fail(target, "the written chunk does not read: " + error, text);
    if (!(again == chunk)) fail(target, "the written chunk reads back different", text);
}

// The whole of one run of a chunk format's fuzz target.
template <class Chunk, class Parse, class Format, class Check>
int fuzzChunk(const char* target, const std::uint8_t* data, std::size_t size, Parse parse,
              Format format, Check checkInvariants) {
    const std::string_view input = asText(data, size);
    const bool gzipped = size >= 2 && data[0] == 0x1f && data[1] == 0x8b;
    checkChunk<Chunk>(target, input, gzipped, parse, format, checkInvariants);
    if (!gzipped && size < (1u << 20))
        checkChunk<Chunk>(target, withRightChecksum(input), false, parse, format, checkInvariants);
    return 0;
}

}  // namespace verso::fuzz
