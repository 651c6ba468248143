// SPDX-License-Identifier: GPL-3.0-or-later
#include "MatchLog.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "core/Printable.h"

namespace verso::cli {

std::string matchLogLine(int index, const LoggedGame& g) {
    char line[256];
    std::snprintf(line, sizeof line,
                  "game %d margin %d black %d seconds %.4f %.4f longest %.4f %.4f moves %d %d",
                  index + 1, g.marginForA, g.aBlack ? 1 : 0, g.seconds[0], g.seconds[1],
                  g.longest[0], g.longest[1], g.moves[0], g.moves[1]);
    std::string text = line;
    if (g.clocked) {
        std::snprintf(line, sizeof line, " clock %.4f %.4f", g.lowest[0], g.lowest[1]);
        text += line;
    }
    return text;
}

LoggedGame asLogged(LoggedGame game) {
    const auto kept = [](double& seconds) {
        char text[64];
        std::snprintf(text, sizeof text, "%.4f", seconds);
        seconds = std::strtod(text, nullptr);
    };
    for (int side = 0; side < 2; ++side) {
        kept(game.seconds[side]);
        kept(game.longest[side]);
        if (game.clocked) kept(game.lowest[side]);
    }
    return game;
}

namespace {

// One game line, or nullopt when it is not exactly one (with sane values).
std::optional<std::pair<int, LoggedGame>> parseGameLine(const std::string& line, int gameCount) {
    LoggedGame g;
    int index = 0, black = 0, consumed = -1;
    const int n = std::sscanf(
        line.c_str(), "game %d margin %d black %d seconds %lf %lf longest %lf %lf moves %d %d%n",
        &index, &g.marginForA, &black, &g.seconds[0], &g.seconds[1], &g.longest[0], &g.longest[1],
        &g.moves[0], &g.moves[1], &consumed);
    if (n == 9 && consumed >= 0 && consumed < static_cast<int>(line.size())) {
        int more = -1;
        const int clock = std::sscanf(line.c_str() + consumed, " clock %lf %lf%n", &g.lowest[0],
                                      &g.lowest[1], &more);
        const auto sane = [](double s) { return std::isfinite(s) && std::fabs(s) <= 1e6; };
        if (clock == 2 && more > 0 && sane(g.lowest[0]) && sane(g.lowest[1])) {
            g.clocked = true;
            consumed += more;
        }
    }
    if (n != 9 || consumed != static_cast<int>(line.size()) || index < 1 || index > gameCount ||
        g.marginForA < -64 || g.marginForA > 64 || (black != 0 && black != 1))
        return std::nullopt;
    for (int side = 0; side < 2; ++side) {
        // At most a million seconds: no real game takes longer, and the line stays one line when
        // written.
        const auto seconds = [](double s) { return std::isfinite(s) && s >= 0 && s <= 1e6; };
        const bool sane = seconds(g.seconds[side]) && seconds(g.longest[side]) &&
                          g.moves[side] >= 0 && g.moves[side] <= 60;
        if (!sane) return std::nullopt;
    }
    g.aBlack = black == 1;
    return std::pair(index - 1, g);
}

}  // namespace

std::optional<std::vector<std::optional<LoggedGame>>> readMatchLog(std::string_view text,
                                                                   std::string_view header,
                                                                   int gameCount,
                                                                   std::string& error) {
    std::vector<std::optional<LoggedGame>> games(static_cast<std::size_t>(std::max(0, gameCount)));
    if (text.empty()) return games;
    std::size_t start = 0;
    for (int number = 1; start < text.size(); ++number) {
        const std::size_t end = text.find('\n', start);
        const bool whole = end != std::string_view::npos;
        const std::string line(text.substr(start, (whole ? end : text.size()) - start));
        start = whole ? end + 1 : text.size();
        if (number == 1) {
            if (line != header) {
                error = "it is the log of another match (" + printable(line) + ")";
                return std::nullopt;
            }
            continue;
        }
        if (line.empty()) continue;
        const auto game = parseGameLine(line, gameCount);
        if (!game) {
            if (!whole) break;  // cut short by a stopped run: that game is played again
            error = "line " + std::to_string(number) +
                    " is not a game of this match: " + printable(line);
            return std::nullopt;
        }
        games[static_cast<std::size_t>(game->first)] = game->second;
    }
    return games;
}

}  // namespace verso::cli
