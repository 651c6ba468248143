// SPDX-License-Identifier: GPL-3.0-or-later
// verso-engine: Verso's engine for NBoard-compatible GUIs and engine matches. It speaks the NBoard
// protocol (version 2) on standard input and output; errors about bad input go to standard error.
#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <new>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "LearnedBook.h"
#include "NboardEngine.h"
#include "core/Printable.h"
#include "core/Version.h"
#include "engine/OpeningBook.h"

namespace {

constexpr const char* kUsage =
    "Usage: verso-engine [--book PATH | --no-book] [--opening-book PATH]\n"
    "                    [--move-time SECONDS | --move-nodes N] [--threads N]\n"
    "Speaks the NBoard protocol (version 2) on standard input and output, for NBoard-compatible\n"
    "GUIs and engine matches; complaints about bad input go to standard error.\n"
    "\n"
    "  --book PATH  the learned book: \"learn\" adds the current game to it and \"go\" plays its\n"
    "               moves where it knows the position well enough (default:\n"
    "               $XDG_DATA_HOME/verso/learned-book.txt, or "
    "~/.local/share/verso/learned-book.txt).\n"
    "               An unreadable book is renamed to PATH.unreadable and a new one is started.\n"
    "  --no-book    no books: \"learn\" learns nothing, and the opening book is not used either.\n"
    "  --opening-book PATH  play from this opening book (made by verso-lab book) instead of the\n"
    "               one built in, where the learned book does not know the position; a missing\n"
    "               or damaged file is reported and the engine plays without one.\n"
    "  --move-time SECONDS  \"go\" searches by time instead of to \"set depth\"'s depth: SECONDS\n"
    "               per move over a game, kept as an account (more in the middle game, what a\n"
    "               move saves or overspends goes to the next ones, never more than 6 times\n"
    "               SECONDS a move), solving the endgame exactly when that fits in its time.\n"
    "  --move-nodes N  \"go\" searches each move until N nodes (1000 to 10^12), as deep as\n"
    "               they reach, solving the endgame exactly where that is expected to fit\n"
    "               in them: on one thread the same games whatever the machine's speed.\n"
    "  --threads N  search on N threads (default: every core of the machine; 1 searches\n"
    "               deterministically).\n"
    "  --help       this text.\n"
    "  --version    the version and the licence.\n"
    "\n"
    "Understood: nboard, set depth N, set game GGF, set contempt N (centi-discs a draw is worse\n"
    "than nothing to the engine), move, go, hint N, analyze, learn, ping N, quit.\n";

// "2000000" -> 2000000; false unless it is a whole number from 1000 to 10^12.
bool parseNodes(const char* text, std::uint64_t& out) {
    char* end = nullptr;
    errno = 0;
    const unsigned long long nodes = std::strtoull(text, &end, 10);
    if (end == text || *end || errno || *text == '-' || nodes < 1000 || nodes > 1'000'000'000'000)
        return false;
    out = nodes;
    return true;
}

// "0.15" -> 150 ms; false unless it is a plain number of seconds from 0.001 to 3600.
bool parseSeconds(const char* text, std::chrono::milliseconds& out) {
    char* end = nullptr;
    const double seconds = std::strtod(text, &end);
    if (end == text || *end || !(seconds >= 0.001 && seconds <= 3600)) return false;
    out = std::chrono::milliseconds(std::llround(seconds * 1000));
    return true;
}

// "2" -> 2; false unless it is a whole number of threads from 1 to 64.
bool parseThreads(const char* text, int& out) {
    char* end = nullptr;
    const long value = std::strtol(text, &end, 10);
    if (end == text || *end || value < 1 || value > 64) return false;
    out = static_cast<int>(value);
    return true;
}

// Reads the opening book at "path"; false (and why) when it cannot be read or is damaged.
bool loadOpeningBook(const std::string& path, verso::engine::OpeningBook& book,
                     std::string& problem) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        problem = "cannot open the opening book \"" + verso::printable(path) + "\"";
        return false;
    }
    const std::vector<char> bytes((std::istreambuf_iterator<char>(in)),
                                  std::istreambuf_iterator<char>());
    std::string error;
    if (!book.read(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size(), error)) {
        problem = "the opening book \"" + verso::printable(path) + "\" cannot be used: " + error;
        return false;
    }
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    // Reading a line must not flush standard output: the search thread writes it (under the
    // engine's lock), and a flush from this thread at the same time repeated or lost answers.
    std::cin.tie(nullptr);
    std::string bookPath = verso::nboard::defaultBookPath();
    std::string openingBookPath;
    verso::engine::OpeningBook openingBook;
    std::chrono::milliseconds moveTime{0};
    std::uint64_t moveNodes = 0;
    int threads = std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1, 64);
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            std::cout << kUsage;
            return 0;
        } else if (arg == "--version" || arg == "-v") {
            std::cout << verso::versionText("verso-engine");
            return 0;
        } else if (arg == "--no-book") {
            bookPath.clear();
        } else if (arg == "--book" && i + 1 < argc && *argv[i + 1]) {
            bookPath = argv[++i];
        } else if (arg == "--opening-book" && i + 1 < argc && *argv[i + 1]) {
            openingBookPath = argv[++i];
        } else if (arg == "--move-time" && i + 1 < argc && parseSeconds(argv[i + 1], moveTime)) {
            ++i;
        } else if (arg == "--move-nodes" && i + 1 < argc && parseNodes(argv[i + 1], moveNodes)) {
            ++i;
        } else if (arg == "--threads" && i + 1 < argc && parseThreads(argv[i + 1], threads)) {
            ++i;
        } else {
            std::cerr << "verso-engine: "
                      << (arg == "--book" || arg == "--opening-book"
                              ? std::string(arg) + " needs a file name"
                          : arg == "--move-time"
                              ? std::string(
                                    "--move-time needs a number of seconds from 0.001 to 3600")
                          : arg == "--move-nodes"
                              ? std::string("--move-nodes needs a whole number from 1000 to "
                                            "1000000000000")
                          : arg == "--threads"
                              ? std::string("--threads needs a whole number from 1 to 64")
                              : "unknown option \"" + verso::printable(arg) + "\"")
                      << "\n"
                      << kUsage;
            return 2;
        }
    }
    if (moveTime.count() > 0 && moveNodes > 0) {
        std::cerr << "verso-engine: --move-time and --move-nodes are two ways to limit a move: "
                     "give one\n"
                  << kUsage;
        return 2;
    }
    std::unique_ptr<verso::nboard::NboardEngine> engine;
    try {
        engine =
            std::make_unique<verso::nboard::NboardEngine>(std::cout, std::cerr);  // its 64 MB table
    } catch (const std::bad_alloc&) {
        std::cerr << "verso-engine: cannot allocate its 64 MB hash table\n";
        return 2;
    }
    if (!bookPath.empty()) {
        engine->useBook(bookPath);
        // The opening book: a file given with --opening-book, else the one built in.
        if (!openingBookPath.empty()) {
            std::string problem;
            if (loadOpeningBook(openingBookPath, openingBook, problem))
                engine->useOpeningBook(&openingBook);
            else std::cerr << "verso-engine: " << problem << "; playing without an opening book\n";
        } else if (const verso::engine::OpeningBook* shipped =
                       verso::engine::shippedOpeningBook()) {
            engine->useOpeningBook(shipped);
        } else if (verso::engine::shippedOpeningBookProblem().find("damaged") !=
                   std::string::npos) {
            std::cerr << "verso-engine: " << verso::engine::shippedOpeningBookProblem() << "\n";
        }
    }
    engine->setMoveTime(moveTime);
    engine->setMoveNodes(moveNodes);
    engine->setThreads(threads);
    std::string line;
    while (std::getline(std::cin, line)) {
        if (!engine->handleLine(line)) return 0;
    }
    // The end of input is a quit: a GUI that went away without one must not leave a search running.
    engine->handleLine("quit");
    return 0;
}
