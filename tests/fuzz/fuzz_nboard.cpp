// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for the NBoard protocol's line handling, both directions: core/nboard (NboardText's
// splitWord and parseInt, parseCommand for lines from a GUI, parseReply for lines from an engine,
// NboardClientState's ping/pong) and verso-engine's NboardEngine::handleLine over "set game",
// "move", "set depth", "ping", ... Each input line goes through all of them.
// Lines that start a search (go, hint, analyze, learn) are not handed to the engine: they would
// run the engine rather than the parsers, and on a thread. Checks: splitWord gives a blank-free
// word and a rest without outer blanks, both inside the line; parseInt agrees with a plain reading
// of an optional sign and digits in int's range; a message read from a line, written and read
// again is the same message (its numbers to the protocol's two decimals); a client awaiting a pong
// hears only names and pongs; "ping N" is answered "pong N" and "quit" alone stops the engine.
#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>

#include "FuzzCheck.h"
#include "core/nboard/NboardClientState.h"
#include "core/nboard/NboardFormat.h"
#include "core/nboard/NboardParser.h"
#include "core/nboard/NboardText.h"
#include "nboard/NboardEngine.h"

using namespace verso;

namespace {

constexpr const char* kTarget = "fuzz_nboard";

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

std::optional<int> referenceInt(std::string_view text) {
    std::string_view digits = text;
    if (!digits.empty() && (digits.front() == '+' || digits.front() == '-'))
        digits.remove_prefix(1);
    if (digits.empty()) return std::nullopt;
    for (char c : digits)
        if (c < '0' || c > '9') return std::nullopt;
    while (digits.size() > 1 && digits.front() == '0') digits.remove_prefix(1);  // leading zeros
    if (digits.size() > 11) return std::nullopt;
    errno = 0;
    const bool negative = text.front() == '-';
    const long long value =
        (negative ? -1 : 1) * std::strtoll(std::string(digits).c_str(), nullptr, 10);
    if (errno == ERANGE || value < INT32_MIN || value > INT32_MAX) return std::nullopt;
    return static_cast<int>(value);
}

bool inside(std::string_view part, std::string_view whole) {
    return part.empty() || (part.data() >= whole.data() &&
                            part.data() + part.size() <= whole.data() + whole.size());
}

void checkHelpers(std::string_view line) {
    const auto [word, rest] = nboard::splitWord(line);
    if (!inside(word, line) || !inside(rest, line))
        fuzz::fail(kTarget, "splitWord returns text outside the line", line);
    for (char c : word)
        if (isBlank(c)) fuzz::fail(kTarget, "a blank inside the first word", line);
    if (!rest.empty() && (isBlank(rest.front()) || isBlank(rest.back())))
        fuzz::fail(kTarget, "blanks around the rest", line);
    bool allBlank = true;
    for (char c : line) allBlank = allBlank && isBlank(c);
    if (word.empty() != allBlank)
        fuzz::fail(kTarget, "no first word in a line with text, or one in a blank line", line);
    if (!rest.empty() && rest.data() < word.data() + word.size())
        fuzz::fail(kTarget, "the rest overlaps the word", line);
    for (std::string_view text : {line, word, rest}) {
        if (nboard::parseInt(text) != referenceInt(text))
            fuzz::fail(kTarget, "parseInt disagrees with the plain reading", text);
    }
}

// The same message, but for numbers written with two decimals (their values are not compared).
bool sameCommand(const nboard::NboardCommand& a, const nboard::NboardCommand& b) {
    if (a.index() != b.index()) return false;
    if (const auto* played = std::get_if<nboard::MovePlayed>(&a))
        return played->move.move == std::get<nboard::MovePlayed>(b).move.move;
    return a == b;
}

bool sameReply(const nboard::NboardReply& a, const nboard::NboardReply& b) {
    if (a.index() != b.index()) return false;
    if (const auto* answer = std::get_if<nboard::MoveAnswer>(&a))
        return answer->move.move == std::get<nboard::MoveAnswer>(b).move.move;
    if (const auto* stats = std::get_if<nboard::NodeStats>(&a))
        return stats->nodes == std::get<nboard::NodeStats>(b).nodes;
    if (const auto* analysis = std::get_if<nboard::Analysis>(&a))
        return analysis->ply == std::get<nboard::Analysis>(b).ply;
    if (const auto* hint = std::get_if<nboard::HintAnswer>(&a)) {
        const auto& other = std::get<nboard::HintAnswer>(b);
        return hint->book == other.book && hint->pv == other.pv && hint->games == other.games &&
               hint->depth == other.depth && hint->exact == other.exact;
    }
    return a == b;
}

// The line as a GUI's command and as an engine's reply: written back, it reads the same.
void checkParsers(std::string_view line) {
    const auto command = nboard::parseCommand(line);
    if (command) {
        const std::string written = nboard::formatCommand(*command);
        const auto again = nboard::parseCommand(written);
        if (!again || !sameCommand(*command, *again))
            fuzz::fail(kTarget, "a command written does not read back", line);
    } else if (command.error().message.empty()) {
        fuzz::fail(kTarget, "a command error without a message", line);
    }
    const auto reply = nboard::parseReply(line);
    if (reply) {
        const std::string written = nboard::formatReply(*reply);
        const auto again = nboard::parseReply(written);
        if (!again || !sameReply(*reply, *again))
            fuzz::fail(kTarget, "a reply written does not read back", line);
    } else if (reply.error().message.empty()) {
        fuzz::fail(kTarget, "a reply error without a message", line);
    }
}

// The line as an engine's output to a client that awaits a pong (and, once it came, to one that
// does not).
void checkClient(nboard::NboardClientState& client, std::string_view line) {
    const bool awaiting = client.awaitingPong();
    const auto received = client.receive(line);
    if (!received) return;
    if (!received->ok() && received->error().kind == nboard::NboardError::Kind::Empty)
        fuzz::fail(kTarget, "the client is handed a blank line", line);
    const bool nameOrPong = received->get<nboard::MyName>() || received->get<nboard::Pong>();
    if (awaiting && !nameOrPong) fuzz::fail(kTarget, "a stale line reaches the client", line);
    const auto* pong = received->get<nboard::Pong>();
    if (pong && (pong->number < 1 || pong->number > client.lastPing()))
        fuzz::fail(kTarget, "a pong to no ping of ours", line);
    if (pong && pong->number == client.lastPing() && client.awaitingPong())
        fuzz::fail(kTarget, "the last pong did not end the wait", line);
}

bool startsASearch(const nboard::NboardParse<nboard::NboardCommand>& command) {
    return command.get<nboard::Go>() || command.get<nboard::Hint>() ||
           command.get<nboard::Analyze>() || command.get<nboard::Learn>();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    // One engine for the whole run (its transposition table is large); every input starts it
    // from the same state, so that a finding replays from its input alone.
    static std::ostringstream out, err;
    static nboard::NboardEngine engine(out, err);
    engine.handleLine(
        "set game (;GM[Othello]BO[8 "
        "---------------------------O*------*O--------------------------- *];)");
    engine.handleLine("set depth 12");
    engine.handleLine("set contempt 0");
    out.str({});
    err.str({});

    nboard::NboardClientState client;
    client.ping();
    client.ping();  // awaits "pong 2"; "pong 1" is ours but stale

    std::string_view text = fuzz::asText(data, size);
    for (int lines = 0; !text.empty() && lines < 1000; ++lines) {
        const std::size_t end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        checkHelpers(line);
        checkParsers(line);
        checkClient(client, line);
        const auto command = nboard::splitWord(line).first;
        const auto parsed = nboard::parseCommand(line);
        if (startsASearch(parsed)) continue;
        out.str({});
        const bool goesOn = engine.handleLine(line);
        if (goesOn == (command == "quit"))
            fuzz::fail(kTarget, "quit did not stop, or something else did", line);
        if (const auto* ping = parsed.get<nboard::Ping>()) {
            if (out.str() != nboard::formatReply(nboard::Pong{ping->number}) + "\n" ||
                out.str() != "pong " + std::to_string(ping->number) + "\n")
                fuzz::fail(kTarget, "ping not answered with its number", line);
        }
        if (!goesOn) break;
        if (err.str().size() > (std::size_t{1} << 20)) err.str({});
    }
    return 0;
}
