// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/SetAside.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <limits>

namespace verso {
namespace {

std::string systemError(int code) { return std::strerror(code); }

// Copies the bytes of "from" into a new file "to" (created exclusively, so never over a file).
// Returns 0, or the errno that stopped it (EEXIST when "to" is taken).
int copyToNewFile(const std::string& from, const std::string& to) {
    const int in = ::open(from.c_str(), O_RDONLY | O_CLOEXEC);
    if (in < 0) return errno;
    struct stat info {};
    const mode_t mode = ::fstat(in, &info) == 0 ? (info.st_mode & 0777) : 0600;
    const int out = ::open(to.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
    if (out < 0) {
        const int code = errno;
        ::close(in);
        return code;
    }
    int code = 0;
    char buffer[1 << 16];
    for (;;) {
        const ssize_t got = ::read(in, buffer, sizeof buffer);
        if (got == 0) break;
        if (got < 0) {
            if (errno == EINTR) continue;
            code = errno;
            break;
        }
        for (ssize_t done = 0; done < got && code == 0;) {
            const ssize_t put = ::write(out, buffer + done, static_cast<size_t>(got - done));
            if (put < 0 && errno != EINTR) code = errno;
            if (put > 0) done += put;
        }
        if (code) break;
    }
    if (code == 0 && ::fsync(out) != 0) code = errno;
    if (::close(out) != 0 && code == 0) code = errno;
    ::close(in);
    if (code) ::unlink(to.c_str());  // a partial copy is nobody's file
    return code;
}

// The move or copy "step" tried at the set-aside names one after another until one is free.
template <typename Step>
SetAsideResult toFreeName(const std::string& path, Step step) {
    std::string error;
    for (long long n = 1; n < std::numeric_limits<long long>::max(); ++n) {
        const std::string target = setAsideName(path, n);
        switch (step(target, error)) {
            case NoReplaceMove::Moved: return {target, {}};
            case NoReplaceMove::NameTaken: continue;
            case NoReplaceMove::Failed: return {{}, error};
        }
    }
    return {{}, "no free name"};
}

}  // namespace

std::string setAsideName(const std::string& path, long long n) {
    return n <= 1 ? path + ".unreadable" : path + ".unreadable-" + std::to_string(n);
}

NoReplaceMove moveWithoutReplacing(const std::string& from, const std::string& to,
                                   std::string& error) {
#ifdef RENAME_NOREPLACE
    if (::renameat2(AT_FDCWD, from.c_str(), AT_FDCWD, to.c_str(), RENAME_NOREPLACE) == 0)
        return NoReplaceMove::Moved;
    if (errno == EEXIST) return NoReplaceMove::NameTaken;
    if (errno != EINVAL && errno != ENOSYS && errno != ENOTSUP && errno != EOPNOTSUPP) {
        error = systemError(errno);
        return NoReplaceMove::Failed;
    }
#endif
    // No RENAME_NOREPLACE here (e.g. some network file systems): a hard link fails on a taken name.
    if (::link(from.c_str(), to.c_str()) == 0) {
        if (::unlink(from.c_str()) != 0) {
            error = systemError(errno);
            ::unlink(to.c_str());  // both names are the same file: drop the new one again
            return NoReplaceMove::Failed;
        }
        return NoReplaceMove::Moved;
    }
    if (errno == EEXIST) return NoReplaceMove::NameTaken;
    if (errno != EPERM && errno != ENOTSUP && errno != EOPNOTSUPP && errno != EMLINK &&
        errno != EXDEV) {
        error = systemError(errno);
        return NoReplaceMove::Failed;
    }
    // No hard links either (e.g. FAT): copy into a new file, then remove the original.
    if (const int code = copyToNewFile(from, to); code != 0) {
        if (code == EEXIST) return NoReplaceMove::NameTaken;
        error = systemError(code);
        return NoReplaceMove::Failed;
    }
    if (::unlink(from.c_str()) != 0) {
        error = systemError(errno);
        ::unlink(to.c_str());
        return NoReplaceMove::Failed;
    }
    return NoReplaceMove::Moved;
}

SetAsideResult setAsideFile(const std::string& path) {
    return toFreeName(path, [&](const std::string& target, std::string& error) {
        return moveWithoutReplacing(path, target, error);
    });
}

SetAsideResult copyAsideFile(const std::string& path) {
    return toFreeName(path, [&](const std::string& target, std::string& error) {
        const int code = copyToNewFile(path, target);
        if (code == 0) return NoReplaceMove::Moved;
        if (code == EEXIST) return NoReplaceMove::NameTaken;
        error = systemError(code);
        return NoReplaceMove::Failed;
    });
}

}  // namespace verso
