// SPDX-License-Identifier: GPL-3.0-or-later
// The text form of a saved game, version 1: a header line, the start position as a board string,
// the whole transcript (passes written as "pa", a redo tail included) and the cursor:
//
//   Verso saved game, version 1
//   start ---------------------------OX------XO--------------------------- X
//   moves f5d6c3
//   ply 3
//
// Reading checks everything: the header, every line, every move's legality and the cursor.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

#include "core/GameRecord.h"

namespace verso::session {

// The game read from a saved-game text, or why it could not be read (a clause such as
// "line 3 holds an illegal move: ...", suitable to embed in a sentence).
struct AutosaveText {
    std::optional<GameRecord> game;
    QString problem;
};

class AutosaveFormat {
    Q_DECLARE_TR_FUNCTIONS(AutosaveFormat)

public:
    static constexpr int kVersion = 1;
    // The first line of every saved game, without the version number.
    static QByteArray headerPrefix() { return QByteArrayLiteral("Verso saved game, version "); }

    static QByteArray write(const GameRecord& game);
    static AutosaveText read(const QByteArray& text);
    // True when the text starts like a Verso saved game (of any version).
    static bool looksLikeSavedGame(const QByteArray& text);
};

}  // namespace verso::session
