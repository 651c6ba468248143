// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/practice/PracticeDock.h"

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

#include <random>
#include <utility>

#include "app/analysis/AnalysisMode.h"
#include "app/board/BoardScene.h"
#include "app/library/LibraryLoader.h"
#include "app/practice/PracticeTexts.h"
#include "app/records/CurrentGame.h"
#include "app/settings/Settings.h"
#include "app/window/ScreenFit.h"
#include "app/window/Texts.h"
#include "core/Notation.h"
#include "session/game/GameController.h"
#include "session/game/GameState.h"

namespace verso::app {

namespace {

// The names a person plays under in the kept games, in this language and in English.
std::vector<std::string> personNames() {
    std::vector<std::string> names{"You", "Black", "White"};
    for (const QString& name : {QCoreApplication::translate("Texts", "You"),
                                colorText(Color::Black), colorText(Color::White)})
        names.push_back(name.toStdString());
    return names;
}

QPushButton* button(const QString& text, const char* name, QWidget* parent) {
    auto* b = new QPushButton(text, parent);
    b->setObjectName(QLatin1String(name));
    return b;
}

}  // namespace

PracticeDock::PracticeDock(const Parts& parts, QWidget& window)
    : QDockWidget(&window), parts_(parts), stepTimer_(new QTimer(this)) {
    //: Title of the practice panel
    setWindowTitle(tr("Practice"));
    setObjectName(QStringLiteral("practiceDock"));
    setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);  // as the others
    //: Game menu: opens the practice panel (puzzles from your mistakes and real endgames)
    toggleViewAction()->setText(tr("&Practice"));
    toggleViewAction()->setObjectName(QStringLiteral("actionPractice"));
    toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    session_ = new session::PracticeSession(parts.thread, this);
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    task_ = new QLabel(body);
    task_->setObjectName(QStringLiteral("practiceTask"));
    task_->setWordWrap(true);
    QFont bold = task_->font();
    bold.setBold(true);
    task_->setFont(bold);
    feedback_ = new QLabel(body);
    feedback_->setObjectName(QStringLiteral("practiceFeedback"));
    feedback_->setWordWrap(true);
    progress_ = new QLabel(body);
    progress_->setObjectName(QStringLiteral("practiceProgress"));
    progress_->setWordWrap(true);
    layout->addWidget(task_);
    layout->addWidget(feedback_);
    layout->addWidget(makeButtons());
    layout->addWidget(progress_);
    layout->addWidget(makeOptions());
    layout->addStretch();
    // Scrolled on a short screen, so the dock never makes the window taller than the screen.
    QScrollArea* scroll = verticalScrollBody(*this, body);
    scroll->setObjectName(QStringLiteral("practiceBody"));
    setWidget(scroll);
    hide();
    stepTimer_->setInterval(kStepMs);
    connect(stepTimer_, &QTimer::timeout, this, &PracticeDock::stepSolution);
    connect(toggleViewAction(), &QAction::toggled, this, &PracticeDock::setOpen);
    connect(session_, &session::PracticeSession::puzzleReady, this, &PracticeDock::showPuzzle);
    connect(session_, &session::PracticeSession::dataChanged, this, &PracticeDock::updateTexts);
    connect(session_, &session::PracticeSession::problem, this, &PracticeDock::onProblem);
    connect(session_, &session::PracticeSession::keptGamesUnreadable, this,
            [this](const QString& reason, int gamesRead) {
                say(PracticeTexts::keptGamesUnreadable(reason, gamesRead));
            });
    connect(session_, &session::PracticeSession::noPuzzle, this, [this] {
        state_ = State::Waiting;
        task_->setText(source_->currentIndex() == 0
                           //: Practice: no own-mistake puzzle is due
                           ? tr("No puzzle is due. Puzzles come from the mistakes in games you "
                                "review.")
                           //: Practice: the chosen games hold no more endgame puzzles
                           : tr("No more puzzles in these games."));
        updateTexts();
    });
    // Whatever the window drew for the game (an undo, a move) gives way to the puzzle again.
    connect(
        &parts.game, &session::GameController::boardChanged, this,
        [this] {
            if (open_ && state_ == State::Asking) showPuzzle();
        },
        Qt::QueuedConnection);
}

PracticeDock::~PracticeDock() = default;

