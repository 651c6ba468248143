#include "app/MainWindow.h"

#include <QActionGroup>
#include <QCloseEvent>
#include <QMimeData>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QStatusBar>

#include "app/BoardScene.h"
#include "app/BoardView.h"
#include "app/DiscItem.h"
#include "app/EngineSeats.h"
#include "app/GameOverDialog.h"
#include "app/HintActions.h"
#include "app/LevelActions.h"
#include "app/PreferencesDialog.h"
#include "app/RefusalText.h"
#include "app/Settings.h"
#include "app/StatusBar.h"
#include "app/Texts.h"
#include "app/records/CurrentGame.h"
#include "app/records/EditActions.h"
#include "app/records/FileActions.h"
#include "app/records/GameNavigation.h"
#include "app/records/MoveListDock.h"
#include "app/UnfinishedGameKeeper.h"
#include "app/analysis/AnalysisDock.h"
#include "app/analysis/AnalysisMode.h"
#include "app/analysis/LinePlayer.h"
#include "app/analysis/ReviewDock.h"
#include "app/library/LibraryWindow.h"
#include "session/AiThread.h"
#include "session/GameValues.h"
#include "session/GameController.h"
#include "session/Seating.h"
#include "ui_mainwindow.h"

namespace verso::app {

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
    setCentralWidget(view_);
    delete ui_->centralWidget;
    view_->setFocus();
    // A game file dropped anywhere on the window opens (the board does not take drops itself).
    setAcceptDrops(true);
    view_->setAcceptDrops(false);
    view_->viewport()->setAcceptDrops(false);

    setupActions();
    setupAnalysis();
    setupStatusBar();
    connectController();
    applyViewSettings();
    applySeating();
    connect(settings_, &Settings::viewChanged, this, &MainWindow::applyViewSettings);
    connect(settings_, &Settings::seatingChanged, this, &MainWindow::applySeating);
    if (!restoreGeometry(settings_->windowGeometry())) resize(880, 720);
    restoreState(settings_->windowState());
    newGame();
}

MainWindow::~MainWindow() {
    // The seating may outlive the window, or be destroyed with it after the members: either way
    // the window hears nothing more from the game.
    controller_->disconnect(this);
    controller_->disconnect(hints_);
    seating_->disconnect(this);
}

QMenu* MainWindow::levelMenu() const { return ui_->menuLevel; }

