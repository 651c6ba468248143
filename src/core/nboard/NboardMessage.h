// SPDX-License-Identifier: GPL-3.0-or-later
// The messages of the NBoard protocol (version 2) as values, one struct a line, both directions:
// NboardCommand is what a GUI (or a match runner) says to an engine, NboardReply what an engine
// says back. NboardFormat.h turns them into lines and NboardParser.h reads lines back into them.
// Qt-free.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/Ggf.h"
#include "core/Square.h"

namespace verso::nboard {

// ---- From the GUI to the engine ----

// "nboard 2": the greeting and the protocol version (nullopt when it is not a number).
struct Hello {
    std::optional<int> version;
    friend bool operator==(const Hello&, const Hello&) = default;
};

// "set depth 12": the search depth, 1 to 60.
struct SetDepth {
    int depth = 0;
    friend bool operator==(const SetDepth&, const SetDepth&) = default;
};

// "set contempt 50": how much worse than nothing a draw is to the engine, in centi-discs.
struct SetContempt {
    int contempt = 0;
    friend bool operator==(const SetContempt&, const SetContempt&) = default;
};

// "set game (;GM[Othello]...;)": the game so far, whose current position the engine plays from.
struct SetGame {
    GgfGame game;
    friend bool operator==(const SetGame& a, const SetGame& b) {
        return a.game.properties == b.game.properties && a.game.start == b.game.start &&
               a.game.moves == b.game.moves;
    }
};

// "move F5/1.50/0.3": a move played in the game (with its evaluation and time when known).
struct MovePlayed {
    GgfMove move;
    friend bool operator==(const MovePlayed&, const MovePlayed&) = default;
};

// "go": asks for the engine's move in the current position.
struct Go {
    friend bool operator==(const Go&, const Go&) = default;
};

// "hint 3": asks for the values of the best "count" moves (at least one).
struct Hint {
    int count = 1;
    friend bool operator==(const Hint&, const Hint&) = default;
};

// "analyze": asks for the value of every position of the game.
struct Analyze {
    friend bool operator==(const Analyze&, const Analyze&) = default;
};

// "ping 7": stop what you are doing and answer "pong 7" once everything before is done.
struct Ping {
    int number = 0;
    friend bool operator==(const Ping&, const Ping&) = default;
};

// "learn": add the current game to the engine's book.
struct Learn {
    friend bool operator==(const Learn&, const Learn&) = default;
};

// "quit": end the engine.
struct Quit {
    friend bool operator==(const Quit&, const Quit&) = default;
};

using NboardCommand = std::variant<Hello, SetDepth, SetContempt, SetGame, MovePlayed, Go, Hint,
                                   Analyze, Ping, Learn, Quit>;

// ---- From the engine to the GUI ----

// "set myname Verso": the engine's name.
struct MyName {
    std::string name;
    friend bool operator==(const MyName&, const MyName&) = default;
};

// "pong 7": everything sent before "ping 7" is done.
struct Pong {
    int number = 0;
    friend bool operator==(const Pong&, const Pong&) = default;
};

// "=== F5/1.00/0.52": the answer to "go": the move, its evaluation (discs) and the seconds taken.
struct MoveAnswer {
    GgfMove move;
    friend bool operator==(const MoveAnswer&, const MoveAnswer&) = default;
};

// "nodestats 12345 0.52": the nodes searched for the last answer and the seconds it took.
struct NodeStats {
    std::uint64_t nodes = 0;
    double seconds = 0;
    friend bool operator==(const NodeStats&, const NodeStats&) = default;
};

// "status thinking", "status depth 12 1.00 F5D6", "status": what the engine is doing, free text
// (empty: nothing).
struct Status {
    std::string text;
    friend bool operator==(const Status&, const Status&) = default;
};

// A hint, while answering "hint": "search D6C3 1.00 0 6" (from a search) or "book D3 -1.00 1 18"
// (from a book): the line of moves, its value in discs, the number of games behind it (0 for a
// search) and the depth it was searched to ("100%" on the line: solved exactly).
struct HintAnswer {
    bool book = false;
    std::vector<Move> pv;
    double eval = 0;
    int games = 0;
    int depth = 0;
    bool exact = false;
    friend bool operator==(const HintAnswer&, const HintAnswer&) = default;
};

// "analysis 12 -2.00": while answering "analyze", the value of the position after "ply" moves,
// for the side to move there.
struct Analysis {
    int ply = 0;
    double eval = 0;
    friend bool operator==(const Analysis&, const Analysis&) = default;
};

// "learned": the answer to "learn".
struct Learned {
    friend bool operator==(const Learned&, const Learned&) = default;
};

using NboardReply =
    std::variant<MyName, Pong, MoveAnswer, NodeStats, Status, HintAnswer, Analysis, Learned>;

}  // namespace verso::nboard
