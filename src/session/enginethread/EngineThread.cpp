// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/enginethread/EngineThread.h"

#include <QThread>
#include <QtDebug>

#include "engine/Search.h"
#include "session/enginethread/EngineWorker.h"

namespace verso::session {

EngineThread::EngineThread(QObject* parent)
    : EngineThread(QStringLiteral("Verso engine"), parent) {}

EngineThread::EngineThread(const QString& name, QObject* parent)
    : QObject(parent), thread_(new QThread), worker_(new EngineWorker) {
    qRegisterMetaType<verso::Move>();
    qRegisterMetaType<verso::session::MoveInfo>();
    qRegisterMetaType<verso::session::ChosenMove>();
    qRegisterMetaType<verso::session::RequestJob>();
    thread_->setObjectName(name);
    worker_->moveToThread(thread_);
    connect(this, &EngineThread::requestPosted, worker_, &EngineWorker::run, Qt::QueuedConnection);
    connect(worker_, &EngineWorker::reported, this, &EngineThread::deliverReport,
            Qt::QueuedConnection);
    connect(worker_, &EngineWorker::finished, this, &EngineThread::deliverResult,
            Qt::QueuedConnection);
    thread_->start();
}

EngineThread::~EngineThread() { shutDown(); }

std::unique_ptr<EngineRequest> EngineThread::ask(EngineRequest::Body body) {
    auto request = std::make_unique<EngineRequest>();
    if (!thread_) return request;  // shut down: nothing runs any more, nothing will answer
    std::erase_if(open_,
                  [](const auto& entry) { return !entry.second || !entry.second->isOpen(); });
    open_.emplace(request->id(), request.get());
    emit requestPosted(RequestJob{request->id(), std::move(body), request->stopFlag()});
    return request;
}

std::unique_ptr<EngineRequest> EngineThread::askMove(
    const Position& position, const engine::Level& asked,
    const std::optional<engine::MoveClock>& clock) {
    const engine::OpeningBook* book = book_;
    // The levels by time and every level on a clock search on all the threads; the eight levels
    // otherwise keep to one, so each plays the same game from the same seed.
    engine::Level level = asked;
    if (level.moveTime.count() > 0 || clock) level.threads = threads_;
    return ask([position, level, book, clock, rng = std::mt19937_64(seeds_())](
                   engine::Searcher& searcher, const std::atomic<bool>& stop,
                   const EngineRequest::Report&) mutable {
        if (position.isGameOver()) return QVariant();
        const engine::SearchResult result =
            engine::chooseMove(searcher, position, level, rng, &stop, book, clock);
        ChosenMove chosen;
        chosen.move = result.best;
        chosen.info.score = result.score;
        chosen.info.depth = result.depth;
        chosen.info.exact = result.exact;
        chosen.info.nodes = result.nodes;
        chosen.info.seconds = result.seconds;
        chosen.info.fromBook = result.fromBook;
        return QVariant::fromValue(chosen);
    });
}

// Back on the GUI thread: only to a request that is still there and open.
void EngineThread::deliverReport(quint64 id, const QVariant& value) {
    const auto it = open_.find(id);
    if (it != open_.end() && it->second) it->second->deliverReport(value);
}

void EngineThread::deliverResult(quint64 id, const QVariant& value) {
    const auto it = open_.find(id);
    if (it == open_.end()) return;
    const QPointer<EngineRequest> request = it->second;
    open_.erase(it);
    if (request) request->deliverResult(value);
}

bool EngineThread::isBusy() const {
    for (const auto& [id, request] : open_) {
        if (request && request->isOpen()) return true;
    }
    return false;
}

bool EngineThread::shutDown(std::chrono::milliseconds bound) {
    if (!thread_) return joined_;
    for (const auto& [id, request] : open_) {
        if (request) request->cancel();
    }
    open_.clear();
    thread_->quit();
    if (thread_->wait(QDeadlineTimer(bound.count()))) {
        delete worker_;
        delete thread_;
        joined_ = true;
    } else {
        // A search that ignores its stop flag: leave the thread to the exiting process rather
        // than destroy a running QThread (which aborts).
        qWarning("Verso: the engine thread did not stop within %lld ms",
                 static_cast<long long>(bound.count()));
    }
    worker_ = nullptr;
    thread_ = nullptr;
    return joined_;
}

}  // namespace verso::session
