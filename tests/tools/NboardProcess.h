// SPDX-License-Identifier: GPL-3.0-or-later
// Test helper: runs verso-engine through a pipe and reads its NBoard answers line by line.
#pragma once

#include <QDeadlineTimer>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

class NboardProcess {
public:
    // Without a learned book unless "arguments" say otherwise (the tests never touch the user's).
    explicit NboardProcess(
        const QStringList& arguments = {QStringLiteral("--no-book")},
        const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment()) {
        process_.setProcessEnvironment(environment);
        process_.start(QStringLiteral(VERSO_ENGINE_PATH), arguments);
        process_.waitForStarted();
    }
    ~NboardProcess() {
        if (process_.state() != QProcess::NotRunning) {
            process_.write("quit\n");
            if (!process_.waitForFinished(10000)) process_.kill();
        }
    }
    bool running() const { return process_.state() == QProcess::Running; }
    void send(const QString& line) { process_.write((line + QLatin1Char('\n')).toUtf8()); }
    void sendRaw(const QByteArray& bytes) { process_.write(bytes); }
    // Ends the engine's standard input, as a GUI that goes away without "quit" does.
    void closeInput() { process_.closeWriteChannel(); }

    // The next line of standard output, or a null string when none comes within "ms".
    QString readLine(int ms = 60000) {
        QDeadlineTimer deadline(ms);
        while (!process_.canReadLine()) {
            if (process_.state() != QProcess::Running || deadline.hasExpired()) return {};
            process_.waitForReadyRead(
                static_cast<int>(std::max<qint64>(1, deadline.remainingTime())));
        }
        return QString::fromUtf8(process_.readLine()).trimmed();
    }
    // Reads lines until one starts with "prefix" (returned); the lines before it go to "skipped".
    QString readUntil(const QString& prefix, QStringList* skipped = nullptr, int ms = 60000) {
        QDeadlineTimer deadline(ms);
        while (true) {
            const QString line =
                readLine(static_cast<int>(std::max<qint64>(1, deadline.remainingTime())));
            if (line.isNull() || line.startsWith(prefix)) return line;
            if (skipped) skipped->append(line);
        }
    }
    // Standard error so far (the engine writes it before the answers that follow the bad input).
    QString errors() {
        process_.waitForReadyRead(100);  // also drains the error pipe
        return QString::fromUtf8(process_.readAllStandardError());
    }
    bool waitForExit(int ms) { return process_.waitForFinished(ms); }

private:
    QProcess process_;
};
