// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/storage/AutosaveWriter.h"

#include <QThread>

#include <condition_variable>
#include <mutex>

namespace verso::session {

// What has been asked for and what is done, for flush() and for skipping superseded saves.
struct AutosaveWriter::Progress {
    std::mutex mutex;
    std::condition_variable done;
    quint64 asked = 0;     // the number of the newest save asked for
    quint64 finished = 0;  // the number of the newest save done (or skipped for a newer one)
};

namespace {

// Lives on the writer's thread; its signal reaches the writer through a queued connection, which
// Qt drops by itself once the writer is gone.
class SaveWorker : public QObject {
    Q_OBJECT
signals:
    void failed(const QString& problem);
    void saved();
};

}  // namespace

AutosaveWriter::AutosaveWriter(const AutosaveStore& store, QObject* parent)
    : QObject(parent),
      progress_(std::make_shared<Progress>()),
      thread_(new QThread),
      worker_(new SaveWorker),
      store_(store) {
    thread_->setObjectName(QStringLiteral("AutosaveWriter"));
    connect(static_cast<SaveWorker*>(worker_), &SaveWorker::failed, this,
            &AutosaveWriter::saveFailed, Qt::QueuedConnection);
    connect(static_cast<SaveWorker*>(worker_), &SaveWorker::saved, this, &AutosaveWriter::saved,
            Qt::QueuedConnection);
    worker_->moveToThread(thread_);
    thread_->start(QThread::LowPriority);
}

AutosaveWriter::~AutosaveWriter() {
    flush();
    thread_->quit();
    if (thread_->wait(QDeadlineTimer(kFlushBound.count()))) {
        delete worker_;
        delete thread_;
    } else {
        // A write stuck on the disk: leave the thread to the exiting process rather than destroy a
        // running QThread (which aborts). The old file stays whole either way (QSaveFile).
        qWarning("Verso: the saved-game writer did not stop within %lld ms",
                 static_cast<long long>(kFlushBound.count()));
    }
}

void AutosaveWriter::save(const GameRecord& game, const ClockState& clock) {
    quint64 number = 0;
    {
        const std::lock_guard lock(progress_->mutex);
        number = ++progress_->asked;
    }
    // Runs on the writer's thread, with its own copies of the store, the game and the progress.
    auto* worker = static_cast<SaveWorker*>(worker_);
    QMetaObject::invokeMethod(
        worker,
        [worker, progress = progress_, store = store_, game, clock, number] {
            bool superseded = false;
            {
                const std::lock_guard lock(progress->mutex);
                superseded = progress->asked > number;
            }
            const QString problem =
                superseded ? QString() : store.save(game, clock);  // a newer save follows
            {
                const std::lock_guard lock(progress->mutex);
                progress->finished = number;
            }
            progress->done.notify_all();
            if (!problem.isEmpty()) emit worker->failed(problem);
            else if (!superseded) emit worker->saved();
        },
        Qt::QueuedConnection);
}

bool AutosaveWriter::flush(std::chrono::milliseconds bound) {
    std::unique_lock lock(progress_->mutex);
    return progress_->done.wait_for(lock, bound,
                                    [this] { return progress_->finished >= progress_->asked; });
}

}  // namespace verso::session

#include "AutosaveWriter.moc"
