// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for parseGameText: any bytes must parse without crashing, and every game read must
// come back equal from its own GGF (formatGgfDocument, then parseGameText again). Aborts otherwise.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "core/GameText.h"

namespace {

[[noreturn]] void fail(const char* what, const std::string& text) {
    std::fprintf(stderr, "fuzz_gametext: %s\n%s\n", what, text.c_str());
    std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const verso::GameTextParse parse = verso::parseGameText(text);
    if (parse.error && !parse.games.empty()) fail("games came with an error", parse.error->detail);
    if (parse.error && (parse.error->line < 1 || parse.error->column < 1))
        fail("error outside the text", parse.error->detail);
    for (const verso::GameDocument& game : parse.games) {
        const std::string written = verso::formatGgfDocument(game);
        const verso::GameTextParse back = verso::parseGameText(written);
        if (!back.ok())
            fail(("written game does not read: " + back.error->detail).c_str(), written);
        if (back.games.size() != 1 || !(back.games[0] == game))
            fail("written game reads back different", written);
        if (verso::formatGgfDocument(back.games[0]) != written)
            fail("second writing differs", written);
    }
    return 0;
}
