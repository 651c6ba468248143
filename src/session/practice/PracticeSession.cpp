// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/practice/PracticeSession.h"

#include <QDir>
#include <QFileInfo>

#include "session/analysis/AnalysisTypes.h"
#include "session/enginethread/EngineThread.h"
#include "session/practice/OwnMistakes.h"
#include "session/storage/KeptGames.h"

namespace verso::session {

namespace {

// Own mistakes are valued exactly up to this many empties, earlier by a midgame search.
engine::AnalysisLimits valueLimits() {
    engine::AnalysisLimits limits;
    limits.depth = 12;
    limits.exactEmpties = limits.wldEmpties = 20;
    limits.reportInterval = std::chrono::hours(1);
    return limits;
}

}  // namespace

PracticeSession::PracticeSession(EngineThread& thread, QObject* parent)
    : QObject(parent), thread_(thread) {}

PracticeSession::~PracticeSession() = default;

void PracticeSession::open(const QString& keptPath, const std::vector<std::string>& personNames) {
    if (!loaded_ && !keptPath.isEmpty()) {
        store_.emplace(QFileInfo(keptPath).dir().filePath(QStringLiteral("practice.txt")));
        PracticeStore::Loaded loaded = store_->load();
        data_ = std::move(loaded.data);
        canSave_ = loaded.canSave;
        loaded_ = true;
        if (!loaded.problem.isEmpty()) emit problem(loaded.problem, loaded.setAside);
    }
    if (!keptPath.isEmpty()) {
        KeptGames::Reading reading;
        if (OwnMistakes(personNames).addFrom(KeptGames(keptPath), data_, today(), &reading) > 0)
            save();
        if (QFileInfo::exists(keptPath) && reading.unreadable())
            emit keptGamesUnreadable(reading.ioError, reading.games);
    }
    emit dataChanged();
}

void PracticeSession::setEndgames(std::shared_ptr<const GameLibrary> library,
                                  const EndgameChoice& choice, unsigned seed) {
    endgames_ = std::make_shared<EndgamePuzzles>(std::move(library), choice, seed);
}

const Puzzle* PracticeSession::current() const {
    return current_ ? &data_.puzzles[static_cast<std::size_t>(*current_)] : nullptr;
}

void PracticeSession::next(PuzzleKind kind) {
    close();
    const auto due = data_.nextDue(today(), kind);
    if (due) return show(*due);
    if (kind == PuzzleKind::Endgame && endgames_) return askEndgame();
    emit noPuzzle();
}

void PracticeSession::show(int index) {
    if (!data_.puzzles[static_cast<std::size_t>(index)].valued) return askValues(index);
    current_ = index;
    answered_ = false;
    emit puzzleReady();
}

void PracticeSession::askValues(int index) {
    const Position position = data_.puzzles[static_cast<std::size_t>(index)].position;
    setRequest(thread_.ask([position](engine::Searcher& searcher, const std::atomic<bool>& stop,
                                      const EngineRequest::Report&) {
        return QVariant::fromValue(engine::analyzeMoves(searcher, position, valueLimits(), &stop));
    }));
    connect(request_.get(), &EngineRequest::finished, this, [this, index](const QVariant& result) {
        setRequest(nullptr);
        const auto analysis = result.value<engine::Analysis>();
        Puzzle& puzzle = data_.puzzles[static_cast<std::size_t>(index)];
        puzzle.values.clear();
        for (const engine::MoveValue& value : analysis.moves)
            puzzle.values.push_back({value.move, value.score});
        puzzle.exact = analysis.exact;
        if (!analysis.moves.empty()) puzzle.line = analysis.moves.front().pv;
        puzzle.valued = !puzzle.values.empty();
        save();
        if (puzzle.valued) show(index);
        else emit noPuzzle();
    });
}

void PracticeSession::askEndgame() {
    auto endgames = endgames_;
    auto known = data_.puzzles;
    setRequest(
        thread_.ask([endgames, known](engine::Searcher& searcher, const std::atomic<bool>& stop,
                                      const EngineRequest::Report&) {
            const auto puzzle = endgames->next(searcher, known, &stop);
            return puzzle ? QVariant::fromValue(*puzzle) : QVariant();
        }));
    connect(request_.get(), &EngineRequest::finished, this, [this](const QVariant& result) {
        setRequest(nullptr);
        if (!result.canConvert<Puzzle>()) return emit noPuzzle();
        Puzzle puzzle = result.value<Puzzle>();
        puzzle.due = today();
        if (!data_.add(std::move(puzzle))) return emit noPuzzle();
        save();
        emit dataChanged();
        show(static_cast<int>(data_.puzzles.size()) - 1);
    });
}

Verdict PracticeSession::answer(Move move) {
    if (!current_) return {};
    const Verdict verdict = Answer::judge(*current(), move, tolerance_);
    if (verdict.legal && !answered_) {
        answered_ = true;
        data_.record(*current_, verdict.right, today());
        save();
        emit dataChanged();
    }
    return verdict;
}

void PracticeSession::close() {
    setRequest(nullptr);
    current_.reset();
    answered_ = false;
}

void PracticeSession::save() {
    if (!store_ || !canSave_) return;
    const QString error = store_->save(data_);
    if (!error.isEmpty()) emit problem(error, {});
}

void PracticeSession::setRequest(std::unique_ptr<EngineRequest> request) {
    const bool wasBusy = isBusy();
    if (request_) drop(request_);
    request_ = std::move(request);
    if (wasBusy != isBusy()) emit busyChanged(isBusy());
}

}  // namespace verso::session
