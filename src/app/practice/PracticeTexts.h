// SPDX-License-Identifier: GPL-3.0-or-later
// The practice panel's sentences: the task, the verdict on a move, the progress.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "session/practice/Answer.h"
#include "session/practice/PracticeData.h"

namespace verso::app {

class PracticeTexts {
    Q_DECLARE_TR_FUNCTIONS(PracticeTexts)

public:
    static QString task(const session::Puzzle& puzzle, int tolerance);
    static QString verdict(const session::Puzzle& puzzle, verso::Move move,
                           const session::Verdict& verdict);
    static QString progress(const session::PracticeData& data, const QDate& today, int empties);
    // The kept games could not be read to their end: "reason" is the system's words (empty: not
    // a game file), "gamesRead" the games read before, whose puzzles were taken.
    static QString keptGamesUnreadable(const QString& reason, int gamesRead);
};

}  // namespace verso::app
