#include "session/HintFinder.h"

#include "session/AiThread.h"

namespace verso::session {

HintFinder::HintFinder(AiThread& ai, QObject* parent) : QObject(parent), ai_(&ai) {}

HintFinder::~HintFinder() { cancel(); }

void HintFinder::find(const Position& position, int levelNumber) {
    cancel();
    if (!ai_) return;
    search_ = ai_->ask(position, engine::levelByNumber(levelNumber));
    connect(search_.get(), &MoveRequest::answered, this, [this, position](Move move, const AiInfo& info) {
        drop(search_);  // answered: it is emitting this signal right now
        emit hintFound(position, move, info);
    });
}

void HintFinder::cancel() { drop(search_); }

}  // namespace verso::session
