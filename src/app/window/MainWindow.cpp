// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/window/MainWindow.h"

#include <QLoggingCategory>

#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QStatusBar>

#include "app/analysis/AnalysisDock.h"
#include "app/analysis/EvalGraph.h"
#include "app/analysis/LinePlayer.h"
#include "app/analysis/ReviewDock.h"
#include "app/board/BoardScene.h"
#include "app/board/BoardView.h"
#include "app/board/DiscItem.h"
#include "app/clock/BoardWithClocks.h"
#include "app/clock/ClockPanel.h"
#include "app/clock/TimeGraph.h"
#include "app/library/ExplorerDock.h"
#include "app/library/LibraryWindow.h"
#include "app/newgame/NewGameActions.h"
#include "app/practice/PracticeDock.h"
#include "app/records/AutosaveKeeper.h"
#include "app/records/CurrentGame.h"
#include "app/records/FileActions.h"
#include "app/records/GameNavigation.h"
#include "app/settings/PreferencesDialog.h"
#include "app/settings/Settings.h"
#include "app/window/CrispDockButtons.h"
#include "app/window/GameOverDialog.h"
#include "app/window/HintActions.h"
#include "app/window/RefusalText.h"
#include "app/window/ScreenFit.h"
#include "app/window/StatusBar.h"
#include "app/window/Texts.h"
#include "session/game/GameController.h"
#include "session/game/Seating.h"
#include "ui_mainwindow.h"

