// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/analysis/GameValues.h"

#include <algorithm>

#include "engine/Search.h"
#include "session/enginethread/EngineThread.h"

namespace verso::session {

GameValues::GameValues(EngineThread& thread, QObject* parent) : QObject(parent), thread_(&thread) {}

GameValues::~GameValues() { drop(request_); }

GameValues::Key GameValues::keyOf(const Position& position) {
    return {position.black(), position.white(), colorIndex(position.sideToMove())};
}

void GameValues::setRecord(const GameRecord& record) {
    std::vector<Position> positions;
    positions.reserve(static_cast<std::size_t>(record.length()) + 1);
    for (int ply = 0; ply <= record.length(); ++ply) positions.push_back(record.positionAt(ply));
    if (positions == positions_) return;
    positions_ = std::move(positions);
    emit changed();
    valueNext();
}

void GameValues::addReview(const GameRecord& record, const engine::GameReview& review) {
    if (review.positions.size() != static_cast<std::size_t>(record.length()) + 1) return;
    bool added = false;
    for (int ply = 0; ply <= record.length(); ++ply) {
        const Position& position = record.positionAt(ply);
        const std::optional<int> forBlack = review.valueForBlack(ply, position);
        if (!forBlack) continue;
        const engine::PositionValue& v = review.positions[static_cast<std::size_t>(ply)];
        const auto known = values_.find(keyOf(position));
        if (known != values_.end() &&
            (known->second.exact || (!v.exact && known->second.depth >= v.depth)))
            continue;
        values_[keyOf(position)] = {*forBlack, v.depth, v.exact};
        added = true;
    }
    if (added) emit changed();
}

void GameValues::setPaused(bool paused) {
    if (paused_ == paused) return;
    paused_ = paused;
    if (paused_) {
        drop(request_);
    } else {
        valueNext();
    }
}

std::optional<GameValues::Value> GameValues::valueAt(int ply) const {
    if (ply < 0 || ply >= positionCount()) return std::nullopt;
    const Position& position = positions_[static_cast<std::size_t>(ply)];
    if (position.isGameOver())
        return Value{position.finalScoreForBlack(), position.emptyCount(), true};
    const auto it = values_.find(keyOf(position));
    if (it == values_.end()) return std::nullopt;
    return it->second;
}

int GameValues::knownCount() const {
    int known = 0;
    for (int ply = 0; ply < positionCount(); ++ply) known += valueAt(ply).has_value();
    return known;
}

void GameValues::store(const Position& position, const Value& value) {
    const auto known = values_.find(keyOf(position));
    if (known != values_.end() && (known->second.exact || known->second.depth > value.depth))
        return;
    values_[keyOf(position)] = value;
}

// Values the last position of the game without a value (one search per task, so that a move
// request on the same thread never waits long behind it).
void GameValues::valueNext() {
    if (paused_ || !thread_) return;
    const auto missing = std::find_if(
        positions_.rbegin(), positions_.rend(),
        [this](const Position& p) { return !p.isGameOver() && !values_.count(keyOf(p)); });
    if (missing == positions_.rend()) {
        drop(request_);
        return;
    }
    const Position position = *missing;
    if (request_) {
        return;  // one at a time: the running search picks the next one when it is done
    }
    request_ = thread_->ask([position](engine::Searcher& searcher, const std::atomic<bool>& stop,
                                       const EngineRequest::Report&) {
        engine::SearchLimits limits;
        limits.depth = kDepth;
        limits.exactEmpties = kExactEmpties;
        const engine::SearchResult r = searcher.search(position, limits, &stop);
        const int forBlack = position.sideToMove() == Color::Black ? r.score : -r.score;
        return QVariant::fromValue(
            QList<int>{forBlack, r.exact ? position.emptyCount() : r.depth, r.exact ? 1 : 0});
    });
    connect(request_.get(), &EngineRequest::finished, this,
            [this, position](const QVariant& result) {
                drop(request_);
                const QList<int> v = result.value<QList<int>>();
                if (v.size() == 3) store(position, {v[0], v[1], v[2] != 0});
                emit changed();
                valueNext();
            });
}

}  // namespace verso::session
