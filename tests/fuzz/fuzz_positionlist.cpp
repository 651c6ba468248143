// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for the benchmark position lists (tools/cli/PositionList: parsePositionList,
// formatListedPosition), which verso-cli bench --positions reads.
// Checks: a refused list says which line ("line N: ..."); every accepted position has a line
// number after the one before it, and a reference move legal in it with a score in -64..64;
// written back as a line it reads back equal.
#include <cstdint>
#include <string>
#include <string_view>

#include "FuzzCheck.h"
#include "tools/cli/PositionList.h"

using namespace verso;
using namespace verso::cli;

namespace {

constexpr const char* kTarget = "fuzz_positionlist";

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::asText(data, size);
    const auto list = parsePositionList(text);
    if (!list) {
        if (list.message().rfind("line ", 0) != 0)
            fuzz::fail(kTarget, "a refusal does not name its line", text);
        return 0;
    }
    int lastLine = 0;
    for (const ListedPosition& entry : list.value()) {
        if (entry.lineNumber <= lastLine) fuzz::fail(kTarget, "line numbers do not increase", text);
        lastLine = entry.lineNumber;
        if (entry.reference) {
            if (!entry.position.isLegal(entry.reference->move))
                fuzz::fail(kTarget, "an illegal reference move", text);
            if (entry.reference->score < -64 || entry.reference->score > 64)
                fuzz::fail(kTarget, "a score out of range", text);
        }
        const std::string line = formatListedPosition(entry.position, entry.reference);
        const auto again = parsePositionList(line);
        if (!again || again.value().size() != 1)
            fuzz::fail(kTarget, "a written line does not read back", line);
        const ListedPosition& back = again.value().front();
        if (!(back.position == entry.position) ||
            back.reference.has_value() != entry.reference.has_value() ||
            (back.reference && (back.reference->move != entry.reference->move ||
                                back.reference->score != entry.reference->score ||
                                back.reference->kind != entry.reference->kind)))
            fuzz::fail(kTarget, "a written line reads back different", line);
    }
    return 0;
}
