// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/records/AutosaveKeeper.h"

#include <QLoggingCategory>
#include <QPushButton>

#include "session/game/GameController.h"
#include "session/storage/AutosaveFormat.h"
#include "session/storage/AutosaveWriter.h"

namespace verso::app {

// Off unless asked for (QT_LOGGING_RULES="verso.unfinished.info=true"): lets a test that runs the
// real program see the moment it asks, instead of guessing it with a pause.
Q_LOGGING_CATEGORY(lcUnfinished, "verso.unfinished", QtWarningMsg)

AutosaveKeeper::AutosaveKeeper(QWidget* window, session::GameController* controller,
                               const QString& path)
    : QObject(window),
      window_(window),
      controller_(controller),
      store_(path),
      writer_(new session::AutosaveWriter(store_, this)) {
    // Every change of the record. A game that has just ended is left to gameOver, which comes
    // after the library (connected earlier, by the window's CurrentGame) has kept it.
    connect(controller_, &session::GameController::boardChanged, this,
            &AutosaveKeeper::onGameChanged);
    connect(controller_, &session::GameController::gameOver, this, &AutosaveKeeper::onGameChanged);
    connect(writer_, &session::AutosaveWriter::saveFailed, this,
            [this](const QString& problem) { emit message(problem, 15000); });
}

void AutosaveKeeper::hold() {
    found_ = store_.load();
    held_ = found_->game;
    if (held_) controller_->clear();
}

void AutosaveKeeper::offer() {
    auto found = found_ ? std::move(*found_) : store_.load();
    found_.reset();
    if (found.game) ask(std::move(*found.game));
    else if (!found.problem.isEmpty()) report(found.problem);
}

bool AutosaveKeeper::flush() { return writer_->flush(); }

void AutosaveKeeper::save() {
    if (held_)
        return;  // closed before the question was answered: the saved game stays for next time
    post();
    if (!writer_->flush()) qWarning("Verso: the unfinished game was still being written at exit");
}

void AutosaveKeeper::onGameChanged() {
    if (held_) {
        if (controller_->state() == session::GameState::NotStarted) return;  // still asking
        if (!release(true)) return;  // another game took the board (a file opened at start)
    }
    if (controller_->record().isOver() && controller_->state() != session::GameState::Finished)
        return;
    post();
}

// Asks the writer to save the record, unless the file already holds (or is about to hold) it.
void AutosaveKeeper::post() {
    const GameRecord& game = controller_->record();
    const bool resumable = game.length() > 0 && !game.isOver();
    const QByteArray bytes = resumable ? session::AutosaveFormat::write(game) : QByteArray();
    if (posted_ == bytes) return;
    posted_ = bytes;
    writer_->save(game);
}

bool AutosaveKeeper::release(bool toLibrary) {
    if (!held_) return true;
    const session::KeptGames library = library_ ? library_() : session::KeptGames(QString());
    if (toLibrary && !library.path().isEmpty()) {
        const QString problem = library.keep(GameDocument{*held_, {}});
        if (!problem.isEmpty()) {
            //: %1 is the system's reason, e.g. "Permission denied"
            emit message(tr("The unfinished game from last time could not be kept in the library, "
                            "so it stays "
                            "saved and this game is not: %1")
                             .arg(problem),
                         15000);
            return false;
        }
        //: In the status bar when the unfinished game of the last run made room for another game
        emit message(tr("The unfinished game from last time is kept in File > Kept Games."), 8000);
    }
    held_.reset();
    return true;
}

void AutosaveKeeper::ask(GameRecord game) {
    const int moves = game.ply();
    //: Title of the question asked at start-up when the last game was left unfinished
    auto* box = new QMessageBox(QMessageBox::Question, tr("Unfinished Game"),
                                tr("Resume the unfinished game?"), QMessageBox::NoButton, window_);
    box->setObjectName(QStringLiteral("resumeDialog"));
    //: %n is the number of moves already played in the saved game
    box->setInformativeText(tr("It was left after %n move(s) when Verso closed.", "", game.ply()));
    QPushButton* resume = box->addButton(tr("&Resume"), QMessageBox::AcceptRole);
    box->addButton(tr("&New Game"), QMessageBox::RejectRole);
    box->setDefaultButton(resume);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, resume, game = std::move(game)] {
        if (box->clickedButton() == resume) {
            held_.reset();  // the window's game now: saved from here on, the file stays until then
            controller_->resumeGame(game);
            emit resumed();
            return;
        }
        release(true);  // declined: to the library (the window's New Game keeps games the same way)
        if (controller_->state() == session::GameState::NotStarted) controller_->newGame();
        else onGameChanged();
    });
    dialog_ = box;
    box->open();
    qCInfo(lcUnfinished, "asking whether to resume a game of %d moves", moves);
}

void AutosaveKeeper::report(const QString& problem) {
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Saved Game Not Resumed"), problem,
                                QMessageBox::Ok, window_);
    box->setObjectName(QStringLiteral("savedGameProblemDialog"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    dialog_ = box;
    box->open();
}

}  // namespace verso::app
