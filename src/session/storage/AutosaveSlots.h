// SPDX-License-Identifier: GPL-3.0-or-later
// One unfinished-game file for each running window. Windows started together (or one started
// while another runs) never write the same file: each claims the first file no running window
// holds — "unfinished-game.txt", then "unfinished-game-2.txt", "-3", ... — by an exclusive lock on
// "<file>.lock" (core/FileLock.h) that it keeps while it runs and the system releases when it ends,
// even by kill -9. A file whose lock is free was left by a window that is no longer running: the
// next start offers its game.
#pragma once

#include <QString>

#include <vector>

#include "core/FileLock.h"

namespace verso::session {

struct AutosaveSlot {
    QString path;
    FileLock lock;  // held while the slot is this program's
};

// The n-th file of "basePath" (n >= 1): "<dir>/<name>.<ext>" for 1, "<dir>/<name>-n.<ext>" after.
QString autosaveSlotPath(const QString& basePath, int n);
// The first slot no running program holds. Where locks cannot be made (a read-only folder), the
// first slot, unlocked.
AutosaveSlot claimAutosaveSlot(const QString& basePath);
// The slot files other than "own" that exist and that no running program holds, each locked for
// the caller, oldest first by their time of change.
std::vector<AutosaveSlot> abandonedAutosaveSlots(const QString& basePath, const QString& own);

}  // namespace verso::session
