// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Ggf.h"
#include "core/Printable.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace verso {
namespace {

std::string upper(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

bool isSpace(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && isSpace(text.front())) text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back())) text.remove_suffix(1);
    return text;
}

std::optional<double> parseNumber(std::string_view text) {
    text = trimmed(text);
    if (!text.empty() && text.front() == '+') text.remove_prefix(1);
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    if (!std::isfinite(value))
        return std::nullopt;  // "nan", "inf": no evaluation or time, and no round trip
    return value;
}

std::string formatNumber(double value) {
    char buffer[32];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    return ec == std::errc() ? std::string(buffer, end) : std::string("0");
}

std::optional<Color> colorOfDisc(char c) {
    switch (c) {
        case '*':
        case 'X':
        case 'x':
        case 'B':
        case 'b': return Color::Black;
        case 'O':
        case 'o':
        case 'W':
        case 'w': return Color::White;
        default: return std::nullopt;
    }
}

bool isEmptyMark(char c) { return c == '-' || c == '.' || c == '_'; }

// "8 <64 squares> <side>", whitespace allowed anywhere after the size.
std::optional<Position> parseBoard(std::string_view text, std::string& error) {
    text = trimmed(text);
    if (text.size() < 2 || text[0] != '8' || !isSpace(text[1])) {
        error = "The board (BO) must start with its size 8.";
        return std::nullopt;
    }
    std::string marks;
    for (char c : text.substr(1))
        if (!isSpace(c)) marks += c;
    if (marks.size() != 65) {
        error = "The board (BO) must list 64 squares and the side to move.";
        return std::nullopt;
    }
    Bitboard black = 0, white = 0;
    for (int sq = 0; sq < kSquareCount; ++sq) {
        const char c = marks[static_cast<size_t>(sq)];
        const auto color = colorOfDisc(c);
        if (color == Color::Black) black |= squareBit(sq);
        else if (color == Color::White) white |= squareBit(sq);
        else if (!isEmptyMark(c)) {
            error = "The board (BO) holds an unknown square mark '" +
                    printable(std::string_view(&c, 1)) + "'.";
            return std::nullopt;
        }
    }
    const auto toMove = colorOfDisc(marks.back());
    if (!toMove) {
        error = "The board (BO) must end with the side to move, * or O.";
        return std::nullopt;
    }
    return Position::fromColors(black, white, *toMove);
}

std::string boardText(const Position& p) {
    std::string out = "8 ";
    for (int sq = 0; sq < kSquareCount; ++sq) {
        const auto color = p.at(sq);
        out += !color ? '-' : (*color == Color::Black ? '*' : 'O');
    }
    out += p.sideToMove() == Color::Black ? " *" : " O";
    return out;
}

std::string escaped(const std::string& value) {
    std::string out;
    for (char c : value) {
        if (c == ']' || c == '\\') out += '\\';
        out += c;
    }
    return out;
}

GgfParseResult failure(GgfErrorKind kind, std::size_t offset, std::string message) {
    GgfParseResult result;
    result.error = std::move(message);
    result.kind = kind;
    result.offset = offset;
    return result;
}

// Why "move" by "mover" cannot be played on "position", if it cannot.
std::optional<MoveRefusal> ggfRefusal(const Position& position, Color mover, Move move) {
    if (position.isGameOver()) return MoveRefusal::GameOver;
    if (mover != position.sideToMove()) return MoveRefusal::NotYourTurn;
    if (position.isLegal(move)) return std::nullopt;
    if (move.isPass()) return MoveRefusal::PassNotAllowed;
    if (!position.hasLegalMove()) return MoveRefusal::MustPass;
    if (position.at(move.square())) return MoveRefusal::Occupied;
    return MoveRefusal::FlipsNothing;
}

std::string refusalSentence(MoveRefusal refusal, const std::string& name) {
    switch (refusal) {
        case MoveRefusal::GameOver: return "The move " + name + " comes after the end of the game.";
        case MoveRefusal::NotYourTurn:
            return "The move " + name + " is made by the side that is not to move.";
        default: return "The move " + name + " is not legal here.";
    }
}

// Plays "move" by "mover" on "position", recording it; inserts the pass GGF files sometimes leave
// out. Returns why it cannot be played, if it cannot.
std::optional<MoveRefusal> playGgfMove(GgfGame& game, Position& position, Color mover,
                                       const GgfMove& move) {
    if (mover != position.sideToMove() && position.mustPass()) {
        game.moves.push_back({Move::pass(), std::nullopt, std::nullopt});
        position = position.afterPass();
    }
    if (auto refusal = ggfRefusal(position, mover, move.move)) return refusal;
    game.moves.push_back(move);
    position = position.afterMove(move.move);
    return std::nullopt;
}

// A move property B[...] or W[...] at "offset" (its value), played on "position".
GgfParseResult readMove(GgfGame& game, Position& position, Color mover, const std::string& value,
                        std::size_t offset) {
    const auto move = parseGgfMove(value);
    const auto fail = [&](GgfErrorKind kind, std::string message) {
        GgfParseResult result = failure(kind, offset, std::move(message));
        result.ply = static_cast<int>(game.moves.size()) + 1;
        result.moveText = value;
        return result;
    };
    if (!move)
        return fail(GgfErrorKind::BadMove, "The move \"" + printable(value) +
                                               "\" is not a square, PA, or square/eval/time.");
    if (const auto refusal = playGgfMove(game, position, mover, *move)) {
        GgfParseResult result = fail(GgfErrorKind::IllegalMove,
                                     refusalSentence(*refusal, upper(move->move.toString())));
        result.refusal = refusal;
        return result;
    }
    return {};
}

}  // namespace

