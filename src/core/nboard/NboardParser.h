// SPDX-License-Identifier: GPL-3.0-or-later
// Reading one line of the NBoard protocol into its message (NboardMessage.h), in either direction:
// parseCommand reads what a GUI sends (the engine's side), parseReply what an engine sends (the
// GUI's side). A line that is no message gives an NboardError that says why. Blanks around words
// (a "\r" too) are ignored, and so are words after a command that takes none. Qt-free.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <variant>

#include "core/nboard/NboardMessage.h"

namespace verso::nboard {

struct NboardError {
    enum class Kind {
        Empty,           // a blank line
        UnknownCommand,  // the first word is no command of this direction
        UnknownSetting,  // "set" with a key this direction does not know
        BadNumber,       // a number missing, malformed or out of its range
        BadMove,         // a move, or a line of moves, that is not one
        BadGame,         // "set game" with a GGF game that does not read
    };
    Kind kind = Kind::Empty;
    // The command the line names: "ping", "set depth", "===", ... ("" for Empty and
    // UnknownCommand).
    std::string command;
    std::string text;    // the part of the line that is wrong: the unknown word, the bad number...
    std::string reason;  // BadGame: what the GGF parser found wrong
    std::string
        message;  // a sentence: "\"ping\" needs a number, got \"x\"" (the line's text as is)
};

// A message, or the error that kept a line from being one.
template <typename Message>
class NboardParse {
public:
    NboardParse(Message message) : state_(std::move(message)) {}  // NOLINT: implicit on purpose
    NboardParse(NboardError error) : state_(std::move(error)) {}  // NOLINT: implicit on purpose

    bool ok() const { return state_.index() == 0; }
    explicit operator bool() const { return ok(); }
    // Precondition: ok().
    const Message& value() const { return std::get<0>(state_); }
    const Message& operator*() const { return value(); }
    // Precondition: !ok().
    const NboardError& error() const { return std::get<1>(state_); }

    // The message if it is a T, else null.
    template <typename T>
    const T* get() const {
        return ok() ? std::get_if<T>(&value()) : nullptr;
    }

private:
    std::variant<Message, NboardError> state_;
};

// A line from a GUI: "nboard 2", "set depth 12", "set game (;...;)", "move F5", "go", "ping 3"...
NboardParse<NboardCommand> parseCommand(std::string_view line);
// A line from an engine: "set myname Edax", "pong 3", "=== F5/1.00/0.5", "status", "search ..."...
NboardParse<NboardReply> parseReply(std::string_view line);

// True for an engine's "===" line that is not a move: an answer the GUI cannot take.
inline bool isBadMoveAnswer(const NboardError& error) { return error.command == "==="; }

}  // namespace verso::nboard
