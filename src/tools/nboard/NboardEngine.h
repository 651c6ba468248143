// SPDX-License-Identifier: GPL-3.0-or-later
// The NBoard protocol (version 2) engine: reads GUI commands line by line and answers on "out".
// Searches run on a worker thread so that "ping" and "quit" interrupt them at once.
// Lines are read and written as messages through core/nboard (NboardParser.h, NboardFormat.h).
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>

#include "LearnedBook.h"
#include "core/Ggf.h"
#include "core/nboard/NboardMessage.h"
#include "core/nboard/NboardParser.h"
#include "engine/OpeningBook.h"
#include "engine/Search.h"
#include "engine/TimeControl.h"

namespace verso::nboard {

class NboardEngine {
public:
    NboardEngine(std::ostream& out, std::ostream& err);
    ~NboardEngine();  // stops and joins any search
    NboardEngine(const NboardEngine&) = delete;
    NboardEngine& operator=(const NboardEngine&) = delete;

    // Handles one command line. Returns false after "quit".
    bool handleLine(std::string_view line);
    // Waits for a running search to finish on its own (end of input).
    void finishSearch();

    // Uses the learned book at "path" (loaded now, saved after each "learn"); problems with the
    // file go to the error stream. Without this call the engine has no book and learns nothing.
    void useBook(const std::string& path);
    // Plays from this opening book (engine/OpeningBook.h; null: none) where it knows the position
    // and the learned book does not: its best move. Not with a contempt (its values are plain
    // disc differences). "book" must outlive the engine.
    void useOpeningBook(const engine::OpeningBook* book) { openingBook_ = book; }
    // How long one "learn" may take at most (it keeps what it learned by then).
    void setLearnTime(std::chrono::milliseconds limit) { learnTime_ = limit; }
    // "go" searches with this budget per move (SearchLimits::moveTime) instead of to "set depth"'s
    // depth; 0 (the default) searches by depth.
    // The moves of one game share a time account (engine::TimeBank): what a move leaves unused
    // of its share goes to the next ones, what it overspends is taken from them.
    void setMoveTime(std::chrono::milliseconds budget) {
        moveTime_ = budget;
        timeBank_ = engine::TimeBank(0.001 * static_cast<double>(budget.count()));
    }

    // "go" searches each move until this many nodes (SearchLimits::maxNodes), as deep as they
    // reach, solving exactly where a solve is expected to fit in them
    // (engine::exactEmptiesForNodes); 0 (the default) searches by depth or by time. With one
    // thread the same moves get the same answers whatever the machine's speed.
    void setMoveNodes(std::uint64_t nodes) { moveNodes_ = nodes; }

    // Threads of every search (SearchLimits::threads; default 1).
    void setThreads(int threads) { threads_ = std::max(1, threads); }

    // The midgame depth of "set depth N" and the number of empties solved exactly at that depth,
    // on the engine's threads.
    engine::SearchLimits limitsForDepth(int depth) const;

private:
    void send(const NboardReply& reply);
    void complain(const std::string& message);
    void stopSearch();
    void startSearch(std::function<void()> job);

    // One handler a command (core/nboard/NboardMessage.h); a garbled line is complained about.
    void handle(const Hello& hello);
    void handle(const SetDepth& setDepth);
    void handle(const SetContempt& setContempt);
    void handle(const SetGame& setGame);
    void handle(const MovePlayed& played);
    void handle(const Go&);
    void handle(const Hint& hint);
    void handle(const Analyze&);
    void handle(const Ping& ping);
    void handle(const Learn&);
    void handle(const Quit&);
    void handleBadLine(const NboardError& error);
    void handleSetGame(const GgfGame& game);
    void handleMove(const GgfMove& move);
    std::optional<BookMove> playableBookMove(const Position& position) const;

    void sendNodeStats(std::uint64_t nodes, double seconds);

    std::ostream& out_;
    std::ostream& err_;
    std::mutex outMutex_;
    GgfGame game_;
    Position position_;
    int depth_ = 12;
    int threads_ = 1;
    int contempt_ = 0;  // centi-discs: the engine's dislike of a draw (SearchLimits::contempt)
    std::unique_ptr<engine::Searcher> searcher_;
    std::unique_ptr<LearnedBook> book_;  // null: no book
    const engine::OpeningBook* openingBook_ = nullptr;
    std::string bookPath_;
    bool bookSaving_ = false;
    std::chrono::milliseconds learnTime_{15000};
    std::chrono::milliseconds moveTime_{0};
    std::uint64_t moveNodes_ = 0;
    engine::TimeBank
        timeBank_;  // written by the worker after a "go", read by handlers after stopSearch()
    std::thread worker_;
    std::atomic<bool> stop_{false};
};

}  // namespace verso::nboard
