// One question about a move, asked of a player or of the engine thread, and its one answer.
//
// Whoever asks owns the request (usually through std::unique_ptr). The answer is delivered only
// through answered(), only to whoever connected to it, and at most once. cancel() or destroying
// the request sets its stop flag (a search polling it stops within a millisecond) and guarantees
// that answered() never comes: answer() on a request that is no longer open is the one place where
// a stale answer is dropped. Ids come from one counter for the whole session.
#pragma once

#include <QMetaType>
#include <QObject>

#include <atomic>
#include <memory>

#include "core/Position.h"

namespace verso::session {

// A shared stop flag: the GUI thread sets it directly (never through a queued call, which would
// wait behind the search); the search polls it.
using StopFlag = std::shared_ptr<std::atomic<bool>>;

// How the engine arrived at its move (for the status bar, hints and the benchmarks).
struct AiInfo {
    int score = 0;             // in discs, from the mover's view
    int depth = 0;             // deepest completed iteration (empties when exact)
    bool exact = false;        // the score is the perfect-play result
    quint64 nodes = 0;
    double seconds = 0.0;      // time spent searching on the worker
    bool fromBook = false;     // played from the opening book (score is the book's value)
};

class MoveRequest : public QObject {
    Q_OBJECT

public:
    explicit MoveRequest(const Position& position, QObject* parent = nullptr);
    ~MoveRequest() override;  // cancels: no answer after the handle is gone

    quint64 id() const { return id_; }
    const Position& position() const { return position_; }
    const StopFlag& stopFlag() const { return stop_; }
    // Neither answered nor cancelled yet.
    bool isOpen() const { return !answered_ && !stop_->load(); }

    // Delivers "move" to whoever asked, once. Dropped (false) when the request was cancelled or
    // has been answered already.
    bool answer(verso::Move move, const verso::session::AiInfo& info = {});
    // Stops the work on this request; answered() will not be emitted. Emits cancelled() once.
    void cancel();

signals:
    void answered(verso::Move move, const verso::session::AiInfo& info);
    void cancelled();

private:
    quint64 id_;
    Position position_;
    StopFlag stop_;
    bool answered_ = false;
};

// Cancels "request" (no answer will come) and lets it go. Safe while the request is emitting one of
// its own signals: it is deleted once control returns to the event loop.
void drop(std::unique_ptr<MoveRequest>& request);

}  // namespace verso::session

Q_DECLARE_METATYPE(verso::session::AiInfo)
