// What the GUI thread asks the computer to think about, and what it learns back.
// Plain values, copied across threads through queued signals.
#pragma once

#include <QMetaType>
#include <QtGlobal>

#include <atomic>
#include <memory>

#include "core/Position.h"
#include "engine/Level.h"

namespace verso::session {

// A shared stop flag: the GUI thread sets it directly (never through a queued call, which would
// wait behind the search); the search polls it.
using StopFlag = std::shared_ptr<std::atomic<bool>>;

struct AiRequest {
    quint64 id = 0;            // unique per request; results carry it back
    Position position;         // the position to move in (its side to move is the computer)
    engine::Level level{};     // the limits to play with (usually one of engine::levels())
    StopFlag stop;             // set by the GUI thread to cancel this request
};

// How the computer arrived at its move (for the status bar and the benchmarks).
struct AiInfo {
    int score = 0;             // in discs, from the mover's view
    int depth = 0;             // deepest completed iteration (empties when exact)
    bool exact = false;        // the score is the perfect-play result
    quint64 nodes = 0;
    double seconds = 0.0;      // time spent searching on the worker
};

}  // namespace verso::session

// verso::Move needs no declaration: Qt 6 registers the types of signal arguments itself.
Q_DECLARE_METATYPE(verso::session::AiRequest)
Q_DECLARE_METATYPE(verso::session::AiInfo)
