// SPDX-License-Identifier: GPL-3.0-or-later
// An exclusive lock between programs on one file: flock() on "<path>.lock", held for as long as the
// FileLock lives and released by the system when the program ends, however it ends. Taken around
// every read-change-write of a file that several programs share (the kept games, verso-engine's
// learned book) and, without waiting, to claim a file for one running program (a window's
// unfinished game). The lock file stays: removing it would let a third program lock a new file
// while a second still holds the old one. Qt-free (POSIX).
#pragma once

#include <string>

namespace verso {

class FileLock {
public:
    enum class Wait { UntilFree, No };
    FileLock() = default;  // holds nothing
    // Locks "<path>.lock" (created when missing). With Wait::No, gives up at once when another
    // holder has it (held() false, problem() empty).
    explicit FileLock(const std::string& path, Wait wait = Wait::UntilFree);
    ~FileLock();
    FileLock(FileLock&& other) noexcept;
    FileLock& operator=(FileLock&& other) noexcept;
    FileLock(const FileLock&) = delete;
    FileLock& operator=(const FileLock&) = delete;

    // True while this program holds the lock. A file system without locks (ENOLCK, EOPNOTSUPP)
    // counts as held: the callers still merge what is on disk.
    bool held() const { return held_; }
    // Why the lock file could not be opened; empty otherwise.
    const std::string& problem() const { return problem_; }
    // Releases the lock now.
    void release();

private:
    int fd_ = -1;
    bool held_ = false;
    std::string problem_;
};

}  // namespace verso
