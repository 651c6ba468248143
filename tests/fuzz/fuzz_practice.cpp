// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for practice.txt (session/practice/PracticeFile: parse, format).
// Checks: a text either reads or is refused with a message that names a line or says it is
// empty; what reads is written and read back equal, and written the same the second time.
#include <cstdint>

#include "FuzzCheck.h"
#include "session/practice/PracticeFile.h"

using verso::session::PracticeFile;

namespace {

constexpr const char* kTarget = "fuzz_practice";

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input = verso::fuzz::asText(data, size);
    const auto read = PracticeFile::parse(input);
    if (!read) {
        if (read.message().empty()) verso::fuzz::fail(kTarget, "a refusal without words", input);
        return 0;
    }
    const std::string written = PracticeFile::format(*read);
    const auto back = PracticeFile::parse(written);
    if (!back)
        verso::fuzz::fail(kTarget, "what was written does not read: " + back.message(), written);
    if (!(*back == *read))
        verso::fuzz::fail(kTarget, "what was written reads back different", written);
    if (PracticeFile::format(*back) != written)
        verso::fuzz::fail(kTarget, "written differently the second time", input);
    return 0;
}
