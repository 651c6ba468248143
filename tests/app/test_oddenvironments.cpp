// SPDX-License-Identifier: GPL-3.0-or-later
// The REAL app (build/src/app/verso, offscreen) started in odd environments: something that is not
// a regular file where the unfinished game or the settings are kept; no HOME. It must start, say
// what it found and keep running, never hang. And closed by SIGTERM (a logout) while a window-modal
// dialog is open, it must exit at once, as when no dialog is open, and leave the saved game as it
// was.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <fcntl.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

#include <functional>

#include "RealApp.h"

using namespace verso;
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

// Runs until "done" says so, the process ends or 20 s pass; what it wrote to stderr is in "errors".
bool waitFor(QProcess& process, QByteArray& errors, const std::function<bool()>& done) {
    QDeadlineTimer deadline(20000);
    while (!deadline.hasExpired() && process.state() == QProcess::Running && !done()) {
        process.waitForReadyRead(20);
        errors += process.readAllStandardError();
    }
    errors += process.readAllStandardError();
    return done();
}

// A user id the password database does not know, or 0 when every one tried is taken.
uid_t unknownUid(uid_t from) {
    for (uid_t uid = from; uid < from + 100; ++uid)
        if (!::getpwuid(uid)) return uid;
    return 0;
}

// The environment of a session without HOME, XDG_DATA_HOME or XDG_CONFIG_HOME.
QProcessEnvironment homelessEnvironment(const QString& runtime) {
    QProcessEnvironment environment;
    environment.insert(QStringLiteral("PATH"), QStringLiteral("/usr/sbin:/usr/bin:/sbin:/bin"));
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    environment.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime);
    return environment;
}

// A folder of "home" that user "uid" owns, mode 0700 (as XDG_RUNTIME_DIR wants).
QString folderOf(const QTemporaryDir& home, const QString& name, uid_t uid) {
    const QString path = home.filePath(name);
    if (!QDir().mkpath(path)) return {};
    if (::chown(QFile::encodeName(path).constData(), uid, uid) != 0) return {};
    if (::chmod(QFile::encodeName(path).constData(), 0700) != 0) return {};
    return path;
}

const char* const kNoHomeWarning = "HOME is not set";

