// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's wiring, done once by its constructor: the menus' actions and the helpers behind
// them (levels, hints, engines, files, edits, navigation, the library), the analysis thread and
// its docks, the status bar's widgets, and the game controller's signals. The window's behaviour
// once wired is in MainWindow.cpp.
#include <QActionGroup>
#include <QLabel>
#include <QProgressBar>
#include <QStatusBar>

#include "app/analysis/AnalysisDock.h"
#include "app/analysis/AnalysisMode.h"
#include "app/analysis/LinePlayer.h"
#include "app/analysis/ReviewDock.h"
#include "app/board/BoardScene.h"
#include "app/board/BoardView.h"
#include "app/board/DiscItem.h"
#include "app/engines/AnalysisEngineMenu.h"
#include "app/engines/ExternalEngineSeats.h"
#include "app/library/ExplorerDock.h"
#include "app/newgame/NewGameActions.h"
#include "app/practice/PracticeDock.h"
#include "app/records/CurrentGame.h"
#include "app/records/EditActions.h"
#include "app/records/FileActions.h"
#include "app/records/GameNavigation.h"
#include "app/records/MoveListDock.h"
#include "app/settings/Settings.h"
#include "app/sound/GameSounds.h"
#include "app/window/GameAnnouncer.h"
#include "app/window/HintActions.h"
#include "app/window/LevelActions.h"
#include "app/window/MainWindow.h"
#include "app/window/Texts.h"
#include "session/analysis/GameValues.h"
#include "session/enginethread/EngineThread.h"
#include "session/game/GameController.h"
#include "session/game/Seating.h"
#include "ui_mainwindow.h"

