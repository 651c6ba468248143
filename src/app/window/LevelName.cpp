// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/window/LevelName.h"

#include <QCoreApplication>

namespace verso::app {

namespace {

// The engine's level names, listed here so that lupdate offers them to translators.
[[maybe_unused]] const char* const kLevelNames[] = {
    //: Name of a computer level, the weakest
    QT_TRANSLATE_NOOP("LevelName", "Beginner"),
    //: Name of a computer level
    QT_TRANSLATE_NOOP("LevelName", "Novice"),
    //: Name of a computer level
    QT_TRANSLATE_NOOP("LevelName", "Casual"),
    //: Name of a computer level: plays like a club player
    QT_TRANSLATE_NOOP("LevelName", "Club"),
    //: Name of a computer level
    QT_TRANSLATE_NOOP("LevelName", "Advanced"),
    //: Name of a computer level
    QT_TRANSLATE_NOOP("LevelName", "Expert"),
    //: Name of a computer level
    QT_TRANSLATE_NOOP("LevelName", "Master"),
    //: Name of a computer level, the strongest
    QT_TRANSLATE_NOOP("LevelName", "Grandmaster"),
};

}  // namespace

QString levelName(const engine::Level& level) {
    return QCoreApplication::translate("LevelName", level.name.c_str());
}

}  // namespace verso::app
