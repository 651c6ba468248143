// SPDX-License-Identifier: GPL-3.0-or-later
// Everything asked of Verso's engine thread: choosing a move, a hint, analysing a position,
// reviewing a game, valuing a game's positions. Whoever asks owns the request's handle (usually
// through std::unique_ptr): its progress reports and its one result reach that handle only, in
// order, and never after cancel() or after the handle is gone (deliverResult() and
// deliverReport() are the one place a stale answer is dropped). The body runs on the engine
// thread with that thread's Searcher (so its transposition table stays warm between requests) and
// polls the request's stop flag. Ids come from one counter for the whole process.
#pragma once

#include <QMetaType>
#include <QObject>
#include <QVariant>

#include <atomic>
#include <functional>
#include <memory>

#include "core/Position.h"

namespace verso::engine {
class Searcher;
}

namespace verso::session {

// A shared stop flag: the GUI thread sets it directly (never through a queued call, which would
// wait behind the search); the search polls it.
using StopFlag = std::shared_ptr<std::atomic<bool>>;

// How the engine arrived at its move (for the status bar, hints and the benchmarks).
struct MoveInfo {
    int score = 0;       // in discs, from the mover's view
    int depth = 0;       // deepest completed iteration (empties when exact)
    bool exact = false;  // the score is the perfect-play result
    quint64 nodes = 0;
    double seconds = 0.0;   // time spent searching on the engine thread
    bool fromBook = false;  // played from the opening book (score is the book's value)
};

// The result of a request for a move (EngineThread::askMove): legal in the position asked about,
// a pass when no placing move exists.
struct ChosenMove {
    Move move = Move::none();
    MoveInfo info;
};

class EngineRequest : public QObject {
    Q_OBJECT

public:
    // Hands a value from the engine thread to the request's reported() signal (queued).
    using Report = std::function<void(const QVariant& value)>;
    // The work itself, run on the engine thread; its return value is the request's result.
    using Body = std::function<QVariant(engine::Searcher& searcher, const std::atomic<bool>& stop,
                                        const Report& report)>;

    explicit EngineRequest(QObject* parent = nullptr);
    ~EngineRequest() override;  // cancels: no answer after the handle is gone

    quint64 id() const { return id_; }
    const StopFlag& stopFlag() const { return stop_; }
    // Neither finished nor cancelled yet.
    bool isOpen() const { return !finished_ && !stop_->load(); }
    // Stops the work; neither reported() nor finished() comes after this.
    void cancel();

    // Called on the GUI thread by the engine thread's owner (EngineThread).
    void deliverReport(const QVariant& value);
    void deliverResult(const QVariant& value);

    // The move in the result of a move request (a ChosenMove), or none for any other result.
    static ChosenMove chosenMove(const QVariant& result);

signals:
    void reported(const QVariant& value);
    void finished(const QVariant& result);

private:
    quint64 id_;
    StopFlag stop_;
    bool finished_ = false;
};

// What EngineThread hands to its worker: the request's id, its body and its stop flag.
struct RequestJob {
    quint64 id = 0;
    EngineRequest::Body body;
    StopFlag stop;
};

// Cancels "request" and lets it go; safe while the request emits one of its own signals (it is
// deleted once control returns to the event loop).
void drop(std::unique_ptr<EngineRequest>& request);

}  // namespace verso::session

Q_DECLARE_METATYPE(verso::session::MoveInfo)
Q_DECLARE_METATYPE(verso::session::ChosenMove)
Q_DECLARE_METATYPE(verso::session::RequestJob)
