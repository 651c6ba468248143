// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/nboard/NboardParser.h"

#include <charconv>
#include <cmath>
#include <optional>

#include "core/nboard/NboardText.h"

namespace verso::nboard {

namespace {

using Kind = NboardError::Kind;

NboardError error(Kind kind, std::string command, std::string_view text, std::string message) {
    return {kind, std::move(command), std::string(text), {}, std::move(message)};
}

NboardError unknownCommand(std::string_view word) {
    return error(Kind::UnknownCommand, {}, word, "unknown command \"" + std::string(word) + "\"");
}

NboardError unknownSetting(std::string_view key) {
    return error(Kind::UnknownSetting, "set", key, "unknown setting \"" + std::string(key) + "\"");
}

// "\"<command>\" needs <what>, got \"<text>\"".
NboardError badNumber(const std::string& command, std::string_view text, const std::string& what) {
    return error(Kind::BadNumber, command, text,
                 "\"" + command + "\" needs " + what + ", got \"" + std::string(text) + "\"");
}

// A finite decimal number with an optional sign ("1.5", "-3", "+0.25").
std::optional<double> parseDecimal(std::string_view text) {
    if (text.size() > 1 && text.front() == '+' && text[1] != '-') text.remove_prefix(1);
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() ||
        !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::optional<std::uint64_t> parseCount(std::string_view text) {
    std::uint64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

// Moves run together: "F5D6C3PA" (upper or lower case); at least one.
std::optional<std::vector<Move>> parsePv(std::string_view text) {
    if (text.empty() || text.size() % 2 != 0) return std::nullopt;
    std::vector<Move> pv;
    for (std::size_t i = 0; i < text.size(); i += 2) {
        const std::string_view word = text.substr(i, 2);
        if (word == "PA" || word == "pa" || word == "Pa" || word == "pA") {
            pv.push_back(Move::pass());
        } else if (const auto square = parseSquare(word)) {
            pv.push_back(Move::at(*square));
        } else {
            return std::nullopt;
        }
    }
    return pv;
}

// A hint's depth: "12", "100%" (exact), or "12@73%" (12, searched with that selectivity).
bool parseDepth(std::string_view text, HintAnswer& hint) {
    if (text == "100%") {
        hint.exact = true;
        return true;
    }
    const std::size_t at = text.find('@');
    if (at != std::string_view::npos) {
        const std::string_view percent = text.substr(at + 1);
        if (percent.size() < 2 || percent.back() != '%' ||
            !parseDecimal(percent.substr(0, percent.size() - 1)))
            return false;
        text = text.substr(0, at);
    }
    const auto depth = parseInt(text);
    if (!depth || *depth < 0) return false;
    hint.depth = *depth;
    return true;
}

NboardParse<NboardCommand> parseSet(std::string_view args) {
    const auto [key, value] = splitWord(args);
    if (key == "depth") {
        const auto depth = parseInt(value);
        if (!depth || *depth < 1 || *depth > 60)
            return badNumber("set depth", value, "a number from 1 to 60");
        return NboardCommand(SetDepth{*depth});
    }
    if (key == "contempt") {
        const auto contempt = parseInt(value);
        if (!contempt) return badNumber("set contempt", value, "a number");
        return NboardCommand(SetContempt{*contempt});
    }
    if (key == "game") {
        GgfParseResult parsed = parseGgf(value);
        if (!parsed.game) {
            NboardError bad = error(Kind::BadGame, "set game", value, "bad game: " + parsed.error);
            bad.reason = parsed.error;
            return bad;
        }
        return NboardCommand(SetGame{std::move(*parsed.game)});
    }
    return unknownSetting(key);
}

std::string_view trimmed(std::string_view text) {
    auto isBlank = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    while (!text.empty() && isBlank(text.front())) text.remove_prefix(1);
    while (!text.empty() && isBlank(text.back())) text.remove_suffix(1);
    return text;
}

// The answer to "go" after its "===": " F5/1.00/0.5" (also written "===F5").
NboardParse<NboardReply> parseMoveAnswer(std::string_view rest) {
    rest = trimmed(rest);
    const auto move = parseGgfMove(rest);
    if (!move)
        return error(Kind::BadMove, "===", rest, "\"=== " + std::string(rest) + "\" is not a move");
    return NboardReply(MoveAnswer{*move});
}

NboardParse<NboardReply> parseHint(std::string_view command, std::string_view args) {
    const std::string name(command);
    HintAnswer hint;
    hint.book = command == "book";
    const auto [pvWord, afterPv] = splitWord(args);
    const auto pv = parsePv(pvWord);
    if (!pv)
        return error(Kind::BadMove, name, pvWord,
                     "\"" + name + "\" needs a line of moves such as F5D6, got \"" +
                         std::string(pvWord) + "\"");
    hint.pv = *pv;
    const auto [evalWord, afterEval] = splitWord(afterPv);
    const auto eval = parseDecimal(evalWord);
    if (!eval) return badNumber(name, evalWord, "a value");
    hint.eval = *eval;
    const auto [gamesWord, afterGames] = splitWord(afterEval);
    const auto games = parseInt(gamesWord);
    if (!games || *games < 0) return badNumber(name, gamesWord, "a number of games");
    hint.games = *games;
    const std::string_view depthWord =
        splitWord(afterGames).first;  // a "freedom" after it is not kept
    if (!parseDepth(depthWord, hint))
        return badNumber(name, depthWord, "a depth such as 12 or 100%");
    return NboardReply(std::move(hint));
}

}  // namespace

NboardParse<NboardCommand> parseCommand(std::string_view line) {
    const auto [command, args] = splitWord(line);
    if (command.empty()) return NboardError{Kind::Empty, {}, {}, {}, "an empty line"};
    if (command == "nboard") return NboardCommand(Hello{parseInt(args)});
    if (command == "set") return parseSet(args);
    if (command == "move") {
        const auto move = parseGgfMove(args);
        if (!move)
            return error(
                Kind::BadMove, "move", args,
                "\"move " + std::string(args) + "\" is not a move such as F5, F5/1.5/0.3 or PA");
        return NboardCommand(MovePlayed{*move});
    }
    if (command == "go") return NboardCommand(Go{});
    if (command == "hint") {
        const auto count = parseInt(args);
        if (!count || *count < 1) return badNumber("hint", args, "a number of moves");
        return NboardCommand(Hint{*count});
    }
    if (command == "analyze") return NboardCommand(Analyze{});
    if (command == "ping") {
        const auto number = parseInt(args);
        if (!number) return badNumber("ping", args, "a number");
        return NboardCommand(Ping{*number});
    }
    if (command == "learn") return NboardCommand(Learn{});
    if (command == "quit") return NboardCommand(Quit{});
    return unknownCommand(command);
}

NboardParse<NboardReply> parseReply(std::string_view line) {
    const auto [command, args] = splitWord(line);
    if (command.empty()) return NboardError{Kind::Empty, {}, {}, {}, "an empty line"};
    if (command.substr(0, 3) == "===") return parseMoveAnswer(trimmed(line).substr(3));
    if (command == "set") {
        const auto [key, value] = splitWord(args);
        if (key == "myname") return NboardReply(MyName{std::string(value)});
        return unknownSetting(key);
    }
    if (command == "pong") {
        const auto number = parseInt(args);
        if (!number) return badNumber("pong", args, "a number");
        return NboardReply(Pong{*number});
    }
    if (command == "status") return NboardReply(Status{std::string(args)});
    if (command == "nodestats") {
        const auto [nodesWord, secondsWord] = splitWord(args);
        const auto nodes = parseCount(nodesWord);
        if (!nodes) return badNumber("nodestats", nodesWord, "a number of nodes");
        const auto seconds = parseDecimal(splitWord(secondsWord).first);
        if (!seconds) return badNumber("nodestats", secondsWord, "a number of seconds");
        return NboardReply(NodeStats{*nodes, *seconds});
    }
    if (command == "search" || command == "book") return parseHint(command, args);
    if (command == "analysis") {
        const auto [plyWord, evalWord] = splitWord(args);
        const auto ply = parseInt(plyWord);
        if (!ply || *ply < 0) return badNumber("analysis", plyWord, "a ply");
        const auto eval = parseDecimal(splitWord(evalWord).first);
        if (!eval) return badNumber("analysis", evalWord, "a value");
        return NboardReply(Analysis{*ply, *eval});
    }
    if (command == "learned") return NboardReply(Learned{});
    return unknownCommand(command);
}

}  // namespace verso::nboard
