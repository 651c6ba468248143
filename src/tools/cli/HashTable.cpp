// SPDX-License-Identifier: GPL-3.0-or-later
#include "HashTable.h"

#include <iostream>
#include <new>

#include "Command.h"

namespace verso::cli {

std::vector<std::unique_ptr<engine::Searcher>> allocateSearchers(std::size_t megabytes, int count,
                                                                 std::string_view command,
                                                                 std::size_t defaultMegabytes) {
    std::vector<std::unique_ptr<engine::Searcher>> searchers;
    try {
        for (int i = 0; i < count; ++i)
            searchers.push_back(std::make_unique<engine::Searcher>(megabytes));
    } catch (const std::bad_alloc&) {
        std::cerr << programName() << ' ' << command << ": cannot allocate a " << megabytes
                  << " MB hash table"
                  << (count > 1 ? " for each of the " + std::to_string(count) + " jobs"
                                : std::string())
                  << "; give a smaller --hash (the default is " << defaultMegabytes << " MB)\n";
        searchers.clear();
    }
    return searchers;
}

}  // namespace verso::cli
