// SPDX-License-Identifier: GPL-3.0-or-later
// Many games (WTHOR databases, GGF files, the kept games) held compactly and filtered fast by
// player, year, result and a position they pass through. Qt-free.
//
// Every game is replayed when it is added (a game with an illegal move is refused and counted)
// and kept as at most 60 placing-move bytes, a bit per pass, interned names and a few numbers:
// about 100 bytes a game, so WTHOR's 105,000 games take some 10 MB.
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/GameDocument.h"
#include "core/Position.h"
#include "core/Wthor.h"

namespace verso {

struct LibraryFilter {
    std::string player;  // case-insensitive substring of Black's or White's name; empty: any
    int yearFrom = 0, yearTo = 0;  // 0: open (games of unknown year pass only an open range)
    enum class Result {
        Any,
        BlackWins,
        WhiteWins,
        Draw
    } result = Result::Any;  // unfinished games: Any only
    // Games that reach this position under any of the 8 board symmetries (and the same side to
    // move).
    std::optional<Position> through;
};

// One move played from a position, over the games of a library (GameLibrary::explore).
struct ExploredMove {
    Move move;          // in the orientation of the position asked about
    int games = 0;      // games that played it there
    int finished = 0;   // of them, games with a result (ended on the board or resigned)
    int blackWins = 0;  // of the finished games
    int draws = 0;
    int whiteWins = 0;
    long long blackScoreSum = 0;  // Black's final scores of the finished games (standard score)

    // Black's average final score over the finished games (0 when none).
    double averageScore() const {
        return finished > 0 ? static_cast<double>(blackScoreSum) / finished : 0.0;
    }
};

class GameLibrary {
public:
    GameLibrary();
    // Copies rebuild the name index (it points into the library's own strings).
    GameLibrary(const GameLibrary& other);
    GameLibrary& operator=(const GameLibrary& other);
    GameLibrary(GameLibrary&&) = default;
    GameLibrary& operator=(GameLibrary&&) = default;

    // Sources: a name shown in the "source" column ("WTHOR 1998", "Kept games", a file name).
    int addSource(std::string name);
    int sourceCount() const { return static_cast<int>(sources_.size()); }
    std::string_view sourceName(int source) const;

    // Adds every game of a WTHOR file with the given name tables (an index past a table's end
    // names "#123"). Games with an illegal move are skipped and counted. Returns games added.
    int addWthor(int source, const WthorFile& file, const std::vector<std::string>& players,
                 const std::vector<std::string>& tournaments);
    // Adds GGF/transcript documents (core/GameDocument.h); the event column shows the PC tag.
    // Documents with more than 60 placing moves (set-up positions with few discs) are skipped and
    // counted. Returns games added.
    int addDocuments(int source, const std::vector<GameDocument>& documents);
    // Adds every game of "other" after these, with its sources (as new sources here) and its
    // count of games refused. Libraries read apart (each database on its own, kept while its
    // files are unchanged) are put together this way without replaying a game.
    void append(const GameLibrary& other);

    int size() const { return static_cast<int>(games_.size()); }
    int skipped() const { return skipped_; }  // games refused (illegal moves, too long)

    // Per game, cheap accessors for a table model (no allocation).
    std::string_view black(int i) const { return strings_[games_[index(i)].black]; }
    std::string_view white(int i) const { return strings_[games_[index(i)].white]; }
    std::string_view event(int i) const {
        return strings_[games_[index(i)].event];
    }  // tournament or place
    std::string_view source(int i) const { return sourceName(games_[index(i)].source); }
    int sourceIndex(int i) const { return games_[index(i)].source; }
    int year(int i) const { return games_[index(i)].year; }  // 0 when unknown
    std::string_view date(int i) const {
        return strings_[games_[index(i)].date];
    }  // "1998", or GGF's DT
    // Final disc difference of the replayed game (empties to the winner); for a resigned game the
    // full score for the winner, +64 or -64 (as GGF writes it); for an unfinished game, black's
    // discs minus white's on the board.
    int scoreForBlack(int i) const { return games_[index(i)].score; }
    bool finished(int i) const { return (games_[index(i)].flags & kFinished) != 0; }
    std::optional<Color> resignedBy(int i) const;
    int moveCount(int i) const { return games_[index(i)].moveCount; }  // moves without passes
    // WTHOR's theoretical score for Black (perfect play from its depth), nullopt for other games.
    std::optional<int> theoreticalScoreForBlack(int i) const;

