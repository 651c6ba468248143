// SPDX-License-Identifier: GPL-3.0-or-later
// The threads a parallel search hands its shared moves to (Qt-free): started once and kept
// waiting between splits, so a split costs a wake-up rather than a new thread.
//
// A split's owner that has searched its share of the moves waits for its helper, and while it
// waits it runs the tasks of the splits below its own (the helpful master of young brothers
// wait): the helper's subtree splits onto the waiting owner's core without a thread of its own
// and without a wake-up, and the owner is back at its split as soon as the helper ends. A task
// goes to such a waiting owner first, then to a waiting thread, and to a new thread only when
// neither is there.
//
// A thread that has just finished a task, and an owner that starts waiting, watch for the next
// task (or the end of the split) for a while before they sleep: splits follow one another within
// microseconds, and waking a sleeping thread costs tens of microseconds on a virtual machine.
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
private:
    struct Slot;

public:
    // One task handed to a thread; wait() returns once it has run. A ticket is made on the
    // stack of the split that starts the task and stays there until wait() returns.
    struct Ticket {
        std::atomic<bool> done{false};

    private:
        friend class HelperThreads;
        const HelperThreads* pool = nullptr;  // the threads it was started on
        const Ticket* parent = nullptr;       // the split this one is below (its thread's), or none
        Slot* waiter = nullptr;               // the owner, while it waits in wait()
    };

    HelperThreads() = default;
    ~HelperThreads();  // joins the threads (every task must have been waited for)
    HelperThreads(const HelperThreads&) = delete;
    HelperThreads& operator=(const HelperThreads&) = delete;

    // Runs "task" on a thread that waits for a split above this one, or a waiting thread, or a
    // new one; "ticket" must outlive it. The calling thread's split (until wait(ticket)) is the
    // one of "ticket".
    void start(std::function<void()> task, Ticket& ticket);
    // Returns once the task of "ticket" has run, running tasks of the splits below meanwhile.
    void wait(Ticket& ticket);

private:
    // A thread that can take a task: a helper thread, or an owner in wait().
    struct Slot {
        std::function<void()> task;  // empty while waiting
        Ticket* ticket = nullptr;
        std::atomic<bool> hasTask{false};  // set with "task", for the watch before sleeping
        bool busy = false;                 // from a task given until it has run
        bool sleeping = false;
        std::condition_variable wake;  // a task, the end of the owner's split, or the end
    };
    struct Worker : Slot {
        std::thread thread;
    };
    void serve(Worker& worker);
    // Hands "task" to "slot" (under the lock, released by the call).
    void give(Slot& slot, std::function<void()> task, Ticket& ticket,
              std::unique_lock<std::mutex>& lock);
    // Runs the task "slot" holds (under the lock, held again on return), its ticket done after.
    void run(Slot& slot, std::unique_lock<std::mutex>& lock);

    std::mutex mutex_;
    std::vector<std::unique_ptr<Worker>> workers_;
    std::atomic<bool> quit_{false};
};

}  // namespace verso::engine
