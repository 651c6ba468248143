// SPDX-License-Identifier: GPL-3.0-or-later
// The REAL app (build/src/app/verso, offscreen) as a separate process, for tests that need what
// only a whole program does: being killed, closed by a signal, or run twice at once. Its
// configuration is in "<home>/<config>" and its data in "<home>/data", so two runs can share the
// data folder and still have settings of their own.
#pragma once

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <optional>

#include "core/GameRecord.h"
#include "core/Notation.h"
#include "session/storage/AutosaveFormat.h"

namespace verso::testing {

inline QByteArray readWholeFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The unfinished game a saved-game file holds, if it holds a whole one.
inline std::optional<GameRecord> savedGameIn(const QString& path) {
    return session::AutosaveFormat::read(readWholeFile(path)).game;
}

inline QString movesOf(const GameRecord& game) {
    return QString::fromStdString(formatTranscript(game));
}

// Writes "<home>/<config>/Verso/Verso.conf" with "settings" (INI text).
inline bool writeConfig(const QTemporaryDir& home, const QString& config,
                        const QByteArray& settings) {
    if (!QDir().mkpath(home.filePath(config + QStringLiteral("/Verso")))) return false;
    QFile conf(home.filePath(config + QStringLiteral("/Verso/Verso.conf")));
    return conf.open(QIODevice::WriteOnly) && conf.write(settings) == settings.size();
}

struct RealApp {
    enum Reports { Quiet, ReportAsking };
    QProcess process;
    QByteArray errors;  // what it wrote to stderr (with ReportAsking)
    explicit RealApp(const QTemporaryDir& home, Reports reports = Quiet,
                     const QString& config = QStringLiteral("config")) {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(config));
        environment.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        environment.insert(QStringLiteral("HOME"), home.path());
        environment.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
        if (reports == ReportAsking) {
            environment.insert(
                QStringLiteral("QT_LOGGING_RULES"),
                QStringLiteral("verso.unfinished.info=true\nverso.window.info=true"));
            QObject::connect(&process, &QProcess::readyReadStandardError,
                             [this] { errors += process.readAllStandardError(); });
        }
        process.setProcessEnvironment(environment);
        process.setProcessChannelMode(reports == ReportAsking ? QProcess::SeparateChannels
                                                              : QProcess::ForwardedErrorChannel);
        process.start(QStringLiteral(VERSO_APP_PATH), QStringList());
    }
    ~RealApp() {
        if (process.state() != QProcess::NotRunning) {
            process.kill();
            process.waitForFinished(5000);
        }
    }
    RealApp(const RealApp&) = delete;
    RealApp& operator=(const RealApp&) = delete;
    bool saidAsking() const { return errors.contains("asking whether to resume"); }
    void killHard() {
        process.kill();  // SIGKILL: no close event, no destructor, nothing flushed on the way out
        QVERIFY(process.waitForFinished(5000));
        QCOMPARE(process.exitStatus(), QProcess::CrashExit);
    }
};

}  // namespace verso::testing
