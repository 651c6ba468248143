// SPDX-License-Identifier: GPL-3.0-or-later
// The NBoard engine's search thread, driven in-process (Qt-free, so it runs under ThreadSanitizer):
// ping and quit interrupt a search that would never end, answers come in protocol order.
// Plain C++: exits non-zero with a message on the first failure.
#include <chrono>
#include <cstdio>
#include <sstream>
#include <string>
#include <thread>

#include "PlainCheck.h"
#include "nboard/NboardEngine.h"

using namespace std::chrono_literals;

namespace {

using verso::test::check;

bool endsWith(const std::string& text, const std::string& tail) {
    return text.size() >= tail.size() &&
           text.compare(text.size() - tail.size(), tail.size(), tail) == 0;
}

void pingInterruptsAnEndlessSearch() {
    std::ostringstream out, err;
    verso::nboard::NboardEngine engine(out, err);
    engine.handleLine("set depth 60");
    for (int round = 0; round < 5; ++round) {
        engine.handleLine("go");
        std::this_thread::sleep_for(std::chrono::milliseconds(5 * round));
        engine.handleLine("ping " + std::to_string(round));
        check(endsWith(out.str(), "pong " + std::to_string(round) + "\n"),
              "pong is the last answer after ping");
        check(out.str().find("===") == std::string::npos, "an interrupted go sends no move");
    }
    engine.handleLine("hint 3");
    std::this_thread::sleep_for(2ms);
    check(!engine.handleLine("quit"), "quit ends the engine");
    check(err.str().empty(), "nothing to complain about");
}

void aFinishedSearchAnswersInOrder() {
    std::ostringstream out, err;
    verso::nboard::NboardEngine engine(out, err);
    engine.handleLine("set depth 3");
    engine.handleLine("go");
    engine.finishSearch();
    const std::string answers = out.str();
    const size_t move = answers.find("=== ");
    const size_t stats = answers.find("nodestats ");
    check(move != std::string::npos && stats != std::string::npos && move < stats,
          "=== then nodestats");
    check(endsWith(answers, "status\n"), "status closes the answer");
}

}  // namespace

int main() {
    pingInterruptsAnEndlessSearch();
    aFinishedSearchAnswersInOrder();
    if (verso::test::failureCount() == 0) std::printf("test_nboard_threads: all passed\n");
    return verso::test::failureCount() == 0 ? 0 : 1;
}
