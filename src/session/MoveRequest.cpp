#include "session/MoveRequest.h"

namespace verso::session {

namespace {
std::atomic<quint64> nextRequestId{1};
}

MoveRequest::MoveRequest(const Position& position, QObject* parent)
    : QObject(parent), id_(nextRequestId.fetch_add(1)), position_(position),
      stop_(std::make_shared<std::atomic<bool>>(false)) {}

MoveRequest::~MoveRequest() { stop_->store(true); }

bool MoveRequest::answer(Move move, const AiInfo& info) {
    if (!isOpen()) return false;  // the one drop point: cancelled, or answered already
    answered_ = true;
    emit answered(move, info);
    return true;
}

void MoveRequest::cancel() {
    if (!isOpen()) return;
    stop_->store(true);
    emit cancelled();
}

void drop(std::unique_ptr<MoveRequest>& request) {
    if (!request) return;
    request->cancel();
    request.release()->deleteLater();
}

}  // namespace verso::session
