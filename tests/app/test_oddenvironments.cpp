// SPDX-License-Identifier: GPL-3.0-or-later
// The REAL app (build/src/app/verso, offscreen) started in odd environments: something that is not
// a regular file where the unfinished game is kept. It must start, say what it found and keep
// running, never hang.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "RealApp.h"

using verso::testing::RealApp;

namespace {

bool isFifo(const QString& path) {
    struct stat info {};
    return ::lstat(QFile::encodeName(path).constData(), &info) == 0 && S_ISFIFO(info.st_mode);
}

// Opens the FIFO from both sides once, so that a process blocked opening it goes on.
void unblock(const QString& fifo) {
    const int fd = ::open(QFile::encodeName(fifo).constData(), O_RDWR | O_NONBLOCK);
    if (fd >= 0) ::close(fd);
}

}  // namespace

class TestOddEnvironments : public QObject {
    Q_OBJECT

private slots:
    // A FIFO at <data folder>/unfinished-game.txt: the start is not held up by it; the window
    // reports it ("is not a regular file") and sets it aside as unfinished-game.txt.unreadable.
    void fifoWhereTheUnfinishedGameIs() {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QVERIFY(QDir().mkpath(home.filePath(QStringLiteral("data/verso"))));
        const QString saved = home.filePath(QStringLiteral("data/verso/unfinished-game.txt"));
        QVERIFY(::mkfifo(QFile::encodeName(saved).constData(), 0600) == 0);
        RealApp app(home, RealApp::ReportAsking);
        QVERIFY2(app.process.waitForStarted(10000), qPrintable(app.process.errorString()));
        QDeadlineTimer deadline(20000);
        while (!deadline.hasExpired() && app.process.state() == QProcess::Running &&
               !app.errors.contains("reporting a saved game that cannot be resumed"))
            QTest::qWait(20);
        if (!app.errors.contains("reporting")) unblock(saved);  // a hung start ends with the test
        QVERIFY2(app.errors.contains("reporting a saved game that cannot be resumed"),
                 "the start hung on the FIFO: no window, no report");
        QVERIFY(isFifo(saved + QStringLiteral(".unreadable")));
        QTest::qWait(300);
        QCOMPARE(app.process.state(), QProcess::Running);
        app.process.terminate();
        QVERIFY(app.process.waitForFinished(10000));
        QCOMPARE(app.process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(app.process.exitCode(), 0);
    }
};

QTEST_GUILESS_MAIN(TestOddEnvironments)
#include "test_oddenvironments.moc"
