// Work for an engine thread other than choosing a move: analysing a position, reviewing a game,
// valuing the positions of a game. Like a MoveRequest, the asker owns the task's handle: reports
// and the final result reach that handle only, in order, and never after cancel() or after the
// handle is gone. The body runs on the engine thread with that thread's Searcher (so its
// transposition table stays warm between tasks) and polls the task's stop flag.
#pragma once

#include <QObject>
#include <QVariant>

#include <atomic>
#include <functional>
#include <memory>

#include "session/MoveRequest.h"

namespace verso::engine {
class Searcher;
}

namespace verso::session {

class EngineTask : public QObject {
    Q_OBJECT

public:
    // Hands a value from the engine thread to the task's reported() signal (queued).
    using Report = std::function<void(const QVariant& value)>;
    // The work itself, run on the engine thread; its return value is the task's result.
    using Body = std::function<QVariant(engine::Searcher& searcher, const std::atomic<bool>& stop, const Report& report)>;

    explicit EngineTask(QObject* parent = nullptr);
    ~EngineTask() override;  // cancels

    quint64 id() const { return id_; }
    const StopFlag& stopFlag() const { return stop_; }
    // Neither finished nor cancelled yet.
    bool isOpen() const { return !finished_ && !stop_->load(); }
    // Stops the work; neither reported() nor finished() comes after this.
    void cancel();

    // Called on the GUI thread by the engine thread's owner (AiThread).
    void deliverReport(const QVariant& value);
    void deliverResult(const QVariant& value);

signals:
    void reported(const QVariant& value);
    void finished(const QVariant& result);

private:
    quint64 id_;
    StopFlag stop_;
    bool finished_ = false;
};

// What AiThread hands to its worker for a task.
struct TaskJob {
    quint64 id = 0;
    EngineTask::Body body;
    StopFlag stop;
};

// Cancels "task" and lets it go; safe while the task emits one of its own signals.
void drop(std::unique_ptr<EngineTask>& task);

}  // namespace verso::session

Q_DECLARE_METATYPE(verso::session::TaskJob)
