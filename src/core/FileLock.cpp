// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/FileLock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#include <cerrno>
#include <cstring>
#include <utility>

namespace verso {

FileLock::FileLock(const std::string& path, Wait wait) {
    const std::string lockPath = path + ".lock";
    fd_ = ::open(lockPath.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0666);
    if (fd_ < 0) {
        problem_ = "cannot open the lock file " + lockPath + ": " + std::strerror(errno);
        return;
    }
    const int operation = wait == Wait::No ? LOCK_EX | LOCK_NB : LOCK_EX;
    while (::flock(fd_, operation) != 0) {
        if (errno == EINTR) continue;
        if (errno == EWOULDBLOCK) {  // another program holds it
            ::close(fd_);
            fd_ = -1;
            return;
        }
        break;  // ENOLCK, EOPNOTSUPP: no locks on this file system
    }
    held_ = true;
}

FileLock::~FileLock() { release(); }

FileLock::FileLock(FileLock&& other) noexcept
    : fd_(std::exchange(other.fd_, -1)),
      held_(std::exchange(other.held_, false)),
      problem_(std::move(other.problem_)) {}

FileLock& FileLock::operator=(FileLock&& other) noexcept {
    if (this != &other) {
        release();
        fd_ = std::exchange(other.fd_, -1);
        held_ = std::exchange(other.held_, false);
        problem_ = std::move(other.problem_);
    }
    return *this;
}

void FileLock::release() {
    if (fd_ >= 0) ::close(fd_);  // closing the last descriptor releases the lock
    fd_ = -1;
    held_ = false;
}

}  // namespace verso
