// SPDX-License-Identifier: GPL-3.0-or-later
// The client's ping/pong bookkeeping (core/nboard/NboardClientState.h), fed the lines of the
// scripted test engines (tests/data/engines) and of verso-engine: what comes before the awaited
// pong is stale, a name and our pongs never are, a garbled "===" is reported once current.
// Plain C++: exits non-zero on a failure.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "PlainCheck.h"
#include "core/nboard/NboardClientState.h"
#include "core/nboard/NboardFormat.h"

using namespace verso;
using namespace verso::nboard;

#define CHECK(condition) \
    verso::test::check((condition), #condition " (line " VERSO_STR(__LINE__) ")")
#define VERSO_STR(x) VERSO_STR2(x)
#define VERSO_STR2(x) #x

namespace {

// The lines "state" lets through, written back.
std::vector<std::string> received(NboardClientState& state, const std::vector<std::string>& lines) {
    std::vector<std::string> out;
    for (const std::string& line : lines) {
        const auto reply = state.receive(line);
        if (!reply) continue;
        out.push_back(reply->ok() ? formatReply(reply->value())
                                  : "error: " + reply->error().message);
    }
    return out;
}

void greeting() {
    NboardClientState state;
    CHECK(!state.awaitingPong() && state.lastPing() == 0);
    CHECK(formatCommand(state.ping()) == "ping 1");
    CHECK(state.awaitingPong());
    // scripted.sh answering "nboard 2", "set depth 12", "ping 1".
    const auto out = received(state, {"set myname Fake Scripted", "", "pong 1"});
    CHECK((out == std::vector<std::string>{"set myname Fake Scripted", "pong 1"}));
    CHECK(!state.awaitingPong());
}

// A request, cancelled by a ping while the engine still answers it, then a new one.
void staleAnswer() {
    NboardClientState state;
    state.ping();
    received(state, {"set myname Fake Scripted", "pong 1"});
    CHECK(formatCommand(state.ping()) == "ping 2");  // before the first "go": no stale output yet
    CHECK(received(state, {"pong 2"}).size() == 1);
    // "go" sent; the request is cancelled ("ping 3") while scripted.sh answers it.
    CHECK(state.ping().number == 3);
    const auto stale =
        received(state, {"status thinking", "search F5 0.50 0 1", "nodestats 42 0.01",
                         "hello there", "learned", "=== F5/0.50/0.01", "=== banana", "status"});
    CHECK(stale.empty());
    // An older pong is ours but does not end the wait; a pong to no ping of ours is nothing.
    CHECK((received(state, {"pong 2", "pong 4", "pong 0", "pong -1", "pong x"}) ==
           std::vector<std::string>{"pong 2"}));
    CHECK(state.awaitingPong());
    CHECK((received(state, {"set myname Renamed", "pong 3"}) ==
           std::vector<std::string>{"set myname Renamed", "pong 3"}));
    CHECK(!state.awaitingPong());
    // The next "go": verso-engine's own answer, everything now current.
    const auto current =
        received(state, {"status thinking", "status depth 1 1.00 D6", "=== D6/0.00/0.00",
                         "nodestats 842 0.00", "status", "hello there"});
    CHECK((current == std::vector<std::string>{"status thinking", "status depth 1 1.00 D6",
                                               "=== D6/0.00/0.00", "nodestats 842 0.00", "status",
                                               "error: unknown command \"hello\""}));
}

void garbledAnswer() {
    NboardClientState state;
    state.ping();
    received(state, {"pong 1"});
    const auto reply = state.receive("=== banana\033[31m split");  // garbage.sh
    CHECK(reply && !reply->ok() && isBadMoveAnswer(reply->error()));
    const auto empty = state.receive("   ");
    CHECK(!empty);
}

// A restarted engine: the awaited pong is forgotten, the numbers go on.
void restart() {
    NboardClientState state;
    state.ping();
    state.forgetPing();
    CHECK(!state.awaitingPong());
    CHECK(state.receive("=== F5").has_value());
    CHECK(state.ping().number == 2 && !state.receive("=== F5"));
    CHECK(state.receive("pong 1").has_value() && state.awaitingPong());
}

}  // namespace

int main() {
    greeting();
    staleAnswer();
    garbledAnswer();
    restart();
    if (verso::test::failureCount()) return EXIT_FAILURE;
    std::puts("nboard client state: all checks passed");
    return EXIT_SUCCESS;
}
