// SPDX-License-Identifier: GPL-3.0-or-later
// A hash table of search results: bounds on a position's score, the depth they were searched
// to, and the best move, so repeated positions are not searched twice (Qt-free). Safe to share
// between threads: each entry is two relaxed atomic 64-bit words, the data and the key XOR the
// data, so a torn entry (two threads writing at once) fails the key check and is not found.
// A key's four candidate entries share one 64-byte bucket, aligned to a cache line, so a probe
// costs at most one cache miss; prefetch() starts that miss early. A large table asks the
// system for 2 MB pages, so a probe rarely misses the TLB as well.
#pragma once

#include <atomic>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>

#include "core/Bitboard.h"

namespace verso::engine {

// What a stored score means: the true score lies in [lower, upper].
struct TranspositionEntry {
    std::uint64_t key = 0;
    std::int16_t lower = 0;
    std::int16_t upper = 0;
    std::uint8_t depth = 0;       // remaining depth (or empties for exact entries)
    std::uint8_t kind = 0;        // search kind (midgame selectivity, exact, win/loss/draw)
    std::uint8_t move = 0xff;     // best square, 0xff when unknown
    std::uint8_t generation = 0;  // the search that stored it, for replacement
};

// On its own cache line: every probe of every thread reads its mask and pointer, so no thread's
// often-written data (a SearchControl's node count) may share the line.
class alignas(64) TranspositionTable {
public:
    static constexpr int kNoMove = 0xff;

    explicit TranspositionTable(std::size_t megabytes);  // 0: no table at all

    void clear();
    void nextGeneration() { ++generation_; }
    std::size_t entryCount() const { return count_; }

    static std::uint64_t hash(Bitboard player, Bitboard opponent) {  // inline: once a node
        return mix(player * 0x9e3779b97f4a7c15ULL + std::rotl(opponent, 23)) ^
               mix(opponent + 0x632be59bd9b4e019ULL);
    }

    // Starts loading the key's bucket into the cache (a hint; does nothing else).
    void prefetch(std::uint64_t key) const {
        if (count_) __builtin_prefetch(&buckets_[key & mask_]);
    }

    // A copy of the entry for this key and kind, if there is one.
    std::optional<TranspositionEntry> find(std::uint64_t key, int kind) const {
        return find(key, kind, kind);
    }
    // The entry for this key with the highest kind in [minKind, maxKind], if there is one.
    std::optional<TranspositionEntry> find(std::uint64_t key, int minKind, int maxKind) const;

    // Stores the result of a search with window (alpha, beta) that returned "score". An entry
    // for the same key whose kind lies in [replacedKindsFrom, kind) is replaced rather than kept
    // beside the new one (a family of kinds where a higher one is a better result).
    void store(std::uint64_t key, int kind, int depth, int alpha, int beta, int score, int move,
               int replacedKindsFrom = 256);

private:
    static std::uint64_t mix(std::uint64_t x) {
        x ^= x >> 31;
        x *= 0x7fb5d329728ea185ULL;
        x ^= x >> 27;
        x *= 0x81dadef4bc2dd44dULL;
        x ^= x >> 33;
        return x;
    }

    struct Slot {
        std::atomic<std::uint64_t> check{0};  // key ^ data
        std::atomic<std::uint64_t> data{0};   // the packed entry without its key
    };
    TranspositionEntry load(const Slot& slot) const;
    static void save(Slot& slot, const TranspositionEntry& e);

    static constexpr int kBucketSize = 2;
    struct alignas(32) Bucket {
        Slot entries[kBucketSize];  // (not "slots": a Qt keyword)
    };
    static_assert(sizeof(Bucket) == 32, "a bucket lies in one cache line");

    struct FreeBuckets {
        void operator()(Bucket* buckets) const;
    };
    std::unique_ptr<Bucket[], FreeBuckets> buckets_;
    std::size_t count_ = 0;  // entries
    std::size_t mask_ = 0;   // bucket index mask
    std::uint8_t generation_ = 0;
};

}  // namespace verso::engine
