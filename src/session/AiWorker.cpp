#include "session/AiWorker.h"

#include "engine/Search.h"

namespace verso::session {

AiWorker::AiWorker(QObject* parent) : QObject(parent), rng_(std::random_device{}()) {}

AiWorker::~AiWorker() = default;

void AiWorker::think(const AiRequest& request) {
    const auto cancelled = [&request] { return request.stop && request.stop->load(); };
    if (cancelled() || request.position.isGameOver()) return;
    if (!searcher_) searcher_ = std::make_unique<engine::Searcher>();
    const engine::SearchResult result =
        engine::chooseMove(*searcher_, request.position, request.level, rng_, request.stop.get());
    if (cancelled()) return;
    AiInfo info;
    info.score = result.score;
    info.depth = result.depth;
    info.exact = result.exact;
    info.nodes = result.nodes;
    info.seconds = result.seconds;
    emit moveChosen(request.id, result.best, info);
}

}  // namespace verso::session
