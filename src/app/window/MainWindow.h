// SPDX-License-Identifier: GPL-3.0-or-later
// The game window: the board, the menus, the status bar and the dialogs around a GameController.
#pragma once

#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>
#include <functional>
#include <memory>
#include <vector>

#include "app/settings/PreferencesDialog.h"
#include "app/window/GameOverDialog.h"
#include "core/GameRecord.h"
#include "session/game/GameState.h"

class QLabel;

namespace Ui {
class MainWindow;
}

class QProgressBar;

namespace verso::session {
class EngineThread;
class GameController;
class GameValues;
class Seating;
struct Refusal;
}  // namespace verso::session

namespace verso::app {

class AnalysisDock;
class AnalysisMode;
class BoardScene;
class ClockPanel;
class LinePlayer;
class LibraryWindow;
class ReviewDock;
class BoardView;
class ExternalEngineSeats;
class GameNavigation;
class CurrentGame;
class FileActions;
class EditActions;
class MoveListDock;
class HintActions;
class LevelActions;
class AutosaveKeeper;
class GameSounds;
class PracticeDock;
class ExplorerDock;
class NewGameActions;

class Settings;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // The window shows the game of "seating" and applies the settings' seats to it; without one it
    // makes its own. It never makes players itself.
    explicit MainWindow(session::Seating* seating = nullptr, QWidget* parent = nullptr);
    ~MainWindow() override;

    session::Seating* seating() const { return seating_; }
    session::GameController* controller() const { return controller_; }
    BoardScene* scene() const { return scene_; }
    BoardView* boardView() const { return view_; }
    // Both clocks beside the board (hidden in an untimed game).
    ClockPanel* clockPanel() const { return clockPanel_; }
    Settings* settings() const { return settings_; }
    // Opponent > Level: one checkable action per engine level.
    QMenu* levelMenu() const;
    LevelActions* levelActions() const { return levels_; }
    HintActions* hints() const { return hints_; }
    ExternalEngineSeats* engineSeats() const { return engineSeats_; }
    // True while the busy bar says the computer is thinking.
    bool showsThinking() const;
    // The status bar's left text: who plays whom, e.g. "You (Black) against Verso, level 4 Club",
    // or while the board shows an earlier position, "Move 23 of 41 — playing here starts a new
    // line".
    QString pairingText() const;
    GameNavigation* navigation() const { return navigation_; }
    CurrentGame* currentGame() const { return currentGame_; }
    FileActions* files() const { return files_; }
    EditActions* edits() const { return edits_; }
    MoveListDock* moveList() const { return moveList_; }
    // Analysis: the mode that values every move on the board, the line player, the panel with the
    // evaluation graph, the graph's values and the thread the analysis runs on.
    AnalysisMode* analysis() const { return analysis_; }
    LinePlayer* linePlayer() const { return linePlayer_; }
    AnalysisDock* analysisDock() const { return analysisDock_; }
    ReviewDock* reviewDock() const { return reviewDock_; }
    PracticeDock* practiceDock() const { return practiceDock_; }
    ExplorerDock* explorerDock() const { return explorerDock_; }
    // File > New Game… and the start every new game takes from its choices.
    NewGameActions* newGames() const { return newGames_; }
    // File > Library (created when first opened).
    LibraryWindow* library() const;
    void showLibrary();
    session::GameValues* gameValues() const { return gameValues_; }
    session::EngineThread* analysisThread() const { return analysisThread_; }
    // Keeps every game that ends or is left in the library at "path" (main() turns this on; empty:
    // the usual application data file). Without it nothing is kept.
    void keepGames(const QString& path = {});
    // The dialogs currently open (null when closed).
    GameOverDialog* gameOverDialog() const { return gameOverDialog_; }
    QMessageBox* passDialog() const { return passDialog_; }
    QMessageBox* resignDialog() const { return resignDialog_; }
    // The status bar's permanent texts: whose turn (or the result), and both disc counts.
    QString turnText() const;
    // Saves the unfinished game at "path" as it goes (and when the window closes) and offers it
    // back from there (main() turns this on; without it nothing is saved). Empty: the usual
    // application data file.
    void keepUnfinishedGames(const QString& path = {});
    // The desktop session is ending (a logout): the unfinished game is saved and the game kept
    // now, as the window's close does, whether or not the window can still be closed (a close
    // request while a window-modal dialog is open never reaches it).
    void saveForSessionEnd();
    AutosaveKeeper* unfinishedGames() const { return unfinishedGames_; }
    PreferencesDialog* preferencesDialog() const { return preferencesDialog_; }
    // The game's sound effects (silent until main() turns the sound device on).
    GameSounds* sounds() const { return sounds_; }
    int shownDiscCount(Color color) const;

public slots:
    void newGame();
    void showPreferences();

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void setupActions();
    void setupAnalysis();
    void setupStatusBar();
    void connectController();
    void applyViewSettings();
    void applySeating();
    void onRefused(const session::Refusal& refusal);
    void showMessage(const QString& text, int timeoutMs);
    void showBoard(const session::BoardChange& change);
    void updateInteraction();
    void updateStatus();
    void updateActions();
    void onSquareChosen(int square);
    void onPassed(Color color);
    void onGameOver(const GameResult& result);
    void whenBoardSettled(std::function<void()> action);
    void runSettledActions();
    void confirmResign();
    void showHowToPlay();
    void showAbout();
    int lastPlacementSquare() const;

    std::unique_ptr<Ui::MainWindow> ui_;
    Settings* settings_;
    session::Seating* seating_;
    session::GameController* controller_;
    BoardScene* scene_;
    BoardView* view_;
    ClockPanel* clockPanel_ = nullptr;
    QLabel* turnIcon_ = nullptr;
    QLabel* turnLabel_ = nullptr;
    QLabel* blackCount_ = nullptr;
    QLabel* whiteCount_ = nullptr;
    QLabel* pairingLabel_ = nullptr;
    QProgressBar* busyIndicator_ = nullptr;
    LevelActions* levels_ = nullptr;
    HintActions* hints_ = nullptr;
    ExternalEngineSeats* engineSeats_ = nullptr;
    GameNavigation* navigation_ = nullptr;
    CurrentGame* currentGame_ = nullptr;
    FileActions* files_ = nullptr;
    EditActions* edits_ = nullptr;
    MoveListDock* moveList_ = nullptr;
    session::EngineThread* analysisThread_ = nullptr;
    LinePlayer* linePlayer_ = nullptr;
    AnalysisMode* analysis_ = nullptr;
    session::GameValues* gameValues_ = nullptr;
    AnalysisDock* analysisDock_ = nullptr;
    ReviewDock* reviewDock_ = nullptr;
    PracticeDock* practiceDock_ = nullptr;
    ExplorerDock* explorerDock_ = nullptr;
    NewGameActions* newGames_ = nullptr;
    QPointer<LibraryWindow> library_;
    QPointer<GameOverDialog> gameOverDialog_;
    QPointer<QMessageBox> passDialog_;
    QPointer<QMessageBox> resignDialog_;
    QPointer<PreferencesDialog> preferencesDialog_;
    AutosaveKeeper* unfinishedGames_ = nullptr;
    GameSounds* sounds_ = nullptr;
    std::vector<std::function<void()>> settledActions_;
    bool endedByPlay_ = false;  // the last change to the board was a move, a pass or a resignation
};

}  // namespace verso::app
