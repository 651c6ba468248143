#include "app/Settings.h"

#include <algorithm>

#include "engine/Level.h"

namespace verso::app {

namespace {

const char* const kOpponentNames[] = {"human-human", "human-computer", "computer-computer"};
const char* const kSpeedNames[] = {"instant", "fast", "normal", "slow"};

template <typename Enum, size_t N>
Enum parseName(const QString& text, const char* const (&names)[N], Enum fallback) {
    for (size_t i = 0; i < N; ++i) {
        if (text == QLatin1String(names[i])) return static_cast<Enum>(i);
    }
    return fallback;
}

}  // namespace

int flipDurationMs(AnimationSpeed speed) {
    switch (speed) {
        case AnimationSpeed::Instant: return 0;
        case AnimationSpeed::Fast: return 120;
        case AnimationSpeed::Normal: return 250;
        case AnimationSpeed::Slow: return 500;
    }
    return 250;
}

Settings::Settings(QObject* parent) : QObject(parent) {}

void Settings::store(const QString& key, const QVariant& value) {
    if (settings_.value(key) == value) return;
    settings_.setValue(key, value);
    emit changed(key);
}

QByteArray Settings::windowGeometry() const { return settings_.value("window/geometry").toByteArray(); }
void Settings::setWindowGeometry(const QByteArray& geometry) { store("window/geometry", geometry); }
QByteArray Settings::windowState() const { return settings_.value("window/state").toByteArray(); }
void Settings::setWindowState(const QByteArray& state) { store("window/state", state); }

bool Settings::showLegalMoves() const { return settings_.value("view/legalMoves", true).toBool(); }
void Settings::setShowLegalMoves(bool show) { store("view/legalMoves", show); }
bool Settings::showLastMove() const { return settings_.value("view/lastMove", true).toBool(); }
void Settings::setShowLastMove(bool show) { store("view/lastMove", show); }
bool Settings::showCoordinates() const { return settings_.value("view/coordinates", true).toBool(); }
void Settings::setShowCoordinates(bool show) { store("view/coordinates", show); }
bool Settings::passDialogs() const { return settings_.value("view/passDialogs", true).toBool(); }
void Settings::setPassDialogs(bool show) { store("view/passDialogs", show); }

AnimationSpeed Settings::animationSpeed() const {
    return parseName(settings_.value("view/animationSpeed").toString(), kSpeedNames, AnimationSpeed::Normal);
}
void Settings::setAnimationSpeed(AnimationSpeed speed) {
    store("view/animationSpeed", QLatin1String(kSpeedNames[static_cast<int>(speed)]));
}

Opponent Settings::opponent() const {
    return parseName(settings_.value("game/opponent").toString(), kOpponentNames, Opponent::HumanVsComputer);
}
void Settings::setOpponent(Opponent opponent) {
    store("game/opponent", QLatin1String(kOpponentNames[static_cast<int>(opponent)]));
}

Color Settings::humanColor() const {
    return settings_.value("game/humanColor").toString() == QLatin1String("white") ? Color::White : Color::Black;
}
void Settings::setHumanColor(Color color) {
    store("game/humanColor", QLatin1String(color == Color::White ? "white" : "black"));
}

int Settings::level() const {
    const int fallback = engine::defaultLevelNumber();
    const int stored = settings_.value("game/level", fallback).toInt();
    const int highest = static_cast<int>(engine::levels().size());
    return std::clamp(stored, 1, std::max(1, highest));
}
void Settings::setLevel(int level) { store("game/level", level); }

int Settings::thinkDelayMs() const { return std::clamp(settings_.value("game/thinkDelayMs", 400).toInt(), 0, 5000); }
void Settings::setThinkDelayMs(int ms) { store("game/thinkDelayMs", std::clamp(ms, 0, 5000)); }

QString Settings::language() const { return settings_.value("ui/language").toString(); }
void Settings::setLanguage(const QString& language) { store("ui/language", language); }

}  // namespace verso::app
