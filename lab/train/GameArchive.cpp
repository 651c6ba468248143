// SPDX-License-Identifier: GPL-3.0-or-later
#include "GameArchive.h"

#include <zlib.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>

#include "core/GameText.h"
#include "core/Position.h"

namespace verso::train {

void ArchiveStats::add(const ArchiveStats& other) {
    games += other.games;
    corruptGames += other.corruptGames;
    scoreMismatches += other.scoreMismatches;
    positions += other.positions;
    if (firstProblem.empty()) firstProblem = other.firstProblem;
}

namespace {

// The game's positions with the labels the game gives them: the theoretical score from
// "theoreticalEmpties" empties up, the replayed final score below.
ArchiveGame labelled(ReplayedGame&& game, std::uint32_t number, int theoreticalForBlack,
                     int theoreticalEmpties) {
    ArchiveGame out;
    out.number = number;
    out.positions = std::move(game.positions);
    out.scores.reserve(out.positions.size());
    for (const Position& p : out.positions) {
        const int forBlack =
            p.emptyCount() >= theoreticalEmpties ? theoreticalForBlack : game.finalScoreForBlack;
        out.scores.push_back(
            static_cast<std::int8_t>(p.sideToMove() == Color::Black ? forBlack : -forBlack));
    }
    return out;
}

void visitAndCount(const GameVisitor& visit, const ArchiveGame& game, ArchiveStats& stats) {
    stats.positions += static_cast<long>(game.positions.size());
    ++stats.games;
    visit(game);
}

// A visitor that appends every position with its label.
GameVisitor appendingTo(std::vector<TrainingSample>& samples) {
    return [&samples](const ArchiveGame& game) {
        for (std::size_t i = 0; i < game.positions.size(); ++i)
            samples.push_back({game.positions[i].player(), game.positions[i].opponent(),
                               static_cast<float>(game.scores[i])});
    };
}

void countCorrupt(ArchiveStats& stats, const std::string& where, const std::string& problem) {
    ++stats.corruptGames;
    if (stats.firstProblem.empty()) stats.firstProblem = where + ": " + problem;
}

constexpr std::size_t kWthorHeaderSize = 16;
constexpr std::size_t kWthorGameSize = 68;

}  // namespace

std::optional<ReplayedGame> replayGame(const std::vector<PlayedMove>& moves, std::string& problem) {
    ReplayedGame game;
    Position position;
    for (const PlayedMove& move : moves) {
        if (position.mustPass()) position = position.afterPass();
        const auto refuse = [&](const std::string& why) {
            problem = "move " + std::to_string(game.positions.size() + 1) + why;
            return std::nullopt;
        };
        if (move.color && *move.color != position.sideToMove())
            return refuse(" is played by the wrong colour");
        if (move.square < 0 || move.square > 63) return refuse(" is off the board");
        if (!position.isLegal(Move::at(move.square)))
            return refuse(" (" + squareName(move.square) + ") is illegal");
        game.positions.push_back(position);
        position = position.afterMove(Move::at(move.square));
    }
    if (!position.isGameOver()) {
        problem = "the game does not end after its last move";
        return std::nullopt;
    }
    game.finalScoreForBlack = position.finalScoreForBlack();
    return game;
}

bool visitWthor(const std::string& path, const GameVisitor& visit, ArchiveStats& stats,
                std::string& error) {
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        error = "cannot open " + path;
        return false;
    }
    const std::vector<unsigned char> bytes((std::istreambuf_iterator<char>(file)),
                                           std::istreambuf_iterator<char>());
    if (bytes.size() < kWthorHeaderSize || bytes[12] != 8) {
        error = path + " is not a WTHOR 8x8 game file";
        return false;
    }
    const std::size_t declared =
        bytes[4] | bytes[5] << 8 | bytes[6] << 16 | static_cast<std::size_t>(bytes[7]) << 24;
    const std::size_t present = (bytes.size() - kWthorHeaderSize) / kWthorGameSize;
    const int theoreticalEmpties = bytes[14] == 0 ? 22 : bytes[14];
    if (declared > present)
        stats.corruptGames += static_cast<long>(declared - present);  // truncated file
    for (std::size_t g = 0; g < std::min(declared, present); ++g) {
        const unsigned char* record = bytes.data() + kWthorHeaderSize + g * kWthorGameSize;
        std::vector<PlayedMove> moves;
        bool readable = true;
        for (int i = 0; i < 60 && record[8 + i] != 0; ++i) {
            const int row = record[8 + i] / 10, column = record[8 + i] % 10;
            readable = readable && row >= 1 && row <= 8 && column >= 1 && column <= 8;
            moves.push_back({squareAt(column - 1, row - 1), std::nullopt});
        }
        const std::string where = path + " game " + std::to_string(g + 1);
        std::string problem = "unreadable move byte";
        auto game = readable ? replayGame(moves, problem) : std::nullopt;
        if (!game) {
            countCorrupt(stats, where, problem);
            continue;
        }
        const int storedForBlack = 2 * record[6] - 64;
        const int theoretical = 2 * record[7] - 64;
        const bool agrees = storedForBlack == game->finalScoreForBlack && record[7] <= 64;
        if (!agrees) ++stats.scoreMismatches;
        const int forBlack = agrees ? theoretical : game->finalScoreForBlack;
        visitAndCount(visit,
                      labelled(std::move(*game), static_cast<std::uint32_t>(g + 1), forBlack,
                               agrees ? theoreticalEmpties : 61),
                      stats);
    }
    return true;
}

