// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/window/LevelName.h"

#include <QCoreApplication>

namespace verso::app {

namespace {

// The engine's level names, listed here so that lupdate offers them to translators.
[[maybe_unused]] const char* const kLevelNames[] = {
    //: Name of a computer level, the weakest
    QT_TRANSLATE_NOOP("LevelName", "Beginner"),
    //: Name of a computer level
    QT_TRANSLATE_NOOP("LevelName", "Novice"),
    //: Name of a computer level
    QT_TRANSLATE_NOOP("LevelName", "Casual"),
    //: Name of a computer level: plays like a club player
    QT_TRANSLATE_NOOP("LevelName", "Club"),
    //: Name of a computer level
    QT_TRANSLATE_NOOP("LevelName", "Advanced"),
    //: Name of a computer level
    QT_TRANSLATE_NOOP("LevelName", "Expert"),
    //: Name of a computer level
    QT_TRANSLATE_NOOP("LevelName", "Master"),
    //: Name of a computer level, the strongest of the eight levels that think a fixed amount
    QT_TRANSLATE_NOOP("LevelName", "Grandmaster"),
};

// The whole seconds a level by time thinks a move (0 for the other levels).
int secondsPerMove(const engine::Level& level) {
    return static_cast<int>(level.moveTime.count() / 1000);
}

}  // namespace

QString levelName(const engine::Level& level) {
    const int seconds = secondsPerMove(level);
    if (seconds > 0) {
        //: Name of a computer level that plays its strongest, thinking about %n seconds a move
        return QCoreApplication::translate("LevelName", "Strongest, %n s a move", "", seconds);
    }
    return QCoreApplication::translate("LevelName", level.name.c_str());
}

QString levelDescription(const engine::Level& level) {
    QString text;
    if (const int seconds = secondsPerMove(level); seconds > 0) {
        //: A level's tip. %n: the seconds it thinks a move on average over a game.
        text = QCoreApplication::translate(
            "LevelName",
            "Thinks about %n second(s) a move on average, longer in the middle game, and plays "
            "perfectly as early as that allows",
            "", seconds);
    } else if (level.randomMovePercent > 0) {
        //: A level's tip. %1: how often it plays any legal move at all, in per cent; %n: moves
        //: searched ahead; %2: the most its judgement of a move is off, in discs.
        text = QCoreApplication::translate("LevelName",
                                           "Plays a random move %1% of the time; otherwise looks "
                                           "%n move(s) ahead and misjudges each move by up to %2 "
                                           "discs",
                                           "", level.depth)
                   .arg(level.randomMovePercent)
                   .arg(level.noiseDiscs);
    } else if (level.noiseDiscs > 0) {
        //: A level's tip. %1: moves searched ahead; %2: empty squares left when it counts
        //: exactly; %n: the most its judgement of a move is off, in discs.
        text = QCoreApplication::translate("LevelName",
                                           "Looks %1 moves ahead, exactly from %2 empty squares, "
                                           "and misjudges each move by up to %n disc(s)",
                                           "", level.noiseDiscs)
                   .arg(level.depth)
                   .arg(level.exactEmpties);
    } else if (level.maxNodes > 0) {
        //: A level's tip. %1: its budget in millions of positions; %n: moves searched ahead at
        //: most; %2: empty squares left when it solves exactly.
        text = QCoreApplication::translate("LevelName",
                                           "Searches at most %1 million positions a move: up to "
                                           "%n move(s) ahead, exactly from %2 empty squares",
                                           "", level.depth)
                   .arg(static_cast<qulonglong>(level.maxNodes / 1'000'000))
                   .arg(level.exactEmpties);
    } else {
        //: A level's tip. %n: moves searched ahead; %1: empty squares left when perfect play
        //: starts.
        text = QCoreApplication::translate(
                   "LevelName", "Looks %n move(s) ahead and plays perfectly from %1 empty squares",
                   "", level.depth)
                   .arg(level.exactEmpties);
    }
    if (level.bookMargin >= 0)
        //: A level's tip: %1 is what it does after the opening (e.g. "Looks 8 moves ahead and
        //: plays perfectly from 16 empty squares")
        text =
            QCoreApplication::translate("LevelName", "%1; opens from its opening book").arg(text);
    return text;
}

}  // namespace verso::app
