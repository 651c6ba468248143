// SPDX-License-Identifier: GPL-3.0-or-later
// The File menu's game files: Open… (Ctrl+O), Open Recent, Save (Ctrl+S), Save As… (Ctrl+Shift+S),
// Kept Games…, and a file dropped on the window. Formats: GGF (.ggf, many games open a chooser),
// transcripts (.txt, one game per line) and board strings (.obf, one position per line). A file
// that cannot be read opens nothing and says where and why; the game shown stays as it was.
// Writes go through QSaveFile.
#pragma once

#include <QObject>
#include <QStringList>
#include <optional>
#include <vector>

#include "core/GameDocument.h"

class QAction;
class QMenu;
class QWidget;

namespace verso::session {
struct GameFileRead;
}

namespace verso::app {

class CurrentGame;
class Settings;

class FileActions : public QObject {
    Q_OBJECT
public:
    // Adds the actions to "menu" before "before" (e.g. Quit).
    FileActions(CurrentGame& game, Settings& settings, QMenu& menu, QAction* before,
                QWidget& window);

    QAction* openAction() const { return open_; }
    QAction* saveAction() const { return save_; }
    QAction* saveAsAction() const { return saveAs_; }
    QAction* keptGamesAction() const { return keptGames_; }
    QMenu* recentMenu() const { return recent_; }

    // Opens the game in "path", or the chooser when it holds several. False when the file cannot
    // be read (the reason is shown and the game stays as it was).
    bool openPath(const QString& path);
    // Writes the game to "path" in the format its suffix asks for. False on failure (said).
    bool saveTo(const QString& path);
    // Opens one of "games" as the current game: at once for one, else through the chooser (which
    // opens the game picked when accepted). "path" is their file (empty for a paste or the
    // library).
    // The games are moved in, never copied (a paste can hold a hundred thousand).
    bool openOneOf(std::vector<GameDocument> games, const QString& path,
                   const QString& chooserTitle, bool inLibrary = false);
    // A write that failed ("text" says where and why): a warning ("writeProblemDialog") that says
    // the game is still here and offers Save As… for "document" (the current game when empty).
    void offerSaveAs(const QString& title, const QString& text,
                     std::optional<GameDocument> document = std::nullopt);

signals:
    void message(const QString& text, int timeoutMs);

private:
    void chooseAndOpen();
    bool save();
    bool chooseAndSave();
    // Asks where to save (suggesting "suggested"); empty when the person cancels.
    QString choosePath(const QString& suggested);
    // Saves "document" (not the game on the board) where the person chooses.
    void saveDocumentAs(const GameDocument& document);
    void openKeptGames();
    void remember(const QString& path);
    void updateRecentMenu();
    void showProblem(const QString& title, const QString& text);

    CurrentGame& game_;
    Settings& settings_;
    QWidget& window_;
    QAction* open_;
    QMenu* recent_;
    QAction* save_;
    QAction* saveAs_;
    QAction* keptGames_;
};

}  // namespace verso::app
