// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for the WTHOR readers (parseWthorGames, parseWthorNames) and the game library that
// takes their games: any bytes must parse or fail without crashing, with these invariants:
// a file read writes back to bytes that read equal; the names of the same bytes are valid UTF-8
// with no NUL; every game added to the library opens as a document whose moves are legal and
// which the position filter finds again. Aborts otherwise.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "core/GameLibrary.h"

namespace {

[[noreturn]] void fail(const char* what) {
    std::fprintf(stderr, "fuzz_wthor: %s\n", what);
    std::abort();
}

bool validUtf8WithoutNul(const std::string& text) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == 0) return false;
        if (c < 0x80) continue;
        // parseWthorNames writes Latin-1 as two bytes: C2 or C3, then a continuation byte.
        const bool continued =
            i + 1 < text.size() && (static_cast<unsigned char>(text[i + 1]) & 0xc0) == 0x80;
        if ((c != 0xc2 && c != 0xc3) || !continued) return false;
        ++i;
    }
    return true;
}

std::vector<std::string> names(std::string_view bytes, std::size_t recordSize) {
    const auto parsed = verso::parseWthorNames(bytes, recordSize);
    if (!parsed) {
        if (parsed.message().empty()) fail("a name table error without a message");
        return {};
    }
    if (bytes.size() < verso::kWthorHeaderBytes + parsed->size() * recordSize)
        fail("more names than bytes");
    for (const std::string& name : parsed.value())
        if (!validUtf8WithoutNul(name) || name.size() > 2 * recordSize)
            fail("a name is not clean UTF-8");
    return parsed.value();
}

void checkLibrary(const verso::WthorFile& file, const std::vector<std::string>& players,
                  const std::vector<std::string>& tournaments) {
    verso::GameLibrary library;
    const int added = library.addWthor(library.addSource("fuzz"), file, players, tournaments);
    if (added != library.size() || added + library.skipped() != static_cast<int>(file.games.size()))
        fail("games added and skipped do not add up");
    for (int i = 0; i < library.size() && i < 16; ++i) {
        const verso::GameDocument document = library.document(i);
        if (document.record.length() != static_cast<int>(library.moves(i).size()))
            fail("a move was refused");
        if (library.moveCount(i) > 60 || document.record.isOver() != library.finished(i))
            fail("the game's end differs from its document");
        verso::LibraryFilter filter;
        filter.through = document.record.positionAt(document.record.length() / 2);
        const std::vector<int> found = library.filter(filter);
        if (std::find(found.begin(), found.end(), i) == found.end())
            fail("a game does not reach its own position");
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    const std::vector<std::string> players = names(bytes, verso::kWthorPlayerRecordBytes);
    const std::vector<std::string> tournaments = names(bytes, verso::kWthorTournamentRecordBytes);
    const auto file = verso::parseWthorGames(bytes);
    if (!file) {
        if (file.message().empty() || file.error().offset > size)
            fail("a game file error without message or place");
        return 0;
    }
    if (verso::kWthorHeaderBytes + file->games.size() * verso::kWthorGameBytes > size)
        fail("more games than bytes");
    const auto again = verso::parseWthorGames(verso::formatWthorGames(file.value()));
    if (!again || again->games != file->games || again->year != file->year ||
        again->theoreticalDepth != file->theoreticalDepth)
        fail("a game file does not read back as written");
    checkLibrary(file.value(), players, tournaments);
    return 0;
}
