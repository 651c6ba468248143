// SPDX-License-Identifier: GPL-3.0-or-later
// Practice as the window drives it: the practice data read from and saved to its store, the
// puzzle on the board, the answers. Values the puzzle needs (every move of an own mistake, the
// next endgame puzzle solved exactly) are asked of an engine thread; the GUI thread never waits.
#pragma once

#include <QDate>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "session/enginethread/EngineRequest.h"
#include "session/practice/Answer.h"
#include "session/practice/EndgamePuzzles.h"
#include "session/practice/PracticeData.h"
#include "session/practice/PracticeStore.h"

namespace verso::session {

class EngineThread;

class PracticeSession : public QObject {
    Q_OBJECT

public:
    explicit PracticeSession(EngineThread& thread, QObject* parent = nullptr);
    ~PracticeSession() override;

    // Reads practice.txt beside the kept games at "keptPath" (once) and adds the puzzles of the
    // kept games not there yet; problems come as problem() and keptGamesUnreadable(). Without kept
    // games ("keptPath" empty) nothing is read or saved.
    void open(const QString& keptPath, const std::vector<std::string>& personNames);
    const PracticeData& data() const { return data_; }
    QDate today() const { return today_.isValid() ? today_ : QDate::currentDate(); }
    void setToday(const QDate& day) { today_ = day; }  // tests: simulated days
    int tolerance() const { return tolerance_; }
    void setTolerance(int discs) { tolerance_ = discs; }

    // The games endgame puzzles come from.
    void setEndgames(std::shared_ptr<const GameLibrary> library, const EndgameChoice& choice,
                     unsigned seed);
    // The next puzzle of "kind": one due first, else (endgames) a new one. puzzleReady() or
    // noPuzzle() follows.
    void next(PuzzleKind kind);
    bool isBusy() const { return request_ != nullptr; }
    const Puzzle* current() const;
    // Judges "move" on the current puzzle; the first answer counts (schedule, progress, saved).
    Verdict answer(Move move);
    bool answered() const { return answered_; }
    // Leaves the puzzle (stops what was asked).
    void close();

signals:
    void puzzleReady();
    void noPuzzle();
    void busyChanged(bool busy);
    void dataChanged();
    // "what" is the system's or the reader's words; "setAside" where the file went, if it moved.
    void problem(const QString& what, const QString& setAside);
    // The kept games at open()'s path are there but could not be read to their end: "reason" is
    // the system's words, empty when the file is not a game file; "gamesRead" the games read
    // before the failure, which gave their puzzles (0: none came from the file).
    void keptGamesUnreadable(const QString& reason, int gamesRead);

private:
    void show(int index);
    void askValues(int index);
    void askEndgame();
    void save();
    void setRequest(std::unique_ptr<EngineRequest> request);

    EngineThread& thread_;
    std::optional<PracticeStore> store_;
    PracticeData data_;
    bool loaded_ = false;
    bool canSave_ = true;
    QDate today_;
    int tolerance_ = 0;
    std::shared_ptr<EndgamePuzzles> endgames_;
    std::unique_ptr<EngineRequest> request_;
    std::optional<int> current_;
    bool answered_ = false;
};

}  // namespace verso::session

Q_DECLARE_METATYPE(verso::session::Puzzle)
