// One interface for everyone who plays a side: a person at the board or the computer.
// The controller asks with a request id; the player answers, now or later, with moveReady(id, move).
// A late answer whose id is no longer current (undo, new game, pause, player swapped) is dropped
// by the controller, so an asynchronous player never needs to know why it was cancelled.
#pragma once

#include <QObject>

#include "core/Position.h"

namespace verso::session {

class Player : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // True for a person who answers through the board (clicks, keyboard).
    virtual bool isHuman() const = 0;
    // Asks for a move in "position" (its side to move is this player's colour). Answer with
    // moveReady(requestId, move), synchronously or later from any thread via a queued signal.
    virtual void requestMove(const verso::Position& position, quint64 requestId) = 0;
    // Abandons the current request (if any). Answering it anyway is harmless.
    virtual void cancel() = 0;

signals:
    void moveReady(quint64 requestId, verso::Move move);
};

}  // namespace verso::session
