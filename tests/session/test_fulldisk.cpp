// SPDX-License-Identifier: GPL-3.0-or-later
// A disk that fills up while Verso writes: every writer of the session layer (a game file saved
// over an existing one, the kept games, the autosaved unfinished game) reports the failure and
// leaves the file that was there byte for byte. The full disk is made with RLIMIT_FSIZE (a
// write past the limit fails with EFBIG, as one on a full disk fails with ENOSPC), so the test
// needs no privileges; SIGXFSZ is ignored so the write returns the error instead. A real full file
// system too: a 256 KB tmpfs the test mounts in a mount namespace of its own (unshare -rm, no
// privileges where the system allows user namespaces; skipped with the reason where it does not),
// filled to its last byte before every writer tries again.
#include <QCoreApplication>
#include <QFile>
#include <QProcess>
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

    // Run twice: here it mounts a tmpfs in a namespace of its own and runs itself (this function
    // only) there, where VERSO_TMPFS names the mounted folder and the writers meet ENOSPC.
    void onARealFullFileSystemEveryWriterLeavesItsFile() {
        const QByteArray inner = qgetenv("VERSO_TMPFS");
        if (inner.isEmpty()) {
            QTemporaryDir mountPoint;
            QVERIFY(mountPoint.isValid());
            QProcess process;
            QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
            environment.insert(QStringLiteral("VERSO_TMPFS"), mountPoint.path());
            process.setProcessEnvironment(environment);
            process.setProcessChannelMode(QProcess::MergedChannels);
            const QString script = QStringLiteral(
                "mount -t tmpfs -o size=256k verso-full \"$1\" || exit 77; "
                "shift; exec \"$@\"");
            process.start(
                QStringLiteral("unshare"),
                {QStringLiteral("-rm"), QStringLiteral("sh"), QStringLiteral("-c"), script,
                 QStringLiteral("sh"), mountPoint.path(), QCoreApplication::applicationFilePath(),
                 QStringLiteral("onARealFullFileSystemEveryWriterLeavesItsFile")});
            if (!process.waitForStarted(10000))
                QSKIP("unshare cannot be run here, so no tmpfs can be mounted");
            QVERIFY(process.waitForFinished(60000));
            const QByteArray output = process.readAll();
            if (process.exitCode() == 77 || (process.exitCode() != 0 && output.contains("unshare")))
                QSKIP(
                    qPrintable("no tmpfs can be mounted here (a user and mount namespace is not "
                               "allowed): " +
                               QString::fromLocal8Bit(output.trimmed())));
            QVERIFY2(process.exitCode() == 0, output.constData());
            QVERIFY2(output.contains("PASS   : TestFullDisk::onARealFullFileSystem"),
                     output.constData());
            return;
        }
        const QString dir = QString::fromLocal8Bit(inner);
        const QString gamePath = dir + "/mygame.txt";
        const QByteArray gameBefore = "f5d6c3d3c4f4f6f3e6e7\n";
        writeFile(gamePath, gameBefore);
        const session::KeptGames kept(dir + "/games.ggf");
        for (const char* moves : {"f5", "f5d6", "f5d6c3"})
            QVERIFY(kept.keep(game(moves)).isEmpty());
        const QByteArray keptBefore = readFile(kept.path());
        const session::AutosaveStore store(dir + "/unfinished-game.txt");
        QVERIFY(store.save(*parseTranscript("f5d6c3")).isEmpty());
        const QByteArray savedBefore = readFile(store.path());
        // The rest of the file system, to its last byte.
        {
            QFile filler(dir + "/filler");
            QVERIFY(filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
            const QByteArray block(4096, 'x');
            while (filler.write(block) == block.size()) {
            }
            while (filler.write("x", 1) == 1) {
            }
        }
        QVERIFY(!session::writeFileAtomically(gamePath, QByteArray(8192, 'y')).isEmpty());
        QCOMPARE(readFile(gamePath), gameBefore);
        // Games longer than a page (a long place name), so that no slack of the file's last page
        // can take them.
        const auto longGame = [](const char* moves) {
            GameDocument document = game(moves);
            document.tags.place = std::string(6000, 'p');
            return document;
        };
        QVERIFY(!kept.keep(longGame("e6f4c3c4d3")).isEmpty());
        QCOMPARE(readFile(kept.path()), keptBefore);
        const GameRecord left = *parseTranscript("f5d6c3");
        QVERIFY(!kept.keep(longGame("f5d6c3d3c4f4f6f3e6e7"), nullptr, &left).isEmpty());
        QCOMPARE(readFile(kept.path()), keptBefore);
        QVERIFY(!store.save(*parseTranscript("f5d6c3d3c4f4f6")).isEmpty());
        QCOMPARE(readFile(store.path()), savedBefore);
        // Room again: every writer writes.
        QVERIFY(QFile::remove(dir + "/filler"));
        QVERIFY(kept.keep(longGame("e6f4c3c4d3")).isEmpty());
        QCOMPARE(kept.load().parse.games.size(), std::size_t{4});
        QVERIFY(store.save(*parseTranscript("f5d6c3d3c4f4f6")).isEmpty());
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
