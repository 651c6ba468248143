// Attaches the computer opponent to a game window: the AI thread (one for the whole session),
// the factory that seats ComputerPlayers, the Opponent > Level entries, Game > Hint (H) and Hide Hint (Esc), and the
// busy indicator in the status bar while the computer thinks. Owned by the window; stops and joins the AI thread
// (bounded) when destroyed.
#pragma once

#include <QObject>

#include <memory>

#include "core/Position.h"

class QAction;
class QProgressBar;

namespace verso::session {
class AiThread;
class ComputerPlayer;
class HintFinder;
class Player;
}  // namespace verso::session

namespace verso::app {

class HintMarker;
class LevelActions;
class MainWindow;
class Settings;

class ComputerOpponent : public QObject {
    Q_OBJECT

public:
    explicit ComputerOpponent(MainWindow* window);
    ~ComputerOpponent() override;

    session::AiThread* aiThread() const { return ai_; }
    LevelActions* levelActions() const { return levels_; }
    QAction* hintAction() const { return hintAction_; }
    QAction* hideHintAction() const { return hideHintAction_; }
    // True while a computer player is thinking (the busy indicator is shown).
    bool isThinking() const;
    // The square the hint marker shows, or -1.
    int hintSquare() const;

private:
    std::unique_ptr<session::Player> makePlayer(Color color, const Settings& settings);
    void onSettingChanged(const QString& key);
    void updateThinking();
    void updateHintAction();
    void findHint();
    void onHintFound(const Position& position, Move move);
    void clearHint();
    void hideHint();

    MainWindow* window_;
    session::AiThread* ai_;
    session::HintFinder* hintFinder_;
    LevelActions* levels_;
    QAction* hintAction_;
    QAction* hideHintAction_;
    HintMarker* hintMarker_;
    QProgressBar* busyIndicator_;
};

}  // namespace verso::app
