// SPDX-License-Identifier: GPL-3.0-or-later
// The --threads option of the commands that search: how many threads a search may use.
#pragma once

#include <algorithm>
#include <thread>

namespace verso::cli {

// The largest --threads value accepted.
inline constexpr int kMaxThreads = 64;

// The default: every core the machine has (1 when it cannot tell).
inline int allCores() {
    return std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1, kMaxThreads);
}

}  // namespace verso::cli
