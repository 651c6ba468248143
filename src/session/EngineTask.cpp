#include "session/EngineTask.h"

namespace verso::session {

namespace {
std::atomic<quint64> nextTaskId{1};
}

EngineTask::EngineTask(QObject* parent)
    : QObject(parent), id_(nextTaskId.fetch_add(1)), stop_(std::make_shared<std::atomic<bool>>(false)) {}

EngineTask::~EngineTask() { stop_->store(true); }

void EngineTask::cancel() { stop_->store(true); }

void EngineTask::deliverReport(const QVariant& value) {
    if (isOpen()) emit reported(value);
}

void EngineTask::deliverResult(const QVariant& value) {
    if (!isOpen()) return;
    finished_ = true;
    emit finished(value);
}

void drop(std::unique_ptr<EngineTask>& task) {
    if (!task) return;
    task->cancel();
    task.release()->deleteLater();
}

}  // namespace verso::session
