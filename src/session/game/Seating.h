// SPDX-License-Identifier: GPL-3.0-or-later
// Who sits at each colour. Seating owns the game master (GameController) and the engine's thread
// (EngineThread), builds the player for each colour from a typed SeatingConfig, and applies only
// what changed: a new kind of player at a colour re-seats it, a new level re-asks the computer at
// that level, a new think delay changes only the pause before the next computer move appears.
#pragma once

#include <QObject>

#include <array>
#include <chrono>
#include <functional>
#include <memory>

#include "core/Square.h"
#include "session/external/ExternalEngineFault.h"
#include "session/game/SeatingConfig.h"

namespace verso::session {

class EngineThread;
class ExternalEnginePlayer;
class GameController;
class Player;

class Seating : public QObject {
    Q_OBJECT

public:
    // Makes the player for a non-human seat (tests put scripted players there).
    using PlayerFactory =
        std::function<std::unique_ptr<Player>(Color color, const SeatingConfig& config)>;

    // Starts with two people at the board; apply() seats the computer.
    explicit Seating(QObject* parent = nullptr);
    ~Seating() override;  // stops and joins the engine thread (bounded)

    GameController* controller() const { return controller_; }
    EngineThread* engineThread() const { return engineThread_; }
    const SeatingConfig& config() const { return config_; }

    void apply(const SeatingConfig& config);
    // Replaces how computer seats are filled (and re-seats them); null restores Verso's engine.
    void setPlayerFactory(PlayerFactory factory);

    // True while a computer seat is working on its move.
    bool isThinking() const;
    // The external engine seated at "color", or null.
    ExternalEnginePlayer* engine(Color color) const;
    // The name the engine at "color" gives itself (else its display name); empty for other seats.
    QString engineName(Color color) const;

signals:
    void thinkingChanged(bool thinking);
    // A seat got a new kind of player or an engine told its name (the window's texts follow).
    void seatsChanged();
    // apply() changed the seating (a level or a think delay too, which re-seat nobody).
    void configChanged();
    // The engine at "color" failed; its turn stays open until the person decides (wait, retry
    // through engine(color)->restart(), or take the seat).
    void engineFaulted(verso::Color color, verso::session::ExternalEngineFault fault,
                       const QString& detail);

private:
    std::unique_ptr<Player> makePlayer(Color color);
    void seat(Color color);
    void updateThinking();

    GameController* controller_;
    EngineThread* engineThread_;
    SeatingConfig config_;
    PlayerFactory factory_;
    bool thinking_ = false;
};

}  // namespace verso::session
