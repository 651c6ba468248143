#include "session/GameController.h"

#include "session/HumanPlayer.h"
#include "session/RefusalText.h"

namespace verso::session {

GameController::GameController(QObject* parent) : QObject(parent) {
    qRegisterMetaType<verso::Color>();
    qRegisterMetaType<verso::Move>();
    qRegisterMetaType<verso::GameResult>();
    qRegisterMetaType<verso::session::GameState>();
    qRegisterMetaType<verso::session::BoardChange>();
    for (Color c : {Color::Black, Color::White}) setPlayer(c, std::make_unique<HumanPlayer>());
}

GameController::~GameController() { cancelRequest(); }

void GameController::setPlayer(Color color, std::unique_ptr<Player> player) {
    Player*& seat = players_[index(color)];
    const bool asked = pendingRequest_ && state_ == GameState::Playing && sideToMove() == color;
    if (seat) {
        if (asked) cancelRequest();
        seat->disconnect(this);
        seat->deleteLater();  // it may be the sender of a signal being delivered right now
    }
    seat = player.release();
    seat->setParent(this);
    connect(seat, &Player::moveReady, this, &GameController::onMoveReady);
    if (state_ == GameState::Playing && sideToMove() == color && !pendingRequest_) requestNextMove();
}

bool GameController::isHuman(Color color) const {
    const Player* p = player(color);
    return p && p->isHuman();
}

bool GameController::isWaitingForHuman() const {
    return state_ == GameState::Playing && pendingRequest_ && isHuman(sideToMove());
}

void GameController::newGame(const Position& start) {
    cancelRequest();
    record_ = GameRecord(start);
    setState(GameState::Playing);
    emit boardChanged(BoardChange{BoardChange::Kind::NewGame, Move::none(), start.sideToMove(), 0});
    advance();
}

void GameController::resumeGame(const GameRecord& record) {
    cancelRequest();
    record_ = record;
    setState(GameState::Playing);
    emit boardChanged(BoardChange{BoardChange::Kind::NewGame, Move::none(), sideToMove(), 0});
    if (record_.isOver()) finishIfOver();
    else advance();
}

QString GameController::playHumanMove(Move move) {
    QString reason;
    switch (state_) {
        case GameState::NotStarted: reason = tr("Start a new game first."); break;
        case GameState::Paused: reason = tr("The game is paused: resume it to play."); break;
        case GameState::Finished:
        case GameState::Stopped: reason = refusalText(MoveRefusal::GameOver); break;
        case GameState::Playing: break;
    }
    auto* human = qobject_cast<HumanPlayer*>(player(sideToMove()));
    if (reason.isEmpty() && (!human || !human->isWaiting()))
        reason = refusalText(MoveRefusal::NotYourTurn);
    if (reason.isEmpty()) {
        if (auto refusal = record_.check(move)) reason = refusalText(*refusal, move);
    }
    if (!reason.isEmpty()) {
        emit moveRefused(reason);
        return reason;
    }
    human->submit(move);  // answers the pending request: onMoveReady applies it
    return {};
}

void GameController::onMoveReady(quint64 requestId, Move move) {
    if (!pendingRequest_ || requestId != *pendingRequest_ || sender() != player(sideToMove())) return;
    pendingRequest_.reset();
    if (auto refusal = record_.check(move)) {
        emit moveRefused(refusalText(*refusal, move));
        if (isHuman(sideToMove())) requestNextMove();
        return;
    }
    applyMove(move);
    advance();
}

void GameController::applyMove(Move move) {
    const Position before = position();
    const Bitboard flipped = move.isPlacement() ? flips(before.player(), before.opponent(), move.square()) : 0;
    const Color by = before.sideToMove();
    record_.play(move);
    emit boardChanged(BoardChange{move.isPass() ? BoardChange::Kind::Pass : BoardChange::Kind::Move, move, by, flipped});
    if (move.isPass()) emit passed(by);
}

// Records forced passes, ends a finished game, or asks the next player.
void GameController::advance() {
    while (!record_.isOver() && position().mustPass()) applyMove(Move::pass());
    if (record_.isOver()) {
        finishIfOver();
        return;
    }
    requestNextMove();
}

void GameController::finishIfOver() {
    if (!record_.isOver()) return;
    cancelRequest();
    setState(GameState::Finished);
    emit gameOver(*record_.result());
}

void GameController::requestNextMove() {
    if (state_ != GameState::Playing || record_.isOver()) return;
    cancelRequest();
    const quint64 id = nextRequestId_++;
    pendingRequest_ = id;
    const Color side = sideToMove();
    emit turnStarted(side, isHuman(side));
    // A synchronous player may answer inside this call; onMoveReady then handles it.
    player(side)->requestMove(position(), id);
}

void GameController::cancelRequest() {
    if (!pendingRequest_) return;
    pendingRequest_.reset();
    if (Player* p = player(sideToMove())) p->cancel();
}

void GameController::setState(GameState state) {
    if (state_ == state) return;
    state_ = state;
    emit stateChanged(state);
}

// A position to step over when undoing or redoing: a forced pass, or (with a person playing)
// a position where the computer is to move.
bool GameController::shouldStepOver() const {
    if (record_.resignedBy()) return false;
    if (position().mustPass()) return true;
    return anyHuman() && !isHuman(sideToMove());
}

bool GameController::undo() {
    if (!canUndo()) return false;
    cancelRequest();
    if (record_.resignedBy()) {
        record_.undo();  // takes back the resignation only
    } else {
        do {
            record_.undo();
        } while (record_.canUndo() && shouldStepOver());
    }
    if (state_ == GameState::Finished || state_ == GameState::Stopped) setState(GameState::Playing);
    emit boardChanged(BoardChange{BoardChange::Kind::Undo, Move::none(), sideToMove(), 0});
    if (record_.isOver()) finishIfOver();
    else requestNextMove();
    return true;
}

bool GameController::redo() {
    if (!canRedo()) return false;
    cancelRequest();
    do {
        record_.redo();
    } while (record_.canRedo() && shouldStepOver());
    if (state_ == GameState::Stopped) setState(GameState::Playing);
    emit boardChanged(BoardChange{BoardChange::Kind::Redo, Move::none(), sideToMove(), 0});
    if (record_.isOver()) finishIfOver();
    else if (state_ != GameState::Paused) advance();
    return true;
}

void GameController::resign() {
    if (state_ != GameState::Playing && state_ != GameState::Paused) return;
    Color loser = sideToMove();
    if (!isHuman(loser) && isHuman(opposite(loser))) loser = opposite(loser);
    cancelRequest();
    record_.resign(loser);
    emit boardChanged(BoardChange{BoardChange::Kind::Resign, Move::none(), loser, 0});
    finishIfOver();
}

void GameController::pause() {
    if (state_ != GameState::Playing) return;
    cancelRequest();
    setState(GameState::Paused);
}

void GameController::resume() {
    if (state_ != GameState::Paused) return;
    setState(GameState::Playing);
    requestNextMove();
}

void GameController::stop() {
    cancelRequest();
    setState(GameState::Stopped);
}

}  // namespace verso::session
