// SPDX-License-Identifier: GPL-3.0-or-later
// Replacing a file all at once or not at all, even on a full disk: the bytes go to a temporary
// file beside it, are flushed and synced to the disk, and only then renamed over the old one.
// Every file Verso's window writes goes through here (game files, the kept games, the autosave).
// A file too large to rewrite at every change (the kept games) is changed at its end instead, in
// place, and put back as it was when the change cannot be completed.
#pragma once

#include <QByteArray>
#include <QString>

namespace verso::session {

// Writes "bytes" to "path" atomically. Returns the system's error ("No space left on device"),
// empty on success; on failure the file that was at "path" is left byte for byte.
QString writeFileAtomically(const QString& path, const QByteArray& bytes);

// Replaces the bytes of "path" from "offset" to its end, which must be "oldTail", with "newTail"
// (an empty "oldTail" at the file's length appends). The file first grows by what "newTail" adds
// (cut back to its old length if that fails), then the new bytes are written over the old tail
// and synced; if that fails, the old tail is written back. Returns the system's error, empty on
// success; on failure the file is left byte for byte as it was.
QString replaceFileTail(const QString& path, qint64 offset, const QByteArray& oldTail,
                        const QByteArray& newTail);

}  // namespace verso::session
