// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/storage/AtomicWrite.h"

#include <QSaveFile>

#include <unistd.h>
#include <cerrno>
#include <cstring>

namespace verso::session {

QString writeFileAtomically(const QString& path, const QByteArray& bytes) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return file.errorString();
    // QSaveFile::commit() renames the temporary file over the old one even when its own last
    // flush fails (a full disk), so every write is checked here, before the commit: the buffered
    // bytes flushed, then synced, since a disk may only refuse them at the sync.
    QString error;
    if (file.write(bytes) != bytes.size() || !file.flush()) error = file.errorString();
    else if (::fsync(file.handle()) != 0) error = QString::fromLocal8Bit(std::strerror(errno));
    if (!error.isEmpty()) {
        file.cancelWriting();  // the temporary file is removed; the old one was never touched
        return error;
    }
    if (!file.commit()) return file.errorString();
    return {};
}

}  // namespace verso::session
