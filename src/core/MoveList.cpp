// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/MoveList.h"

#include "core/Notation.h"
#include "core/Printable.h"

namespace verso {
namespace {

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}
bool isLineBreak(char c) { return c == '\n' || c == '\r'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

bool startsWithWord(std::string_view text, std::size_t at, std::string_view word) {
    if (text.size() - at < word.size()) return false;
    for (std::size_t k = 0; k < word.size(); ++k)
        if (lower(text[at + k]) != word[k]) return false;
    return at + word.size() == text.size() || !isLetter(text[at + word.size()]);
}

// The length of a score at "at" ("51-13", "32:32", "1/2-1/2"), 0 when there is none.
std::size_t scoreLength(std::string_view text, std::size_t at) {
    if (text.substr(at, 7) == "1/2-1/2") return 7;
    std::size_t j = at;
    while (j < text.size() && isDigit(text[j])) ++j;
    if (j == at || j + 1 >= text.size() || (text[j] != '-' && text[j] != ':') ||
        !isDigit(text[j + 1]))
        return 0;
    ++j;
    while (j < text.size() && isDigit(text[j])) ++j;
    return j - at;
}

// Up to two characters (whole UTF-8 code points) from "at", not whitespace, printable.
std::string foundAt(std::string_view text, std::size_t at) {
    std::size_t end = at;
    for (int characters = 0; end < text.size() && !isSpace(text[end]); ++end) {
        const bool starts = (static_cast<unsigned char>(text[end]) & 0xC0) != 0x80;
        if (starts && ++characters > 2) break;
    }
    return printable(text.substr(at, end - at));
}

class Reader {
public:
    explicit Reader(std::string_view text) : text_(text) {}

    MoveListRead read() {
        while (i_ < text_.size() && !out_.error) step();
        if (!out_.error) endGame();
        if (out_.error) out_.games.clear();
        return std::move(out_);
    }

private:
    void step() {
        const char c = text_[i_];
        if (isLineBreak(c)) return lineBreak();
        if (isSpace(c) || c == ',') return void(++i_);
        if (c == '[' && atLineStart()) return header();
        if (c == '{') return braceComment();
        if (c == ';' || c == '#') return skipLine();
        if (isDigit(c)) return numberOrScore();
        if (c == '-') return dashes();
        move();
    }

    void lineBreak() {
        if (text_[i_] == '\r' && i_ + 1 < text_.size() && text_[i_ + 1] == '\n') ++i_;
        ++i_;
        std::size_t j = i_;
        while (j < text_.size() && isSpace(text_[j]) && !isLineBreak(text_[j])) ++j;
        if (j < text_.size() && isLineBreak(text_[j])) endGame();  // a blank line
    }

    bool atLineStart() const {
        for (std::size_t j = i_; j > 0; --j) {
            if (isLineBreak(text_[j - 1])) return true;
            if (!isSpace(text_[j - 1])) return false;
        }
        return true;
    }

    void skipLine() {
        while (i_ < text_.size() && !isLineBreak(text_[i_])) ++i_;
    }

    void braceComment() {
        const std::size_t close = text_.find('}', i_);
        if (close == std::string_view::npos)
            return fail(i_, "a comment opened with '{' is not closed with '}'.");
        i_ = close + 1;
    }

    // [Name "value"] on a line of its own.
    void header() {
        const std::size_t at = i_;
        std::size_t j = i_ + 1;
        while (j < text_.size() && isLetter(text_[j])) ++j;
        const std::string_view name = text_.substr(at + 1, j - at - 1);
        while (j < text_.size() && text_[j] == ' ') ++j;
        std::string value;
        bool closed = false;
        if (!name.empty() && j < text_.size() && text_[j] == '"') {
            for (++j; j < text_.size() && !isLineBreak(text_[j]); ++j) {
                if (text_[j] == '\\' && j + 1 < text_.size() && !isLineBreak(text_[j + 1])) {
                    value += text_[++j];
                } else if (text_[j] == '"') {
                    closed = j + 1 < text_.size() && text_[j + 1] == ']';
                    j += 2;
                    break;
                } else {
                    value += text_[j];
                }
            }
        }
        if (!closed) return fail(at, "a header line is written [Name \"value\"].");
        i_ = j;
        skipSpaces();
        if (i_ < text_.size() && !isLineBreak(text_[i_]))
            return fail(i_, "a header line holds nothing after its ']'.");
        endGame();
        keepTag(name, printable(value));
    }

    void keepTag(std::string_view name, std::string value) {
        std::string key;
        for (char c : name) key += lower(c);
        if (key == "black") pending_.black = std::move(value);
        if (key == "white") pending_.white = std::move(value);
        if (key == "date") pending_.date = std::move(value);
        if (key == "site") pending_.place = std::move(value);
    }

    void skipSpaces() {
        while (i_ < text_.size() && isSpace(text_[i_]) && !isLineBreak(text_[i_])) ++i_;
    }

    void numberOrScore() {
        if (const std::size_t length = scoreLength(text_, i_)) {
            i_ += length;
            skipLine();  // the rest of the line is a comment
            return endGame();
        }
        const std::size_t at = i_;
        while (i_ < text_.size() && isDigit(text_[i_])) ++i_;
        std::string_view digits = text_.substr(at, i_ - at);
        while (digits.size() > 1 && digits.front() == '0') digits.remove_prefix(1);
        if (digits == "1") endGame();  // move 1 after moves: the next game
        while (i_ < text_.size() && text_[i_] == '.') ++i_;
    }

    void dashes() {
        const std::size_t at = i_;
        while (i_ < text_.size() && text_[i_] == '-') ++i_;
        if (i_ - at >= 2) addMove("--", at);
    }

    void move() {
        if (startsWithWord(text_, i_, "pass")) {
            addMove("pa", i_);
            i_ += 4;
            return;
        }
        const std::string_view token = text_.substr(i_, 2);
        if (token.size() < 2 || !parseMove(token)) {
            std::string what = "'";
            what.append(foundAt(text_, i_))
                .append("' at ply ")
                .append(std::to_string(ply_))
                .append(" is not a move: write a square a1-h8, or '--' or 'pass' for a pass.");
            return fail(i_, std::move(what));
        }
        addMove(token, i_);
        i_ += 2;
    }

    void addMove(std::string_view written, std::size_t at) {
        if (game_.moves.empty()) {
            game_.start = at;
            game_.tags = std::move(pending_);
            pending_ = {};
        } else {
            game_.moves += ' ';
            game_.origin.push_back(game_.origin.back() + 1);
        }
        for (std::size_t k = 0; k < written.size(); ++k) {
            game_.moves += written[k];
            game_.origin.push_back(at + k);
        }
        ++ply_;
    }

    // A game ends: trailing passes are left out (a pass is only ever forced, and a forced pass
    // is filled in), and a game without moves is none.
    void endGame() {
        while (game_.moves.size() >= 2) {
            const char first = lower(game_.moves[game_.moves.size() - 2]);
            const char second = lower(game_.moves.back());
            const bool pass = (first == '-' && second == '-') ||
                              (first == 'p' && (second == 'a' || second == 's'));
            if (!pass) break;
            const std::size_t keep = game_.moves.size() > 2 ? game_.moves.size() - 3 : 0;
            game_.moves.resize(keep);
            game_.origin.resize(keep);
        }
        if (!game_.moves.empty()) out_.games.push_back(std::move(game_));
        game_ = {};
        ply_ = 1;
    }

    void fail(std::size_t at, std::string what) {
        const int game = static_cast<int>(out_.games.size()) + 1;
        out_.error = MoveListError{at, foundAt(text_, at), ply_, game, std::move(what)};
    }

    std::string_view text_;
    std::size_t i_ = 0;
    MoveListRead out_;
    MoveListGame game_;
    GameTags pending_;  // header tags for the next game
    int ply_ = 1;
};

}  // namespace

bool startsMoveList(char first) { return (first >= '1' && first <= '9') || first == '['; }

MoveListRead readMoveList(std::string_view text) { return Reader(text).read(); }

std::size_t trailingScore(std::string_view line) {
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (!isDigit(line[i]) || (i > 0 && !isSpace(line[i - 1]))) continue;
        return scoreLength(line, i) ? i : std::string_view::npos;
    }
    return std::string_view::npos;
}

}  // namespace verso
