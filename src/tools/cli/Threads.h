// SPDX-License-Identifier: GPL-3.0-or-later
// The --threads option of the commands that search: how many threads a search may use.
#pragma once

#include <algorithm>
#include <string>
#include <thread>

#include "Arguments.h"
#include "core/Printable.h"

namespace verso::cli {

// The largest --threads value accepted.
inline constexpr int kMaxThreads = 64;

// The default: every core the machine has (1 when it cannot tell).
inline int allCores() {
    return std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1, kMaxThreads);
}

// Reads the value of --threads ("value", null when missing) into "into": "" when it is a number
// of threads, else the problem in a sentence.
inline std::string readThreads(const std::string* value, int& into) {
    const auto n = value ? parseInteger(*value, 1, kMaxThreads) : std::nullopt;
    if (!n) {
        return "--threads needs a whole number from 1 to " + std::to_string(kMaxThreads) +
               (value ? ", not '" + printable(*value) + "'." : std::string("."));
    }
    into = static_cast<int>(*n);
    return {};
}

}  // namespace verso::cli
