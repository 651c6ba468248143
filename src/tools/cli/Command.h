// verso-cli subcommands register themselves here; main() dispatches by name.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace verso::cli {

using Args = std::vector<std::string>;  // the arguments after the subcommand name

struct Command {
    std::string name;     // "perft"
    std::string summary;  // one line for "verso-cli --help"
    std::function<int(const Args&)> run;  // returns the process exit code
};

// Used as: static const bool registered = registerCommand({...}); in each command's .cpp file.
bool registerCommand(Command command);
const std::vector<Command>& commands();

// True when args contain -h or --help.
bool wantsHelp(const Args& args);

}  // namespace verso::cli
