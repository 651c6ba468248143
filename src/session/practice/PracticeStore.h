// SPDX-License-Identifier: GPL-3.0-or-later
// practice.txt beside the kept games: read once, written whole and atomically after every change
// (AtomicWrite), so a crash leaves the last complete file. A file that cannot be read is never
// written over: it is set aside under a free "practice.txt.unreadable[-N]" name (core/SetAside)
// and reported, and practice starts afresh beside it.
#pragma once

#include <QString>

#include "session/practice/PracticeData.h"

namespace verso::session {

class PracticeStore {
public:
    static QString defaultPath();  // <dataFolder()>/practice.txt
    explicit PracticeStore(QString path = defaultPath()) : path_(std::move(path)) {}
    const QString& path() const { return path_; }

    struct Loaded {
        PracticeData data;
        QString problem;   // why the file could not be read (empty when it could, or is absent)
        QString setAside;  // where the unreadable file now is (empty when it stayed in place)
        // False when a file that could not be read is still there (not a regular file, no
        // permission): saving would write over it.
        bool canSave = true;
    };
    Loaded load() const;
    // The system's error, empty on success; on failure the file on disk is left as it was.
    QString save(const PracticeData& data) const;

private:
    QString path_;
};

}  // namespace verso::session
