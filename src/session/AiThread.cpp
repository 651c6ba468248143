#include "session/AiThread.h"

#include <QThread>
#include <QtDebug>

#include "session/AiWorker.h"

namespace verso::session {

AiThread::AiThread(QObject* parent) : QObject(parent), thread_(new QThread), worker_(new AiWorker) {
    qRegisterMetaType<verso::Move>();
    qRegisterMetaType<verso::session::AiRequest>();
    qRegisterMetaType<verso::session::AiInfo>();
    thread_->setObjectName(QStringLiteral("Verso AI"));
    worker_->moveToThread(thread_);
    connect(this, &AiThread::requestPosted, worker_, &AiWorker::think, Qt::QueuedConnection);
    connect(worker_, &AiWorker::moveChosen, this, &AiThread::onWorkerMoveChosen, Qt::QueuedConnection);
    thread_->start();
}

AiThread::~AiThread() { shutDown(); }

quint64 AiThread::request(const Position& position, const engine::Level& level) {
    AiRequest request;
    request.id = nextId_++;
    if (!thread_) return request.id;  // shut down: nothing thinks any more
    request.position = position;
    request.level = level;
    request.stop = std::make_shared<std::atomic<bool>>(false);
    pending_.emplace(request.id, request.stop);
    emit requestPosted(request);
    return request.id;
}

void AiThread::cancel(quint64 id) {
    const auto it = pending_.find(id);
    if (it == pending_.end()) return;
    it->second->store(true);
    pending_.erase(it);
}

void AiThread::cancelAll() {
    for (const auto& [id, stop] : pending_) stop->store(true);
    pending_.clear();
}

bool AiThread::shutDown(std::chrono::milliseconds bound) {
    if (!thread_) return joined_;
    cancelAll();
    thread_->quit();
    if (thread_->wait(QDeadlineTimer(bound.count()))) {
        delete worker_;
        delete thread_;
        joined_ = true;
    } else {
        // A search that ignores its stop flag: leave the thread to the exiting process rather
        // than destroy a running QThread (which aborts).
        qWarning("Verso: the AI thread did not stop within %lld ms", static_cast<long long>(bound.count()));
    }
    worker_ = nullptr;
    thread_ = nullptr;
    return joined_;
}

void AiThread::onWorkerMoveChosen(quint64 id, Move move, const AiInfo& info) {
    const auto it = pending_.find(id);
    if (it == pending_.end()) return;  // cancelled while the answer was on its way
    pending_.erase(it);
    emit moveChosen(id, move, info);
}

}  // namespace verso::session