QWidget* PracticeDock::makeButtons() {
    auto* row = new QWidget(this);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    //: Practice buttons
    hint_ = button(tr("Hint"), "practiceHint", row);
    solution_ = button(tr("Show Solution"), "practiceSolution", row);
    again_ = button(tr("Try Again"), "practiceTryAgain", row);
    next_ = button(tr("Next"), "practiceNext", row);
    for (QPushButton* b : {hint_, solution_, again_, next_}) layout->addWidget(b);
    connect(hint_, &QPushButton::clicked, this, &PracticeDock::hint);
    connect(solution_, &QPushButton::clicked, this, &PracticeDock::showSolution);
    connect(again_, &QPushButton::clicked, this, &PracticeDock::showPuzzle);
    connect(next_, &QPushButton::clicked, this, &PracticeDock::next);
    return row;
}

QWidget* PracticeDock::makeOptions() {
    auto* box = new QWidget(this);
    auto* form = new QFormLayout(box);
    const Settings::Practice saved = parts_.settings.practice();
    source_ = new QComboBox(box);
    source_->setObjectName(QStringLiteral("practiceSource"));
    //: Where practice puzzles come from
    source_->addItems({tr("Own mistakes"), tr("Endgames")});
    source_->setCurrentIndex(saved.endgames ? 1 : 0);
    empties_ = new QSpinBox(box);
    empties_->setObjectName(QStringLiteral("practiceEmpties"));
    empties_->setRange(session::EndgameChoice::kLeastEmpties, session::EndgameChoice::kMostEmpties);
    empties_->setValue(saved.empties);
    player_ = new QLineEdit(saved.player, box);
    player_->setObjectName(QStringLiteral("practicePlayer"));
    //: Placeholder of the practice's player filter: empty means games at random
    player_->setPlaceholderText(tr("Any (at random)"));
    years_ = new QLineEdit(saved.years, box);
    years_->setObjectName(QStringLiteral("practiceYears"));
    //: Placeholder of the practice's years filter: empty means any year
    years_->setPlaceholderText(tr("Any, or 1990-2000"));
    tolerance_ = new QComboBox(box);
    tolerance_->setObjectName(QStringLiteral("practiceTolerance"));
    //: Practice tolerance: only the best move is right
    tolerance_->addItem(tr("Exact"), 0);
    for (const int discs : {2, 4})
        //: Practice tolerance: a move losing at most this many discs is right
        tolerance_->addItem(tr("%n disc(s)", nullptr, discs), discs);
    tolerance_->setCurrentIndex(std::max(0, tolerance_->findData(saved.tolerance)));
    session_->setTolerance(saved.tolerance);
    //: Practice options (labels)
    form->addRow(tr("Puzzles:"), source_);
    form->addRow(tr("Empties:"), empties_);
    form->addRow(tr("Player:"), player_);
    form->addRow(tr("Years:"), years_);
    form->addRow(tr("Tolerance:"), tolerance_);
    connect(source_, &QComboBox::currentIndexChanged, this, &PracticeDock::optionsChanged);
    connect(empties_, &QSpinBox::valueChanged, this, &PracticeDock::optionsChanged);
    connect(player_, &QLineEdit::editingFinished, this, &PracticeDock::optionsChanged);
    connect(years_, &QLineEdit::editingFinished, this, &PracticeDock::optionsChanged);
    connect(tolerance_, &QComboBox::currentIndexChanged, this, &PracticeDock::optionsChanged);
    return box;
}

void PracticeDock::optionsChanged() {
    Settings::Practice chosen;
    chosen.endgames = source_->currentIndex() == 1;
    chosen.empties = empties_->value();
    chosen.player = player_->text().trimmed();
    chosen.years = years_->text().trimmed();
    chosen.tolerance = tolerance_->currentData().toInt();
    const Settings::Practice before = parts_.settings.practice();
    parts_.settings.setPractice(chosen);
    session_->setTolerance(chosen.tolerance);
    if (chosen.empties != before.empties || chosen.player != before.player ||
        chosen.years != before.years)
        endgamesReady_ = false;
    if (open_ && (chosen.endgames != before.endgames || !endgamesReady_)) next();
    else if (open_ && session_->current())
        task_->setText(PracticeTexts::task(*session_->current(), chosen.tolerance));
}

void PracticeDock::setOpen(bool open) {
    if (open == open_) return;
    // Practice is opened by the person, never by the window's remembered layout at its start.
    if (open && !window()->isVisible()) return QTimer::singleShot(0, this, &QWidget::hide);
    if (open) {
        enter();
        // It shares the tabs of the move list and the review: to the front once it is shown.
        QTimer::singleShot(0, this, [this] {
            if (open_) raise();
        });
    } else {
        leave();
    }
}

