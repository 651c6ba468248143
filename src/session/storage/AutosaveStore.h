// SPDX-License-Identifier: GPL-3.0-or-later
// Where the unfinished game waits between two runs: one file in the application data folder,
// written atomically after every change of the game (through AutosaveWriter) and offered back
// on the next start.
//
// A file that cannot be used (truncated, garbage, an illegal move, a newer format, or not a
// regular file at all: a folder, a FIFO, a device, never opened) is never loaded half-way, never
// overwritten and never stops the start: it is renamed with a ".unreadable" suffix
// (".unreadable-2", ... the first free name, core/SetAside.h) and reported in one sentence.
#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

#include "core/GameRecord.h"
#include "session/clock/ClockState.h"

namespace verso::session {

// What looking for a saved game found: a game to offer back, nothing, or a problem.
struct AutosaveLookup {
    std::optional<GameRecord> game;
    ClockState clock;      // the game's clocks (untimed unless it was saved on a clock)
    QString problem;       // one sentence for the user when the file was unusable and set aside
    QString setAsidePath;  // where the unusable file now is
};

class AutosaveStore {
    Q_DECLARE_TR_FUNCTIONS(AutosaveStore)

public:
    // <dataFolder()>/unfinished-game.txt
    static QString defaultPath();
    explicit AutosaveStore(QString path = defaultPath());

    const QString& path() const { return path_; }

    // Saves a game that has moves and is not over; removes the saved file otherwise (a finished or
    // empty game is nothing to resume). Returns an error sentence, or an empty string on success.
    // "clock": the game's clocks, kept with it.
    QString save(const GameRecord& game, const ClockState& clock = {}) const;
    // Reads the saved game. An unfinished game is returned; a finished one is removed; an unusable
    // file is set aside and described.
    AutosaveLookup load() const;
    // Forgets the saved game (a folder, a FIFO or a device there is left alone).
    void discard() const;

private:
    QString setAside() const;
    QString path_;
};

}  // namespace verso::session
