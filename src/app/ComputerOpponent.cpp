#include "app/ComputerOpponent.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QProgressBar>
#include <QStatusBar>

#include <algorithm>

#include "app/BoardScene.h"
#include "app/HintMarker.h"
#include "app/LevelActions.h"
#include "app/MainWindow.h"
#include "app/Settings.h"
#include "engine/Level.h"
#include "session/AiThread.h"
#include "session/ComputerPlayer.h"
#include "session/GameController.h"
#include "session/HintFinder.h"

namespace verso::app {

ComputerOpponent::ComputerOpponent(MainWindow* window)
    : QObject(window),
      window_(window),
      ai_(new session::AiThread(this)),
      hintFinder_(new session::HintFinder(*ai_, this)),
      levels_(new LevelActions(window->levelMenu())),
      hintAction_(new QAction(tr("&Hint"), window)),
      hideHintAction_(new QAction(tr("Hide Hint"), window)),
      hintMarker_(new HintMarker(window->scene())),
      busyIndicator_(new QProgressBar(window)) {
    window->levelMenu()->menuAction()->setEnabled(true);
    levels_->setCurrentLevel(window->settings()->level());
    connect(levels_, &LevelActions::levelChosen, window->settings(), &Settings::setLevel);
    connect(window->settings(), &Settings::changed, this, &ComputerOpponent::onSettingChanged);

    hintAction_->setObjectName(QStringLiteral("actionHint"));
    hintAction_->setShortcut(QKeySequence(Qt::Key_H));
    hintAction_->setStatusTip(tr("Show the move the computer would play for you"));
    hideHintAction_->setObjectName(QStringLiteral("actionHideHint"));
    hideHintAction_->setShortcut(QKeySequence(Qt::Key_Escape));
    hideHintAction_->setStatusTip(tr("Hide the hint, or stop looking for one"));
    if (auto* gameMenu = window->findChild<QMenu*>(QStringLiteral("menuGame"))) {
        QAction* before = window->findChild<QAction*>(QStringLiteral("actionResign"));
        gameMenu->insertAction(before, hintAction_);
        gameMenu->insertAction(before, hideHintAction_);
    }
    window->addAction(hintAction_);
    window->addAction(hideHintAction_);
    connect(hintAction_, &QAction::triggered, this, &ComputerOpponent::findHint);
    connect(hideHintAction_, &QAction::triggered, this, &ComputerOpponent::hideHint);
    connect(hintFinder_, &session::HintFinder::hintFound, this, &ComputerOpponent::onHintFound);

    // The window's turn text says "... (computer) is thinking"; this bar shows it is alive.
    busyIndicator_->setObjectName(QStringLiteral("thinkingIndicator"));
    busyIndicator_->setRange(0, 0);  // an endless "busy" bar
    busyIndicator_->setMaximumWidth(80);
    busyIndicator_->setTextVisible(false);
    QSizePolicy keepSpace = busyIndicator_->sizePolicy();
    keepSpace.setRetainSizeWhenHidden(true);  // showing it does not shift the status bar
    busyIndicator_->setSizePolicy(keepSpace);
    window->statusBar()->addPermanentWidget(busyIndicator_);

    session::GameController* controller = window->controller();
    connect(controller, &session::GameController::boardChanged, this, &ComputerOpponent::clearHint);
    connect(controller, &session::GameController::stateChanged, this, &ComputerOpponent::clearHint);
    connect(controller, &session::GameController::turnStarted, this, &ComputerOpponent::updateHintAction);
    connect(controller, &session::GameController::stateChanged, this, &ComputerOpponent::updateHintAction);
    window->setComputerPlayerFactory(
        [this](Color color, const Settings& settings) { return makePlayer(color, settings); });
    updateThinking();
    updateHintAction();
}

ComputerOpponent::~ComputerOpponent() { ai_->shutDown(); }

std::unique_ptr<session::Player> ComputerOpponent::makePlayer(Color, const Settings& settings) {
    auto player = std::make_unique<session::ComputerPlayer>(*ai_, settings.level());
    player->setMinimumThinkTime(std::chrono::milliseconds(settings.thinkDelayMs()));
    connect(player.get(), &session::ComputerPlayer::thinkingChanged, this, &ComputerOpponent::updateThinking);
    connect(player.get(), &QObject::destroyed, this, &ComputerOpponent::updateThinking, Qt::QueuedConnection);
    return player;
}

bool ComputerOpponent::isThinking() const {
    for (Color color : {Color::Black, Color::White}) {
        const auto* computer = qobject_cast<const session::ComputerPlayer*>(window_->controller()->player(color));
        if (computer && computer->isThinking()) return true;
    }
    return false;
}

int ComputerOpponent::hintSquare() const { return hintMarker_->square(); }

// The window re-seats the computer players on any "game/" change (a new level restarts a search
// in progress: the old answer is dropped); here only the menu follows.
void ComputerOpponent::onSettingChanged(const QString& key) {
    if (key == QLatin1String("game/level")) levels_->setCurrentLevel(window_->settings()->level());
}

void ComputerOpponent::updateThinking() {
    busyIndicator_->setVisible(isThinking());
}

void ComputerOpponent::updateHintAction() {
    hintAction_->setEnabled(window_->controller()->isWaitingForHuman());
    hideHintAction_->setEnabled(hintFinder_->isSearching() || hintMarker_->square() >= 0);
}

void ComputerOpponent::findHint() {
    session::GameController* controller = window_->controller();
    if (!controller->isWaitingForHuman()) return;
    // A hint plays at least at the default level, however weak the opponent is set.
    const int level = std::max(window_->settings()->level(), engine::defaultLevelNumber());
    hintFinder_->find(controller->position(), level);
    window_->statusBar()->showMessage(tr("Looking for a good move…"));
    updateHintAction();
}

void ComputerOpponent::onHintFound(const Position& position, Move move) {
    session::GameController* controller = window_->controller();
    if (position != controller->position() || !controller->isWaitingForHuman() || !move.isPlacement()) return;
    hintMarker_->showOn(move.square());
    updateHintAction();
    //: %1 is a square name such as "e6".
    window_->statusBar()->showMessage(tr("Hint: %1").arg(QString::fromStdString(move.toString())), 5000);
}

void ComputerOpponent::clearHint() {
    if (hintFinder_->isSearching()) window_->statusBar()->clearMessage();  // "Looking for..." is over
    hintFinder_->cancel();
    hintMarker_->clear();
    updateHintAction();
}

void ComputerOpponent::hideHint() {
    clearHint();
    window_->statusBar()->clearMessage();
}

}  // namespace verso::app
