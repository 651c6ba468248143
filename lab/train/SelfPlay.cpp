// SPDX-License-Identifier: GPL-3.0-or-later
// Self-play games (SelfPlay.h): playing a game and a chunk of games, making the missing chunks of
// a folder on several threads, and reading the games back as training positions. The chunk file
// format is in SelfPlayChunk.cpp.
#include <algorithm>
#include <chrono>
#include <filesystem>
#include <mutex>
#include <set>

#include "SelfPlay.h"

#include "RunOnThreads.h"
#include "engine/Search.h"

namespace verso::train {

namespace fs = std::filesystem;

namespace {

// splitmix64 (Steele, Lea and Flood): a fixed generator whose output is the same everywhere.
class SplitMix64 {
public:
    explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    // A number in [0, n), n > 0 (the modulo's bias, below 2^-50 for these n, does not matter).
    int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }

private:
    std::uint64_t state_;
};

// Chunk k's generator: seeded from (seed, k) through splitmix64's own mixing, so that the chunks
// of one seed and the same chunk of two seeds draw unrelated openings.
SplitMix64 chunkRandom(std::uint64_t seed, long index) {
    SplitMix64 a(seed);
    SplitMix64 b(a.next() ^ static_cast<std::uint64_t>(index));
    return SplitMix64(b.next());
}

// The n-th set square (from 0) of "b".
int nthSquare(Bitboard b, int n) {
    for (; n > 0; --n) b &= b - 1;
    return firstSquare(b);
}

// One game: random moves, then the search's best move (an exact solve from "exact" empties).
// False when *stop became true before the game ended.
bool playGame(const SelfPlaySettings& s, SplitMix64& random, engine::Searcher& searcher,
              const std::atomic<bool>* stop, SelfPlayGame& game) {
    game = SelfPlayGame{};
    Position p = Position::initial();
    const int randomPlies = s.randomMin + random.below(s.randomMax - s.randomMin + 1);
    const auto play = [&](int square) {
        game.moves.push_back(static_cast<std::uint8_t>(square));
        p = p.afterMove(Move::at(square));
    };
    while (game.randomPlies < randomPlies && !p.isGameOver()) {
        if (p.mustPass()) p = p.afterPass();
        const Bitboard legal = p.legalMoves();
        play(nthSquare(legal, random.below(popCount(legal))));
        ++game.randomPlies;
    }
    // A clear table for every game: a game depends on nothing but its opening.
    searcher.clearHash();
    engine::SearchLimits limits;
    limits.depth = s.depth;
    limits.exactEmpties = s.exact;
    limits.threads = 1;
    while (!p.isGameOver()) {
        if (p.mustPass()) p = p.afterPass();
        const engine::SearchResult r = searcher.search(p, limits, stop);
        if (stop && stop->load()) return false;  // the search may have been cut short
        play(r.best.square());
    }
    game.resultForBlack = p.finalScoreForBlack();
    return true;
}

}  // namespace

bool makeSelfPlayChunk(const SelfPlaySettings& settings, long index, const std::atomic<bool>* stop,
                       SelfPlayChunk& chunk) {
    chunk = SelfPlayChunk{};
    chunk.settings = settings;
    chunk.index = index;
    SplitMix64 random = chunkRandom(settings.seed, index);
    engine::Searcher searcher(static_cast<std::size_t>(settings.hashMegabytes));
    for (int g = 0; g < settings.gamesPerChunk; ++g) {
        if (stop && stop->load()) return false;
        SelfPlayGame game;
        if (!playGame(settings, random, searcher, stop, game)) return false;
        chunk.games.push_back(std::move(game));
    }
    return true;
}

namespace {

// The chunks still to make, handed out one at a time to the threads, in increasing order.
class ChunkQueue {
public:
    ChunkQueue(std::set<long> present, long wanted)
        : present_(std::move(present)), wanted_(wanted) {}
    // The next missing chunk, or -1 when every wanted chunk is taken.
    long take() {
        std::lock_guard lock(mutex_);
        while (present_.count(next_)) ++next_;
        if (wanted_ > 0 && next_ >= wanted_) return -1;
        return next_++;
    }

private:
    std::mutex mutex_;
    std::set<long> present_;
    long wanted_;
    long next_ = 0;
};

}  // namespace