void PracticeDock::enter() {
    open_ = true;
    QAction* analysis = parts_.analysis.toggleAction();
    analysisWasOn_ = analysis->isChecked();
    if (analysisWasOn_) analysis->setChecked(false);
    analysis->setEnabled(false);
    reviewWasShown_ = parts_.review.isVisible();
    parts_.review.hide();
    parts_.review.toggleViewAction()->setEnabled(false);
    session::GameController& game = parts_.game;
    // Paused, the game neither moves nor offers a hint for its own position meanwhile.
    pausedGame_ = game.state() == session::GameState::Playing;
    if (pausedGame_) game.pause();
    // Opening may find both files at fault: the sentences are said together, so neither hides
    // the other in the status bar.
    opening_.emplace();
    session_->open(parts_.current.keptGames().path(), personNames());
    const QStringList said = *std::exchange(opening_, std::nullopt);
    if (!said.isEmpty())
        emit message(said.join(QStringLiteral(" · ")), kMessageMs * static_cast<int>(said.size()));
    next();
}

void PracticeDock::windowClosing() {
    if (!open_) return;  // closed, hiding the panel later finds nothing to leave
    open_ = false;
    stepTimer_->stop();
    session_->close();
}

void PracticeDock::leave() {
    open_ = false;
    stepTimer_->stop();
    session_->close();
    state_ = State::Waiting;
    parts_.scene.finishAnimation();
    parts_.scene.showPosition(parts_.game.position());
    emit returnedToGame();
    QAction* analysis = parts_.analysis.toggleAction();
    analysis->setEnabled(true);
    if (analysisWasOn_) analysis->setChecked(true);
    parts_.review.toggleViewAction()->setEnabled(true);
    if (reviewWasShown_) parts_.review.show();
    if (pausedGame_) parts_.game.resume();
}

void PracticeDock::next() {
    stepTimer_->stop();
    state_ = State::Waiting;
    //: Practice: waiting for the next puzzle (reading games, solving endgames)
    task_->setText(tr("Looking for a puzzle…"));
    feedback_->clear();
    updateTexts();
    if (source_->currentIndex() == 1 && !endgamesReady_) return loadEndgames();
    session_->next(source_->currentIndex() == 1 ? session::PuzzleKind::Endgame
                                                : session::PuzzleKind::OwnMistake);
}

void PracticeDock::loadEndgames() {
    if (!loader_) {
        loader_ = new LibraryLoader(this);
        connect(loader_, &LibraryLoader::loaded, this,
                [this](const std::shared_ptr<const GameLibrary>& library) {
                    session_->setEndgames(library, endgameChoice(), std::random_device{}());
                    endgamesReady_ = true;
                    if (open_) next();
                });
    }
    loader_->load(parts_.current.keptGames().path(), parts_.settings.libraryDatabases());
}

// The endgames' games: the player box, and the years box as "1998" or "1990-2000".
session::EndgameChoice PracticeDock::endgameChoice() const {
    session::EndgameChoice choice;
    choice.empties = empties_->value();
    choice.player = player_->text().trimmed().toStdString();
    const QStringList years = years_->text().split(QLatin1Char('-'), Qt::SkipEmptyParts);
    if (!years.isEmpty() && years.size() <= 2) {
        choice.yearFrom = years.front().trimmed().toInt();
        choice.yearTo = years.back().trimmed().toInt();
    }
    return choice;
}

void PracticeDock::showPuzzle() {
    const session::Puzzle* puzzle = session_->current();
    if (!open_ || !puzzle) return;
    stepTimer_->stop();
    state_ = State::Asking;
    hints_ = 0;
    BoardScene& scene = parts_.scene;
    scene.finishAnimation();
    scene.showPosition(puzzle->position);
    scene.setLastMove(-1);
    scene.setLegalMoves(puzzle->position.legalMoves());
    scene.setPreviewColor(puzzle->position.sideToMove());
    task_->setText(PracticeTexts::task(*puzzle, session_->tolerance()));
    feedback_->clear();
    updateTexts();
}

bool PracticeDock::takeSquare(int square) {
    if (!open_) return false;
    const session::Puzzle* puzzle = session_->current();
    if (state_ == State::Asking && puzzle && puzzle->position.isLegal(Move::at(square)))
        answer(square);
    return true;
}

