// SPDX-License-Identifier: GPL-3.0-or-later
// The text form of a saved game, version 1: a header line, the start position as a board string,
// the whole transcript (passes written as "pa", a redo tail included) and the cursor:
//
//   Verso saved game, version 1
//   start ---------------------------OX------XO--------------------------- X
//   moves f5d6c3
//   ply 3
//
// A game on a clock is written as version 2, with three more lines: the time control
// (timeControlText), the milliseconds Black and White have left, and the milliseconds each move
// took:
//
//   clock 180+2
//   left 171500 176250
//   times 5000 3750 6500
//
// Reading checks everything: the header, every line, every move's legality and the cursor. A
// version 1 game is untimed.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

#include "core/GameRecord.h"
#include "session/clock/ClockState.h"

namespace verso::session {

// The game read from a saved-game text, or why it could not be read (a clause such as
// "line 3 holds an illegal move: ...", suitable to embed in a sentence).
struct AutosaveText {
    std::optional<GameRecord> game;
    ClockState clock;  // untimed unless the game was saved on a clock
    QString problem;
};

class AutosaveFormat {
    Q_DECLARE_TR_FUNCTIONS(AutosaveFormat)

public:
    static constexpr int kVersion = 2;
    // The first line of every saved game, without the version number.
    static QByteArray headerPrefix() { return QByteArrayLiteral("Verso saved game, version "); }

    // Version 1 for an untimed game (so older versions still read it), 2 on a clock.
    static QByteArray write(const GameRecord& game, const ClockState& clock = {});
    static AutosaveText read(const QByteArray& text);
    // True when the text starts like a Verso saved game (of any version).
    static bool looksLikeSavedGame(const QByteArray& text);
};

}  // namespace verso::session
