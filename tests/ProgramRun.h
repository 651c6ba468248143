// SPDX-License-Identifier: GPL-3.0-or-later
// Runs one of the project's programs (verso-cli, verso-lab, ...) as a person would and keeps
// what it printed, for the tests of the command-line tools.
#pragma once

#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QtGlobal>

namespace verso::test {

struct ProgramRun {
    int exitCode = -1;  // -1 when it crashed
    QString out;
    QString err;
};

// Fails the test program when "path" does not finish within "timeoutMs".
inline ProgramRun runProgram(
    const QString& path, const QStringList& args, int timeoutMs = 300000,
    const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment()) {
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(path, args);
    if (!process.waitForFinished(timeoutMs)) qFatal("%s did not finish", qPrintable(path));
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

}  // namespace verso::test
