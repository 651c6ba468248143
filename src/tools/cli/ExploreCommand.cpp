// SPDX-License-Identifier: GPL-3.0-or-later
// verso-cli explore --db PATH... [TRANSCRIPT | --board BOARD SIDE] [--json]: the opening explorer
// of the library window on the command line. Every move played from the position in the given
// databases (WTHOR folders or .wtb files, GGF, transcript and move list files), under the eight
// symmetries, with its games, Black's wins, draws and White's wins and Black's average score.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "Arguments.h"
#include "CliOutput.h"
#include "Command.h"
#include "core/GameLibrary.h"
#include "core/GameText.h"
#include "core/Notation.h"
#include "core/Printable.h"
#include "core/Wthor.h"

namespace verso::cli {
namespace {

constexpr const char* kUsage =
    "Usage: verso-cli explore --db PATH [--db PATH...] [TRANSCRIPT | --board BOARD SIDE] [--json]\n"
    "Lists every move played from the position after the transcript (from the start, or from\n"
    "--board) in the databases, the way the library's opening explorer does: games reaching the\n"
    "position under any of the board's eight symmetries, each move shown in the position's own\n"
    "orientation, most played first. One line per move: the move, the games, Black's wins, the\n"
    "draws, White's wins (of the games that ended) and Black's average final score.\n"
    "  --db PATH            a WTHOR folder (WTH_*.wtb with WTHOR.JOU/.TRN), a .wtb file, or a\n"
    "                       GGF, transcript or move list file; give it again for more\n"
    "  --board BOARD SIDE   start from this position: 64 squares a1..h8 ('X' black, 'O' white,\n"
    "                       '-' empty) and the side to move, X or O\n"
    "  --json               one JSON object per move, then a summary object\n"
    "Exits with 1 when the transcript, the board or a database cannot be read, 2 on bad usage.\n";

struct ExploreOptions {
    std::vector<std::string> databases;
    std::string transcript;
    Position start;
    bool json = false;
};

void problem(const std::string& what) { std::cerr << "verso-cli explore: " << what << "\n"; }

// Fills "options"; returns the usage problem, or an empty string. "badInput" tells a bad --board.
std::string readArguments(const Args& args, ExploreOptions& options, bool& badInput) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--json") {
            options.json = true;
        } else if (a == "--db") {
            if (i + 1 >= args.size()) return "--db needs a database: a folder or a file.";
            options.databases.push_back(args[++i]);
        } else if (a == "--board") {
            const BoardArgument board = takeBoardArgument(args, i, options.start);
            badInput = board.badPosition;
            if (!board.problem.empty()) return board.problem;
        } else if (a.size() > 1 && a.front() == '-') {
            return "unknown option '" + printable(a) + "' (see 'verso-cli explore --help').";
        } else {
            if (!options.transcript.empty()) options.transcript += ' ';
            options.transcript += a;
        }
    }
    if (options.databases.empty()) return "give at least one database with --db PATH.";
    return {};
}

bool readFile(const std::filesystem::path& path, std::string& bytes) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream text;
    text << in.rdbuf();
    bytes = text.str();
    return true;
}

// The names of a WTHOR table beside "file", or none when it is missing or unreadable.
std::vector<std::string> namesBeside(const std::filesystem::path& file, const char* table,
                                     std::size_t recordSize) {
    std::string bytes;
    if (!readFile(file.parent_path() / table, bytes)) return {};
    auto names = parseWthorNames(bytes, recordSize);
    return names ? names.value() : std::vector<std::string>{};
}

// Adds one database to "library"; says why and returns false when it cannot be read.
bool addDatabase(GameLibrary& library, const std::string& path) {
    std::error_code error;
    if (std::filesystem::is_directory(path, error)) {
        std::string problemText;
        const int added = addWthorFolder(library, path, problemText);
        if (!problemText.empty()) problem(printable(path) + ": " + printable(problemText));
        return added > 0 || problemText.empty();
    }
    std::string bytes;
    if (!readFile(path, bytes)) {
        problem("cannot read '" + printable(path) + "'.");
        return false;
    }
    std::string extension = std::filesystem::path(path).extension().string();
    for (char& c : extension) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    const int source = library.addSource(std::filesystem::path(path).filename().string());
    if (extension == ".wtb") {
        const auto file = parseWthorGames(bytes);
        if (!file) {
            problem(printable(path) + ": " + file.message());
            return false;
        }
        library.addWthor(source, file.value(),
                         namesBeside(path, "WTHOR.JOU", kWthorPlayerRecordBytes),
                         namesBeside(path, "WTHOR.TRN", kWthorTournamentRecordBytes));
        return true;
    }
    const GameTextParse parse = parseGameText(bytes);
    if (!parse.ok()) {
        problem(printable(path) + ": " + parse.error->detail);
        return false;
    }
    library.addDocuments(source, parse.games);
    return true;
}

double percent(int part, int whole) { return whole > 0 ? 100.0 * part / whole : 0.0; }

void printRows(const std::vector<ExploredMove>& rows, const Position& position, int games,
               bool json) {
    char line[200];
    if (json) {
        for (const ExploredMove& row : rows) {
            std::snprintf(line, sizeof line,
                          "{\"move\": \"%s\", \"games\": %d, \"finished\": %d, \"black_wins\": %d, "
                          "\"draws\": %d, \"white_wins\": %d, \"average_score\": %.2f}",
                          row.move.toString().c_str(), row.games, row.finished, row.blackWins,
                          row.draws, row.whiteWins, row.averageScore());
            std::cout << line << "\n";
        }
        std::cout << "{\"summary\": true, \"board\": " << jsonString(formatBoard(position))
                  << ", \"games\": " << games << ", \"moves\": " << rows.size() << "}\n";
        return;
    }
    std::printf("move   games  black  draws  white  average   (black %%, draws %%, white %%)\n");
    for (const ExploredMove& row : rows) {
        std::printf("%-4s %7d %6d %6d %6d  %+7.2f   (%.1f, %.1f, %.1f)\n",
                    row.move.toString().c_str(), row.games, row.blackWins, row.draws, row.whiteWins,
                    row.averageScore(), percent(row.blackWins, row.finished),
                    percent(row.draws, row.finished), percent(row.whiteWins, row.finished));
    }
    std::printf("%d games in the databases continue from this position.\n", games);
}

int run(const Args& args) {
    if (wantsHelp(args)) {
        std::cout << kUsage;
        return 0;
    }
    ExploreOptions options;
    bool badInput = false;
    if (const std::string usage = readArguments(args, options, badInput); !usage.empty()) {
        problem(usage);
        if (badInput) return 1;
        std::cerr << kUsage;
        return 2;
    }
    const auto game = parseTranscript(options.transcript, options.start);
    if (!game) {
        problem(game.message());
        return 1;
    }
    Position position = game.value().current();
    if (!position.isGameOver() && position.mustPass()) position = position.afterPass();
    GameLibrary library;
    for (const std::string& path : options.databases)
        if (!addDatabase(library, path)) return 1;
    const std::vector<ExploredMove> rows = library.explore(position);
    int games = 0;
    for (const ExploredMove& row : rows) games += row.games;
    printRows(rows, position, games, options.json);
    return 0;
}

const bool registered = registerCommand(
    {"explore", "what was played from a position in game databases, with results", run});

}  // namespace
}  // namespace verso::cli
