// SPDX-License-Identifier: GPL-3.0-or-later
// A job shared by several threads, as the lab's long commands run it: work(0) on the calling
// thread, work(1) to work(threads - 1) on helper threads, returning once all have returned.
#pragma once

#include <functional>
#include <thread>
#include <vector>

namespace verso::train {

inline void runOnThreads(int threads, const std::function<void(int)>& work) {
    std::vector<std::thread> helpers;
    for (int t = 1; t < threads; ++t) helpers.emplace_back(work, t);
    work(0);
    for (std::thread& helper : helpers) helper.join();
}

}  // namespace verso::train
