// The engine's thread, seen from the GUI thread: one QThread running one AiWorker for the whole
// session. ask() returns a MoveRequest that the asker owns: its answer goes to that request only
// (no broadcast), and cancelling or dropping it stops the search and guarantees no answer.
// Destruction stops and joins the thread, waiting at most kJoinBound.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

#include <chrono>
#include <map>
#include <memory>

#include "engine/OpeningBook.h"
#include "session/AiJob.h"
#include "session/EngineTask.h"

class QThread;

namespace verso::session {

class AiWorker;

class AiThread : public QObject {
    Q_OBJECT

public:
    // How long shutdown waits for a running search to notice its stop flag.
    static constexpr std::chrono::milliseconds kJoinBound{2000};

    explicit AiThread(QObject* parent = nullptr);
    // A thread named "name" (for debuggers and profilers).
    AiThread(const QString& name, QObject* parent);
    ~AiThread() override;

    // Starts thinking about "position" at "level". After shutdown the request is never answered.
    std::unique_ptr<MoveRequest> ask(const Position& position, const engine::Level& level);
    // Runs "body" on the engine thread after what is queued before it. Its reports and result
    // reach the returned task only (see EngineTask). After shutdown nothing runs.
    std::unique_ptr<EngineTask> start(EngineTask::Body body);
    // The opening book the computer plays from (levels above Club), the hint and analysis mode show:
    // the built-in one unless set (tests give their own; null: none). It must outlive its use.
    const engine::OpeningBook* openingBook() const { return book_; }
    void setOpeningBook(const engine::OpeningBook* book) { book_ = book; }
    // True while a search is in flight for a request that is still open.
    bool isBusy() const;

    // Stops every search, stops the thread and waits for it at most "bound". Called by the
    // destructor; safe to call more than once. True when the thread has stopped and been joined.
    bool shutDown(std::chrono::milliseconds bound = kJoinBound);

signals:
    // Internal: carries a job to the worker thread (a queued connection).
    void jobPosted(const verso::session::AiJob& job);
    void taskPosted(const verso::session::TaskJob& job);

private:
    void deliver(const AiJob& job, Move move, const AiInfo& info);
    void deliverTaskReport(quint64 id, const QVariant& value);
    void deliverTaskResult(quint64 id, const QVariant& value);

    QThread* thread_ = nullptr;
    AiWorker* worker_ = nullptr;
    std::map<quint64, std::weak_ptr<std::atomic<bool>>> inFlight_;  // to stop them all at shutdown
    std::map<quint64, QPointer<EngineTask>> tasks_;                   // tasks not finished yet
    bool joined_ = false;
    const engine::OpeningBook* book_ = engine::shippedOpeningBook();
};

}  // namespace verso::session
