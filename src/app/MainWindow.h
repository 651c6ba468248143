// The game window: the board, the menus, the status bar and the dialogs around a GameController.
#pragma once

#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>
#include <functional>
#include <memory>
#include <vector>

#include "app/GameOverDialog.h"
#include "app/PreferencesDialog.h"
#include "core/GameRecord.h"
#include "session/GameState.h"

class QLabel;

namespace Ui {
class MainWindow;
}

namespace verso::session {
class GameController;
class Player;
}  // namespace verso::session

namespace verso::app {

class BoardScene;
class BoardView;
class UnfinishedGameKeeper;

class Settings;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // Makes the computer player for "color" (reading level and think delay from "settings").
    using ComputerPlayerFactory = std::function<std::unique_ptr<session::Player>(Color color, const Settings& settings)>;

    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Without a factory the computer opponents are unavailable and two people play.
    void setComputerPlayerFactory(ComputerPlayerFactory factory);

    session::GameController* controller() const { return controller_; }
    BoardScene* scene() const { return scene_; }
    BoardView* boardView() const { return view_; }
    Settings* settings() const { return settings_; }
    // Opponent > Level: empty here; the computer-opponent code adds one checkable action per level.
    QMenu* levelMenu() const;
    // The dialogs currently open (null when closed).
    GameOverDialog* gameOverDialog() const { return gameOverDialog_; }
    QMessageBox* passDialog() const { return passDialog_; }
    // The status bar's permanent texts: whose turn (or the result), and both disc counts.
    QString turnText() const;
    // Saves an unfinished game at "path" when the window closes and offers it back from there
    // (main() turns this on; without it nothing is saved). Empty: the usual application data file.
    void keepUnfinishedGames(const QString& path = {});
    UnfinishedGameKeeper* unfinishedGames() const { return unfinishedGames_; }
    PreferencesDialog* preferencesDialog() const { return preferencesDialog_; }
    int shownDiscCount(Color color) const;

public slots:
    void newGame();
    void showPreferences();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void setupActions();
    void setupStatusBar();
    void connectController();
    void applyViewSettings();
    void applyOpponent();
    void onSettingChanged(const QString& key);
    void showBoard(const session::BoardChange& change);
    void updateInteraction();
    void updateStatus();
    void updateActions();
    void onSquareChosen(int square);
    void onPassed(Color color);
    void onGameOver(const GameResult& result);
    void whenBoardSettled(std::function<void()> action);
    void runSettledActions();
    void showHowToPlay();
    void showAbout();
    int lastPlacementSquare() const;

    std::unique_ptr<Ui::MainWindow> ui_;
    Settings* settings_;
    session::GameController* controller_;
    BoardScene* scene_;
    BoardView* view_;
    QLabel* turnIcon_ = nullptr;
    QLabel* turnLabel_ = nullptr;
    QLabel* blackCount_ = nullptr;
    QLabel* whiteCount_ = nullptr;
    QPointer<GameOverDialog> gameOverDialog_;
    QPointer<QMessageBox> passDialog_;
    QPointer<PreferencesDialog> preferencesDialog_;
    UnfinishedGameKeeper* unfinishedGames_ = nullptr;
    ComputerPlayerFactory computerFactory_;
    std::vector<std::function<void()>> settledActions_;
};

}  // namespace verso::app
