// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/settings/SettingsFormat.h"

#include <QDir>
#include <QFile>
#include <QFileDevice>
#include <QTemporaryDir>

#include <unistd.h>

#include <memory>
#include <optional>

namespace verso::app {

namespace {

// A scratch folder, in memory where the system has /dev/shm and it takes one, else in the
// temporary folder.
std::unique_ptr<QTemporaryDir> scratchFolder() {
    for (const QString& base : {QStringLiteral("/dev/shm"), QDir::tempPath()}) {
        auto dir = std::make_unique<QTemporaryDir>(base + QStringLiteral("/verso-settings-XXXXXX"));
        if (dir->isValid()) return dir;
    }
    return nullptr;
}

bool readSettings(QIODevice& device, QSettings::SettingsMap& map) {
    const QByteArray bytes = device.readAll();
    const auto scratch = scratchFolder();
    if (!scratch) return false;
    const QString path = scratch->filePath(QStringLiteral("read.ini"));
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.flush())
            return false;
    }
    const QSettings ini(path, QSettings::IniFormat);
    if (ini.status() != QSettings::NoError) return false;
    for (const QString& key : ini.allKeys()) map.insert(key, ini.value(key));
    return true;
}

// The keys of the INI text in "bytes", read from a file of its own (QSettings keeps the files
// it has read in a cache, by name).
std::optional<QStringList> keysOf(const QByteArray& bytes, const QTemporaryDir& scratch) {
    const QString path = scratch.filePath(QStringLiteral("check.ini"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.flush())
        return std::nullopt;
    file.close();
    const QSettings ini(path, QSettings::IniFormat);
    if (ini.status() != QSettings::NoError) return std::nullopt;
    return ini.allKeys();
}

bool writeSettings(QIODevice& device, const QSettings::SettingsMap& map) {
    const auto scratch = scratchFolder();
    if (!scratch) return false;
    const QString path = scratch->filePath(QStringLiteral("write.ini"));
    {
        QSettings ini(path, QSettings::IniFormat);
        for (auto entry = map.cbegin(); entry != map.cend(); ++entry)
            ini.setValue(entry.key(), entry.value());
        ini.sync();
        if (ini.status() != QSettings::NoError) return false;
    }
    QFile text(path);
    if (!text.open(QIODevice::ReadOnly)) return false;
    const QByteArray bytes = text.readAll();
    // The scratch file is written by QSettings too, so it may be cut short without a word: whole
    // INI text ends a line, and holds every key.
    if (!map.isEmpty()) {
        if (!bytes.endsWith('\n')) return false;
        const std::optional<QStringList> keys = keysOf(bytes, *scratch);
        if (!keys || keys->size() != map.size()) return false;
    }
    if (device.write(bytes) != bytes.size()) return false;
    auto* file = qobject_cast<QFileDevice*>(&device);
    return !file || (file->flush() && ::fsync(file->handle()) == 0);
}

}  // namespace

QSettings::Format settingsFormat() {
    static const QSettings::Format format =
        QSettings::registerFormat(QStringLiteral("conf"), readSettings, writeSettings);
    return format;
}

void setSettingsFolder(const QString& folder) {
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, folder);
    QSettings::setPath(settingsFormat(), QSettings::UserScope, folder);
}

}  // namespace verso::app
