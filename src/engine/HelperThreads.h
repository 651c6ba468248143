// SPDX-License-Identifier: GPL-3.0-or-later
// The threads a parallel search hands its shared moves to (Qt-free): started once and kept
// waiting between splits, so a split costs a wake-up rather than a new thread. A task goes to a
// waiting thread, or to a new one when all are at work (a split's owner waits for its helper,
// and the helper may split again, so the tasks in flight can outnumber the search's threads).
#pragma once

#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace verso::engine {

class HelperThreads {
public:
    // One task handed to a thread; wait() returns once it has run.
    struct Ticket {
        bool done = false;
    };

    HelperThreads() = default;
    ~HelperThreads();  // joins the threads (every task must have been waited for)
    HelperThreads(const HelperThreads&) = delete;
    HelperThreads& operator=(const HelperThreads&) = delete;

    // Runs "task" on a waiting thread (a new one when none waits); "ticket" must outlive it.
    void start(std::function<void()> task, Ticket& ticket);
    void wait(Ticket& ticket);

private:
    struct Worker {
        std::thread thread;
        std::function<void()> task;  // empty while waiting
        Ticket* ticket = nullptr;
        bool busy = false;
    };
    void serve(Worker& worker);

    std::mutex mutex_;
    std::condition_variable wake_;  // a task or the end for the workers
    std::condition_variable done_;  // a task done, for wait()
    std::vector<std::unique_ptr<Worker>> workers_;
    bool quit_ = false;
};

}  // namespace verso::engine
