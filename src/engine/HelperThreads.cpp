// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/HelperThreads.h"

#include <chrono>
#include <utility>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

namespace verso::engine {

namespace {

// How long a thread that has finished a task watches for the next one before it sleeps.
constexpr auto kWatch = std::chrono::microseconds(30);
// How long an owner that starts waiting for its helper watches before it sleeps.
constexpr auto kOwnerWatch = std::chrono::microseconds(30);

// The split the calling thread is working for (as its owner or its helper), or none.
thread_local const HelperThreads::Ticket* currentSplit = nullptr;

void relax() {
#if defined(__x86_64__) || defined(__i386__)
    _mm_pause();
#else
    std::this_thread::yield();
#endif
}

// Watches "ready" for "time", or until it holds.
template <typename Ready>
void watch(std::chrono::microseconds time, Ready ready) {
    const auto until = std::chrono::steady_clock::now() + time;
    for (int i = 1;; ++i) {
        if (ready()) return;
        relax();
        if ((i & 63) == 0 && std::chrono::steady_clock::now() >= until) return;
    }
}

}  // namespace

HelperThreads::~HelperThreads() {
    {
        const std::lock_guard lock(mutex_);
        quit_.store(true, std::memory_order_release);
    }
    for (const auto& worker : workers_) worker->wake.notify_one();
    for (const auto& worker : workers_) worker->thread.join();
}

void HelperThreads::start(std::function<void()> task, Ticket& ticket) {
    ticket.pool = this;
    ticket.parent = currentSplit;
    currentSplit = &ticket;
    std::unique_lock lock(mutex_);
    // An owner of these threads waiting for a split above this one, nearest first.
    for (const Ticket* above = ticket.parent; above && above->pool == this; above = above->parent) {
        if (above->waiter && !above->waiter->busy) {
            give(*above->waiter, std::move(task), ticket, lock);
            return;
        }
    }
    Worker* idle = nullptr;
    for (const auto& worker : workers_)
        if (!worker->busy && (!idle || idle->sleeping))  // an awake one first
            idle = worker.get();
    if (!idle) {
        workers_.push_back(std::make_unique<Worker>());
        idle = workers_.back().get();
        idle->thread = std::thread([this, idle] { serve(*idle); });
    }
    give(*idle, std::move(task), ticket, lock);
}

void HelperThreads::give(Slot& slot, std::function<void()> task, Ticket& ticket,
                         std::unique_lock<std::mutex>& lock) {
    slot.busy = true;
    slot.ticket = &ticket;
    slot.task = std::move(task);
    slot.hasTask.store(true, std::memory_order_release);
    const bool sleeping = slot.sleeping;
    lock.unlock();
    if (sleeping) slot.wake.notify_one();
}

void HelperThreads::run(Slot& slot, std::unique_lock<std::mutex>& lock) {
    const std::function<void()> task = std::move(slot.task);
    Ticket* const ticket = slot.ticket;
    slot.task = nullptr;
    slot.ticket = nullptr;
    slot.hasTask.store(false, std::memory_order_relaxed);
    lock.unlock();
    const Ticket* const outer = currentSplit;
    currentSplit = ticket;
    task();
    currentSplit = outer;
    lock.lock();
    ticket->done.store(true, std::memory_order_release);
    // Notified under the lock: the owner cannot leave wait(), and its slot, before it is released.
    if (ticket->waiter && ticket->waiter->sleeping) ticket->waiter->wake.notify_one();
    slot.busy = false;
}

void HelperThreads::wait(Ticket& ticket) {
    Slot self;
    std::unique_lock lock(mutex_);
    ticket.waiter = &self;
    for (;;) {
        if (self.task) {
            run(self, lock);
            continue;
        }
        if (ticket.done.load(std::memory_order_acquire)) break;
        lock.unlock();
        watch(kOwnerWatch, [&] {
            return self.hasTask.load(std::memory_order_acquire) ||
                   ticket.done.load(std::memory_order_acquire);
        });
        lock.lock();
        if (self.task || ticket.done.load(std::memory_order_acquire)) continue;
        self.sleeping = true;
        self.wake.wait(lock, [&] { return self.task || ticket.done.load(); });
        self.sleeping = false;
    }
    ticket.waiter = nullptr;
    currentSplit = ticket.parent;
}

void HelperThreads::serve(Worker& worker) {
    for (;;) {
        watch(kWatch, [&] {
            return worker.hasTask.load(std::memory_order_acquire) ||
                   quit_.load(std::memory_order_acquire);
        });
        std::unique_lock lock(mutex_);
        worker.sleeping = true;
        worker.wake.wait(lock, [&] { return quit_.load() || worker.task; });
        worker.sleeping = false;
        if (!worker.task) return;  // the end
        run(worker, lock);
    }
}

}  // namespace verso::engine
