// SPDX-License-Identifier: GPL-3.0-or-later
// The frame of verso-lab's long resumable commands (label, selfplay): their --seconds, their
// usage on --help or bad arguments, the clean stop (StopTimer.h) and the hash table that cannot be
// allocated.
#pragma once

#include <cstdlib>
#include <iostream>
#include <new>
#include <optional>
#include <string>

#include "Command.h"
#include "StopTimer.h"
#include "core/Printable.h"

namespace verso::cli {

// Reads the value of "--seconds" at args[i] (args[i + 1] must exist) into "seconds" and moves "i"
// past it; false, with a message naming "command", when it is not a number of seconds.
inline bool takeSeconds(const Args& args, std::size_t& i, const char* command,
                        std::optional<double>& seconds) {
    char* end = nullptr;
    const std::string& text = args[++i];
    const double s = std::strtod(text.c_str(), &end);
    if (text.empty() || *end != '\0' || !(s >= 0) || s > 1e9) {
        std::cerr << "verso-lab " << command << ": --seconds needs a number of seconds, not '"
                  << printable(text) << "'\n";
        return false;
    }
    seconds = s;
    return true;
}

// Runs a long command: its usage on --help (exit status 0) or when parse(args, options) refuses
// the arguments (2); otherwise work(options) with stopRequested cleared, then set by Ctrl-C or
// after options.seconds, and its exit status.
template <class Options, class Parse, class Work>
int runLongCommand(const Args& args, const char* usage, Options& options, Parse parse, Work work) {
    if (wantsHelp(args)) {
        std::cout << usage;
        return 0;
    }
    if (!parse(args, options)) {
        std::cerr << usage;
        return 2;
    }
    stopRequested.store(false);
    const StopTimer timer(options.seconds);
    catchStopSignals();
    return work(options);
}

// Runs "search" (false with the reason in its argument on an error: exit status 1, the reason
// printed); a hash table of "megabytes" that cannot be allocated ends it with exit status 2 and a
// message. 0 when the search succeeded.
template <class Search>
int searchWithHashTable(const char* command, int megabytes, Search search) {
    std::string error;
    try {
        if (search(error)) return 0;
        std::cerr << "verso-lab " << command << ": " << error << '\n';
        return 1;
    } catch (const std::bad_alloc&) {
        std::cerr << "verso-lab " << command << ": cannot allocate a " << megabytes
                  << " MB hash table; give a smaller --hash (the default is 16 MB)\n";
        return 2;
    }
}

}  // namespace verso::cli
