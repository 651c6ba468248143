// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/storage/RegularFile.h"

#include <QCoreApplication>
#include <QFile>

#include <sys/stat.h>

namespace verso::session {

bool isNotRegularFile(const QString& path) {
    struct stat info {};
    if (::stat(QFile::encodeName(path).constData(), &info) != 0) return false;
    return !S_ISREG(info.st_mode);
}

QString notRegularFileReason() {
    //: Why a file cannot be used: a folder, a FIFO, a socket or a device is where a file should be
    return QCoreApplication::translate("RegularFile", "it is not a regular file");
}

}  // namespace verso::session
