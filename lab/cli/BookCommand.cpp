// SPDX-License-Identifier: GPL-3.0-or-later
// verso-lab book: builds the opening book (engine/OpeningBook.h) from the positions real games
// reach. Three steps, the middle one long and resumable:
//   1. the positions within the first P moves of every game of the shared data that at least G
//      games reach (up to symmetry), grown into a tree from the start (seconds);
//   2. each position's best move that leaves the book, by a search of depth D: appended to
//      WORK/values.txt as it goes, so a stopped run (--seconds, Ctrl-C, a crash) goes on where
//      it stopped when the same command is run again;
//   3. when every position is valued: the values minimaxed to the start and the book written.
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <mutex>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "Arguments.h"
#include "Command.h"
#include "core/BoardSymmetry.h"
#include "core/Printable.h"
#include "engine/OpeningBook.h"
#include "engine/Search.h"
#include "train/GameArchive.h"
#include "train/RunOnThreads.h"
#include "train/SearchLabels.h"

namespace verso::cli {
namespace {

constexpr const char* kUsage =
    "Usage: verso-lab book --work DIR --out FILE [--data DIR] [--plies P] [--min-games G] [--depth "
    "D]\n"
    "                      [--hash MB] [--threads N] [--seconds S] [--any-engine]\n"
    "Builds the opening book from the positions that at least G games of DIR/wthor/*.wtb and\n"
    "DIR/logbook/logbook.gam.gz (DIR defaults to ../shared/data) reach within their first P "
    "moves,\n"
    "each valued by a search of depth D of its best move leaving the book, minimaxed to the "
    "start.\n"
    "  --work DIR     where the values are kept while the book is built (values.txt); a stopped\n"
    "                 build goes on from there when the same command is run again (with the same\n"
    "                 options and an engine that searches the same)\n"
    "  --out FILE     the book, written when every position is valued\n"
    "  --plies P      moves from the start (default 20)\n"
    "  --min-games G  games that must reach a position (default 4)\n"
    "  --depth D      search depth of each position (default 18)\n"
    "  --hash MB      each search's table, cleared before each position (default 16)\n"
    "  --threads N    positions valued side by side, one search each (default 1); the values do\n"
    "                 not depend on it\n"
    "  --seconds S    stop cleanly after about S seconds; Ctrl-C too\n"
    "  --any-engine   go on from values found by an engine that searches differently (the same\n"
    "                 options); they are kept as they are, the missing ones valued by this engine\n"
    "Exit status: 0 when the book is written, 3 when stopped before (run it again to go on),\n"
    "1 on an error, 2 on bad usage.\n";

struct BookArgs {
    std::string dataDir = "../shared/data";
    std::string workDir;
    std::string out;
    int plies = 20;
    int minGames = 4;
    int depth = 18;
    int hash = 16;
    int threads = 1;
    std::optional<double> seconds;
    bool anyEngine = false;
};

bool parseArgs(const Args& args, BookArgs& out) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        const bool hasValue = i + 1 < args.size();
        const auto number = [&](long long min, long long max, int& into) {
            return takeInteger(args, i, "book", min, max, into);
        };
        if (a == "--data" && hasValue) out.dataDir = args[++i];
        else if (a == "--work" && hasValue) out.workDir = args[++i];
        else if (a == "--out" && hasValue) out.out = args[++i];
        else if (a == "--plies" && hasValue) {
            if (!number(1, 40, out.plies)) return false;
        } else if (a == "--min-games" && hasValue) {
            if (!number(1, 1'000'000, out.minGames)) return false;
        } else if (a == "--depth" && hasValue) {
            if (!number(1, 40, out.depth)) return false;
        } else if (a == "--hash" && hasValue) {
            if (!number(1, 65536, out.hash)) return false;
        } else if (a == "--threads" && hasValue) {
            if (!number(1, 256, out.threads)) return false;
        } else if (a == "--any-engine") out.anyEngine = true;
        else if (a == "--seconds" && hasValue) {
            const auto v = parseInteger(args[++i], 0, 1'000'000'000);
            if (!v) {
                std::cerr << "verso-lab book: --seconds needs a whole number of seconds, not '"
                          << printable(args[i]) << "'\n";
                return false;
            }
            out.seconds = static_cast<double>(*v);
        } else {
            std::cerr << "verso-lab book: unexpected argument '" << printable(a) << "'\n";
            return false;
        }
    }
    if (out.workDir.empty() || out.out.empty()) {
        std::cerr << "verso-lab book: --work DIR and --out FILE are needed\n" << kUsage;
        return false;
    }
    return true;
}

std::atomic<bool> stopRequested{false};
void onSignal(int) { stopRequested.store(true); }

using Key = std::pair<Bitboard, Bitboard>;
Key keyOf(const Position& p) {
    const CanonicalBoard c = canonicalBoard(p.player(), p.opponent());
    return {c.player, c.opponent};
}

// Step 1: the records of the book's tree, the start first, by disc count (breadth first).
bool collect(const BookArgs& a, std::vector<engine::OpeningBookRecord>& records,
             std::vector<Position>& positions, long& games) {
    train::DataSources sources;
    std::string error;
    if (!train::findDataSources(a.dataDir, true, sources, error)) {
        std::cerr << "verso-lab book: " << error << "\n";
        return false;
    }
    std::vector<train::ArchiveFile> files = sources.training;
    files.insert(files.end(), sources.heldOut.begin(), sources.heldOut.end());
    std::map<Key, int> reached;
    train::ArchiveStats stats;
    for (const train::ArchiveFile& file : files) {
        const bool ok = train::visitArchive(
            file,
            [&](const train::ArchiveGame& game) {
                const std::size_t last =
                    std::min(game.positions.size(), static_cast<std::size_t>(a.plies) + 1);
                for (std::size_t ply = 0; ply < last; ++ply) ++reached[keyOf(game.positions[ply])];
            },
            stats, error);
        if (!ok) {
            std::cerr << "verso-lab book: " << error << "\n";
            return false;
        }
    }
    games = stats.games;
    std::map<Key, bool> taken;  // kept positions; true once a record holds them
    for (const auto& [key, count] : reached)
        if (count >= a.minGames) taken[key] = false;
    records.push_back({});
    positions.push_back(Position::initial());
    taken[keyOf(positions.front())] = true;
    for (std::size_t i = 0; i < records.size(); ++i) {
        const Position here = positions[i];
        for (Bitboard rest = legalMoves(here.player(), here.opponent()); rest; rest &= rest - 1) {
            const int square = firstSquare(rest);
            const Position child = engine::openingBookChild(here, square);
            const auto it = taken.find(keyOf(child));
            if (it == taken.end() || it->second || child.isGameOver()) continue;
            it->second = true;
            engine::OpeningBookRecord r;
            r.parent = static_cast<int>(i);
            r.square = square;
            records.push_back(r);
            positions.push_back(child);
        }
    }
    return true;
}

// The header without its engine's fingerprint (the last field), for --any-engine.
std::string withoutEngine(const std::string& header) {
    const std::size_t at = header.rfind(" engine ");
    return at == std::string::npos ? header : header.substr(0, at);
}

// The header line of values.txt: what the values belong to.
// The engine's fingerprint (train/SearchLabels.h) is part of it: values of an engine that searches
// differently are not mixed in.
std::string valuesHeader(const BookArgs& a, std::size_t records) {
    std::ostringstream out;
    out << "verso-book-values 1 plies " << a.plies << " min-games " << a.minGames << " depth "
        << a.depth << " records " << records << " engine " << std::hex
        << train::engineFingerprint();
    return out.str();
}

int run(const Args& args) {
    if (wantsHelp(args)) {
        std::cout << kUsage;
        return 0;
    }
    BookArgs a;
    if (!parseArgs(args, a)) return 2;
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
    const auto started = std::chrono::steady_clock::now();
    const auto elapsed = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    };

