// SPDX-License-Identifier: GPL-3.0-or-later
// Runs an NBoard protocol engine ("cmd" through /bin/sh) as a child process for verso-lab match.
// The lines and the ping/pong bookkeeping are core/nboard's; this class is the pipes.
#pragma once

#include <sys/types.h>
#include <optional>
#include <string>

#include "core/Ggf.h"
#include "core/nboard/NboardClientState.h"

namespace verso::cli {

class NboardClient {
public:
    // Starts "command" and greets it ("nboard 2", "set depth D"); ok() tells whether it answered.
    NboardClient(const std::string& command, int depth);
    ~NboardClient();  // "quit", then waits a little and kills it if it is still running
    NboardClient(const NboardClient&) = delete;
    NboardClient& operator=(const NboardClient&) = delete;

    bool ok() const { return error_.empty(); }
    const std::string& error() const { return error_; }
    const std::string& name() const { return name_; }

    // Sends the game so far and waits until the engine has read it (ping/pong).
    bool setGame(const GgfGame& game);
    // Tells the engine about a move played on its board.
    bool tellMove(Move move);
    // Asks for the engine's move in the current game; nullopt (with error()) on failure.
    std::optional<Move> askMove();

private:
    bool send(const nboard::NboardCommand& command);
    std::optional<std::string> readLine();
    bool sync();
    void fail(const std::string& message);

    pid_t pid_ = -1;
    int toEngine_ = -1;
    int fromEngine_ = -1;
    std::string buffer_;
    std::string name_ = "engine";
    std::string error_;
    nboard::NboardClientState state_;  // the pings and which lines are stale
};

}  // namespace verso::cli
