// SPDX-License-Identifier: GPL-3.0-or-later
// The outcome of parsing text: a value, or an error saying what is wrong and where.
// Parsers never throw and never half-apply: on error there is no value at all.
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <variant>

namespace verso {

struct ParseError {
    std::string message;     // a full sentence, e.g. "illegal move e6 at ply 3 (character 4): ..."
    std::size_t offset = 0;  // character offset in the input where the problem starts
    int ply = -1;  // 1-based ply of the offending move in a transcript, -1 when not a move
};

template <typename T>
class ParseResult {
public:
    ParseResult(T value) : state_(std::move(value)) {}           // NOLINT: implicit on purpose
    ParseResult(ParseError error) : state_(std::move(error)) {}  // NOLINT: implicit on purpose

    bool ok() const { return std::holds_alternative<T>(state_); }
    explicit operator bool() const { return ok(); }

    // Precondition: ok().
    const T& value() const { return std::get<T>(state_); }
    T& value() { return std::get<T>(state_); }
    const T& operator*() const { return value(); }
    const T* operator->() const { return &value(); }

    // Precondition: !ok().
    const ParseError& error() const { return std::get<ParseError>(state_); }
    const std::string& message() const { return error().message; }

private:
    std::variant<T, ParseError> state_;
};

}  // namespace verso
