// SPDX-License-Identifier: GPL-3.0-or-later
// Small pieces of command-line output shared by the commands of verso-cli and verso-lab: JSON
// strings and move lists, signed disc values, and a progress line on stderr when stderr is a
// terminal.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/Square.h"

namespace verso::cli {

// A JSON string literal, quotes included.
std::string jsonString(std::string_view text);
// ["f5", "d6", "pa"]: a JSON array of square names ("pa" for a pass).
std::string jsonMoves(const std::vector<Move>& moves);
// "f5 d6 pa c3": the moves with spaces between them.
std::string spacedMoves(const std::vector<Move>& moves);
// "+12", "0", "-4".
std::string signedValue(int discs);

// One line on stderr, rewritten in place ("\r"), only when stderr is a terminal; finish() ends it.
class TerminalProgress {
public:
    TerminalProgress();
    ~TerminalProgress() { finish(); }
    TerminalProgress(const TerminalProgress&) = delete;
    TerminalProgress& operator=(const TerminalProgress&) = delete;

    bool enabled() const { return enabled_; }
    void show(const std::string& line);
    void finish();

private:
    bool enabled_;
    std::size_t shown_ = 0;  // characters of the line on screen
};

}  // namespace verso::cli
