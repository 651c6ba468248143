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
// Each window saves into a file of its own (session/storage/AutosaveSlots.h), so windows running
// at once never write over or remove each other's game. A start offers, one question after the
// other, its own file's game and then every game left by a window that is no longer running
// (oldest first); a game not resumed goes to the library, and once one is resumed the rest go
// there too.
//
// The saved file holds the game only (start, moves, cursor): the level and the opponent are
// settings, saved by Settings, and a resumed game is played by the players seated then.
#pragma once

#include <QMessageBox>
#include <QObject>
#include <QPointer>

#include <deque>
#include <functional>
#include <optional>

#include "session/storage/AutosaveSlots.h"
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
    // Looks for saved games now (this window's file, then those of windows no longer running);
    // when there is one, the board is cleared so that nobody moves until offer() has been
    // answered, and the files are left alone until then.
    void hold();
    // Asks whether to resume each saved game in turn (or says why one could not be used).
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
    // The unfinished game cannot be saved ("problem" says where and why): said once, until a save
    // works again (the failures after it go to the status bar).
    void cannotSave(const QString& problem);

private:
    // A saved game waiting for an answer, and the file of another window it came from.
    struct Held {
        GameRecord game;
        session::ClockState clock;
        std::optional<session::AutosaveSlot> from;  // empty: this window's own file
    };

    void onGameChanged();
    void post();
    // Ends the hold on the first saved game: "toLibrary" keeps it there first, and the file of
    // another window it came from is then removed. False (the hold stays) when the library could
    // not take it.
    bool release(bool toLibrary);
    // Releases every held game to the library; says how many went there when "tell".
    void releaseAll(bool tell);
    void askFirst();
    void report(const QString& problem);

    QWidget* window_;
    session::GameController* controller_;
    session::AutosaveSlot slot_;  // this window's file, claimed while it runs
    session::AutosaveStore store_;
    session::AutosaveWriter* writer_;
    std::function<session::KeptGames()> library_;
    QString basePath_;
    QString problem_;        // why a saved file could not be used, to say at offer()
    std::deque<Held> held_;  // the saved games not yet resumed or declined, in the order asked
    std::optional<QByteArray> posted_;  // what the last save asked for holds ("" for no file)
    QPointer<QMessageBox> dialog_;
    bool failing_ = false;  // the last save failed
};

}  // namespace verso::app