bool runSelfPlay(const SelfPlaySettings& settings, const std::string& outDir, long chunks,
                 int threads, const std::atomic<bool>* stop,
                 const std::function<void(long found)>& started,
                 const std::function<void(const SelfPlayChunkDone&)>& done,
                 SelfPlayRunResult& result, std::string& error) {
    result = SelfPlayRunResult{};
    std::error_code ec;
    fs::create_directories(outDir, ec);
    if (ec || !fs::is_directory(outDir)) {
        error = "cannot create the folder " + outDir;
        return false;
    }
    // Check every chunk already there before playing anything.
    std::set<long> present;
    long presentWanted = 0;
    for (const ChunkFileEntry& entry : listSelfPlayChunkFiles(outDir)) {
        SelfPlayChunk found;
        if (!readSelfPlayChunkFile(entry.path, found, error)) return false;
        if (found.settings != settings) {
            error = entry.path + " was made with " + selfPlayMismatch(found.settings, settings) +
                    ". Play into another folder (--out), or run with the options it was made with.";
            return false;
        }
        if (found.index != entry.index) {
            error = entry.path + " says it is " + selfPlayChunkFileName(found.index) +
                    ": it was renamed";
            return false;
        }
        present.insert(entry.index);
        if (chunks == 0 || entry.index < chunks) ++presentWanted;
    }
    result.chunksFound = static_cast<long>(present.size());
    if (started) started(result.chunksFound);

    ChunkQueue queue(present, chunks);
    std::mutex mutex;  // guards result, error and the calls of "done"
    bool failed = false;
    const auto work = [&] {
        for (;;) {
            {
                std::lock_guard lock(mutex);
                if (failed) return;
            }
            if (stop && stop->load()) return;
            const long k = queue.take();
            if (k < 0) return;
            const auto t0 = std::chrono::steady_clock::now();
            SelfPlayChunk chunk;
            if (!makeSelfPlayChunk(settings, k, stop, chunk)) {
                std::lock_guard lock(mutex);
                ++result.dropped;
                return;
            }
            const std::string path = (fs::path(outDir) / selfPlayChunkFileName(k)).string();
            std::string writeError;
            const bool written = writeSelfPlayChunkFile(path, chunk, writeError);
            std::lock_guard lock(mutex);
            if (!written) {
                if (!failed) error = writeError;
                failed = true;
                return;
            }
            SelfPlayChunkDone report{k, path, static_cast<long>(chunk.games.size()), 0, 0.0};
            for (const SelfPlayGame& g : chunk.games)
                report.positions += static_cast<long>(g.moves.size());
            report.seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            ++result.chunksWritten;
            result.gamesWritten += report.games;
            result.positionsWritten += report.positions;
            if (done) done(report);
        }
    };
    runOnThreads(threads, [&](int) { work(); });
    if (failed) return false;
    result.stopped = chunks == 0 || presentWanted + result.chunksWritten < chunks;
    return true;
}

bool readSelfPlaySamples(const std::string& dir, std::vector<TrainingSample>& samples,
                         SelfPlayStats& stats, std::string& error, bool openingPositions) {
    stats = SelfPlayStats{};
    if (!fs::is_directory(dir)) {
        error = "no such folder: " + dir;
        return false;
    }
    std::vector<SelfPlaySettings> seen;
    std::vector<Position> positions;
    for (const ChunkFileEntry& entry : listSelfPlayChunkFiles(dir)) {
        SelfPlayChunk chunk;
        if (!readSelfPlayChunkFile(entry.path, chunk, error)) return false;
        if (std::find(seen.begin(), seen.end(), chunk.settings) == seen.end())
            seen.push_back(chunk.settings);
        ++stats.chunks;
        for (const SelfPlayGame& g : chunk.games) {
            replaySelfPlayGame(g.moves, &positions);  // the reader checked that it replays
            const std::size_t first =
                openingPositions ? 0 : std::min(positions.size(), std::size_t(g.randomPlies));
            for (std::size_t i = first; i < positions.size(); ++i) {
                const Position& p = positions[i];
                const int label =
                    p.sideToMove() == Color::Black ? g.resultForBlack : -g.resultForBlack;
                samples.push_back({p.player(), p.opponent(), static_cast<float>(label)});
            }
            ++stats.games;
            stats.positions += static_cast<long>(positions.size() - first);
        }
    }
    stats.settingsSeen = static_cast<long>(seen.size());
    return true;
}

}  // namespace verso::train
