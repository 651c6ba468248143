// SPDX-License-Identifier: GPL-3.0-or-later
// The check harness of the plain C++ (Qt-free) tests that run under ThreadSanitizer: check()
// prints what failed and counts it; main() returns failureCount() != 0.
#pragma once

#include <cstdio>

namespace verso::test {

inline int& failureCount() {
    static int failures = 0;
    return failures;
}

inline void check(bool ok, const char* what) {
    if (ok) return;
    std::fprintf(stderr, "FAIL: %s\n", what);
    ++failureCount();
}

}  // namespace verso::test
