// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/external/ExternalEngineSpec.h"

#include <QFileInfo>
#include <QProcess>
#include <algorithm>

namespace verso::session {

namespace {

const QString kNameKey = QStringLiteral("name");
const QString kCommandKey = QStringLiteral("command");
const QString kWorkingDirectoryKey = QStringLiteral("workingDirectory");
const QString kDepthKey = QStringLiteral("depth");
const QString kSecondsKey = QStringLiteral("secondsPerMove");

int intValue(const QVariantMap& map, const QString& key, int fallback, int low, int high) {
    bool ok = false;
    const int value = map.value(key).toInt(&ok);
    return ok ? std::clamp(value, low, high) : fallback;
}

}  // namespace

QStringList ExternalEngineSpec::program() const { return QProcess::splitCommand(commandLine); }

QString ExternalEngineSpec::commandLineFor(const QStringList& words) {
    QStringList quoted;
    for (QString word : words) {
        if (word.isEmpty()) continue;
        // QProcess::splitCommand() splits at every QChar::isSpace() character (a carriage
        // return, a no-break space, ...), not only at spaces, tabs and line breaks.
        const bool plain =
            std::none_of(word.cbegin(), word.cend(), [](QChar c) { return c.isSpace(); }) &&
            !word.contains(u'"');
        if (!plain) word = u'"' + word.replace(u'"', QStringLiteral("\"\"\"")) + u'"';
        quoted.append(word);
    }
    return quoted.join(u' ');
}

QString ExternalEngineSpec::displayName() const {
    if (!name.trimmed().isEmpty()) return name.trimmed();
    const QStringList words = program();
    return words.isEmpty() ? QString() : QFileInfo(words.constFirst()).fileName();
}

QVariantMap ExternalEngineSpec::toVariantMap() const {
    return {{kNameKey, name},
            {kCommandKey, commandLine},
            {kWorkingDirectoryKey, workingDirectory},
            {kDepthKey, depth},
            {kSecondsKey, secondsPerMove}};
}

ExternalEngineSpec ExternalEngineSpec::fromVariantMap(const QVariantMap& map) {
    ExternalEngineSpec spec;
    spec.name = map.value(kNameKey).toString();
    spec.commandLine = map.value(kCommandKey).toString();
    spec.workingDirectory = map.value(kWorkingDirectoryKey).toString();
    spec.depth = intValue(map, kDepthKey, kDefaultDepth, kMinDepth, kMaxDepth);
    spec.secondsPerMove =
        intValue(map, kSecondsKey, kDefaultSecondsPerMove, kMinSecondsPerMove, kMaxSecondsPerMove);
    return spec;
}

}  // namespace verso::session
