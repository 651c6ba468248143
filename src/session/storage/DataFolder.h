// SPDX-License-Identifier: GPL-3.0-or-later
// Where Verso keeps its files: one folder, $XDG_DATA_HOME/verso (~/.local/share/verso), shared by
// the window (the unfinished game, the kept games and the files set aside beside them) and
// verso-engine (its learned book). The window kept its files in $XDG_DATA_HOME/Verso/Verso
// before; moveLegacyData() brings them over once, losing and overwriting nothing.
#pragma once

#include <QString>
#include <QStringList>

namespace verso::session {

// $XDG_DATA_HOME/verso, or ~/.local/share/verso.
QString dataFolder();
// The window's former folder: $XDG_DATA_HOME/Verso/Verso.
QString legacyDataFolder();

// What moving the former folder's files found.
struct DataFolderMove {
    QStringList moved;    // files now in the new folder under their own names
    QStringList renamed;  // files whose name was taken there: kept as "<name>.from-Verso[-N]"
    QStringList failed;   // files left in the former folder, with the system's reason
    bool nothingToDo = true;
};

// Moves every file of "from" into "to" (created when needed) without replacing any file there: a
// name already taken gets the first free "<name>.from-Verso", "-2", ... Removes "from", and its
// parent when that is left empty, once nothing is left in it. Safe to call at every start.
DataFolderMove moveLegacyData(const QString& from = legacyDataFolder(),
                              const QString& to = dataFolder());

}  // namespace verso::session
