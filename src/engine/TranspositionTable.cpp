#include "engine/TranspositionTable.h"

#include <algorithm>
#include <bit>

namespace verso::engine {

namespace {
constexpr std::int16_t kUnbounded = 32000;

std::uint64_t mix(std::uint64_t x) {
    x ^= x >> 31;
    x *= 0x7fb5d329728ea185ULL;
    x ^= x >> 27;
    x *= 0x81dadef4bc2dd44dULL;
    x ^= x >> 33;
    return x;
}
}  // namespace

TranspositionTable::TranspositionTable(std::size_t megabytes) {
    if (megabytes == 0) return;  // no table: find() never finds, store() forgets
    const std::size_t bytes = megabytes << 20;
    const std::size_t buckets = std::bit_floor(bytes / (2 * sizeof(Slot)));
    entries_ = std::make_unique<Slot[]>(buckets * 2);
    count_ = buckets * 2;
    mask_ = buckets - 1;
}

void TranspositionTable::clear() {
    for (std::size_t i = 0; i < count_; ++i) save(entries_[i], TranspositionEntry{});
    generation_ = 0;
}

namespace {
std::uint64_t pack(const TranspositionEntry& e) {
    return static_cast<std::uint64_t>(static_cast<std::uint16_t>(e.lower)) |
           static_cast<std::uint64_t>(static_cast<std::uint16_t>(e.upper)) << 16 |
           static_cast<std::uint64_t>(e.depth) << 32 | static_cast<std::uint64_t>(e.kind) << 40 |
           static_cast<std::uint64_t>(e.move) << 48 | static_cast<std::uint64_t>(e.generation) << 56;
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

std::uint64_t TranspositionTable::hash(Bitboard player, Bitboard opponent) {
    return mix(player * 0x9e3779b97f4a7c15ULL + std::rotl(opponent, 23)) ^ mix(opponent + 0x632be59bd9b4e019ULL);
}

std::optional<TranspositionEntry> TranspositionTable::find(std::uint64_t key, int kind) const {
    if (!count_) return std::nullopt;
    const Slot* bucket = &entries_[(key & mask_) * 2];
    for (int i = 0; i < 2; ++i)
        if (const TranspositionEntry e = load(bucket[i]); e.key == key && e.kind == kind) return e;
    return std::nullopt;
}

void TranspositionTable::store(std::uint64_t key, int kind, int depth, int alpha, int beta, int score, int move) {
    if (!count_) return;
    Slot* const slots = &entries_[(key & mask_) * 2];
    TranspositionEntry bucket[2] = {load(slots[0]), load(slots[1])};
    TranspositionEntry* slot = nullptr;
    for (int i = 0; i < 2 && !slot; ++i)
        if (bucket[i].key == key && bucket[i].kind == kind) slot = &bucket[i];
    if (slot && slot->depth > depth && slot->generation == generation_) return;  // keep the deeper result
    if (!slot) {
        // Replace the entry of an older search first, then the shallower one.
        const auto worth = [this](const TranspositionEntry& e) {
            return (e.generation == generation_ ? 256 : 0) + e.depth;
        };
        slot = worth(bucket[0]) <= worth(bucket[1]) ? &bucket[0] : &bucket[1];
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
