// SPDX-License-Identifier: GPL-3.0-or-later
// Private to lab/train: what the label chunk file format (LabelChunkFile.cpp) and the work on
// labels (SearchLabels.cpp) share: the bounds on a chunk's game files, the check of a game file's
// name that a chunk can list, and numbers in lowercase hex as a chunk writes them.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
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

}  // namespace verso::train::detail
