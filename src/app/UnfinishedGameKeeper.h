// Keeps the unfinished game between runs: saves it when the window closes and, on the next start,
// asks "Resume the unfinished game?". An unusable saved file is reported in one sentence (it has
// already been set aside by the store). The questions are window-modal and never block.
#pragma once

#include <QMessageBox>
#include <QObject>
#include <QPointer>

#include "session/SavedGameStore.h"

namespace verso::session {
class GameController;
}

namespace verso::app {

class UnfinishedGameKeeper : public QObject {
    Q_OBJECT

public:
    UnfinishedGameKeeper(QWidget* window, session::GameController* controller,
                         const QString& path = session::SavedGameStore::defaultPath());

    const session::SavedGameStore& store() const { return store_; }
    // Looks for a saved game now; when there is one, the board is cleared so that nobody moves
    // until offer() has been answered.
    void hold();
    // Asks whether to resume the saved game (or says why it could not be used).
    void offer();
    // Saves the controller's game if it is unfinished (forgets the saved one otherwise).
    void save();
    // The question or problem report currently open (null when none).
    QMessageBox* dialog() const { return dialog_; }

signals:
    void resumed();

private:
    void ask(GameRecord game);
    void report(const QString& problem);

    QWidget* window_;
    session::GameController* controller_;
    session::SavedGameStore store_;
    std::optional<session::SavedGameLookup> found_;
    QPointer<QMessageBox> dialog_;
};

}  // namespace verso::app
