// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/HelperThreads.h"

#include <chrono>
#include <utility>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

namespace verso::engine {

namespace {

// How long a thread that has finished a task watches for the next one before it sleeps. (An
// owner waiting for its helper sleeps at once: its core may be needed by a split below.)
constexpr auto kWatch = std::chrono::microseconds(30);

void relax() {
#if defined(__x86_64__) || defined(__i386__)
    _mm_pause();
#else
    std::this_thread::yield();
#endif
}

// Watches "ready" for kWatch, or until it holds.
template <typename Ready>
void watch(Ready ready) {
    const auto until = std::chrono::steady_clock::now() + kWatch;
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
    std::unique_lock lock(mutex_);
    Worker* idle = nullptr;
    for (const auto& worker : workers_)
        if (!worker->busy && (!idle || idle->sleeping))  // an awake one first
            idle = worker.get();
    if (!idle) {
        workers_.push_back(std::make_unique<Worker>());
        idle = workers_.back().get();
        idle->thread = std::thread([this, idle] { serve(*idle); });
    }
    idle->busy = true;
    idle->ticket = &ticket;
    idle->task = std::move(task);
    idle->hasTask.store(true, std::memory_order_release);
    const bool sleeping = idle->sleeping;
    lock.unlock();
    if (sleeping) idle->wake.notify_one();
}

void HelperThreads::wait(Ticket& ticket) {
    std::unique_lock lock(mutex_);
    ++sleepingWaiters_;
    done_.wait(lock, [&] { return ticket.done.load(std::memory_order_acquire); });
    --sleepingWaiters_;
}

void HelperThreads::serve(Worker& worker) {
    for (;;) {
        watch([&] {
            return worker.hasTask.load(std::memory_order_acquire) ||
                   quit_.load(std::memory_order_acquire);
        });
        std::unique_lock lock(mutex_);
        worker.sleeping = true;
        worker.wake.wait(lock, [&] { return quit_.load() || worker.task; });
        worker.sleeping = false;
        if (!worker.task) return;  // the end
        const std::function<void()> task = std::move(worker.task);
        worker.task = nullptr;
        worker.hasTask.store(false, std::memory_order_relaxed);
        lock.unlock();
        task();
        lock.lock();
        Ticket* ticket = worker.ticket;
        worker.ticket = nullptr;
        worker.busy = false;
        ticket->done.store(true, std::memory_order_release);
        const bool waiters = sleepingWaiters_ > 0;
        lock.unlock();
        if (waiters) done_.notify_all();
    }
}

}  // namespace verso::engine
