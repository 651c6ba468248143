// SPDX-License-Identifier: GPL-3.0-or-later
// Replacing a file all at once or not at all, even on a full disk: the bytes go to a temporary
// file beside it, are flushed and synced to the disk, and only then renamed over the old one.
// Every file Verso's window writes goes through here (game files, the kept games, the autosave).
#pragma once

#include <QByteArray>
#include <QString>

namespace verso::session {

// Writes "bytes" to "path" atomically. Returns the system's error ("No space left on device"),
// empty on success; on failure the file that was at "path" is left byte for byte.
QString writeFileAtomically(const QString& path, const QByteArray& bytes);

}  // namespace verso::session