    // The moves with the passes filled in, from start(i).
    std::vector<Move> moves(int i) const;
    Position start(int i) const;
    // The game as a document (record with passes filled in, tags with names/date/place/result)
    // to open in the window.
    GameDocument document(int i) const;

    // Indices of the games matching "filter", in library order.
    std::vector<int> filter(const LibraryFilter& filter) const;
    // What was played from "position" in the games passing "filter" (its "through" is replaced by
    // "position"): games reaching it under any of the 8 symmetries with the same side to move,
    // each next move turned back into the position's orientation. Moves that are the same move
    // under a symmetry of the position itself are counted as one, under the spelling played most.
    // Most played first (then by square). Games that end there are not counted.
    std::vector<ExploredMove> explore(const Position& position,
                                      const LibraryFilter& filter = {}) const;

    std::size_t memoryBytes() const;  // an estimate of what the library holds

private:
    static constexpr std::uint8_t kFinished = 1, kResignedByBlack = 2, kResignedByWhite = 4,
                                  kTheoretical = 8;
    static constexpr std::uint32_t kNone = 0xffffffffu;

    struct Entry {
        std::uint32_t black = 0, white = 0, event = 0, date = 0;  // indices into strings_
        std::uint32_t extra = kNone;  // index into extras_ (documents: start, other tags)
        std::int16_t year = 0;
        std::uint16_t source = 0;
        std::int8_t score = 0;
        std::int8_t theoretical = 0;  // WTHOR: theoretical score for Black
        std::uint8_t flags = 0;
        std::uint8_t moveCount = 0;
    };
    // What only some games have: a start other than the initial position, the other GGF tags.
    struct Extra {
        Position start;
        std::vector<std::pair<std::string, std::string>> otherTags;
        std::string result;  // RE as given, kept when it says more than the board (":t", ":s")
    };
    struct Replay;  // a game replayed as it is added (GameLibrary.cpp)
    struct Target;  // a filter's position in its symmetric forms (GameLibraryFilter.cpp)

    static std::size_t index(int i) { return static_cast<std::size_t>(i); }
    std::uint32_t intern(std::string_view text);
    const std::uint8_t* movesOf(int i) const { return moves_.data() + index(i) * 60; }
    std::uint64_t passesOf(int i) const { return passes_[index(i)]; }
    bool add(Entry entry, const Replay& replay);
    bool reaches(int i, const Target& target) const;

    std::vector<std::string> sources_;
    std::deque<std::string> strings_;  // interned names, dates and events; 0 is ""
    std::unordered_map<std::string_view, std::uint32_t> stringIndex_;
    std::vector<Entry> games_;
    std::vector<std::uint8_t>
        moves_;  // 60 bytes a game: square + 1 of each placing move, 0 after the last
    // A game: bit k set when a pass comes before placing move k (k = moveCount: a pass at the end).
    std::vector<std::uint64_t> passes_;
    std::vector<Extra> extras_;
    int skipped_ = 0;
};

// Loads a folder like ../shared/data/wthor: every WTH_*.wtb with WTHOR.JOU / WTHOR.TRN beside them
// (missing name files: names "#123"). Each year is its own source "WTHOR 1998". Returns games
// added; "error" says what could not be read (other files still load), empty when all was read.
int addWthorFolder(GameLibrary& library, const std::string& folder, std::string& error);

}  // namespace verso
