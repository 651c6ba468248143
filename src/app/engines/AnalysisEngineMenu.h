// SPDX-License-Identifier: GPL-3.0-or-later
// View > Analysis Engine: who analyses in analysis mode and finds Game > Hint's move: Verso, or
// one of the outside engines added in Opponent > Engines…, remembered in the settings. When the
// outside engine fails, a message says what went wrong; the game is left as it is and the board
// shows no values (never Verso's instead) until an engine is chosen again.
#pragma once

#include <QObject>
#include <QString>

#include "session/external/ExternalEngineFault.h"

class QActionGroup;
class QMenu;
class QWidget;

namespace verso::app {

class AnalysisMode;
class HintActions;
class Settings;

class AnalysisEngineMenu : public QObject {
    Q_OBJECT

public:
    AnalysisEngineMenu(Settings& settings, AnalysisMode& analysis, HintActions& hints,
                       QWidget& window);

    QMenu* menu() const { return menu_; }
    // Chooses who analyses: an engine's name, or empty for Verso.
    void choose(const QString& engineName);

private:
    void rebuild();
    void apply();
    void showFault(const QString& engineName, session::ExternalEngineFault fault,
                   const QString& detail, const QString& consequence);

    Settings& settings_;
    AnalysisMode& analysis_;
    HintActions& hints_;
    QWidget& window_;
    QMenu* menu_;
    QActionGroup* group_;
};

}  // namespace verso::app