// Whether what a helper wrote says that verso could not be started as another user (no mount
// namespace, or a build folder that user cannot reach).
bool cannotRunAsAnotherUser(const QByteArray& errors) {
    return errors.contains("unshare:") || errors.contains("mount:") ||
           errors.contains("setpriv:") || errors.contains("Permission denied");
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
        QVERIFY2(!app.process.waitForFinished(300), "Verso ended after the report");
        app.process.terminate();
        QVERIFY(app.process.waitForFinished(10000));
        QCOMPARE(app.process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(app.process.exitCode(), 0);
    }

    // A FIFO at the settings file's name: the window starts all the same (its data folder is
    // claimed) with the default settings, and the FIFO is left as it is, never written over.
    void fifoWhereTheSettingsAre() {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QVERIFY(QDir().mkpath(home.filePath(QStringLiteral("config/Verso"))));
        const QString conf = home.filePath(QStringLiteral("config/Verso/Verso.conf"));
        QVERIFY(::mkfifo(QFile::encodeName(conf).constData(), 0600) == 0);
        RealApp app(home);
        QVERIFY2(app.process.waitForStarted(10000), qPrintable(app.process.errorString()));
        const QString claimed =
            home.filePath(QStringLiteral("data/verso/unfinished-game.txt.lock"));
        QDeadlineTimer deadline(20000);
        while (!deadline.hasExpired() && app.process.state() == QProcess::Running &&
               !QFile::exists(claimed))
            QTest::qWait(20);
        if (!QFile::exists(claimed)) unblock(conf);
        QVERIFY2(QFile::exists(claimed), "the start hung on the FIFO: no window");
        QVERIFY2(!app.process.waitForFinished(300), "Verso ended after its start");
        app.process.terminate();
        QVERIFY(app.process.waitForFinished(10000));
        QCOMPARE(app.process.exitCode(), 0);
        QVERIFY(isFifo(conf));
    }

    // SIGTERM while the resume question is open: the window closes at once, the question
    // unanswered, so the saved game stays to be offered at the next start.
    void terminatedWhileAskingToResume() {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QVERIFY(QDir().mkpath(home.filePath(QStringLiteral("data/verso"))));
        const QString saved = home.filePath(QStringLiteral("data/verso/unfinished-game.txt"));
        const QByteArray game =
            "Verso saved game, version 1\n"
            "start ---------------------------OX------XO--------------------------- X\n"
            "moves f5d6c3\n"
            "ply 3\n";
        {
            QFile file(saved);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QCOMPARE(file.write(game), game.size());
        }
        RealApp app(home, RealApp::ReportAsking);
        QVERIFY2(app.process.waitForStarted(10000), qPrintable(app.process.errorString()));
        QTRY_VERIFY_WITH_TIMEOUT(app.saidAsking(), 20000);
        app.process.terminate();
        QVERIFY2(app.process.waitForFinished(5000), "SIGTERM did not close Verso");
        QCOMPARE(app.process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(app.process.exitCode(), 0);
        QCOMPARE(testing::readWholeFile(saved), game);
        QVERIFY(!QFile::exists(home.filePath(QStringLiteral("data/verso/games.ggf"))));
    }

    // SIGTERM while the result of a finished game is shown: Verso exits at once; the game is kept.
    void terminatedWithTheResultShown() {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QVERIFY(testing::writeConfig(home, QStringLiteral("config"),
                                     "[game]\nopponent=computer-computer\nlevel=1\nthinkDelayMs=0\n"
                                     "[view]\nanimationSpeed=instant\n"));
        const QString kept = home.filePath(QStringLiteral("data/verso/games.ggf"));
        RealApp app(home, RealApp::ReportAsking);
        QVERIFY2(app.process.waitForStarted(10000), qPrintable(app.process.errorString()));
        // The game is kept as it ends; the result opens once the last disc is painted (the
        // program says so through a logging category the test turns on).
        QTRY_VERIFY_WITH_TIMEOUT(
            app.errors.contains("showing the result") || app.process.state() != QProcess::Running,
            60000);
        QVERIFY2(app.errors.contains("showing the result"), app.errors.constData());
        QVERIFY(!testing::readWholeFile(kept).isEmpty());
        QCOMPARE(app.process.state(), QProcess::Running);
        app.process.terminate();
        QVERIFY2(app.process.waitForFinished(5000), "SIGTERM did not close Verso");
        QCOMPARE(app.process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(app.process.exitCode(), 0);
        QCOMPARE(testing::readWholeFile(kept).count('\n'), 1);
    }

    // No HOME, XDG_DATA_HOME or XDG_CONFIG_HOME: the home folder comes from the password database,
    // without a word. Run as root only: in a mount namespace of its own, a copy of /etc/passwd
    // with a user whose home is a temporary folder is bound over /etc/passwd and verso runs as that
    // user, so that no real home is ever written.
    void noHomeTakesItFromThePasswordDatabase() {
        if (::geteuid() != 0)
            QSKIP("needs root, to run verso as a user of its own whose home is a temporary folder");
        const uid_t uid = unknownUid(54321);
        if (uid == 0) QSKIP("no free user id");
        QTemporaryDir root;
        QVERIFY(root.isValid());
        QVERIFY(::chmod(QFile::encodeName(root.path()).constData(), 0755) == 0);
        const QString home = folderOf(root, QStringLiteral("home"), uid);
        const QString runtime = folderOf(root, QStringLiteral("runtime"), uid);
        QVERIFY(!home.isEmpty() && !runtime.isEmpty());
        QByteArray passwd = testing::readWholeFile(QStringLiteral("/etc/passwd"));
        if (!passwd.isEmpty() && !passwd.endsWith('\n')) passwd += '\n';
        passwd += QStringLiteral("verso-test:x:%1:%1::%2:/bin/sh\n").arg(uid).arg(home).toUtf8();
        const QString passwdCopy = root.filePath(QStringLiteral("passwd"));
        {
            QFile file(passwdCopy);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QCOMPARE(file.write(passwd), passwd.size());
        }
        QProcess process;
        process.setProcessEnvironment(homelessEnvironment(runtime));
        process.start(QStringLiteral("unshare"),
                      {QStringLiteral("-m"), QStringLiteral("sh"), QStringLiteral("-c"),
                       QStringLiteral("mount --bind \"$1\" /etc/passwd && exec setpriv "
                                      "--reuid=%1 --regid=%1 --clear-groups \"$2\"")
                           .arg(uid),
                       QStringLiteral("sh"), passwdCopy, QStringLiteral(VERSO_APP_PATH)});
        if (!process.waitForStarted(10000)) QSKIP("unshare cannot be started here");
        const QString data = home + QStringLiteral("/.local/share/verso");
        QByteArray errors;
        const bool found = waitFor(process, errors, [&] { return QFileInfo(data).isDir(); });
        if (!found && process.state() == QProcess::NotRunning && cannotRunAsAnotherUser(errors))
            QSKIP(qPrintable(QStringLiteral("verso cannot be run as another user in a mount "
                                            "namespace here: ") +
                             QString::fromLocal8Bit(errors)));
        QVERIFY2(found, qPrintable(QStringLiteral("no data folder in the home of the password "
                                                  "database; stderr: ") +
                                   QString::fromLocal8Bit(errors)));
        QVERIFY2(!errors.contains(kNoHomeWarning), errors.constData());
        QCOMPARE(process.state(), QProcess::Running);
        process.terminate();
        QVERIFY(process.waitForFinished(10000));
        QCOMPARE(process.exitCode(), 0);
        QVERIFY(QFileInfo::exists(home + QStringLiteral("/.config/Verso/Verso.conf")));
    }

    // No HOME and no home in the password database either: stderr says where the settings and
    // the games go. Run as root only, as a user id the password database does not know (which
    // cannot write under "/", so nothing is created there).
    void noHomeAnywhereIsSaid() {
        if (::geteuid() != 0) QSKIP("needs root, to run verso as a user id without a home");
        const uid_t uid = unknownUid(54421);
        if (uid == 0) QSKIP("no free user id");
        const bool hadLocal = QFileInfo::exists(QStringLiteral("/.local"));
        const bool hadConfig = QFileInfo::exists(QStringLiteral("/.config"));
        QTemporaryDir root;
        QVERIFY(root.isValid());
        QVERIFY(::chmod(QFile::encodeName(root.path()).constData(), 0755) == 0);
        const QString runtime = folderOf(root, QStringLiteral("runtime"), uid);
        QVERIFY(!runtime.isEmpty());
        QProcess process;
        process.setProcessEnvironment(homelessEnvironment(runtime));
        process.setWorkingDirectory(root.path());
        process.start(QStringLiteral("setpriv"),
                      {QStringLiteral("--reuid=%1").arg(uid), QStringLiteral("--regid=%1").arg(uid),
                       QStringLiteral("--clear-groups"), QStringLiteral(VERSO_APP_PATH)});
        if (!process.waitForStarted(10000)) QSKIP("setpriv cannot be started here");
        QByteArray errors;
        const bool said = waitFor(process, errors, [&] {
            return errors.contains(kNoHomeWarning) && errors.contains("/.local/share/verso") &&
                   errors.contains("/.config/Verso/Verso.conf");
        });
        if (!said && process.state() == QProcess::NotRunning && cannotRunAsAnotherUser(errors))
            QSKIP(qPrintable(QStringLiteral("verso cannot be run as another user here: ") +
                             QString::fromLocal8Bit(errors)));
        QVERIFY2(said, errors.constData());
        QVERIFY2(errors.contains("Verso: HOME is not set and the password database has no home "
                                 "folder for user " +
                                 QByteArray::number(uid)),
                 errors.constData());
        QVERIFY2(!process.waitForFinished(500), "Verso ended after the warning");  // it runs on
        process.terminate();
        QVERIFY(process.waitForFinished(10000));
        QCOMPARE(process.exitCode(), 0);
        if (!hadLocal) QVERIFY(!QFileInfo::exists(QStringLiteral("/.local")));
        if (!hadConfig) QVERIFY(!QFileInfo::exists(QStringLiteral("/.config")));
    }
};

QTEST_GUILESS_MAIN(TestOddEnvironments)
#include "test_oddenvironments.moc"
