// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for the .obf endgame files (core/EndgameSuite: readObf, parseObfLine).
// Checks: the file is read up to its first bad line, which the error names ("line N: ..."); every
// position read has the line it came from, legal scored moves with scores in -64..64 and the best
// of them as expectedScore(); its board agrees with parseBoard; written back as an .obf line it
// reads back equal.
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>

#include "FuzzCheck.h"
#include "core/EndgameSuite.h"
#include "core/Notation.h"

using namespace verso;

namespace {

constexpr const char* kTarget = "fuzz_obf";

std::string obfLine(const EndgamePosition& entry) {
    std::string line = formatBoard(entry.position) + ";";
    for (const ScoredMoveEntry& m : entry.moveScores) {
        const std::string name = m.move.isPass() ? "PA" : m.move.toString();
        line += " " + name + ":" + (m.score >= 0 ? "+" : "") + std::to_string(m.score) + ";";
    }
    return line;
}

void checkEntry(const EndgamePosition& entry, std::string_view line, std::string_view text) {
    const Position& p = entry.position;
    if (p.black() & p.white()) fuzz::fail(kTarget, "a square holds both colours", text);
    int best = -65;
    for (const ScoredMoveEntry& m : entry.moveScores) {
        if (!p.isLegal(m.move)) fuzz::fail(kTarget, "a scored move is not legal", text);
        if (m.score < -64 || m.score > 64) fuzz::fail(kTarget, "a score out of range", text);
        best = std::max(best, m.score);
    }
    if (entry.expectedScore() !=
        (entry.moveScores.empty() ? std::nullopt : std::optional<int>(best)))
        fuzz::fail(kTarget, "expectedScore() is not the best score", text);
    // The board and the side to move are the first 64 characters and the next mark after blanks.
    std::string_view rest = line.substr(64);
    while (!rest.empty() &&
           std::string_view(" \t\r\n\f\v").find(rest.front()) != std::string_view::npos)
        rest.remove_prefix(1);
    const auto board = parseBoard(std::string(line.substr(0, 64)) + " " + rest.front());
    if (!board || !(board.value() == p))
        fuzz::fail(kTarget, "parseBoard reads the board differently", text);

    const std::string written = obfLine(entry);
    std::string error;
    const auto back = parseObfLine(written, error);
    if (!back) fuzz::fail(kTarget, "the written line does not read: " + error, written);
    if (!(back->position == p) || back->moveScores.size() != entry.moveScores.size())
        fuzz::fail(kTarget, "the written line reads back different", written);
    for (std::size_t i = 0; i < entry.moveScores.size(); ++i)
        if (!(back->moveScores[i].move == entry.moveScores[i].move) ||
            back->moveScores[i].score != entry.moveScores[i].score)
            fuzz::fail(kTarget, "the written line reads back with different scores", written);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(fuzz::asText(data, size));
    std::istringstream in(text);
    const EndgameSuite suite = readObf(in);

    std::istringstream lines(text);
    std::string line;
    int number = 0;
    std::size_t next = 0;
    while (std::getline(lines, line)) {
        ++number;
        if (next < suite.positions.size() && suite.positions[next].lineNumber == number) {
            std::string_view content = line;
            while (!content.empty() && std::isspace(static_cast<unsigned char>(content.front())))
                content.remove_prefix(1);
            checkEntry(suite.positions[next++], content, text);
        }
    }
    if (next != suite.positions.size())
        fuzz::fail(kTarget, "positions with line numbers out of order", text);
    if (!suite.error.empty()) {
        if (suite.error.rfind("line ", 0) != 0)
            fuzz::fail(kTarget, "an error without its line: " + suite.error, text);
        const int errorLine = std::atoi(suite.error.c_str() + 5);
        if (errorLine < 1 || errorLine > number ||
            (!suite.positions.empty() && errorLine <= suite.positions.back().lineNumber))
            fuzz::fail(kTarget, "an error on a line that is not the first bad one: " + suite.error,
                       text);
    }
    return 0;
}
