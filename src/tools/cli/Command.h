// SPDX-License-Identifier: GPL-3.0-or-later
// The commands of a command-line program (verso-cli, verso-lab) register themselves here;
// runProgram() is the programs' main(): it dispatches argv[1] to the command of that name.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace verso::cli {

using Args = std::vector<std::string>;  // the arguments after the subcommand name

struct Command {
    std::string name;                     // "perft"
    std::string summary;                  // one line for "PROGRAM --help"
    std::function<int(const Args&)> run;  // returns the process exit code
};

// Used as: static const bool registered = registerCommand({...}); in each command's .cpp file.
bool registerCommand(Command command);
const std::vector<Command>& commands();

// True when args contain -h or --help.
bool wantsHelp(const Args& args);

// The running program's name ("verso-cli", "verso-lab"), which starts every message a shared
// helper prints ("verso-cli solve: ..."); set by runProgram.
const std::string& programName();

// The main() of a program made of the registered commands: "PROGRAM COMMAND [ARGS...]" runs
// COMMAND, "PROGRAM --help" lists the commands; an unknown or missing command is a usage error
// (exit status 2).
int runProgram(std::string_view program, int argc, char** argv);

}  // namespace verso::cli
