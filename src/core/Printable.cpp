// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Printable.h"

namespace verso {
namespace {

void appendEscaped(std::string& out, unsigned char byte) {
    static constexpr char kHex[] = "0123456789abcdef";
    out += "\\x";
    out += kHex[byte >> 4];
    out += kHex[byte & 0xf];
}

// The length of the well-formed UTF-8 sequence at the start of "text" (2 to 4), or 0.
std::size_t utf8Length(std::string_view text) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const auto continuation = [&](std::size_t i) {
        return i < text.size() && (byte(i) & 0xC0) == 0x80;
    };
    const unsigned char lead = byte(0);
    std::size_t length = 0;
    char32_t code = 0;
    if (lead >= 0xC2 && lead <= 0xDF) length = 2, code = lead & 0x1F;
    else if (lead >= 0xE0 && lead <= 0xEF) length = 3, code = lead & 0x0F;
    else if (lead >= 0xF0 && lead <= 0xF4) length = 4, code = lead & 0x07;
    else return 0;
    for (std::size_t i = 1; i < length; ++i) {
        if (!continuation(i)) return 0;
        code = (code << 6) | (byte(i) & 0x3F);
    }
    const char32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
    if (code < smallest[length] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
        return 0;                                // overlong, surrogate
    if (code >= 0x80 && code <= 0x9F) return 0;  // C1 controls (U+009B is a terminal's CSI)
    return length;
}

}  // namespace

std::string printable(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c >= 0x20 && c < 0x7F) {
            out += text[i++];
        } else if (const std::size_t length = c >= 0x80 ? utf8Length(text.substr(i)) : 0;
                   length > 0) {
            out.append(text.substr(i, length));
            i += length;
        } else {
            appendEscaped(out, c);
            ++i;
        }
    }
    return out;
}

}  // namespace verso
