// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Notation.h"

#include <cctype>
#include "core/Printable.h"

namespace verso {
namespace {

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}
char lower(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }

std::string at(std::size_t offset) { return "character " + std::to_string(offset); }

// A printable rendering of a character for error messages.
std::string quoted(char c) {
    if (std::isprint(static_cast<unsigned char>(c))) return std::string("'") + c + "'";
    return "byte " + std::to_string(static_cast<unsigned char>(c));
}

ParseError error(std::string message, std::size_t offset, int ply = -1) {
    return ParseError{std::move(message), offset, ply};
}

// One move token of a transcript and where it starts.
struct Token {
    std::string_view text;
    std::size_t offset = 0;
};

// Reads a transcript token by token: a square or "pa"/"ps" (two characters), or a run of dashes.
// Whitespace and a single dash separate moves; a run of two or more dashes is one pass token
// ("--"), however long it is, since two passes in a row never happen.
class Tokenizer {
public:
    explicit Tokenizer(std::string_view text) : text_(text) {}

    // The next token, nullopt at the end, or an error naming the ply the token would have been.
    ParseResult<std::optional<Token>> next(int ply) {
        while (i_ < text_.size() && (isSpace(text_[i_]) || dashRun() == 1)) ++i_;
        if (i_ >= text_.size()) return std::optional<Token>();
        const std::size_t start = i_;
        if (const std::size_t dashes = dashRun(); dashes >= 2) {
            i_ += dashes;
            return std::optional<Token>(Token{text_.substr(start, 2), start});
        }
        const std::string where = " at ply " + std::to_string(ply) + " (" + at(start) + ")";
        if (start + 1 >= text_.size() || isSpace(text_[start + 1])) {
            return error("incomplete move " + quoted(text_[start]) + where + ": " + kHowToWrite,
                         start, ply);
        }
        const std::string_view token = text_.substr(start, 2);
        if (!parseMove(token)) {
            std::string message = "'";
            message.append(printable(token))
                .append("'")
                .append(where)
                .append(" is not a move: ")
                .append(kHowToWrite);
            return error(std::move(message), start, ply);
        }
        i_ += 2;
        if (lower(token[0]) == 'p' && lower(token[1]) == 'a' && spelledPass()) i_ += 2;
        return std::optional<Token>(Token{token, start});
    }

private:
    static constexpr const char* kHowToWrite =
        "write a letter a-h and a digit 1-8, or 'pa' for a pass.";
    // True when "pa" just read goes on as "ss" (any case) to spell "pass".
    bool spelledPass() const {
        return i_ + 1 < text_.size() && lower(text_[i_]) == 's' && lower(text_[i_ + 1]) == 's';
    }
    // The number of dashes from the current character on (0 when it is not a dash).
    std::size_t dashRun() const {
        std::size_t n = 0;
        while (i_ + n < text_.size() && text_[i_ + n] == '-') ++n;
        return n;
    }

    std::string_view text_;
    std::size_t i_ = 0;
};

std::string refusedMoveMessage(const Token& token, Move move, int ply, const GameRecord& game,
                               MoveRefusal refusal) {
    const std::string what = move.isPass() ? "illegal pass" : "illegal move " + move.toString();
    std::string reason = describeRefusal(refusal, move);
    if (refusal == MoveRefusal::PassNotAllowed) {
        reason =
            std::string(colorName(game.sideToMove())) + " has a legal move, so it cannot pass.";
    }
    return what + " at ply " + std::to_string(ply) + " (" + at(token.offset) + "): " + reason;
}

int squareIndexFromChar(char c) {
    switch (c) {
        case 'X':
        case 'x':
        case '*': return 1;  // black
        case 'O':
        case 'o':
        case '0': return 2;  // white
        case '-':
        case '.': return 0;  // empty
        default: return -1;
    }
}

}  // namespace

std::optional<Move> parseMove(std::string_view text) {
    if (text == "--") return Move::pass();
    if (text.size() == 2) {
        const char a = lower(text[0]);
        const char b = lower(text[1]);
        if ((a == 'p' && b == 'a') || (a == 'p' && b == 's')) return Move::pass();
    }
    if (auto square = parseSquare(text)) return Move::at(*square);
    return std::nullopt;
}

