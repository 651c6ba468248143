// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/records/CurrentGame.h"

#include <QDate>
#include <QDir>
#include <QFileInfo>
#include <QStringList>
#include <QWidget>
#include <algorithm>

#include "app/window/Texts.h"
#include "session/game/GameController.h"
#include "session/game/Seating.h"

namespace verso::app {

namespace {

// The same game: start, moves and how it ended (the cursor does not count).
bool sameGame(const GameRecord& a, const GameRecord& b) {
    return a.start() == b.start() && a.moves() == b.moves() &&
           a.endsByResignationOf() == b.endsByResignationOf() &&
           a.endsOnTimeOf() == b.endsOnTimeOf();
}

}  // namespace

CurrentGame::CurrentGame(session::GameController& game, session::Seating& seating, QWidget& window)
    : QObject(&window), game_(game), seating_(seating), window_(window) {
    started_ = QDate::currentDate().toString(Qt::ISODate);
    saved_ = keptRecord_ = game_.record();
    connect(&game_, &session::GameController::gameReplaced, this, &CurrentGame::onGameReplaced);
    connect(&game_, &session::GameController::boardChanged, this, &CurrentGame::onBoardChanged);
    connect(&game_, &session::GameController::gameOver, this, &CurrentGame::onGameOver);
    connect(&game_, &session::GameController::lineReplaced, this, &CurrentGame::onLineReplaced);
    // A colour that has not moved yet is named after whoever sits there now (another level too).
    connect(&seating_, &session::Seating::configChanged, this, &CurrentGame::tellNames);
    connect(&seating_, &session::Seating::seatsChanged, this, &CurrentGame::tellNames);
    toldNames_ = {playerName(Color::Black), playerName(Color::White)};
    updateTitle();
}

QString CurrentGame::seatedName(Color color) const {
    return app::playerName(seating_.config(),
                           {seating_.engineName(Color::Black), seating_.engineName(Color::White)},
                           color);
}

QString CurrentGame::playerName(Color color) const { return playerName(game_.record(), color); }

QString CurrentGame::playerName(const GameRecord& record, Color color) const {
    QStringList players;
    const auto add = [&players](const QString& name) {
        if (!name.isEmpty() && (players.isEmpty() || players.back() != name)) players.append(name);
    };
    if (namesFromFile_)
        add(QString::fromStdString(color == Color::Black ? tags_.black : tags_.white));
    const int known = std::min(record.length(), static_cast<int>(movers_.size()));
    for (int ply = 0; ply < known; ++ply)
        if (record.positionAt(ply).sideToMove() == color) add(movers_[static_cast<size_t>(ply)]);
    if (players.isEmpty()) return namesFromFile_ ? colorText(color) : seatedName(color);
    QString names = players.front();
    for (qsizetype i = 1; i < players.size(); ++i)
        //: Who played one colour of a game when another player took over during it, e.g.
        //: "Verso, level 2 Novice, then Verso, level 4 Club"
        names = tr("%1, then %2").arg(names, players[i]);
    return names;
}

void CurrentGame::tellNames() {
    const std::array<QString, 2> names{playerName(Color::Black), playerName(Color::White)};
    if (names == toldNames_) return;
    toldNames_ = names;
    emit changed();
}

GameDocument CurrentGame::document() const { return documentOf(game_.record()); }

GameDocument CurrentGame::documentOf(const GameRecord& record) const {
    GameDocument document{record, tags_};
    document.tags.black = playerName(record, Color::Black).toStdString();
    document.tags.white = playerName(record, Color::White).toStdString();
    if (document.tags.date.empty()) document.tags.date = started_.toStdString();
    if (document.tags.place.empty()) document.tags.place = "Verso";
    document.tags.result = ggfResult(document.record, tags_.result);
    session::keepClocks(document, game_.clock());
    return document;
}

bool CurrentGame::isModified() const { return reviewUnsaved_ || !sameGame(game_.record(), saved_); }

std::string CurrentGame::reviewText() const {
    for (const auto& [key, value] : tags_.other)
        if (key == kReviewProperty) return value;
    return {};
}

void CurrentGame::setReview(const std::string& text) {
    auto& other = tags_.other;
    std::erase_if(other, [](const auto& entry) { return entry.first == kReviewProperty; });
    other.emplace_back(kReviewProperty, text);
    if (!path_.isEmpty() && session::formatForPath(path_) == GameTextFormat::Ggf)
        reviewUnsaved_ = true;
    if (!kept_.path().isEmpty() && sameGame(game_.record(), keptRecord_)) {
        const QString problem = kept_.update(documentOf(game_.record()));
        //: %1 is the system's reason, e.g. "Permission denied"
        if (!problem.isEmpty())
            emit message(tr("The review could not be kept in the library: %1").arg(problem), 15000);
    }
    updateTitle();
    emit changed();
}

QString CurrentGame::displayName() const {
    //: The name of a game that has no file yet, in the window title
    return path_.isEmpty() ? tr("Untitled") : QFileInfo(path_).fileName();
}

void CurrentGame::open(const GameDocument& document, const QString& path, bool inLibrary) {
    opening_ = Opening{document, path, inLibrary};
    game_.resumeGame(document.record, session::clockStateOf(document));
    opening_.reset();
}

void CurrentGame::markSaved(const QString& path) {
    path_ = path;
    reviewUnsaved_ = false;
    saved_ = game_.record();
    updateTitle();
    emit changed();
}

// The game left behind by a new one is kept (before the new game's facts replace its own).
void CurrentGame::onGameReplaced(const GameRecord& previous) {
    //: In the status bar after a new game replaced one with moves
    if (keep(previous)) emit message(tr("The game you left is kept in File > Kept Games."), 8000);
}

// A new game, an opened one or a move: the title follows.
void CurrentGame::onBoardChanged(const session::BoardChange& change) {
    using Kind = session::BoardChange::Kind;
    if (change.kind == Kind::Move || change.kind == Kind::Pass) {
        const auto ply = static_cast<size_t>(game_.record().ply() - 1);
        if (movers_.size() <= ply) movers_.resize(ply + 1);
        movers_[ply] = seatedName(change.by);
    }
    if (change.kind == Kind::NewGame) {
        movers_.clear();
        resumed_.reset();
        if (opening_) {
            tags_ = opening_->document.tags;
            namesFromFile_ = true;
            path_ = opening_->path;
            // A game from a file or the library is not kept again as it is; a paste is.
            saved_ = path_.isEmpty() ? GameRecord(game_.record().start()) : game_.record();
            keptRecord_ = opening_->inLibrary ? game_.record() : saved_;
        } else {
            tags_ = {};
            namesFromFile_ = false;
            path_.clear();
            saved_ = keptRecord_ = GameRecord(game_.record().start());
            // A game with moves that was not opened is one resumed from when Verso closed: it was
            // kept then, and kept again it takes that entry's place.
            if (game_.record().length() > 0) resumed_ = keptRecord_ = game_.record();
        }
        started_ = QDate::currentDate().toString(Qt::ISODate);
        reviewUnsaved_ = false;
        toldNames_ = {playerName(Color::Black), playerName(Color::White)};
        emit changed();
    }
    tellNames();
    updateTitle();
}

void CurrentGame::onGameOver() { keep(game_.record()); }

void CurrentGame::keepOnClose() {
    closing_ = true;
    keep(game_.record());
    closing_ = false;  // a session's end may be cancelled: the window goes on
}

void CurrentGame::onLineReplaced(const GameRecord& previous) {
    //: In the status bar when a move at an earlier position replaced the moves after it
    if (keep(previous))
        emit message(tr("A new line: the moves it replaced are kept in File > Kept Games."), 8000);
}

bool CurrentGame::keep(const GameRecord& record) {
    if (kept_.path().isEmpty() || record.length() == 0 || sameGame(record, saved_) ||
        sameGame(record, keptRecord_))
        return false;
    QString setAside;
    const QString problem =
        kept_.keep(documentOf(record), &setAside, resumed_ ? &*resumed_ : nullptr);
    if (!setAside.isEmpty()) {
        //: %1 is the path the unreadable library file was renamed to
        emit message(tr("The library of kept games could not be read; it was set aside as %1 and a "
                        "new one was "
                        "started with this game.")
                         .arg(QDir::toNativeSeparators(setAside)),
                     0);
    }
    if (!problem.isEmpty()) {
        //: %1 is the system's reason, e.g. "Permission denied"
        if (closing_)
            emit message(tr("The game could not be kept in the library: %1").arg(problem), 15000);
        else
            //: %1 is the kept games' file, %2 the system's reason
            emit keepFailed(documentOf(record),
                            tr("The game could not be kept in %1: %2.")
                                .arg(QDir::toNativeSeparators(kept_.path()), problem));
        return false;
    }
    keptRecord_ = record;
    return setAside.isEmpty();  // else the message above says more than "kept"
}

void CurrentGame::updateTitle() {
    const bool untouched = path_.isEmpty() && game_.record().length() == 0;
    window_.setWindowTitle(untouched ? QStringLiteral("Verso")
                                     : displayName() + QStringLiteral("[*] — Verso"));
    window_.setWindowModified(!untouched && isModified());
}

}  // namespace verso::app
