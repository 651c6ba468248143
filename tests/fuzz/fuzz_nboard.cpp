// Fuzz target for the NBoard protocol's line handling (tools/nboard: NboardText's splitWord and
// parseInt, and NboardEngine::handleLine over "set game", "move", "set depth", "ping", ...).
// Each input line is checked against what the helpers promise and then handed to a real engine.
// Lines that start a search (go, hint, analyze, learn) are left out: they would run the engine
// rather than the parsers, and on a thread. Checks: splitWord gives a blank-free word and a rest
// without outer blanks, both inside the line; parseInt agrees with a plain reading of an optional
// sign and digits in int's range; "ping N" is answered "pong N" and "quit" alone stops the engine.
#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>

#include "FuzzCheck.h"
#include "nboard/NboardEngine.h"
#include "core/nboard/NboardText.h"

using namespace verso;

namespace {

constexpr const char* kTarget = "fuzz_nboard";

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

std::optional<int> referenceInt(std::string_view text) {
    std::string_view digits = text;
    if (!digits.empty() && (digits.front() == '+' || digits.front() == '-')) digits.remove_prefix(1);
    if (digits.empty()) return std::nullopt;
    for (char c : digits)
        if (c < '0' || c > '9') return std::nullopt;
    while (digits.size() > 1 && digits.front() == '0') digits.remove_prefix(1);  // leading zeros
    if (digits.size() > 11) return std::nullopt;
    errno = 0;
    const bool negative = text.front() == '-';
    const long long value = (negative ? -1 : 1) * std::strtoll(std::string(digits).c_str(), nullptr, 10);
    if (errno == ERANGE || value < INT32_MIN || value > INT32_MAX) return std::nullopt;
    return static_cast<int>(value);
}

bool inside(std::string_view part, std::string_view whole) {
    return part.empty() || (part.data() >= whole.data() && part.data() + part.size() <= whole.data() + whole.size());
}

void checkHelpers(std::string_view line) {
    const auto [word, rest] = nboard::splitWord(line);
    if (!inside(word, line) || !inside(rest, line)) fuzz::fail(kTarget, "splitWord returns text outside the line", line);
    for (char c : word)
        if (isBlank(c)) fuzz::fail(kTarget, "a blank inside the first word", line);
    if (!rest.empty() && (isBlank(rest.front()) || isBlank(rest.back()))) fuzz::fail(kTarget, "blanks around the rest", line);
    bool allBlank = true;
    for (char c : line) allBlank = allBlank && isBlank(c);
    if (word.empty() != allBlank) fuzz::fail(kTarget, "no first word in a line with text, or one in a blank line", line);
    if (!rest.empty() && rest.data() < word.data() + word.size()) fuzz::fail(kTarget, "the rest overlaps the word", line);
    for (std::string_view text : {line, word, rest}) {
        if (nboard::parseInt(text) != referenceInt(text))
            fuzz::fail(kTarget, "parseInt disagrees with the plain reading", text);
    }
}

bool startsASearch(std::string_view command) {
    return command == "go" || command == "hint" || command == "analyze" || command == "learn";
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    // One engine for the whole run (its transposition table is large); every input starts it
    // from the same state, so that a finding replays from its input alone.
    static std::ostringstream out, err;
    static nboard::NboardEngine engine(out, err);
    engine.handleLine("set game (;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *];)");
    engine.handleLine("set depth 12");
    engine.handleLine("set contempt 0");
    out.str({});
    err.str({});

    std::string_view text = fuzz::asText(data, size);
    for (int lines = 0; !text.empty() && lines < 1000; ++lines) {
        const std::size_t end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        checkHelpers(line);
        const auto [command, args] = nboard::splitWord(line);
        if (startsASearch(command)) continue;
        out.str({});
        const bool goesOn = engine.handleLine(line);
        if (goesOn == (command == "quit")) fuzz::fail(kTarget, "quit did not stop, or something else did", line);
        if (command == "ping") {
            const auto n = nboard::parseInt(args);
            if (n && out.str() != "pong " + std::to_string(*n) + "\n") fuzz::fail(kTarget, "ping not answered with its number", line);
        }
        if (!goesOn) break;
        if (err.str().size() > (std::size_t{1} << 20)) err.str({});
    }
    return 0;
}
