// SPDX-License-Identifier: GPL-3.0-or-later
#include "LearnedBook.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <istream>
#include <ostream>
#include <sstream>
#include <system_error>

#include "MoveRanking.h"
#include "core/BoardSymmetry.h"
#include "core/FileLock.h"
#include "core/Printable.h"
#include "core/SetAside.h"
#include "core/nboard/NboardText.h"

namespace verso::nboard {

NormalisedBoard normaliseBoard(Bitboard player, Bitboard opponent) {
    const CanonicalBoard c = canonicalBoard(player, opponent);
    return {c.player, c.opponent, c.symmetry};
}

int toNormalisedSquare(int square, int symmetry) { return symmetricSquare(square, symmetry); }

int fromNormalisedSquare(int square, int symmetry) {
    return inverseSymmetricSquare(square, symmetry);
}

std::optional<BookMove> LearnedBook::find(const Position& position) const {
    const NormalisedBoard key = normaliseBoard(position.player(), position.opponent());
    const auto it = entries_.find({key.player, key.opponent});
    if (it == entries_.end()) return std::nullopt;
    const Move move = Move::at(fromNormalisedSquare(it->second.move, key.symmetry));
    if (!move.isPlacement() || !position.isLegal(move))
        return std::nullopt;  // a damaged entry: ignored
    return BookMove{move, it->second.value, it->second.exact, it->second.depth};
}

void LearnedBook::store(const Position& position, Move best, int value, bool exact, int depth) {
    if (!best.isPlacement() || !position.isLegal(best)) return;
    const NormalisedBoard key = normaliseBoard(position.player(), position.opponent());
    const BookEntry entry{toNormalisedSquare(best.square(), key.symmetry), value, exact,
                          exact ? 0 : depth};
    auto [it, inserted] = entries_.try_emplace({key.player, key.opponent}, entry);
    if (inserted) return;
    const BookEntry& old = it->second;
    if (exact || (!old.exact && depth >= old.depth))
        it->second = entry;  // the newer game, unless less reliable
}

void LearnedBook::merge(const LearnedBook& other) {
    for (const auto& [key, theirs] : other.entries_) {
        auto [it, inserted] = entries_.try_emplace(key, theirs);
        if (inserted) continue;
        const BookEntry& ours = it->second;
        if ((theirs.exact && !ours.exact) ||
            (!theirs.exact && !ours.exact && theirs.depth > ours.depth))
            it->second = theirs;
    }
}

namespace {

std::string squaresText(Bitboard player, Bitboard opponent) {
    std::string text(64, '-');
    for (int sq = 0; sq < 64; ++sq) {
        if (player & squareBit(sq)) text[static_cast<std::size_t>(sq)] = 'X';
        else if (opponent & squareBit(sq)) text[static_cast<std::size_t>(sq)] = 'O';
    }
    return text;
}

}  // namespace

void LearnedBook::write(std::ostream& out) const {
    out << kHeader << '\n'
        << "# verso-engine's learned positions: squares a1..h8 of the position up to symmetry (X "
           "to move,\n"
        << "# O the opponent), the best known move there, its value in discs for X, exact or dN "
           "(searched N deep)\n";
    for (const auto& [key, e] : entries_) {
        out << squaresText(key.first, key.second) << ' ' << squareName(e.move) << ' ' << e.value
            << ' ';
        if (e.exact) out << "exact\n";
        else out << 'd' << e.depth << '\n';
    }
}

bool LearnedBook::read(std::istream& in, std::string& error) {
    std::string line;
    if (!std::getline(in, line) || line != kHeader) {
        error = "the first line is not \"" + std::string(kHeader) + "\"";
        return false;
    }
    std::map<std::pair<Bitboard, Bitboard>, BookEntry> entries;
    for (int number = 2; std::getline(in, line); ++number) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty() || line[0] == '#') continue;
        const auto fail = [&](const std::string& what) {
            error = "line " + std::to_string(number) + ": " + what;
            return false;
        };
        std::istringstream fields(line);
        std::string squares, moveText, valueText, how, extra;
        if (!(fields >> squares >> moveText >> valueText >> how) || (fields >> extra))
            return fail("expected four fields: squares, move, value, exact or dN");
        if (squares.size() != 64 || squares.find_first_not_of("XO-") != std::string::npos)
            return fail("the squares must be 64 characters X, O or -");
        Bitboard player = 0, opponent = 0;
        for (int sq = 0; sq < 64; ++sq) {
            if (squares[static_cast<std::size_t>(sq)] == 'X') player |= squareBit(sq);
            if (squares[static_cast<std::size_t>(sq)] == 'O') opponent |= squareBit(sq);
        }
        const auto square = parseSquare(moveText);
        if (!square || !(legalMoves(player, opponent) & squareBit(*square)))
            return fail(std::string("\"")
                            .append(printable(moveText))
                            .append("\" is not a legal move there"));
        const auto value = parseInt(valueText);
        if (!value || *value < -64 || *value > 64)
            return fail("the value must be a number from -64 to 64");
        BookEntry entry{*square, *value, how == "exact", 0};
        if (!entry.exact) {
            const auto depth =
                how.size() > 1 && how[0] == 'd' ? parseInt(how.substr(1)) : std::nullopt;
            if (!depth || *depth < 1 || *depth > 60)
                return fail("expected \"exact\" or dN (N from 1 to 60)");
            entry.depth = *depth;
        }
        // Accept any orientation: store it normalised.
        const NormalisedBoard key = normaliseBoard(player, opponent);
        entry.move = toNormalisedSquare(entry.move, key.symmetry);
        entries[{key.player, key.opponent}] = entry;
    }
    if (in.bad()) {
        error = "read error";
        return false;
    }
    entries_ = std::move(entries);
    return true;
}

