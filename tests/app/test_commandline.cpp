// SPDX-License-Identifier: GPL-3.0-or-later
// The window program's command line, run as a person runs it: the real `verso` binary with no
// display at all (DISPLAY, WAYLAND_DISPLAY and QT_QPA_PLATFORM removed, so a window could not
// open). --help, -h and --version print and exit 0; an unknown option is refused on stderr with
// exit status 2 and is never opened as a game file; the texts follow the system language.
#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

#include "ProgramRun.h"

namespace {

struct Run : verso::test::ProgramRun {
    bool wroteData = false;  // the program made its data folder (it only reads the command line)
};

Run runVerso(const QStringList& arguments, const QString& language = QStringLiteral("en")) {
    QTemporaryDir home;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        environment.remove(QString::fromLatin1(name));
    environment.insert(QStringLiteral("HOME"), home.path());
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    environment.insert(QStringLiteral("LANGUAGE"), language);
    environment.insert(QStringLiteral("LANG"), language == QLatin1String("en")
                                                   ? QStringLiteral("C.UTF-8")
                                                   : language + QStringLiteral(".UTF-8"));
    Run run;
    static_cast<verso::test::ProgramRun&>(run) =
        verso::test::runProgram(QStringLiteral(VERSO_APP_PATH), arguments, 30000, environment);
    run.wroteData = QDir(home.filePath(QStringLiteral("data"))).exists();
    return run;
}

}  // namespace

class TestCommandLine : public QObject {
    Q_OBJECT

private slots:
    void helpPrintsTheUsageAndExits() {
        for (const QString& option : {QStringLiteral("--help"), QStringLiteral("-h")}) {
            const Run run = runVerso({option});
            QCOMPARE(run.exitCode, 0);
            QVERIFY(!run.wroteData);
            QVERIFY2(run.out.contains(QStringLiteral("[FILE...]")), qPrintable(run.out));
            QVERIFY(run.out.contains(QStringLiteral("--version")));
            QVERIFY(run.out.contains(QStringLiteral("Game files to open")));
        }
    }

    void versionPrintsTheVersionAndTheLicence() {
        const Run run = runVerso({QStringLiteral("--version")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith(QStringLiteral("Verso " VERSO_VERSION "\n")),
                 qPrintable(run.out));
        QVERIFY(run.out.contains(QStringLiteral("GPL-3.0-or-later")));
    }

    void anUnknownOptionIsRefusedAndNeverOpened() {
        const Run run = runVerso({QStringLiteral("--frobnicate"), QStringLiteral("game.ggf")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(!run.wroteData);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.contains(QStringLiteral("frobnicate")), qPrintable(run.err));
        QVERIFY(run.err.contains(QStringLiteral("verso --help")));
    }

    void theTextsFollowTheSystemLanguage() {
        const Run run = runVerso({QStringLiteral("--version")}, QStringLiteral("de"));
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QStringLiteral("freie Software")), qPrintable(run.out));
    }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "test_commandline.moc"
