// The engine driven the way the window drives it, Qt-free so that it runs under ThreadSanitizer:
// one long-lived engine thread owns an engine::Searcher and serves a queue of requests; a second
// thread posts requests (random positions and levels, deep ones too), cancels them through their
// std::atomic<bool> stop flags after random delays and posts the next at once. Checks: every
// answer carries the id of a request that was asked, is a legal move in that request's position,
// comes at most once, and never after its request was cancelled; a cancelled search lets the
// thread go on to the next request promptly; the thread shuts down cleanly. First, two Searchers
// start together on two threads, so that the engine's lazily built statics (pattern tables and
// weights, the level table) are first touched by two threads at once.
//
// Plain C++: exits non-zero with a message on the first failures. The seed is printed; set
// VERSO_TEST_SEED to repeat a run's choices (the timing still varies).
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <random>
#include <thread>
#include <vector>

#include "PlainCheck.h"
#include "core/RandomGame.h"
#include "engine/Level.h"
#include "engine/Search.h"

using namespace verso;
using namespace std::chrono_literals;
using verso::test::check;

namespace {

using Clock = std::chrono::steady_clock;

struct Request {
    std::uint64_t id = 0;
    Position position;
    engine::Level level{};
    std::shared_ptr<std::atomic<bool>> stop = std::make_shared<std::atomic<bool>>(false);
};

// What the asking side keeps about each request: its position, whether it was cancelled and how
// often it was answered. Answers are delivered under the same lock that cancelling takes, as the
// window's single drop point does, so "answered after cancel" is a real ordering, not a race.
class Ledger {
public:
    void asked(const Request& request) {
        const std::lock_guard lock(mutex_);
        entries_[request.id] = Entry{request.position, false, 0};
    }
    void cancel(const Request& request) {
        const std::lock_guard lock(mutex_);
        request.stop->store(true);
        entries_[request.id].cancelled = true;
    }
    // Called on the engine thread with a finished search's move. Dropped when cancelled.
    void deliver(const Request& request, Move move) {
        const std::lock_guard lock(mutex_);
        const auto it = entries_.find(request.id);
        if (it == entries_.end()) {
            check(false, "an answer for a request that was never asked");
            return;
        }
        if (it->second.cancelled || request.stop->load()) {
            ++dropped_;
            return;
        }
        ++it->second.answers;
        ++answered_;
        check(it->second.answers == 1, "a request answered twice");
        check(it->second.position == request.position, "an answer carries another request's position");
        check(it->second.position.isLegal(move), "an answer is a legal move in its request's position");
        answeredIds_.push_back(request.id);
    }
    // A request cancelled before this call must never get an answer from now on.
    void checkNoAnswerAfterCancel() {
        const std::lock_guard lock(mutex_);
        for (const auto& [id, entry] : entries_)
            if (entry.cancelled && entry.answers > entry.answersAtCancel) check(false, "an answer after cancel");
    }
    void snapshotCancelled(std::uint64_t id) {
        const std::lock_guard lock(mutex_);
        entries_[id].answersAtCancel = entries_[id].answers;
    }
    int answered() {
        const std::lock_guard lock(mutex_);
        return answered_;
    }
    int dropped() {
        const std::lock_guard lock(mutex_);
        return dropped_;
    }

private:
    struct Entry {
        Position position;
        bool cancelled = false;
        int answers = 0;
        int answersAtCancel = 0;
    };
    std::mutex mutex_;
    std::map<std::uint64_t, Entry> entries_;
    std::vector<std::uint64_t> answeredIds_;
    int answered_ = 0;
    int dropped_ = 0;
};

// One thread, one Searcher, one queue: jobs are served in order until shutDown().
class EngineThread {
public:
    explicit EngineThread(Ledger& ledger) : ledger_(ledger), thread_([this] { run(); }) {}
    ~EngineThread() { shutDown(); }

    void post(const Request& request) {
        {
            const std::lock_guard lock(mutex_);
            queue_.push_back(request);
        }
        wake_.notify_one();
    }
    // Stops the search in flight and every queued one, and joins the thread.
    void shutDown() {
        {
            const std::lock_guard lock(mutex_);
            if (quit_) return;
            quit_ = true;
            for (const Request& r : queue_) r.stop->store(true);
            if (current_) current_->stop->store(true);
        }
        wake_.notify_one();
        thread_.join();
    }
    // The id of the last request the thread has finished with (answered or dropped).
    std::uint64_t lastServed() const { return lastServed_.load(); }
    // Blocks until the thread has finished with request `id` (answered or dropped) or `timeout`
    // passed; true when it has. Woken by the thread itself, no polling.
    template <class Duration>
    bool waitUntilServed(std::uint64_t id, Duration timeout) {
        std::unique_lock lock(mutex_);
        return servedChanged_.wait_for(lock, timeout, [&] { return lastServed_.load() >= id; });
    }
    int served() const { return served_.load(); }

private:
    void run() {
        engine::Searcher searcher(16);
        std::mt19937_64 rng(1);
        for (;;) {
            Request request;
            {
                std::unique_lock lock(mutex_);
                wake_.wait(lock, [this] { return quit_ || !queue_.empty(); });
                if (quit_) return;
                request = queue_.front();
                queue_.pop_front();
                current_ = request;
            }
            if (!request.stop->load()) {
                const engine::SearchResult result =
                    engine::chooseMove(searcher, request.position, request.level, rng, request.stop.get());
                ledger_.deliver(request, result.best);
            } else {
                ledger_.deliver(request, Move::none());  // dropped: cancelled before it started
            }
            {
                const std::lock_guard lock(mutex_);
                current_.reset();
                lastServed_.store(request.id);
                ++served_;
            }
            servedChanged_.notify_all();
        }
    }

