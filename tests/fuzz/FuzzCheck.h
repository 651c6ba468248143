// SPDX-License-Identifier: GPL-3.0-or-later
// What every fuzz target does when a check fails: prints the target, what went wrong and the text
// involved (escaped, so binary input stays readable), then aborts, which libFuzzer and the replay
// test both report as a failure.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace verso::fuzz {

// Printable ASCII as it is, everything else as \xNN; long texts are cut.
inline std::string escapedForLog(std::string_view text) {
    std::string out;
    const std::size_t shown = text.size() < 4000 ? text.size() : 4000;
    for (std::size_t i = 0; i < shown; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '\n') out += "\\n\n";
        else if (c >= 0x20 && c < 0x7f && c != '\\') out += static_cast<char>(c);
        else {
            char hex[8];
            std::snprintf(hex, sizeof hex, "\\x%02x", c);
            out += hex;
        }
    }
    if (shown < text.size()) out += "...";
    return out;
}

[[noreturn]] inline void fail(const char* target, std::string_view what,
                              std::string_view text = {}) {
    std::fprintf(stderr, "%s: %.*s\n%s\n", target, static_cast<int>(what.size()), what.data(),
                 escapedForLog(text).c_str());
    std::abort();
}

inline std::string_view asText(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

}  // namespace verso::fuzz
