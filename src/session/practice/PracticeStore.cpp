// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/practice/PracticeStore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include "core/SetAside.h"
#include "session/practice/PracticeFile.h"
#include "session/storage/AtomicWrite.h"
#include "session/storage/DataFolder.h"
#include "session/storage/RegularFile.h"

namespace verso::session {

namespace {

constexpr qint64 kMostBytes = 64 * 1024 * 1024;

}  // namespace

QString PracticeStore::defaultPath() { return QDir(dataFolder()).filePath("practice.txt"); }

PracticeStore::Loaded PracticeStore::load() const {
    Loaded loaded;
    if (!QFileInfo::exists(path_)) return loaded;
    if (isNotRegularFile(path_)) {
        loaded.problem = notRegularFileReason();
        loaded.canSave = false;
        return loaded;  // never opened, never moved: nothing of it is lost
    }
    QFile file(path_);
    if (!file.open(QIODevice::ReadOnly)) {
        loaded.problem = file.errorString();
        loaded.canSave = false;
        return loaded;
    }
    if (file.size() > kMostBytes) {
        loaded.problem = QStringLiteral("the file is larger than 64 MB");
    } else {
        const QByteArray bytes = file.readAll();
        auto parsed = PracticeFile::parse(std::string_view(bytes.constData(), bytes.size()));
        if (parsed) {
            loaded.data = std::move(parsed.value());
            return loaded;
        }
        loaded.problem = QString::fromStdString(parsed.message());
    }
    file.close();
    const SetAsideResult aside = setAsideFile(QFile::encodeName(path_).toStdString());
    if (aside.ok()) loaded.setAside = QFile::decodeName(QByteArray::fromStdString(aside.path));
    loaded.canSave = aside.ok();
    return loaded;
}

QString PracticeStore::save(const PracticeData& data) const {
    QDir().mkpath(QFileInfo(path_).absolutePath());
    return writeFileAtomically(path_, QByteArray::fromStdString(PracticeFile::format(data)));
}

}  // namespace verso::session
