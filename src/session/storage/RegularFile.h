// SPDX-License-Identifier: GPL-3.0-or-later
// Where a file is expected, something else may be: a folder, a FIFO, a socket, a device. Such a
// thing is never opened for reading or writing (opening a FIFO waits, without end, for the other
// side), only reported in words.
#pragma once

#include <QString>

namespace verso::session {

// Whether something other than a regular file is at "path" (links are followed; nothing there,
// or a link to nothing, is not such a thing).
bool isNotRegularFile(const QString& path);

// The reason given for it, to follow "because" or "cannot be read:": "it is not a regular file".
QString notRegularFileReason();

}  // namespace verso::session