void MainWindow::setupActions() {
    ui_->actionNewGame->setShortcut(QKeySequence::New);
    ui_->actionUndo->setShortcut(QKeySequence::Undo);
    ui_->actionRedo->setShortcut(QKeySequence::Redo);
    ui_->actionQuit->setShortcut(QKeySequence::Quit);
    // The desktop's own Preferences shortcut, or Ctrl+, where it has none (e.g. GNOME, plain X11).
    const QList<QKeySequence> preferencesKeys = QKeySequence::keyBindings(QKeySequence::Preferences);
    ui_->actionPreferences->setShortcuts(preferencesKeys.isEmpty() ? QList{QKeySequence(Qt::CTRL | Qt::Key_Comma)}
                                                                   : preferencesKeys);
    ui_->actionPause->setShortcut(QKeySequence(Qt::Key_P));
    ui_->actionHowToPlay->setShortcut(QKeySequence::HelpContents);
    ui_->actionPlayBlack->setIcon(DiscItem::icon(Color::Black, 16, devicePixelRatioF()));
    ui_->actionPlayWhite->setIcon(DiscItem::icon(Color::White, 16, devicePixelRatioF()));
    levels_ = new LevelActions(ui_->menuLevel);
    levels_->setCurrentLevel(settings_->level());
    connect(levels_, &LevelActions::levelChosen, settings_, &Settings::setLevel);
    connect(settings_, &Settings::levelChanged, levels_, &LevelActions::setCurrentLevel);
    hints_ = new HintActions(*seating_->aiThread(), *controller_, *scene_, this);
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
    QAction* afterOpponents = colours > 0 && opponentEntries[colours - 1]->isSeparator() ? opponentEntries[colours - 1]
                                                                                       : ui_->actionPlayBlack;
    engineSeats_ = new EngineSeats(ui_->menuOpponent, afterOpponents, *settings_, *seating_, this);
    connect(engineSeats_, &EngineSeats::message, this, &MainWindow::showMessage);
    navigation_ = new GameNavigation(*controller_, *ui_->menuGo, *this);
    currentGame_ = new CurrentGame(*controller_, *seating_, *this);
    connect(currentGame_, &CurrentGame::message, this, &MainWindow::showMessage);
    files_ = new FileActions(*currentGame_, *settings_, *ui_->menuFile, ui_->actionQuit, *this);
    connect(files_, &FileActions::message, this, &MainWindow::showMessage);
    //: File menu: the game library (own games and game databases)
    auto* libraryAction = new QAction(tr("&Library…"), this);
    libraryAction->setObjectName(QStringLiteral("actionLibrary"));
    libraryAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    libraryAction->setStatusTip(tr("Your games and game databases: find games by player, year, result or position"));
    ui_->menuFile->insertAction(ui_->actionQuit, libraryAction);
    ui_->menuFile->insertSeparator(ui_->actionQuit);
    addAction(libraryAction);
    connect(libraryAction, &QAction::triggered, this, &MainWindow::showLibrary);
    edits_ = new EditActions(*currentGame_, *controller_, *files_, *ui_->menuEdit, ui_->actionPreferences, *this);
    connect(edits_, &EditActions::message, this, &MainWindow::showMessage);
    moveList_ = new MoveListDock(*controller_, *currentGame_, *navigation_, *this);
    addDockWidget(Qt::RightDockWidgetArea, moveList_);
    ui_->menuView->insertAction(ui_->actionShowLegalMoves, moveList_->toggleViewAction());
    ui_->menuView->insertSeparator(ui_->actionShowLegalMoves);

    connect(ui_->actionNewGame, &QAction::triggered, this, &MainWindow::newGame);
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
        connect(action, &QAction::triggered, this, [this, o = opponent] { settings_->setOpponent(o); });
    }
    auto* colors = new QActionGroup(this);
    colors->addAction(ui_->actionPlayBlack);
    colors->addAction(ui_->actionPlayWhite);
    connect(ui_->actionPlayBlack, &QAction::triggered, this, [this] { settings_->setHumanColor(Color::Black); });
    connect(ui_->actionPlayWhite, &QAction::triggered, this, [this] { settings_->setHumanColor(Color::White); });

    connect(ui_->actionShowLegalMoves, &QAction::toggled, settings_, &Settings::setShowLegalMoves);
    connect(ui_->actionShowLastMove, &QAction::toggled, settings_, &Settings::setShowLastMove);
    connect(ui_->actionShowCoordinates, &QAction::toggled, settings_, &Settings::setShowCoordinates);
    connect(ui_->actionPassDialogs, &QAction::toggled, settings_, &Settings::setPassDialogs);
    auto* speeds = new QActionGroup(this);
    const std::pair<QAction*, AnimationSpeed> speedActions[] = {{ui_->actionSpeedInstant, AnimationSpeed::Instant},
                                                                {ui_->actionSpeedFast, AnimationSpeed::Fast},
                                                                {ui_->actionSpeedNormal, AnimationSpeed::Normal},
                                                                {ui_->actionSpeedSlow, AnimationSpeed::Slow}};
    for (auto [action, speed] : speedActions) {
        speeds->addAction(action);
        connect(action, &QAction::triggered, this, [this, s = speed] { settings_->setAnimationSpeed(s); });
    }
}

