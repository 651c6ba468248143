// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/GameLibrary.h"

#include <bit>
#include <cctype>
#include <cstdio>

namespace verso {

// A game replayed once when it is added: its placing moves, where the passes fall, how it ends.
struct GameLibrary::Replay {
    std::uint8_t squares[60] = {};  // square + 1
    int count = 0;
    std::uint64_t passes = 0;
    Position end;
    bool ok = true;

    explicit Replay(const Position& start) : end(start) {}

    // Plays a placing move, passing first when the side to move has none. False when illegal.
    bool place(int square) {
        Bitboard legal = end.legalMoves();
        if (legal == 0) {
            if (!end.opponentHasLegalMove()) return ok = false;
            passes |= std::uint64_t{1} << count;
            end = end.afterPass();
            legal = end.legalMoves();
        }
        if (count == 60 || (legal & squareBit(square)) == 0) return ok = false;
        squares[count++] = static_cast<std::uint8_t>(square + 1);
        end = end.afterMove(Move::at(square));
        return true;
    }
    void pass() {
        passes |= std::uint64_t{1} << count;
        end = end.afterPass();
    }
    int discDifference() const { return end.discCount(Color::Black) - end.discCount(Color::White); }
};

namespace {

std::string numbered(std::uint16_t index) {
    char text[8];
    std::snprintf(text, sizeof text, "#%u", static_cast<unsigned>(index));
    return text;
}

// The year a GGF date starts with ("2003.01.30_22:31:44.MST", "2026-11-20 19:04:11 GMT"), or
// that a Unix time in seconds falls in; 0 when there is none.
int yearOfDate(std::string_view date) {
    std::size_t digits = 0;
    while (digits < date.size() && std::isdigit(static_cast<unsigned char>(date[digits]))) ++digits;
    if (digits == 4) {
        const int year = std::stoi(std::string(date.substr(0, 4)));
        return year >= 1900 && year <= 2999 ? year : 0;
    }
    if (digits >= 9 && digits <= 10 && digits == date.size()) {
        const long long seconds = std::stoll(std::string(date));
        return static_cast<int>(1970 +
                                seconds / 31'556'952);  // mean Gregorian year; fine for a column
    }
    return 0;
}

}  // namespace

GameLibrary::GameLibrary() { intern(""); }

GameLibrary::GameLibrary(const GameLibrary& other)
    : sources_(other.sources_),
      strings_(other.strings_),
      games_(other.games_),
      moves_(other.moves_),
      passes_(other.passes_),
      extras_(other.extras_),
      skipped_(other.skipped_) {
    stringIndex_.reserve(strings_.size());
    for (std::size_t i = 0; i < strings_.size(); ++i)
        stringIndex_.emplace(strings_[i], static_cast<std::uint32_t>(i));
}

GameLibrary& GameLibrary::operator=(const GameLibrary& other) {
    if (this != &other) *this = GameLibrary(other);
    return *this;
}

int GameLibrary::addSource(std::string name) {
    sources_.push_back(std::move(name));
    return static_cast<int>(sources_.size()) - 1;
}

std::string_view GameLibrary::sourceName(int source) const {
    return source >= 0 && source < sourceCount() ? std::string_view(sources_[index(source)])
                                                 : std::string_view();
}

std::uint32_t GameLibrary::intern(std::string_view text) {
    if (const auto found = stringIndex_.find(text); found != stringIndex_.end())
        return found->second;
    strings_.emplace_back(text);
    const auto id = static_cast<std::uint32_t>(strings_.size() - 1);
    stringIndex_.emplace(strings_.back(), id);
    return id;
}

void GameLibrary::append(const GameLibrary& other) {
    const auto firstSource = static_cast<std::uint16_t>(sources_.size());
    for (const std::string& name : other.sources_) sources_.push_back(name);
    std::vector<std::uint32_t> strings;
    strings.reserve(other.strings_.size());
    for (const std::string& text : other.strings_) strings.push_back(intern(text));
    const auto firstExtra = static_cast<std::uint32_t>(extras_.size());
    extras_.insert(extras_.end(), other.extras_.begin(), other.extras_.end());
    games_.reserve(games_.size() + other.games_.size());
    for (Entry entry : other.games_) {
        entry.black = strings[entry.black];
        entry.white = strings[entry.white];
        entry.event = strings[entry.event];
        entry.date = strings[entry.date];
        if (entry.extra != kNone) entry.extra += firstExtra;
        entry.source = static_cast<std::uint16_t>(entry.source + firstSource);
        games_.push_back(entry);
    }
    moves_.insert(moves_.end(), other.moves_.begin(), other.moves_.end());
    passes_.insert(passes_.end(), other.passes_.begin(), other.passes_.end());
    skipped_ += other.skipped_;
}

bool GameLibrary::add(Entry entry, const Replay& replay) {
    if (!replay.ok) {
        ++skipped_;
        return false;
    }
    entry.moveCount = static_cast<std::uint8_t>(replay.count);
    const bool resigned = (entry.flags & (kResignedByBlack | kResignedByWhite)) != 0;
    if (resigned) {
        entry.flags |= kFinished;
        entry.score = static_cast<std::int8_t>((entry.flags & kResignedByBlack) ? -64 : 64);
    } else if (replay.end.isGameOver()) {
        entry.flags |= kFinished;
        entry.score = static_cast<std::int8_t>(replay.end.finalScoreForBlack());
    } else {
        entry.score = static_cast<std::int8_t>(replay.discDifference());
    }
    games_.push_back(entry);
    moves_.insert(moves_.end(), std::begin(replay.squares), std::end(replay.squares));
    passes_.push_back(replay.passes);
    return true;
}

int GameLibrary::addWthor(int source, const WthorFile& file,
                          const std::vector<std::string>& players,
                          const std::vector<std::string>& tournaments) {
    std::vector<std::uint32_t> playerIds(players.size(), kNone),
        tournamentIds(tournaments.size(), kNone);
    const auto name = [this](std::uint16_t i, const std::vector<std::string>& table,
                             std::vector<std::uint32_t>& ids) {
        if (i >= table.size()) return intern(numbered(i));
        if (ids[i] == kNone) ids[i] = intern(table[i]);
        return ids[i];
    };
    const std::uint32_t date = intern(file.year > 0 ? std::to_string(file.year) : std::string());
    int added = 0;
    for (const WthorGame& game : file.games) {
        Replay replay{Position::initial()};
        std::size_t m = 0;
        for (; m < game.moves.size() && game.moves[m] != 0 && replay.ok; ++m) {
            const auto square = wthorSquare(game.moves[m]);
            if (!square || !replay.place(*square)) replay.ok = false;
        }
        for (; m < game.moves.size(); ++m)
            if (game.moves[m] != 0) replay.ok = false;  // a move after the end
        Entry entry;
        entry.black = name(game.black, players, playerIds);
        entry.white = name(game.white, players, playerIds);
        entry.event = name(game.tournament, tournaments, tournamentIds);
        entry.date = date;
        entry.year = static_cast<std::int16_t>(file.year);
        entry.source = static_cast<std::uint16_t>(source);
        if (game.theoreticalBlackDiscs <= 64) {
            entry.flags |= kTheoretical;
            entry.theoretical = static_cast<std::int8_t>(2 * game.theoreticalBlackDiscs - 64);
        }
        added += add(entry, replay) ? 1 : 0;
    }
    return added;
}

int GameLibrary::addDocuments(int source, const std::vector<GameDocument>& documents) {
    int added = 0;
    for (const GameDocument& document : documents) {
        const GameRecord& record = document.record;
        Replay replay{record.start()};
        for (const Move move : record.moves()) {
            if (move.isPass()) replay.pass();
            else replay.place(move.square());
            if (!replay.ok) break;
        }
        const GameTags& tags = document.tags;
        Entry entry;
        entry.black = intern(tags.black);
        entry.white = intern(tags.white);
        entry.event = intern(tags.place);
        entry.date = intern(tags.date);
        entry.year = static_cast<std::int16_t>(yearOfDate(tags.date));
        entry.source = static_cast<std::uint16_t>(source);
        if (const auto loser = record.endsByResignationOf())
            entry.flags |= *loser == Color::Black ? kResignedByBlack : kResignedByWhite;
        // A loss on time is kept as its result tag.
        const std::string given = record.endsOnTimeOf() ? ggfResult(record, tags.result)
                                  : ggfResult(record, tags.result) == ggfResult(record)
                                      ? std::string()
                                      : tags.result;
        if (record.start() != Position::initial() || !tags.other.empty() || !given.empty()) {
            entry.extra = static_cast<std::uint32_t>(extras_.size());
            extras_.push_back({record.start(), tags.other, given});
        }
        if (add(entry, replay)) {
            ++added;
        } else if (entry.extra != kNone) {
            extras_.pop_back();
        }
    }
    return added;
}

std::optional<Color> GameLibrary::resignedBy(int i) const {
    const std::uint8_t flags = games_[index(i)].flags;
    if (flags & kResignedByBlack) return Color::Black;
    if (flags & kResignedByWhite) return Color::White;
    return std::nullopt;
}

std::optional<int> GameLibrary::theoreticalScoreForBlack(int i) const {
    const Entry& entry = games_[index(i)];
    if (!(entry.flags & kTheoretical)) return std::nullopt;
    return entry.theoretical;
}

Position GameLibrary::start(int i) const {
    const Entry& entry = games_[index(i)];
    return entry.extra == kNone ? Position::initial() : extras_[entry.extra].start;
}

std::vector<Move> GameLibrary::moves(int i) const {
    const std::uint8_t* squares = movesOf(i);
    const std::uint64_t passes = passesOf(i);
    const int count = moveCount(i);
    std::vector<Move> moves;
    moves.reserve(static_cast<std::size_t>(count) +
                  static_cast<std::size_t>(std::popcount(passes)));
    for (int k = 0; k <= count; ++k) {
        if (passes >> k & 1) moves.push_back(Move::pass());
        if (k < count) moves.push_back(Move::at(squares[k] - 1));
    }
    return moves;
}

GameDocument GameLibrary::document(int i) const {
    GameDocument document{GameRecord(start(i)), {}};
    for (const Move move : moves(i)) document.record.play(move);
    if (const auto loser = resignedBy(i)) document.record.resign(*loser);
    GameTags& tags = document.tags;
    tags.black = black(i);
    tags.white = white(i);
    tags.date = date(i);
    tags.place = event(i);
    const Entry& entry = games_[index(i)];
    const std::string given = entry.extra == kNone ? std::string() : extras_[entry.extra].result;
    const auto stated = parseGgfResult(given);
    if (stated && stated->flag == "t" && stated->scoreForBlack != 0 && !document.record.isOver())
        document.record.loseOnTime(stated->scoreForBlack < 0 ? Color::Black : Color::White);
    tags.result = ggfResult(document.record, given);
    if (entry.extra != kNone) tags.other = extras_[entry.extra].otherTags;
    return document;
}

std::size_t GameLibrary::memoryBytes() const {
    std::size_t bytes = sizeof(*this);
    bytes += games_.capacity() * sizeof(Entry) + moves_.capacity() +
             passes_.capacity() * sizeof(std::uint64_t);
    for (const std::string& s : sources_)
        bytes += sizeof(s) + (s.capacity() > 15 ? s.capacity() : 0);
    for (const std::string& s : strings_)
        bytes += sizeof(s) + (s.capacity() > 15 ? s.capacity() : 0);
    // An unordered_map node holds the key, the value and a next pointer (plus a cached hash);
    // the bucket array is a pointer a bucket.
    bytes +=
        stringIndex_.size() * (sizeof(std::string_view) + 2 * sizeof(void*) + sizeof(std::size_t));
    bytes += stringIndex_.bucket_count() * sizeof(void*);
    for (const Extra& extra : extras_) {
        bytes += sizeof(Extra) + extra.result.capacity();
        for (const auto& [key, value] : extra.otherTags)
            bytes += sizeof(key) * 2 + key.capacity() + value.capacity();
    }
    return bytes;
}

}  // namespace verso
