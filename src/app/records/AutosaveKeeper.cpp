// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/records/AutosaveKeeper.h"

#include <QLoggingCategory>
#include <QPushButton>

#include <utility>

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
      slot_(session::claimAutosaveSlot(path)),
      store_(slot_.path),
      writer_(new session::AutosaveWriter(store_, this)),
      basePath_(path) {
    // Every change of the record. A game that has just ended is left to gameOver, which comes
    // after the library (connected earlier, by the window's CurrentGame) has kept it.
    connect(controller_, &session::GameController::boardChanged, this,
            &AutosaveKeeper::onGameChanged);
    connect(controller_, &session::GameController::gameOver, this, &AutosaveKeeper::onGameChanged);
    // A pause keeps the clocks' times as they stand.
    connect(controller_, &session::GameController::stateChanged, this,
            [this](session::GameState state) {
                if (state == session::GameState::Paused) onGameChanged();
            });
    connect(writer_, &session::AutosaveWriter::saveFailed, this, [this](const QString& problem) {
        if (std::exchange(failing_, true)) emit message(problem, 15000);
        else emit cannotSave(problem);
    });
    connect(writer_, &session::AutosaveWriter::saved, this, [this] { failing_ = false; });
}

void AutosaveKeeper::hold() {
    held_.clear();
    problem_.clear();
    session::AutosaveLookup own = store_.load();
    if (own.game) held_.push_back({std::move(*own.game), own.clock, std::nullopt});
    problem_ = own.problem;
    for (session::AutosaveSlot& slot : session::abandonedAutosaveSlots(basePath_, store_.path())) {
        session::AutosaveLookup left = session::AutosaveStore(slot.path).load();
        if (left.game) held_.push_back({std::move(*left.game), left.clock, std::move(slot)});
        else if (problem_.isEmpty()) problem_ = left.problem;
    }
    if (!held_.empty()) controller_->clear();
}

void AutosaveKeeper::offer() {
    if (held_.empty() && problem_.isEmpty()) hold();  // offered without hold()
    if (!held_.empty()) askFirst();
    else if (!problem_.isEmpty()) report(problem_);
    problem_.clear();
}

bool AutosaveKeeper::flush() { return writer_->flush(); }

void AutosaveKeeper::save() {
    if (!held_.empty())
        return;  // closed before the question was answered: the saved games stay for next time
    post();
    if (!writer_->flush()) qWarning("Verso: the unfinished game was still being written at exit");
}

void AutosaveKeeper::onGameChanged() {
    if (!held_.empty()) {
        if (controller_->state() == session::GameState::NotStarted) return;  // still asking
        // Another game took the board (a file opened at start): the saved games go to the library.
        while (!held_.empty())
            if (!release(true)) return;
    }
    if (controller_->record().isOver() && controller_->state() != session::GameState::Finished)
        return;
    post();
}

// Asks the writer to save the record, unless the file already holds (or is about to hold) it.
void AutosaveKeeper::post() {
    const GameRecord& game = controller_->record();
    const bool resumable = game.length() > 0 && !game.isOver();
    const session::ClockState clock = session::clockStateOf(controller_->clock());
    const QByteArray bytes = resumable ? session::AutosaveFormat::write(game, clock) : QByteArray();
    if (posted_ == bytes) return;
    posted_ = bytes;
    writer_->save(game, clock);
}

bool AutosaveKeeper::release(bool toLibrary) {
    if (held_.empty()) return true;
    Held& first = held_.front();
    const session::KeptGames library = library_ ? library_() : session::KeptGames(QString());
    if (toLibrary && !library.path().isEmpty()) {
        const QString problem = library.keep(GameDocument{first.game, {}});
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
    if (first.from) session::AutosaveStore(first.from->path).discard();
    held_.pop_front();  // and with it the lock on another window's file
    return true;
}

void AutosaveKeeper::releaseAll(bool tell) {
    int kept = 0;
    while (!held_.empty()) {
        const session::KeptGames library = library_ ? library_() : session::KeptGames(QString());
        Held& first = held_.front();
        if (!library.path().isEmpty() && library.keep(GameDocument{first.game, {}}).isEmpty()) {
            if (first.from) session::AutosaveStore(first.from->path).discard();
            ++kept;
        }
        // A game the library could not take stays in its file, to be offered at the next start.
        held_.pop_front();
    }
    if (tell && kept > 0)
        //: In the status bar after a saved game was resumed while others were waiting
        emit message(tr("%n other unfinished game(s) kept in File > Kept Games.", "", kept), 8000);
}

void AutosaveKeeper::askFirst() {
    const GameRecord game = held_.front().game;
    const int moves = game.ply();
    const int more = static_cast<int>(held_.size()) - 1;
    //: Title of the question asked at start-up when the last game was left unfinished
    auto* box = new QMessageBox(QMessageBox::Question, tr("Unfinished Game"),
                                tr("Resume the unfinished game?"), QMessageBox::NoButton, window_);
    box->setObjectName(QStringLiteral("resumeDialog"));
    //: %n is the number of moves already played in the saved game
    QString details = tr("It was left after %n move(s) when Verso closed.", "", game.ply());
    if (more > 0)
        //: Under the question when windows running at once left several unfinished games
        details += QLatin1Char(' ') + tr("%n more unfinished game(s) will be offered after this "
                                         "one; a game not resumed is kept in File > Kept Games.",
                                         "", more);
    box->setInformativeText(details);
    QPushButton* resume = box->addButton(tr("&Resume"), QMessageBox::AcceptRole);
    box->addButton(tr("&New Game"), QMessageBox::RejectRole);
    box->setDefaultButton(resume);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, resume] {
        if (held_.empty()) return;
        if (box->clickedButton() == resume) {
            Held chosen = std::move(held_.front());
            held_.pop_front();
            if (chosen.from) {
                // Into this window's file before the other file goes: never in neither.
                if (store_.save(chosen.game, chosen.clock).isEmpty())
                    session::AutosaveStore(chosen.from->path).discard();
                chosen.from.reset();
            }
            releaseAll(true);
            controller_->resumeGame(chosen.game, chosen.clock);  // saved from here on
            emit resumed();
            return;
        }
        // Declined: to the library (the window's New Game keeps games the same way).
        if (release(true) && !held_.empty()) {
            askFirst();
            return;
        }
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
    qCInfo(lcUnfinished, "reporting a saved game that cannot be resumed");
}

}  // namespace verso::app