ParseResult<GameRecord> parseTranscript(std::string_view text, const Position& start) {
    Tokenizer tokenizer(text);
    GameRecord game(start);
    for (;;) {
        const auto token = tokenizer.next(game.ply() + 1);
        if (!token) return token.error();
        if (!token.value()) return game;
        const Move move = *parseMove(token.value()->text);
        // A forced pass the transcript leaves out: fill it in before the move.
        if (move.isPlacement() && !game.isOver() && game.current().mustPass())
            game.play(Move::pass());
        const int ply = game.ply() + 1;
        if (auto refusal = game.play(move)) {
            return error(refusedMoveMessage(*token.value(), move, ply, game, *refusal),
                         token.value()->offset, ply);
        }
    }
}

std::string formatMoves(const std::vector<Move>& moves, PassStyle passes) {
    std::string out;
    out.reserve(moves.size() * 2);
    for (const Move m : moves) {
        if (m.isPass() && passes == PassStyle::Omit) continue;
        out += m.toString();
    }
    return out;
}

std::string formatTranscript(const GameRecord& game, PassStyle passes, bool wholeRecord) {
    std::vector<Move> moves = game.moves();
    if (!wholeRecord) moves.resize(static_cast<std::size_t>(game.ply()));
    return formatMoves(moves, passes);
}

ParseResult<Position> parseBoard(std::string_view text) {
    Bitboard black = 0;
    Bitboard white = 0;
    int square = 0;
    std::size_t i = 0;
    for (; i < text.size() && square < kSquareCount; ++i) {
        const char c = text[i];
        if (isSpace(c)) continue;
        const int kind = squareIndexFromChar(c);
        if (kind < 0) {
            return error("unexpected " + quoted(c) + " at " + at(i) + " for square " +
                             squareName(square) +
                             ": use 'X' for black, 'O' for white and '-' for an empty square.",
                         i);
        }
        if (kind == 1) black |= squareBit(square);
        if (kind == 2) white |= squareBit(square);
        ++square;
    }
    if (square < kSquareCount) {
        return error(
            "the board has only " + std::to_string(square) + " of 64 squares (" + at(i) + ").", i);
    }
    while (i < text.size() && isSpace(text[i])) ++i;
    if (i >= text.size()) {
        return error("the side to move is missing after the 64 squares (" + at(i) +
                         "): add 'X' for black or 'O' for white.",
                     i);
    }
    std::optional<Color> toMove;
    const char side = text[i];
    if (side == 'X' || side == 'x' || side == '*' || side == 'B' || side == 'b')
        toMove = Color::Black;
    if (side == 'O' || side == 'o' || side == '0' || side == 'W' || side == 'w')
        toMove = Color::White;
    if (!toMove) {
        return error("unexpected " + quoted(side) + " at " + at(i) +
                         " for the side to move: use 'X' for black or 'O' for white.",
                     i);
    }
    for (std::size_t j = i + 1; j < text.size(); ++j) {
        if (!isSpace(text[j]))
            return error(
                "unexpected " + quoted(text[j]) + " at " + at(j) + " after the side to move.", j);
    }
    return Position::fromColors(black, white, *toMove);
}

std::string formatSquares(const Position& position) {
    std::string out(kSquareCount, '-');
    for (int sq = 0; sq < kSquareCount; ++sq) {
        if (const auto c = position.at(sq))
            out[static_cast<std::size_t>(sq)] = *c == Color::Black ? 'X' : 'O';
    }
    return out;
}

std::string formatBoard(const Position& position) {
    return formatSquares(position) + (position.sideToMove() == Color::Black ? " X" : " O");
}

std::string boardDiagram(const Position& position, Bitboard marks) {
    const std::string squares = formatSquares(position);
    std::string out = "  a b c d e f g h\n";
    for (int row = 0; row < 8; ++row) {
        const char digit = static_cast<char>('1' + row);
        out += digit;
        for (int column = 0; column < 8; ++column) {
            const int sq = squareAt(column, row);
            char c = squares[static_cast<std::size_t>(sq)];
            if (c == '-' && (marks & squareBit(sq))) c = '.';
            out += ' ';
            out += c;
        }
        out += ' ';
        out += digit;
        out += '\n';
    }
    out += "  a b c d e f g h\n";
    return out;
}

}  // namespace verso
