// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/GameText.h"

#include "core/Ggf.h"
#include "core/MoveList.h"
#include "core/Notation.h"
#include "core/Printable.h"

namespace verso {
namespace {

using Kind = GameTextError::Kind;

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}
bool isLineBreak(char c) { return c == '\n' || c == '\r'; }
bool isBoardMark(char c) {
    return c == 'X' || c == 'x' || c == '*' || c == 'O' || c == 'o' || c == '0' || c == '-' ||
           c == '.';
}
bool isTranscriptStart(char c) {
    return (c >= 'a' && c <= 'h') || (c >= 'A' && c <= 'H') || c == 'p' || c == 'P';
}

// A line without its line break, and where it starts in the text.
struct Line {
    std::string_view text;
    std::size_t offset = 0;
};

// The lines of a text, split at "\n", "\r\n" and "\r".
class LineReader {
public:
    explicit LineReader(std::string_view text) : text_(text) {}

    bool next(Line& line) {
        if (i_ >= text_.size()) return false;
        std::size_t end = i_;
        while (end < text_.size() && !isLineBreak(text_[end])) ++end;
        line = {text_.substr(i_, end - i_), i_};
        i_ = end;
        if (i_ < text_.size() && text_[i_] == '\r') ++i_;
        if (i_ < text_.size() && text_[i_] == '\n') ++i_;
        return true;
    }

private:
    std::string_view text_;
    std::size_t i_ = 0;
};

bool isBlank(std::string_view text) {
    for (char c : text)
        if (!isSpace(c)) return false;
    return true;
}

// An error at "offset" of "text", with its line and column worked out.
GameTextError errorAt(std::string_view text, std::size_t offset, Kind kind, const std::string& what,
                      int game = 0) {
    GameTextError error;
    error.kind = kind;
    error.game = game;
    std::size_t lineStart = 0;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n' || (text[i] == '\r' && (i + 1 >= text.size() || text[i + 1] != '\n'))) {
            ++error.line;
            lineStart = i + 1;
        }
    }
    for (std::size_t i = lineStart; i < offset && i < text.size(); ++i)
        if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++error.column;
    error.detail = "Line " + std::to_string(error.line) + ", column " +
                   std::to_string(error.column) + ": " + what;
    return error;
}

GameTextParse failed(GameTextFormat format, GameTextError error) {
    return {format, {}, std::move(error)};
}

// The first line longer than kMaxLineBytes, if any.
std::optional<std::size_t> overlongLine(std::string_view text) {
    LineReader lines(text);
    for (Line line; lines.next(line);)
        if (line.text.size() > kMaxLineBytes) return line.offset;
    return std::nullopt;
}

GameTextError tooManyGames(std::string_view text, std::size_t offset) {
    return errorAt(text, offset, Kind::TooLarge,
                   "The text holds more than " + std::to_string(kMaxGamesInText) + " games.",
                   kMaxGamesInText + 1);
}

GameDocument documentOf(GameRecord record) {
    GameDocument document{std::move(record), {}};
    document.tags.result = ggfResult(document.record);
    return document;
}

Kind kindOf(GgfErrorKind kind) {
    switch (kind) {
        case GgfErrorKind::Syntax: return Kind::GgfSyntax;
        case GgfErrorKind::NotOthello: return Kind::NotOthello;
        case GgfErrorKind::BadBoard: return Kind::BadBoard;
        case GgfErrorKind::BadMove: return Kind::BadMove;
        case GgfErrorKind::IllegalMove: return Kind::IllegalMove;
    }
    return Kind::GgfSyntax;
}

GameTextParse readGgf(std::string_view text) {
    GameTextParse parse{GameTextFormat::Ggf, {}, {}};
    for (std::size_t i = 0;;) {
        while (i < text.size() && isSpace(text[i])) ++i;
        if (i >= text.size()) return parse;
        const int number = static_cast<int>(parse.games.size()) + 1;
        if (number > kMaxGamesInText) return failed(parse.format, tooManyGames(text, i));
        if (text.substr(i, 2) != "(;")
            return failed(parse.format, errorAt(text, i, Kind::GgfSyntax,
                                                "Expected a game starting with \"(;\".", number));
        const GgfParseResult game = parseGgfAt(text, i);
        if (!game.game) {
            GameTextError error = errorAt(text, game.offset, kindOf(game.kind), game.error, number);
            error.ply = game.ply;
            error.moveText = game.moveText;
            error.refusal = game.refusal;
            return failed(parse.format, std::move(error));
        }
        auto document = fromGgf(*game.game);
        if (!document)
            return failed(parse.format,
                          errorAt(text, i, Kind::IllegalMove, document.message(), number));
        parse.games.push_back(std::move(document.value()));
        i = game.offset;
    }
}

