// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/nboard/NboardClientState.h"

namespace verso::nboard {

Ping NboardClientState::ping() {
    awaited_ = ++lastPing_;
    return Ping{lastPing_};
}

std::optional<NboardParse<NboardReply>> NboardClientState::receive(std::string_view line) {
    NboardParse<NboardReply> parsed = parseReply(line);
    if (!parsed && parsed.error().kind == NboardError::Kind::Empty) return std::nullopt;
    if (parsed.get<MyName>()) return parsed;
    if (const Pong* pong = parsed.get<Pong>()) {
        if (pong->number < 1 || pong->number > lastPing_) return std::nullopt;
        if (awaited_ == pong->number) awaited_.reset();
        return parsed;
    }
    if (awaited_) return std::nullopt;
    return parsed;
}

}  // namespace verso::nboard
