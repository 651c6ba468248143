// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for the saved unfinished game (session/AutosaveFormat: read, write,
// looksLikeSavedGame).
// Checks: a text is either a game or a problem in words, never both or neither; a game read
// (cursor included) is written and read back equal and written the same again. The input's bytes
// also drive a game of their own (each byte picks a legal move, or steps the cursor back), which
// must survive write and read whatever its moves and cursor.
#include <cstdint>

#include <QByteArray>

#include "FuzzCheck.h"
#include "session/storage/AutosaveFormat.h"

using namespace verso;
using verso::session::AutosaveFormat;

namespace {

constexpr const char* kTarget = "fuzz_autosave";

std::string_view view(const QByteArray& bytes) {
    return {bytes.constData(), static_cast<std::size_t>(bytes.size())};
}

void checkRoundTrip(const GameRecord& game, std::string_view input,
                    const verso::session::ClockState& clock = {}) {
    const QByteArray written = AutosaveFormat::write(game, clock);
    if (!AutosaveFormat::looksLikeSavedGame(written))
        fuzz::fail(kTarget, "a written game does not look like one", view(written));
    const auto back = AutosaveFormat::read(written);
    if (!back.game)
        fuzz::fail(kTarget, ("a written game does not read: " + back.problem.toStdString()).c_str(),
                   view(written));
    if (!(*back.game == game) || !(back.clock == clock))
        fuzz::fail(kTarget, "a written game reads back different", view(written));
    if (AutosaveFormat::write(*back.game, back.clock) != written)
        fuzz::fail(kTarget, "a game writes differently the second time", input);
}

// A game made from the bytes: a byte below 0xf0 plays the legal move it picks (the pass when that
// is the only one), one from 0xf0 jumps the cursor back (dropping the redo tail at the next move).
GameRecord gameFromBytes(const std::uint8_t* data, std::size_t size) {
    GameRecord game;
    for (std::size_t i = 0; i < size && !game.isOver(); ++i) {
        if (data[i] >= 0xf0) {
            game.jumpTo(game.ply() * (data[i] - 0xf0) / 16);
            continue;
        }
        Bitboard moves = game.current().legalMoves();
        if (!moves) {
            game.play(Move::pass());
            continue;
        }
        for (int skip = data[i] % popCount(moves); skip > 0; --skip) moves &= moves - 1;
        game.play(Move::at(firstSquare(moves)));
    }
    return game;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArray text(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const std::string_view input = view(text);
    const auto read = AutosaveFormat::read(text);
    if (read.game.has_value() == !read.problem.isEmpty())
        fuzz::fail(kTarget, "both a game and a problem, or neither", input);
    if (read.game && !AutosaveFormat::looksLikeSavedGame(text))
        fuzz::fail(kTarget, "read a text that does not look like a saved game", input);
    if (read.game) checkRoundTrip(*read.game, input, read.clock);
    checkRoundTrip(gameFromBytes(data, size), input);
    return 0;
}
