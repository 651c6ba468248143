// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/analysis/LinePlayer.h"

#include "app/board/BoardScene.h"
#include "session/game/GameController.h"
#include "session/game/GameState.h"

namespace verso::app {

LinePlayer::LinePlayer(BoardScene& scene, session::GameController& game, QObject* parent)
    : QObject(parent), scene_(scene), game_(game) {}

void LinePlayer::setLine(const Position& from, const std::vector<Move>& line) {
    const bool same = from == from_ && line == line_;
    if (same) return;
    const bool wasShowing = isShowing();
    from_ = from;
    line_ = line;
    step_ = 0;
    if (wasShowing) {
        scene_.showPosition(game_.position());
        emit returnedToGame();
    }
    emit changed();
}

bool LinePlayer::canForward() const {
    return from_ == game_.position() && step_ < static_cast<int>(line_.size());
}

void LinePlayer::forward() {
    if (!canForward()) return;
    ++step_;
    show();
}

void LinePlayer::back() {
    if (step_ == 0) return;
    --step_;
    if (step_ == 0) {
        stop();
        return;
    }
    show();
}

void LinePlayer::stop() {
    if (step_ == 0) return;
    step_ = 0;
    scene_.finishAnimation();
    scene_.showPosition(game_.position());
    emit returnedToGame();
    emit changed();
}

void LinePlayer::abandon(const session::BoardChange& change) {
    step_ = 0;
    if (change.kind == session::BoardChange::Kind::NewGame) {
        from_ = Position();
        line_.clear();
    }
    emit changed();
}

void LinePlayer::show() {
    Position p = from_;
    int lastSquare = -1;
    Bitboard flipped = 0;
    for (int i = 0; i < step_; ++i) {
        const Move m = line_[static_cast<std::size_t>(i)];
        if (m.isPass()) {
            p = p.afterPass();
            continue;
        }
        const Position next = p.afterMove(m);
        flipped = (next.black() ^ p.black()) & (p.black() | p.white());
        lastSquare = m.square();
        p = next;
    }
    scene_.finishAnimation();
    scene_.setLegalMoves(0);
    scene_.setPreviewColor(std::nullopt);
    scene_.showPosition(p, flipped, 0);
    scene_.setLastMove(lastSquare);
    emit changed();
}

}  // namespace verso::app
