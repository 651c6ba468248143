// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/sound/GameSounds.h"

#include <QAction>

#include "app/settings/Settings.h"
#include "app/sound/EffectOutput.h"
#include "app/sound/SoundPlayer.h"
#include "session/game/GameController.h"

namespace verso::app {

using session::BoardChange;

GameSounds::GameSounds(session::GameController& controller, Settings& settings, QObject* parent)
    : QObject(parent),
      controller_(controller),
      settings_(settings),
      player_(new SoundPlayer(settings, this)),
      //: View menu: turns the game's sound effects on and off
      toggle_(new QAction(tr("&Sound"), this)) {
    toggle_->setObjectName(QStringLiteral("actionSound"));
    toggle_->setCheckable(true);
    //: Status bar tip of View > Sound
    toggle_->setStatusTip(tr("Play a sound for each move, pass, refused move and result"));
    showSetting();
    connect(toggle_, &QAction::toggled, &settings_, &Settings::setSoundOn);
    connect(&settings_, &Settings::viewChanged, this, &GameSounds::showSetting);
    timer_.setSingleShot(true);
    connect(&timer_, &QTimer::timeout, this, &GameSounds::playNext);
    connect(&controller_, &session::GameController::boardChanged, this,
            &GameSounds::onBoardChanged);
    connect(&controller_, &session::GameController::passed, this, [this] { follow(Sound::Pass); });
    connect(&controller_, &session::GameController::moveRefused, this,
            [this] { player_->play(Sound::Refused); });
    connect(&controller_, &session::GameController::gameOver, this, &GameSounds::onGameOver);
}

// With sound on, the device is opened and the sounds loaded once the event loop runs (after the
// window shows), not on the first click.
void GameSounds::useSoundDevice() {
    auto output = std::make_unique<EffectOutput>();
    EffectOutput* effects = output.get();
    player_->setOutput(std::move(output));
    if (settings_.soundOn())
        QTimer::singleShot(0, this, [this, effects] {
            if (player_->output() == effects) effects->preload();
        });
}

void GameSounds::showSetting() {
    const QSignalBlocker block(toggle_);
    toggle_->setChecked(settings_.soundOn());
}

void GameSounds::onBoardChanged(const BoardChange& change) {
    lastChange_ = change.kind;
    switch (change.kind) {
        case BoardChange::Kind::Move:
            flushWaiting();  // the sounds of the move before are not dropped, nor held back
            player_->play(Sound::Place);
            waiting_.push_back(Sound::Flip);
            timer_.start(kFlipDelayMs);
            break;
        case BoardChange::Kind::Pass:
        case BoardChange::Kind::Resign: break;  // passed() and gameOver() follow
        case BoardChange::Kind::NewGame:
        case BoardChange::Kind::Undo:
        case BoardChange::Kind::Redo:
        case BoardChange::Kind::Jump:
            waiting_.clear();
            timer_.stop();
            break;
    }
}

// Only a game that ends as it is played sounds its end, not one opened or stepped to.
void GameSounds::onGameOver(const GameResult& result) {
    if (lastChange_ != BoardChange::Kind::Move && lastChange_ != BoardChange::Kind::Pass &&
        lastChange_ != BoardChange::Kind::Resign)
        return;
    follow(endingSound(result));
}

Sound GameSounds::endingSound(const GameResult& result) const {
    const bool blackHuman = controller_.isHuman(Color::Black);
    if (!result.winner || blackHuman == controller_.isHuman(Color::White)) return Sound::Draw;
    const Color person = blackHuman ? Color::Black : Color::White;
    return *result.winner == person ? Sound::Win : Sound::Loss;
}

void GameSounds::follow(Sound sound) {
    if (!timer_.isActive()) {
        player_->play(sound);
        return;
    }
    waiting_.push_back(sound);
}

void GameSounds::playNext() {
    if (waiting_.empty()) return;
    const Sound next = waiting_.front();
    waiting_.erase(waiting_.begin());
    player_->play(next);
    if (!waiting_.empty()) timer_.start(kFollowDelayMs);
}

void GameSounds::flushWaiting() {
    timer_.stop();
    for (const Sound sound : std::exchange(waiting_, {})) player_->play(sound);
}

}  // namespace verso::app