namespace verso::app {

using session::GameState;

void MainWindow::setupActions() {
    // First to hear the game, so a move's sound waits for none of the other views.
    sounds_ = new GameSounds(*controller_, *settings_, this);
    ui_->menuView->insertAction(ui_->menuAnimationSpeed->menuAction(), sounds_->toggleAction());
    ui_->actionNewGame->setShortcut(QKeySequence::New);
    ui_->actionUndo->setShortcut(QKeySequence::Undo);
    ui_->actionRedo->setShortcut(QKeySequence::Redo);
    // The desktop's own Quit shortcut, or Ctrl+Q where Qt lists none (e.g. plain X11).
    const QList<QKeySequence> quitKeys = QKeySequence::keyBindings(QKeySequence::Quit);
    ui_->actionQuit->setShortcuts(quitKeys.isEmpty() ? QList{QKeySequence(Qt::CTRL | Qt::Key_Q)}
                                                     : quitKeys);
    // The desktop's own Preferences shortcut, or Ctrl+, where it has none (e.g. GNOME, plain X11).
    const QList<QKeySequence> preferencesKeys =
        QKeySequence::keyBindings(QKeySequence::Preferences);
    ui_->actionPreferences->setShortcuts(preferencesKeys.isEmpty()
                                             ? QList{QKeySequence(Qt::CTRL | Qt::Key_Comma)}
                                             : preferencesKeys);
    ui_->actionPause->setShortcut(QKeySequence(Qt::Key_P));
    ui_->actionHowToPlay->setShortcut(QKeySequence::HelpContents);
    ui_->actionPlayBlack->setIcon(DiscItem::icon(Color::Black, 16, devicePixelRatioF()));
    ui_->actionPlayWhite->setIcon(DiscItem::icon(Color::White, 16, devicePixelRatioF()));
    levels_ = new LevelActions(ui_->menuLevel);
    levels_->setCurrentLevel(settings_->level());
    connect(levels_, &LevelActions::levelChosen, settings_, &Settings::setLevel);
    connect(settings_, &Settings::levelChanged, levels_, &LevelActions::setCurrentLevel);
    hints_ = new HintActions(*seating_->engineThread(), *controller_, *scene_, this);
    hints_->setLevel(settings_->level());
    connect(settings_, &Settings::levelChanged, hints_, &HintActions::setLevel);
    connect(hints_, &HintActions::message, this, &MainWindow::showMessage);
    ui_->menuGame->insertAction(ui_->actionResign, hints_->hintAction());
    ui_->menuGame->insertAction(ui_->actionResign, hints_->hideHintAction());
    ui_->menuGame->insertSeparator(ui_->actionResign);
    addAction(hints_->hintAction());
    addAction(hints_->hideHintAction());
    // Opponent > Engines… and the remembered engines go after the three kinds of opponent.
    const QList<QAction*> opponentEntries = ui_->menuOpponent->actions();
    const qsizetype colours = opponentEntries.indexOf(ui_->actionPlayBlack);
    QAction* afterOpponents = colours > 0 && opponentEntries[colours - 1]->isSeparator()
                                  ? opponentEntries[colours - 1]
                                  : ui_->actionPlayBlack;
    engineSeats_ =
        new ExternalEngineSeats(ui_->menuOpponent, afterOpponents, *settings_, *seating_, this);
    connect(engineSeats_, &ExternalEngineSeats::message, this, &MainWindow::showMessage);
    // A level is for Verso's own engine: choosing one seats it where an outside engine sat.
    connect(levels_, &LevelActions::levelChosen, engineSeats_,
            &ExternalEngineSeats::seatVersoForEngines);
    navigation_ = new GameNavigation(*controller_, *ui_->menuGo, *this);
    currentGame_ = new CurrentGame(*controller_, *seating_, *this);
    connect(currentGame_, &CurrentGame::message, this, &MainWindow::showMessage);
    files_ = new FileActions(*currentGame_, *settings_, *ui_->menuFile, ui_->actionQuit, *this);
    connect(files_, &FileActions::message, this, &MainWindow::showMessage);
    connect(currentGame_, &CurrentGame::keepFailed, files_,
            [this](const GameDocument& document, const QString& problem) {
                //: Title of the warning when a game could not be kept in File > Kept Games
                files_->offerSaveAs(tr("Game Not Kept"), problem, document);
            });
    //: File menu: the game library (own games and game databases)
    auto* libraryAction = new QAction(tr("&Library…"), this);
    libraryAction->setObjectName(QStringLiteral("actionLibrary"));
    libraryAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    libraryAction->setStatusTip(
        tr("Your games and game databases: find games by player, year, result or position"));
    ui_->menuFile->insertAction(ui_->actionQuit, libraryAction);
    ui_->menuFile->insertSeparator(ui_->actionQuit);
    addAction(libraryAction);
    connect(libraryAction, &QAction::triggered, this, &MainWindow::showLibrary);
    edits_ = new EditActions(*currentGame_, *controller_, *files_, *ui_->menuEdit,
                             ui_->actionPreferences, *this);
    connect(edits_, &EditActions::message, this, &MainWindow::showMessage);
    moveList_ = new MoveListDock(*controller_, *currentGame_, *navigation_, *this);
    addDockWidget(Qt::RightDockWidgetArea, moveList_);
    ui_->menuView->insertAction(ui_->actionShowLegalMoves, moveList_->toggleViewAction());
    ui_->menuView->insertSeparator(ui_->actionShowLegalMoves);

    connect(ui_->actionNewGame, &QAction::triggered, this, &MainWindow::newGame);
    newGames_ = new NewGameActions(
        *settings_, *ui_->menuFile, ui_->actionNewGame,
        [this] {
            return app::pairingText(seating_->config(), {seating_->engineName(Color::Black),
                                                         seating_->engineName(Color::White)});
        },
        *this);
    connect(newGames_, &NewGameActions::startRequested, this, &MainWindow::newGame);
    connect(ui_->actionPreferences, &QAction::triggered, this, &MainWindow::showPreferences);
    connect(ui_->actionUndo, &QAction::triggered, controller_, &session::GameController::undo);
    connect(ui_->actionRedo, &QAction::triggered, controller_, &session::GameController::redo);
    connect(ui_->actionResign, &QAction::triggered, this, &MainWindow::confirmResign);
    connect(ui_->actionPause, &QAction::triggered, this, [this] {
        if (controller_->state() == GameState::Paused) controller_->resume();
        else controller_->pause();
    });
    connect(ui_->actionQuit, &QAction::triggered, this, &QWidget::close);
    connect(ui_->actionHowToPlay, &QAction::triggered, this, &MainWindow::showHowToPlay);
    connect(ui_->actionAbout, &QAction::triggered, this, &MainWindow::showAbout);

    auto* opponents = new QActionGroup(this);
    const std::pair<QAction*, Opponent> opponentActions[] = {
        {ui_->actionHumanVsHuman, Opponent::HumanVsHuman},
        {ui_->actionHumanVsComputer, Opponent::HumanVsComputer},
        {ui_->actionComputerVsComputer, Opponent::ComputerVsComputer}};
    for (auto [action, opponent] : opponentActions) {
        opponents->addAction(action);
        // The three kinds of opponent seat people and Verso's own engine, never an outside one.
        connect(action, &QAction::triggered, this,
                [this, o = opponent] { engineSeats_->playVerso(o); });
    }
    auto* colors = new QActionGroup(this);
    colors->addAction(ui_->actionPlayBlack);
    colors->addAction(ui_->actionPlayWhite);
    connect(ui_->actionPlayBlack, &QAction::triggered, this,
            [this] { settings_->setHumanColor(Color::Black); });
    connect(ui_->actionPlayWhite, &QAction::triggered, this,
            [this] { settings_->setHumanColor(Color::White); });

    connect(ui_->actionShowLegalMoves, &QAction::toggled, settings_, &Settings::setShowLegalMoves);
    connect(ui_->actionShowLastMove, &QAction::toggled, settings_, &Settings::setShowLastMove);
    connect(ui_->actionShowCoordinates, &QAction::toggled, settings_,
            &Settings::setShowCoordinates);
    connect(ui_->actionPassDialogs, &QAction::toggled, settings_, &Settings::setPassDialogs);
    connect(ui_->actionFlipBoard, &QAction::toggled, settings_, &Settings::setFlipBoard);
    auto* speeds = new QActionGroup(this);
    const std::pair<QAction*, AnimationSpeed> speedActions[] = {
        {ui_->actionSpeedInstant, AnimationSpeed::Instant},
        {ui_->actionSpeedFast, AnimationSpeed::Fast},
        {ui_->actionSpeedNormal, AnimationSpeed::Normal},
        {ui_->actionSpeedSlow, AnimationSpeed::Slow}};
    for (auto [action, speed] : speedActions) {
        speeds->addAction(action);
        connect(action, &QAction::triggered, this,
                [this, s = speed] { settings_->setAnimationSpeed(s); });
    }
}

// Analysis runs on a thread of its own, so the computer's moves and hints never wait behind it;
// the graph's quick values use the computer's thread while the computer is not thinking.
void MainWindow::setupAnalysis() {
    analysisThread_ = new session::EngineThread(QStringLiteral("Verso analysis"), this);
    // The searches that can use several cores take the Preferences' threads (engine/threads).
    const auto useThreads = [this](int threads) {
        analysisThread_->setThreads(threads);
        seating_->engineThread()->setThreads(threads);
    };
    useThreads(settings_->engineThreads());
    connect(settings_, &Settings::engineThreadsChanged, this, useThreads);
    linePlayer_ = new LinePlayer(*scene_, *controller_, this);
    // Before the window shows a new board (connectController), so the line lets go of it first.
    connect(controller_, &session::GameController::boardChanged, linePlayer_, &LinePlayer::abandon);
    connect(linePlayer_, &LinePlayer::returnedToGame, this, [this] {
        scene_->setLastMove(lastPlacementSquare());
        updateInteraction();
    });
    analysis_ =
        new AnalysisMode(*analysisThread_, *seating_, *scene_, *settings_, *linePlayer_, this);
    gameValues_ = new session::GameValues(*seating_->engineThread(), this);
    gameValues_->setPaused(seating_->isThinking());
    connect(seating_, &session::Seating::thinkingChanged, gameValues_,
            &session::GameValues::setPaused);
    analysisDock_ =
        new AnalysisDock(*analysis_, *linePlayer_, *gameValues_, *controller_, *navigation_, *this);
    splitDockWidget(moveList_, analysisDock_, Qt::Vertical);
    ui_->menuView->insertAction(ui_->actionShowLegalMoves, analysis_->toggleAction());
    auto* analysisEngine = new AnalysisEngineMenu(*settings_, *analysis_, *hints_, *this);
    ui_->menuView->insertMenu(ui_->actionShowLegalMoves, analysisEngine->menu());
    ui_->menuView->insertAction(ui_->actionShowLegalMoves, analysisDock_->toggleViewAction());
    ui_->menuView->insertSeparator(ui_->actionShowLegalMoves);
    addAction(analysis_->toggleAction());
    reviewDock_ =
        new ReviewDock({*analysisThread_, *controller_, *currentGame_, *navigation_, *analysis_,
                        *linePlayer_, *gameValues_, *analysisDock_->graph(), *settings_},
                       *this);
    tabifyDockWidget(moveList_, reviewDock_);
    moveList_->raise();
    connect(reviewDock_, &ReviewDock::message, this, &MainWindow::showMessage);
    ui_->menuGame->insertAction(ui_->actionResign, reviewDock_->reviewAction());
    ui_->menuView->insertAction(ui_->actionShowLegalMoves, reviewDock_->toggleViewAction());
    const auto follow = [this] {
        gameValues_->setRecord(controller_->record());
        analysis_->refresh();
    };
    connect(controller_, &session::GameController::boardChanged, this, follow);
    connect(controller_, &session::GameController::stateChanged, this, follow);
    connect(controller_, &session::GameController::turnStarted, this, follow);
    practiceDock_ = new PracticeDock({*analysisThread_, *controller_, *scene_, *settings_,
                                      *analysis_, *reviewDock_, *currentGame_},
                                     *this);
    tabifyDockWidget(moveList_, practiceDock_);  // a tab beside Moves and Review
    moveList_->raise();
    ui_->menuGame->insertAction(ui_->actionResign, practiceDock_->practiceAction());
    addAction(practiceDock_->practiceAction());
    connect(practiceDock_, &PracticeDock::message, this, &MainWindow::showMessage);
    connect(practiceDock_, &PracticeDock::returnedToGame, this, [this] {
        scene_->setLastMove(lastPlacementSquare());
        updateInteraction();
    });
    explorerDock_ = new ExplorerDock(
        {*controller_, *currentGame_, *settings_, *seating_->engineThread()}, *this);
    tabifyDockWidget(moveList_, explorerDock_);  // a tab beside Moves, Review and Practice
    explorerDock_->hide();                       // until View > Opening Explorer shows it
    moveList_->raise();
    ui_->menuView->insertAction(ui_->actionShowLegalMoves, explorerDock_->toggleViewAction());
    addAction(explorerDock_->toggleViewAction());
    connect(explorerDock_, &ExplorerDock::squareChosen, this, &MainWindow::onSquareChosen);
}

void MainWindow::setupStatusBar() {
    turnIcon_ = new QLabel;
    turnLabel_ = new QLabel;
    turnLabel_->setObjectName("turnLabel");
    blackCount_ = new QLabel;
    blackCount_->setObjectName("blackCountLabel");
    whiteCount_ = new QLabel;
    whiteCount_->setObjectName("whiteCountLabel");
    auto icon = [this](Color c) {
        auto* label = new QLabel;
        label->setPixmap(DiscItem::icon(c, 16, devicePixelRatioF()));
        return label;
    };
    pairingLabel_ = new QLabel;
    pairingLabel_->setObjectName("pairingLabel");
    pairingLabel_->setSizePolicy(QSizePolicy::Ignored,
                                 QSizePolicy::Preferred);  // never widens the window
    statusBar()->addWidget(pairingLabel_, 1);
    // The turn text says "... (computer) is thinking"; this bar shows it is alive.
    busyIndicator_ = new QProgressBar;
    busyIndicator_->setObjectName(QStringLiteral("thinkingIndicator"));
    busyIndicator_->setRange(0, 0);  // an endless "busy" bar
    busyIndicator_->setMaximumWidth(80);
    busyIndicator_->setTextVisible(false);
    QSizePolicy keepSpace = busyIndicator_->sizePolicy();
    keepSpace.setRetainSizeWhenHidden(true);  // showing it does not shift the status bar
    busyIndicator_->setSizePolicy(keepSpace);
    busyIndicator_->setVisible(false);
    statusBar()->addPermanentWidget(busyIndicator_);
    statusBar()->addPermanentWidget(turnIcon_);
    statusBar()->addPermanentWidget(turnLabel_);
    statusBar()->addPermanentWidget(icon(Color::Black));
    statusBar()->addPermanentWidget(blackCount_);
    statusBar()->addPermanentWidget(icon(Color::White));
    statusBar()->addPermanentWidget(whiteCount_);
}

void MainWindow::connectController() {
    connect(scene_, &BoardScene::squareClicked, this, &MainWindow::onSquareChosen);
    connect(view_, &BoardView::squareActivated, this, &MainWindow::onSquareChosen);
    connect(scene_, &BoardScene::animationFinished, this, &MainWindow::runSettledActions);
    connect(controller_, &session::GameController::boardChanged, this, &MainWindow::showBoard);
    connect(controller_, &session::GameController::stateChanged, this, [this] {
        updateInteraction();
        updateStatus();
        updateActions();
    });
    connect(controller_, &session::GameController::turnStarted, this, [this] {
        updateInteraction();
        updateStatus();
    });
    connect(controller_, &session::GameController::moveRefused, this, &MainWindow::onRefused);
    new GameAnnouncer(*controller_, *view_->accessibility(), *this);  // for screen readers
    connect(seating_, &session::Seating::thinkingChanged, busyIndicator_, &QWidget::setVisible);
    connect(seating_, &session::Seating::seatsChanged, this, [this] {
        updateInteraction();
        updateStatus();
        hints_->updateActions();
    });
    // Queued: the board shows the last disc before a dialog opens.
    connect(controller_, &session::GameController::passed, this, &MainWindow::onPassed,
            Qt::QueuedConnection);
    connect(controller_, &session::GameController::gameOver, this, &MainWindow::onGameOver,
            Qt::QueuedConnection);
    connect(controller_, &session::GameController::moveAnswered, this,
            [this](Color color, Move move, const session::MoveInfo& info) {
                if (info.fromBook)
                    statusBar()->showMessage(bookMoveText(color, move, info.score), 10000);
            });
}

}  // namespace verso::app