    std::vector<engine::OpeningBookRecord> records;
    std::vector<Position> positions;
    long games = 0;
    if (!collect(a, records, positions, games)) return 1;
    std::cerr << "verso-lab book: " << records.size() << " positions reached by at least "
              << a.minGames << " of " << games << " games within " << a.plies << " moves ("
              << static_cast<int>(elapsed()) << " s)\n";

    // Step 2: the values so far, then the rest.
    std::error_code ec;
    std::filesystem::create_directories(a.workDir, ec);
    const std::string valuesPath = a.workDir + "/values.txt";
    const std::string header = valuesHeader(a, records.size());
    std::vector<bool> valued(records.size(), false);
    std::size_t done = 0;
    if (std::ifstream in(valuesPath); in) {
        std::string line;
        const bool read = static_cast<bool>(std::getline(in, line));
        const bool otherEngine =
            read && line != header && withoutEngine(line) == withoutEngine(header);
        if (!read || (line != header && !(otherEngine && a.anyEngine))) {
            std::cerr << "verso-lab book: " << printable(valuesPath)
                      << " belongs to another build (its first line is '" << printable(line)
                      << "', this one's is '" << header << "'); use another --work folder"
                      << (otherEngine ? ", or --any-engine to go on from another engine's values"
                                      : "")
                      << "\n";
            return 1;
        }
        while (std::getline(in, line)) {
            if (in.eof())
                break;  // a last line without its newline was cut short by a stop: valued again
            std::istringstream fields(line);
            long index = -1;
            int deviation = 0, square = 0, depth = 0;
            std::string end;
            if (!(fields >> index >> deviation >> square >> depth) || (fields >> end) ||
                index < 0 || static_cast<std::size_t>(index) >= records.size())
                continue;
            engine::OpeningBookRecord& r = records[static_cast<std::size_t>(index)];
            r.deviation = deviation;
            r.deviationSquare = square;
            r.depth = depth;
            if (!valued[static_cast<std::size_t>(index)]) ++done;
            valued[static_cast<std::size_t>(index)] = true;
        }
    }
    {
        const bool fresh = !std::filesystem::exists(valuesPath);
        // A line cut short by a stop is ended, so that the next value starts a line of its own.
        bool cut = false;
        if (!fresh) {
            std::ifstream last(valuesPath, std::ios::binary | std::ios::ate);
            if (last.tellg() > 0) {
                last.seekg(-1, std::ios::end);
                cut = last.get() != '\n';
            }
        }
        std::ofstream values(valuesPath, std::ios::app);
        if (!values) {
            std::cerr << "verso-lab book: cannot write " << printable(valuesPath) << "\n";
            return 1;
        }
        if (fresh) values << header << "\n" << std::flush;
        if (cut) values << "\n" << std::flush;
        // Which records the book holds, to leave their moves out of each search.
        std::map<Key, bool> inBook;
        for (const Position& p : positions) inBook[keyOf(p)] = true;
        std::vector<std::size_t> pending;
        for (std::size_t i = 0; i < records.size(); ++i)
            if (!valued[i]) pending.push_back(i);
        std::atomic<std::size_t> next{0};
        std::mutex lock;  // guards values, records, valued, done and the report
        const std::size_t doneBefore = done;
        double lastReport = elapsed();
        const double runStarted = elapsed();
        // Each worker takes the next position still to value; each value is written as soon as it
        // is found, so the file's order depends on the threads but its values do not (each search
        // starts from a cleared table).
        const auto work = [&] {
            engine::Searcher searcher(static_cast<std::size_t>(a.hash));
            while (!stopRequested) {
                if (a.seconds && elapsed() >= *a.seconds) break;
                const std::size_t k = next.fetch_add(1);
                if (k >= pending.size()) break;
                const std::size_t i = pending[k];
                const Position& p = positions[i];
                Bitboard leaving = 0;
                for (Bitboard rest = legalMoves(p.player(), p.opponent()); rest; rest &= rest - 1) {
                    const int square = firstSquare(rest);
                    if (!inBook.count(keyOf(engine::openingBookChild(p, square))))
                        leaving |= squareBit(square);
                }
                int deviation = engine::OpeningBookRecord::kNone, square = 64;
                if (leaving) {
                    engine::SearchLimits limits;
                    limits.depth = a.depth;
                    limits.rootMoves = leaving;
                    searcher.clearHash();  // each value independent of the ones before: the same in
                                           // any run
                    const engine::SearchResult r = searcher.search(p, limits, &stopRequested);
                    if (stopRequested) break;
                    deviation = r.score;
                    square = r.best.square();
                }
                const std::lock_guard<std::mutex> guard(lock);
                values << i << ' ' << deviation << ' ' << square << ' ' << a.depth << "\n"
                       << std::flush;
                records[i].deviation = deviation;
                records[i].deviationSquare = square;
                records[i].depth = a.depth;
                valued[i] = true;
                ++done;
                if (elapsed() - lastReport >= 10 || done == records.size()) {
                    lastReport = elapsed();
                    const double rate = static_cast<double>(done - doneBefore) /
                                        std::max(1e-9, elapsed() - runStarted);
                    std::cerr << "verso-lab book: valued " << done << " of " << records.size()
                              << " positions (" << std::fixed << std::setprecision(1) << rate
                              << " a second), about "
                              << static_cast<long>(static_cast<double>(records.size() - done) /
                                                   std::max(rate, 1e-9) / 60)
                              << " min left\n"
                              << std::defaultfloat;
                }
            }
        };
        train::runOnThreads(a.threads, [&](int) { work(); });
    }
    if (done < records.size()) {
        std::cerr << "verso-lab book: stopped with " << done << " of " << records.size()
                  << " positions valued; run the same command again to go on\n";
        return 3;
    }

    // Step 3: minimax and write.
    engine::OpeningBook::minimax(records, positions);
    engine::OpeningBook book;
    std::string error;
    if (!book.assign(records, error)) {
        std::cerr << "verso-lab book: the book does not hold together: " << error << "\n";
        return 1;
    }
    const std::vector<std::uint8_t> bytes = book.write();
    const std::string temporary = a.out + ".tmp";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char*>(bytes.data()),
                  static_cast<std::streamsize>(bytes.size()));
        if (!out) {
            std::cerr << "verso-lab book: cannot write " << printable(temporary) << "\n";
            return 1;
        }
    }
    std::filesystem::rename(temporary, a.out, ec);
    if (ec) {
        std::cerr << "verso-lab book: cannot replace " << printable(a.out) << ": " << ec.message()
                  << "\n";
        return 1;
    }
    std::cout << "wrote " << a.out << ": " << book.size() << " positions, " << bytes.size()
              << " bytes; the start is worth " << book.records().front().value
              << " discs to Black\n";
    return 0;
}

const bool registered =
    registerCommand({"book", "build the opening book from the positions real games reach", run});

}  // namespace
}  // namespace verso::cli
