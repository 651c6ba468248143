// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/game/GameController.h"

#include "session/players/HumanPlayer.h"

namespace verso::session {

GameController::GameController(QObject* parent) : QObject(parent) {
    qRegisterMetaType<verso::Color>();
    qRegisterMetaType<verso::Move>();
    qRegisterMetaType<verso::GameResult>();
    qRegisterMetaType<verso::session::GameState>();
    qRegisterMetaType<verso::session::BoardChange>();
    qRegisterMetaType<verso::session::Refusal>();
    for (Color c : {Color::Black, Color::White}) setPlayer(c, std::make_unique<HumanPlayer>());
    connect(&clock_, &GameClock::flagFell, this, &GameController::onFlagFell);
}

GameController::~GameController() { cancelRequest(); }

void GameController::setPlayer(Color color, std::unique_ptr<Player> player) {
    Player*& seat = players_[colorIndex(color)];
    const bool asked = turn_ && state_ == GameState::Playing && sideToMove() == color;
    if (seat) {
        if (asked) cancelRequest();
        seat->disconnect(this);
        seat->deleteLater();  // it may be the sender of a signal being delivered right now
    }
    seat = player.release();
    seat->setParent(this);
    if (state_ == GameState::Playing && sideToMove() == color && !turn_) requestNextMove();
}

bool GameController::isHuman(Color color) const {
    const Player* p = player(color);
    return p && p->isHuman();
}

bool GameController::isWaitingForHuman() const {
    return state_ == GameState::Playing && turn_ && isHuman(sideToMove());
}

void GameController::newGame(const Position& start) { newGame(GameRecord(start)); }

void GameController::newGame(const GameRecord& opening) {
    GameRecord record = opening;
    record.jumpTo(record.length());
    replaceRecord(std::move(record));
    clockEnded_ = false;
    // The opening's moves (an XOT start) were not played on the clock: they took no time.
    clock_.restore(timeControl_, timeControl_.base, timeControl_.base,
                   QList<GameClock::Ms>(record_.length(), GameClock::Ms(0)));
    setState(GameState::Playing);
    emit boardChanged(BoardChange{BoardChange::Kind::NewGame, Move::none(), sideToMove(), 0});
    advance();
}

void GameController::clear() {
    replaceRecord(GameRecord(Position::initial()));
    clockEnded_ = false;
    clock_.reset(TimeControl{});
    setState(GameState::NotStarted);
    emit boardChanged(BoardChange{BoardChange::Kind::NewGame, Move::none(), Color::Black, 0});
}

void GameController::resumeGame(const GameRecord& record, const ClockState& clock) {
    replaceRecord(record);
    clockEnded_ = false;
    if (clock.control.timed())
        clock_.restore(clock.control, clock.blackLeft, clock.whiteLeft, clock.moveTimes);
    else clock_.reset(TimeControl{});
    setState(GameState::Playing);
    emit boardChanged(BoardChange{BoardChange::Kind::NewGame, Move::none(), sideToMove(), 0});
    if (record_.isOver()) finishIfOver();
    else advance();
}

std::optional<Refusal> GameController::playHumanMove(Move move) {
    std::optional<Refusal> refusal;
    switch (state_) {
        case GameState::NotStarted: refusal = Refusal{Refusal::Reason::NotStarted, move}; break;
        case GameState::Paused: refusal = Refusal{Refusal::Reason::Paused, move}; break;
        case GameState::Finished:
        case GameState::Stopped: refusal = Refusal{Refusal::Reason::GameOver, move}; break;
        case GameState::Playing: break;
    }
    auto* human = qobject_cast<HumanPlayer*>(player(sideToMove()));
    if (!refusal && (!human || !human->isWaiting()))
        refusal = Refusal{Refusal::Reason::NotYourTurn, move};
    if (!refusal) {
        if (auto rule = record_.check(move)) refusal = Refusal::of(*rule, move);
    }
    if (refusal) {
        emit moveRefused(*refusal);
        return refusal;
    }
    human->submit(move);  // answers the open turn: onMoveReady applies it
    return std::nullopt;
}

// The turn delivers only while it is open (MoveRequest::answer drops anything later) and a replaced
// turn is always cancelled first, so here the answer is current; the rules still check it, since a
// player may be a faulty program.
void GameController::onMoveReady(Move move, const MoveInfo& info) {
    drop(turn_);
    if (auto rule = record_.check(move)) {
        emit moveRefused(Refusal::of(*rule, move));
        if (isHuman(sideToMove())) requestNextMove();
        return;
    }
    const Color by = sideToMove();
    applyMove(move);
    emit moveAnswered(by, move, info);
    advance();
}

void GameController::applyMove(Move move) {
    dropRedoTail();
    const Position before = position();
    const Bitboard flipped =
        move.isPlacement() ? flips(before.player(), before.opponent(), move.square()) : 0;
    const Color by = before.sideToMove();
    record_.play(move);
    clockAfterMove(by);
    emit boardChanged(BoardChange{move.isPass() ? BoardChange::Kind::Pass : BoardChange::Kind::Move,
                                  move, by, flipped});
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
    clock_.stop();
    clockEnded_ = clockEnded_ || clock_.timed();
    setState(GameState::Finished);
    emit gameOver(*record_.result());
}

void GameController::requestNextMove() {
    if (state_ != GameState::Playing || record_.isOver()) return;
    cancelRequest();
    // At an earlier position only a person may start a new line; a computer waits for the end.
    if (record_.canRedo() && !isHuman(sideToMove())) return;
    turn_ = std::make_unique<MoveRequest>(position());
    MoveRequest* turn = turn_.get();
    connect(turn, &MoveRequest::answered, this, &GameController::onMoveReady);
    const Color side = sideToMove();
    if (clockHolds()) {
        startClock(side);
        turn->setClock(turnClock(side));
    }
    emit turnStarted(side, isHuman(side));
    // A synchronous player may answer inside this call; onMoveReady then handles it.
    player(side)->requestMove(turn);
}

void GameController::cancelRequest() { drop(turn_); }

void GameController::replaceRecord(GameRecord record) {
    cancelRequest();
    if (record_.length() > 0) emit gameReplaced(record_);
    record_ = std::move(record);
}

void GameController::dropRedoTail() {
    if (!record_.canRedo()) return;
    const GameRecord previous = record_;
    record_.truncate();
    emit lineReplaced(previous);
}

void GameController::setState(GameState state) {
    if (state_ == state) return;
    state_ = state;
    emit stateChanged(state);
}

// A position to step over when undoing or redoing: a forced pass, or (with a person playing)
// a position where the computer is to move.
bool GameController::shouldStepOver() const {
    if (record_.forfeitedBy()) return false;
    if (position().mustPass()) return true;
    return anyHuman() && !isHuman(sideToMove());
}

bool GameController::undo() {
    if (!canUndo() || refusedByClock()) return false;
    cancelRequest();
    if (record_.forfeitedBy()) {
        record_.undo();  // takes back the resignation (loss on time) only
    } else {
        do {
            record_.undo();
        } while (record_.canUndo() && shouldStepOver());
    }
    cursorMoved(BoardChange::Kind::Undo);
    return true;
}

bool GameController::redo() {
    if (!canRedo() || refusedByClock()) return false;
    cancelRequest();
    do {
        record_.redo();
    } while (record_.canRedo() && shouldStepOver());
    cursorMoved(BoardChange::Kind::Redo);
    return true;
}

bool GameController::jumpTo(int ply) {
    if (state_ == GameState::NotStarted || ply < 0 || ply > record_.length()) return false;
    if (ply != record_.ply() && refusedByClock()) return false;
    cancelRequest();
    record_.jumpTo(ply);
    cursorMoved(BoardChange::Kind::Jump);
    return true;
}

// After undo, redo or a jump: the game is live again unless the position shown ends it; at an
// earlier position only a person is asked, at the end of the record the game carries on.
void GameController::cursorMoved(BoardChange::Kind kind) {
    if (state_ == GameState::Finished || state_ == GameState::Stopped) setState(GameState::Playing);
    emit boardChanged(BoardChange{kind, Move::none(), sideToMove(), 0});
    if (record_.isOver()) finishIfOver();
    else if (state_ == GameState::Playing) record_.canRedo() ? requestNextMove() : advance();
}

void GameController::continueHere() {
    if (state_ != GameState::Playing && state_ != GameState::Paused) return;
    if (!record_.canRedo() || refusedByClock()) return;
    cancelRequest();
    dropRedoTail();
    if (state_ == GameState::Playing) advance();
}

void GameController::resign() {
    if (state_ != GameState::Playing && state_ != GameState::Paused) return;
    Color loser = sideToMove();
    if (!isHuman(loser) && isHuman(opposite(loser))) loser = opposite(loser);
    cancelRequest();
    dropRedoTail();
    clock_.stop();
    record_.resign(loser);
    emit boardChanged(BoardChange{BoardChange::Kind::Resign, Move::none(), loser, 0});
    finishIfOver();
}

void GameController::pause() {
    if (state_ != GameState::Playing) return;
    cancelRequest();
    clock_.pause();
    setState(GameState::Paused);
}

void GameController::resume() {
    if (state_ != GameState::Paused) return;
    setState(GameState::Playing);
    clock_.resume();
    requestNextMove();
}

void GameController::stop() {
    cancelRequest();
    clock_.stop();
    setState(GameState::Stopped);
}

bool GameController::clockHolds() const {
    return clock_.timed() && !clockEnded_ && !clock_.fallen() &&
           (state_ == GameState::Playing || state_ == GameState::Paused);
}

// The clocks go one way: while a game on them is played, nothing is taken back (said why).
bool GameController::refusedByClock() {
    if (!clockHolds()) return false;
    emit moveRefused(Refusal{Refusal::Reason::ClockRunning, Move::none()});
    return true;
}

void GameController::startClock(Color side) {
    if (clock_.running() != side && !clock_.paused()) clock_.start(side);
}

// Every move, a pass included, stops its side's clock (a forced pass takes no time) and starts
// the other's, so the clock keeps one time for each move of the record.
void GameController::clockAfterMove(Color by) {
    if (!clockHolds()) return;
    startClock(by);
    clock_.moveMade(record_.isOver() ? std::nullopt : std::optional(sideToMove()));
}

// The side whose clock fell loses on time, like a resignation at the end of the record.
void GameController::onFlagFell(Color side) {
    if (state_ != GameState::Playing && state_ != GameState::Paused) return;
    cancelRequest();
    dropRedoTail();
    record_.loseOnTime(side);
    emit boardChanged(BoardChange{BoardChange::Kind::Resign, Move::none(), side, 0});
    finishIfOver();
}

TurnClock GameController::turnClock(Color side) const {
    TurnClock turn{clock_.control(), clock_.remaining(side), record_.start(), {}};
    const QList<GameClock::Ms>& times = clock_.moveTimes();
    if (times.size() != record_.ply()) {
        turn.start = position();  // the times of the moves are not known
        return turn;
    }
    for (int i = 0; i < record_.ply(); ++i)
        turn.moves.push_back({record_.moves()[static_cast<size_t>(i)], std::nullopt,
                              static_cast<double>(times[i].count()) / 1000.0});
    return turn;
}

}  // namespace verso::session