// The move as written at "offset": up to two characters (whole UTF-8 code points), not whitespace,
// with control bytes escaped (core/Printable.h).
std::string moveTextAt(std::string_view line, std::size_t offset) {
    std::size_t end = offset;
    for (int characters = 0; end < line.size() && !isSpace(line[end]); ++end) {
        const bool starts = (static_cast<unsigned char>(line[end]) & 0xC0) != 0x80;
        if (starts && ++characters > 2) break;
    }
    return printable(line.substr(offset, end - offset));  // a control byte is named, not shown raw
}

// The error parseTranscript gave for the transcript "moves" as a GameTextError: what the move is
// and why it fails. "origin" maps an offset in "moves" to its offset in the whole text.
template <typename Origin>
GameTextError transcriptError(std::string_view text, std::string_view moves, Origin origin,
                              const ParseError& failure, int number) {
    const std::string_view token = moves.substr(failure.offset, 2);
    const auto move = parseMove(token);
    GameTextError error =
        errorAt(text, origin(failure.offset), move ? Kind::IllegalMove : Kind::BadMove,
                failure.message, number);
    error.ply = failure.ply;
    error.moveText = moveTextAt(moves, failure.offset);
    if (move) {
        const auto before = parseTranscript(moves.substr(0, failure.offset));
        if (before) {
            GameRecord game = before.value();
            if (move->isPlacement() && !game.isOver() && game.current().mustPass())
                game.play(Move::pass());
            error.refusal = game.check(*move);
        }
    }
    return error;
}

// The game on one line, or why there is none.
struct LineGame {
    std::optional<GameDocument> document;
    GameTextError error;
};

// A transcript line, without the score (and comment) that may end it: "f5d6 ... a1 -- 51-13".
// Passes before the score are left out, as a move list's are.
std::string_view movesOfLine(std::string_view line) {
    const std::size_t score = trailingScore(line);
    if (score == std::string_view::npos) return line;
    line = line.substr(0, score);
    for (;;) {
        while (!line.empty() && (isSpace(line.back()) || line.back() == '-')) line.remove_suffix(1);
        std::size_t word = 0;
        for (const std::string_view pass : {"pass", "pa", "ps"}) {
            if (line.size() < pass.size()) continue;
            const std::string_view tail = line.substr(line.size() - pass.size());
            bool same = true;
            for (std::size_t k = 0; k < pass.size(); ++k)
                same = same && (tail[k] | 0x20) == pass[k];
            const std::size_t before = line.size() - pass.size();
            const char c = before > 0 ? line[before - 1] : ' ';
            if (same && (isSpace(c) || c == '-' || (c >= '1' && c <= '8'))) {
                word = pass.size();
                break;
            }
        }
        if (word == 0) return line;
        line.remove_suffix(word);
    }
}

LineGame transcriptLine(std::string_view text, const Line& line, int number) {
    const std::string_view moves = movesOfLine(line.text);
    auto game = parseTranscript(moves);
    if (!game) {
        const auto origin = [&](std::size_t k) { return line.offset + k; };
        return {std::nullopt, transcriptError(text, moves, origin, game.error(), number)};
    }
    return {documentOf(std::move(game.value())), {}};
}

// "illegal move e6 at ply 3 (character 4): ..." without the character, which counts in the
// transcript a move list was turned into, not in the text.
std::string withoutCharacter(std::string message) {
    const std::size_t at = message.find(" (character ");
    if (at == std::string::npos) return message;
    const std::size_t close = message.find(')', at);
    return message.erase(at, close == std::string::npos ? std::string::npos : close + 1 - at);
}

