// SPDX-License-Identifier: GPL-3.0-or-later
// verso-lab match: games between two playing levels, or a level and an NBoard engine, from varied
// openings with colours swapped per opening. Deterministic for a given --seed (levels only).
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <mutex>
#include <numeric>

#include "Arguments.h"
#include "Command.h"
#include "MatchLog.h"
#include "MatchOpenings.h"
#include "MatchPlayer.h"
#include "core/GameDocument.h"
#include "core/Printable.h"
#include "train/RunOnThreads.h"

namespace verso::cli {
namespace {

const char* const kUsage =
    "Usage: verso-lab match [--a LEVEL | --a-time S | --a-engine CMD]\n"
    "                       [--b LEVEL | --b-time S | --engine CMD] [OPTIONS]\n"
    "Plays games between player A and player B from varied openings, each opening twice with the\n"
    "colours swapped, and prints A's wins, draws and losses and average disc margin.\n\n"
    "  --a N, --black-level N    player A's level (A has black in the first game of each pair; "
    "default 3)\n"
    "  --b N, --white-level N    player B's level (default 5)\n"
    "  --a-time S, --b-time S    the player is Verso searching S seconds per move (the time\n"
    "                            control of verso-engine --move-time) instead of a level\n"
    "  --a-clock S[+I], --b-clock S[+I]\n"
    "                            the player is Verso on a game clock of S seconds for the game\n"
    "                            and I more after each move; a player (Verso or an engine) given\n"
    "                            a clock whose time runs out loses the game on time (by 64);\n"
    "                            with --a-engine/--engine, the engine is timed but not told\n"
    "  --a-engine CMD            player A is an NBoard engine started with /bin/sh -c CMD\n"
    "  --engine CMD, --b-engine CMD  player B is an NBoard engine\n"
    "  --engine-depth D          'set depth D' for the engines (default 8)\n"
    "  --games N                 number of games, rounded up to even (default 20)\n"
    "  --seed S                  chooses the openings and the levels' randomness (default 1)\n"
    "  --threads T               games played at once (default 1)\n"
    "  --openings FILE           transcripts, one a line (default: shared XOT list if present)\n"
    "  --random-openings         random balanced 8-ply openings instead of a file\n"
    "  --verbose                 one line per game\n"
    "  --log FILE                append each finished game to FILE; run the same command again\n"
    "                            to play only the games it does not have yet (a long match in "
    "parts)\n"
    "  --save-games FILE         append each finished game to FILE as one line of GGF: the moves\n"
    "                            with the seconds each took, the players, the result, and the\n"
    "                            game's number in PC (verso-cli review FILE --game K reads it)\n";

struct MatchOptions {
    int levelA = 3, levelB = 5;
    std::chrono::milliseconds timeA{0}, timeB{0};  // 0: the level plays
    TimeControl clockA, clockB;                    // untimed: no clock
    std::string engineA;
    std::string engineCommand;  // player B's engine
    int engineDepth = 8;
    int games = 20;
    std::uint64_t seed = 1;
    int threads = 1;
    std::string openingsFile;
    std::string logFile;
    std::string gamesFile;  // --save-games
    bool randomOpenings = false;
    bool verbose = false;
};

// "0.15" -> 150 ms, for a number of seconds from 0.001 to 3600.
std::optional<std::chrono::milliseconds> parseSeconds(const std::string& text) {
    char* end = nullptr;
    const double seconds = std::strtod(text.c_str(), &end);
    if (end == text.c_str() || *end || !(seconds >= 0.001 && seconds <= 3600)) return std::nullopt;
    return std::chrono::milliseconds(std::llround(seconds * 1000));
}

struct GameOutcome : LoggedGame {
    std::string error;
    GgfGame game;  // the moves played, with the seconds each took
};

std::optional<MatchOptions> parseOptions(const Args& args, std::string& error) {
    MatchOptions o;
    const int levelCount = engine::highestLevelNumber();
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        const std::string* value = i + 1 < args.size() ? &args[i + 1] : nullptr;
        auto number = [&](long long min, long long max) -> std::optional<long long> {
            if (!value) return std::nullopt;
            ++i;
            return parseInteger(*value, min, max);
        };
        std::optional<long long> n;
        if (a == "--a" || a == "--black-level") {
            if ((n = number(1, levelCount))) o.levelA = int(*n);
        } else if (a == "--b" || a == "--white-level") {
            if ((n = number(1, levelCount))) o.levelB = int(*n);
        } else if (a == "--engine-depth") {
            if ((n = number(1, 60))) o.engineDepth = int(*n);
        } else if (a == "--games") {
            if ((n = number(1, 1'000'000))) o.games = int(*n);
        } else if (a == "--seed") {
            if ((n = number(0, std::numeric_limits<long long>::max()))) o.seed = std::uint64_t(*n);
        } else if (a == "--threads") {
            if ((n = number(1, 256))) o.threads = int(*n);
        } else if (a == "--a-time" || a == "--b-time") {
            const auto seconds = value ? parseSeconds(*value) : std::nullopt;
            if (!seconds) {
                error = a + " needs a number of seconds from 0.001 to 3600";
                return std::nullopt;
            }
            (a == "--a-time" ? o.timeA : o.timeB) = *seconds;
            ++i;
            continue;
        } else if (a == "--a-clock" || a == "--b-clock") {
            const auto control = value ? parseTimeControl(*value) : std::nullopt;
            if (!control || !control->timed()) {
                error = a + " needs a clock in seconds, as 60 or 300+3";
                return std::nullopt;
            }
            (a == "--a-clock" ? o.clockA : o.clockB) = *control;
            ++i;
            continue;
        } else if (a == "--engine" || a == "--b-engine" || a == "--a-engine" || a == "--openings" ||
                   a == "--log" || a == "--save-games") {
            if (!value) {
                error = printable(a) + " needs a value";
                return std::nullopt;
            }
            (a == "--a-engine"     ? o.engineA
             : a == "--openings"   ? o.openingsFile
             : a == "--log"        ? o.logFile
             : a == "--save-games" ? o.gamesFile
                                   : o.engineCommand) = args[++i];
            continue;
        } else if (a == "--random-openings") {
            o.randomOpenings = true;
            continue;
        } else if (a == "--verbose") {
            o.verbose = true;
            continue;
        } else {
            error = "unknown option " + printable(a);
            return std::nullopt;
        }
        if (!n) {
            error = a + " needs a whole number" +
                    (a.find("level") != std::string::npos || a.size() == 3
                         ? " from 1 to " + std::to_string(levelCount)
                         : std::string());
            return std::nullopt;
        }
    }
    o.games += o.games % 2;
    return o;
}

std::unique_ptr<MatchPlayer> makePlayer(const MatchOptions& o, bool playerA, std::string& error) {
    const std::string& command = playerA ? o.engineA : o.engineCommand;
    if (!command.empty()) {
        auto engine = std::make_unique<EnginePlayer>(command, o.engineDepth);
        if (!engine->ok()) error = engine->error();
        return engine;
    }
    const TimeControl& clock = playerA ? o.clockA : o.clockB;
    if (clock.timed()) return std::make_unique<ClockPlayer>(clock);
    const std::chrono::milliseconds time = playerA ? o.timeA : o.timeB;
    if (time.count() > 0) return std::make_unique<TimedPlayer>(time);
    return std::make_unique<LevelPlayer>(engine::levelByNumber(playerA ? o.levelA : o.levelB));
}

std::string playerName(const MatchOptions& o, bool playerA) {
    const std::string& command = playerA ? o.engineA : o.engineCommand;
    const TimeControl& clock = playerA ? o.clockA : o.clockB;
    if (!command.empty())
        return "engine \"" + command + "\"" +
               (clock.timed() ? ", clock " + timeControlText(clock) + " s" : std::string());
    if (clock.timed()) return ClockPlayer(clock).name();
    const std::chrono::milliseconds time = playerA ? o.timeA : o.timeB;
    if (time.count() > 0) return TimedPlayer(time).name();
    return LevelPlayer(engine::levelByNumber(playerA ? o.levelA : o.levelB)).name();
}

std::uint64_t mixSeed(std::uint64_t seed, std::uint64_t game, std::uint64_t side) {
    std::uint64_t z = seed * 0x9E3779B97F4A7C15ull + game * 0xBF58476D1CE4E5B9ull + side + 1;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// The referee's clocks of a game: A's and B's time left, for the players given a clock.
struct MatchClocks {
    TimeControl control[2];
    double left[2] = {0, 0};
    // Charges "side" with a move of "took" seconds; false when its clock ran out.
    bool charge(int side, double took, LoggedGame& outcome) {
        if (!control[side].timed()) return true;
        left[side] -= took;
        outcome.lowest[side] = std::min(outcome.lowest[side], left[side]);
        left[side] += 0.001 * static_cast<double>(control[side].increment.count());
        return outcome.lowest[side] >= 0;
    }
};

GameOutcome playGame(MatchPlayer& a, MatchPlayer& b, const Opening& opening, bool aBlack,
                     std::uint64_t seed, int index, MatchClocks clocks) {
    GameOutcome outcome;
    for (int side = 0; side < 2; ++side) {
        clocks.left[side] = 0.001 * static_cast<double>(clocks.control[side].base.count());
        outcome.lowest[side] = clocks.control[side].timed() ? clocks.left[side] : 0.0;
        outcome.clocked = outcome.clocked || clocks.control[side].timed();
    }
    outcome.aBlack = aBlack;
    MatchPlayer& black = aBlack ? a : b;
    MatchPlayer& white = aBlack ? b : a;
    GgfGame game;
    game.setProperty("PB", black.name());
    game.setProperty("PW", white.name());
    for (Move m : opening.moves) game.moves.push_back({m, std::nullopt, std::nullopt});
    if (!a.startGame(game, mixSeed(seed, std::uint64_t(index), 0)) ||
        !b.startGame(game, mixSeed(seed, std::uint64_t(index), 1))) {
        outcome.error = a.error() + b.error();
        return outcome;
    }
    Position p = game.current();
    while (!p.isGameOver()) {
        MatchPlayer& mover = p.sideToMove() == Color::Black ? black : white;
        const auto started = std::chrono::steady_clock::now();
        const std::optional<Move> move =
            p.mustPass() ? std::optional(Move::pass()) : mover.choose(p);
        std::optional<double> took;
        if (!p.mustPass()) {
            const int side = &mover == &a ? 0 : 1;
            took =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            outcome.seconds[side] += *took;
            outcome.longest[side] = std::max(outcome.longest[side], *took);
            ++outcome.moves[side];
            if (!clocks.charge(side, *took, outcome)) {  // lost on time
                outcome.marginForA = side == 0 ? -64 : 64;
                game.setProperty("PC", "verso-lab match, game " + std::to_string(index + 1));
                game.setProperty("RE", side == (aBlack ? 0 : 1) ? "-64.000:t" : "+64.000:t");
                outcome.game = std::move(game);
                return outcome;
            }
        }
        if (!move || !p.isLegal(*move)) {
            outcome.error = move ? mover.name() + " played the illegal move " + move->toString()
                                 : mover.error();
            return outcome;
        }
        if (!black.observe(*move) || !white.observe(*move)) {
            outcome.error = black.error() + white.error();
            return outcome;
        }
        // Saved to the millisecond: formatGgf writes a number's shortest exact form, which for a
        // move of a few microseconds would be 5.058e-06.
        game.moves.push_back(
            {*move, std::nullopt,
             took ? std::optional(std::round(*took * 1000) / 1000) : std::nullopt});
        p = p.afterMove(*move);
    }
    outcome.marginForA = aBlack ? p.finalScoreForBlack() : -p.finalScoreForBlack();
    game.setProperty("PC", "verso-lab match, game " + std::to_string(index + 1));
    game.setProperty("RE", ggfScore(p.finalScoreForBlack()));
    outcome.game = std::move(game);
    return outcome;
}

std::optional<std::vector<Opening>> loadOpenings(const MatchOptions& o, std::mt19937_64& rng,
                                                 std::string& source, std::string& error) {
    const std::string file =
        o.randomOpenings ? std::string()
                         : (o.openingsFile.empty() ? defaultOpeningsFile() : o.openingsFile);
    if (file.empty()) {
        source = "random balanced 8-ply openings";
        return randomBalancedOpenings(o.games / 2, 8, rng);
    }
    const auto all = readOpenings(file, error);
    if (!all) return std::nullopt;
    source = "openings from " + file;
    return pickOpenings(*all, o.games / 2, rng);
}

// The first line of the match's log (MatchLog.h).
std::string logHeader(const MatchOptions& o, const std::string& source) {
    return "# verso-lab match: " + playerName(o, true) + " vs " + playerName(o, false) + ", " +
           std::to_string(o.games) + " games, seed " + std::to_string(o.seed) + ", " + source;
}

// Reads the games a log already has into "outcomes" (and marks them in "done"). False, with a
// reason, when the file is another match's log or damaged; a missing file is an empty log.
bool readLog(const std::string& path, const std::string& header, std::vector<GameOutcome>& outcomes,
             std::vector<char>& done, std::string& error) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return true;
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::string problem;
    const auto games = readMatchLog(text, header, static_cast<int>(outcomes.size()), problem);
    if (!games) {
        error = "the log " + printable(path) + ": " + problem +
                "; name another file, or run the match it was made for";
        return false;
    }
    for (std::size_t i = 0; i < games->size(); ++i) {
        if (!(*games)[i]) continue;
        static_cast<LoggedGame&>(outcomes[i]) = *(*games)[i];
        done[i] = 1;
    }
    return true;
}

std::vector<GameOutcome> playAll(const MatchOptions& o, const std::vector<Opening>& openings,
                                 const std::string& source, std::string& error) {
    std::vector<GameOutcome> outcomes(static_cast<size_t>(o.games));
    std::vector<char> done(outcomes.size(), 0);
    std::ofstream log;
    if (!o.logFile.empty()) {
        const std::string header = logHeader(o, source);
        if (!readLog(o.logFile, header, outcomes, done, error)) return {};
        // Written anew from what was read (a line cut short by a stopped run is dropped), then
        // appended to.
        const std::string temporary = o.logFile + ".new";
        {
            std::ofstream rewrite(temporary, std::ios::trunc);
            rewrite << header << '\n';
            for (size_t i = 0; i < outcomes.size(); ++i)
                if (done[i]) rewrite << matchLogLine(static_cast<int>(i), outcomes[i]) << '\n';
            if (!rewrite.flush() || std::rename(temporary.c_str(), o.logFile.c_str()) != 0) {
                error = "cannot write the log " + printable(o.logFile);
                return {};
            }
        }
        log.open(o.logFile, std::ios::app);
        if (!log) {
            error = "cannot write the log " + printable(o.logFile);
            return {};
        }
        const auto had = std::count(done.begin(), done.end(), 1);
        if (had)
            std::cerr << "verso-lab match: " << had << " of " << o.games
                      << " games already in the log\n";
    }
    std::ofstream saved;
    if (!o.gamesFile.empty()) {
        saved.open(o.gamesFile, std::ios::app);
        if (!saved) {
            error = "cannot write the games to " + printable(o.gamesFile);
            return {};
        }
    }
    std::atomic<int> next{0};
    std::mutex mutex;  // the error, the log, the saved games and the progress lines
    int finished = static_cast<int>(std::count(done.begin(), done.end(), 1));
    auto worker = [&] {
        std::string setupError;
        auto a = makePlayer(o, true, setupError);
        auto b = makePlayer(o, false, setupError);
        for (int i = next++; i < o.games && setupError.empty(); i = next++) {
            if (done[static_cast<size_t>(i)]) continue;
            GameOutcome outcome = playGame(*a, *b, openings[static_cast<size_t>(i / 2)], i % 2 == 0,
                                           o.seed, i, MatchClocks{{o.clockA, o.clockB}});
            if (!outcome.error.empty()) {
                setupError = outcome.error;
                break;
            }
            static_cast<LoggedGame&>(outcome) = asLogged(outcome);
            const std::lock_guard lock(mutex);
            outcomes[static_cast<size_t>(i)] = outcome;
            done[static_cast<size_t>(i)] = 1;
            if (saved.is_open()) saved << formatGgf(outcome.game) << '\n' << std::flush;
            if (log.is_open()) {
                log << matchLogLine(i, outcome) << '\n' << std::flush;
                std::cerr << "game " << i + 1 << " (" << ++finished << " of " << o.games
                          << "): A's margin " << outcome.marginForA << '\n';
            }
        }
        if (!setupError.empty()) {
            const std::lock_guard lock(mutex);
            if (error.empty()) error = setupError;
            next = o.games;
        }
    };
    train::runOnThreads(std::min(o.threads, o.games), [&](int) { worker(); });
    return outcomes;
}

// A clocked side's games: how many it lost on time, the least time it had left after a move, and
// the share of its time (the clock and the increments of its moves) it used, over the games.
void printClockSummary(const std::string& name, const TimeControl& clock, int side,
                       const std::vector<GameOutcome>& outcomes) {
    int flagged = 0;
    double lowest = 1e9;
    std::vector<double> used;
    for (const auto& g : outcomes) {
        flagged += std::signbit(g.lowest[side]);  // -0.0000 in a log is a clock run out
        lowest = std::min(lowest, g.lowest[side]);
        const double had = 0.001 * static_cast<double>(clock.base.count() +
                                                       clock.increment.count() * g.moves[side]);
        used.push_back(100.0 * g.seconds[side] / had);
    }
    std::sort(used.begin(), used.end());
    const auto at = [&](double q) {
        return used[static_cast<size_t>(q * double(used.size() - 1))];
    };
    char line[320];
    std::snprintf(line, sizeof line,
                  "%s: lost on time in %d of %zu games; least time left after a move %.2f s; "
                  "time used %.0f%% on average (least %.0f%%, median %.0f%%, most %.0f%%)\n",
                  name.c_str(), flagged, outcomes.size(), lowest,
                  std::accumulate(used.begin(), used.end(), 0.0) / double(used.size()),
                  used.front(), at(0.5), used.back());
    std::cout << line;
}

void printSummary(const MatchOptions& o, const std::string& nameA, const std::string& nameB,
                  const std::vector<GameOutcome>& outcomes) {
    int wins = 0, draws = 0, losses = 0, total = 0;
    for (const auto& g : outcomes) {
        wins += g.marginForA > 0;
        draws += g.marginForA == 0;
        losses += g.marginForA < 0;
        total += g.marginForA;
    }
    const double games = static_cast<double>(outcomes.size());
    char line[256];
    std::snprintf(
        line, sizeof line, "%s: %d wins, %d draws, %d losses (%.1f%%), average disc margin %+.2f\n",
        nameA.c_str(), wins, draws, losses, 100.0 * (wins + 0.5 * draws) / games, total / games);
    std::cout << nameA << " vs " << nameB << ", " << outcomes.size() << " games (seed " << o.seed
              << ")\n"
              << line;
    for (int side = 0; side < 2; ++side) {
        double seconds = 0, longest = 0;
        int moves = 0;
        for (const auto& g : outcomes) {
            seconds += g.seconds[side];
            longest = std::max(longest, g.longest[side]);
            moves += g.moves[side];
        }
        std::snprintf(line, sizeof line,
                      "%s: %.3f s per move on average, longest %.2f s (timing)\n",
                      (side == 0 ? nameA : nameB).c_str(), seconds / std::max(1, moves), longest);
        std::cout << line;
        const TimeControl& clock = side == 0 ? o.clockA : o.clockB;
        if (clock.timed()) printClockSummary(side == 0 ? nameA : nameB, clock, side, outcomes);
    }
}

int run(const Args& args) {
    if (wantsHelp(args)) {
        std::cout << kUsage;
        return 0;
    }
    std::string error;
    const auto options = parseOptions(args, error);
    if (!options) {
        std::cerr << "verso-lab match: " << error << "\n\n" << kUsage;
        return 2;
    }
    std::mt19937_64 rng(options->seed);
    std::string source;
    const auto openings = loadOpenings(*options, rng, source, error);
    if (!openings) {
        std::cerr << "verso-lab match: " << error << '\n';
        return 2;
    }
    std::cout << "Playing " << options->games << " games from " << openings->size() << ' ' << source
              << '\n'
              << std::flush;
    const auto outcomes = playAll(*options, *openings, source, error);
    if (!error.empty()) {
        std::cerr << "verso-lab match: " << error << '\n';
        return 1;
    }
    const std::string nameA = playerName(*options, true);
    const std::string nameB = playerName(*options, false);
    if (options->verbose)
        for (size_t i = 0; i < outcomes.size(); ++i)
            std::cout << "game " << i + 1 << ": A " << (outcomes[i].aBlack ? "black" : "white")
                      << ", opening " << (*openings)[i / 2].text << ", A's margin "
                      << outcomes[i].marginForA << '\n';
    printSummary(*options, nameA, nameB, outcomes);
    return 0;
}

const bool registered =
    registerCommand({"match", "play games between levels, timed searches or NBoard engines", run});

}  // namespace
}  // namespace verso::cli
