#include "session/AiWorker.h"

#include "engine/Search.h"

namespace verso::session {

AiWorker::AiWorker(QObject* parent) : QObject(parent), rng_(std::random_device{}()) {}

AiWorker::~AiWorker() = default;

engine::Searcher& AiWorker::searcher() {
    if (!searcher_) searcher_ = std::make_unique<engine::Searcher>();
    return *searcher_;
}

void AiWorker::runTask(const TaskJob& job) {
    const auto stopped = [&job] { return !job.stop || job.stop->load(); };
    if (stopped() || !job.body) return;
    const quint64 id = job.id;
    const QVariant result = job.body(searcher(), *job.stop, [this, id](const QVariant& value) { emit taskReported(id, value); });
    if (!stopped()) emit taskFinished(id, result);
}

void AiWorker::think(const AiJob& job) {
    const auto stopped = [&job] { return job.stop && job.stop->load(); };
    if (stopped() || job.position.isGameOver()) return;
    const engine::SearchResult result = engine::chooseMove(searcher(), job.position, job.level, rng_, job.stop.get(), job.book);
    if (stopped()) return;
    AiInfo info;
    info.score = result.score;
    info.depth = result.depth;
    info.exact = result.exact;
    info.nodes = result.nodes;
    info.seconds = result.seconds;
    info.fromBook = result.fromBook;
    emit moveChosen(job, result.best, info);
}

}  // namespace verso::session
