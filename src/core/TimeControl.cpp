// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/TimeControl.h"

#include <cmath>
#include <cstdio>

namespace verso {
namespace {

// "3", "0.5", "90.25": whole seconds without decimals, else up to three without trailing zeros.
std::string secondsText(std::chrono::milliseconds ms) {
    const long long whole = ms.count() / 1000;
    const long long part = ms.count() % 1000;
    std::string text = std::to_string(whole);
    if (part == 0) return text;
    char digits[8];
    std::snprintf(digits, sizeof digits, ".%03lld", part);
    std::string fraction = digits;
    while (fraction.back() == '0') fraction.pop_back();
    return text + fraction;
}

// "300", "0.5": a number of seconds from 0 to "max", at most three decimals.
std::optional<std::chrono::milliseconds> parseSeconds(std::string_view text,
                                                      std::chrono::milliseconds max) {
    if (text.empty() || text.size() > 16) return std::nullopt;
    long long whole = 0;
    long long thousandths = 0;
    int decimals = -1;  // -1: no point seen
    for (const char c : text) {
        if (c == '.' && decimals < 0) {
            decimals = 0;
            continue;
        }
        if (c < '0' || c > '9') return std::nullopt;
        if (decimals < 0) {
            whole = whole * 10 + (c - '0');
            if (whole > max.count() / 1000) return std::nullopt;
        } else if (++decimals > 3) {
            return std::nullopt;
        } else {
            thousandths = thousandths * 10 + (c - '0');
        }
    }
    if (decimals == 0 || text.front() == '.') return std::nullopt;  // "60." or ".5"
    for (int d = std::max(decimals, 0); d < 3; ++d) thousandths *= 10;
    const std::chrono::milliseconds ms{whole * 1000 + thousandths};
    if (ms > max) return std::nullopt;
    return ms;
}

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
    return text;
}

}  // namespace

std::string timeControlText(const TimeControl& control) {
    if (!control.timed()) return "none";
    std::string text = secondsText(control.base);
    if (control.increment.count() > 0) {
        text.push_back('+');
        text.append(secondsText(control.increment));
    }
    return text;
}

std::optional<TimeControl> parseTimeControl(std::string_view text) {
    text = trimmed(text);
    if (text == "none") return TimeControl{};
    const auto plus = text.find('+');
    const auto base = parseSeconds(text.substr(0, plus), kMaxClockBase);
    if (!base) return std::nullopt;
    TimeControl control{*base, {}};
    if (plus != std::string_view::npos) {
        const auto increment = parseSeconds(text.substr(plus + 1), kMaxClockIncrement);
        if (!increment) return std::nullopt;
        control.increment = *increment;
    }
    if (!control.timed()) return TimeControl{};  // "0" or "0+5": untimed
    return control;
}

const std::vector<TimeControl>& timeControlPresets() {
    using std::chrono::seconds;
    static const std::vector<TimeControl> presets = {
        {seconds(60), seconds(0)},   {seconds(60), seconds(1)},   {seconds(180), seconds(0)},
        {seconds(180), seconds(2)},  {seconds(300), seconds(0)},  {seconds(300), seconds(3)},
        {seconds(600), seconds(0)},  {seconds(600), seconds(5)},  {seconds(900), seconds(0)},
        {seconds(900), seconds(10)}, {seconds(1800), seconds(0)}, {seconds(1800), seconds(20)},
    };
    return presets;
}

}  // namespace verso
