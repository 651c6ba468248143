// SPDX-License-Identifier: GPL-3.0-or-later
// Keeping a file that cannot be used: it is moved (or copied) to "<path>.unreadable", or
// "<path>.unreadable-2", "-3", ... — the first name that is free, with no upper limit — and never
// over another file, even when two programs do it at once. One helper for every such file: the
// saved unfinished game, the library of kept games, the settings, verso-engine's learned book.
// Qt-free (POSIX).
#pragma once

#include <string>

namespace verso {

// The name the n-th file set aside gets: n = 1 "<path>.unreadable", n >= 2 "<path>.unreadable-n".
std::string setAsideName(const std::string& path, long long n);

struct SetAsideResult {
    std::string path;   // where the file now is (or its copy); empty when it could not be kept
    std::string error;  // the system's reason when "path" is empty
    bool ok() const { return !path.empty(); }
};

// Moves "path" to the first free set-aside name. The move never replaces a file: renameat2 with
// RENAME_NOREPLACE, else (a file system without it) link + unlink, else (no hard links either)
// an exclusive-create copy + unlink.
SetAsideResult setAsideFile(const std::string& path);
// Copies "path" to the first free set-aside name and leaves it in place (exclusive create).
SetAsideResult copyAsideFile(const std::string& path);

// Outcomes of one attempt to give "from" the name "to" without replacing anything.
enum class NoReplaceMove { Moved, NameTaken, Failed };
// Moves "from" to "to" unless "to" exists; "error" gets the system's reason on Failed.
NoReplaceMove moveWithoutReplacing(const std::string& from, const std::string& to,
                                   std::string& error);

}  // namespace verso
