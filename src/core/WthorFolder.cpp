// SPDX-License-Identifier: GPL-3.0-or-later
// addWthorFolder (core/GameLibrary.h): a folder of WTHOR yearly files and their name tables.
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>

#include "core/GameLibrary.h"

namespace verso {
namespace {

namespace fs = std::filesystem;

std::string lowered(std::string text) {
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

std::optional<std::string> readBytes(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (in.bad()) return std::nullopt;
    return bytes;
}

void note(std::string& error, const std::string& line) {
    if (!error.empty()) error += '\n';
    error += line;
}

// A name table beside the games; empty (names "#123") when it is missing or cannot be read.
std::vector<std::string> readNames(const std::optional<fs::path>& path, std::size_t recordSize,
                                   const char* what, std::string& error) {
    if (!path) {
        note(error, std::string("No ") + what + " beside the games: its names show as numbers.");
        return {};
    }
    const auto bytes = readBytes(*path);
    if (!bytes) {
        note(error, path->filename().string() + ": cannot be read.");
        return {};
    }
    auto names = parseWthorNames(*bytes, recordSize);
    if (!names) {
        note(error, path->filename().string() + ": " + names.message());
        return {};
    }
    return std::move(names.value());
}

}  // namespace

int addWthorFolder(GameLibrary& library, const std::string& folder, std::string& error) {
    error.clear();
    std::vector<fs::path> games;
    std::optional<fs::path> players, tournaments;
    std::error_code failure;
    for (fs::directory_iterator it(folder, failure), end; !failure && it != end;
         it.increment(failure)) {
        if (!it->is_regular_file(failure)) continue;
        const std::string name = lowered(it->path().filename().string());
        if (name == "wthor.jou") players = it->path();
        if (name == "wthor.trn") tournaments = it->path();
        if (name.size() > 8 && name.starts_with("wth_") && name.ends_with(".wtb"))
            games.push_back(it->path());
    }
    if (failure) {
        error = folder + ": cannot be read (" + failure.message() + ").";
        return 0;
    }
    if (games.empty()) {
        error = folder + ": no WTHOR game files (WTH_*.wtb) there.";
        return 0;
    }
    std::sort(games.begin(), games.end());
    const std::vector<std::string> playerNames =
        readNames(players, kWthorPlayerRecordBytes, "WTHOR.JOU", error);
    const std::vector<std::string> tournamentNames =
        readNames(tournaments, kWthorTournamentRecordBytes, "WTHOR.TRN", error);
    int added = 0;
    for (const fs::path& path : games) {
        const auto bytes = readBytes(path);
        if (!bytes) {
            note(error, path.filename().string() + ": cannot be read.");
            continue;
        }
        auto file = parseWthorGames(*bytes);
        if (!file) {
            note(error, path.filename().string() + ": " + file.message());
            continue;
        }
        std::string year =
            file->year > 0 ? std::to_string(file->year) : path.stem().string().substr(4);
        const int source = library.addSource("WTHOR " + year);
        added += library.addWthor(source, file.value(), playerNames, tournamentNames);
    }
    return added;
}

}  // namespace verso
