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
};

}  // namespace verso::app
