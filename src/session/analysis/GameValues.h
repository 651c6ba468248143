// SPDX-License-Identifier: GPL-3.0-or-later
// The evaluation graph's numbers: the value of every position of a game, worked out in the
// background on an engine thread one position at a time, from the end of the game backwards (so
// an opened game's graph fills in from its result), and taken from a game review where there is
// one (a review searches deeper). Values are kept per position for the session, so browsing,
// undoing or replaying a line costs nothing twice.
#pragma once

#include <QObject>
#include <QPointer>

#include <map>
#include <memory>
#include <optional>
#include <tuple>

#include "core/GameRecord.h"
#include "engine/GameReview.h"
#include "session/enginethread/EngineRequest.h"

namespace verso::session {

class EngineThread;

class GameValues : public QObject {
    Q_OBJECT

public:
    struct Value {
        int forBlack = 0;  // in discs, from Black's point of view
        int depth = 0;     // plies searched (the empties when exact)
        bool exact = false;
    };
    // How deep the background values are searched: a quick look, exact near the end.
    static constexpr int kDepth = 10;
    static constexpr int kExactEmpties = 18;

    explicit GameValues(EngineThread& thread, QObject* parent = nullptr);
    ~GameValues() override;

    // The game to value: every position of the whole record (past its cursor too).
    void setRecord(const verso::GameRecord& record);
    // Takes the values of a finished review of "record" (kept when deeper than what is known).
    void addReview(const verso::GameRecord& record, const engine::GameReview& review);
    // While paused nothing new is searched (e.g. while the computer thinks on the same thread).
    void setPaused(bool paused);

    int positionCount() const { return static_cast<int>(positions_.size()); }
    std::optional<Value> valueAt(int ply) const;
    int knownCount() const;
    bool isWorking() const { return request_ != nullptr; }

signals:
    // A value came in or the game changed.
    void changed();

private:
    using Key = std::tuple<Bitboard, Bitboard, int>;  // black, white, side to move
    static Key keyOf(const verso::Position& position);
    void store(const verso::Position& position, const Value& value);
    void valueNext();

    QPointer<EngineThread> thread_;
    std::unique_ptr<EngineRequest> request_;
    std::vector<verso::Position> positions_;
    std::map<Key, Value> values_;
    bool paused_ = false;
};

}  // namespace verso::session
