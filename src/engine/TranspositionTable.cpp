// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/TranspositionTable.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <limits>
#include <memory>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace verso::engine {

namespace {
constexpr std::int16_t kUnbounded = 32000;

}  // namespace

TranspositionTable::TranspositionTable(std::size_t megabytes) {
    if (megabytes == 0) return;  // no table: find() never finds, store() forgets
    if (megabytes > (std::numeric_limits<std::size_t>::max() >> 20))
        throw std::bad_alloc();  // no such size
    const std::size_t bytes = megabytes << 20;
    const std::size_t buckets = std::bit_floor(bytes / sizeof(Bucket));
    // Aligned to 2 MB pages where the system offers them (Linux transparent huge pages).
    constexpr std::size_t kHugePage = std::size_t{2} << 20;
    const std::size_t size = buckets * sizeof(Bucket);
    const std::size_t alignment = size >= kHugePage ? kHugePage : alignof(Bucket);
    void* memory = std::aligned_alloc(alignment, (size + alignment - 1) / alignment * alignment);
    if (!memory) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (alignment == kHugePage) madvise(memory, size, MADV_HUGEPAGE);  // a hint: fine if refused
#endif
    Bucket* const first = static_cast<Bucket*>(memory);
    std::uninitialized_value_construct_n(first,
                                         buckets);  // (array placement new may want extra room)
    buckets_.reset(first);
    count_ = buckets * kBucketSize;
    mask_ = buckets - 1;
}

void TranspositionTable::FreeBuckets::operator()(Bucket* buckets) const {
    std::free(buckets);  // Bucket is trivially destructible: nothing else to undo
}

void TranspositionTable::clear() {
    for (std::size_t i = 0; i < count_ / kBucketSize; ++i)
        for (Slot& slot : buckets_[i].entries) save(slot, TranspositionEntry{});
    generation_ = 0;
}

namespace {
std::uint64_t pack(const TranspositionEntry& e) {
    return static_cast<std::uint64_t>(static_cast<std::uint16_t>(e.lower)) |
           static_cast<std::uint64_t>(static_cast<std::uint16_t>(e.upper)) << 16 |
           static_cast<std::uint64_t>(e.depth) << 32 | static_cast<std::uint64_t>(e.kind) << 40 |
           static_cast<std::uint64_t>(e.move) << 48 |
           static_cast<std::uint64_t>(e.generation) << 56;
}
}  // namespace

TranspositionEntry TranspositionTable::load(const Slot& slot) const {
    const std::uint64_t data = slot.data.load(std::memory_order_relaxed);
    TranspositionEntry e;
    e.key = slot.check.load(std::memory_order_relaxed) ^ data;
    e.lower = static_cast<std::int16_t>(static_cast<std::uint16_t>(data));
    e.upper = static_cast<std::int16_t>(static_cast<std::uint16_t>(data >> 16));
    e.depth = static_cast<std::uint8_t>(data >> 32);
    e.kind = static_cast<std::uint8_t>(data >> 40);
    e.move = static_cast<std::uint8_t>(data >> 48);
    e.generation = static_cast<std::uint8_t>(data >> 56);
    return e;
}

void TranspositionTable::save(Slot& slot, const TranspositionEntry& e) {
    const std::uint64_t data = pack(e);
    slot.data.store(data, std::memory_order_relaxed);
    slot.check.store(e.key ^ data, std::memory_order_relaxed);
}

std::optional<TranspositionEntry> TranspositionTable::find(std::uint64_t key, int minKind,
                                                           int maxKind) const {
    if (!count_) return std::nullopt;
    std::optional<TranspositionEntry> found;
    for (const Slot& slot : buckets_[key & mask_].entries)
        if (const TranspositionEntry e = load(slot);
            e.key == key && e.kind >= minKind && e.kind <= maxKind)
            if (!found || e.kind > found->kind) found = e;
    return found;
}

void TranspositionTable::store(std::uint64_t key, int kind, int depth, int alpha, int beta,
                               int score, int move, int replacedKindsFrom) {
    if (!count_) return;
    Slot* const slots = buckets_[key & mask_].entries;
    TranspositionEntry bucket[kBucketSize];
    for (int i = 0; i < kBucketSize; ++i) bucket[i] = load(slots[i]);
    TranspositionEntry* slot = nullptr;
    for (int i = 0; i < kBucketSize && !slot; ++i)
        if (bucket[i].key == key && bucket[i].kind == kind) slot = &bucket[i];
    for (int i = 0; i < kBucketSize && !slot; ++i)
        if (bucket[i].key == key && bucket[i].kind >= replacedKindsFrom && bucket[i].kind < kind) {
            slot = &bucket[i];  // a lesser result of the same family: its bounds do not apply
            slot->kind = static_cast<std::uint8_t>(kind);
            slot->lower = -kUnbounded;
            slot->upper = kUnbounded;
        }
    if (slot && slot->depth > depth && slot->generation == generation_)
        return;  // keep the deeper result
    if (!slot) {
        // Replace the entry of an older search first, then the shallower one.
        const auto worth = [this](const TranspositionEntry& e) {
            return (e.generation == generation_ ? 256 : 0) + e.depth;
        };
        slot = &bucket[0];
        for (int i = 1; i < kBucketSize; ++i)
            if (worth(bucket[i]) < worth(*slot)) slot = &bucket[i];
        *slot = TranspositionEntry{};
        slot->key = key;
        slot->kind = static_cast<std::uint8_t>(kind);
        slot->lower = -kUnbounded;
        slot->upper = kUnbounded;
    } else if (slot->depth != depth) {
        slot->lower = -kUnbounded;  // bounds from another depth do not combine
        slot->upper = kUnbounded;
    }
    const auto s = static_cast<std::int16_t>(score);
    if (score > alpha) slot->lower = std::max(slot->lower, s);
    if (score < beta) slot->upper = std::min(slot->upper, s);
    if (slot->lower > slot->upper) {  // inconsistent with an earlier bound (search instability)
        slot->lower = score > alpha ? s : -kUnbounded;
        slot->upper = score < beta ? s : kUnbounded;
    }
    slot->depth = static_cast<std::uint8_t>(depth);
    slot->generation = generation_;
    if (move != kNoMove) slot->move = static_cast<std::uint8_t>(move);
    save(slots[slot - bucket], *slot);
}

}  // namespace verso::engine
