// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/HelperThreads.h"

#include <utility>

namespace verso::engine {

HelperThreads::~HelperThreads() {
    {
        const std::lock_guard lock(mutex_);
        quit_ = true;
    }
    wake_.notify_all();
    for (const auto& worker : workers_) worker->thread.join();
}

void HelperThreads::start(std::function<void()> task, Ticket& ticket) {
    const std::lock_guard lock(mutex_);
    Worker* idle = nullptr;
    for (const auto& worker : workers_)
        if (!worker->busy) {
            idle = worker.get();
            break;
        }
    if (!idle) {
        workers_.push_back(std::make_unique<Worker>());
        idle = workers_.back().get();
        idle->thread = std::thread([this, idle] { serve(*idle); });
    }
    idle->busy = true;
    idle->ticket = &ticket;
    idle->task = std::move(task);
    wake_.notify_all();
}

void HelperThreads::wait(Ticket& ticket) {
    std::unique_lock lock(mutex_);
    done_.wait(lock, [&] { return ticket.done; });
}

void HelperThreads::serve(Worker& worker) {
    std::unique_lock lock(mutex_);
    for (;;) {
        wake_.wait(lock, [&] { return quit_ || worker.task; });
        if (!worker.task) return;  // the end
        const std::function<void()> task = std::move(worker.task);
        worker.task = nullptr;
        lock.unlock();
        task();
        lock.lock();
        worker.ticket->done = true;
        worker.ticket = nullptr;
        worker.busy = false;
        done_.notify_all();
    }
}

}  // namespace verso::engine
