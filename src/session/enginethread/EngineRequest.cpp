// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/enginethread/EngineRequest.h"

namespace verso::session {

namespace {
std::atomic<quint64> nextRequestId{1};
}

EngineRequest::EngineRequest(QObject* parent)
    : QObject(parent),
      id_(nextRequestId.fetch_add(1)),
      stop_(std::make_shared<std::atomic<bool>>(false)) {}

EngineRequest::~EngineRequest() { stop_->store(true); }

void EngineRequest::cancel() { stop_->store(true); }

void EngineRequest::deliverReport(const QVariant& value) {
    if (isOpen()) emit reported(value);
}

void EngineRequest::deliverResult(const QVariant& value) {
    if (!isOpen()) return;  // the one drop point: cancelled, or finished already
    finished_ = true;
    emit finished(value);
}

ChosenMove EngineRequest::chosenMove(const QVariant& result) {
    if (result.metaType() != QMetaType::fromType<ChosenMove>()) return {};
    return result.value<ChosenMove>();
}

void drop(std::unique_ptr<EngineRequest>& request) {
    if (!request) return;
    request->cancel();
    request.release()->deleteLater();
}

}  // namespace verso::session
