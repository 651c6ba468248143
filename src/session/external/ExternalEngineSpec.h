// SPDX-License-Identifier: GPL-3.0-or-later
// An external NBoard engine a person added: how to start it and how hard it should play.
//
// The command line is a program and its arguments, split as QProcess::splitCommand() does
// (spaces separate, double quotes group: "/opt/My Engine/edax" -q). It is not run through a
// shell, so killing the process reaches the engine itself; pipes, redirections or variables
// belong in a script started as "sh /path/script.sh".
//
// Strength and patience: NBoard has no command for time, so the engine is always told a search
// depth ("set depth N"), and "secondsPerMove" is how long a move may take before it is overdue
// (the player reports ExternalEngineFault::NoAnswer and the app offers to wait, restart or take
// over).
#pragma once

#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QVariantMap>

namespace verso::session {

struct ExternalEngineSpec {
    static constexpr int kMinDepth = 1;
    static constexpr int kMaxDepth = 60;
    static constexpr int kDefaultDepth = 12;
    static constexpr int kMinSecondsPerMove = 1;
    static constexpr int kMaxSecondsPerMove = 3600;
    static constexpr int kDefaultSecondsPerMove = 30;

    QString name;               // shown to the person; may be empty until the engine says its name
    QString commandLine;        // program and arguments, see above
    QString workingDirectory;   // where the engine runs; empty: wherever Verso was started
    int depth = kDefaultDepth;  // sent as "set depth N" (kMinDepth..kMaxDepth)
    int secondsPerMove = kDefaultSecondsPerMove;  // a move later than this is overdue

    // The program and its arguments from commandLine (empty list when there is no program).
    QStringList program() const;
    // A command line that program() splits back into "words" (quotes where a word needs them;
    // QProcess::splitCommand() has no empty word, so empty words are left out).
    static QString commandLineFor(const QStringList& words);
    // The name to show: "name", or the program's file name when the name is still empty.
    QString displayName() const;
    // True when there is a program to start.
    bool isValid() const { return !program().isEmpty(); }

    // For QSettings: keys "name", "command", "workingDirectory", "depth", "secondsPerMove".
    // fromVariantMap() clamps numbers to their ranges and fills missing keys with defaults.
    QVariantMap toVariantMap() const;
    static ExternalEngineSpec fromVariantMap(const QVariantMap& map);

    friend bool operator==(const ExternalEngineSpec&, const ExternalEngineSpec&) = default;
};

}  // namespace verso::session

Q_DECLARE_METATYPE(verso::session::ExternalEngineSpec)
