// SPDX-License-Identifier: GPL-3.0-or-later
// practice.txt as text, one record a line, fields apart by tabs:
//
//   verso-practice	1
//   progress	<solved>	<streak>	<best streak>
//   kind	<own|endgame>	<right>	<total>
//   empties	<empties>	<right>	<total>
//   puzzle	<own|endgame>	<board: 64 squares and the side to move>	<due yyyy-mm-dd or
//   ->
//           <step>	<played move or -->	<exact 0|1>	<valued 0|1>	<move:score,...>
//           <best line: moves one after another, "pa" a pass>	<source>
//
// The reader accepts exactly what the writer writes (any order of records after the first line,
// and a last line without its line break) and says on which line anything else is.
#pragma once

#include <string>
#include <string_view>

#include "core/ParseResult.h"
#include "session/practice/PracticeData.h"

namespace verso::session {

class PracticeFile {
public:
    static std::string format(const PracticeData& data);
    static ParseResult<PracticeData> parse(std::string_view text);
};

}  // namespace verso::session
