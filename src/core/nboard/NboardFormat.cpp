// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/nboard/NboardFormat.h"

#include "core/nboard/NboardText.h"

namespace verso::nboard {

namespace {

std::string number(int value) { return std::to_string(value); }

std::string commandLine(const Hello& c) {
    return c.version ? "nboard " + number(*c.version) : "nboard";
}
std::string commandLine(const SetDepth& c) { return "set depth " + number(c.depth); }
std::string commandLine(const SetContempt& c) { return "set contempt " + number(c.contempt); }
std::string commandLine(const SetGame& c) { return "set game " + formatGgf(c.game); }
std::string commandLine(const MovePlayed& c) { return "move " + moveText(c.move); }
std::string commandLine(const Go&) { return "go"; }
std::string commandLine(const Hint& c) { return "hint " + number(c.count); }
std::string commandLine(const Analyze&) { return "analyze"; }
std::string commandLine(const Ping& c) { return "ping " + number(c.number); }
std::string commandLine(const Learn&) { return "learn"; }
std::string commandLine(const Quit&) { return "quit"; }

std::string replyLine(const MyName& r) { return "set myname " + r.name; }
std::string replyLine(const Pong& r) { return "pong " + number(r.number); }
std::string replyLine(const MoveAnswer& r) { return "=== " + moveText(r.move); }
std::string replyLine(const NodeStats& r) {
    return "nodestats " + std::to_string(r.nodes) + " " + evalText(r.seconds);
}
std::string replyLine(const Status& r) {
    return r.text.empty() ? std::string("status") : "status " + r.text;
}
std::string replyLine(const HintAnswer& r) {
    return (r.book ? "book " : "search ") + pvText(r.pv) + " " + evalText(r.eval) + " " +
           number(r.games) + " " + depthText(r.depth, r.exact);
}
std::string replyLine(const Analysis& r) {
    return "analysis " + number(r.ply) + " " + evalText(r.eval);
}
std::string replyLine(const Learned&) { return "learned"; }

}  // namespace

std::string moveText(const GgfMove& move) {
    std::string text = ggfMoveText(move.move);
    if (move.eval || move.seconds) {
        text += '/';
        if (move.eval) text += evalText(*move.eval);
    }
    if (move.seconds) {
        text += '/';
        text += evalText(*move.seconds);
    }
    return text;
}

std::string formatCommand(const NboardCommand& command) {
    return std::visit([](const auto& c) { return commandLine(c); }, command);
}

std::string formatReply(const NboardReply& reply) {
    return std::visit([](const auto& r) { return replyLine(r); }, reply);
}

}  // namespace verso::nboard
