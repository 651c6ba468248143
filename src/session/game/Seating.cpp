// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/game/Seating.h"

#include "session/enginethread/EngineThread.h"
#include "session/external/ExternalEnginePlayer.h"
#include "session/game/GameController.h"
#include "session/players/ComputerPlayer.h"
#include "session/players/HumanPlayer.h"

namespace verso::session {

Seating::Seating(QObject* parent)
    : QObject(parent),
      controller_(new GameController(this)),
      engineThread_(new EngineThread(this)) {}

Seating::~Seating() {
    controller_->stop();
    for (Color color : {Color::Black, Color::White}) {
        if (ExternalEnginePlayer* player = engine(color))
            player->shutDown();  // no engine outlives us
    }
    engineThread_->shutDown();
}

void Seating::apply(const SeatingConfig& config) {
    const SeatingConfig old = config_;
    config_ = config;
    bool reseated = false;
    for (Color color : {Color::Black, Color::White}) {
        if (!SeatingConfig::sameSeat(old, config, color)) {
            seat(color);
            reseated = true;
            continue;
        }
        auto* computer = qobject_cast<ComputerPlayer*>(controller_->player(color));
        if (!computer) continue;
        if (old.level != config.level) computer->setLevelNumber(config.level);
        if (old.thinkDelay != config.thinkDelay) computer->setMinimumThinkTime(config.thinkDelay);
    }
    if (reseated) emit seatsChanged();
    if (!(old == config)) emit configChanged();
}

void Seating::setPlayerFactory(PlayerFactory factory) {
    factory_ = std::move(factory);
    for (Color color : {Color::Black, Color::White}) {
        if (config_.seat(color) != SeatKind::Human) seat(color);
    }
    emit seatsChanged();
}

bool Seating::isThinking() const {
    for (Color color : {Color::Black, Color::White}) {
        const auto* computer = qobject_cast<const ComputerPlayer*>(controller_->player(color));
        if (computer && computer->isThinking()) return true;
        if (engine(color) && engine(color)->isThinking()) return true;
    }
    return false;
}

ExternalEnginePlayer* Seating::engine(Color color) const {
    return qobject_cast<ExternalEnginePlayer*>(controller_->player(color));
}

QString Seating::engineName(Color color) const {
    const ExternalEnginePlayer* player = engine(color);
    return player ? player->name() : QString();
}

std::unique_ptr<Player> Seating::makePlayer(Color color) {
    if (config_.seat(color) == SeatKind::Human) return std::make_unique<HumanPlayer>();
    if (factory_) return factory_(color, config_);
    if (config_.seat(color) == SeatKind::ExternalEngine) {
        auto engine = std::make_unique<ExternalEnginePlayer>(config_.engine(color));
        connect(engine.get(), &ExternalEnginePlayer::thinkingChanged, this,
                &Seating::updateThinking);
        connect(engine.get(), &ExternalEnginePlayer::nameChanged, this, &Seating::seatsChanged);
        connect(engine.get(), &ExternalEnginePlayer::faulted, this,
                [this, color](ExternalEngineFault fault, const QString& detail) {
                    emit engineFaulted(color, fault, detail);
                });
        // Started once seated, so that a fault at start-up is reported for the seated player.
        QMetaObject::invokeMethod(engine.get(), &ExternalEnginePlayer::start, Qt::QueuedConnection);
        return engine;
    }
    auto computer = std::make_unique<ComputerPlayer>(*engineThread_, config_.level);
    computer->setMinimumThinkTime(config_.thinkDelay);
    connect(computer.get(), &ComputerPlayer::thinkingChanged, this, &Seating::updateThinking);
    return computer;
}

void Seating::seat(Color color) {
    controller_->setPlayer(color, makePlayer(color));
    updateThinking();
}

void Seating::updateThinking() {
    const bool thinking = isThinking();
    if (thinking == thinking_) return;
    thinking_ = thinking;
    emit thinkingChanged(thinking);
}

}  // namespace verso::session
