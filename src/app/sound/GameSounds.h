// SPDX-License-Identifier: GPL-3.0-or-later
// The game's sounds: a disc placed (then the discs turning, once per move), a pass, a refused
// move and the game's end (a win or a loss for the one person playing, the draw sound for a draw
// or when two people or nobody play). It follows the game controller on the GUI thread, so no
// sound ever waits for the computer's search. View > Sound turns them on and off.
#pragma once

#include <QObject>
#include <QTimer>
#include <memory>
#include <vector>

#include "app/sound/Sound.h"
#include "session/game/GameState.h"

class QAction;

namespace verso::session {
class GameController;
}

namespace verso::app {

class Settings;
class SoundPlayer;
class SoundOutput;

class GameSounds : public QObject {
    Q_OBJECT
public:
    GameSounds(session::GameController& controller, Settings& settings, QObject* parent);

    SoundPlayer* player() const { return player_; }
    // View > Sound: checked while sound is on.
    QAction* toggleAction() const { return toggle_; }
    // Plays on the desktop's sound device (a window starts silent, as the tests want it).
    void useSoundDevice();

    // The pause between a disc's sound and its discs turning, and between a move's sounds and a
    // pass or the game's end that follows it.
    static constexpr int kFlipDelayMs = 70;
    static constexpr int kFollowDelayMs = 160;

private:
    void onBoardChanged(const session::BoardChange& change);
    void onGameOver(const GameResult& result);
    Sound endingSound(const GameResult& result) const;
    // Plays "sound" after the sounds waiting (at once when none waits).
    void follow(Sound sound);
    void playNext();
    void flushWaiting();
    void showSetting();

    session::GameController& controller_;
    Settings& settings_;
    SoundPlayer* player_;
    QAction* toggle_;
    QTimer timer_;
    std::vector<Sound> waiting_;
    session::BoardChange::Kind lastChange_ = session::BoardChange::Kind::NewGame;
};

}  // namespace verso::app