namespace verso::app {

// Off unless asked for (QT_LOGGING_RULES="verso.window.info=true"): lets a test that runs the
// real program see the moment the result is shown.
Q_LOGGING_CATEGORY(lcWindow, "verso.window", QtWarningMsg)

using session::BoardChange;
using session::GameState;

MainWindow::MainWindow(session::Seating* seating, QWidget* parent)
    : QMainWindow(parent),
      ui_(std::make_unique<Ui::MainWindow>()),
      settings_(new Settings(this)),
      seating_(seating ? seating : new session::Seating(this)),
      controller_(seating_->controller()),
      scene_(new BoardScene(this)) {
    ui_->setupUi(this);
    setStatusBar(new StatusBar(this));
    view_ = new BoardView(scene_, this);
    view_->setObjectName("boardView");
    auto* middle = new BoardWithClocks(*view_);  // the clocks join it once the game is known
    setCentralWidget(middle);
    delete ui_->centralWidget;
    view_->setFocus();
    // A game file dropped anywhere on the window opens (the board does not take drops itself).
    setAcceptDrops(true);
    view_->setAcceptDrops(false);
    view_->viewport()->setAcceptDrops(false);

    setupActions();
    clockPanel_ = new ClockPanel(controller_->clock(), *currentGame_, middle);
    middle->setClocks(*clockPanel_);
    setupAnalysis();
    setupStatusBar();
    connectController();
    applyViewSettings();
    applySeating();
    connect(settings_, &Settings::viewChanged, this, &MainWindow::applyViewSettings);
    connect(settings_, &Settings::seatingChanged, this, &MainWindow::applySeating);
    // A geometry kept from a larger screen is brought back within this one.
    if (restoreGeometry(settings_->windowGeometry())) keepOnScreen(*this);
    else resizeToFit(*this, {880, 720});
    restoreState(settings_->windowState());
    for (QDockWidget* dock : findChildren<QDockWidget*>()) new CrispDockButtons(*dock);
    newGame();
}

MainWindow::~MainWindow() {
    // Closing hides the panels after the window's parts are gone: practice lets go of them now.
    practiceDock_->windowClosing();
    // The seating may outlive the window, or be destroyed with it after the members: either way
    // the window hears nothing more from the game.
    controller_->disconnect(this);
    controller_->disconnect(hints_);
    seating_->disconnect(this);
}

QMenu* MainWindow::levelMenu() const { return ui_->menuLevel; }

void MainWindow::applyViewSettings() {
    const QSignalBlocker blockLegal(ui_->actionShowLegalMoves), blockLast(ui_->actionShowLastMove),
        blockCoordinates(ui_->actionShowCoordinates), blockPasses(ui_->actionPassDialogs),
        blockFlip(ui_->actionFlipBoard);
    ui_->actionShowLegalMoves->setChecked(settings_->showLegalMoves());
    ui_->actionShowLastMove->setChecked(settings_->showLastMove());
    ui_->actionShowCoordinates->setChecked(settings_->showCoordinates());
    ui_->actionPassDialogs->setChecked(settings_->passDialogs());
    ui_->actionFlipBoard->setChecked(settings_->flipBoard());
    QAction* speed[] = {ui_->actionSpeedInstant, ui_->actionSpeedFast, ui_->actionSpeedNormal,
                        ui_->actionSpeedSlow};
    speed[static_cast<int>(settings_->animationSpeed())]->setChecked(true);
    scene_->setShowLegalMoves(settings_->showLegalMoves());
    scene_->setShowLastMove(settings_->showLastMove());
    scene_->setShowCoordinates(settings_->showCoordinates());
    scene_->setFlipped(settings_->flipBoard());
    const BoardTheme theme = BoardTheme::byId(settings_->boardTheme());
    scene_->setTheme(theme);
    analysisDock_->graph()->setTheme(theme);
    clockPanel_->setTheme(theme);
    analysisDock_->timeGraph()->setTheme(theme);
}

// Seats the players the settings ask for (Seating applies only what changed) and ticks the menus.
void MainWindow::applySeating() {
    const Opponent opponent = settings_->opponent();
    // Ticked only for who sits: an outside engine ticks its own entry (ExternalEngineSeats).
    const session::SeatingConfig seats = settings_->seatingConfig();
    const auto seated = [&seats](session::SeatKind kind) {
        return (seats.seat(Color::Black) == kind) + (seats.seat(Color::White) == kind);
    };
    ui_->actionHumanVsHuman->setChecked(seated(session::SeatKind::Human) == 2);
    ui_->actionHumanVsComputer->setChecked(seated(session::SeatKind::Human) == 1 &&
                                           seated(session::SeatKind::Computer) == 1);
    ui_->actionComputerVsComputer->setChecked(seated(session::SeatKind::Computer) == 2);
    const Color human = settings_->humanColor();
    (human == Color::Black ? ui_->actionPlayBlack : ui_->actionPlayWhite)->setChecked(true);
    ui_->actionPlayBlack->setEnabled(opponent == Opponent::HumanVsComputer);
    ui_->actionPlayWhite->setEnabled(opponent == Opponent::HumanVsComputer);
    seating_->apply(settings_->seatingConfig());
    updateInteraction();
    updateStatus();
}

void MainWindow::onRefused(const session::Refusal& refusal) {
    statusBar()->showMessage(refusalText(refusal), 8000);
}

void MainWindow::showMessage(const QString& text, int timeoutMs) {
    if (text.isEmpty()) statusBar()->clearMessage();
    else statusBar()->showMessage(text, timeoutMs);
}

bool MainWindow::showsThinking() const { return busyIndicator_->isVisible(); }

QString MainWindow::pairingText() const { return pairingLabel_->text(); }

void MainWindow::newGame() {
    if (gameOverDialog_) gameOverDialog_->close();
    if (passDialog_) passDialog_->close();
    statusBar()->clearMessage();
    controller_->setTimeControl(settings_->timeControl());
    controller_->newGame(newGames_->nextStart());
}

void MainWindow::showBoard(const BoardChange& change) {
    const bool animate = change.kind == BoardChange::Kind::Move;
    const bool rewound =
        change.kind == BoardChange::Kind::NewGame || change.kind == BoardChange::Kind::Undo ||
        change.kind == BoardChange::Kind::Redo || change.kind == BoardChange::Kind::Jump;
    if (rewound) settledActions_.clear();  // a pass or an end waiting for a flip no longer applies
    // The result dialog is for a game that ends as it is played, not one opened or stepped to.
    endedByPlay_ = change.kind == BoardChange::Kind::Move ||
                   change.kind == BoardChange::Kind::Pass ||
                   change.kind == BoardChange::Kind::Resign;
    // A pass dialog speaks of the position the pass left; any other change moves the game on.
    if (change.kind != BoardChange::Kind::Pass && passDialog_) passDialog_->close();
    if (change.kind != BoardChange::Kind::Pass) {
        const int ms = animate ? flipDurationMs(settings_->animationSpeed()) : 0;
        scene_->showPosition(controller_->position(), animate ? change.flipped : 0, ms);
    }
    scene_->setLastMove(lastPlacementSquare());
    updateInteraction();
    updateStatus();
    updateActions();
}

int MainWindow::lastPlacementSquare() const {
    const GameRecord& record = controller_->record();
    for (int ply = record.ply() - 1; ply >= 0; --ply) {
        const Move move = record.moves()[static_cast<size_t>(ply)];
        if (move.isPlacement()) return move.square();
    }
    return -1;
}

// Legal-move markers and the hover preview appear only when a person may place a disc.
void MainWindow::updateInteraction() {
    const Color side = controller_->sideToMove();
    const bool humanTurn = controller_->state() == GameState::Playing &&
                           controller_->isHuman(side) && !controller_->record().isOver();
    scene_->setLegalMoves(humanTurn ? controller_->position().legalMoves() : 0);
    scene_->setPreviewColor(humanTurn ? std::optional(side) : std::nullopt);
}

void MainWindow::updateStatus() {
    const Position& p = controller_->position();
    blackCount_->setText(QString::number(p.discCount(Color::Black)));
    whiteCount_->setText(QString::number(p.discCount(Color::White)));
    blackCount_->setToolTip(discCountText(Color::Black, p.discCount(Color::Black)));
    whiteCount_->setToolTip(discCountText(Color::White, p.discCount(Color::White)));
    const Color side = controller_->sideToMove();
    turnIcon_->setPixmap(DiscItem::icon(side, 16, devicePixelRatioF()));
    turnIcon_->setVisible(controller_->state() != GameState::Finished);
    QString text;
    switch (controller_->state()) {
        case GameState::NotStarted:
        case GameState::Stopped: text = tr("No game in progress"); break;
        case GameState::Finished:
            text = resultWithDiscsText(*controller_->record().result());
            break;
        //: Status bar; %1 is Black or White
        case GameState::Paused: text = tr("Paused: %1 to move").arg(colorText(side)); break;
        case GameState::Playing:
            // At an earlier position nobody is asked to move, so no computer thinks there.
            //: Status bar; %1 is Black or White, in both of these
            text = controller_->isHuman(side) || controller_->showsEarlierPosition()
                       ? tr("%1 to move").arg(colorText(side))
                       : tr("%1 (computer) is thinking…").arg(colorText(side));
            break;
    }
    turnLabel_->setText(text);
    // While the board shows an earlier position, that is what the person needs to know first.
    const QString browsing = navigation_->browsingText();
    pairingLabel_->setText(
        browsing.isEmpty()
            ? app::pairingText(seating_->config(), {seating_->engineName(Color::Black),
                                                    seating_->engineName(Color::White)})
            : browsing);
    pairingLabel_->setToolTip(pairingLabel_->text());
}

void MainWindow::updateActions() {
    const GameState state = controller_->state();
    const bool live = state == GameState::Playing || state == GameState::Paused;
    ui_->actionUndo->setEnabled(controller_->canUndo());
    ui_->actionRedo->setEnabled(controller_->canRedo());
    ui_->actionResign->setEnabled(live);
    ui_->actionPause->setEnabled(live);
    ui_->actionPause->setText(state == GameState::Paused ? tr("&Resume") : tr("&Pause"));
}

void MainWindow::onSquareChosen(int square) {
    if (practiceDock_->takeSquare(square)) return;  // a puzzle is on the board
    if (linePlayer_->isShowing()) {  // a click on a line played out returns to the game
        linePlayer_->stop();
        return;
    }
    scene_->finishAnimation();  // the click plays on the model's position, never on a half-flip
    scene_->setCursorSquare(square);
    statusBar()->clearMessage();  // an old message; a refusal or a new line says its own
    controller_->playHumanMove(Move::at(square));
}

void MainWindow::onPassed(Color color) {
    const bool nobodyPlays =
        !controller_->isHuman(Color::Black) && !controller_->isHuman(Color::White);
    if (nobodyPlays || !settings_->passDialogs()) {
        statusBar()->showMessage(passText(color), 8000);  // no dialog to dismiss when nobody plays
        return;
    }
    whenBoardSettled([this, color] {
        const GameRecord& record = controller_->record();
        if (controller_->state() != GameState::Playing || !record.lastMove().isPass() ||
            record.sideToMove() == color)
            return;  // the game ended, was undone or moved on meanwhile
        if (passDialog_) passDialog_->close();
        //: Title of the dialog announcing that a side must pass (the noun, not a button)
        auto* box = new QMessageBox(QMessageBox::Information, tr("Pass"), passText(color),
                                    QMessageBox::Ok, this);
        box->setObjectName("passDialog");
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setWindowModality(Qt::WindowModal);
        passDialog_ = box;
        box->open();
    });
}

void MainWindow::onGameOver(const GameResult& result) {
    statusBar()->clearMessage();  // a pass or a refusal said before the end no longer applies
    if (!endedByPlay_) return;
    whenBoardSettled([this, result] {
        if (controller_->state() != GameState::Finished) return;  // undone or restarted meanwhile
        if (passDialog_) passDialog_->close();
        if (gameOverDialog_) gameOverDialog_->close();
        const bool blackHuman = controller_->isHuman(Color::Black),
                   whiteHuman = controller_->isHuman(Color::White);
        std::optional<Color> person;
        if (blackHuman != whiteHuman) person = blackHuman ? Color::Black : Color::White;
        auto* dialog = new GameOverDialog(result, person, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setWindowModality(Qt::WindowModal);
        connect(dialog, &GameOverDialog::newGameRequested, this, &MainWindow::newGame);
        connect(dialog, &GameOverDialog::reviewRequested, reviewDock_, &ReviewDock::reviewGame);
        gameOverDialog_ = dialog;
        dialog->open();
        qCInfo(lcWindow, "showing the result");
    });
}

// Runs "action" once the flip animation has finished and the final board has been painted.
void MainWindow::whenBoardSettled(std::function<void()> action) {
    settledActions_.push_back(std::move(action));
    if (!scene_->isAnimating()) runSettledActions();
}

void MainWindow::runSettledActions() {
    if (settledActions_.empty() || scene_->isAnimating()) return;
    view_->viewport()->repaint();  // paint the final discs now, before any dialog covers them
    auto actions = std::move(settledActions_);
    settledActions_.clear();
    for (auto& action : actions) action();
}

// Resigning ends the game at once, so the person confirms it first (Undo still takes it back).
void MainWindow::confirmResign() {
    if (resignDialog_) return;
    //: Title of the dialog that asks whether to resign
    auto* box = new QMessageBox(
        QMessageBox::Question, tr("Resign"),
        tr("Resign this game? Your opponent wins. Undo takes the resignation back."),
        QMessageBox::NoButton, this);
    box->setObjectName("resignDialog");
    //: Button that confirms resigning the game
    QPushButton* resign = box->addButton(tr("&Resign"), QMessageBox::DestructiveRole);
    box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    connect(resign, &QPushButton::clicked, controller_, &session::GameController::resign);
    resignDialog_ = box;
    box->open();
}

void MainWindow::showHowToPlay() {
    auto* box = new QMessageBox(QMessageBox::NoIcon, tr("How to Play"), howToPlayHtml(),
                                QMessageBox::Close, this);
    box->setObjectName("howToPlayDialog");
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setTextFormat(Qt::RichText);
    box->open();
}

void MainWindow::showAbout() {
    auto* box = new QMessageBox(QMessageBox::NoIcon, tr("About Verso"), aboutHtml(),
                                QMessageBox::Close, this);
    box->setObjectName("aboutDialog");
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setIconPixmap(DiscItem::icon(Color::Black, 48, devicePixelRatioF()));
    box->open();
}

QString MainWindow::turnText() const { return turnLabel_->text(); }

int MainWindow::shownDiscCount(Color color) const {
    return (color == Color::Black ? blackCount_ : whiteCount_)->text().toInt();
}

void MainWindow::showPreferences() {
    if (preferencesDialog_) {
        preferencesDialog_->raise();
        return;
    }
    preferencesDialog_ = new PreferencesDialog(*settings_, this);
    preferencesDialog_->setAttribute(Qt::WA_DeleteOnClose);
    preferencesDialog_->open();
}

void MainWindow::keepUnfinishedGames(const QString& path) {
    delete unfinishedGames_;
    unfinishedGames_ = path.isEmpty() ? new AutosaveKeeper(this, controller_)
                                      : new AutosaveKeeper(this, controller_, path);
    unfinishedGames_->setLibrary([this] { return currentGame_->keptGames(); });
    connect(unfinishedGames_, &AutosaveKeeper::message, this, &MainWindow::showMessage);
    connect(unfinishedGames_, &AutosaveKeeper::cannotSave, files_, [this](const QString& problem) {
        //: Title of the warning when the unfinished game cannot be saved for the next start
        files_->offerSaveAs(tr("Unfinished Game Not Saved"), problem);
    });
    unfinishedGames_->hold();
}

LibraryWindow* MainWindow::library() const { return library_; }

void MainWindow::showLibrary() {
    if (!library_) {
        library_ = new LibraryWindow(*currentGame_, *controller_, *settings_, this);
        connect(library_, &LibraryWindow::message, this, &MainWindow::showMessage);
        // A database added there is in the explorer's answers too.
        connect(library_, &LibraryWindow::loaded, explorerDock_, &ExplorerDock::readAgain);
    } else {
        library_->reload();  // the kept games may have grown
    }
    library_->show();
    library_->raise();
    library_->activateWindow();
}

void MainWindow::keepGames(const QString& path) {
    currentGame_->setKeptGamesPath(path.isEmpty() ? session::KeptGames::defaultPath() : path);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.front().isLocalFile()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() != 1 || !urls.front().isLocalFile()) return;
    event->acceptProposedAction();
    // Opened after the drop has finished, so a chooser or a message does not hold the drag.
    QMetaObject::invokeMethod(
        files_, [files = files_, path = urls.front().toLocalFile()] { files->openPath(path); },
        Qt::QueuedConnection);
}

void MainWindow::saveForSessionEnd() {
    if (unfinishedGames_) unfinishedGames_->save();
    currentGame_->keepOnClose();
    settings_->sync();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    // The open dialogs (the pass, the result, an engine problem, the resume question) go with the
    // window, unanswered: hidden, since a question closed would act on its escape button ("New
    // Game", "Take Over").
    for (QDialog* dialog : findChildren<QDialog*>())
        if (dialog->isVisible()) dialog->hide();
    if (unfinishedGames_) unfinishedGames_->save();
    currentGame_->keepOnClose();
    settings_->setWindowGeometry(saveGeometry());
    settings_->setWindowState(saveState());
    settings_->sync();
    controller_->stop();
    event->accept();
}

}  // namespace verso::app
