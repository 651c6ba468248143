// SPDX-License-Identifier: GPL-3.0-or-later
// Writes the unfinished game on a thread of its own, so that saving after every move never makes
// the window wait for the disk: a save is a temporary file flushed to disk and renamed over the
// old one (AutosaveStore::save, QSaveFile), about 8 ms on the build machine and far longer on a
// busy disk. Saves are done in the order asked, and a save that a newer one is already waiting
// behind is skipped, so a burst (stepping through the move list) costs one or two writes.
// Destruction finishes the saves waiting (bounded by kFlushBound) and stops the thread.
#pragma once

#include <QObject>
#include <QString>

#include <chrono>
#include <memory>

#include "core/GameRecord.h"
#include "session/storage/AutosaveStore.h"

class QThread;

namespace verso::session {

class AutosaveWriter : public QObject {
    Q_OBJECT

public:
    // How long flush() (and so destruction) waits at most for the saves asked for.
    static constexpr std::chrono::milliseconds kFlushBound{2000};

    explicit AutosaveWriter(const AutosaveStore& store, QObject* parent = nullptr);
    ~AutosaveWriter() override;
    AutosaveWriter(const AutosaveWriter&) = delete;
    AutosaveWriter& operator=(const AutosaveWriter&) = delete;

    // Asks for "game" to be saved (or the file removed when the game is finished or has no move:
    // AutosaveStore::save). Returns at once.
    void save(const GameRecord& game, const ClockState& clock = {});
    // Waits until every save asked for is done, at most "bound" (only at shutdown, DESIGN.md).
    // True when they are.
    bool flush(std::chrono::milliseconds bound = kFlushBound);

signals:
    // A save failed; "problem" is one sentence (AutosaveStore::save). Delivered in the thread
    // that owns the writer.
    void saveFailed(const QString& problem);
    // A save asked for is on disk (or the file removed, for a game with nothing to resume).
    void saved();

private:
    struct Progress;
    std::shared_ptr<Progress>
        progress_;  // shared with the thread, which may outlive a stuck shutdown
    QThread* thread_ = nullptr;
    QObject* worker_ = nullptr;  // lives on thread_
    AutosaveStore store_;
};

}  // namespace verso::session
