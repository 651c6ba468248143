// SPDX-License-Identifier: GPL-3.0-or-later
// The threads a parallel search hands its shared moves to (Qt-free): started once and kept
// waiting between splits, so a split costs a wake-up rather than a new thread. A task goes to a
// waiting thread, or to a new one when all are at work (a split's owner waits for its helper,
// and the helper may split again, so the tasks in flight can outnumber the search's threads).
// A thread that has just finished a task watches for the next one for a while before it sleeps:
// a split is often followed by another within microseconds, and waking a sleeping thread costs
// tens of microseconds on a virtual machine.
#pragma once

#include <atomic>
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
        std::atomic<bool> done{false};
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
        std::atomic<bool> hasTask{false};  // set with "task", for the watch before sleeping
        bool busy = false;
        bool sleeping = false;
        std::condition_variable wake;  // a task or the end
    };
    void serve(Worker& worker);

    std::mutex mutex_;
    std::condition_variable done_;  // a task done, for wait()
    int sleepingWaiters_ = 0;       // owners asleep in wait()
    std::vector<std::unique_ptr<Worker>> workers_;
    std::atomic<bool> quit_{false};
};

}  // namespace verso::engine
