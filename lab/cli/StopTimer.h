// SPDX-License-Identifier: GPL-3.0-or-later
// The clean stop of verso-lab's long resumable commands (label, selfplay): a flag set by
// --seconds' timer or by Ctrl-C, which the work polls between steps and the search during one.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <mutex>
#include <optional>
#include <thread>

namespace verso::cli {

// Set by --seconds' timer or by Ctrl-C; the search polls it.
inline std::atomic<bool> stopRequested{false};
static_assert(std::atomic<bool>::is_always_lock_free, "set from a signal handler");

inline void onStopSignal(int) { stopRequested.store(true); }

// Ctrl-C and SIGTERM set stopRequested.
inline void catchStopSignals() {
    std::signal(SIGINT, onStopSignal);
    std::signal(SIGTERM, onStopSignal);
}

// Sets stopRequested after "seconds" unless it is destroyed first.
class StopTimer {
public:
    explicit StopTimer(std::optional<double> seconds) {
        if (!seconds) return;
        const auto deadline = std::chrono::steady_clock::now() +
                              std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                  std::chrono::duration<double>(*seconds));
        thread_ = std::thread([this, deadline] {
            std::unique_lock lock(mutex_);
            if (!wake_.wait_until(lock, deadline, [this] { return finished_; }))
                stopRequested.store(true);
        });
    }
    ~StopTimer() {
        {
            std::lock_guard lock(mutex_);
            finished_ = true;
        }
        wake_.notify_all();
        if (thread_.joinable()) thread_.join();
    }

private:
    std::mutex mutex_;
    std::condition_variable wake_;
    bool finished_ = false;
    std::thread thread_;
};

}  // namespace verso::cli
