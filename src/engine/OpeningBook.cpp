// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/OpeningBook.h"

#include <algorithm>
#include <cstring>

#include "core/BoardSymmetry.h"
#include "engine/Endgame.h"

namespace verso::engine {

namespace {

constexpr std::size_t kMaxRecords = 10'000'000;

std::uint64_t fnv1a(const std::uint8_t* data, std::size_t size) {
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    for (std::size_t i = 0; i < size; ++i) {
        hash ^= data[i];
        hash *= 0x100000001b3ULL;
    }
    return hash;
}

void putVarint(std::vector<std::uint8_t>& out, std::uint64_t value) {
    while (value >= 0x80) {
        out.push_back(static_cast<std::uint8_t>(value | 0x80));
        value >>= 7;
    }
    out.push_back(static_cast<std::uint8_t>(value));
}

class Reader {
public:
    Reader(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
    bool varint(std::uint64_t& value) {
        value = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            if (pos_ >= size_) return false;
            const std::uint8_t byte = data_[pos_++];
            // One way to write each number: no zero last byte after the first (an overlong form)
            // and no bits beyond 64; anything else would read as a number that writes other bytes.
            if ((shift > 0 && byte == 0) || (shift == 63 && byte > 1)) return false;
            value |= static_cast<std::uint64_t>(byte & 0x7f) << shift;
            if (!(byte & 0x80)) return true;
        }
        return false;
    }
    bool byte(std::uint8_t& value) {
        if (pos_ >= size_) return false;
        value = data_[pos_++];
        return true;
    }
    std::size_t pos() const { return pos_; }

private:
    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t pos_ = 0;
};

bool validValue(int v) { return v >= -64 && v <= 64; }

}  // namespace

Position openingBookChild(const Position& position, int square) {
    Position child = position.afterMove(Move::at(square));
    if (child.mustPass()) child = child.afterPass();
    return child;
}

extern const unsigned char kEmbeddedOpeningBook[];
extern const std::size_t kEmbeddedOpeningBookSize;

namespace {

struct ShippedBook {
    OpeningBook book;
    std::string problem;
};

const ShippedBook& shipped() {
    static const ShippedBook loaded = [] {
        ShippedBook s;
        if (kEmbeddedOpeningBookSize == 0) {
            s.problem = "no opening book was built into this program";
            return s;
        }
        std::string error;
        if (!s.book.read(kEmbeddedOpeningBook, kEmbeddedOpeningBookSize, error))
            s.problem = "the opening book built into this program is damaged (" + error +
                        "); playing without it";
        return s;
    }();
    return loaded;
}

}  // namespace

const OpeningBook* shippedOpeningBook() {
    return shipped().book.empty() ? nullptr : &shipped().book;
}
std::string shippedOpeningBookProblem() { return shipped().problem; }

std::optional<OpeningBookMove> chooseBookMove(const OpeningBook& book, const Position& position,
                                              int margin, double random) {
    const std::vector<OpeningBookMove> moves = book.moves(position);
    if (moves.empty()) return std::nullopt;
    std::size_t close = 0;  // the moves within the margin of the best (they come first)
    while (close < moves.size() && moves[close].value >= moves.front().value - std::max(0, margin))
        ++close;
    const auto pick =
        static_cast<std::size_t>(std::clamp(random, 0.0, 0.999999) * static_cast<double>(close));
    return moves[std::min(pick, close - 1)];
}

std::vector<Position> OpeningBook::replay(const std::vector<OpeningBookRecord>& records,
                                          std::string& error) {
    std::vector<Position> positions;
    positions.reserve(records.size());
    for (std::size_t i = 0; i < records.size(); ++i) {
        const OpeningBookRecord& r = records[i];
        if (i == 0) {
            if (r.parent != -1 || r.square != 64) {
                error = "the first record is not the start position";
                return {};
            }
            positions.push_back(Position::initial());
            continue;
        }
        if (r.parent < 0 || static_cast<std::size_t>(r.parent) >= i) {
            error = "record " + std::to_string(i) + " has no earlier parent";
            return {};
        }
        const Position& parent = positions[static_cast<std::size_t>(r.parent)];
        if (r.square < 0 || r.square > 63 || !parent.isLegal(Move::at(r.square))) {
            error = "record " + std::to_string(i) + "'s move is not legal in its parent's position";
            return {};
        }
        positions.push_back(openingBookChild(parent, r.square));
    }
    return positions;
}

bool OpeningBook::assign(std::vector<OpeningBookRecord> records, std::string& error) {
    records_.clear();
    positions_.clear();
    index_.clear();
    if (records.empty()) {
        error = "the book has no records";
        return false;
    }
    std::vector<Position> positions = replay(records, error);
    if (positions.empty()) return false;
    std::vector<std::pair<std::pair<Bitboard, Bitboard>, int>> index;
    index.reserve(records.size());
    for (std::size_t i = 0; i < records.size(); ++i) {
        OpeningBookRecord& r = records[i];
        const Position& p = positions[i];
        if (i > 0 && popCount(p.player() | p.opponent()) <
                         popCount(positions[i - 1].player() | positions[i - 1].opponent())) {
            error = "record " + std::to_string(i) + " comes after a record with more discs";
            return false;
        }
        if (!validValue(r.value) ||
            (r.deviation != OpeningBookRecord::kNone && !validValue(r.deviation))) {
            error = "record " + std::to_string(i) + " has a value out of range";
            return false;
        }
        if (r.deviation == OpeningBookRecord::kNone) {
            if (r.deviationSquare != 64) {
                error = "record " + std::to_string(i) + " has a deviation square without a value";
                return false;
            }
        } else if (r.deviationSquare < 0 || r.deviationSquare > 63 ||
                   !p.isLegal(Move::at(r.deviationSquare))) {
            error = "record " + std::to_string(i) + "'s deviation is not a legal move";
            return false;
        }
        if (r.depth < 0 || r.depth > 255) {
            error = "record " + std::to_string(i) + " has a depth out of range";
            return false;
        }
        const CanonicalBoard c = canonicalBoard(p.player(), p.opponent());
        index.push_back({{c.player, c.opponent}, static_cast<int>(i)});
    }
    std::sort(index.begin(), index.end());
    for (std::size_t i = 1; i < index.size(); ++i) {
        if (index[i].first == index[i - 1].first) {
            error = "records " + std::to_string(index[i - 1].second) + " and " +
                    std::to_string(index[i].second) + " are the same position";
            return false;
        }
    }
    records_ = std::move(records);
    positions_ = std::move(positions);
    index_ = std::move(index);
    return true;
}

bool OpeningBook::read(const std::uint8_t* data, std::size_t size, std::string& error) {
    records_.clear();
    positions_.clear();
    index_.clear();
    const std::size_t magic = std::strlen(kMagic);
    if (size < magic + 8 || std::memcmp(data, kMagic, magic) != 0) {
        error = "not an opening book (no \"VERSO-BOOK 1\" header)";
        return false;
    }
    std::uint64_t stored = 0;
    for (int b = 0; b < 8; ++b)
        stored |= static_cast<std::uint64_t>(data[size - 8 + static_cast<std::size_t>(b)])
                  << (8 * b);
    if (fnv1a(data, size - 8) != stored) {
        error = "the book is damaged (its checksum does not match)";
        return false;
    }
    Reader in(data + magic, size - 8 - magic);
    std::uint64_t count = 0;
    if (!in.varint(count) || count == 0 || count > kMaxRecords) {
        error = "the book's record count is missing or out of range";
        return false;
    }
    std::vector<OpeningBookRecord> records;
    records.reserve(static_cast<std::size_t>(count));
    for (std::uint64_t i = 0; i < count; ++i) {
        std::uint64_t back = 0;
        std::uint8_t square = 0, value = 0, deviation = 0, deviationSquare = 0, depth = 0;
        if (!in.varint(back) || !in.byte(square) || !in.byte(value) || !in.byte(deviation) ||
            !in.byte(deviationSquare) || !in.byte(depth)) {
            error = "record " + std::to_string(i) + " is cut short or badly encoded";
            return false;
        }
        if ((i == 0) != (back == 0) || back > i) {
            error = "record " + std::to_string(i) + " has no earlier parent";
            return false;
        }
        OpeningBookRecord r;
        r.parent = i == 0 ? -1 : static_cast<int>(i - back);
        r.square = square;
        r.value = static_cast<std::int8_t>(value);
        r.deviation = static_cast<std::int8_t>(deviation);
        r.deviationSquare = deviationSquare;
        r.depth = depth;
        records.push_back(r);
    }
    if (in.pos() != size - 8 - magic) {
        error = "the book has bytes after its last record";
        return false;
    }
    return assign(std::move(records), error);
}

std::vector<std::uint8_t> OpeningBook::write() const {
    std::vector<std::uint8_t> out(kMagic, kMagic + std::strlen(kMagic));
    putVarint(out, records_.size());
    for (std::size_t i = 0; i < records_.size(); ++i) {
        const OpeningBookRecord& r = records_[i];
        putVarint(out, r.parent < 0 ? 0 : i - static_cast<std::size_t>(r.parent));
        out.push_back(static_cast<std::uint8_t>(r.square));
        out.push_back(static_cast<std::uint8_t>(static_cast<std::int8_t>(r.value)));
        out.push_back(static_cast<std::uint8_t>(static_cast<std::int8_t>(r.deviation)));
        out.push_back(static_cast<std::uint8_t>(r.deviationSquare));
        out.push_back(static_cast<std::uint8_t>(r.depth));
    }
    const std::uint64_t sum = fnv1a(out.data(), out.size());
    for (int b = 0; b < 8; ++b) out.push_back(static_cast<std::uint8_t>(sum >> (8 * b)));
    return out;
}

std::optional<std::size_t> OpeningBook::find(const Position& position) const {
    const CanonicalBoard c = canonicalBoard(position.player(), position.opponent());
    const std::pair<Bitboard, Bitboard> key{c.player, c.opponent};
    const auto it =
        std::lower_bound(index_.begin(), index_.end(), key,
                         [](const auto& entry, const auto& k) { return entry.first < k; });
    if (it == index_.end() || it->first != key) return std::nullopt;
    return static_cast<std::size_t>(it->second);
}

std::vector<OpeningBookMove> OpeningBook::moves(const Position& position) const {
    std::vector<OpeningBookMove> result;
    const std::optional<std::size_t> here = find(position);
    if (!here) return result;
    for (Bitboard rest = legalMoves(position.player(), position.opponent()); rest;
         rest &= rest - 1) {
        const int square = firstSquare(rest);
        const Position child = openingBookChild(position, square);
        if (const std::optional<std::size_t> c = find(child)) {
            const int childValue = records_[*c].value;
            // A forced pass makes the child's side to move ours again.
            const bool passed = child.sideToMove() == position.sideToMove();
            result.push_back(
                {Move::at(square), passed ? childValue : -childValue, true, records_[*c].depth});
        }
    }
    const OpeningBookRecord& r = records_[*here];
    if (r.deviation != OpeningBookRecord::kNone) {
        // The deviation's square is on the record's board: map it onto this one.
        const Position& own = positions_[*here];
        const int canonical = symmetricSquare(
            r.deviationSquare, canonicalBoard(own.player(), own.opponent()).symmetry);
        const int square = inverseSymmetricSquare(
            canonical, canonicalBoard(position.player(), position.opponent()).symmetry);
        const bool known = std::any_of(result.begin(), result.end(), [&](const OpeningBookMove& m) {
            return m.move.square() == square;
        });
        if (!known && position.isLegal(Move::at(square)))
            result.push_back({Move::at(square), r.deviation, false, r.depth});
    }
    std::stable_sort(
        result.begin(), result.end(),
        [](const OpeningBookMove& a, const OpeningBookMove& b) { return a.value > b.value; });
    return result;
}

void applyBookValues(const OpeningBook& book, const Position& position, Analysis& analysis) {
    bool changed = false;
    for (const OpeningBookMove& m : book.moves(position)) {
        if (!m.inBook) continue;
        for (MoveValue& v : analysis.moves) {
            if (v.move != m.move) continue;
            v.score = m.value;
            v.outcome = (m.value > 0) - (m.value < 0);
            v.depth = m.depth;
            v.proof = Proof::None;
            v.inBook = true;
            if (v.pv.empty()) v.pv = {m.move};
            changed = true;
        }
    }
    if (changed)
        std::stable_sort(analysis.moves.begin(), analysis.moves.end(),
                         [](const MoveValue& a, const MoveValue& b) { return a.score > b.score; });
}

void OpeningBook::minimax(std::vector<OpeningBookRecord>& records,
                          const std::vector<Position>& positions) {
    std::vector<std::pair<std::pair<Bitboard, Bitboard>, int>> index;
    index.reserve(records.size());
    for (std::size_t i = 0; i < records.size(); ++i) {
        const CanonicalBoard c = canonicalBoard(positions[i].player(), positions[i].opponent());
        index.push_back({{c.player, c.opponent}, static_cast<int>(i)});
    }
    std::sort(index.begin(), index.end());
    const auto lookup = [&](const Position& p) -> int {
        const CanonicalBoard c = canonicalBoard(p.player(), p.opponent());
        const std::pair<Bitboard, Bitboard> key{c.player, c.opponent};
        const auto it =
            std::lower_bound(index.begin(), index.end(), key,
                             [](const auto& entry, const auto& k) { return entry.first < k; });
        return it != index.end() && it->first == key ? it->second : -1;
    };
    for (std::size_t i = records.size(); i-- > 0;) {
        const Position& p = positions[i];
        int best = records[i].deviation == OpeningBookRecord::kNone ? -1000 : records[i].deviation;
        for (Bitboard rest = legalMoves(p.player(), p.opponent()); rest; rest &= rest - 1) {
            const Position child = openingBookChild(p, firstSquare(rest));
            const int c = lookup(child);
            if (c < 0) continue;
            const bool passed = child.sideToMove() == p.sideToMove();
            best = std::max(best, passed ? records[static_cast<std::size_t>(c)].value
                                         : -records[static_cast<std::size_t>(c)].value);
        }
        if (p.isGameOver()) best = finalScore(p.player(), p.opponent());
        records[i].value = best == -1000 ? 0 : best;
    }
}

}  // namespace verso::engine
