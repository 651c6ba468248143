// SPDX-License-Identifier: GPL-3.0-or-later
// The NBoard protocol's text helpers: numbers, words, evaluations. Plain C++ (Qt-free).
#include <cstdio>
#include <cstdlib>

#include "PlainCheck.h"
#include "core/nboard/NboardText.h"

using verso::test::check;
using namespace verso::nboard;

int main() {
    check(parseInt("12") == 12 && parseInt("+12") == 12 && parseInt("-12") == -12,
          "signed integers read");
    check(parseInt("0") == 0 && parseInt("-0") == 0, "zero reads");
    check(parseInt("2147483647") == 2147483647 && !parseInt("2147483648"), "int's range");
    // One sign at most (found by fuzz_nboard: "+-5" read as -5).
    check(!parseInt("+-5") && !parseInt("++5") && !parseInt("-+5") && !parseInt("--5"),
          "two signs are not a number");
    check(!parseInt("") && !parseInt("+") && !parseInt("-") && !parseInt(" 5") && !parseInt("5 ") &&
              !parseInt("5x"),
          "anything else is not a number");
    const auto [word, rest] = splitWord("  set  depth 12 \r\n");
    check(word == "set" && rest == "depth 12", "splitWord trims and splits");
    check(splitWord(" \t ").first.empty() && splitWord(" \t ").second.empty(),
          "a blank line has no word");
    check(evalText(-3.5) == "-3.50" && depthText(12, false) == "12" && depthText(3, true) == "100%",
          "texts");
    if (verso::test::failureCount()) return EXIT_FAILURE;
    std::puts("nboard text: all checks passed");
    return EXIT_SUCCESS;
}
