// The computer's suggestion for the person to move, worked out on the shared AI thread.
// Cancelled by anything that changes the position; a late answer for an old position is dropped.
#pragma once

#include <QObject>

#include <QPointer>

#include "session/AiRequest.h"

namespace verso::session {

class AiThread;

class HintFinder : public QObject {
    Q_OBJECT

public:
    explicit HintFinder(AiThread& ai, QObject* parent = nullptr);
    ~HintFinder() override;

    // Starts looking for the best move in "position" at "levelNumber" (replacing any earlier search).
    void find(const verso::Position& position, int levelNumber);
    void cancel();
    bool isSearching() const { return aiRequestId_ != 0; }

signals:
    // "move" is legal in "position", the position the hint was asked for.
    void hintFound(const verso::Position& position, verso::Move move);

private:
    void cancelSearch(quint64 aiRequestId);
    void onMoveChosen(quint64 aiRequestId, Move move, const AiInfo& info);

    QPointer<AiThread> ai_;  // null once the AI thread is gone (shutdown): nothing more to ask
    quint64 aiRequestId_ = 0;
    Position position_;
};

}  // namespace verso::session
