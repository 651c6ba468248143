// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/external/ExternalAnalyst.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "core/Bitboard.h"
#include "session/analysis/AnalysisTypes.h"

namespace verso::session {

namespace {

// The moves of "position" a hint may name: its legal moves, or the pass when it has none.
int movesIn(const Position& position) {
    return position.hasLegalMove() ? popCount(position.legalMoves()) : 1;
}

// The longest start of an engine's line that can be played from "position" (a pass the engine
// left out is put in), so whoever plays the line out never meets an illegal move.
std::vector<Move> playableLine(const std::vector<Move>& line, Position position) {
    std::vector<Move> playable;
    for (const Move move : line) {
        if (!position.isLegal(move) && position.isLegal(Move::pass()) &&
            position.afterMove(Move::pass()).isLegal(move)) {
            playable.push_back(Move::pass());
            position = position.afterMove(Move::pass());
        }
        if (!position.isLegal(move)) break;
        playable.push_back(move);
        position = position.afterMove(move);
    }
    return playable;
}

engine::MoveValue valueOf(const nboard::HintAnswer& hint, const Position& position) {
    engine::MoveValue value;
    value.move = hint.pv.front();
    value.score = static_cast<int>(std::lround(hint.eval));
    value.outcome = (value.score > 0) - (value.score < 0);
    value.proof = hint.exact ? engine::Proof::Exact : engine::Proof::None;
    value.depth = hint.exact ? position.emptyCount() : std::max(hint.depth, 1);
    value.pv = playableLine(hint.pv, position);
    value.inBook = hint.book;
    return value;
}

}  // namespace

ExternalAnalyst::ExternalAnalyst(ExternalEngineSpec spec, QObject* parent)
    : QObject(parent),
      spec_(std::move(spec)),
      answerTimeout_(std::chrono::seconds(spec_.secondsPerMove)) {
    qRegisterMetaType<verso::engine::Analysis>();
    qRegisterMetaType<verso::session::ExternalEngineFault>();
    answerTimer_.setSingleShot(true);
    connect(&answerTimer_, &QTimer::timeout, this,
            [this] { fault(ExternalEngineFault::NoAnswer, QString()); });
    connect(&process_, &EngineProcess::lineReceived, this, &ExternalAnalyst::handleLine);
    connect(&process_, &EngineProcess::overlongLine, this,
            [this](const QString& start) { fault(ExternalEngineFault::Garbage, start); });
    connect(&process_, &EngineProcess::failedToStart, this,
            [this](const QString& detail) { fault(ExternalEngineFault::FailedToStart, detail); });
    connect(&process_, &EngineProcess::finished, this, [this](const QString& detail) {
        fault(heard_ ? ExternalEngineFault::Exited : ExternalEngineFault::FailedToStart, detail);
    });
}

ExternalAnalyst::~ExternalAnalyst() { process_.retire(); }

QString ExternalAnalyst::name() const {
    return engineName_.isEmpty() ? spec_.displayName() : engineName_;
}

void ExternalAnalyst::analyze(const Position& position, int count) {
    stop();
    position_ = position;
    const int moves = movesIn(position);
    count_ = count > 0 ? std::min(count, moves) : moves;
    if (position.isGameOver()) {
        engine::Analysis none;
        none.complete = true;
        latest_ = none;
        emit updated(position, none);
        return;
    }
    running_ = true;
    if (!process_.isOpen()) {
        start();
        return;
    }
    ask();
}

void ExternalAnalyst::start() {
    protocol_.forgetPing();
    heard_ = false;
    if (!process_.open(spec_)) {
        fault(ExternalEngineFault::FailedToStart, QString());
        return;
    }
    process_.send(nboard::Hello{2});
    process_.send(nboard::SetDepth{
        std::clamp(spec_.depth, ExternalEngineSpec::kMinDepth, ExternalEngineSpec::kMaxDepth)});
    ask();
    process_.launch();  // may report FailedToStart at once
}

// The position, then a ping that makes every earlier line stale, then the question.
void ExternalAnalyst::ask() {
    process_.send(EngineProcess::setGame(*position_));
    process_.send(protocol_.ping());
    process_.send(nboard::Hint{count_});
    answerTimer_.start(answerTimeout_);
}

void ExternalAnalyst::stop() {
    answerTimer_.stop();
    if (running_ && process_.isOpen()) process_.send(protocol_.ping());  // stops its search
    running_ = false;
    position_.reset();
    values_.clear();
    latest_.reset();
}

void ExternalAnalyst::shutDown() {
    stop();
    process_.shutDown();
}

void ExternalAnalyst::handleLine(const QString& line) {
    heard_ = true;
    const auto reply = protocol_.receive(line.toStdString());
    if (!reply) return;  // stale, blank, or a pong to no ping of ours
    if (const auto* named = reply->get<nboard::MyName>()) {
        const QString printable = printableEngineText(QString::fromStdString(named->name), 80);
        if (printable.isEmpty() || printable == engineName_) return;
        engineName_ = printable;
        emit nameChanged(engineName_);
        return;
    }
    if (!running_) return;  // values after the analysis ended: nothing asked for them
    if (const auto* hint = reply->get<nboard::HintAnswer>()) handleHint(*hint, line.trimmed());
    else if (const auto* status = reply->get<nboard::Status>()) handleStatus(*status);
    else if (!reply->ok() &&
             (reply->error().command == "search" || reply->error().command == "book"))
        fault(ExternalEngineFault::Garbage, line.trimmed());
    // "pong", "nodestats", "===", "learned" and unknown lines need no answer.
}

void ExternalAnalyst::handleHint(const nboard::HintAnswer& hint, const QString& line) {
    const Position& position = *position_;
    const Move move = hint.pv.empty() ? Move::none() : hint.pv.front();
    const bool legal =
        position.hasLegalMove() ? move.isPlacement() && position.isLegal(move) : move.isPass();
    if (!legal) {
        fault(ExternalEngineFault::IllegalMove, line);
        return;
    }
    answerTimer_.stop();
    const engine::MoveValue value = valueOf(hint, position);
    // Asked for fewer than all moves, the engine names the best of each deeper search: a move it
    // named at a shallower depth is no longer among them.
    if (count_ < movesIn(position) && !value.inBook)
        std::erase_if(values_, [&value](const auto& entry) {
            return !entry.second.inBook && entry.second.depth < value.depth;
        });
    values_[move.square()] = value;
    report(false);
}

// An empty status after values: the engine has said all it will say about the position.
void ExternalAnalyst::handleStatus(const nboard::Status& status) {
    if (status.text.empty() && !values_.empty()) report(true);
}

void ExternalAnalyst::report(bool engineDone) {
    engine::Analysis analysis;
    for (const auto& [square, value] : values_) analysis.moves.push_back(value);
    std::stable_sort(
        analysis.moves.begin(), analysis.moves.end(),
        [](const engine::MoveValue& a, const engine::MoveValue& b) { return a.score > b.score; });
    const auto exact = [](const engine::MoveValue& m) { return m.proof == engine::Proof::Exact; };
    const bool all = static_cast<int>(values_.size()) >= count_;
    analysis.exact = all && std::all_of(analysis.moves.begin(), analysis.moves.end(), exact);
    analysis.depth = std::min_element(analysis.moves.begin(), analysis.moves.end(),
                                      [](const engine::MoveValue& a, const engine::MoveValue& b) {
                                          return a.depth < b.depth;
                                      })
                         ->depth;
    analysis.complete = engineDone || analysis.exact;
    if (analysis.complete) running_ = false;
    latest_ = analysis;
    emit updated(*position_, analysis);
}

// The analysis stops and the engine is let go: the next analyze() starts it again.
void ExternalAnalyst::fault(ExternalEngineFault fault, const QString& detail) {
    answerTimer_.stop();
    process_.retire();
    protocol_.forgetPing();
    running_ = false;
    position_.reset();
    values_.clear();
    latest_.reset();
    emit faulted(fault, printableEngineText(detail));
}

}  // namespace verso::session
