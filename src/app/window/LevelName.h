// SPDX-License-Identifier: GPL-3.0-or-later
// The computer levels' names and descriptions in the user's language (the engine names them in
// English).
#pragma once

#include <QString>

#include "engine/Level.h"

namespace verso::app {

QString levelName(const engine::Level& level);
// What the computer does at "level", as the Level menu's tips say it: how far it looks, how much it
// errs, when it counts exactly, its node budget and its opening book.
QString levelDescription(const engine::Level& level);

}  // namespace verso::app
