// SPDX-License-Identifier: GPL-3.0-or-later
// The --hash option of solve and bench: any number of megabytes is accepted, and a table that
// cannot be allocated is refused in one sentence (exit status 2) instead of an abort.
#pragma once

#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/Search.h"

namespace verso::cli {

// The largest --hash value read (any larger number is not a size in megabytes a machine can have).
inline constexpr long long kMaxHashMegabytes = 1LL << 50;

// "count" searchers with a "megabytes" MB table each, or none (after printing
// "PROGRAM COMMAND: cannot allocate a N MB hash table ..." to standard error) when the memory
// is not there.
std::vector<std::unique_ptr<engine::Searcher>> allocateSearchers(std::size_t megabytes, int count,
                                                                 std::string_view command,
                                                                 std::size_t defaultMegabytes);

}  // namespace verso::cli
