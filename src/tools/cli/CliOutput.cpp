// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliOutput.h"

#include <unistd.h>

#include <cstdio>

namespace verso::cli {

std::string jsonString(std::string_view text) {
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (static_cast<unsigned char>(c) < 0x20) {
            static const char* hex = "0123456789abcdef";
            out += "\\u00";
            out += hex[(c >> 4) & 0xf];
            out += hex[c & 0xf];
        } else {
            out += c;
        }
    }
    return out + "\"";
}

std::string jsonMoves(const std::vector<Move>& moves) {
    std::string out = "[";
    for (const Move m : moves) {
        if (out.size() > 1) out += ", ";
        out += jsonString(m.toString());
    }
    return out + "]";
}

std::string spacedMoves(const std::vector<Move>& moves) {
    std::string out;
    for (const Move m : moves) {
        if (!out.empty()) out += ' ';
        out += m.toString();
    }
    return out;
}

std::string signedValue(int discs) {
    std::string text = discs > 0 ? "+" : "";
    text += std::to_string(discs);
    return text;
}

TerminalProgress::TerminalProgress() : enabled_(isatty(STDERR_FILENO) == 1) {}

void TerminalProgress::show(const std::string& line) {
    if (!enabled_) return;
    std::string text(1, '\r');
    text += line;
    if (line.size() < shown_) text.append(shown_ - line.size(), ' ');
    shown_ = line.size();
    std::fputs(text.c_str(), stderr);
    std::fflush(stderr);
}

void TerminalProgress::finish() {
    if (!enabled_ || shown_ == 0) return;
    std::string blank(1, '\r');
    blank.append(shown_, ' ');
    blank += '\r';
    std::fputs(blank.c_str(), stderr);
    std::fflush(stderr);
    shown_ = 0;
}

}  // namespace verso::cli
