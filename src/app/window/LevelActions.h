// SPDX-License-Identifier: GPL-3.0-or-later
// The entries of the Opponent > Level menu: one checkable action per engine level
// (engine::levels(), weakest first, then the levels by time, engine::timedLevels()), exactly one
// checked.
#pragma once

#include <QActionGroup>

class QMenu;

namespace verso::app {

class LevelActions : public QActionGroup {
    Q_OBJECT

public:
    // Adds the level entries to "menu"; the group belongs to the menu.
    explicit LevelActions(QMenu* menu);

    int currentLevel() const;
    // Checks the entry for "number" (clamped to the levels) without emitting levelChosen().
    void setCurrentLevel(int number);

signals:
    // The person picked a level from the menu.
    void levelChosen(int number);
};

}  // namespace verso::app
