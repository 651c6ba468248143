// SPDX-License-Identifier: GPL-3.0-or-later
// Search labels for training (verso-lab label, verso-lab train --labels): a deterministic sample of
// the positions of the training games, each labelled with the engine's score for the side to move,
// the perfect-play result where the solver finishes and a fixed-depth search's score elsewhere.
//
// The labelling takes hours, so it is done in chunks of consecutive sample positions, each written
// as its own small file when it is finished (gzip'ed text, written to a temporary file and renamed)
// and skipped when a later run finds it. A chunk stores each position's identity in the shared
// data (file, game, ply), its label and the label's kind, not the board: training replays the games
// to rebuild the positions, and checks them against a hash of the boards kept in the chunk.
//
// Chunk file (labels-0003.txt.gz; heldout-0003.txt.gz for the held-out games), one item a line:
//   verso-labels 1
//   set training              (or held-out)
//   depth 8                   the options it was made with: midgame depth, exact solve at or
//   exact 20                  below this many empties, one position in "sample" kept per game,
//   sample 6                  positions per chunk, hash table in MB, and a fingerprint of the
//   part 1                    engine's midgame search (node counts of a few fixed searches);
//   chunk-size 20000          "part" only in a chunk of another part than the first (see below)
//   hash 16
//   engine 0123456789abcdef
//   index 3                   the chunk's number; its first position in the sample (index *
//   first 60000               chunk-size) and its number of positions
//   count 20000
//   boards 0123456789abcdef   a hash of the positions' boards, in order
//   file WTH_1977.wtb         the set's game files, in the order the sample takes them
//   ...
//   positions
//   0 17 23 d -4              file (number in the list above), game (from 1), ply (from 0),
//   ...                       kind (e exact, d depth-limited search), label (discs, side to move)
//   end 89abcdef              CRC-32 of everything before this line
// Records are in the sample's order: strictly increasing (file, game, ply). The reader accepts
// nothing else (numbers in their shortest form, no extra spaces), so a chunk it accepts writes
// back to the same bytes.
//
// The chunk file format (the chunk as text, reading, writing and listing chunk files) is
// implemented in LabelChunkFile.cpp; the sample, the fingerprint, the labelling and the training
// from labels in SearchLabels.cpp.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "ChunkFileEntry.h"
#include "GameArchive.h"

