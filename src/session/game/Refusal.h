// SPDX-License-Identifier: GPL-3.0-or-later
// Why the game master refused a move (or taking one back), as a value: the rules' reasons (core's
// MoveRefusal) and the session's own (no game yet, paused). Only the app layer turns it into a
// sentence.
#pragma once

#include <QMetaType>

#include "core/GameRecord.h"

namespace verso::session {

struct Refusal {
    enum class Reason {
        NotStarted,   // no game has been started
        Paused,       // computer play is paused
        NotYourTurn,  // the side to move is not a person waiting at the board
        GameOver,
        MalformedSquare,  // not a square at all
        Occupied,
        FlipsNothing,
        PassNotAllowed,  // a pass while a placing move exists
        MustPass,        // a placement while only a pass is legal
        ClockRunning,    // undo or a jump back while a timed game is played: clocks go one way
    };
    Reason reason = Reason::NotYourTurn;
    Move move = Move::none();  // the refused move

    static Refusal of(MoveRefusal rule, Move move);
    friend bool operator==(const Refusal&, const Refusal&) = default;
};

inline Refusal Refusal::of(MoveRefusal rule, Move move) {
    switch (rule) {
        case MoveRefusal::MalformedSquare: return {Reason::MalformedSquare, move};
        case MoveRefusal::Occupied: return {Reason::Occupied, move};
        case MoveRefusal::FlipsNothing: return {Reason::FlipsNothing, move};
        case MoveRefusal::NotYourTurn: return {Reason::NotYourTurn, move};
        case MoveRefusal::GameOver: return {Reason::GameOver, move};
        case MoveRefusal::PassNotAllowed: return {Reason::PassNotAllowed, move};
        case MoveRefusal::MustPass: return {Reason::MustPass, move};
    }
    return {Reason::NotYourTurn, move};
}

}  // namespace verso::session

Q_DECLARE_METATYPE(verso::session::Refusal)
