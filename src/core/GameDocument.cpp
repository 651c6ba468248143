// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/GameDocument.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace verso {
namespace {

std::string_view trimmed(std::string_view text) {
    const auto space = [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; };
    while (!text.empty() && space(text.front())) text.remove_prefix(1);
    while (!text.empty() && space(text.back())) text.remove_suffix(1);
    return text;
}

// The side that resigned ("r") or lost on time ("t") according to an RE value, if it says so.
std::optional<Color> forfeitIn(std::string_view text, std::string_view flag) {
    const auto result = parseGgfResult(text);
    if (!result || result->flag != flag) return std::nullopt;
    if (result->scoreForBlack < 0) return Color::Black;
    if (result->scoreForBlack > 0) return Color::White;
    return std::nullopt;
}

bool isGgfKey(const std::string& key) {
    if (key.empty() || key == "GM" || key == "BO" || key == "B" || key == "W") return false;
    for (char c : key)
        if (c < 'A' || c > 'Z') return false;
    return true;
}

// Puts a property into its named tag when that tag is still empty, else into "other".
void addTag(GameTags& tags, const std::string& key, const std::string& value) {
    std::string* named = key == "PB"   ? &tags.black
                         : key == "PW" ? &tags.white
                         : key == "DT" ? &tags.date
                         : key == "PC" ? &tags.place
                         : key == "RE" ? &tags.result
                                       : nullptr;
    if (named && named->empty()) *named = value;
    else tags.other.emplace_back(key, value);
}

}  // namespace

std::optional<GgfResult> parseGgfResult(std::string_view text) {
    text = trimmed(text);
    const std::size_t colon = text.find(':');
    std::string_view number = trimmed(text.substr(0, colon));
    if (!number.empty() && number.front() == '+') number.remove_prefix(1);
    GgfResult result;
    const auto [end, ec] =
        std::from_chars(number.data(), number.data() + number.size(), result.scoreForBlack);
    if (number.empty() || ec != std::errc() || end != number.data() + number.size() ||
        !std::isfinite(result.scoreForBlack))  // "nan", "inf" are no score
        return std::nullopt;
    if (colon != std::string_view::npos) {
        for (char c : trimmed(text.substr(colon + 1)))
            result.flag += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return result;
}

std::string ggfScore(int scoreForBlack) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%+.3f", static_cast<double>(scoreForBlack));
    return buffer;
}

std::string ggfResult(const GameRecord& record, std::string_view given) {
    if (const auto resigned = record.endsByResignationOf()) {
        if (forfeitIn(given, "r") == resigned) return std::string(given);
        return *resigned == Color::Black ? "-64.000:r" : "+64.000:r";
    }
    if (const auto fallen = record.endsOnTimeOf()) {
        if (forfeitIn(given, "t") == fallen) return std::string(given);
        return *fallen == Color::Black ? "-64.000:t" : "+64.000:t";
    }
    const Position& end = record.positionAt(record.length());
    if (!end.isGameOver()) return std::string(given);
    const int score = end.finalScoreForBlack();
    const auto stated = parseGgfResult(given);
    if (stated && stated->flag.empty() && stated->scoreForBlack == score) return std::string(given);
    return ggfScore(score);
}

GgfGame toGgf(const GameDocument& document) {
    const GameTags& tags = document.tags;
    GgfGame game;
    game.start = document.record.start();
    const auto& seconds = document.moveSeconds;
    for (const Move move : document.record.moves()) {
        const std::size_t i = game.moves.size();
        game.moves.push_back({move, std::nullopt, i < seconds.size() ? seconds[i] : std::nullopt});
    }
    const auto add = [&](const char* key, const std::string& value) {
        if (!value.empty()) game.properties.emplace_back(key, value);
    };
    add("PC", tags.place);
    add("DT", tags.date);
    add("PB", tags.black);
    add("PW", tags.white);
    add("RE", ggfResult(document.record, tags.result));
    for (const auto& [key, value] : tags.other)
        if (isGgfKey(key)) game.properties.emplace_back(key, value);
    return game;
}

ParseResult<GameDocument> fromGgf(const GgfGame& game) {
    GameDocument document{GameRecord(game.start), {}};
    for (const GgfMove& move : game.moves) {
        if (const auto refusal = document.record.play(move.move)) {
            const int ply = document.record.ply() + 1;
            return ParseError{"illegal move " + ggfMoveText(move.move) + " at ply " +
                                  std::to_string(ply) + ": " + describeRefusal(*refusal, move.move),
                              0, ply};
        }
    }
    for (const auto& [key, value] : game.properties) addTag(document.tags, key, value);
    bool timed = false;
    for (const GgfMove& move : game.moves) timed = timed || move.seconds.has_value();
    if (timed)
        for (const GgfMove& move : game.moves) document.moveSeconds.push_back(move.seconds);
    if (const auto loser = forfeitIn(document.tags.result, "r")) document.record.resign(*loser);
    if (const auto loser = forfeitIn(document.tags.result, "t")) document.record.loseOnTime(*loser);
    document.tags.result = ggfResult(document.record, document.tags.result);
    return document;
}

std::string formatGgfDocument(const GameDocument& document) { return formatGgf(toGgf(document)); }

std::string formatGgfFile(const std::vector<GameDocument>& documents) {
    std::string out;
    for (const GameDocument& document : documents) out += formatGgfDocument(document) + '\n';
    return out;
}

}  // namespace verso
