// SPDX-License-Identifier: GPL-3.0-or-later
// Self-play games for training (verso-lab selfplay, verso-lab train --selfplay): games of the
// engine against itself from random openings, each move the best move of a fixed-depth search
// until the solver takes over and plays perfectly to the end, so that every position of a game can
// be labelled with the game's final result like a real game's.
//
// The games are made in chunks of a fixed number of games, each written as its own small file when
// it is finished (gzip'ed text, written to a temporary file and renamed) and skipped when a later
// run finds it. Chunk k depends on nothing but (seed, k, the options, the engine): its own random
// generator (splitmix64, seeded from seed and k) draws the openings, and a one-thread search with
// a table cleared at each game's start plays the rest, so a chunk made twice is the same bytes.
//
// Chunk file (selfplay-0003.txt.gz), one item a line:
//   verso-selfplay 1
//   depth 8                   the options it was made with: midgame depth, exact solve (perfect
//   exact 20                  play) at or below this many empties, the range the number of
//   random-plies 10-20        random opening moves is drawn from, the seed, games per chunk, the
//   seed 1                    hash table in MB and the engine's fingerprint (engineFingerprint,
//   games-per-chunk 1000      as the label chunks give it)
//   hash 16
//   engine 0123456789abcdef
//   index 3                   the chunk's number
//   games
//   f5d6c3d3c4f4... 12 14     one game a line: its moves (passes implicit), the final disc
//   ...                       difference for Black (empties to the winner) and its number of
//   end 89abcdef              random opening moves; then the CRC-32 of everything before this line
// The reader accepts nothing else (numbers in their shortest form, no extra spaces, exactly
// games-per-chunk games), and only games that replay legally to their end with the stated result,
// so a chunk it accepts writes back to the same bytes.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ChunkFileEntry.h"
#include "GameArchive.h"

namespace verso::train {

// What a chunk was made with; a run only adds chunks to a folder whose chunks agree with it.
struct SelfPlaySettings {
    int depth = 8;
    int exact = 20;
    int randomMin = 10;
    int randomMax = 20;
    std::uint64_t seed = 1;
    int gamesPerChunk = 1000;
    int hashMegabytes = 16;
    std::uint64_t engine = 0;  // engineFingerprint()
    bool operator==(const SelfPlaySettings&) const = default;
};

struct SelfPlayGame {
    std::vector<std::uint8_t> moves;  // the squares of the placing moves (passes implicit)
    int resultForBlack = 0;           // final disc difference, empties to the winner
    int randomPlies = 0;              // the first moves, drawn at random
    bool operator==(const SelfPlayGame&) const = default;
};

struct SelfPlayChunk {
    SelfPlaySettings settings;
    long index = 0;
    std::vector<SelfPlayGame> games;
    bool operator==(const SelfPlayChunk&) const = default;
};

// Replays a game from the start, passing where the side to move has no move: the final disc
// difference for Black, or nothing when a move is illegal or the game is not over after the last
// one. "positions", when given, receives the position before each move.
std::optional<int> replaySelfPlayGame(const std::vector<std::uint8_t>& moves,
                                      std::vector<Position>* positions = nullptr);

// The chunk as text (the file's content before compression).
std::string formatSelfPlayChunk(const SelfPlayChunk& chunk);
// Reads a chunk from a file's bytes, gzip'ed or plain. False, with the reason, when anything is
// wrong with it (then "chunk" is left unspecified).
bool parseSelfPlayChunk(std::string_view bytes, SelfPlayChunk& chunk, std::string& error);
// Reading and writing chunk files; an error names the file. Writing goes through a temporary file.
bool readSelfPlayChunkFile(const std::string& path, SelfPlayChunk& chunk, std::string& error);
bool writeSelfPlayChunkFile(const std::string& path, const SelfPlayChunk& chunk,
                            std::string& error);
// "selfplay-0003.txt.gz".
std::string selfPlayChunkFileName(long index);
// The chunk files in a folder, by index (names that are not a chunk's are not listed).
std::vector<ChunkFileEntry> listSelfPlayChunkFiles(const std::string& dir);
// Why chunks made with "found" cannot join chunks made with "wanted" ("--depth 6 (now 8), ...").
std::string selfPlayMismatch(const SelfPlaySettings& found, const SelfPlaySettings& wanted);

// Makes chunk "index": settings.gamesPerChunk games. False when *stop became true first (the
// chunk is then incomplete).
bool makeSelfPlayChunk(const SelfPlaySettings& settings, long index, const std::atomic<bool>* stop,
                       SelfPlayChunk& chunk);

struct SelfPlayChunkDone {
    long index = 0;
    std::string path;
    long games = 0;
    long positions = 0;
    double seconds = 0.0;
};
struct SelfPlayRunResult {
    long chunksFound = 0;  // already there at the start (checked)
    long chunksWritten = 0;
    long gamesWritten = 0;
    long positionsWritten = 0;
    long dropped = 0;      // unfinished chunks dropped when stopped
    bool stopped = false;  // stopped before every wanted chunk was there
};

// Makes the chunks [0, chunks) that "outDir" does not have (chunks 0: without end, until *stop),
// "threads" chunks at a time. Refuses (false and the reason, naming the file, before playing
// anything) when a chunk file there cannot be read or was made with other settings. Stops cleanly
// when *stop becomes true: unfinished chunks are dropped. "done" is called (from one thread at a
// time) after each chunk written, and "started" once with the chunks found.
bool runSelfPlay(const SelfPlaySettings& settings, const std::string& outDir, long chunks,
                 int threads, const std::atomic<bool>* stop,
                 const std::function<void(long found)>& started,
                 const std::function<void(const SelfPlayChunkDone&)>& done,
                 SelfPlayRunResult& result, std::string& error);

// Every game of every chunk in "dir", each position labelled with its game's final result for the
// side to move (as the logbook's games are), appended to "samples"; without "openingPositions",
// only the positions from the end of the random opening on (the result of an earlier one depends on
// the random moves after it). False, naming the file, when a chunk cannot be read.
struct SelfPlayStats {
    long chunks = 0;
    long games = 0;
    long positions = 0;
    long settingsSeen = 0;  // different option sets among the chunks
};
bool readSelfPlaySamples(const std::string& dir, std::vector<TrainingSample>& samples,
                         SelfPlayStats& stats, std::string& error, bool openingPositions = true);

}  // namespace verso::train
