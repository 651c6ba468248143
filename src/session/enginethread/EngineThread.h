// SPDX-License-Identifier: GPL-3.0-or-later
// Verso's engine on its own thread, seen from the GUI thread: one QThread running one
// EngineWorker for the whole session. Everything asked of it is an EngineRequest that the asker
// owns: its reports and result go to that request only (no broadcast), requests are served in the
// order they were asked, and cancelling or dropping one stops its search and guarantees no answer.
// Destruction stops and joins the thread, waiting at most kJoinBound.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

#include <algorithm>
#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <random>

#include "engine/Level.h"
#include "engine/OpeningBook.h"
#include "session/enginethread/EngineRequest.h"

class QThread;

namespace verso::session {

class EngineWorker;

class EngineThread : public QObject {
    Q_OBJECT

public:
    // How long shutdown waits for a running search to notice its stop flag.
    static constexpr std::chrono::milliseconds kJoinBound{2000};

    explicit EngineThread(QObject* parent = nullptr);
    // A thread named "name" (for debuggers and profilers).
    EngineThread(const QString& name, QObject* parent);
    ~EngineThread() override;

    // Runs "body" on the engine thread after what was asked before it. Its reports and result
    // reach the returned request only. After shutdown nothing runs and nothing answers.
    std::unique_ptr<EngineRequest> ask(EngineRequest::Body body);
    // A move in "position" at "level" (from the opening book where the level uses it): the
    // request's result is a ChosenMove (EngineRequest::chosenMove). A finished game answers
    // nothing. On a "clock" the move takes the time the clock gives it (engine::chooseMove).
    std::unique_ptr<EngineRequest> askMove(const Position& position, const engine::Level& level,
                                           const std::optional<engine::MoveClock>& clock = {});

    // The opening book the computer plays from (levels above Club), the hint and analysis mode
    // show: the built-in one unless set (tests give their own; null: none). It must outlive its
    // use.
    const engine::OpeningBook* openingBook() const { return book_; }
    void setOpeningBook(const engine::OpeningBook* book) { book_ = book; }
    // Threads of the searches that may use several cores (SearchLimits::threads): the strongest
    // level's moves, the hint, analysis and the review asked of this thread. 1 by default.
    int threads() const { return threads_; }
    void setThreads(int threads) { threads_ = std::max(1, threads); }
    // True while a request asked of this thread is still open (queued or running).
    bool isBusy() const;

    // Stops every search, stops the thread and waits for it at most "bound". Called by the
    // destructor; safe to call more than once. True when the thread has stopped and been joined.
    bool shutDown(std::chrono::milliseconds bound = kJoinBound);

signals:
    // Internal: carries a request to the worker thread (a queued connection).
    void requestPosted(const verso::session::RequestJob& job);

private:
    void deliverReport(quint64 id, const QVariant& value);
    void deliverResult(quint64 id, const QVariant& value);

    QThread* thread_ = nullptr;
    EngineWorker* worker_ = nullptr;
    std::map<quint64, QPointer<EngineRequest>> open_;  // asked and not finished yet
    bool joined_ = false;
    const engine::OpeningBook* book_ = engine::shippedOpeningBook();
    int threads_ = 1;
    std::mt19937_64 seeds_{
        std::random_device{}()};  // one seed per move request (the levels' noise)
};

}  // namespace verso::session