std::string defaultBookPath() {
    const char* data = std::getenv("XDG_DATA_HOME");
    if (data && *data) return std::string(data) + "/verso/learned-book.txt";
    const char* home = std::getenv("HOME");
    if (home && *home) return std::string(home) + "/.local/share/verso/learned-book.txt";
    return {};
}

namespace {

// Writes "text" to a new temporary file beside "path" and renames it over "path".
bool replaceFile(const std::string& path, const std::string& text, std::string& error) {
    std::string temporary = path + ".tmp-XXXXXX";
    const int fd = ::mkstemp(temporary.data());
    if (fd < 0) {
        error = "cannot create a temporary file beside " + path + ": " + std::strerror(errno);
        return false;
    }
    struct stat info {};
    ::fchmod(fd, ::stat(path.c_str(), &info) == 0 ? (info.st_mode & 0777)
                                                  : 0644);  // mkstemp makes it 0600
    bool ok = true;
    for (std::size_t done = 0; ok && done < text.size();) {
        const ssize_t put = ::write(fd, text.data() + done, text.size() - done);
        if (put > 0) done += static_cast<std::size_t>(put);
        else if (put < 0 && errno != EINTR) ok = false;
    }
    if (!ok || ::fsync(fd) != 0) ok = false;
    if (!ok) error = "cannot write " + temporary + ": " + std::strerror(errno);
    if (::close(fd) != 0 && ok) {
        ok = false;
        error = "cannot write " + temporary + ": " + std::strerror(errno);
    }
    if (ok && ::rename(temporary.c_str(), path.c_str()) != 0) {
        ok = false;
        error = "cannot replace " + path + ": " + std::strerror(errno);
    }
    if (!ok) ::unlink(temporary.c_str());
    return ok;
}

}  // namespace

LoadedBook loadBookFile(const std::string& path) {
    namespace fs = std::filesystem;
    LoadedBook loaded;
    std::error_code ec;
    if (!fs::exists(path, ec) && !ec) return loaded;  // no book yet
    if (!fs::is_regular_file(path, ec)) {             // a directory or a device: not ours to move
        loaded.saving = false;
        loaded.problem = "the learned book " + path +
                         " is not a file; it is left untouched and nothing will be learned";
        return loaded;
    }
    std::ifstream in(path);
    std::string error;
    if (!in) error = "it cannot be opened";
    else if (loaded.book.read(in, error)) return loaded;
    in.close();
    // Unusable: move it aside under a free name, never over another file (under the lock, so that
    // an engine saving at this moment does not move it too).
    const FileLock lock(path);
    std::ifstream again(path);
    if (again && loaded.book.read(again, error))
        return loaded;  // another engine has just replaced it
    again.close();
    const SetAsideResult aside = setAsideFile(path);
    if (aside.ok()) {
        loaded.problem = "the learned book " + path + " is unreadable (" + error +
                         "); it was renamed to " + aside.path + " and a new book is started";
    } else {
        loaded.saving = false;
        loaded.problem = "the learned book " + path + " is unreadable (" + error +
                         ") and could not be renamed (" + aside.error +
                         "); it is left untouched and nothing will be learned";
    }
    loaded.book = LearnedBook();
    return loaded;
}

