// SPDX-License-Identifier: GPL-3.0-or-later
// Game > Review Game on the GUI side: engine::reviewGame on an engine thread, with progress, a
// result, and cancel() that stops it at once (nothing arrives after it).
#pragma once

#include <QObject>
#include <QPointer>

#include <memory>

#include "core/GameRecord.h"
#include "session/analysis/AnalysisTypes.h"
#include "session/enginethread/EngineRequest.h"

namespace verso::session {

class EngineThread;

class GameReviewer : public QObject {
    Q_OBJECT

public:
    explicit GameReviewer(EngineThread& thread, QObject* parent = nullptr);
    ~GameReviewer() override;

    // Reviews the whole record (every move, also those after its cursor), replacing any review
    // under way.
    void review(const verso::GameRecord& record, const engine::ReviewSettings& settings = {});
    void cancel();
    bool isRunning() const { return request_ != nullptr; }
    // The record under review (or last reviewed).
    const verso::GameRecord& record() const { return record_; }

signals:
    // After each position: the review so far (values fill in from the end backwards).
    void progressed(const verso::engine::GameReview& soFar, int done, int total);
    void finished(const verso::engine::GameReview& review);

private:
    QPointer<EngineThread> thread_;
    std::unique_ptr<EngineRequest> request_;
    verso::GameRecord record_;
};

}  // namespace verso::session
