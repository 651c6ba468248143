// SPDX-License-Identifier: GPL-3.0-or-later
// Keeps the unfinished game between runs, and through a crash: the game is saved (atomically, on
// the saved-game writer's thread) after every change of the game master's record — a move, a pass,
// undo, redo, a jump in the move list, a resignation taken back, a new or opened game — so a crash
// or kill -9 loses at most the write in flight. A finished game's file is removed once the library
// (File > Kept Games) has the game. On the next start it asks "Resume the unfinished game?"; a
// resumed game stays on disk until a newer save replaces it. While the question is open the saved
// file is left alone; a saved game that has to make room (declined, or replaced by a game opened
// at start) goes to the library first. An unusable saved file is reported in one sentence (it has
// already been set aside by the store). The questions are window-modal and never block.
//
// The saved file holds the game only (start, moves, cursor): the level and the opponent are
// settings, saved by Settings, and a resumed game is played by the players seated then.
#pragma once

#include <QMessageBox>
#include <QObject>
#include <QPointer>

#include <functional>
#include <optional>

#include "session/storage/AutosaveStore.h"
#include "session/storage/GameFiles.h"
#include "session/storage/KeptGames.h"

namespace verso::session {
class GameController;
class AutosaveWriter;
}  // namespace verso::session

namespace verso::app {

class AutosaveKeeper : public QObject {
    Q_OBJECT

public:
    AutosaveKeeper(QWidget* window, session::GameController* controller,
                   const QString& path = session::AutosaveStore::defaultPath());

    const session::AutosaveStore& store() const { return store_; }
    // The library a saved game goes to when it has to make room (the window's kept games);
    // without one such a game is dropped, as the person asked.
    void setLibrary(std::function<session::KeptGames()> library) { library_ = std::move(library); }
    // Looks for a saved game now; when there is one, the board is cleared so that nobody moves
    // until offer() has been answered, and the file is left alone until then.
    void hold();
    // Asks whether to resume the saved game (or says why it could not be used).
    void offer();
    // Saves the controller's game now and waits for the write (bounded): for the window's close.
    void save();
    // Waits (bounded) until every save asked for so far is on disk; false when it timed out.
    bool flush();
    // The question or problem report currently open (null when none).
    QMessageBox* dialog() const { return dialog_; }

signals:
    void resumed();
    // Something to say in the status bar: a saved game went to the library, a save failed.
    void message(const QString& text, int timeoutMs);

private:
    void onGameChanged();
    void post();
    // Ends the hold on the saved game: "toLibrary" keeps it there first. False (the hold stays)
    // when the library could not take it.
    bool release(bool toLibrary);
    void ask(GameRecord game);
    void report(const QString& problem);

    QWidget* window_;
    session::GameController* controller_;
    session::AutosaveStore store_;
    session::AutosaveWriter* writer_;
    std::function<session::KeptGames()> library_;
    std::optional<session::AutosaveLookup> found_;
    std::optional<GameRecord> held_;    // the saved game not yet resumed or declined
    std::optional<QByteArray> posted_;  // what the last save asked for holds ("" for no file)
    QPointer<QMessageBox> dialog_;
};

}  // namespace verso::app
