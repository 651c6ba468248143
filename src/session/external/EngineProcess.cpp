// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/external/EngineProcess.h"

#include <QCoreApplication>
#include <QPointer>
#include <QTimer>
#include <csignal>
#include <utility>

#include <unistd.h>

#include "core/nboard/NboardFormat.h"

namespace verso::session {

namespace {

constexpr qsizetype kMaxLineBytes = 64 * 1024;   // a longer line without a newline is overlong
constexpr qsizetype kErrorTailBytes = 4 * 1024;  // how much standard error is kept

// The engine runs as the leader of a process group of its own (see open()); ending the group
// also ends whatever the engine started, which would otherwise outlive it.
void endProcessGroup(qint64 leader) {
    if (leader > 0) ::kill(-static_cast<pid_t>(leader), SIGKILL);
}

// The line of "command", newline included.
QByteArray lineOf(const nboard::NboardCommand& command) {
    return QByteArray::fromStdString(nboard::formatCommand(command)) + '\n';
}

// The last line of the engine's standard error that says something.
QString lastErrorLine(const QByteArray& tail) {
    const QList<QByteArray> lines = tail.split('\n');
    for (auto it = lines.crbegin(); it != lines.crend(); ++it)
        if (!it->trimmed().isEmpty()) return QString::fromUtf8(it->trimmed());
    return {};
}

}  // namespace

EngineProcess::EngineProcess(QObject* parent) : QObject(parent) {}

EngineProcess::~EngineProcess() { retire(); }

bool EngineProcess::open(const ExternalEngineSpec& spec) {
    retire();
    outbox_.clear();
    lineBuffer_.clear();
    errorTail_.clear();
    const QStringList words = spec.program();
    if (words.isEmpty()) return false;
    process_ = new QProcess;
    process_->setChildProcessModifier([] { ::setpgid(0, 0); });  // a group of its own
    process_->setProgram(words.constFirst());
    process_->setArguments(words.mid(1));
    if (!spec.workingDirectory.isEmpty()) process_->setWorkingDirectory(spec.workingDirectory);
    connect(process_, &QProcess::started, this, &EngineProcess::onStarted);
    connect(process_, &QProcess::readyReadStandardOutput, this, &EngineProcess::onReadyRead);
    connect(process_, &QProcess::readyReadStandardError, this, &EngineProcess::onErrorOutput);
    connect(process_, &QProcess::errorOccurred, this, &EngineProcess::onError);
    connect(process_, &QProcess::finished, this, &EngineProcess::onFinished);
    return true;
}

void EngineProcess::launch() {
    if (process_ && process_->state() == QProcess::NotRunning) process_->start();
}

void EngineProcess::send(const nboard::NboardCommand& command) {
    if (!process_) return;
    if (process_->state() == QProcess::Running) process_->write(lineOf(command));
    else outbox_.push_back(command);
}

// Lets the process go without waiting for it: "quit", then a kill after kQuitGrace if it has not
// ended; the QProcess deletes itself once the process has ended. Until then it belongs to the
// application, whose exit kills a process still running. Safe inside the process's own signals.
void EngineProcess::retire() {
    if (!process_) return;
    QProcess* process = std::exchange(process_, nullptr);
    process->disconnect(this);  // an ending we asked for is no fault
    if (process->state() == QProcess::NotRunning) {
        process->deleteLater();
        return;
    }
    process->setParent(QCoreApplication::instance());
    const qint64 leader = process->processId();
    connect(process, &QProcess::finished, process, [process, leader] {
        endProcessGroup(leader);  // what the engine left behind
        process->deleteLater();
    });
    if (process->state() == QProcess::Running) {
        process->write(lineOf(nboard::Quit{}));
        process->closeWriteChannel();
    }
    QTimer::singleShot(kQuitGrace, process, [process, leader] {
        if (process->state() == QProcess::NotRunning) return;
        endProcessGroup(leader);
        process->kill();
    });
}

void EngineProcess::shutDown() {
    if (process_ && process_->state() != QProcess::NotRunning) {
        const qint64 leader = process_->processId();
        process_->disconnect(this);
        process_->write(lineOf(nboard::Quit{}));
        process_->closeWriteChannel();
        if (!process_->waitForFinished(static_cast<int>(kQuitGrace.count()))) {
            endProcessGroup(leader);
            process_->kill();
            process_->waitForFinished(static_cast<int>(kQuitGrace.count()));
        }
        endProcessGroup(leader);  // what the engine left behind
    }
    retire();
}

nboard::SetGame EngineProcess::setGame(const Position& position) {
    GgfGame game;
    game.properties = {{"PC", "Verso"}};
    game.start = position;
    return {game};
}

void EngineProcess::onStarted() {
    const std::vector<nboard::NboardCommand> commands = std::exchange(outbox_, {});
    for (const nboard::NboardCommand& command : commands) send(command);
}

void EngineProcess::onReadyRead() {
    const QPointer<EngineProcess> self(this);
    QProcess* const process = process_;
    lineBuffer_ += process->readAllStandardOutput();
    qsizetype newline;
    while ((newline = lineBuffer_.indexOf('\n')) >= 0) {
        QByteArray line = lineBuffer_.left(newline);
        lineBuffer_.remove(0, newline + 1);
        if (line.endsWith('\r')) line.chop(1);
        emit lineReceived(QString::fromUtf8(line));
        if (!self || process_ != process) return;  // a slot deleted us or let the process go
    }
    if (lineBuffer_.size() > kMaxLineBytes) {
        const QString start = QString::fromUtf8(lineBuffer_.left(200));
        lineBuffer_.clear();
        emit overlongLine(start);
    }
}

void EngineProcess::onErrorOutput() {
    errorTail_ += process_->readAllStandardError();
    if (errorTail_.size() > kErrorTailBytes) errorTail_ = errorTail_.right(kErrorTailBytes);
}

void EngineProcess::onError(QProcess::ProcessError error) {
    // A crash is reported by finished() too; read and write errors end in finished() as well.
    if (error != QProcess::FailedToStart) return;
    const QString detail = process_->errorString();
    retire();
    emit failedToStart(detail);
}

void EngineProcess::onFinished() {
    const QPointer<EngineProcess> self(this);
    QProcess* const process = process_;
    onReadyRead();  // what it said last counts
    if (!self || process_ != process) return;
    onErrorOutput();
    const QString detail = lastErrorLine(errorTail_);
    retire();
    emit finished(detail);
}

}  // namespace verso::session
