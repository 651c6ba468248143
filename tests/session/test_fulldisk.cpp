// SPDX-License-Identifier: GPL-3.0-or-later
// A disk that fills up while Verso writes: every writer of the session layer (a game file saved
// over an existing one, the kept games, the autosaved unfinished game) reports the failure and
// leaves the file that was there byte for byte. The full disk is made with RLIMIT_FSIZE (a
// write past the limit fails with EFBIG, as one on a full disk fails with ENOSPC), so the test
// needs no privileges; SIGXFSZ is ignored so the write returns the error instead.
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/resource.h>
#include <csignal>

#include "core/Notation.h"
#include "session/storage/AtomicWrite.h"
#include "session/storage/AutosaveStore.h"
#include "session/storage/GameFiles.h"
#include "session/storage/KeptGames.h"

using namespace verso;

namespace {

QByteArray readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

// While it exists, no file this process writes may grow past "bytes".
class FullDisk {
public:
    explicit FullDisk(rlim_t bytes) {
        ::getrlimit(RLIMIT_FSIZE, &saved_);
        previous_ = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limit = saved_;
        limit.rlim_cur = bytes;
        ::setrlimit(RLIMIT_FSIZE, &limit);
    }
    ~FullDisk() {
        ::setrlimit(RLIMIT_FSIZE, &saved_);
        std::signal(SIGXFSZ, previous_);
    }

private:
    rlimit saved_{};
    void (*previous_)(int) = nullptr;
};

GameDocument game(const char* moves) { return GameDocument{*parseTranscript(moves), {}}; }

}  // namespace

class TestFullDisk : public QObject {
    Q_OBJECT

private slots:
    void saveOverAFileKeepsItWhenTheDiskIsFull() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mygame.txt"));
        const QByteArray before = "f5d6c3d3c4f4f6f3e6e7\n";
        writeFile(path, before);
        QString error;
        {
            const FullDisk full(8);
            error = session::writeFileAtomically(path, QByteArray(4096, 'x'));
        }
        QVERIFY2(!error.isEmpty(), "a failed write is reported");
        QCOMPARE(readFile(path), before);
        QVERIFY(session::writeFileAtomically(path, "f5\n").isEmpty());  // room again: it writes
        QCOMPARE(readFile(path), QByteArray("f5\n"));
    }

    void theKeptGamesStayWholeWhenTheDiskIsFull() {
        QTemporaryDir dir;
        const session::KeptGames kept(dir.filePath(QStringLiteral("games.ggf")));
        for (const char* moves : {"f5", "f5d6", "f5d6c3", "f5d6c3d3"})
            QVERIFY(kept.keep(game(moves)).isEmpty());
        const QByteArray before = readFile(kept.path());
        QVERIFY(before.size() > 64);
        QString error;
        {
            const FullDisk full(static_cast<rlim_t>(before.size()));
            error = kept.keep(game("f5d6c3d3c4"));
        }
        QVERIFY2(!error.isEmpty(), "a game that could not be kept is reported");
        QCOMPARE(readFile(kept.path()), before);
        QCOMPARE(kept.load().parse.games.size(), std::size_t{4});
    }

    // A game that continues the last one kept is written over it in place: when the disk fills up
    // part way, the file is cut back and left as it was.
    void aContinuedGameLeavesTheKeptGamesWholeWhenTheDiskIsFull() {
        QTemporaryDir dir;
        const session::KeptGames kept(dir.filePath(QStringLiteral("games.ggf")));
        QVERIFY(kept.keep(game("f5d6")).isEmpty());
        QVERIFY(kept.keep(game("f5d6c3")).isEmpty());
        const QByteArray before = readFile(kept.path());
        const GameRecord left = *parseTranscript("f5d6c3");
        QString error;
        {
            const FullDisk full(static_cast<rlim_t>(before.size() + 10));  // room for 10 bytes
            error = kept.keep(game("f5d6c3d3c4f4f6f3e6e7"), nullptr, &left);
        }
        QVERIFY2(!error.isEmpty(), "a game that could not be kept is reported");
        QCOMPARE(readFile(kept.path()), before);
        QVERIFY(kept.keep(game("f5d6c3d3c4f4f6f3e6e7"), nullptr, &left).isEmpty());  // room again
        const auto games = kept.load().parse.games;
        QCOMPARE(games.size(), std::size_t{2});
        QCOMPARE(formatTranscript(games.back().record), std::string("f5d6c3d3c4f4f6f3e6e7"));
    }

    void theAutosaveStaysWholeWhenTheDiskIsFull() {
        QTemporaryDir dir;
        const session::AutosaveStore store(dir.filePath(QStringLiteral("unfinished-game.txt")));
        QVERIFY(store.save(*parseTranscript("f5d6c3")).isEmpty());
        const QByteArray before = readFile(store.path());
        QVERIFY(!before.isEmpty());
        QString error;
        {
            const FullDisk full(8);
            error = store.save(*parseTranscript("f5d6c3d3c4f4"));
        }
        QVERIFY2(!error.isEmpty(), "an autosave that failed is reported");
        QCOMPARE(readFile(store.path()), before);
    }
};

QTEST_GUILESS_MAIN(TestFullDisk)
#include "test_fulldisk.moc"
