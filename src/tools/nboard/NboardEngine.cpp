// SPDX-License-Identifier: GPL-3.0-or-later
#include "NboardEngine.h"

#include <algorithm>
#include <cmath>
#include <ostream>
#include <vector>

#include "MoveRanking.h"
#include "core/Printable.h"
#include "core/nboard/NboardFormat.h"
#include "core/nboard/NboardText.h"

namespace verso::nboard {

NboardEngine::NboardEngine(std::ostream& out, std::ostream& err)
    : out_(out), err_(err), searcher_(std::make_unique<engine::Searcher>()) {
    game_.start = Position::initial();
    position_ = game_.start;
}

NboardEngine::~NboardEngine() { stopSearch(); }

engine::SearchLimits NboardEngine::limitsForDepth(int depth) const {
    engine::SearchLimits limits;
    limits.threads = threads_;
    limits.depth = std::clamp(depth, 1, 60);
    limits.exactEmpties = std::min(60, limits.depth * 3 / 2);
    return limits;
}

void NboardEngine::send(const NboardReply& reply) {
    const std::string line = formatReply(reply);
    const std::lock_guard lock(outMutex_);
    out_ << line << '\n' << std::flush;
}

void NboardEngine::complain(const std::string& message) {
    const std::lock_guard lock(outMutex_);
    err_ << "verso-engine: " << printable(message) << '\n'
         << std::flush;  // input in it never drives a terminal
}

void NboardEngine::stopSearch() {
    if (!worker_.joinable()) return;
    stop_ = true;
    worker_.join();
    stop_ = false;
}

void NboardEngine::finishSearch() {
    if (worker_.joinable()) worker_.join();
}

void NboardEngine::startSearch(std::function<void()> job) {
    stopSearch();
    worker_ = std::thread(std::move(job));
}

void NboardEngine::sendNodeStats(std::uint64_t nodes, double seconds) {
    send(NodeStats{nodes, seconds});
}

bool NboardEngine::handleLine(std::string_view line) {
    const NboardParse<NboardCommand> parsed = parseCommand(line);
    if (!parsed) {
        handleBadLine(parsed.error());
        return true;
    }
    std::visit([this](const auto& command) { handle(command); }, *parsed);
    return !parsed.get<Quit>();
}

void NboardEngine::handleBadLine(const NboardError& error) {
    using Kind = NboardError::Kind;
    if (error.kind == Kind::Empty) return;
    // The commands that interrupt a search do so even when the rest of their line is wrong.
    if (error.command == "set game" || error.command == "move" || error.command == "hint" ||
        error.command == "ping")
        stopSearch();
    if (error.kind == Kind::UnknownCommand || error.kind == Kind::UnknownSetting)
        complain(error.message + " ignored");
    else if (error.kind == Kind::BadGame)
        complain("bad game, keeping the previous one: " + error.reason);
    else complain(error.message);
}

void NboardEngine::handle(const Hello& hello) {
    if (hello.version != 2) complain("expected \"nboard 2\"; speaking protocol version 2 anyway");
    send(MyName{"Verso"});
}

void NboardEngine::handle(const Ping& ping) {
    stopSearch();
    send(Pong{ping.number});
}

void NboardEngine::handle(const Quit&) { stopSearch(); }

void NboardEngine::handle(const SetDepth& setDepth) { depth_ = setDepth.depth; }

void NboardEngine::handle(const SetContempt& setContempt) { contempt_ = setContempt.contempt; }

void NboardEngine::handle(const SetGame& setGame) {
    stopSearch();
    handleSetGame(setGame.game);
}

void NboardEngine::handle(const MovePlayed& played) {
    stopSearch();
    handleMove(played.move);
}

void NboardEngine::handleSetGame(const GgfGame& game) {
    // The time account goes on while the GUI only adds moves to the same game, else it starts anew.
    const std::vector<GgfMove>& moves = game.moves;
    const bool continues =
        game.start == game_.start && moves.size() >= game_.moves.size() &&
        std::equal(game_.moves.begin(), game_.moves.end(), moves.begin(),
                   [](const GgfMove& a, const GgfMove& b) { return a.move == b.move; });
    if (!continues) timeBank_.newGame();
    game_ = game;
    position_ = game_.current();
}

void NboardEngine::handleMove(const GgfMove& move) {
    if (position_.isGameOver()) {
        complain("the game is over; move " + ggfMoveText(move.move) + " ignored");
        return;
    }
    if (move.move.isPlacement() && position_.mustPass()) {
        game_.moves.push_back(
            {Move::pass(), std::nullopt, std::nullopt});  // the pass the GUI left out
        position_ = position_.afterPass();
    }
    if (!position_.isLegal(move.move)) {
        complain("move " + ggfMoveText(move.move) + " is not legal here; ignored");
        return;
    }
    game_.moves.push_back(move);
    position_ = position_.afterMove(move.move);
}

void NboardEngine::useBook(const std::string& path) {
    stopSearch();
    LoadedBook loaded = loadBookFile(path);
    if (!loaded.problem.empty()) complain(loaded.problem);
    book_ = std::make_unique<LearnedBook>(std::move(loaded.book));
    bookPath_ = path;
    bookSaving_ = loaded.saving;
}

// The book's move when it knows the position at least as well as "go" would search it: solved
// exactly, or (outside the exact solver's range) learned at this depth or deeper. The book holds
// plain disc values, so it is not used with a contempt.
std::optional<BookMove> NboardEngine::playableBookMove(const Position& position) const {
    if (!book_ || contempt_ != 0) return std::nullopt;
    const std::optional<BookMove> hit = book_->find(position);
    if (!hit || hit->exact) return hit;
    if (position.emptyCount() <= limitsForDepth(depth_).exactEmpties || hit->depth < depth_)
        return std::nullopt;
    return hit;
}

void NboardEngine::handle(const Learn&) {
    stopSearch();
    if (!book_ || !bookSaving_) {
        complain(book_ ? "the learned book cannot be saved (see above); the game is not learned"
                       : "there is no learned book (--no-book); the game is not learned");
        send(Learned{});
        return;
    }
    std::vector<Position> positions{game_.start};
    std::vector<Move> moves;
    for (const GgfMove& m : game_.moves) {
        moves.push_back(m.move);
        positions.push_back(positions.back().afterMove(m.move));
    }
    const engine::SearchLimits limits =
        limitsForDepth(depth_);  // no contempt: the book holds true values
    const auto deadline = std::chrono::steady_clock::now() + learnTime_;
    startSearch([this, positions, moves, limits, deadline] {
        send(Status{"learning"});
        const std::size_t learned =
            learnGame(*book_, *searcher_, positions, moves, limits, deadline, &stop_);
        if (learned > 0) {
            std::string message;
            if (!saveBookFile(*book_, bookPath_, message))
                complain("the learned book was not saved: " + message);
            else if (!message.empty()) complain(message);
        }
        if (stop_) return;  // interrupted by ping or quit: what was learned is kept, no answer
        send(Learned{});
        send(Status{});
    });
}

void NboardEngine::handle(const Go&) {
    stopSearch();
    if (position_.isGameOver()) {
        complain("\"go\" after the end of the game ignored");
        return;
    }
    if (const std::optional<BookMove> book = playableBookMove(position_)) {
        send(MoveAnswer{{book->move, book->value, 0.0}});
        sendNodeStats(0, 0.0);
        send(Status{});
        timeBank_.record(0.0);  // a book move brings its time into the account
        return;
    }
    if (openingBook_ && contempt_ == 0) {
        if (const auto m = engine::chooseBookMove(*openingBook_, position_, 0, 0.0)) {
            send(MoveAnswer{{m->move, m->value, 0.0}});
            sendNodeStats(0, 0.0);
            send(Status{});
            timeBank_.record(0.0);
            return;
        }
    }
    const Position position = position_;
    engine::SearchLimits limits = limitsForDepth(depth_);
    if (moveTime_.count() > 0) {  // by time: as deep and as exact as the budget allows
        limits.depth = 60;
        limits.exactEmpties = 60;
        limits.moveTime = moveTime_;
        limits.timeSaved = std::chrono::milliseconds(std::llround(timeBank_.saved() * 1000));
    } else if (moveNodes_ > 0) {  // by nodes: as deep as the budget reaches
        limits.depth = 60;
        limits.exactEmpties = engine::exactEmptiesForNodes(static_cast<double>(moveNodes_));
        limits.maxNodes = moveNodes_;
    }
    limits.contempt = contempt_;
    const auto started = std::chrono::steady_clock::now();
    startSearch([this, position, limits, started] {
        send(Status{"thinking"});
        auto progress = [this](const engine::SearchResult& r) {
            send(Status{"depth " + depthText(r.depth, r.exact) + " " + evalText(r.score) + " " +
                        pvText(r.pv)});
        };
        const engine::SearchResult result =
            searchThroughPass(*searcher_, position, limits, &stop_, progress);
        if (stop_) return;  // interrupted by ping or quit: the GUI no longer wants this move
        timeBank_.record(
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
        send(MoveAnswer{{result.best, result.score, result.seconds}});
        sendNodeStats(result.nodes, result.seconds);
        send(Status{});
    });
}

void NboardEngine::handle(const Hint& hint) {
    stopSearch();
    const Position position = position_;
    const int maxDepth = depth_;
    const int wanted = hint.count;
    const int contempt = contempt_;
    std::optional<BookMove> book;
    if (book_ && !position.isGameOver()) book = book_->find(position);
    std::vector<engine::OpeningBookMove> opening;  // the opening book's moves, shown as book moves
    if (openingBook_ && contempt == 0) opening = openingBook_->moves(position);
    startSearch([this, position, maxDepth, wanted, contempt, book, opening] {
        send(Status{"hinting"});
        if (book)
            send(HintAnswer{
                true, {book->move}, static_cast<double>(book->value), 1, book->depth, book->exact});
        for (std::size_t i = 0; i < opening.size() && i < static_cast<std::size_t>(wanted); ++i)
            if (opening[i].inBook && !(book && book->move == opening[i].move))
                send(HintAnswer{true,
                                {opening[i].move},
                                static_cast<double>(opening[i].value),
                                1,
                                opening[i].depth,
                                false});
        std::uint64_t nodes = 0;
        const auto started = std::chrono::steady_clock::now();
        for (int depth = std::min(2, maxDepth); depth <= maxDepth && !position.isGameOver();
             ++depth) {
            engine::SearchLimits limits = limitsForDepth(maxDepth);
            limits.depth = depth;
            limits.contempt = contempt;
            const std::vector<RankedMove> ranking = rankMoves(*searcher_, position, limits, &stop_);
            if (ranking.empty()) return;  // interrupted
            const size_t shown = std::min(ranking.size(), static_cast<size_t>(wanted));
            for (size_t i = 0; i < shown; ++i) {
                const RankedMove& m = ranking[i];
                send(HintAnswer{false, m.pv, static_cast<double>(m.score), 0, m.depth, m.exact});
            }
            for (const RankedMove& m : ranking) nodes += m.nodes;
            if (std::all_of(ranking.begin(), ranking.end(),
                            [](const RankedMove& m) { return m.exact; }))
                break;
        }
        sendNodeStats(
            nodes,
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
        send(Status{});
    });
}

void NboardEngine::handle(const Analyze&) {
    stopSearch();
    std::vector<Position> positions{game_.start};
    for (const GgfMove& m : game_.moves) positions.push_back(positions.back().afterMove(m.move));
    // No contempt: analyze reports plain values for both sides (and contempt would be the other
    // side's every ply, clearing the table each time).
    const engine::SearchLimits limits = limitsForDepth(depth_);
    startSearch([this, positions, limits] {
        send(Status{"analyzing"});
        for (size_t ply = positions.size(); ply-- > 0;) {
            const Position& p = positions[ply];
            int score = 0;
            if (p.isGameOver()) {
                score = p.sideToMove() == Color::Black ? p.finalScoreForBlack()
                                                       : -p.finalScoreForBlack();
            } else {
                score = searchThroughPass(*searcher_, p, limits, &stop_).score;
                if (stop_) return;
            }
            send(Analysis{static_cast<int>(ply), static_cast<double>(score)});
        }
        send(Status{});
    });
}

}  // namespace verso::nboard
