// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/nboard/NboardText.h"

#include <algorithm>
#include <charconv>
#include <cstdio>

#include "core/Ggf.h"

namespace verso::nboard {

std::string evalText(double discs) {
    char buffer[32];
    const int length = std::snprintf(buffer, sizeof buffer, "%.2f", discs);
    if (length >= 0 && static_cast<std::size_t>(length) < sizeof buffer) return buffer;
    std::string text(static_cast<std::size_t>(std::max(length, 0)) + 1,
                     '\0');  // a huge value, in full
    std::snprintf(text.data(), text.size(), "%.2f", discs);
    text.pop_back();
    return text;
}

std::string pvText(const std::vector<Move>& pv) {
    std::string out;
    for (Move m : pv) out += ggfMoveText(m);
    return out;
}

std::string depthText(int depth, bool exact) {
    return exact ? std::string("100%") : std::to_string(depth);
}

std::optional<int> parseInt(std::string_view text) {
    // from_chars takes a '-' but not a '+'; one sign at most ("+-5" is not a number).
    if (text.size() > 1 && text.front() == '+' && text[1] != '-') text.remove_prefix(1);
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

std::pair<std::string_view, std::string_view> splitWord(std::string_view line) {
    auto isBlank = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    while (!line.empty() && isBlank(line.front())) line.remove_prefix(1);
    while (!line.empty() && isBlank(line.back())) line.remove_suffix(1);
    size_t end = 0;
    while (end < line.size() && !isBlank(line[end])) ++end;
    std::string_view rest = line.substr(end);
    while (!rest.empty() && isBlank(rest.front())) rest.remove_prefix(1);
    return {line.substr(0, end), rest};
}

}  // namespace verso::nboard
