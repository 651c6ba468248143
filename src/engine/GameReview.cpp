// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/GameReview.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <sstream>

#include "core/Notation.h"
#include "engine/MoveAnalysis.h"

namespace verso::engine {

namespace {

int signOf(int value) { return (value > 0) - (value < 0); }

std::vector<Position> positionsOf(const Position& start, const std::vector<Move>& moves) {
    std::vector<Position> positions{start};
    positions.reserve(moves.size() + 1);
    for (const Move m : moves) positions.push_back(positions.back().afterMove(m));
    return positions;
}

// The value of a finished game for its side to move.
PositionValue finalValue(const Position& position) {
    const int black = position.finalScoreForBlack();
    return {true, position.sideToMove() == Color::Black ? black : -black, position.emptyCount(),
            true};
}

constexpr std::size_t kKeptLineLength = 8;
constexpr std::string_view kReviewTag = "verso-review-1";

}  // namespace

std::optional<int> GameReview::valueForBlack(int ply, const Position& position) const {
    if (ply < 0 || ply >= static_cast<int>(positions.size())) return std::nullopt;
    const PositionValue& v = positions[static_cast<std::size_t>(ply)];
    if (!v.known) return std::nullopt;
    return position.sideToMove() == Color::Black ? v.score : -v.score;
}

MoveClass classifyLoss(int loss) {
    if (loss <= 0) return MoveClass::Best;
    if (loss <= 1) return MoveClass::Good;
    if (loss <= 3) return MoveClass::Inaccuracy;
    if (loss <= 7) return MoveClass::Mistake;
    return MoveClass::Blunder;
}

MoveClass classifyMove(int loss, bool exact, int bestValue, int playedValue) {
    MoveClass c = classifyLoss(loss);
    if (exact && signOf(playedValue) < signOf(bestValue)) c = std::max(c, MoveClass::Mistake);
    return c;
}

const char* moveClassName(MoveClass moveClass) {
    switch (moveClass) {
        case MoveClass::Forced: return "forced";
        case MoveClass::Best: return "best";
        case MoveClass::Good: return "good";
        case MoveClass::Inaccuracy: return "inaccuracy";
        case MoveClass::Mistake: return "mistake";
        case MoveClass::Blunder: return "blunder";
    }
    return "?";
}

void summarize(GameReview& review) {
    for (const Color side : {Color::Black, Color::White}) {
        SideSummary s;
        std::vector<const ReviewedMove*> costly;
        for (const ReviewedMove& m : review.moves) {
            if (!m.judged || m.side != side) continue;
            ++s.counts[static_cast<std::size_t>(m.moveClass)];
            if (m.moveClass == MoveClass::Forced) continue;
            ++s.judgedMoves;
            s.totalLoss += m.loss;
            if (m.loss > 0) costly.push_back(&m);
        }
        s.averageLoss = s.judgedMoves ? static_cast<double>(s.totalLoss) / s.judgedMoves : 0.0;
        std::stable_sort(
            costly.begin(), costly.end(),
            [](const ReviewedMove* a, const ReviewedMove* b) { return a->loss > b->loss; });
        for (std::size_t i = 0; i < costly.size() && i < 3; ++i)
            s.biggestMistakes.push_back(costly[i]->ply);
        (side == Color::Black ? review.black : review.white) = s;
    }
}

GameReview reviewGame(Searcher& searcher, const Position& start, const std::vector<Move>& moves,
                      const ReviewSettings& settings, const std::atomic<bool>* stop,
                      const ReviewProgress& progress) {
    const auto stopped = [stop] { return stop && stop->load(std::memory_order_relaxed); };
    GameReview review;
    review.settings = settings;
    const std::vector<Position> positions = positionsOf(start, moves);
    const int n = static_cast<int>(moves.size());
    review.moves.resize(moves.size());
    review.positions.resize(positions.size());
    for (int k = 0; k < n; ++k) {
        ReviewedMove& m = review.moves[static_cast<std::size_t>(k)];
        m.ply = k;
        m.side = positions[static_cast<std::size_t>(k)].sideToMove();
        m.played = moves[static_cast<std::size_t>(k)];
    }
    const int total = n + 1;
    int done = 0;
    const auto searchLimits = [&](const Position& p) {
        SearchLimits limits;
        limits.depth = std::max(1, settings.depth);
        limits.exactEmpties = p.emptyCount() <= settings.exactEmpties ? settings.exactEmpties : 0;
        limits.threads = settings.threads;
        return limits;
    };

    // The last position.
    const Position& last = positions.back();
    if (last.isGameOver()) {
        review.positions.back() = finalValue(last);
    } else {
        const SearchResult r = searcher.search(last, searchLimits(last), stop);
        if (stopped()) return review;
        review.positions.back() = {true, r.score, r.exact ? last.emptyCount() : r.depth, r.exact};
    }
    ++done;  // counted whether or not anyone listens
    if (progress) progress(review, done, total);

    for (int k = n - 1; k >= 0; --k) {
        const Position& position = positions[static_cast<std::size_t>(k)];
        const PositionValue& next = review.positions[static_cast<std::size_t>(k + 1)];
        ReviewedMove& m = review.moves[static_cast<std::size_t>(k)];
        const bool exactHere = position.emptyCount() <= settings.exactEmpties;
        if (m.played.isPass() || popCount(position.legalMoves()) == 1) {
            m.moveClass = MoveClass::Forced;
            m.playedValue = m.bestValue = -next.score;
            m.best = m.played;
            m.bestLine = {m.played};
            m.exact = next.exact;
            m.depth = next.exact ? position.emptyCount() : next.depth + 1;
        } else {
            const SearchResult r = searcher.search(position, searchLimits(position), stop);
            if (stopped()) break;
            m.best = r.best;
            m.bestValue = r.score;
            m.bestLine = r.pv;
            m.exact = r.exact;
            m.depth = r.exact ? position.emptyCount() : r.depth;
            if (m.played == m.best) {
                m.playedValue = m.bestValue;
            } else {
                std::vector<Move> playedLine{m.played};
                if (exactHere && next.exact && r.exact) {
                    m.playedValue = -next.score;  // the next position is solved already
                    if (k + 1 < n) {
                        const std::vector<Move>& then =
                            review.moves[static_cast<std::size_t>(k + 1)].bestLine;
                        playedLine.insert(playedLine.end(), then.begin(), then.end());
                    }
                } else {
                    const std::optional<MoveValue> v =
                        valueOfMove(searcher, position, m.played, settings.depth, r.exact ? 64 : 0,
                                    stop, settings.threads);
                    if (!v || stopped()) break;
                    m.playedValue = v->score;
                    playedLine = v->pv;
                }
                // The played move is as good (or, when two estimates disagree, better): it is the
                // best.
                if (m.playedValue >= m.bestValue) {
                    m.best = m.played;
                    m.bestValue = m.playedValue;
                    m.bestLine = playedLine;
                }
            }
            m.loss = std::max(0, m.bestValue - m.playedValue);
            m.moveClass = classifyMove(m.loss, m.exact, m.bestValue, m.playedValue);
        }
        if (m.bestLine.empty()) m.bestLine = {m.best};
        m.judged = true;
        review.positions[static_cast<std::size_t>(k)] = {true, m.bestValue, m.depth, m.exact};
        summarize(review);
        ++done;
        if (progress) progress(review, done, total);
    }
    review.complete = done == total;
    summarize(review);
    return review;
}

std::string formatReview(const GameReview& review) {
    std::ostringstream out;
    out << kReviewTag << " d" << review.settings.depth << " e" << review.settings.exactEmpties;
    const auto value = [](int v) {
        char text[8];
        std::snprintf(text, sizeof text, "%+d", v);
        return std::string(v == 0 ? "0" : text);
    };
    for (const ReviewedMove& m : review.moves) {
        if (!m.judged) {
            out << " ?";
            continue;
        }
        std::vector<Move> line(m.bestLine.begin(),
                               m.bestLine.begin() + static_cast<std::ptrdiff_t>(std::min(
                                                        kKeptLineLength, m.bestLine.size())));
        out << ' ' << formatMoves(line, PassStyle::Write) << ':' << value(m.bestValue) << ':'
            << value(m.playedValue) << ':'
            << (m.exact ? std::string("x") : std::to_string(m.depth));
    }
    const PositionValue& end = review.positions.empty() ? PositionValue{} : review.positions.back();
    if (end.known) {
        out << " end:" << value(end.score) << ':'
            << (end.exact ? std::string("x") : std::to_string(end.depth));
    } else {
        out << " end:?";
    }
    return out.str();
}

namespace {

std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    std::size_t from = 0;
    for (;;) {
        const std::size_t at = text.find(separator, from);
        if (at == std::string_view::npos) {
            parts.push_back(text.substr(from));
            return parts;
        }
        parts.push_back(text.substr(from, at - from));
        from = at + 1;
    }
}

std::optional<int> parseInt(std::string_view text, int low, int high) {
    if (!text.empty() && text.front() == '+') text.remove_prefix(1);
    if (text.empty() || text.size() > 4) return std::nullopt;
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value < low || value > high)
        return std::nullopt;
    return value;
}

