// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/enginethread/EngineWorker.h"

#include "engine/Search.h"

namespace verso::session {

EngineWorker::EngineWorker(QObject* parent) : QObject(parent) {}

EngineWorker::~EngineWorker() = default;

engine::Searcher& EngineWorker::searcher() {
    if (!searcher_) searcher_ = std::make_unique<engine::Searcher>();
    return *searcher_;
}

void EngineWorker::run(const RequestJob& job) {
    const auto stopped = [&job] { return !job.stop || job.stop->load(); };
    if (stopped() || !job.body) return;
    const quint64 id = job.id;
    const QVariant result = job.body(
        searcher(), *job.stop, [this, id](const QVariant& value) { emit reported(id, value); });
    if (!stopped()) emit finished(id, result);
}

}  // namespace verso::session
