// SPDX-License-Identifier: GPL-3.0-or-later
// The child process of an external NBoard engine, for whoever talks to one (the player, the
// analyst): started as the leader of a process group of its own, fed protocol commands (kept
// until it has started), read line by line, and let go without ever blocking the GUI thread.
//
//   process.open(spec);          // false: no program to start
//   process.send(Hello{2}); ...  // kept until the program runs
//   process.launch();            // may emit failedToStart() at once
//
// Signals are emitted from inside QProcess's own signals; a slot may retire() the process or
// open() a new one (the lines of the old one are then no longer reported).
#pragma once

#include <QByteArray>
#include <QObject>
#include <QProcess>
#include <QString>
#include <chrono>
#include <vector>

#include "core/Position.h"
#include "core/nboard/NboardMessage.h"

#include "session/external/ExternalEngineSpec.h"

namespace verso::session {

class EngineProcess : public QObject {
    Q_OBJECT

public:
    // How long an engine let go may take to end after "quit" before it is killed.
    static constexpr std::chrono::milliseconds kQuitGrace{200};

    explicit EngineProcess(QObject* parent = nullptr);
    ~EngineProcess() override;  // retire()

    // Prepares "spec"'s program (retiring any earlier process); false when it has no program.
    bool open(const ExternalEngineSpec& spec);
    // Starts the program opened; failedToStart() may come at once.
    void launch();
    // True from open() until the process ends or is retired.
    bool isOpen() const { return process_ != nullptr; }
    // Writes "command" (kept until the program has started; dropped when nothing is open).
    void send(const nboard::NboardCommand& command);
    // Sends "quit" and lets the process go (killed after kQuitGrace if it still runs); returns
    // at once, and no signal tells of its end.
    void retire();
    // "set game" for "position": the start board of a game with no moves.
    static nboard::SetGame setGame(const Position& position);
    // At shutdown only: "quit", then waits at most kQuitGrace for the engine to end (and kills it
    // and what it started if it has not).
    void shutDown();

signals:
    // One line of standard output, without its newline (and "\r").
    void lineReceived(const QString& line);
    // Standard output grew past a line's limit without a newline: its start.
    void overlongLine(const QString& start);
    // The program could not be started: why.
    void failedToStart(const QString& detail);
    // The program ended by itself (after every line it wrote was reported): the last line of its
    // standard error that says something.
    void finished(const QString& lastErrorLine);

private:
    void onStarted();
    void onReadyRead();
    void onErrorOutput();
    void onError(QProcess::ProcessError error);
    void onFinished();

    QProcess* process_ = nullptr;                // owned until retired
    std::vector<nboard::NboardCommand> outbox_;  // sent before the process has started
    QByteArray lineBuffer_;                      // standard output not yet ended by a newline
    QByteArray errorTail_;                       // the end of standard error
};

}  // namespace verso::session
