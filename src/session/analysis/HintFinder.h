// SPDX-License-Identifier: GPL-3.0-or-later
// The computer's suggestion for the person to move, worked out on the shared engine thread.
// find() replaces any earlier search; cancel() (or anything that changes the position, through
// the window) drops it: a hint for an old position never arrives.
#pragma once

#include <QObject>
#include <QPointer>

#include <memory>

#include "session/enginethread/EngineRequest.h"

namespace verso::session {

class EngineThread;

class HintFinder : public QObject {
    Q_OBJECT

public:
    explicit HintFinder(EngineThread& engineThread, QObject* parent = nullptr);
    ~HintFinder() override;

    // Starts looking for the best move in "position" at "levelNumber".
    void find(const verso::Position& position, int levelNumber);
    void cancel();
    bool isSearching() const { return search_ != nullptr; }

signals:
    // "move" is legal in "position", the position the hint was asked for.
    void hintFound(const verso::Position& position, verso::Move move,
                   const verso::session::MoveInfo& info);

private:
    QPointer<EngineThread> engineThread_;
    std::unique_ptr<EngineRequest> search_;
};

}  // namespace verso::session
