// What the engine thread is asked to think about: a copy of the request's question, its stop flag
// and a guarded way back to the request. Internal to AiThread and AiWorker.
#pragma once

#include <QMetaType>
#include <QPointer>

#include "engine/Level.h"
#include "session/MoveRequest.h"

namespace verso::session {

struct AiJob {
    Position position;                // the position to move in
    engine::Level level{};            // the limits to play with (usually one of engine::levels())
    StopFlag stop;                    // the request's own flag
    QPointer<MoveRequest> request;    // read only on the GUI thread; null once the asker dropped it
    const engine::OpeningBook* book = nullptr;  // the book the levels play from (AiThread::openingBook())
};

}  // namespace verso::session

Q_DECLARE_METATYPE(verso::session::AiJob)
