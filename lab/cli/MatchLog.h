// SPDX-License-Identifier: GPL-3.0-or-later
// The log of a verso-lab match (--log FILE), which lets a long match run in parts: a first line
// naming the match, then one line per finished game,
//   game I margin M black 0|1 seconds A B longest A B moves A B [clock A B]
// (I from 1; M is player A's final disc difference; "black 1" when A had black; the seconds are
// both sides' thinking time and longest move; the moves are the moves each side chose; in a match
// on a game clock, "clock" gives the least time each side had left after a move, in seconds,
// negative for a clock that ran out, 0 for a side without a clock).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace verso::cli {

struct LoggedGame {
    int marginForA = 0;  // A's final disc difference (empties to the winner)
    bool aBlack = true;
    double seconds[2] = {0, 0};  // thinking time of A and B
    double longest[2] = {0, 0};  // their longest move
    int moves[2] = {0, 0};       // moves they chose (forced passes not counted)
    bool clocked = false;        // played on a game clock: "lowest" is known
    double lowest[2] = {0, 0};   // the least time left on each side's clock after a move
};

// The line of game "index" (from 0), without the newline.
std::string matchLogLine(int index, const LoggedGame& game);

// "game" with its times as its log line keeps them (to a ten-thousandth of a second), so that a
// match reports the same figures whether its games were played now or read from its log.
LoggedGame asLogged(LoggedGame game);

// Reads a log's text: "header" must be its first line, and every game line must be whole and name
// a game below "gameCount" (a later line for the same game replaces an earlier one). A last line
// without its newline that is not a whole game is a game cut short by a stopped run: it is left
// out. Returns the games by index, or nullopt with the problem in "error" (naming the line).
std::optional<std::vector<std::optional<LoggedGame>>> readMatchLog(std::string_view text,
                                                                   std::string_view header,
                                                                   int gameCount,
                                                                   std::string& error);

}  // namespace verso::cli
