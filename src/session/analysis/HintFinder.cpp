// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/analysis/HintFinder.h"

#include <algorithm>

#include "session/enginethread/EngineThread.h"

namespace verso::session {

HintFinder::HintFinder(EngineThread& engineThread, QObject* parent)
    : QObject(parent), engineThread_(&engineThread) {}

HintFinder::~HintFinder() { cancel(); }

void HintFinder::find(const Position& position, int levelNumber) {
    cancel();
    if (!engineThread_) return;
    // The level's search, without the noise and slips that make low levels human: a hint is the
    // best move that search finds.
    engine::Level level = engine::levelByNumber(levelNumber);
    level.noiseDiscs = 0;
    level.randomMovePercent = 0;
    level.threads = engineThread_->threads();
    level.bookMargin =
        std::min(level.bookMargin, 0);  // from the book (when the level uses it): its best move
    search_ = engineThread_->askMove(position, level);
    connect(search_.get(), &EngineRequest::finished, this,
            [this, position](const QVariant& result) {
                drop(search_);  // finished: it is emitting this signal right now
                const ChosenMove found = EngineRequest::chosenMove(result);
                if (!found.move.isNone()) emit hintFound(position, found.move, found.info);
            });
}

void HintFinder::cancel() { drop(search_); }

}  // namespace verso::session
