// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/storage/AutosaveSlots.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace verso::session {

namespace {

// Far more windows than a person runs at once; a bound on the search for a free slot.
constexpr int kMaxSlots = 1000;

std::string nativePath(const QString& path) { return QFile::encodeName(path).toStdString(); }

}  // namespace

QString autosaveSlotPath(const QString& basePath, int n) {
    if (n <= 1) return basePath;
    const QFileInfo info(basePath);
    const QString suffix = info.suffix().isEmpty() ? QString() : QLatin1Char('.') + info.suffix();
    return info.dir().filePath(info.completeBaseName() + QLatin1Char('-') + QString::number(n) +
                               suffix);
}

AutosaveSlot claimAutosaveSlot(const QString& basePath) {
    QDir().mkpath(QFileInfo(basePath).absolutePath());
    for (int n = 1; n <= kMaxSlots; ++n) {
        const QString path = autosaveSlotPath(basePath, n);
        FileLock lock(nativePath(path), FileLock::Wait::No);
        if (lock.held()) return {path, std::move(lock)};
        if (!lock.problem().empty()) break;  // no lock file can be made here
    }
    return {basePath, FileLock()};
}

std::vector<AutosaveSlot> abandonedAutosaveSlots(const QString& basePath, const QString& own) {
    const QFileInfo base(basePath);
    const QString suffix = base.suffix().isEmpty() ? QString() : QLatin1Char('.') + base.suffix();
    const QRegularExpression slotName(
        QLatin1Char('^') + QRegularExpression::escape(base.completeBaseName()) +
        QStringLiteral("(-[0-9]+)?") + QRegularExpression::escape(suffix) + QLatin1Char('$'));
    struct Found {
        AutosaveSlot slot;
        QDateTime changed;
    };
    std::vector<Found> found;
    const QFileInfoList entries = base.dir().entryInfoList(QDir::Files | QDir::Hidden);
    for (const QFileInfo& entry : entries) {
        if (!slotName.match(entry.fileName()).hasMatch()) continue;
        if (QFileInfo(own).absoluteFilePath() == entry.absoluteFilePath()) continue;
        FileLock lock(nativePath(entry.filePath()), FileLock::Wait::No);
        if (!lock.held()) continue;  // a running window's, or no lock can be made here
        found.push_back({{entry.filePath(), std::move(lock)}, entry.lastModified()});
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const Found& a, const Found& b) { return a.changed < b.changed; });
    std::vector<AutosaveSlot> abandoned;
    for (Found& f : found) abandoned.push_back(std::move(f.slot));
    return abandoned;
}

}  // namespace verso::session
