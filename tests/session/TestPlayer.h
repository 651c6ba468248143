// A computer-like player for tests: it remembers each request and answers only when told to
// (answer()), or by itself from the event loop (autoAnswer: the first legal move), like an
// asynchronous engine would.
#pragma once

#include <QTimer>

#include "session/Player.h"

namespace verso::test {

class TestPlayer : public session::Player {
    Q_OBJECT
public:
    explicit TestPlayer(bool autoAnswer = false) : autoAnswer_(autoAnswer) {}

    bool isHuman() const override { return false; }
    void requestMove(const Position& position, quint64 requestId) override {
        position_ = position;
        requestId_ = requestId;
        ++requests_;
        if (autoAnswer_) QTimer::singleShot(0, this, [this, requestId] { emit moveReady(requestId, firstLegalMove()); });
    }
    void cancel() override { ++cancels_; }

    // Answers the latest request (or "id") with "move".
    void answer(Move move) { emit moveReady(requestId_, move); }
    void answer(quint64 id, Move move) { emit moveReady(id, move); }
    Move firstLegalMove() const {
        const Bitboard moves = position_.legalMoves();
        return moves ? Move::at(firstSquare(moves)) : Move::pass();
    }

    quint64 lastRequestId() const { return requestId_; }
    int requests() const { return requests_; }
    int cancels() const { return cancels_; }

private:
    bool autoAnswer_;
    Position position_;
    quint64 requestId_ = 0;
    int requests_ = 0;
    int cancels_ = 0;
};

}  // namespace verso::test
