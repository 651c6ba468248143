// SPDX-License-Identifier: GPL-3.0-or-later
// The GUI's side of the NBoard protocol's "ping"/"pong", for any client that talks to an engine
// (the window's external engines, the match runner). A client pings whenever what it asked may
// no longer be wanted (a new position, a cancelled request): the engine stops searching, answers
// everything sent before, then "pong N". What the engine says before that pong answers an older
// request and is stale: its "===" must never be taken for the answer to the current one.
//
//   NboardClientState state;
//   send(formatCommand(SetGame{game})); send(formatCommand(state.ping())); send("go");
//   for each line read: if (auto reply = state.receive(line)) ...  // nullopt: nothing for us
//
// Qt-free; the transport (pipes, QProcess) stays with the client.
#pragma once

#include <optional>
#include <string_view>

#include "core/nboard/NboardMessage.h"
#include "core/nboard/NboardParser.h"

namespace verso::nboard {

class NboardClientState {
public:
    // The next "ping" to send (numbers 1, 2, 3... over the client's life). Until its "pong" the
    // engine's output is stale.
    Ping ping();
    // The engine is gone (stopped, restarted): no pong is awaited any more. Numbers go on.
    void forgetPing() { awaited_.reset(); }
    bool awaitingPong() const { return awaited_.has_value(); }
    int lastPing() const { return lastPing_; }

    // One line from the engine, as the client should see it:
    //   - "set myname" always (an engine names itself before it answers the first ping);
    //   - "pong N" for any ping of ours (1 to lastPing()); the last one's ends the wait;
    //   - anything else, messages and errors alike (a garbled "===" is one the client must not
    //     ignore, see isBadMoveAnswer), only once the last ping has its pong.
    // nullopt for the rest: blank lines, stale lines, pongs to no ping of ours.
    std::optional<NboardParse<NboardReply>> receive(std::string_view line);

private:
    int lastPing_ = 0;
    std::optional<int> awaited_;  // from a ping until its pong
};

}  // namespace verso::nboard
