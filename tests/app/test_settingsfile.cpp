// SPDX-License-Identifier: GPL-3.0-or-later
// The settings file: one QSettings cannot read is copied aside under a free name before anything
// is written and the person is told once, in a message box over the window; values that make no
// sense fall back to the documented defaults.
#include <QFile>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/resource.h>
#include <csignal>

#include <sys/stat.h>
#include <unistd.h>

#include "app/settings/Settings.h"
#include "app/settings/SettingsFileReport.h"
#include "app/settings/SettingsFormat.h"
#include "engine/Level.h"

using verso::app::AnimationSpeed;
using verso::app::Opponent;
using verso::app::Settings;
using verso::app::SettingsFileReport;

namespace {

QByteArray readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
}

// The process's peak virtual memory size (VmPeak), in KB.
[[maybe_unused]] qint64 peakAddressSpaceKb() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) return 0;
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith("VmPeak:"))
            return line.mid(7).trimmed().split(' ').value(0).toLongLong();
    }
    return 0;
}

// Lines QSettings cannot read (a section that never closes, a key without a value), among good
// ones.
const QByteArray kCorrupt = QByteArrayLiteral("[game\nlevel=6\n\x01\x02\xff garbage\nmy notes\n");

}  // namespace

class TestSettingsFile : public QObject {
    Q_OBJECT
    int run_ = 0;

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Each test its own settings file (a file is checked once per run, at the first Settings).
    void init() {
        QCoreApplication::setOrganizationName(QStringLiteral("VersoTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_settingsfile_%1").arg(++run_));
        // A FIFO left by a run that was stopped goes before any QSettings would wait on it.
        const QString fifo =
            QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) +
            QStringLiteral("/VersoTest/test_settingsfile_%1.conf").arg(run_);
        if (!QFileInfo(fifo).isDir()) QFile::remove(fifo);
        const QString path = QSettings().fileName();
        QCOMPARE(path, fifo);
        QVERIFY2(path.contains(QStringLiteral(".qttest")), qPrintable(path));
        for (const QString& name : {path, path + ".unreadable", path + ".unreadable-2"})
            QFile::remove(name);
        QDir(path).removeRecursively();  // a folder at the file's name, left by a failed run
    }

    void unreadableFileIsCopiedAsideBeforeAnythingIsWritten() {
        const QString path = QSettings().fileName();
        writeFile(path, kCorrupt);
        writeFile(path + ".unreadable", "an older copy");
        {
            Settings settings;
            settings.setLevel(2);  // a write: the file is rewritten, the copy keeps what it held
            settings.setAnimationSpeed(AnimationSpeed::Fast);
            settings.sync();
        }
        QCOMPARE(readFile(path + ".unreadable-2"), kCorrupt);
        QCOMPARE(readFile(path + ".unreadable"), QByteArray("an older copy"));
        QVERIFY(readFile(path) != kCorrupt);
        Settings again;
        QCOMPARE(again.level(), 2);
        QVERIFY(!QFile::exists(path + ".unreadable-3"));  // one copy, however many Settings
    }

    void thePersonIsToldOnce() {
        const QString path = QSettings().fileName();
        writeFile(path, kCorrupt);
        Settings settings;
        QWidget window;
        window.show();
        QMessageBox* box = SettingsFileReport::show(&window);
        QVERIFY(box);
        QVERIFY(box->isVisible());
        QCOMPARE(box->objectName(), QStringLiteral("settingsProblemDialog"));
        QCOMPARE(box->icon(), QMessageBox::Warning);
        QVERIFY2(box->text().contains(QDir::toNativeSeparators(path)), qPrintable(box->text()));
        QVERIFY2(box->text().contains(QDir::toNativeSeparators(path + ".unreadable")),
                 qPrintable(box->text()));
        box->close();
        Settings another;
        QVERIFY(!SettingsFileReport::show(&window));  // told once
    }

    // A settings file that cannot be read at all: here a folder at its name, which no one can
    // read, root included. The person is told once why and that changes are not kept; nothing is
    // written there.
    void aFileThatCannotBeReadIsReported() {
        const QString path = QSettings().fileName();
        QVERIFY(QDir().mkpath(path + QStringLiteral("/inside")));
        {
            Settings settings;
            QCOMPARE(settings.level(), verso::engine::defaultLevelNumber());
            settings.setLevel(2);
            settings.sync();
            QWidget window;
            window.show();
            QMessageBox* box = SettingsFileReport::show(&window);
            QVERIFY2(box, "no word about a settings file that cannot be read");
            QCOMPARE(box->objectName(), QStringLiteral("settingsProblemDialog"));
            QCOMPARE(box->icon(), QMessageBox::Warning);
            QVERIFY2(box->text().contains(QDir::toNativeSeparators(path)), qPrintable(box->text()));
            QVERIFY2(box->text().contains(QLatin1String("cannot be read (it is not a regular "
                                                        "file)")),
                     qPrintable(box->text()));
            QVERIFY2(box->text().contains(QLatin1String("will not be kept")),
                     qPrintable(box->text()));
            box->close();
            Settings another;
            QVERIFY(!SettingsFileReport::show(&window));  // told once
        }
        QVERIFY(QFileInfo(path).isDir());
        QVERIFY(QFileInfo::exists(path + QStringLiteral("/inside")));
        QVERIFY(!QFile::exists(path + ".unreadable"));
        QVERIFY(QDir(path).removeRecursively());
    }

    // The same with a file of mode 000, which only root can read.
    void aFileWithoutReadPermissionIsReported() {
        if (::geteuid() == 0) QSKIP("running as root, which reads a file of mode 000 anyway");
        const QString path = QSettings().fileName();
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        writeFile(path, "[game]\nlevel=6\n");
        QVERIFY(QFile::setPermissions(path, QFileDevice::Permissions()));
        {
            Settings settings;
            settings.setLevel(2);
            settings.sync();
            QWidget window;
            QMessageBox* box = SettingsFileReport::show(&window);
            QVERIFY2(box, "no word about a settings file that cannot be read");
            QVERIFY2(box->text().contains(QLatin1String("cannot be read (Permission denied)")),
                     qPrintable(box->text()));
            QVERIFY2(box->text().contains(QLatin1String("will not be kept")),
                     qPrintable(box->text()));
            box->close();
        }
        QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner));
        QCOMPARE(readFile(path), QByteArray("[game]\nlevel=6\n"));
        QVERIFY(!QFile::exists(path + ".unreadable"));
    }

    // A FIFO at the settings file's name (QSettings would wait on it for ever): the run keeps its
    // settings in a folder of its own, and the person is told why the file cannot be read.
    void aFifoIsAvoidedAndReported() {
        const QString path = QSettings().fileName();
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
        // Whatever happens, the FIFO goes with the test: a QSettings made on it would wait.
        const auto removeFifo = qScopeGuard([&] { QFile::remove(path); });
        QTemporaryDir own;
        Settings::avoidOddFile(own.path());
        {
            Settings settings;
            settings.setLevel(2);
            settings.sync();
            QWidget window;
            QMessageBox* box = SettingsFileReport::show(&window);
            QVERIFY(box);
            QVERIFY2(box->text().contains(QDir::toNativeSeparators(path)), qPrintable(box->text()));
            QVERIFY2(box->text().contains(QLatin1String("cannot be read (it is not a regular "
                                                        "file)")),
                     qPrintable(box->text()));
            box->close();
        }
        QVERIFY(QFileInfo(path).exists() && !QFileInfo(path).isFile());  // left as it was
        QVERIFY(QFile::remove(path));
        verso::app::setSettingsFolder(
            QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation));
        QCOMPARE(QSettings().fileName(), path);
    }

    // A disk that fills up while the settings are written (RLIMIT_FSIZE: a write past the limit
    // fails as on a full disk): the settings file stays as it was, byte for byte, and its values
    // read back. (QSettings' own INI writer commits a file cut short and reports no error.)
    void aFullDiskLeavesTheSettingsFileWhole() {
        const QString path = QSettings().fileName();
        {
            Settings settings;
            settings.setLevel(6);
            QStringList some;
            for (int i = 0; i < 40; ++i) some << QStringLiteral("/home/a/old game %1.ggf").arg(i);
            settings.setRecentFiles(some);
            settings.sync();
        }
        const QByteArray before = readFile(path);
        QVERIFY(before.contains("level=6"));
        {
            rlimit saved{};
            ::getrlimit(RLIMIT_FSIZE, &saved);
            const auto previous = std::signal(SIGXFSZ, SIG_IGN);
            rlimit limit = saved;
            limit.rlim_cur = static_cast<rlim_t>(before.size() + 10);
            ::setrlimit(RLIMIT_FSIZE, &limit);
            {
                Settings settings;
                QStringList many;
                for (int i = 0; i < 100; ++i) many << QStringLiteral("/home/a/game %1.ggf").arg(i);
                settings.setRecentFiles(many);
                settings.setLevel(2);
                settings.sync();
            }
            ::setrlimit(RLIMIT_FSIZE, &saved);
            std::signal(SIGXFSZ, previous);
        }
        QCOMPARE(readFile(path), before);
    }

    void aGoodFileSaysNothing() {
        {
            Settings settings;
            settings.setLevel(5);
            settings.sync();
        }
        Settings settings;
        QWidget window;
        QVERIFY(!SettingsFileReport::show(&window));
        QVERIFY(!QFile::exists(QSettings().fileName() + ".unreadable"));
    }

    void invalidValuesFallBackToTheDefaults_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("words") << QByteArray(
            "[game]\nlevel=abc\nthinkDelayMs=soon\nopponent=robot\nhumanColor=green\n"
            "timeControl=5m\n"
            "[view]\nanimationSpeed=warp\nlegalMoves=maybe\nlastMove=2\n");
        QTest::newRow("out of range") << QByteArray(
            "[game]\nlevel=99\nthinkDelayMs=-5\ntimeControl=-60\n"
            "[view]\ncoordinates=-1\n");
        QTest::newRow("zero and huge")
            << QByteArray("[game]\nlevel=0\nthinkDelayMs=999999999999\n");
        QTest::newRow("fractions") << QByteArray("[game]\nlevel=2.5\nthinkDelayMs=1e3\n");
    }
    void invalidValuesFallBackToTheDefaults() {
        QFETCH(QByteArray, text);
        writeFile(QSettings().fileName(), text);
        Settings settings;
        QCOMPARE(settings.level(), verso::engine::defaultLevelNumber());
        QCOMPARE(settings.thinkDelayMs(), 400);
        QCOMPARE(settings.opponent(), Opponent::HumanVsComputer);
        QCOMPARE(settings.humanColor(), verso::Color::Black);
        QCOMPARE(settings.animationSpeed(), AnimationSpeed::Normal);
        QVERIFY(settings.showLegalMoves());
        QVERIFY(settings.showLastMove());
        QVERIFY(settings.showCoordinates());
        QVERIFY(!settings.timeControl().timed());
    }

    void validValuesAreRead() {
        writeFile(QSettings().fileName(),
                  "[game]\nlevel=7\nthinkDelayMs=0\ntimeControl=300+3\n"
                  "[view]\nlegalMoves=false\nlastMove=0\n");
        Settings settings;
        QCOMPARE(settings.timeControl().base.count(), 300'000);
        QCOMPARE(settings.timeControl().increment.count(), 3'000);
        QCOMPARE(settings.level(), 7);
        QCOMPARE(settings.thinkDelayMs(), 0);
        QVERIFY(!settings.showLegalMoves());
        QVERIFY(!settings.showLastMove());
    }

    // Recent files that are not paths (a value of another type, an empty entry, a "\\x" escape
    // that makes half a surrogate pair) are left out of File > Open Recent; the paths stay.
    void recentFilesKeepOnlyPaths() {
        writeFile(QSettings().fileName(),
                  "[files]\nrecent=/home/a/game one.ggf, , /home/a/\\xdd64.ggf, "
                  "@Variant(\\0\\0\\0\\x2\\0\\0\\0\\x5), /home/a/b.txt\n"
                  "lastFolder=/home/\\xdd64\n");
        Settings settings;
        QCOMPARE(settings.recentFiles(), QStringList({QStringLiteral("/home/a/game one.ggf"),
                                                      QStringLiteral("/home/a/b.txt")}));
        QCOMPARE(settings.lastFolder(), QString());
    }

    // A damaged engine list whose stream claims 134 million engines: it is left out without
    // reserving the memory it claims (the process's peak address space does not grow by a
    // gigabyte), and the other settings are read.
    void aDamagedStreamIsLeftOutWithoutItsMemory() {
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
        QSKIP("a sanitizer's allocator reserves and fills memory in its own way");
#else
        writeFile(QSettings().fileName(),
                  "[engines]\nlist=@Variant(\\0\\0\\0\\t\\b\\0\\0\\0\\0\\0\\0\\b"
                  "\\0\\0\\0\\x1\\0\\0\\0\\x2\\0n)\n"
                  "[game]\nlevel=3\n");
        const qint64 before = peakAddressSpaceKb();
        QVERIFY(before > 0);
        Settings settings;
        QVERIFY(settings.engines().isEmpty());
        QCOMPARE(settings.level(), 3);
        QCOMPARE_LT(peakAddressSpaceKb() - before, qint64{1} << 20);
#endif
    }

    // A damaged stream among the recent files leaves out that entry only; the engines Verso
    // keeps (a list of streams) are read back beside it, and text that only looks like a stream
    // stays text.
    void aDamagedStreamInAListLeavesOutThatEntry() {
        verso::session::ExternalEngineSpec spec;
        spec.name = QStringLiteral("Edge (test)");
        spec.commandLine = QStringLiteral("/opt/edge --level 5");
        const QString folder = QStringLiteral("@Variant(\\0\\0\\0\\x2)");
        {
            Settings settings;
            settings.setEngines({spec});
            settings.setLastFolder(folder);
            settings.sync();
        }
        QByteArray text = readFile(QSettings().fileName());
        QVERIFY2(text.contains("list=@Variant("), text.constData());
        text +=
            "[files]\nrecent=/home/a/x.ggf, @Variant(\\0\\0\\0\\n\\x7f\\xff\\xff\\xfe), "
            "/home/a/y.ggf\n";
        writeFile(QSettings().fileName(), text);
        Settings settings;
        QCOMPARE(settings.engines(), QList<verso::session::ExternalEngineSpec>({spec}));
        QCOMPARE(settings.lastFolder(), folder);
        QCOMPARE(settings.recentFiles(),
                 QStringList({QStringLiteral("/home/a/x.ggf"), QStringLiteral("/home/a/y.ggf")}));
    }
};

QTEST_MAIN(TestSettingsFile)
#include "test_settingsfile.moc"