void PracticeDock::answer(int square) {
    const session::Puzzle& puzzle = *session_->current();
    const Move move = Move::at(square);
    const session::Verdict verdict = session_->answer(move);
    const Position after = puzzle.position.afterMove(move);
    BoardScene& scene = parts_.scene;
    scene.setLegalMoves(0);
    scene.setPreviewColor(std::nullopt);
    scene.showPosition(after, (after.black() ^ puzzle.position.black()) & ~squareBit(square), 0);
    scene.setLastMove(square);
    state_ = State::Answered;
    feedback_->setText(PracticeTexts::verdict(puzzle, move, verdict));
    updateTexts();
}

void PracticeDock::hint() {
    const session::Puzzle* puzzle = session_->current();
    if (state_ != State::Asking || !puzzle) return;
    ++hints_;
    Bitboard marks = 0;
    if (hints_ == 1) {
        const auto region = session::Answer::region(puzzle->best().square());
        for (Bitboard moves = puzzle->position.legalMoves(); moves; moves &= moves - 1) {
            const int square = std::countr_zero(moves);
            if (session::Answer::region(square) == region) marks |= squareBit(square);
        }
    } else {
        for (const Move move : session::Answer::candidates(*puzzle, 1))
            marks |= squareBit(move.square());
    }
    parts_.scene.setLegalMoves(marks);
    //: Practice hint: the board marks fewer squares than the legal moves
    feedback_->setText(tr("Hint: the best move is one of the marked squares."));
}

void PracticeDock::showSolution() {
    const session::Puzzle* puzzle = session_->current();
    if (!puzzle) return;
    state_ = State::Solution;
    step_ = 0;
    const std::vector<Move> line =
        puzzle->line.empty() ? std::vector<Move>{puzzle->best()} : puzzle->line;
    //: Practice: the best line played out on the board, e.g. "a2 b1 a1 (+0)"
    feedback_->setText(
        tr("Solution: %1").arg(QString::fromStdString(formatMoves(line, PassStyle::Write))));
    parts_.scene.finishAnimation();
    parts_.scene.showPosition(puzzle->position);
    parts_.scene.setLegalMoves(0);
    parts_.scene.setPreviewColor(std::nullopt);
    stepTimer_->start();
    updateTexts();
}

void PracticeDock::stepSolution() {
    const session::Puzzle* puzzle = session_->current();
    if (!puzzle) return stepTimer_->stop();
    const std::vector<Move> line =
        puzzle->line.empty() ? std::vector<Move>{puzzle->best()} : puzzle->line;
    Position before = puzzle->position;
    for (int i = 0; i < step_; ++i) {
        const Move m = line[static_cast<std::size_t>(i)];
        before = m.isPass() ? before.afterPass() : before.afterMove(m);
    }
    const Move move = line[static_cast<std::size_t>(step_)];
    ++step_;
    if (step_ >= static_cast<int>(line.size())) stepTimer_->stop();
    if (move.isPass()) return;
    const Position after = before.afterMove(move);
    parts_.scene.showPosition(after, (after.black() ^ before.black()) & ~squareBit(move.square()),
                              kStepMs / 2);
    parts_.scene.setLastMove(move.square());
    if (!stepping()) updateTexts();
}

bool PracticeDock::stepping() const { return stepTimer_->isActive(); }

void PracticeDock::onProblem(const QString& what, const QString& setAside) {
    if (setAside.isEmpty())
        //: %1 is the system's reason, e.g. "No space left on device"
        say(tr("Practice progress could not be kept: %1").arg(what));
    else
        //: %1 why the file could not be read, %2 where it was kept
        say(tr("Practice progress could not be read (%1); the file was kept as %2")
                .arg(what, setAside));
}

void PracticeDock::say(const QString& text) {
    if (opening_) opening_->append(text);
    else emit message(text, kMessageMs);
}

void PracticeDock::updateTexts() {
    const session::Puzzle* puzzle = session_->current();
    const bool asking = state_ == State::Asking;
    hint_->setEnabled(asking && puzzle);
    solution_->setEnabled(puzzle && state_ != State::Waiting && !stepping());
    again_->setEnabled(puzzle && (state_ == State::Answered || state_ == State::Solution));
    next_->setEnabled(open_ && !session_->isBusy());
    empties_->setEnabled(source_->currentIndex() == 1);
    player_->setEnabled(source_->currentIndex() == 1);
    years_->setEnabled(source_->currentIndex() == 1);
    const int empties = puzzle ? puzzle->empties() : empties_->value();
    progress_->setText(PracticeTexts::progress(session_->data(), session_->today(), empties));
}

}  // namespace verso::app
