// SPDX-License-Identifier: GPL-3.0-or-later
// The work on search labels: the sample of positions to label (keptInSample, boardsHash,
// collectSample), the engine's fingerprint, labelling a sample into chunk files (labelSample), and
// training from labels (readLabelChunks, rebuildLabelled). The chunk file format itself (parsing,
// formatting, reading, writing and listing chunk files) is in LabelChunkFile.cpp.
#include "SearchLabels.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "LabelChunkInternal.h"
#include "RunOnThreads.h"
#include "core/BoardSymmetry.h"
#include "engine/Search.h"

namespace verso::train {

namespace fs = std::filesystem;

namespace {

using detail::hex;
using detail::kMaxFiles;
using detail::validFileName;

// A 64-bit mixer (splitmix64's finaliser): every input bit moves every output bit.
std::uint64_t mix(std::uint64_t x) {
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

std::uint64_t nameHash(std::string_view name) {
    std::uint64_t h = 0xcbf29ce484222325ULL;  // FNV-1a
    for (const char c : name) {
        h ^= static_cast<unsigned char>(c);
        h *= 0x100000001b3ULL;
    }
    return h;
}

std::string settingsMismatch(const LabelSettings& found, const LabelSettings& wanted) {
    std::string out;
    const auto add = [&out](const std::string& what) { out += (out.empty() ? "" : ", ") + what; };
    const auto option = [&](const char* name, int a, int b) {
        if (a != b)
            add(std::string(name) + " " + std::to_string(a) + " (now " + std::to_string(b) + ")");
    };
    if (found.heldOut != wanted.heldOut)
        add(found.heldOut ? "the held-out set" : "the training set");
    option("--depth", found.depth, wanted.depth);
    option("--exact", found.exact, wanted.exact);
    option("--sample", found.sample, wanted.sample);
    option("--part", found.part, wanted.part);
    option("--chunk", found.chunkSize, wanted.chunkSize);
    option("--hash", found.hashMegabytes, wanted.hashMegabytes);
    if (found.engine != wanted.engine)
        add("an engine whose midgame search differs from this one's (fingerprint " +
            hex(found.engine, 16) + ", now " + hex(wanted.engine, 16) + ")");
    return out;
}

bool sameOptions(const LabelSettings& a, const LabelSettings& b) {
    LabelSettings c = a;
    c.engine = b.engine;
    return c == b;
}

// The smallest image of the position under the 8 symmetries (canonicalBoard), as a set key.
std::pair<Bitboard, Bitboard> canonical(Bitboard player, Bitboard opponent) {
    const CanonicalBoard c = canonicalBoard(player, opponent);
    return {c.player, c.opponent};
}

struct PairHash {
    std::size_t operator()(const std::pair<Bitboard, Bitboard>& p) const {
        return static_cast<std::size_t>(mix(p.first ^ mix(p.second)));
    }
};

}  // namespace

// ---- The sample -------------------------------------------------------------------------------

int samplePart(const std::string& fileName, std::uint32_t game, int ply, int every) {
    const std::uint64_t h = mix(mix(nameHash(fileName) ^ game) ^ static_cast<std::uint64_t>(ply));
    return every <= 1 ? 0 : static_cast<int>(h % static_cast<std::uint64_t>(every));
}

std::uint64_t boardsHash(std::uint64_t hash, Bitboard player, Bitboard opponent) {
    return mix(mix(hash ^ player) ^ opponent);
}

bool collectSample(const std::vector<ArchiveFile>& files, int every, int part,
                   PositionSample& sample, std::string& error) {
    sample = PositionSample{};
    if (files.size() > kMaxFiles) {
        error = "too many game files";
        return false;
    }
    if (part < 0 || part >= std::max(every, 1)) {
        error = "no part " + std::to_string(part) + " in a sample of one position in " +
                std::to_string(every);
        return false;
    }
    // The positions of the earlier parts, wherever they come in the games, and this part's
    // candidates in order: a candidate is kept when it is in neither set.
    std::unordered_set<std::pair<Bitboard, Bitboard>, PairHash> earlier, seen;
    std::vector<std::pair<SamplePosition, std::pair<Bitboard, Bitboard>>> candidates;
    for (std::size_t f = 0; f < files.size(); ++f) {
        const std::string name = files[f].name();
        if (!validFileName(name) ||
            std::find(sample.files.begin(), sample.files.end(), name) != sample.files.end()) {
            error = "cannot use " + files[f].path +
                    " as a source: its name is empty, has a space or is used twice";
            return false;
        }
        sample.files.push_back(name);
        const auto visit = [&](const ArchiveGame& game) {
            for (std::size_t ply = 0; ply < game.positions.size(); ++ply) {
                const int inPart = samplePart(name, game.number, static_cast<int>(ply), every);
                if (inPart > part) continue;
                const Position& p = game.positions[ply];
                if (inPart < part) {
                    earlier.insert(canonical(p.player(), p.opponent()));
                    continue;
                }
                ++sample.kept;
                candidates.push_back({{static_cast<std::uint16_t>(f), game.number,
                                       static_cast<std::uint8_t>(ply), p.player(), p.opponent()},
                                      canonical(p.player(), p.opponent())});
            }
        };
        if (!visitArchive(files[f], visit, sample.stats, error)) return false;
    }
    for (const auto& [position, key] : candidates) {
        if (earlier.count(key) || !seen.insert(key).second) {
            ++sample.duplicates;
            continue;
        }
        sample.positions.push_back(position);
    }
    return true;
}

std::uint64_t engineFingerprint() {
    // Fixed searches, whatever the labelling options: the fingerprint tells engines apart, and
    // the options are compared on their own.
    engine::Searcher searcher(16);
    engine::SearchLimits limits;
    limits.depth = 8;
    limits.exactEmpties = 0;
    limits.threads = 1;
    // A fixed line (the first legal square at every ply) and searches of three of its positions,
    // all far from the end, so that only the midgame search (and the evaluation) is measured:
    // exact labels do not depend on the engine.
    std::uint64_t h = 0x5eed;
    Position p = Position::initial();
    for (int ply = 1; ply <= 26 && !p.isGameOver(); ++ply) {
        p = p.hasLegalMove() ? p.afterMove(Move::at(firstSquare(p.legalMoves()))) : p.afterPass();
        if (ply % 8 != 2 || p.isGameOver()) continue;
        searcher.clearHash();
        const engine::SearchResult r = searcher.search(p, limits);
        h = mix(h ^ r.nodes);
        h = mix(h ^ static_cast<std::uint64_t>(r.score + 1000));
        h = mix(h ^ static_cast<std::uint64_t>(r.best.square() + 1000));
    }
    return h;
}

// ---- Labelling --------------------------------------------------------------------------------

bool labelSample(const PositionSample& sample, const LabelSettings& settings,
                 const LabelRunOptions& run, const std::string& outDir,
                 const std::atomic<bool>* stop,
                 const std::function<void(const LabelProgress&)>& progress, LabelRunResult& result,
                 std::string& error) {
    result = LabelRunResult{};
    const long total = static_cast<long>(sample.positions.size());
    const long size = settings.chunkSize;
    const long chunks = (total + size - 1) / size;
    result.total = total;
    result.chunks = chunks;
    std::error_code ec;
    fs::create_directories(outDir, ec);
    if (ec || !fs::is_directory(outDir)) {
        error = "cannot create the folder " + outDir;
        return false;
    }
    // What chunk k must hold: its slice of the sample, with the hash of the slice's boards.
    const auto chunkFrame = [&](long k) {
        LabelChunk c;
        c.settings = settings;
        c.index = k;
        c.first = k * size;
        c.files = sample.files;
        c.boards = 0;
        for (long i = c.first; i < std::min(total, c.first + size); ++i) {
            const SamplePosition& p = sample.positions[static_cast<std::size_t>(i)];
            c.boards = boardsHash(c.boards, p.player, p.opponent);
        }
        return c;
    };
    // Whether a chunk read from a file holds the positions of chunk "index" of this sample.
    const auto holdsChunk = [&](const LabelChunk& found, long index) {
        const LabelChunk expected = index < chunks ? chunkFrame(index) : LabelChunk{};
        bool same =
            index < chunks && found.index == index && found.files == expected.files &&
            found.boards == expected.boards &&
            static_cast<long>(found.records.size()) == std::min(size, total - expected.first);
        for (std::size_t i = 0; same && i < found.records.size(); ++i) {
            const LabelRecord& r = found.records[i];
            const SamplePosition& p =
                sample.positions[static_cast<std::size_t>(expected.first) + i];
            same = r.file == p.file && r.game == p.game && r.ply == p.ply;
        }
        return same;
    };

    // Check every chunk already there before labelling anything.
    std::vector<bool> present(static_cast<std::size_t>(chunks), false);
    long done = 0;
    for (const ChunkFileEntry& entry : listLabelChunkFiles(outDir, settings.heldOut)) {
        LabelChunk found;
        if (!readLabelChunkFile(entry.path, found, error)) return false;
        if (run.acceptOtherEngines ? !sameOptions(found.settings, settings)
                                   : found.settings != settings) {
            error =
                entry.path + " was made with " + settingsMismatch(found.settings, settings) +
                ". Label into another folder (--out), or run with the options it was made with" +
                (found.settings.engine != settings.engine
                     ? " (--any-engine: add to chunks of another engine)"
                     : "") +
                ".";
            return false;
        }
        if (!holdsChunk(found, entry.index)) {
            error = entry.path + " does not hold the positions of chunk " +
                    std::to_string(entry.index) + " of this sample (" + std::to_string(chunks) +
                    " chunks): the game data differs from the data it was made from. Label into "
                    "another folder.";
            return false;
        }
        present[static_cast<std::size_t>(entry.index)] = true;
        ++result.chunksFound;
        done += static_cast<long>(found.records.size());
    }

    // Which positions the search will solve exactly: at most "exact" empties, or no more than the
    // depth (the midgame search would reach the end). Exact solves cost several times more, and
    // the share of them grows along the sample (its early positions are the openings' repeats),
    // so the time left is estimated per kind.
    const int solvedUpTo = std::max(settings.exact, settings.depth);
    const auto solvedExactly = [solvedUpTo](const SamplePosition& p) {
        return 64 - popCount(p.player | p.opponent) <= solvedUpTo;
    };

    // Exact labels of another folder of the same sample: a perfect-play score does not depend on
    // the engine or the depth, so a position this run would solve takes the label found there.
    std::vector<const LabelChunk*> exactFrom(static_cast<std::size_t>(chunks), nullptr);
    std::vector<LabelChunk> reusable;
    if (!run.exactFrom.empty()) {
        if (!readLabelChunks(run.exactFrom, settings.heldOut, reusable, error)) return false;
        for (const LabelChunk& c : reusable) {
            if (c.settings.sample != settings.sample || c.settings.part != settings.part ||
                c.settings.chunkSize != settings.chunkSize || !holdsChunk(c, c.index)) {
                error = run.exactFrom + "/" + labelChunkFileName(settings.heldOut, c.index) +
                        " does not hold the positions of chunk " + std::to_string(c.index) +
                        " of this sample (" + std::to_string(chunks) +
                        " chunks): its exact labels cannot be used (the same --sample, --part "
                        "and --chunk, from the same data, are needed).";
                return false;
            }
            exactFrom[static_cast<std::size_t>(c.index)] = &c;
        }
    }
    const auto reusedLabel = [&](long i) -> const LabelRecord* {
        const LabelChunk* c = exactFrom[static_cast<std::size_t>(i / size)];
        if (!c) return nullptr;
        const LabelRecord& r = c->records[static_cast<std::size_t>(i % size)];
        return r.kind == LabelKind::Exact &&
                       solvedExactly(sample.positions[static_cast<std::size_t>(i)])
                   ? &r
                   : nullptr;
    };

    LabelProgress state;
    state.total = total;
    state.chunks = chunks;
    state.chunksDone = result.chunksFound;
    state.done = done;
    for (long k = 0; k < chunks; ++k) {
        if (present[static_cast<std::size_t>(k)]) continue;
        for (long i = k * size; i < std::min(total, (k + 1) * size); ++i) {
            if (reusedLabel(i)) continue;
            ++(solvedExactly(sample.positions[static_cast<std::size_t>(i)]) ? state.exactLeft
                                                                            : state.searchLeft);
        }
    }
    if (progress) progress(state);

    // One searcher per thread; each takes the chunk's next position until none is left.
    const int threads = std::max(1, run.threads);
    std::vector<std::unique_ptr<engine::Searcher>> searchers;
    for (int t = 0; t < threads; ++t)
        searchers.push_back(
            std::make_unique<engine::Searcher>(static_cast<std::size_t>(settings.hashMegabytes)));
    engine::SearchLimits limits;
    limits.depth = settings.depth;
    limits.exactEmpties = settings.exact;
    limits.threads = 1;
    const auto started = std::chrono::steady_clock::now();
    const auto stopped = [stop] { return stop && stop->load(); };
    std::mutex mutex;  // guards the chunk's records, "state", "result" and the progress calls
    for (long k = 0; k < chunks; ++k) {
        if (present[static_cast<std::size_t>(k)]) continue;
        LabelChunk chunk = chunkFrame(k);
        const long end = std::min(total, chunk.first + size);
        chunk.records.resize(static_cast<std::size_t>(end - chunk.first));
        std::atomic<long> next{chunk.first};
        long filled = 0;
        const auto work = [&](engine::Searcher& searcher) {
            for (long i; !stopped() && (i = next++) < end;) {
                const SamplePosition& p = sample.positions[static_cast<std::size_t>(i)];
                LabelRecord record;
                engine::SearchResult r;
                const LabelRecord* reused = reusedLabel(i);
                if (reused) {
                    record = *reused;
                } else {
                    // A clear table for every position: its label depends on nothing but the
                    // position, so a chunk comes out the same however the run was cut into pieces
                    // and whichever thread labelled it.
                    searcher.clearHash();
                    r = searcher.search(Position::fromPlayer(p.player, p.opponent, Color::Black),
                                        limits, stop);
                    if (stopped()) return;  // the search may have been cut short: not a label
                    record = {p.file, p.game, p.ply, r.exact ? LabelKind::Exact : LabelKind::Search,
                              static_cast<std::int8_t>(std::clamp(r.score, -64, 64))};
                }
                const std::lock_guard lock(mutex);
                chunk.records[static_cast<std::size_t>(i - chunk.first)] = record;
                ++filled;
                ++result.labelled;
                if (reused) {
                    ++result.reused;
                    ++state.reusedThisRun;
                } else {
                    --(solvedExactly(p) ? state.exactLeft : state.searchLeft);
                    if (r.exact) {
                        ++state.exactThisRun;
                        state.exactSeconds += r.seconds;
                    } else {
                        state.searchSeconds += r.seconds;
                    }
                }
                ++state.done;
                ++state.doneThisRun;
                state.seconds =
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - started)
                        .count();
                state.written.clear();
                if (progress) progress(state);
            }
        };
        runOnThreads(threads, [&](int t) { work(*searchers[static_cast<std::size_t>(t)]); });
        if (filled < end - chunk.first) {  // stopped: the unfinished chunk is dropped
            result.stopped = true;
            result.dropped = filled;
            return true;
        }
        const std::string path =
            (fs::path(outDir) / labelChunkFileName(settings.heldOut, k)).string();
        if (!writeLabelChunkFile(path, chunk, error)) return false;
        ++result.chunksWritten;
        ++state.chunksDone;
        state.written = path;
        if (progress) progress(state);
    }
    return true;
}

// ---- Training from labels ---------------------------------------------------------------------

bool readLabelChunks(const std::string& dir, bool heldOut, std::vector<LabelChunk>& chunks,
                     std::string& error) {
    chunks.clear();
    if (!fs::is_directory(dir)) {
        error = "no such folder: " + dir;
        return false;
    }
    for (const ChunkFileEntry& entry : listLabelChunkFiles(dir, heldOut)) {
        LabelChunk chunk;
        if (!readLabelChunkFile(entry.path, chunk, error)) return false;
        if (chunk.index != entry.index || chunk.settings.heldOut != heldOut) {
            error = "label chunk " + entry.path + " says it is " +
                    labelChunkFileName(chunk.settings.heldOut, chunk.index) + ": it was renamed";
            return false;
        }
        if (!chunks.empty() && !sameOptions(chunk.settings, chunks.front().settings)) {
            error = "label chunk " + entry.path + " was made with other options than " +
                    labelChunkFileName(heldOut, chunks.front().index) + ": " +
                    settingsMismatch(chunk.settings, chunks.front().settings);
            return false;
        }
        chunks.push_back(std::move(chunk));
    }
    return true;
}

bool rebuildLabelled(const std::vector<LabelChunk>& chunks, const std::vector<ArchiveFile>& files,
                     double blend, const std::vector<std::string>& skippedFiles,
                     LabelledPositions& out, std::string& error) {
    out = LabelledPositions{};
    struct Target {
        std::uint32_t chunk;
        std::uint32_t record;
    };
    // file name -> game number -> the records that name it
    std::unordered_map<std::string, std::unordered_map<std::uint32_t, std::vector<Target>>> wanted;
    std::vector<std::vector<TrainingSample>> rebuilt(chunks.size());
    std::vector<std::vector<char>> found(chunks.size());
    std::vector<bool> partial(chunks.size(), false);
    for (std::size_t c = 0; c < chunks.size(); ++c) {
        rebuilt[c].resize(chunks[c].records.size());
        found[c].assign(chunks[c].records.size(), 0);
        for (std::size_t r = 0; r < chunks[c].records.size(); ++r) {
            const std::string& name = chunks[c].files[chunks[c].records[r].file];
            if (std::find(skippedFiles.begin(), skippedFiles.end(), name) != skippedFiles.end()) {
                ++out.skipped;
                partial[c] = true;
                continue;
            }
            wanted[name][chunks[c].records[r].game].push_back(
                {static_cast<std::uint32_t>(c), static_cast<std::uint32_t>(r)});
        }
    }
    const auto chunkName = [&](std::size_t c) {
        return labelChunkFileName(chunks[c].settings.heldOut, chunks[c].index);
    };
    for (const auto& entry : wanted) {
        const std::string& name = entry.first;
        if (std::none_of(files.begin(), files.end(),
                         [&](const ArchiveFile& f) { return f.name() == name; })) {
            const Target t = entry.second.begin()->second.front();
            error = "label chunk " + chunkName(t.chunk) + " names the game file " + name +
                    ", which is not in the data";
            return false;
        }
    }
    for (const ArchiveFile& file : files) {
        const auto byGame = wanted.find(file.name());
        if (byGame == wanted.end()) continue;
        ArchiveStats stats;
        const auto visit = [&](const ArchiveGame& game) {
            const auto targets = byGame->second.find(game.number);
            if (targets == byGame->second.end()) return;
            for (const Target& t : targets->second) {
                const LabelRecord& r = chunks[t.chunk].records[t.record];
                if (r.ply >= game.positions.size()) continue;  // reported below, as not found
                const Position& p = game.positions[r.ply];
                const double label = blend * r.label + (1.0 - blend) * game.scores[r.ply];
                rebuilt[t.chunk][t.record] = {p.player(), p.opponent(), static_cast<float>(label)};
                found[t.chunk][t.record] = 1;
            }
        };
        if (!visitArchive(file, visit, stats, error)) return false;
    }
    for (std::size_t c = 0; c < chunks.size(); ++c) {
        std::uint64_t boards = 0;
        for (std::size_t r = 0; r < chunks[c].records.size(); ++r) {
            const LabelRecord& record = chunks[c].records[r];
            if (std::find(skippedFiles.begin(), skippedFiles.end(), chunks[c].files[record.file]) !=
                skippedFiles.end())
                continue;
            if (!found[c][r]) {
                error =
                    "label chunk " + chunkName(c) +
                    " names a position the data does not have: " + chunks[c].files[record.file] +
                    " game " + std::to_string(record.game) + " ply " + std::to_string(record.ply) +
                    " (the data differs from the one it was made from)";
                return false;
            }
            boards = boardsHash(boards, rebuilt[c][r].player, rebuilt[c][r].opponent);
            out.samples.push_back(rebuilt[c][r]);
            if (record.kind == LabelKind::Exact) ++out.exact;
        }
        if (!partial[c] && boards != chunks[c].boards) {
            error = "label chunk " + chunkName(c) +
                    ": the positions rebuilt from the data differ from those it was made from (the "
                    "data changed)";
            return false;
        }
    }
    return true;
}

}  // namespace verso::train
