// SPDX-License-Identifier: GPL-3.0-or-later
// Small helpers of the benchmarks.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QStringList>

namespace verso::test {

// A field of /proc/self/status without its name, e.g. statusField("VmRSS:") -> "34276 kB".
inline QString statusField(const char* name) {
    QFile status("/proc/self/status");
    if (!status.open(QIODevice::ReadOnly)) return {};
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith(name)) return QString::fromLatin1(line.mid(qstrlen(name))).simplified();
    return {};
}

// The whole number after "name" in a benchmark's arguments ("--moves 12"), or "fallback".
inline int option(const QStringList& args, const QString& name, int fallback) {
    const qsizetype i = args.indexOf(name);
    return i >= 0 && i + 1 < args.size() ? args[i + 1].toInt() : fallback;
}

}  // namespace verso::test
