// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/records/EditActions.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QThread>

#include "app/records/CurrentGame.h"
#include "app/records/FileActions.h"
#include "app/records/GameTextErrorText.h"
#include "app/records/PositionEditor.h"
#include "core/Notation.h"
#include "session/game/GameController.h"
#include "session/storage/GameFiles.h"

namespace verso::app {

EditActions::EditActions(CurrentGame& game, session::GameController& controller, FileActions& files,
                         QMenu& menu, QAction* before, QWidget& window)
    : QObject(&window), game_(game), controller_(controller), files_(files), window_(window) {
    //: Edit menu: copies the game's moves as a transcript such as f5d6c3
    copyGame_ = addAction(menu, before, window, "actionCopyGame", tr("&Copy Game"));
    copyGame_->setShortcut(QKeySequence::Copy);
    //: Edit menu: copies the position shown as a board string
    copyPosition_ = addAction(menu, before, window, "actionCopyPosition", tr("Copy &Position"));
    copyPosition_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    //: Edit menu: copies the game in GGF, with the players' names and the result
    copyGgf_ = addAction(menu, before, window, "actionCopyGgf", tr("Copy as &GGF"));
    paste_ = addAction(menu, before, window, "actionPaste", tr("&Paste"));
    paste_->setShortcut(QKeySequence::Paste);
    paste_->setStatusTip(tr("Open the game, transcript or board string on the clipboard"));
    menu.insertSeparator(before);
    //: Edit menu: opens the position editor
    setUp_ = addAction(menu, before, window, "actionSetUpPosition", tr("Set &Up Position…"));
    menu.insertSeparator(before);
    connect(copyGame_, &QAction::triggered, this, &EditActions::copyGame);
    connect(copyPosition_, &QAction::triggered, this, &EditActions::copyPosition);
    connect(copyGgf_, &QAction::triggered, this, &EditActions::copyGgf);
    connect(paste_, &QAction::triggered, this, &EditActions::paste);
    connect(setUp_, &QAction::triggered, this, &EditActions::setUpPosition);
}

QAction* EditActions::addAction(QMenu& menu, QAction* before, QWidget& window, const char* name,
                                const QString& text) {
    auto* action = new QAction(text, this);
    action->setObjectName(QString::fromLatin1(name));
    menu.insertAction(before, action);
    window.addAction(action);
    return action;
}

void EditActions::copy(const QString& text, const QString& what) {
    QGuiApplication::clipboard()->setText(text);
    emit message(what, 5000);
}

void EditActions::copyGame() {
    const GameDocument document = game_.document();
    if (session::saveProblem(document, GameTextFormat::Transcript) != session::SaveProblem::None) {
        // A transcript cannot hold this game (a set-up start): it goes out whole, as GGF.
        copy(QString::fromStdString(formatGgfDocument(document)),
             tr("The game starts from a set-up position, so it was copied as GGF."));
        return;
    }
    //: In the status bar after Copy Game
    copy(QString::fromStdString(formatTranscript(document.record)),
         tr("The game's moves are copied."));
}

void EditActions::copyPosition() {
    //: In the status bar after Copy Position
    copy(QString::fromStdString(formatBoard(controller_.position())),
         tr("The position is copied."));
}

void EditActions::copyGgf() {
    //: In the status bar after Copy as GGF
    copy(QString::fromStdString(formatGgfDocument(game_.document())),
         tr("The game is copied as GGF."));
}

namespace {

// Clipboard text longer than this (about 800 games) is read on a thread of its own.
constexpr qsizetype kReadAtOnce = 256 * 1024;

GameTextParse parseText(const QByteArray& text) {
    return parseGameText(std::string_view(text.constData(), static_cast<size_t>(text.size())));
}

}  // namespace

EditActions::~EditActions() {
    if (reading_) {  // its result is dropped: nothing receives it any more
        reading_->wait();
        delete reading_;
    }
}

bool EditActions::paste() {
    const QByteArray text = QGuiApplication::clipboard()->text().toUtf8();
    if (text.size() < kReadAtOnce) return openPasted(parseText(text));
    if (reading_) return false;  // a paste is being read already
    // A long text (a whole database copied) is read while the window stays usable, with a
    // progress dialog whose Cancel drops what is read.
    auto* progress = new QProgressDialog(tr("Reading the games on the clipboard…"), tr("&Cancel"),
                                         0, 0, &window_);
    progress->setObjectName(QStringLiteral("pasteProgress"));
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(0);
    progress->setAutoClose(false);
    progress->setAutoReset(false);
    auto result = std::make_shared<GameTextParse>();
    reading_ = QThread::create([text, result] { *result = parseText(text); });
    connect(reading_, &QThread::finished, this, [this, progress, result] {
        reading_->deleteLater();
        reading_ = nullptr;
        const bool cancelled = progress->wasCanceled();
        progress->deleteLater();
        if (cancelled) {
            //: In the status bar when a long paste was cancelled while it was read
            emit message(tr("The paste was cancelled; nothing was opened."), 5000);
            return;
        }
        openPasted(std::move(*result));
    });
    progress->show();
    reading_->start();
    return true;
}

bool EditActions::openPasted(GameTextParse parsed) {
    if (!parsed.ok()) {
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Cannot Paste"),
                                    //: %1 says where and why the clipboard text cannot be read
                                    tr("The clipboard does not hold a game Verso can open.\n\n%1")
                                        .arg(gameTextErrorText(*parsed.error)),
                                    QMessageBox::Ok, &window_);
        box->setObjectName("pasteProblemDialog");
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setWindowModality(Qt::WindowModal);
        box->open();
        return false;
    }
    //: Title of the list of games found on the clipboard
    return files_.openOneOf(std::move(parsed.games), {}, tr("Games on the Clipboard"));
}

void EditActions::setUpPosition() {
    if (editor_) {
        editor_->raise();
        return;
    }
    editor_ = new PositionEditor(controller_.position(), &window_);
    editor_->setAttribute(Qt::WA_DeleteOnClose);
    editor_->setWindowModality(Qt::WindowModal);
    connect(editor_, &QDialog::accepted, this, [this] {
        if (editor_) controller_.newGame(editor_->position());
    });
    editor_->open();
}

}  // namespace verso::app