bool readWthor(const std::string& path, std::vector<TrainingSample>& samples, ArchiveStats& stats,
               std::string& error) {
    return visitWthor(path, appendingTo(samples), stats, error);
}

namespace {

// "+d3-c3+c4...: -04 10" -> moves and black's stated score.
bool parseLogbookLine(const std::string& line, std::vector<PlayedMove>& moves,
                      int& statedForBlack) {
    std::size_t i = 0;
    for (; i + 2 < line.size() && (line[i] == '+' || line[i] == '-'); i += 3) {
        const auto square = parseSquare(std::string_view(line).substr(i + 1, 2));
        if (!square) return false;
        moves.push_back({*square, line[i] == '+' ? Color::Black : Color::White});
    }
    if (i >= line.size() || line[i] != ':') return false;
    return std::sscanf(line.c_str() + i + 1, "%d", &statedForBlack) == 1;
}

}  // namespace

bool visitLogbook(const std::string& path, const GameVisitor& visit, ArchiveStats& stats,
                  std::string& error) {
    gzFile file = gzopen(path.c_str(), "rb");  // reads plain text files as they are
    if (!file) {
        error = "cannot open " + path;
        return false;
    }
    char buffer[1024];
    long lineNumber = 0;
    while (gzgets(file, buffer, sizeof buffer)) {
        ++lineNumber;
        std::string line(buffer);
        while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.pop_back();
        if (line.empty()) continue;
        std::vector<PlayedMove> moves;
        int statedForBlack = 0;
        const std::string where = path + " line " + std::to_string(lineNumber);
        std::string problem = "not a game line";
        auto game = parseLogbookLine(line, moves, statedForBlack) ? replayGame(moves, problem)
                                                                  : std::nullopt;
        if (!game) {
            countCorrupt(stats, where, problem);
            continue;
        }
        if (statedForBlack != game->finalScoreForBlack) ++stats.scoreMismatches;
        const int forBlack = game->finalScoreForBlack;
        visitAndCount(
            visit, labelled(std::move(*game), static_cast<std::uint32_t>(lineNumber), forBlack, 61),
            stats);
    }
    int status = Z_OK;
    const char* message = gzerror(file, &status);
    const bool ok = status == Z_OK || status == Z_STREAM_END;
    if (!ok) error = path + ": " + message;
    gzclose(file);
    return ok;
}

bool readLogbook(const std::string& path, std::vector<TrainingSample>& samples, ArchiveStats& stats,
                 std::string& error) {
    return visitLogbook(path, appendingTo(samples), stats, error);
}

