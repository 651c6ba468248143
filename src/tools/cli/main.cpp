// SPDX-License-Identifier: GPL-3.0-or-later
// verso-cli: command-line tools around the Verso engine (play, analyze, review, solve, perft,
// bench).
#include "Command.h"

int main(int argc, char** argv) { return verso::cli::runProgram("verso-cli", argc, argv); }
