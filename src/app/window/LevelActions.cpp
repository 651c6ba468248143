// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/window/LevelActions.h"

#include <QMenu>

#include "app/window/LevelName.h"
#include "engine/Level.h"

namespace verso::app {

LevelActions::LevelActions(QMenu* menu) : QActionGroup(menu) {
    setExclusive(true);
    menu->setToolTipsVisible(true);  // what a level does, shown as the pointer rests on it
    const auto addLevel = [this, menu](const engine::Level& level) {
        //: A computer level in the Opponent > Level menu: its number and its name, e.g. "4  Club".
        QAction* action = menu->addAction(tr("&%1  %2").arg(level.number).arg(levelName(level)));
        action->setCheckable(true);
        action->setData(level.number);
        action->setObjectName(QStringLiteral("actionLevel%1").arg(level.number));
        const QString description = levelDescription(level);
        action->setStatusTip(description);
        action->setToolTip(description);
        addAction(action);
    };
    for (const engine::Level& level : engine::levels()) addLevel(level);
    menu->addSeparator();
    for (const engine::Level& level : engine::timedLevels()) addLevel(level);
    connect(this, &QActionGroup::triggered, this,
            [this](QAction* action) { emit levelChosen(action->data().toInt()); });
    setCurrentLevel(engine::defaultLevelNumber());
}

int LevelActions::currentLevel() const {
    const QAction* checked = checkedAction();
    return checked ? checked->data().toInt() : engine::defaultLevelNumber();
}

void LevelActions::setCurrentLevel(int number) {
    const int clamped = engine::levelByNumber(number).number;
    for (QAction* action : actions()) action->setChecked(action->data().toInt() == clamped);
}

}  // namespace verso::app