std::string GgfGame::property(std::string_view key) const {
    for (const auto& [k, v] : properties)
        if (k == key) return v;
    return {};
}

void GgfGame::setProperty(const std::string& key, const std::string& value) {
    for (auto& [k, v] : properties)
        if (k == key) {
            v = value;
            return;
        }
    properties.emplace_back(key, value);
}

Position GgfGame::current() const {
    Position p = start;
    for (const GgfMove& m : moves) p = p.afterMove(m.move);
    return p;
}

std::string ggfMoveText(Move move) {
    if (move.isPass()) return "PA";
    if (!move.isPlacement()) return "--";
    return upper(squareName(move.square()));
}

std::optional<GgfMove> parseGgfMove(std::string_view text) {
    text = trimmed(text);
    GgfMove result;
    const size_t slash = text.find('/');
    const std::string square = upper(trimmed(text.substr(0, slash)));
    if (square == "PA" || square == "PASS") {
        result.move = Move::pass();
    } else if (const auto sq = parseSquare(square)) {
        result.move = Move::at(*sq);
    } else {
        return std::nullopt;
    }
    if (slash == std::string_view::npos) return result;
    std::string_view rest = text.substr(slash + 1);
    const size_t slash2 = rest.find('/');
    const std::string_view evalText = trimmed(rest.substr(0, slash2));
    if (!evalText.empty()) {
        result.eval = parseNumber(evalText);
        if (!result.eval) return std::nullopt;
    }
    if (slash2 == std::string_view::npos) return result;
    const std::string_view timeText = trimmed(rest.substr(slash2 + 1));
    if (timeText.find('/') != std::string_view::npos) return std::nullopt;
    if (!timeText.empty()) {
        result.seconds = parseNumber(timeText);
        if (!result.seconds || *result.seconds < 0) return std::nullopt;
    }
    return result;
}

std::string formatGgfMove(const GgfMove& move) {
    std::string out = ggfMoveText(move.move);
    if (move.eval || move.seconds) {
        out += '/';
        if (move.eval) out += formatNumber(*move.eval);
    }
    if (move.seconds) {
        out += '/';
        out += formatNumber(*move.seconds);
    }
    return out;
}

GgfParseResult parseGgf(std::string_view text) { return parseGgfAt(text, 0); }

GgfParseResult parseGgfAt(std::string_view text, std::size_t offset) {
    size_t i = offset;
    while (i < text.size() && isSpace(text[i])) ++i;
    const size_t gameStart = i;
    if (text.substr(i, 2) != "(;")
        return failure(GgfErrorKind::Syntax, i, "A GGF game must start with \"(;\".");
    GgfGame game;
    std::optional<Position> position;
    std::string error;
    i += 2;
    while (true) {
        while (i < text.size() && isSpace(text[i])) ++i;
        if (i >= text.size())
            return failure(GgfErrorKind::Syntax, gameStart,
                           "The GGF game does not end with \";)\".");
        if (text.substr(i, 2) == ";)") break;
        size_t keyEnd = i;
        while (keyEnd < text.size() && std::isupper(static_cast<unsigned char>(text[keyEnd])))
            ++keyEnd;
        if (keyEnd == i || keyEnd >= text.size() || text[keyEnd] != '[')
            return failure(
                GgfErrorKind::Syntax, i,
                "Expected a property such as PB[name] at character " + std::to_string(i + 1) + ".");
        const std::string key(text.substr(i, keyEnd - i));
        std::string value;
        size_t j = keyEnd + 1;
        for (; j < text.size() && text[j] != ']'; ++j) {
            if (text[j] == '\\' && j + 1 < text.size()) ++j;
            value += text[j];
        }
        if (j >= text.size())
            return failure(GgfErrorKind::Syntax, i,
                           "The property " + key + " is not closed with ']'.");
        const size_t keyStart = i, valueStart = keyEnd + 1;
        i = j + 1;
        if (key == "GM") {
            if (upper(trimmed(value)) != "OTHELLO")
                return failure(GgfErrorKind::NotOthello, valueStart,
                               "The game is not Othello (GM[" + value + "]).");
        } else if (key == "BO") {
            if (position)
                return failure(GgfErrorKind::Syntax, keyStart, "The game has two boards (BO).");
            position = parseBoard(value, error);
            if (!position) return failure(GgfErrorKind::BadBoard, valueStart, error);
            game.start = *position;
        } else if (key == "B" || key == "W") {
            if (!position)
                return failure(GgfErrorKind::Syntax, keyStart,
                               "A move comes before the board (BO).");
            GgfParseResult move = readMove(
                game, *position, key == "B" ? Color::Black : Color::White, value, valueStart);
            if (!move.error.empty()) return move;
        } else {
            game.properties.emplace_back(key, value);
        }
    }
    if (!position) return failure(GgfErrorKind::BadBoard, gameStart, "The game has no board (BO).");
    GgfParseResult result;
    result.game = std::move(game);
    result.offset = i + 2;
    return result;
}

std::string formatGgf(const GgfGame& game) {
    std::string out = "(;GM[Othello]";
    for (const auto& [key, value] : game.properties) out += key + "[" + escaped(value) + "]";
    out += "BO[" + boardText(game.start) + "]";
    Position p = game.start;
    for (const GgfMove& m : game.moves) {
        out += (p.sideToMove() == Color::Black ? "B[" : "W[") + formatGgfMove(m) + "]";
        p = p.afterMove(m.move);
    }
    return out + ";)";
}

}  // namespace verso