// Numbered move lists (core/MoveList.h): every game, or the first error.
GameTextParse readMoveLists(std::string_view text) {
    GameTextParse parse{GameTextFormat::Transcript, {}, {}};
    MoveListRead list = readMoveList(text);
    if (list.error) {
        const MoveListError& e = *list.error;
        GameTextError error = errorAt(text, e.offset, Kind::BadMove, e.what, e.game);
        error.ply = e.ply;
        error.moveText = e.found;
        return failed(parse.format, std::move(error));
    }
    if (list.games.empty())
        return failed(parse.format, errorAt(text, 0, Kind::Empty, "The text holds no game."));
    for (MoveListGame& game : list.games) {
        const int number = static_cast<int>(parse.games.size()) + 1;
        if (number > kMaxGamesInText) return failed(parse.format, tooManyGames(text, game.start));
        auto record = parseTranscript(game.moves);
        if (!record) {
            ParseError failure = record.error();
            failure.message = withoutCharacter(std::move(failure.message));
            const auto origin = [&](std::size_t k) {
                return k < game.origin.size() ? game.origin[k] : game.origin.back();
            };
            return failed(parse.format, transcriptError(text, game.moves, origin, failure, number));
        }
        GameDocument document{std::move(record.value()), std::move(game.tags)};
        document.tags.result = ggfResult(document.record);
        parse.games.push_back(std::move(document));
    }
    return parse;
}

// Where the board field of a board line ends: just after its 65th character that is not whitespace.
std::size_t boardFieldEnd(std::string_view line) {
    int marks = 0;
    for (std::size_t i = 0; i < line.size(); ++i)
        if (!isSpace(line[i]) && ++marks == kSquareCount + 1) return i + 1;
    return line.size();
}

LineGame boardLine(std::string_view text, const Line& line, int number) {
    const std::size_t end = boardFieldEnd(line.text);
    if (end < line.text.size() && !isSpace(line.text[end]) && line.text[end] != ';') {
        return {std::nullopt,
                errorAt(text, line.offset + end, Kind::BadBoard,
                        "A board string ends with the side to move, then a space or ';'.", number)};
    }
    const auto position = parseBoard(line.text.substr(0, end));
    if (!position) {
        return {std::nullopt, errorAt(text, line.offset + position.error().offset, Kind::BadBoard,
                                      position.message(), number)};
    }
    return {documentOf(GameRecord(position.value())), {}};
}

// Reads the non-blank lines one by one, each a game.
GameTextParse readLines(std::string_view text, GameTextFormat format,
                        LineGame (*readLine)(std::string_view, const Line&, int)) {
    GameTextParse parse{format, {}, {}};
    LineReader lines(text);
    for (Line line; lines.next(line);) {
        if (isBlank(line.text)) continue;
        const int number = static_cast<int>(parse.games.size()) + 1;
        if (number > kMaxGamesInText) return failed(format, tooManyGames(text, line.offset));
        LineGame game = readLine(text, line, number);
        if (!game.document) return failed(format, std::move(game.error));
        parse.games.push_back(std::move(*game.document));
    }
    return parse;
}

}  // namespace

const char* formatName(GameTextFormat format) {
    switch (format) {
        case GameTextFormat::Ggf: return "GGF";
        case GameTextFormat::Transcript: return "transcript";
        case GameTextFormat::Board: return "board";
    }
    return "?";
}

GameTextParse parseGameText(std::string_view text) {
    if (text.substr(0, kByteOrderMark.size()) == kByteOrderMark)
        text.remove_prefix(kByteOrderMark.size());
    std::size_t first = 0;
    while (first < text.size() && isSpace(text[first])) ++first;
    if (first >= text.size())
        return failed(GameTextFormat::Ggf,
                      errorAt(text, 0, Kind::Empty, "The text holds no game."));
    if (const auto at = overlongLine(text)) {
        return failed(GameTextFormat::Ggf, errorAt(text, *at, Kind::TooLarge,
                                                   "A line is longer than " +
                                                       std::to_string(kMaxLineBytes) + " bytes."));
    }
    const char c = text[first];
    if (c == '(') return readGgf(text);
    if (isBoardMark(c)) return readLines(text, GameTextFormat::Board, boardLine);
    if (startsMoveList(c)) return readMoveLists(text);
    if (isTranscriptStart(c)) return readLines(text, GameTextFormat::Transcript, transcriptLine);
    return failed(
        GameTextFormat::Ggf,
        errorAt(text, first, Kind::UnknownFormat,
                "The text is not a GGF game, a transcript such as f5d6c3, a move list such as "
                "1. f5 d6 2. c3 or a board string."));
}

}  // namespace verso
