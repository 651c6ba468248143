// SPDX-License-Identifier: GPL-3.0-or-later
#include <algorithm>
#include <iostream>

#include "Command.h"
#include "core/Printable.h"
#include "core/Version.h"

namespace verso::cli {

namespace {
std::vector<Command>& registry() {
    static std::vector<Command> all;
    return all;
}

std::string& name() {
    static std::string program = "verso-cli";
    return program;
}

void printUsage(std::ostream& out) {
    out << "Usage: " << name() << " COMMAND [ARGS...]\n\nCommands:\n";
    // The summaries in one column, two spaces after the longest name (at least 8 wide).
    std::size_t width = 8;
    for (const auto& c : commands()) width = std::max(width, c.name.size());
    for (const auto& c : commands())
        out << "  " << c.name << std::string(width + 2 - c.name.size(), ' ') << c.summary << '\n';
    out << "\nRun '" << name() << " COMMAND --help' for the options of one command, '" << name()
        << " --version' for the version and the licence.\n";
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
    return std::any_of(args.begin(), args.end(),
                       [](const std::string& a) { return a == "-h" || a == "--help"; });
}

const std::string& programName() { return name(); }

int runProgram(std::string_view program, int argc, char** argv) {
    name() = program;
    if (argc < 2) {
        printUsage(std::cerr);
        return 2;
    }
    const std::string command = argv[1];
    if (command == "-h" || command == "--help" || command == "help") {
        printUsage(std::cout);
        return 0;
    }
    if (command == "--version" || command == "-v") {
        std::cout << versionText(name());
        return 0;
    }
    const Args args(argv + 2, argv + argc);
    for (const auto& c : commands())
        if (c.name == command) return c.run(args);
    std::cerr << name() << ": unknown command '" << printable(command) << "'\n\n";
    printUsage(std::cerr);
    return 2;
}

}  // namespace verso::cli
