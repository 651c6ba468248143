// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/storage/AtomicWrite.h"

#include <QFile>
#include <QSaveFile>

#include "session/storage/RegularFile.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cerrno>
#include <cstring>

namespace verso::session {

QString writeFileAtomically(const QString& path, const QByteArray& bytes) {
    // A folder, a FIFO or a device where the file goes is left as it is, never replaced.
    if (isNotRegularFile(path)) return notRegularFileReason();
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

namespace {

QString systemError(int error) { return QString::fromLocal8Bit(std::strerror(error)); }

// Writes all of "bytes" at "offset"; the errno of the failure, 0 on success.
int writeAllAt(int fd, const QByteArray& bytes, qint64 offset) {
    qint64 done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::pwrite(fd, bytes.constData() + done,
                                   static_cast<size_t>(bytes.size() - done), offset + done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return n < 0 ? errno : EIO;
        done += n;
    }
    return 0;
}

// An open descriptor, closed when it goes.
struct Descriptor {
    int fd;
    ~Descriptor() {
        if (fd >= 0) ::close(fd);
    }
};

}  // namespace

QString replaceFileTail(const QString& path, qint64 offset, const QByteArray& oldTail,
                        const QByteArray& newTail) {
    const Descriptor file{::open(QFile::encodeName(path).constData(), O_RDWR | O_CLOEXEC)};
    if (file.fd < 0) return systemError(errno);
    struct stat info {};
    if (::fstat(file.fd, &info) != 0) return systemError(errno);
    const qint64 length = offset + oldTail.size();
    if (static_cast<qint64>(info.st_size) != length) return systemError(ESTALE);
    // Put back as it was: the old tail over what was written, the old length.
    const auto restore = [&](int error) {
        if (writeAllAt(file.fd, oldTail, offset) == 0 && ::ftruncate(file.fd, length) == 0)
            ::fsync(file.fd);
        return systemError(error);
    };
    // 1. The new bytes beyond the old end, so that the file has room for all of them.
    if (newTail.size() > oldTail.size()) {
        int error = writeAllAt(file.fd, newTail.mid(oldTail.size()), length);
        if (error == 0 && ::fsync(file.fd) != 0) error = errno;
        if (error != 0) {
            if (::ftruncate(file.fd, length) == 0) ::fsync(file.fd);
            return systemError(error);
        }
    }
    // 2. The rest over the old tail, in room the file already has; then its new length.
    const QByteArray over = newTail.left(oldTail.size());
    if (const int error = writeAllAt(file.fd, over, offset); error != 0) return restore(error);
    if (newTail.size() < oldTail.size() && ::ftruncate(file.fd, offset + newTail.size()) != 0)
        return restore(errno);
    if (::fsync(file.fd) != 0) return restore(errno);
    return {};
}

}  // namespace verso::session
