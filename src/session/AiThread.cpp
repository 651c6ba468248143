#include "session/AiThread.h"

#include <QThread>
#include <QtDebug>

#include "session/AiWorker.h"

namespace verso::session {

AiThread::AiThread(QObject* parent) : AiThread(QStringLiteral("Verso AI"), parent) {}

AiThread::AiThread(const QString& name, QObject* parent) : QObject(parent), thread_(new QThread), worker_(new AiWorker) {
    qRegisterMetaType<verso::Move>();
    qRegisterMetaType<verso::session::AiJob>();
    qRegisterMetaType<verso::session::AiInfo>();
    qRegisterMetaType<verso::session::TaskJob>();
    thread_->setObjectName(name);
    worker_->moveToThread(thread_);
    connect(this, &AiThread::jobPosted, worker_, &AiWorker::think, Qt::QueuedConnection);
    connect(worker_, &AiWorker::moveChosen, this, &AiThread::deliver, Qt::QueuedConnection);
    connect(this, &AiThread::taskPosted, worker_, &AiWorker::runTask, Qt::QueuedConnection);
    connect(worker_, &AiWorker::taskReported, this, &AiThread::deliverTaskReport, Qt::QueuedConnection);
    connect(worker_, &AiWorker::taskFinished, this, &AiThread::deliverTaskResult, Qt::QueuedConnection);
    thread_->start();
}

AiThread::~AiThread() { shutDown(); }

std::unique_ptr<MoveRequest> AiThread::ask(const Position& position, const engine::Level& level) {
    auto request = std::make_unique<MoveRequest>(position);
    if (!thread_) return request;  // shut down: nothing thinks any more, nothing will answer
    inFlight_.emplace(request->id(), request->stopFlag());
    emit jobPosted(AiJob{position, level, request->stopFlag(), request.get(), book_});
    return request;
}

std::unique_ptr<EngineTask> AiThread::start(EngineTask::Body body) {
    auto task = std::make_unique<EngineTask>();
    if (!thread_) return task;  // shut down: nothing runs any more
    std::erase_if(tasks_, [](const auto& entry) { return !entry.second || !entry.second->isOpen(); });
    tasks_.emplace(task->id(), task.get());
    emit taskPosted(TaskJob{task->id(), std::move(body), task->stopFlag()});
    return task;
}

// Back on the GUI thread: only to a task that is still there and open.
void AiThread::deliverTaskReport(quint64 id, const QVariant& value) {
    const auto it = tasks_.find(id);
    if (it != tasks_.end() && it->second) it->second->deliverReport(value);
}

void AiThread::deliverTaskResult(quint64 id, const QVariant& value) {
    const auto it = tasks_.find(id);
    if (it == tasks_.end()) return;
    const QPointer<EngineTask> task = it->second;
    tasks_.erase(it);
    if (task) task->deliverResult(value);
}

bool AiThread::isBusy() const {
    for (const auto& [id, stop] : inFlight_) {
        if (auto flag = stop.lock(); flag && !flag->load()) return true;
    }
    return false;
}

bool AiThread::shutDown(std::chrono::milliseconds bound) {
    if (!thread_) return joined_;
    for (const auto& [id, stop] : inFlight_) {
        if (auto flag = stop.lock()) flag->store(true);
    }
    inFlight_.clear();
    for (const auto& [id, task] : tasks_) {
        if (task) task->cancel();
    }
    tasks_.clear();
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

// Back on the GUI thread. A request that was dropped is not there to answer; one that was
// cancelled drops the answer itself (MoveRequest::answer).
void AiThread::deliver(const AiJob& job, Move move, const AiInfo& info) {
    if (job.request) {
        inFlight_.erase(job.request->id());
        job.request->answer(move, info);
    }
    std::erase_if(inFlight_, [](const auto& entry) { return entry.second.expired(); });
}

}  // namespace verso::session