    Ledger& ledger_;
    std::mutex mutex_;
    std::condition_variable wake_;
    std::condition_variable servedChanged_;
    std::deque<Request> queue_;
    std::optional<Request> current_;
    bool quit_ = false;
    std::atomic<std::uint64_t> lastServed_{0};
    std::atomic<int> served_{0};
    std::thread thread_;  // last: started once everything above exists
};

// Two Searchers built and searching at the same moment on two threads, each with its own table,
// the engine's statics untouched before: a data race on them shows under ThreadSanitizer.
void twoSearchersFromColdStart() {
    std::atomic<int> ready{0};
    std::vector<engine::SearchResult> results(2);
    std::vector<std::thread> threads;
    const Position position = Position::initial().afterMove(Move::at(37));
    for (std::size_t i = 0; i < 2; ++i) {
        threads.emplace_back([&, i] {
            ++ready;
            while (ready.load() < 2) std::this_thread::yield();
            engine::Searcher searcher(4);
            std::mt19937_64 rng(i);
            const engine::Level& level = engine::levelByNumber(i == 0 ? 4 : 1);
            results[i] = engine::chooseMove(searcher, position, level, rng);
            engine::SearchLimits limits;
            limits.depth = 6;
            const engine::SearchResult deeper = searcher.search(position, limits);
            check(position.isLegal(deeper.best), "a searcher started cold on two threads returns a legal move");
        });
    }
    for (auto& t : threads) t.join();
    for (const auto& r : results) check(position.isLegal(r.best), "chooseMove on two threads at once returns a legal move");
}

// A level for a request that will be cancelled: any, or a search only a stop ends. One whose
// answer is awaited: up to level 5, quick enough under the sanitizers.
engine::Level randomLevel(std::mt19937_64& random, bool willCancel) {
    if (willCancel && random() % 4 == 0) return engine::Level{99, "Bottomless", 60, 20, 0};
    const auto highest = willCancel ? engine::levels().size() : std::size_t{5};
    return engine::levelByNumber(static_cast<int>(random() % highest) + 1);
}

}  // namespace

int main() {
    twoSearchersFromColdStart();

    const char* seedText = std::getenv("VERSO_TEST_SEED");
    const std::uint64_t seed = seedText ? std::strtoull(seedText, nullptr, 10) : std::random_device{}();
    std::printf("seed %llu (VERSO_TEST_SEED=%llu repeats the choices)\n", static_cast<unsigned long long>(seed),
                static_cast<unsigned long long>(seed));
    std::mt19937_64 random(seed);
    std::vector<Position> positions;
    for (const Position& p : randomGamePositions(400, static_cast<unsigned>(seed))) positions.push_back(p);

    Ledger ledger;
    constexpr int kRequests = 400;
    int cancelled = 0;
    auto slowestFreeing = Clock::duration::zero();
    {
        EngineThread engine(ledger);
        std::uint64_t nextId = 1;
        // A second thread: the window's side. It asks, waits a random moment, then cancels (and asks
        // again at once) or waits for the answer.
        std::thread asker([&] {
            for (int i = 0; i < kRequests; ++i) {
                Request request;
                request.id = nextId++;
                request.position = positions[random() % positions.size()];
                const bool willCancel = random() % 2 == 0;
                request.level = randomLevel(random, willCancel);
                ledger.asked(request);
                engine.post(request);
                std::this_thread::sleep_for(std::chrono::microseconds(random() % 3000));
                if (willCancel) {
                    ledger.cancel(request);
                    ledger.snapshotCancelled(request.id);
                    ++cancelled;
                    if (random() % 4 == 0) {
                        // Wait for the thread to let the request go: a stopped search frees it promptly.
                        const auto started = Clock::now();
                        engine.waitUntilServed(request.id, 10s);
                        const auto took = Clock::now() - started;
                        if (took > slowestFreeing) slowestFreeing = took;
                        check(engine.lastServed() >= request.id, "a cancelled search lets the engine thread go on");
                    }
                } else {
                    // The answer is delivered before the request counts as served.
                    engine.waitUntilServed(request.id, 60s);
                }
            }
        });
        asker.join();
        ledger.checkNoAnswerAfterCancel();
        engine.shutDown();  // stops whatever is still queued or searching, joins
        check(engine.served() <= kRequests, "no request served twice");
    }
    ledger.checkNoAnswerAfterCancel();
    check(ledger.answered() + cancelled >= kRequests / 4, "requests were answered or cancelled");
    std::printf("%d requests: %d answered, %d cancelled (%d answers dropped), slowest release after cancel %.1f ms\n",
                kRequests, ledger.answered(), cancelled, ledger.dropped(),
                std::chrono::duration<double, std::milli>(slowestFreeing).count());
    if (verso::test::failureCount()) return EXIT_FAILURE;
    std::puts("engine thread: all checks passed");
    return EXIT_SUCCESS;
}
