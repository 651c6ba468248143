// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/practice/PracticeFile.h"

#include <charconv>
#include <vector>

#include "core/Notation.h"

namespace verso::session {

namespace {

constexpr std::string_view kHeader = "verso-practice\t1";
constexpr int kMaxCount = 100'000'000;

std::string kindName(PuzzleKind kind) { return kind == PuzzleKind::OwnMistake ? "own" : "endgame"; }

std::string clean(std::string text) {
    for (char& c : text)
        if (c == '\t' || c == '\n') c = ' ';
    return text;
}

std::vector<std::string_view> split(std::string_view line, char by) {
    std::vector<std::string_view> fields;
    for (std::size_t from = 0;;) {
        const std::size_t at = line.find(by, from);
        fields.push_back(line.substr(from, at == std::string_view::npos ? at : at - from));
        if (at == std::string_view::npos) return fields;
        from = at + 1;
    }
}

bool number(std::string_view text, int& value, int least = 0, int most = kMaxCount) {
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    return ec == std::errc() && ptr == end && !text.empty() && value >= least && value <= most;
}

bool kindOf(std::string_view text, PuzzleKind& kind) {
    if (text == "own") kind = PuzzleKind::OwnMistake;
    else if (text == "endgame") kind = PuzzleKind::Endgame;
    else return false;
    return true;
}

bool tallyOf(std::string_view right, std::string_view total, Tally& tally) {
    return number(right, tally.right) && number(total, tally.total) && tally.right <= tally.total;
}

bool valuesOf(std::string_view text, const Position& position, std::vector<MoveScore>& values) {
    if (text.empty()) return true;
    for (std::string_view entry : split(text, ',')) {
        const std::size_t colon = entry.find(':');
        if (colon == std::string_view::npos) return false;
        const auto move = parseMove(entry.substr(0, colon));
        std::string_view score = entry.substr(colon + 1);
        if (!score.empty() && score.front() == '+') score.remove_prefix(1);
        MoveScore value;
        if (!move || !position.isLegal(*move) || !number(score, value.score, -64, 64)) return false;
        value.move = *move;
        values.push_back(value);
    }
    return true;
}

// A line of legal moves from "position", two characters a move.
bool lineOf(std::string_view text, Position position, std::vector<Move>& line) {
    if (text.size() % 2 != 0 || text.size() > 120) return false;
    for (std::size_t i = 0; i < text.size(); i += 2) {
        const auto move = parseMove(text.substr(i, 2));
        if (!move || !position.isLegal(*move)) return false;
        position = move->isPass() ? position.afterPass() : position.afterMove(*move);
        line.push_back(*move);
    }
    return true;
}

bool puzzleOf(const std::vector<std::string_view>& f, Puzzle& p) {
    if (f.size() != 11 || !kindOf(f[1], p.kind)) return false;
    const auto board = parseBoard(f[2]);
    if (!board || board->isGameOver()) return false;
    p.position = *board;
    if (f[3] != "-") {
        p.due = QDate::fromString(QString::fromUtf8(f[3].data(), f[3].size()), Qt::ISODate);
        if (!p.due.isValid()) return false;
    }
    int exact = 0, valued = 0;
    if (!number(f[4], p.step, 0, 6) || !number(f[6], exact, 0, 1) || !number(f[7], valued, 0, 1))
        return false;
    p.exact = exact == 1;
    p.valued = valued == 1;
    if (f[5] != "--") {
        const auto played = parseMove(f[5]);
        if (!played || !p.position.isLegal(*played)) return false;
        p.played = *played;
    }
    p.source = std::string(f[10]);
    if (!lineOf(f[9], p.position, p.line)) return false;
    return valuesOf(f[8], p.position, p.values) && !p.values.empty();
}

bool recordOf(std::string_view line, PracticeData& data) {
    const std::vector<std::string_view> f = split(line, '\t');
    Progress& progress = data.progress;
    if (f[0] == "progress")
        return f.size() == 4 && number(f[1], progress.solved) && number(f[2], progress.streak) &&
               number(f[3], progress.bestStreak);
    if (f[0] == "kind") {
        PuzzleKind kind{};
        return f.size() == 4 && kindOf(f[1], kind) &&
               tallyOf(f[2], f[3], progress.byKind[static_cast<std::size_t>(kind)]);
    }
    if (f[0] == "empties") {
        int empties = 0;
        return f.size() == 4 && number(f[1], empties, 0, 60) &&
               tallyOf(f[2], f[3], progress.byEmpties[empties]);
    }
    Puzzle puzzle;
    if (f[0] != "puzzle" || !puzzleOf(f, puzzle)) return false;
    data.puzzles.push_back(std::move(puzzle));
    return true;
}

}  // namespace

std::string PracticeFile::format(const PracticeData& data) {
    const Progress& p = data.progress;
    std::string text = std::string(kHeader) + "\n";
    text += "progress\t" + std::to_string(p.solved) + "\t" + std::to_string(p.streak) + "\t" +
            std::to_string(p.bestStreak) + "\n";
    for (int kind = 0; kind < kPuzzleKindCount; ++kind) {
        const Tally& t = p.byKind[static_cast<std::size_t>(kind)];
        text += "kind\t" + kindName(static_cast<PuzzleKind>(kind)) + "\t" +
                std::to_string(t.right) + "\t" + std::to_string(t.total) + "\n";
    }
    for (const auto& [empties, t] : p.byEmpties)
        text += "empties\t" + std::to_string(empties) + "\t" + std::to_string(t.right) + "\t" +
                std::to_string(t.total) + "\n";
    for (const Puzzle& z : data.puzzles) {
        std::string values;
        for (const MoveScore& v : z.values) {
            if (!values.empty()) values.push_back(',');
            values.append(v.move.toString()).push_back(':');
            if (v.score > 0) values.push_back('+');
            values.append(std::to_string(v.score));
        }
        const std::string due =
            z.due.isValid() ? z.due.toString(Qt::ISODate).toStdString() : std::string("-");
        const std::vector<std::string> fields{"puzzle",
                                              kindName(z.kind),
                                              formatBoard(z.position),
                                              due,
                                              std::to_string(z.step),
                                              z.played.toString(),
                                              z.exact ? "1" : "0",
                                              z.valued ? "1" : "0",
                                              values,
                                              formatMoves(z.line, PassStyle::Write),
                                              clean(z.source)};
        for (std::size_t i = 0; i < fields.size(); ++i) {
            text.append(fields[i]);
            text.push_back(i + 1 < fields.size() ? '\t' : '\n');
        }
    }
    return text;
}

ParseResult<PracticeData> PracticeFile::parse(std::string_view text) {
    PracticeData data;
    std::size_t offset = 0;
    for (int lineNumber = 1; offset < text.size(); ++lineNumber) {
        const std::size_t end = std::min(text.find('\n', offset), text.size());
        const std::string_view line = text.substr(offset, end - offset);
        const bool ok = lineNumber == 1 ? line == kHeader : recordOf(line, data);
        if (!ok)
            return ParseError{"line " + std::to_string(lineNumber) + " is not a practice record",
                              offset};
        offset = end + 1;
    }
    if (text.empty()) return ParseError{"the file is empty", 0};
    return data;
}

}  // namespace verso::session