// Analysis runs on a thread of its own, so the computer's moves and hints never wait behind it;
// the graph's quick values use the computer's thread while the computer is not thinking.
void MainWindow::setupAnalysis() {
    analysisThread_ = new session::AiThread(QStringLiteral("Verso analysis"), this);
    linePlayer_ = new LinePlayer(*scene_, *controller_, this);
    // Before the window shows a new board (connectController), so the line lets go of it first.
    connect(controller_, &session::GameController::boardChanged, linePlayer_, &LinePlayer::abandon);
    connect(linePlayer_, &LinePlayer::returnedToGame, this, [this] {
        scene_->setLastMove(lastPlacementSquare());
        updateInteraction();
    });
    analysis_ = new AnalysisMode(*analysisThread_, *seating_, *scene_, *settings_, *linePlayer_, this);
    gameValues_ = new session::GameValues(*seating_->aiThread(), this);
    gameValues_->setPaused(seating_->isThinking());
    connect(seating_, &session::Seating::thinkingChanged, gameValues_, &session::GameValues::setPaused);
    analysisDock_ = new AnalysisDock(*analysis_, *linePlayer_, *gameValues_, *controller_, *navigation_, *this);
    splitDockWidget(moveList_, analysisDock_, Qt::Vertical);
    ui_->menuView->insertAction(ui_->actionShowLegalMoves, analysis_->toggleAction());
    ui_->menuView->insertAction(ui_->actionShowLegalMoves, analysisDock_->toggleViewAction());
    ui_->menuView->insertSeparator(ui_->actionShowLegalMoves);
    addAction(analysis_->toggleAction());
    reviewDock_ = new ReviewDock({*analysisThread_, *controller_, *currentGame_, *navigation_, *analysis_, *linePlayer_,
                                  *gameValues_, *analysisDock_->graph(), *settings_},
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
    pairingLabel_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);  // never widens the window
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
    connect(seating_, &session::Seating::thinkingChanged, busyIndicator_, &QWidget::setVisible);
    connect(seating_, &session::Seating::seatsChanged, this, [this] {
        updateInteraction();
        updateStatus();
        hints_->updateActions();
    });
    // Queued: the board shows the last disc before a dialog opens.
    connect(controller_, &session::GameController::passed, this, &MainWindow::onPassed, Qt::QueuedConnection);
    connect(controller_, &session::GameController::gameOver, this, &MainWindow::onGameOver, Qt::QueuedConnection);
    connect(controller_, &session::GameController::moveAnswered, this,
            [this](Color color, Move move, const session::AiInfo& info) {
                if (info.fromBook) statusBar()->showMessage(bookMoveText(color, move, info.score), 10000);
            });
}

void MainWindow::applyViewSettings() {
    const QSignalBlocker blockLegal(ui_->actionShowLegalMoves), blockLast(ui_->actionShowLastMove),
        blockCoordinates(ui_->actionShowCoordinates), blockPasses(ui_->actionPassDialogs);
    ui_->actionShowLegalMoves->setChecked(settings_->showLegalMoves());
    ui_->actionShowLastMove->setChecked(settings_->showLastMove());
    ui_->actionShowCoordinates->setChecked(settings_->showCoordinates());
    ui_->actionPassDialogs->setChecked(settings_->passDialogs());
    QAction* speed[] = {ui_->actionSpeedInstant, ui_->actionSpeedFast, ui_->actionSpeedNormal, ui_->actionSpeedSlow};
    speed[static_cast<int>(settings_->animationSpeed())]->setChecked(true);
    scene_->setShowLegalMoves(settings_->showLegalMoves());
    scene_->setShowLastMove(settings_->showLastMove());
    scene_->setShowCoordinates(settings_->showCoordinates());
}

// Seats the players the settings ask for (Seating applies only what changed) and ticks the menus.
void MainWindow::applySeating() {
    const Opponent opponent = settings_->opponent();
    ui_->actionHumanVsHuman->setChecked(opponent == Opponent::HumanVsHuman);
    ui_->actionHumanVsComputer->setChecked(opponent == Opponent::HumanVsComputer);
    ui_->actionComputerVsComputer->setChecked(opponent == Opponent::ComputerVsComputer);
    const Color human = settings_->humanColor();
    (human == Color::Black ? ui_->actionPlayBlack : ui_->actionPlayWhite)->setChecked(true);
    ui_->actionPlayBlack->setEnabled(opponent == Opponent::HumanVsComputer);
    ui_->actionPlayWhite->setEnabled(opponent == Opponent::HumanVsComputer);
    seating_->apply(settings_->seatingConfig());
    updateInteraction();
    updateStatus();
}

void MainWindow::onRefused(const session::Refusal& refusal) { statusBar()->showMessage(refusalText(refusal), 8000); }

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
    controller_->newGame();
}

