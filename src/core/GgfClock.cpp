// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/GgfClock.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <vector>

#include "core/GameDocument.h"

namespace verso {
namespace {

using Ms = std::chrono::milliseconds;

std::string twoDigits(long long value) {
    char buffer[24];
    std::snprintf(buffer, sizeof buffer, "%02lld", value);
    return buffer;
}

std::string clockText(Ms time) {
    const long long ms = time.count();
    const long long seconds = ms / 1000, hours = seconds / 3600;
    std::string text = hours > 0 ? twoDigits(hours) + ":" : "";
    text += twoDigits(seconds / 60 % 60) + ":" + twoDigits(seconds % 60);
    if (ms % 1000 != 0) {
        char fraction[8];
        std::snprintf(fraction, sizeof fraction, ".%03lld", ms % 1000);
        std::string digits = fraction;
        while (digits.back() == '0') digits.pop_back();
        text += digits;
    }
    return text;
}

std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    for (std::size_t at = 0;;) {
        const std::size_t next = text.find(separator, at);
        parts.push_back(text.substr(at, next == std::string_view::npos ? next : next - at));
        if (next == std::string_view::npos) return parts;
        at = next + 1;
    }
}

// [[HH:]MM:]SS[.fff] (spaces around allowed), or nullopt; empty is zero.
std::optional<Ms> parseClockTime(std::string_view text) {
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    if (text.empty()) return Ms(0);
    const std::vector<std::string_view> fields = split(text, ':');
    if (fields.size() > 3) return std::nullopt;
    double seconds = 0;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        const std::string_view field = fields[i];
        const bool last = i + 1 == fields.size();
        double value = 0;
        const auto [end, ec] = std::from_chars(field.data(), field.data() + field.size(), value);
        if (field.empty() || ec != std::errc() || end != field.data() + field.size() ||
            !std::isfinite(value) || value < 0 || (!last && value != std::floor(value)) ||
            field.front() == '-' || field.front() == '+')
            return std::nullopt;
        seconds = seconds * 60 + value;
        if (seconds > 1e7) return std::nullopt;
    }
    return Ms(std::llround(seconds * 1000));
}

// One part of TI: the time before any ",moves" count.
std::optional<Ms> parsePart(std::string_view part) {
    return parseClockTime(part.substr(0, part.find(',')));
}

}  // namespace

std::string formatGgfClock(const TimeControl& control) {
    return clockText(control.base) + "/" + clockText(control.increment) + "/00:00";
}

std::optional<TimeControl> parseGgfClock(std::string_view text) {
    const std::vector<std::string_view> parts = split(text, '/');
    if (parts.size() > 3) return std::nullopt;
    const auto base = parsePart(parts[0]);
    const auto increment = parts.size() > 1 ? parsePart(parts[1]) : std::optional(Ms(0));
    if (parts.size() > 2 && !parsePart(parts[2])) return std::nullopt;
    if (!base || !increment || *base > kMaxClockBase || *increment > kMaxClockIncrement)
        return std::nullopt;
    if (base->count() == 0) return TimeControl{};
    return TimeControl{*base, *increment};
}

TimeControl timeControlOf(const GameDocument& document) {
    for (const auto& [key, value] : document.tags.other)
        if (key == "TI") return parseGgfClock(value).value_or(TimeControl{});
    return {};
}

void setTimeControl(GameDocument& document, const TimeControl& control) {
    auto& other = document.tags.other;
    const auto ti =
        std::find_if(other.begin(), other.end(), [](const auto& tag) { return tag.first == "TI"; });
    if (!control.timed()) {
        if (ti != other.end()) other.erase(ti);
        return;
    }
    if (ti != other.end()) ti->second = formatGgfClock(control);
    else other.insert(other.begin(), {"TI", formatGgfClock(control)});
}

ClockTimes clockTimesAt(const GameDocument& document) {
    const TimeControl control = timeControlOf(document);
    Ms left[2] = {control.base, control.base};
    const GameRecord& record = document.record;
    for (int i = 0; i < record.ply(); ++i) {
        const auto index = static_cast<std::size_t>(i);
        const double seconds =
            index < document.moveSeconds.size() ? document.moveSeconds[index].value_or(0) : 0;
        Ms& side = left[colorIndex(record.positionAt(i).sideToMove())];
        side += control.increment - Ms(std::llround(std::min(seconds, 1e7) * 1000));
        side = std::clamp(side, Ms(0), kMaxClockBase);
    }
    return {left[colorIndex(Color::Black)], left[colorIndex(Color::White)]};
}

}  // namespace verso
