// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/analysis/PositionAnalyst.h"

#include "session/enginethread/EngineThread.h"

namespace verso::session {

PositionAnalyst::PositionAnalyst(EngineThread& thread, QObject* parent)
    : QObject(parent), thread_(&thread) {
    qRegisterMetaType<verso::engine::Analysis>();
}

PositionAnalyst::~PositionAnalyst() { stop(); }

engine::AnalysisLimits PositionAnalyst::defaultLimits() {
    engine::AnalysisLimits limits;
    limits.depth = 60;
    limits.exactEmpties = 22;
    limits.wldEmpties = 24;
    return limits;
}

void PositionAnalyst::analyze(const Position& position, const engine::AnalysisLimits& asked) {
    stop();
    engine::AnalysisLimits limits = asked;
    if (thread_) limits.threads = thread_->threads();
    position_ = position;
    if (position.isGameOver() || !thread_) {
        engine::Analysis none;
        none.complete = true;
        latest_ = none;
        emit updated(position, none);
        return;
    }
    // The moves the opening book knows carry its values (the search values the others).
    const engine::OpeningBook* book = thread_->openingBook();
    request_ = thread_->ask([position, limits, book](engine::Searcher& searcher,
                                                     const std::atomic<bool>& stop,
                                                     const EngineRequest::Report& report) {
        const auto withBook = [&](engine::Analysis analysis) {
            if (book) engine::applyBookValues(*book, position, analysis);
            return QVariant::fromValue(analysis);
        };
        const engine::Analysis done = engine::analyzeMoves(
            searcher, position, limits, &stop,
            [&](const engine::Analysis& analysis) { report(withBook(analysis)); });
        return withBook(done);
    });
    const auto deliver = [this, position](const QVariant& value) {
        latest_ = value.value<engine::Analysis>();
        emit updated(position, *latest_);
    };
    connect(request_.get(), &EngineRequest::reported, this, deliver);
    connect(request_.get(), &EngineRequest::finished, this, [this, deliver](const QVariant& value) {
        const auto done = value.value<engine::Analysis>();
        drop(request_);  // finished: it is emitting this signal right now
        // The final report repeats the last progress report; pass it on only when it adds to it.
        if (!latest_ || latest_->complete != done.complete || latest_->depth != done.depth ||
            latest_->exact != done.exact)
            deliver(value);
    });
}

void PositionAnalyst::stop() {
    drop(request_);
    position_.reset();
    latest_.reset();
}

}  // namespace verso::session
