// SPDX-License-Identifier: GPL-3.0-or-later
// Private to lab/train: what the label chunk file format (LabelChunkFile.cpp) and the work on
// labels (SearchLabels.cpp) share: the bounds on a chunk's game files, the check of a game file's
// name that a chunk can list, and numbers in lowercase hex as a chunk writes them; and what they
// share with the self-play chunks (SelfPlayChunk.cpp), defined in ChunkText.cpp: strict numbers,
// the checksum line, gzip and the write through a temporary file.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace verso::train::detail {

// At most this many game files in a chunk (and in a sample), names of at most this many characters:
// bounds far above what a run makes, so that a damaged chunk cannot make a reader allocate without
// end.
constexpr std::size_t kMaxFiles = 4096;
constexpr std::size_t kMaxFileName = 255;

inline std::string hex(std::uint64_t value, int digits) {
    std::string out(static_cast<std::size_t>(digits), '0');
    for (int i = digits - 1; i >= 0; --i, value >>= 4)
        out[static_cast<std::size_t>(i)] = "0123456789abcdef"[value & 15];
    return out;
}

inline bool validFileName(std::string_view name) {
    if (name.empty() || name.size() > kMaxFileName || name == "." || name == "..") return false;
    return std::all_of(name.begin(), name.end(),
                       [](char c) { return c > ' ' && c < 0x7f && c != '/' && c != '\\'; });
}

// A whole number in its shortest decimal form ("0", "17"; not "017", "+1", " 1") up to "max".
std::optional<std::uint64_t> parseNumber(std::string_view text, std::uint64_t max);
// The same with an optional minus sign ("-4"; not "-0").
std::optional<long> parseSigned(std::string_view text, long max);
// Exactly "digits" lowercase hex digits.
std::optional<std::uint64_t> parseHex(std::string_view text, std::size_t digits);
// Splits "text" at single spaces into exactly "count" non-empty fields.
bool splitFields(std::string_view text, std::string_view* fields, int count);

std::uint32_t crcOf(std::string_view text);
// Inflates gzip'ed bytes, refusing more than "maxText" bytes of text.
bool gunzip(std::string_view bytes, std::size_t maxText, std::string& text, std::string& error);
// A chunk file's bytes (gzip'ed or plain; at most "maxText" once inflated) checked against their
// last line, "end CRC" (the CRC-32 of everything before it): "body" is the text before that line
// (it may point into "inflated"). False, with the reason, when the file is cut or altered.
bool checkedChunkBody(std::string_view bytes, std::size_t maxText, std::string& inflated,
                      std::string_view& body, std::string& error);

// A whole file's bytes; false when it cannot be read.
bool readFileBytes(const std::string& path, std::string& bytes);
// Writes "text" gzip'ed to a temporary file beside "path" and renames it to "path", so "path" is
// never seen half-written. An error names the file.
bool writeGzipFile(const std::string& path, const std::string& text, std::string& error);

}  // namespace verso::train::detail
