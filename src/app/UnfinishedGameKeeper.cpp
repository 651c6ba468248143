#include "app/UnfinishedGameKeeper.h"

#include <QPushButton>

#include "session/GameController.h"

namespace verso::app {

UnfinishedGameKeeper::UnfinishedGameKeeper(QWidget* window, session::GameController* controller, const QString& path)
    : QObject(window), window_(window), controller_(controller), store_(path) {}

void UnfinishedGameKeeper::hold() {
    found_ = store_.load();
    if (found_->game) controller_->clear();
}

void UnfinishedGameKeeper::offer() {
    auto found = found_ ? std::move(*found_) : store_.load();
    found_.reset();
    if (found.game)
        ask(std::move(*found.game));
    else if (!found.problem.isEmpty())
        report(found.problem);
}

void UnfinishedGameKeeper::save() {
    const QString problem = store_.save(controller_->record());
    if (!problem.isEmpty())
        qWarning("%s", qUtf8Printable(problem));  // the window is closing: nobody to show it to
}

void UnfinishedGameKeeper::ask(GameRecord game) {
    //: Title of the question asked at start-up when the last game was left unfinished
    auto* box = new QMessageBox(QMessageBox::Question, tr("Unfinished Game"), tr("Resume the unfinished game?"),
                                QMessageBox::NoButton, window_);
    box->setObjectName(QStringLiteral("resumeDialog"));
    //: %n is the number of moves already played in the saved game
    box->setInformativeText(tr("It was left after %n move(s) when Verso closed.", "", game.ply()));
    QPushButton* resume = box->addButton(tr("&Resume"), QMessageBox::AcceptRole);
    box->addButton(tr("&New Game"), QMessageBox::RejectRole);
    box->setDefaultButton(resume);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, resume, game = std::move(game)] {
        if (box->clickedButton() == resume) {
            controller_->resumeGame(game);
            emit resumed();
        } else if (controller_->state() == session::GameState::NotStarted) {
            controller_->newGame();
        }
        store_.discard();  // resumed or declined: it is the window's game now, saved again on close
    });
    dialog_ = box;
    box->open();
}

void UnfinishedGameKeeper::report(const QString& problem) {
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Saved Game Not Resumed"), problem, QMessageBox::Ok, window_);
    box->setObjectName(QStringLiteral("savedGameProblemDialog"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    dialog_ = box;
    box->open();
}

}  // namespace verso::app
