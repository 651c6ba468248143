// The computer's thinking, done on its own thread. An AiWorker lives in the QThread owned by
// AiThread; it receives jobs through a queued signal and answers with moveChosen().
#pragma once

#include <QObject>

#include <memory>
#include <random>

#include "session/AiJob.h"
#include "session/EngineTask.h"

namespace verso::engine {
class Searcher;
}

namespace verso::session {

class AiWorker : public QObject {
    Q_OBJECT

public:
    explicit AiWorker(QObject* parent = nullptr);
    ~AiWorker() override;

    // Runs on the worker thread. Searches job.position at job.level, polling job.stop. A job
    // stopped before or during the search answers nothing.
    void think(const verso::session::AiJob& job);
    // Runs on the worker thread: the task's body with this thread's searcher, unless stopped.
    void runTask(const verso::session::TaskJob& job);

signals:
    // The move is legal in the job's position (a pass when no placing move exists).
    void moveChosen(const verso::session::AiJob& job, verso::Move move, const verso::session::AiInfo& info);
    void taskReported(quint64 id, const QVariant& value);
    void taskFinished(quint64 id, const QVariant& result);

private:
    engine::Searcher& searcher();

    std::unique_ptr<engine::Searcher> searcher_;  // created on first use, on the worker thread
    std::mt19937_64 rng_;
};

}  // namespace verso::session