void MainWindow::showBoard(const BoardChange& change) {
    const bool animate = change.kind == BoardChange::Kind::Move;
    const bool rewound = change.kind == BoardChange::Kind::NewGame || change.kind == BoardChange::Kind::Undo ||
                         change.kind == BoardChange::Kind::Redo || change.kind == BoardChange::Kind::Jump;
    if (rewound) settledActions_.clear();  // a pass or an end waiting for a flip no longer applies
    // The result dialog is for a game that ends as it is played, not one opened or stepped to.
    endedByPlay_ = change.kind == BoardChange::Kind::Move || change.kind == BoardChange::Kind::Pass ||
                   change.kind == BoardChange::Kind::Resign;
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
    const bool humanTurn = controller_->state() == GameState::Playing && controller_->isHuman(side) &&
                           !controller_->record().isOver();
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
        case GameState::Finished: text = resultWithDiscsText(*controller_->record().result()); break;
        //: Status bar; %1 is Black or White
        case GameState::Paused: text = tr("Paused: %1 to move").arg(colorText(side)); break;
        case GameState::Playing:
            //: Status bar; %1 is Black or White, in both of these
            text = controller_->isHuman(side) ? tr("%1 to move").arg(colorText(side))
                                              : tr("%1 (computer) is thinking…").arg(colorText(side));
            break;
    }
    turnLabel_->setText(text);
    // While the board shows an earlier position, that is what the person needs to know first.
    const QString browsing = navigation_->browsingText();
    pairingLabel_->setText(browsing.isEmpty() ? app::pairingText(seating_->config(), {seating_->engineName(Color::Black),
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
    const bool nobodyPlays = !controller_->isHuman(Color::Black) && !controller_->isHuman(Color::White);
    if (nobodyPlays || !settings_->passDialogs()) {
        statusBar()->showMessage(passText(color), 8000);  // no dialog to dismiss when nobody plays
        return;
    }
    whenBoardSettled([this, color] {
        if (controller_->state() != GameState::Playing) return;  // the game ended or was undone meanwhile
        if (passDialog_) passDialog_->close();
        //: Title of the dialog announcing that a side must pass (the noun, not a button)
        auto* box = new QMessageBox(QMessageBox::Information, tr("Pass"), passText(color), QMessageBox::Ok, this);
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
        const bool blackHuman = controller_->isHuman(Color::Black), whiteHuman = controller_->isHuman(Color::White);
        std::optional<Color> person;
        if (blackHuman != whiteHuman) person = blackHuman ? Color::Black : Color::White;
        auto* dialog = new GameOverDialog(result, person, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setWindowModality(Qt::WindowModal);
        connect(dialog, &GameOverDialog::newGameRequested, this, &MainWindow::newGame);
        connect(dialog, &GameOverDialog::reviewRequested, reviewDock_, &ReviewDock::reviewGame);
        gameOverDialog_ = dialog;
        dialog->open();
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
    auto* box = new QMessageBox(QMessageBox::Question, tr("Resign"),
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
    auto* box = new QMessageBox(QMessageBox::NoIcon, tr("How to Play"), howToPlayHtml(), QMessageBox::Close, this);
    box->setObjectName("howToPlayDialog");
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setTextFormat(Qt::RichText);
    box->open();
}

void MainWindow::showAbout() {
    auto* box = new QMessageBox(QMessageBox::NoIcon, tr("About Verso"), aboutHtml(), QMessageBox::Close, this);
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
    unfinishedGames_ = path.isEmpty() ? new UnfinishedGameKeeper(this, controller_)
                                      : new UnfinishedGameKeeper(this, controller_, path);
    unfinishedGames_->setLibrary([this] { return currentGame_->keptGames(); });
    connect(unfinishedGames_, &UnfinishedGameKeeper::message, this, &MainWindow::showMessage);
    unfinishedGames_->hold();
}

LibraryWindow* MainWindow::library() const { return library_; }

void MainWindow::showLibrary() {
    if (!library_) {
        library_ = new LibraryWindow(*currentGame_, *controller_, *settings_, this);
        connect(library_, &LibraryWindow::message, this, &MainWindow::showMessage);
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
    QMetaObject::invokeMethod(files_, [files = files_, path = urls.front().toLocalFile()] { files->openPath(path); },
                              Qt::QueuedConnection);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (unfinishedGames_) unfinishedGames_->save();
    currentGame_->keepOnClose();
    settings_->setWindowGeometry(saveGeometry());
    settings_->setWindowState(saveState());
    settings_->sync();
    controller_->stop();
    event->accept();
}

}  // namespace verso::app
