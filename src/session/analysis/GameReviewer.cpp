// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/analysis/GameReviewer.h"

#include "session/enginethread/EngineThread.h"

namespace verso::session {

namespace {

// A review's progress as one value: the review so far with how far it got.
struct ReviewProgress {
    engine::GameReview soFar;
    int done = 0;
    int total = 0;
};

}  // namespace

}  // namespace verso::session

Q_DECLARE_METATYPE(verso::session::ReviewProgress)

namespace verso::session {

GameReviewer::GameReviewer(EngineThread& thread, QObject* parent)
    : QObject(parent), thread_(&thread) {
    qRegisterMetaType<verso::engine::GameReview>();
}

GameReviewer::~GameReviewer() { cancel(); }

void GameReviewer::review(const GameRecord& record, const engine::ReviewSettings& asked) {
    cancel();
    record_ = record;
    if (!thread_) return;
    engine::ReviewSettings settings = asked;
    settings.threads = thread_->threads();
    const Position start = record.start();
    const std::vector<Move> moves = record.moves();
    request_ = thread_->ask([start, moves, settings](engine::Searcher& searcher,
                                                     const std::atomic<bool>& stop,
                                                     const EngineRequest::Report& report) {
        const engine::GameReview review =
            engine::reviewGame(searcher, start, moves, settings, &stop,
                               [&report](const engine::GameReview& soFar, int done, int total) {
                                   report(QVariant::fromValue(ReviewProgress{soFar, done, total}));
                               });
        return QVariant::fromValue(review);
    });
    connect(request_.get(), &EngineRequest::reported, this, [this](const QVariant& value) {
        const auto p = value.value<ReviewProgress>();
        emit progressed(p.soFar, p.done, p.total);
    });
    connect(request_.get(), &EngineRequest::finished, this, [this](const QVariant& value) {
        drop(request_);  // finished: it is emitting this signal right now
        emit finished(value.value<engine::GameReview>());
    });
}

void GameReviewer::cancel() { drop(request_); }

}  // namespace verso::session
