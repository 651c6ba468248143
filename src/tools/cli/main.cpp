// verso-cli: command-line tools around the Verso engine (perft, play, solve, match, ...).
#include <algorithm>
#include <iostream>

#include "Command.h"
#include "core/Printable.h"

namespace verso::cli {

namespace {
std::vector<Command>& registry() {
    static std::vector<Command> all;
    return all;
}
}  // namespace

bool registerCommand(Command command) {
    registry().push_back(std::move(command));
    std::sort(registry().begin(), registry().end(),
              [](const Command& a, const Command& b) { return a.name < b.name; });
    return true;
}

const std::vector<Command>& commands() { return registry(); }

bool wantsHelp(const Args& args) {
    return std::any_of(args.begin(), args.end(), [](const std::string& a) { return a == "-h" || a == "--help"; });
}

}  // namespace verso::cli

namespace {
void printUsage(std::ostream& out) {
    out << "Usage: verso-cli COMMAND [ARGS...]\n\nCommands:\n";
    for (const auto& c : verso::cli::commands()) out << "  " << c.name << std::string(10 - std::min<size_t>(9, c.name.size()), ' ') << c.summary << '\n';
    out << "\nRun 'verso-cli COMMAND --help' for the options of one command.\n";
}
}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        printUsage(std::cerr);
        return 2;
    }
    const std::string name = argv[1];
    if (name == "-h" || name == "--help" || name == "help") {
        printUsage(std::cout);
        return 0;
    }
    const verso::cli::Args args(argv + 2, argv + argc);
    for (const auto& c : verso::cli::commands())
        if (c.name == name) return c.run(args);
    std::cerr << "verso-cli: unknown command '" << verso::printable(name) << "'\n\n";
    printUsage(std::cerr);
    return 2;
}
