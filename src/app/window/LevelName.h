// SPDX-License-Identifier: GPL-3.0-or-later
// The computer levels' names in the user's language (the engine names them in English).
#pragma once

#include <QString>

#include "engine/Level.h"

namespace verso::app {

QString levelName(const engine::Level& level);

}  // namespace verso::app