bool saveBookFile(LearnedBook& book, const std::string& path, std::string& message) {
    namespace fs = std::filesystem;
    message.clear();
    std::error_code ec;
    const fs::path target(path);
    if (target.has_parent_path()) fs::create_directories(target.parent_path(), ec);
    if (ec) {
        message = "cannot create " + target.parent_path().string() + ": " + ec.message();
        return false;
    }
    const FileLock lock(path);
    if (!lock.problem().empty()) {
        message = lock.problem();
        return false;
    }
    // What other engines saved since this one read the book.
    if (fs::is_regular_file(path, ec)) {
        std::ifstream in(path);
        LearnedBook onDisk;
        std::string error;
        if (in && onDisk.read(in, error)) {
            book.merge(onDisk);
        } else {
            in.close();
            const SetAsideResult aside = setAsideFile(path);
            if (!aside.ok()) {
                message = "the learned book " + path + " has become unreadable (" + error +
                          ") and could not be renamed (" + aside.error + ")";
                return false;
            }
            message = "the learned book " + path + " had become unreadable (" + error +
                      "); it was renamed to " + aside.path + " and the book is written anew";
        }
    }
    std::ostringstream text;
    book.write(text);
    std::string error;
    if (!replaceFile(path, text.str(), error)) {
        message = error;
        return false;
    }
    return true;
}

std::size_t learnGame(LearnedBook& book, engine::Searcher& searcher,
                      const std::vector<Position>& positions, const std::vector<Move>& moves,
                      const engine::SearchLimits& limits,
                      std::chrono::steady_clock::time_point deadline,
                      const std::atomic<bool>* stop) {
    struct Known {
        int value = 0;  // for the side to move
        bool exact = false;
    };
    if (positions.size() != moves.size() + 1) return 0;
    const auto interrupted = [&] {
        return (stop && stop->load()) || std::chrono::steady_clock::now() >= deadline;
    };
    const auto timeLeft = [&] {
        return std::max(std::chrono::milliseconds(1),
                        std::chrono::duration_cast<std::chrono::milliseconds>(
                            deadline - std::chrono::steady_clock::now()));
    };
    const auto search = [&](const Position& p, int depth, Known& known) {
        engine::SearchLimits bounded = limits;
        bounded.depth = depth;
        bounded.maxTime = timeLeft();
        const engine::SearchResult r = searchThroughPass(searcher, p, bounded, stop);
        known = {r.score, r.exact};
        return !interrupted();  // a search cut short is not learned
    };
    const auto finalFor = [](const Position& p) {
        const int black = p.finalScoreForBlack();
        return p.sideToMove() == Color::Black ? black : -black;
    };

    Known next;
    if (positions.back().isGameOver()) next = {finalFor(positions.back()), true};
    else if (!search(positions.back(), limits.depth, next)) return 0;

    std::size_t stored = 0;
    for (std::size_t i = moves.size(); i-- > 0;) {
        const Position& p = positions[i];
        const Move played = moves[i];
        const Known afterPlayed{-next.value, next.exact};
        if (!played.isPlacement()) {  // a pass: nothing to choose
            next = afterPlayed;
            continue;
        }
        Known best = afterPlayed;
        Move bestMove = played;
        bool exact = afterPlayed.exact;
        if (p.emptyCount() <= limits.exactEmpties) {  // one exact solve knows every move
            engine::SearchLimits exactLimits = limits;
            exactLimits.maxTime = timeLeft();
            const engine::SearchResult r = searcher.search(p, exactLimits, stop);
            if (interrupted() || !r.exact) return stored;
            best = {r.score, true};
            bestMove = r.best;
            exact = true;
        } else {
            // One search of the position finds the best deviation at once when it prefers
            // another move than the game's; otherwise every other move is searched.
            Known searched;
            engine::SearchLimits rootLimits = limits;
            rootLimits.maxTime = timeLeft();
            const engine::SearchResult r = searcher.search(p, rootLimits, stop);
            if (interrupted()) return stored;
            searched = {r.score, r.exact};
            if (r.best != played) {
                exact = exact && searched.exact;
                if (searched.value > best.value) {
                    best = searched;
                    bestMove = r.best;
                }
            }
            for (Bitboard rest = r.best == played ? p.legalMoves() : 0; rest; rest &= rest - 1) {
                const Move other = Move::at(firstSquare(rest));
                if (other == played) continue;
                const Position child = p.afterMove(other);
                Known childValue;
                if (child.isGameOver()) childValue = {finalFor(child), true};
                else if (!search(child, std::max(1, limits.depth - 1), childValue)) return stored;
                exact = exact && childValue.exact;
                if (-childValue.value > best.value) {
                    best = {-childValue.value, childValue.exact};
                    bestMove = other;
                }
            }
        }
        book.store(p, bestMove, best.value, exact, limits.depth);
        ++stored;
        next = {best.value, exact};
    }
    return stored;
}

}  // namespace verso::nboard
