// SPDX-License-Identifier: GPL-3.0-or-later
// The Edit menu's game records: Copy Game (the transcript, Ctrl+C), Copy Position (the board
// string), Copy as GGF, Paste (Ctrl+V: whichever of the three the clipboard holds opens as the
// current game with the players seated now; a bad paste says why and changes nothing) and
// Set Up Position… (the position editor; the game starts from the position set up).
#pragma once

#include <QObject>
#include <QPointer>

#include "app/records/PositionEditor.h"
#include "core/GameText.h"

class QAction;
class QThread;
class QMenu;
class QWidget;

namespace verso::session {
class GameController;
}

namespace verso::app {

class CurrentGame;
class FileActions;

class EditActions : public QObject {
    Q_OBJECT
public:
    // Adds the actions to "menu" before "before" (e.g. Preferences).
    EditActions(CurrentGame& game, session::GameController& controller, FileActions& files,
                QMenu& menu, QAction* before, QWidget& window);
    // Waits for a long paste still being read.
    ~EditActions() override;

    QAction* copyGameAction() const { return copyGame_; }
    QAction* copyPositionAction() const { return copyPosition_; }
    QAction* copyGgfAction() const { return copyGgf_; }
    QAction* pasteAction() const { return paste_; }
    QAction* setUpAction() const { return setUp_; }
    // The open position editor (null when closed).
    PositionEditor* positionEditor() const { return editor_; }

    // Reads the clipboard's text as a game and opens it; false (and the reason said) otherwise.
    // A long text (a database copied whole) is read on a thread of its own while a progress
    // dialog ("pasteProgress", with Cancel) shows; true then means the reading started.
    bool paste();
    // True while a long paste is being read.
    bool readingPaste() const { return reading_ != nullptr; }

signals:
    void message(const QString& text, int timeoutMs);

private:
    QAction* addAction(QMenu& menu, QAction* before, QWidget& window, const char* name,
                       const QString& text);
    void copyGame();
    void copyPosition();
    void copyGgf();
    void setUpPosition();
    void copy(const QString& text, const QString& what);
    bool openPasted(GameTextParse parsed);

    CurrentGame& game_;
    session::GameController& controller_;
    FileActions& files_;
    QWidget& window_;
    QAction* copyGame_;
    QAction* copyPosition_;
    QAction* copyGgf_;
    QAction* paste_;
    QAction* setUp_;
    QPointer<PositionEditor> editor_;
    QThread* reading_ = nullptr;  // reading a long paste
};

}  // namespace verso::app
