// SPDX-License-Identifier: GPL-3.0-or-later
// The NBoard protocol's messages (NboardMessage.h) as the lines that carry them, without the
// newline: formatCommand(SetDepth{12}) is "set depth 12", formatReply(Pong{3}) is "pong 3".
// Numbers are written the protocol's way: evaluations and seconds with two decimals ("1.00").
// NboardParser.h reads the lines back to the same messages (up to those two decimals). Qt-free.
#pragma once

#include <string>

#include "core/nboard/NboardMessage.h"

namespace verso::nboard {

std::string formatCommand(const NboardCommand& command);
std::string formatReply(const NboardReply& reply);

// A move with its evaluation and time as the protocol writes it: "F5", "F5/1.00", "F5/1.00/0.52",
// "F5//0.52", "PA".
std::string moveText(const GgfMove& move);

}  // namespace verso::nboard
