#include "session/HintFinder.h"

#include "session/AiThread.h"

namespace verso::session {

HintFinder::HintFinder(AiThread& ai, QObject* parent) : QObject(parent), ai_(&ai) {
    connect(&ai, &AiThread::moveChosen, this, &HintFinder::onMoveChosen);
}

HintFinder::~HintFinder() { cancel(); }

void HintFinder::find(const Position& position, int levelNumber) {
    cancel();
    position_ = position;
    aiRequestId_ = ai_ ? ai_->request(position, engine::levelByNumber(levelNumber)) : 0;
}

void HintFinder::cancel() {
    cancelSearch(aiRequestId_);
    aiRequestId_ = 0;
}

void HintFinder::cancelSearch(quint64 aiRequestId) {
    if (ai_) ai_->cancel(aiRequestId);
}

void HintFinder::onMoveChosen(quint64 aiRequestId, Move move, const AiInfo&) {
    if (aiRequestId == 0 || aiRequestId != aiRequestId_) return;
    aiRequestId_ = 0;
    emit hintFound(position_, move);
}

}  // namespace verso::session
