// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/players/MoveRequest.h"

namespace verso::session {

MoveRequest::MoveRequest(const Position& position, QObject* parent)
    : QObject(parent), position_(position) {}

MoveRequest::~MoveRequest() = default;

bool MoveRequest::answer(Move move, const MoveInfo& info) {
    if (!isOpen()) return false;  // the one drop point: cancelled, or answered already
    answered_ = true;
    emit answered(move, info);
    return true;
}

void MoveRequest::cancel() {
    if (!isOpen()) return;
    cancelled_ = true;
    emit cancelled();
}

void drop(std::unique_ptr<MoveRequest>& request) {
    if (!request) return;
    request->cancel();
    request.release()->deleteLater();
}

}  // namespace verso::session
