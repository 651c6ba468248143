// SPDX-License-Identifier: GPL-3.0-or-later
// Reads the game library's sources — the kept games and every database added — on a thread of
// its own, so that the window never waits for a million games: it says which source it is
// reading (progress()), can be cancelled, and hands over the whole library at the end (loaded()).
// Each source is read on its own and kept: a source whose files have not changed since (the same
// sizes and times) is not read again, so reopening the library, or adding a database to it, reads
// only what is new. Memory: the library itself (about 100 bytes a game), one batch of a file being
// read, and the sources kept.
#pragma once

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>

#include "core/GameLibrary.h"

class QThread;

namespace verso::app {

class LibraryLoader : public QObject {
    Q_OBJECT

public:
    // One source as read: its games (a library of one source, or none), what went wrong.
    struct Source {
        QString path;
        bool kept = false;     // the kept games (its source is named "Kept games")
        QByteArray signature;  // the sizes and times of its files when read
        std::shared_ptr<const GameLibrary> games;
        QStringList problems;  // one line each, in the person's words
    };

    explicit LibraryLoader(QObject* parent = nullptr);
    // Cancels a load still running and waits for its thread.
    ~LibraryLoader() override;

    // Reads "keptPath" (empty: none) and "databases", then emits loaded(); a load still running
    // is cancelled first (its result never arrives).
    void load(const QString& keptPath, const QStringList& databases);
    // Stops the load running; emits cancelled() when it has stopped.
    void cancel();
    bool busy() const { return running_ != nullptr; }

    // The sizes and times of the files a source is read from ("" when there is nothing).
    static QByteArray signatureOf(const QString& path);
    // Reads one source now, in the calling thread; stops early when "stop" is set.
    static Source read(const QString& path, bool kept, const std::atomic<bool>& stop);

signals:
    // "reading" is the source being read (a file name), "done" of "total" sources are read.
    void progress(const QString& reading, int done, int total);
    // Every source read, in the order asked, and the library of them all.
    void loaded(const std::shared_ptr<const GameLibrary>& library, const QList<Source>& sources);
    void cancelled();

private:
    struct Run {
        std::atomic<bool> stop{false};
    };
    std::shared_ptr<Run> running_;
    QList<QPointer<QThread>> threads_;
    QHash<QString, Source> known_;  // the sources read, by path (kept games under "kept:")
};

}  // namespace verso::app
