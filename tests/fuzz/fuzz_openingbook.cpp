// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for the opening book's file (engine/OpeningBook: OpeningBook::read, write, find,
// moves). Most inputs fail the checksum, so each input is read twice: as it is, and as the
// records part of a book (the header put before it and a right checksum after it), which
// reaches the record checks.
// Checks: a refused file says why and leaves the book empty; a book read writes the same bytes
// back; every record's position is found (as itself), and every move the book offers there is
// legal with a value in -64..64.
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "FuzzCheck.h"
#include "engine/OpeningBook.h"

using namespace verso;

namespace {

constexpr const char* kTarget = "fuzz_openingbook";

std::uint64_t fnv1a(const std::vector<std::uint8_t>& bytes) {
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    for (const std::uint8_t b : bytes) {
        hash ^= b;
        hash *= 0x100000001b3ULL;
    }
    return hash;
}

void check(const std::vector<std::uint8_t>& bytes) {
    const std::string text(bytes.begin(), bytes.end());
    engine::OpeningBook book;
    std::string error;
    if (!book.read(bytes.data(), bytes.size(), error)) {
        if (error.empty()) fuzz::fail(kTarget, "refused without a reason", text);
        if (!book.empty()) fuzz::fail(kTarget, "a refused file left records in the book", text);
        return;
    }
    if (book.write() != bytes) fuzz::fail(kTarget, "a book read writes other bytes", text);
    for (std::size_t i = 0; i < book.size(); ++i) {
        const Position& p = book.position(i);
        const auto found = book.find(p);
        if (!found || *found != i)
            fuzz::fail(kTarget, "a record's position is not found as itself", text);
        for (const engine::OpeningBookMove& m : book.moves(p)) {
            if (!p.isLegal(m.move))
                fuzz::fail(kTarget, "the book offers a move that is not legal", text);
            if (m.value < -64 || m.value > 64)
                fuzz::fail(kTarget, "a book move's value is out of range", text);
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    check(std::vector<std::uint8_t>(data, data + size));
    const std::size_t magic = std::strlen(engine::OpeningBook::kMagic);
    std::vector<std::uint8_t> framed(magic + size);
    std::memcpy(framed.data(), engine::OpeningBook::kMagic, magic);
    if (size > 0) std::memcpy(framed.data() + magic, data, size);
    const std::uint64_t sum = fnv1a(framed);
    for (int b = 0; b < 8; ++b) framed.push_back(static_cast<std::uint8_t>(sum >> (8 * b)));
    check(framed);
    return 0;
}
