// SPDX-License-Identifier: GPL-3.0-or-later
// Private to lab/train: what the label chunk file format (LabelChunkFile.cpp) and the work on
// labels (SearchLabels.cpp) share: the bounds on a chunk's game files, the check of a game file's
// name that a chunk can list, and numbers in lowercase hex as a chunk writes them; and what they
// share with the self-play chunks (SelfPlayChunk.cpp), defined in ChunkText.cpp: strict numbers,
// the checksum line, gzip, the write through a temporary file and the listing of a folder's chunks.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ChunkFileEntry.h"

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

// The lines of a chunk's body (the text before its "end" line, which ends with a newline), counted
// so that an error can say where it is.
class ChunkLines {
public:
    explicit ChunkLines(std::string_view body) : rest_(body) {}

protected:
    bool nextLine(std::string_view& line) {
        if (rest_.empty()) return false;
        const std::size_t end = rest_.find('\n');  // the body ends with one
        line = rest_.substr(0, end);
        rest_.remove_prefix(end + 1);
        ++lineNumber_;
        return true;
    }
    // Whether the next line starts with "prefix" (nothing is read).
    bool nextLineStartsWith(std::string_view prefix) const {
        return rest_.substr(0, prefix.size()) == prefix;
    }
    // False, with "line N: what" as the error.
    bool fail(std::string& error, const std::string& what) const {
        error = "line " + std::to_string(lineNumber_) + ": " + what;
        return false;
    }

private:
    std::string_view rest_;
    long lineNumber_ = 0;
};

// A whole file's bytes; false when it cannot be read.
bool readFileBytes(const std::string& path, std::string& bytes);
// Reads the chunk file "path" with "parse" (its bytes; false with the reason when it refuses
// them). An error names the file as a "kind" ("label chunk") and says what deleting it does
// ("label its positions").
bool readChunkFile(const std::string& path, const std::string& kind, const std::string& redo,
                   const std::function<bool(std::string_view, std::string&)>& parse,
                   std::string& error);
// Writes "text" gzip'ed to a temporary file beside "path" and renames it to "path", so "path" is
// never seen half-written. An error names the file.
bool writeGzipFile(const std::string& path, const std::string& text, std::string& error);

// The chunk files in "dir", by index: the files named "prefix", a number up to "maxIndex", then
// a dot, and exactly as fileName(number) names that chunk (not a run's temporary file, not a
// copy).
std::vector<ChunkFileEntry> listChunkFiles(const std::string& dir, std::string_view prefix,
                                           long maxIndex,
                                           const std::function<std::string(long)>& fileName);

}  // namespace verso::train::detail
