#include "session/HintFinder.h"

#include "session/AiThread.h"

namespace verso::session {

HintFinder::HintFinder(AiThread& ai, QObject* parent) : QObject(parent), ai_(ai) {
    connect(&ai_, &AiThread::moveChosen, this, &HintFinder::onMoveChosen);
}

HintFinder::~HintFinder() { cancel(); }

void HintFinder::find(const Position& position, int levelNumber) {
    cancel();
    position_ = position;
    aiRequestId_ = ai_.request(position, engine::levelByNumber(levelNumber));
}

void HintFinder::cancel() {
    ai_.cancel(aiRequestId_);
    aiRequestId_ = 0;
}

void HintFinder::onMoveChosen(quint64 aiRequestId, Move move, const AiInfo&) {
    if (aiRequestId == 0 || aiRequestId != aiRequestId_) return;
    aiRequestId_ = 0;
    emit hintFound(position_, move);
}

}  // namespace verso::session
