#include "session/HintFinder.h"

#include <algorithm>

#include "session/AiThread.h"

namespace verso::session {

HintFinder::HintFinder(AiThread& ai, QObject* parent) : QObject(parent), ai_(&ai) {}

HintFinder::~HintFinder() { cancel(); }

void HintFinder::find(const Position& position, int levelNumber) {
    cancel();
    if (!ai_) return;
    // The level's search, without the noise and slips that make low levels human: a hint is the
    // best move that search finds.
    engine::Level level = engine::levelByNumber(levelNumber);
    level.noiseDiscs = 0;
    level.randomMovePercent = 0;
    level.bookMargin = std::min(level.bookMargin, 0);  // from the book (when the level uses it): its best move
    search_ = ai_->ask(position, level);
    connect(search_.get(), &MoveRequest::answered, this, [this, position](Move move, const AiInfo& info) {
        drop(search_);  // answered: it is emitting this signal right now
        emit hintFound(position, move, info);
    });
}

void HintFinder::cancel() { drop(search_); }

}  // namespace verso::session