bool visitGgfGames(const std::string& path, const GameVisitor& visit, ArchiveStats& stats,
                   std::string& error) {
    gzFile file = gzopen(path.c_str(), "rb");  // reads plain text files as they are
    if (!file) {
        error = "cannot open " + path;
        return false;
    }
    std::string text;
    char buffer[1 << 16];
    int got = 0;
    while ((got = gzread(file, buffer, sizeof buffer)) > 0) text.append(buffer, buffer + got);
    int status = Z_OK;
    const char* message = gzerror(file, &status);
    const bool ok = got == 0 && (status == Z_OK || status == Z_STREAM_END);
    if (!ok) error = path + ": " + message;
    gzclose(file);
    if (!ok) return false;
    long lineNumber = 0;
    for (std::size_t start = 0; start < text.size();) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        const std::string_view line = std::string_view(text).substr(start, end - start);
        start = end + 1;
        ++lineNumber;
        if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
        const std::string where = path + " line " + std::to_string(lineNumber);
        const GameTextParse parse = parseGameText(line);
        if (!parse.ok() || parse.games.size() != 1) {
            countCorrupt(stats, where, parse.ok() ? "not one game" : parse.error->detail);
            continue;
        }
        const GameRecord& record = parse.games.front().record;
        if (record.start() != Position()) {
            countCorrupt(stats, where, "the game does not start from the standard position");
            continue;
        }
        std::vector<PlayedMove> moves;
        for (const Move& move : record.moves())
            if (!move.isPass()) moves.push_back({move.square(), std::nullopt});
        std::string problem;
        auto game = replayGame(moves, problem);
        if (!game) {
            countCorrupt(stats, where, problem);
            continue;
        }
        if (const auto stated = parseGgfResult(parse.games.front().tags.result);
            !stated || stated->scoreForBlack != game->finalScoreForBlack)
            ++stats.scoreMismatches;
        const int forBlack = game->finalScoreForBlack;
        visitAndCount(
            visit, labelled(std::move(*game), static_cast<std::uint32_t>(lineNumber), forBlack, 61),
            stats);
    }
    return true;
}

bool readGgfGames(const std::string& path, int fromPly, std::vector<TrainingSample>& samples,
                  ArchiveStats& stats, std::string& error) {
    return visitGgfGames(
        path,
        [&samples, fromPly](const ArchiveGame& game) {
            for (std::size_t i = static_cast<std::size_t>(std::max(0, fromPly));
                 i < game.positions.size(); ++i)
                samples.push_back({game.positions[i].player(), game.positions[i].opponent(),
                                   static_cast<float>(game.scores[i])});
        },
        stats, error);
}

std::string ArchiveFile::name() const { return std::filesystem::path(path).filename().string(); }

bool visitArchive(const ArchiveFile& file, const GameVisitor& visit, ArchiveStats& stats,
                  std::string& error) {
    return file.logbook ? visitLogbook(file.path, visit, stats, error)
                        : visitWthor(file.path, visit, stats, error);
}

bool findDataSources(const std::string& dataDir, bool withLogbook, DataSources& sources,
                     std::string& error) {
    namespace fs = std::filesystem;
    std::vector<fs::path> wthorFiles;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(fs::path(dataDir) / "wthor", ec))
        if (entry.path().extension() == ".wtb") wthorFiles.push_back(entry.path());
    if (ec || wthorFiles.empty()) {
        error = "no WTHOR files in " + (fs::path(dataDir) / "wthor").string();
        return false;
    }
    std::sort(wthorFiles.begin(), wthorFiles.end());
    sources = {};
    for (const auto& path : wthorFiles)
        (path.filename() == "WTH_2015.wtb" ? sources.heldOut : sources.training)
            .push_back({path.string(), false});
    if (withLogbook)
        sources.training.push_back(
            {(fs::path(dataDir) / "logbook" / "logbook.gam.gz").string(), true});
    return true;
}

}  // namespace verso::train
