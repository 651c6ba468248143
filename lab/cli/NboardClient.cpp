// SPDX-License-Identifier: GPL-3.0-or-later
#include "NboardClient.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>
#include <csignal>

#include <chrono>
#include <thread>

#include "core/Printable.h"
#include "core/nboard/NboardFormat.h"

namespace verso::cli {
namespace {
constexpr int kAnswerTimeoutMs = 10 * 60 * 1000;  // a move may take long, but not forever
}

NboardClient::NboardClient(const std::string& command, int depth) {
    std::signal(SIGPIPE, SIG_IGN);  // a dead engine shows up as a failed write, not a killed match
    int in[2], out[2];
    if (pipe2(in, O_CLOEXEC) != 0 || pipe2(out, O_CLOEXEC) != 0) {  // no leaks into other engines
        fail("cannot create pipes for the engine");
        return;
    }
    pid_ = fork();
    if (pid_ == 0) {
        dup2(in[0], STDIN_FILENO);
        dup2(out[1], STDOUT_FILENO);
        close(in[0]), close(in[1]), close(out[0]), close(out[1]);
        execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    close(in[0]), close(out[1]);
    toEngine_ = in[1];
    fromEngine_ = out[0];
    if (pid_ < 0) {
        fail("cannot start the engine");
        return;
    }
    send(nboard::Hello{2});
    send(nboard::SetDepth{depth});
    if (!sync()) fail("the engine \"" + command + "\" does not answer \"ping\" (" + error_ + ")");
}

NboardClient::~NboardClient() {
    if (toEngine_ >= 0) {
        send(nboard::Quit{});
        close(toEngine_);
    }
    if (fromEngine_ >= 0) close(fromEngine_);
    if (pid_ <= 0) return;
    for (int i = 0; i < 100; ++i) {
        if (waitpid(pid_, nullptr, WNOHANG) == pid_) return;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
}

void NboardClient::fail(const std::string& message) {
    if (error_.empty()) error_ = message;
}

bool NboardClient::send(const nboard::NboardCommand& command) {
    const std::string text = nboard::formatCommand(command) + "\n";
    size_t written = 0;
    while (written < text.size()) {
        const ssize_t n = write(toEngine_, text.data() + written, text.size() - written);
        if (n <= 0) {
            fail("the engine stopped reading its input");
            return false;
        }
        written += static_cast<size_t>(n);
    }
    return true;
}

std::optional<std::string> NboardClient::readLine() {
    while (true) {
        const size_t newline = buffer_.find('\n');
        if (newline != std::string::npos) {
            std::string line = buffer_.substr(0, newline);
            buffer_.erase(0, newline + 1);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            return line;
        }
        pollfd fd{fromEngine_, POLLIN, 0};
        if (poll(&fd, 1, kAnswerTimeoutMs) <= 0) {
            fail("the engine did not answer in time");
            return std::nullopt;
        }
        char chunk[4096];
        const ssize_t n = read(fromEngine_, chunk, sizeof chunk);
        if (n <= 0) {
            fail("the engine closed its output (did it exit?)");
            return std::nullopt;
        }
        buffer_.append(chunk, static_cast<size_t>(n));
    }
}

bool NboardClient::sync() {
    if (!send(state_.ping())) return false;
    while (const auto line = readLine()) {
        const auto reply = state_.receive(*line);
        const auto* named = reply ? reply->get<nboard::MyName>() : nullptr;
        if (named && !named->name.empty()) name_ = named->name;
        if (!state_.awaitingPong()) return true;
    }
    return false;
}

bool NboardClient::setGame(const GgfGame& game) { return send(nboard::SetGame{game}) && sync(); }

bool NboardClient::tellMove(Move move) {
    return send(nboard::MovePlayed{{move, std::nullopt, std::nullopt}});
}

std::optional<Move> NboardClient::askMove() {
    if (!sync() || !send(nboard::Go{})) return std::nullopt;
    while (const auto line = readLine()) {
        const auto reply = state_.receive(*line);
        if (!reply) continue;
        if (const auto* answer = reply->get<nboard::MoveAnswer>()) return answer->move.move;
        if (!reply->ok() && nboard::isBadMoveAnswer(reply->error())) {
            fail("the engine answered \"" + printable(*line) + "\", which is not a move");
            return std::nullopt;
        }
    }
    return std::nullopt;
}

}  // namespace verso::cli
