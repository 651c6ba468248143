// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark (label bench): how long reading an opening book takes (OpeningBook::read: checksum,
// replaying every record, the table of canonical boards), the median of 5 reads, and lookups a
// second. The book is the file given as the argument, else the one built into the program.
// Prints figures, asserts nothing (exits 1 only when the book cannot be read).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "engine/OpeningBook.h"

using namespace verso;
using Clock = std::chrono::steady_clock;

int main(int argc, char** argv) {
    std::vector<std::uint8_t> bytes;
    if (argc > 1) {
        std::ifstream in(argv[1], std::ios::binary);
        bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    } else if (const engine::OpeningBook* shipped = engine::shippedOpeningBook()) {
        bytes = shipped->write();
    }
    if (bytes.empty()) {
        std::printf("no book to measure (%s); give a book file\n",
                    engine::shippedOpeningBookProblem().c_str());
        return 0;
    }
    std::vector<double> ms;
    engine::OpeningBook book;
    for (int run = 0; run < 5; ++run) {
        std::string error;
        const auto start = Clock::now();
        if (!book.read(bytes.data(), bytes.size(), error)) {
            std::printf("the book cannot be read: %s\n", error.c_str());
            return 1;
        }
        ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    }
    std::sort(ms.begin(), ms.end());
    const auto start = Clock::now();
    std::size_t found = 0, lookups = 0;
    for (int round = 0; round < 10; ++round)
        for (std::size_t i = 0; i < book.size(); ++i, ++lookups)
            found += book.moves(book.position(i)).size();
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    std::printf(
        "%zu positions, %zu bytes: read in %.1f ms (median of 5; %.1f-%.1f ms); %.0f move lists a "
        "second "
        "(%zu moves)\n",
        book.size(), bytes.size(), ms[2], ms.front(), ms.back(),
        static_cast<double>(lookups) / seconds, found);
    return 0;
}
