// Why a move was refused, as a sentence in the user's language (the core's describeRefusal() is
// the English, Qt-free original these follow word for word).
#pragma once

#include <QString>

#include "core/GameRecord.h"

namespace verso::session {

QString refusalText(MoveRefusal refusal, Move move = Move::none());

}  // namespace verso::session
