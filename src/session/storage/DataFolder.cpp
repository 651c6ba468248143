// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/storage/DataFolder.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include "core/SetAside.h"

namespace verso::session {

QString dataFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           QStringLiteral("/verso");
}

QString legacyDataFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           QStringLiteral("/Verso/Verso");
}

namespace {

// Moves "from" to the first free name of "name", "name.from-Verso", "name.from-Verso-2", ...
// in "folder"; the name it got, or empty with "error" set.
QString moveToFreeName(const QString& from, const QString& folder, const QString& name,
                       QString& error) {
    for (long long n = 0;; ++n) {
        QString candidate = name;
        if (n == 1) candidate += QStringLiteral(".from-Verso");
        if (n >= 2) candidate += QStringLiteral(".from-Verso-%1").arg(n);
        std::string why;
        switch (moveWithoutReplacing(
            QFile::encodeName(from).toStdString(),
            QFile::encodeName(folder + QLatin1Char('/') + candidate).toStdString(), why)) {
            case NoReplaceMove::Moved: return candidate;
            case NoReplaceMove::NameTaken: break;
            case NoReplaceMove::Failed: error = QString::fromLocal8Bit(why.c_str()); return {};
        }
    }
}

}  // namespace

DataFolderMove moveLegacyData(const QString& from, const QString& to) {
    DataFolderMove result;
    QDir old(from);
    if (!old.exists()) return result;
    const QFileInfoList entries = old.entryInfoList(
        QDir::Files | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
    if (!entries.isEmpty()) {
        result.nothingToDo = false;
        if (!QDir().mkpath(to)) {
            for (const QFileInfo& entry : entries)
                result.failed << QStringLiteral("%1 (the folder %2 could not be created)")
                                     .arg(entry.fileName(), to);
            return result;
        }
    }
    for (const QFileInfo& entry : entries) {
        QString error;
        const QString name = moveToFreeName(entry.absoluteFilePath(), to, entry.fileName(), error);
        if (name.isEmpty()) result.failed << QStringLiteral("%1 (%2)").arg(entry.fileName(), error);
        else if (name == entry.fileName()) result.moved << name;
        else result.renamed << name;
    }
    // Only empty folders go: rmdir refuses one that still holds anything (a sub-folder, a file
    // that could not be moved).
    if (result.failed.isEmpty() && QDir().rmdir(from)) QDir().rmdir(QFileInfo(from).absolutePath());
    return result;
}

}  // namespace verso::session
