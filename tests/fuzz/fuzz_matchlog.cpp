// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for the log of verso-lab match --log (lab/cli/MatchLog: readMatchLog,
// matchLogLine), which a match resumed in a later run reads back.
// Checks: a refused log says why; every game read back has sane values (a margin in -64..64,
// times finite, not negative and at most a million seconds, 0-60 moves a side); written again as
// lines under the same header, the games read back to the same lines (writing is stable), and
// each game's times read back exactly as asLogged keeps them (a match reports the same figures
// from games just played as from its log).
#include <cmath>
#include <cstdint>
#include <string>
#include <string_view>

#include "FuzzCheck.h"
#include "MatchLog.h"

using namespace verso;
using namespace verso::cli;

namespace {

constexpr const char* kTarget = "fuzz_matchlog";
constexpr std::string_view kHeader = "# verso-cli match: A vs B, 8 games, seed 1, openings";
constexpr int kGames = 8;

// The log of "games" as the match writes it.
std::string written(const std::vector<std::optional<LoggedGame>>& games) {
    std::string text = std::string(kHeader) + "\n";
    for (std::size_t i = 0; i < games.size(); ++i)
        if (games[i]) text += matchLogLine(static_cast<int>(i), *games[i]) + "\n";
    return text;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::asText(data, size);
    std::string error;
    const auto games = readMatchLog(text, kHeader, kGames, error);
    if (!games) {
        if (error.empty()) fuzz::fail(kTarget, "a refused log without a reason", text);
        return 0;
    }
    if (games->size() != kGames) fuzz::fail(kTarget, "not one slot a game", text);
    for (const auto& g : *games) {
        if (!g) continue;
        if (g->marginForA < -64 || g->marginForA > 64)
            fuzz::fail(kTarget, "a margin out of range", text);
        for (int side = 0; side < 2; ++side)
            if (!std::isfinite(g->seconds[side]) || g->seconds[side] < 0 ||
                g->seconds[side] > 1e6 || !std::isfinite(g->longest[side]) ||
                g->longest[side] < 0 || g->longest[side] > 1e6 || g->moves[side] < 0 ||
                g->moves[side] > 60)
                fuzz::fail(kTarget, "a game with impossible times or moves", text);
    }
    const std::string once = written(*games);
    std::string again;
    const auto reread = readMatchLog(once, kHeader, kGames, again);
    if (!reread) fuzz::fail(kTarget, "a written log is refused", once);
    if (written(*reread) != once) fuzz::fail(kTarget, "a written log reads back different", once);
    for (std::size_t i = 0; i < games->size(); ++i) {
        if (!(*games)[i]) continue;
        const LoggedGame kept = asLogged(*(*games)[i]);
        const LoggedGame& back = *(*reread)[i];
        for (int side = 0; side < 2; ++side)
            if (kept.seconds[side] != back.seconds[side] ||
                kept.longest[side] != back.longest[side] ||
                (kept.clocked && kept.lowest[side] != back.lowest[side]))
                fuzz::fail(kTarget, "a game's times kept otherwise than its log reads back", once);
    }
    return 0;
}
