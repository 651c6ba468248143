// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's side of EngineThread: lives in its QThread, receives requests through a queued
// signal, runs each one's body with the thread's Searcher and reports back by id.
#pragma once

#include <QObject>
#include <QVariant>

#include <memory>

#include "session/enginethread/EngineRequest.h"

namespace verso::engine {
class Searcher;
}

namespace verso::session {

class EngineWorker : public QObject {
    Q_OBJECT

public:
    explicit EngineWorker(QObject* parent = nullptr);
    ~EngineWorker() override;

    // Runs on the worker thread: the request's body with this thread's searcher, unless stopped
    // before it starts. A request stopped before or during its body finishes with nothing.
    void run(const verso::session::RequestJob& job);

signals:
    void reported(quint64 id, const QVariant& value);
    void finished(quint64 id, const QVariant& result);

private:
    engine::Searcher& searcher();

    std::unique_ptr<engine::Searcher> searcher_;  // created on first use, on the worker thread
};

}  // namespace verso::session
