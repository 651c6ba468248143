// The computer's thinking thread, seen from the GUI thread: owns one QThread running one AiWorker
// for the whole session, hands out request ids, cancels requests through their stop flags, and
// stops and joins the thread (bounded) when destroyed.
//
// Results arrive on the GUI thread through moveChosen(). A result whose request was cancelled is
// dropped here; callers keep their own "current id" and drop anything else as well.
#pragma once

#include <QObject>

#include <chrono>
#include <map>

#include "session/AiRequest.h"

class QThread;

namespace verso::session {

class AiWorker;

class AiThread : public QObject {
    Q_OBJECT

public:
    // How long destruction waits for a running search to notice its stop flag.
    static constexpr std::chrono::milliseconds kJoinBound{2000};

    explicit AiThread(QObject* parent = nullptr);
    ~AiThread() override;

    // Starts thinking about "position" with "level"; returns the request's id (never 0).
    quint64 request(const Position& position, const engine::Level& level);
    // Stops the request at once (the stop flag is set from this thread); its result never arrives.
    void cancel(quint64 id);
    void cancelAll();
    bool isPending(quint64 id) const { return pending_.count(id) != 0; }
    bool isBusy() const { return !pending_.empty(); }

    // Cancels everything, stops the thread and waits for it at most "bound". Called by the
    // destructor; safe to call more than once. True when the thread has stopped and been joined.
    bool shutDown(std::chrono::milliseconds bound = kJoinBound);

signals:
    // Emitted on the GUI thread for a request that was neither cancelled nor superseded by shutdown.
    void moveChosen(quint64 id, verso::Move move, const verso::session::AiInfo& info);

    // Internal: carries a request to the worker thread (a queued connection).
    void requestPosted(const verso::session::AiRequest& request);

private:
    void onWorkerMoveChosen(quint64 id, Move move, const AiInfo& info);

    QThread* thread_ = nullptr;
    AiWorker* worker_ = nullptr;
    quint64 nextId_ = 1;
    std::map<quint64, StopFlag> pending_;
    bool joined_ = false;
};

}  // namespace verso::session
