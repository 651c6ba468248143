// SPDX-License-Identifier: GPL-3.0-or-later
// The ids of the board themes (app/board/BoardTheme.h), in the order Preferences lists them, as
// the settings store them. Qt Core only, so the settings wrapper needs no colours.
#pragma once

#include <QStringList>

namespace verso::app {

inline QStringList boardThemeIds() {
    return {QStringLiteral("classic"), QStringLiteral("dark"), QStringLiteral("wood"),
            QStringLiteral("contrast")};
}

// The theme of a new installation and of an id no theme has.
inline QString defaultBoardThemeId() { return QStringLiteral("classic"); }

}  // namespace verso::app
