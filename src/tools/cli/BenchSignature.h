// SPDX-License-Identifier: GPL-3.0-or-later
// The bench signature (verso-cli bench without options): one node count over fixed positions
// searched to fixed depths, so that a change that claims not to alter play can show it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace verso::cli {

struct BenchSignature {
    std::uint64_t nodes = 0;  // the signature: the same on every machine and build for one engine
    double seconds = 0;       // the time the searches took (varies)
};

// Searches each of the built-in positions to its depth (midgame searches with selective pruning,
// then exact solves), one thread, a fresh 16 MB table for each. Nullopt, with the problem in
// "error", when a built-in position does not read or the table cannot be allocated.
std::optional<BenchSignature> runBenchSignature(std::string& error);

}  // namespace verso::cli
