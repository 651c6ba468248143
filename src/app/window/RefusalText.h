// SPDX-License-Identifier: GPL-3.0-or-later
// Why a move was refused, as a sentence in the user's language (the session reports the reason as
// a value; core's describeRefusal() is the English, Qt-free wording the command-line tools use).
#pragma once

#include <QString>

#include "session/game/Refusal.h"

namespace verso::app {

QString refusalText(const session::Refusal& refusal);

}  // namespace verso::app
