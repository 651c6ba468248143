// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for GGF games (core/Ggf: parseGgf, parseGgfAt, formatGgf, parseGgfMove,
// formatGgfMove), the document built from one (core/GameDocument: fromGgf) and its clocks
// (core/GgfClock: parseGgfClock, formatGgfClock, timeControlOf, clockTimesAt).
// Every game of the input is read in turn, as parseGgfAt walks a file. Checks: an error says what
// and where (inside the text; a bad move with its ply); a game read ends just past its ";)", its
// moves are legal in turn from its board, it becomes a document (fromGgf never fails on a game
// parseGgf gave), and written with formatGgf it reads back equal and writes the same text again.
#include <cctype>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "FuzzCheck.h"
#include "core/GameDocument.h"
#include "core/Ggf.h"
#include "core/GgfClock.h"

using namespace verso;

namespace {

constexpr const char* kTarget = "fuzz_ggf";

// Numbers compare by their bits, so that a NaN evaluation equals itself.
bool sameNumber(const std::optional<double>& a, const std::optional<double>& b) {
    if (a.has_value() != b.has_value()) return false;
    return !a || std::memcmp(&*a, &*b, sizeof(double)) == 0 || *a == *b;
}

bool sameGame(const GgfGame& a, const GgfGame& b) {
    if (a.properties != b.properties || !(a.start == b.start) || a.moves.size() != b.moves.size())
        return false;
    for (std::size_t i = 0; i < a.moves.size(); ++i) {
        const GgfMove& x = a.moves[i];
        const GgfMove& y = b.moves[i];
        if (!(x.move == y.move) || !sameNumber(x.eval, y.eval) || !sameNumber(x.seconds, y.seconds))
            return false;
    }
    return true;
}

void checkMoves(const GgfGame& game, std::string_view text) {
    Position p = game.start;
    for (const GgfMove& m : game.moves) {
        if (!p.isLegal(m.move)) fuzz::fail(kTarget, "a move read is not legal", text);
        if (m.seconds && *m.seconds < 0) fuzz::fail(kTarget, "a negative time", text);
        const std::string moveText = formatGgfMove(m);
        const auto moveBack = parseGgfMove(moveText);
        if (!moveBack || !(moveBack->move == m.move) || !sameNumber(moveBack->eval, m.eval) ||
            !sameNumber(moveBack->seconds, m.seconds))
            fuzz::fail(kTarget, "a move does not read back from its text", moveText);
        p = p.afterMove(m.move);
    }
    if (!(p == game.current())) fuzz::fail(kTarget, "current() differs from the replay", text);
}

void checkError(const GgfParseResult& result, std::string_view text) {
    if (result.error.empty()) fuzz::fail(kTarget, "no game and no error", text);
    if (result.offset > text.size())
        fuzz::fail(kTarget, "an error outside the text: " + result.error, text);
    const bool aboutAMove =
        result.kind == GgfErrorKind::BadMove || result.kind == GgfErrorKind::IllegalMove;
    if (aboutAMove && result.ply < 1)
        fuzz::fail(kTarget, "a bad move without its ply: " + result.error, text);
    if ((result.kind == GgfErrorKind::IllegalMove) != result.refusal.has_value())
        fuzz::fail(kTarget, "an illegal move without its refusal, or a refusal for something else",
                   text);
}

// A time control read from TI writes a text that reads back the same; the clocks never go below
// zero or above the maximum.
void checkClocks(const GgfGame& game, const GameDocument& document, std::string_view text) {
    if (const auto control = parseGgfClock(game.property("TI")); control && control->timed()) {
        const auto back = parseGgfClock(formatGgfClock(*control));
        if (!back || !(*back == *control))
            fuzz::fail(kTarget, "a time control does not read back from its text", text);
    }
    const ClockTimes left = clockTimesAt(document);
    for (const auto time : {left.blackLeft, left.whiteLeft})
        if (time.count() < 0 || time > kMaxClockBase)
            fuzz::fail(kTarget, "a clock outside [0, 10 hours]", text);
}

void checkGame(const GgfGame& game, std::string_view text) {
    checkMoves(game, text);
    const auto document = fromGgf(game);
    if (!document)
        fuzz::fail(kTarget, "fromGgf refuses a game parseGgf read: " + document.message(), text);
    checkClocks(game, *document, text);
    if (document->record.length() != static_cast<int>(game.moves.size()))
        fuzz::fail(kTarget, "the document has a different number of moves", text);
    const std::string written = formatGgf(game);
    const GgfParseResult back = parseGgf(written);
    if (!back.game) fuzz::fail(kTarget, "the written game does not read: " + back.error, written);
    if (back.offset != written.size())
        fuzz::fail(kTarget, "the written game reads to a different end", written);
    if (!sameGame(*back.game, game))
        fuzz::fail(kTarget, "the written game reads back different", written);
    if (formatGgf(*back.game) != written)
        fuzz::fail(kTarget, "the game writes differently the second time", written);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::asText(data, size);
    std::size_t offset = 0;
    for (int games = 0; games < 1000; ++games) {
        while (offset < text.size() && std::isspace(static_cast<unsigned char>(text[offset])))
            ++offset;
        if (offset >= text.size()) break;
        const GgfParseResult result = parseGgfAt(text, offset);
        if (!result.game) {
            checkError(result, text);
            if (result.offset < offset)
                fuzz::fail(kTarget, "an error before the game's start: " + result.error, text);
            break;
        }
        if (!result.error.empty()) fuzz::fail(kTarget, "a game with an error", text);
        if (result.offset > text.size() || result.offset < offset + 4 ||
            text.substr(result.offset - 2, 2) != ";)")
            fuzz::fail(kTarget, "a game that does not end just past its \";)\"", text);
        checkGame(*result.game, text.substr(offset, result.offset - offset));
        offset = result.offset;
    }
    return 0;
}