namespace verso::train {

enum class LabelKind : char { Exact = 'e', Search = 'd' };

struct LabelRecord {
    std::uint16_t file = 0;  // index into LabelChunk::files
    std::uint32_t game = 0;  // ArchiveGame::number
    std::uint8_t ply = 0;    // index into ArchiveGame::positions
    LabelKind kind = LabelKind::Search;
    std::int8_t label = 0;  // discs, for the side to move
    bool operator==(const LabelRecord&) const = default;
};

// What a chunk was made with; a run only adds chunks to a folder whose chunks agree with it.
struct LabelSettings {
    bool heldOut = false;
    int depth = 8;
    int exact = 20;
    int sample = 6;
    // Which of the "sample" disjoint samples of the same games: part 0 is the one of one
    // position in "sample", part 1 the next one in "sample", without the positions of part 0, ...
    int part = 0;
    int chunkSize = 20000;
    int hashMegabytes = 16;
    std::uint64_t engine = 0;  // engineFingerprint()
    bool operator==(const LabelSettings&) const = default;
};

struct LabelChunk {
    LabelSettings settings;
    long index = 0;
    long first = 0;
    std::uint64_t boards = 0;
    std::vector<std::string> files;
    std::vector<LabelRecord> records;
    bool operator==(const LabelChunk&) const = default;
};

// The chunk as text (the file's content before compression).
std::string formatLabelChunk(const LabelChunk& chunk);
// Reads a chunk from a file's bytes, gzip'ed or plain. False, with the reason, when anything is
// wrong with it (then "chunk" is left unspecified).
bool parseLabelChunk(std::string_view bytes, LabelChunk& chunk, std::string& error);
// Reading and writing chunk files; an error names the file. Writing compresses, writes a
// temporary file beside "path" and renames it, so "path" is never seen half-written.
bool readLabelChunkFile(const std::string& path, LabelChunk& chunk, std::string& error);
bool writeLabelChunkFile(const std::string& path, const LabelChunk& chunk, std::string& error);

// "labels-0003.txt.gz" or "heldout-0003.txt.gz".
std::string labelChunkFileName(bool heldOut, long index);
// The chunk files of one set in a folder, by index (names that do not parse are not listed).
std::vector<ChunkFileEntry> listLabelChunkFiles(const std::string& dir, bool heldOut);

// Which part of a sample of one position in "every" takes ply "ply" of game "game" of file
// "fileName" (0 to every - 1): a fixed hash of the three. Part 0 is the sample of one position in
// "every"; the other parts are more positions of the same games.
int samplePart(const std::string& fileName, std::uint32_t game, int ply, int every);

// The hash of a sequence of boards that LabelChunk::boards holds.
std::uint64_t boardsHash(std::uint64_t hash, Bitboard player, Bitboard opponent);

// The positions to label, in order: the positions of every game of "files" that the hash puts in
// part "part" of a sample of one in "every", in the files' order, each game's plies in order,
// without the positions equal under one of the board's 8 symmetries (the same board with the same
// side to move has the same score) to an earlier one or to one of an earlier part, so that the
// parts' labels can be trained on together.
struct SamplePosition {
    std::uint16_t file = 0;
    std::uint32_t game = 0;
    std::uint8_t ply = 0;
    Bitboard player = 0;
    Bitboard opponent = 0;
};
struct PositionSample {
    std::vector<std::string> files;  // ArchiveFile::name() of each file
    std::vector<SamplePosition> positions;
    ArchiveStats stats;
    long kept = 0;        // positions the hash kept, duplicates included
    long duplicates = 0;  // of those, equal under a symmetry to an earlier one or an earlier part's
};
bool collectSample(const std::vector<ArchiveFile>& files, int every, int part,
                   PositionSample& sample, std::string& error);

// A fingerprint of the engine's midgame search (node counts and scores of a few fixed depth-8
// searches): chunks made by an engine that searches differently are not mixed with new ones.
std::uint64_t engineFingerprint();

struct LabelProgress {
    long total = 0;  // positions in the sample
    long done = 0;   // labelled: in chunks found at the start and in this run
    long doneThisRun = 0;
    long chunks = 0;  // chunks of the whole sample
    long chunksDone = 0;
    double seconds = 0.0;       // spent labelling in this run
    long exactThisRun = 0;      // of doneThisRun, solved exactly
    long reusedThisRun = 0;     // of doneThisRun, an exact label taken from another folder
    double exactSeconds = 0.0;  // the searches' own time, exact solves and the others
    double searchSeconds = 0.0;
    long exactLeft = 0;   // positions left to label that will be solved exactly (by their empties)
    long searchLeft = 0;  // and the others
    std::string written;  // the chunk file just written, or empty
};

struct LabelRunResult {
    long total = 0;
    long chunks = 0;
    long chunksFound = 0;  // already there at the start (checked)
    long chunksWritten = 0;
    long labelled = 0;  // positions labelled in this run (those of an unfinished chunk included)
    long reused = 0;    // of those, an exact label taken from LabelRunOptions::exactFrom
    long dropped = 0;   // of those, in the unfinished chunk when stopped
    bool stopped =
        false;  // stopped by the flag before the last chunk; the unfinished chunk is dropped
};

// How a labelling run works, beside the settings (none of this changes a label).
struct LabelRunOptions {
    bool acceptOtherEngines = false;  // add to chunks made by an engine that searches differently
    int threads = 1;                  // positions labelled at a time, each by its own searcher
    // A folder of chunks of the same sample (the same data, --sample, --part and --chunk), made
    // with any depth and engine: a position this run solves exactly takes the exact label found
    // there instead (a perfect-play score depends on the position alone). Empty: none.
    std::string exactFrom;
};

// Labels the chunks of "sample" that "outDir" does not have yet, in order. Refuses (false and the
// reason, before labelling anything) when a chunk file there cannot be read, was made with other
// settings (another engine's chunks are accepted with run.acceptOtherEngines), or holds other
// positions than the sample's (the data changed), and when a chunk of run.exactFrom cannot be read
// or holds other positions. Stops cleanly, between positions or in the middle of a search, when
// *stop becomes true: the unfinished chunk is dropped. "progress" is called once at the start,
// after every position and after every chunk written, one call at a time (from the labelling
// threads when there are several).
bool labelSample(const PositionSample& sample, const LabelSettings& settings,
                 const LabelRunOptions& run, const std::string& outDir,
                 const std::atomic<bool>* stop,
                 const std::function<void(const LabelProgress&)>& progress, LabelRunResult& result,
                 std::string& error);

// Every chunk of one set in "dir", by index. False, naming the file, when one cannot be read, and
// when their settings differ from each other.
bool readLabelChunks(const std::string& dir, bool heldOut, std::vector<LabelChunk>& chunks,
                     std::string& error);

// The labelled positions of "chunks", rebuilt by replaying the games of "files": the label is
// blend * search label + (1 - blend) * the game's label (TrainingSample). Positions of files named
// in "skippedFiles" are left out (and counted). False when a position is not in the data or a
// chunk's boards differ from the data's (the data changed since it was labelled).
struct LabelledPositions {
    std::vector<TrainingSample> samples;
    long exact = 0;    // of the samples, labelled by an exact solve
    long skipped = 0;  // in a skipped file
};
bool rebuildLabelled(const std::vector<LabelChunk>& chunks, const std::vector<ArchiveFile>& files,
                     double blend, const std::vector<std::string>& skippedFiles,
                     LabelledPositions& out, std::string& error);

}  // namespace verso::train
