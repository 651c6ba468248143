// SPDX-License-Identifier: GPL-3.0-or-later
// verso-lab: the research commands (train, label, book, probcut-calibrate, evalbench,
// mix-weights, positions, match); never installed. The product's commands are verso-cli's.
#include "Command.h"

int main(int argc, char** argv) { return verso::cli::runProgram("verso-lab", argc, argv); }
