// SPDX-License-Identifier: GPL-3.0-or-later
// Game > Practice: a panel beside the board and the puzzle on the main board. The person plays a
// move (a click or the board's keys); the panel says whether it is right and what a wrong one
// loses, gives hints (the squares of the best move's quarter, then three moves), plays the
// solution out and moves on. While it is open the game waits, and the analysis values and the
// review are off (they would give the answer away); closing it brings them and the game back.
#pragma once

#include <QDockWidget>
#include <QPointer>
#include <QStringList>

#include <memory>
#include <optional>

#include "core/Position.h"
#include "session/practice/PracticeSession.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTimer;

namespace verso::session {
class GameController;
}

namespace verso::app {

class AnalysisMode;
class BoardScene;
class CurrentGame;
class LibraryLoader;
class Settings;

class PracticeDock : public QDockWidget {
    Q_OBJECT

public:
    struct Parts {
        session::EngineThread& thread;
        session::GameController& game;
        BoardScene& scene;
        Settings& settings;
        AnalysisMode& analysis;
        QDockWidget& review;
        CurrentGame& current;
    };
    // The time between the moves of a solution played out on the board.
    static constexpr int kStepMs = 400;
    // How long a problem stays in the status bar.
    static constexpr int kMessageMs = 15000;
    PracticeDock(const Parts& parts, QWidget& window);
    // The window is being destroyed: a puzzle open is dropped without giving the window back its
    // game, analysis and review (they are going), so hiding the panel then signals nothing.
    void windowClosing();
    ~PracticeDock() override;

    // Game > Practice (checkable): opens and closes the panel.
    QAction* practiceAction() const { return toggleViewAction(); }
    bool isOpen() const { return open_; }
    // A square chosen on the board; true when practice took it (the game must not).
    bool takeSquare(int square);
    session::PracticeSession* session() const { return session_; }
    // The solution has been played out to its end on the board.
    bool solutionShown() const { return state_ == State::Solution && !stepping(); }

signals:
    // The board shows the game again (the window restores its markers).
    void returnedToGame();
    void message(const QString& text, int timeoutMs);

private:
    enum class State { Waiting, Asking, Answered, Solution };
    QWidget* makeOptions();
    QWidget* makeButtons();
    void setOpen(bool open);
    void enter();
    void leave();
    // A problem for the status bar, said at once or, while practice opens, with the others.
    void say(const QString& text);
    void next();
    void loadEndgames();
    session::EndgameChoice endgameChoice() const;
    void showPuzzle();
    void answer(int square);
    void hint();
    void showSolution();
    void stepSolution();
    bool stepping() const;
    void optionsChanged();
    void onProblem(const QString& what, const QString& setAside);
    void updateTexts();

    Parts parts_;
    session::PracticeSession* session_;
    LibraryLoader* loader_ = nullptr;
    QLabel* task_;
    QLabel* feedback_;
    QLabel* progress_;
    QPushButton* hint_ = nullptr;
    QPushButton* solution_ = nullptr;
    QPushButton* again_ = nullptr;
    QPushButton* next_ = nullptr;
    QComboBox* source_ = nullptr;
    QSpinBox* empties_ = nullptr;
    QLineEdit* player_ = nullptr;
    QLineEdit* years_ = nullptr;
    QComboBox* tolerance_ = nullptr;
    QTimer* stepTimer_;
    bool open_ = false;
    // While practice opens: the problems met, said together once it has opened.
    std::optional<QStringList> opening_;
    bool endgamesReady_ = false;
    bool analysisWasOn_ = false;
    bool reviewWasShown_ = false;
    bool pausedGame_ = false;
    State state_ = State::Waiting;
    int hints_ = 0;
    int step_ = 0;
};

}  // namespace verso::app