// "x" (exact) or a depth.
bool parseDepth(std::string_view text, bool& exact, int& depth, int empties) {
    if (text == "x") {
        exact = true;
        depth = empties;
        return true;
    }
    const std::optional<int> d = parseInt(text, 1, 60);
    if (!d || text.front() == '+') return false;
    exact = false;
    depth = *d;
    return true;
}

// Splits a transcript written with passes ("pa") into moves, checking each is legal in turn.
std::optional<std::vector<Move>> parseLine(std::string_view text, Position position) {
    if (text.empty() || text.size() % 2 != 0 || text.size() > 2 * kKeptLineLength)
        return std::nullopt;
    std::vector<Move> line;
    for (std::size_t i = 0; i < text.size(); i += 2) {
        const std::optional<Move> move = parseMove(text.substr(i, 2));
        if (!move) return std::nullopt;
        if (move->isPass() ? !position.mustPass() : !position.isLegal(*move)) return std::nullopt;
        line.push_back(*move);
        position = position.afterMove(*move);
    }
    return line;
}

}  // namespace

std::optional<GameReview> parseReview(std::string_view text, const Position& start,
                                      const std::vector<Move>& moves) {
    const std::vector<std::string_view> tokens = split(text, ' ');
    const std::size_t n = moves.size();
    if (tokens.size() != n + 4 || tokens[0] != kReviewTag) return std::nullopt;
    if (tokens[1].size() < 2 || tokens[1][0] != 'd' || tokens[2].size() < 2 || tokens[2][0] != 'e')
        return std::nullopt;
    const std::optional<int> depth = parseInt(tokens[1].substr(1), 1, 60);
    const std::optional<int> exactEmpties = parseInt(tokens[2].substr(1), 0, 60);
    if (!depth || !exactEmpties) return std::nullopt;

    // The moves must be this game's.
    std::vector<Position> positions{start};
    for (const Move m : moves) {
        const Position& p = positions.back();
        if (m.isPass() ? !p.mustPass() : !p.isLegal(m)) return std::nullopt;
        positions.push_back(p.afterMove(m));
    }

    GameReview review;
    review.settings = {*depth, *exactEmpties};
    review.moves.resize(n);
    review.positions.resize(n + 1);
    for (std::size_t k = 0; k < n; ++k) {
        const Position& position = positions[k];
        const std::vector<std::string_view> fields = split(tokens[k + 3], ':');
        if (fields.size() != 4) return std::nullopt;
        ReviewedMove& m = review.moves[k];
        m.ply = static_cast<int>(k);
        m.side = position.sideToMove();
        m.played = moves[k];
        const std::optional<std::vector<Move>> line = parseLine(fields[0], position);
        const std::optional<int> best = parseInt(fields[1], -64, 64);
        const std::optional<int> played = parseInt(fields[2], -64, 64);
        if (!line || !best || !played || *played > *best) return std::nullopt;
        if (!parseDepth(fields[3], m.exact, m.depth, position.emptyCount())) return std::nullopt;
        m.bestLine = *line;
        m.best = line->front();
        m.bestValue = *best;
        m.playedValue = *played;
        m.loss = *best - *played;
        const bool forced = m.played.isPass() || popCount(position.legalMoves()) == 1;
        if (forced && (m.best != m.played || m.loss != 0)) return std::nullopt;
        if (m.best == m.played && m.loss != 0) return std::nullopt;
        m.moveClass =
            forced ? MoveClass::Forced : classifyMove(m.loss, m.exact, m.bestValue, m.playedValue);
        m.judged = true;
        review.positions[k] = {true, m.bestValue, m.depth, m.exact};
    }
    const std::vector<std::string_view> end = split(tokens[n + 3], ':');
    if (end.size() != 3 || end[0] != "end") return std::nullopt;
    const std::optional<int> endScore = parseInt(end[1], -64, 64);
    PositionValue& last = review.positions.back();
    if (!endScore || !parseDepth(end[2], last.exact, last.depth, positions.back().emptyCount()))
        return std::nullopt;
    last.known = true;
    last.score = *endScore;
    review.complete = true;
    summarize(review);
    return review;
}

}  // namespace verso::engine
