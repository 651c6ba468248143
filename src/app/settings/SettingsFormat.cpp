// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/settings/SettingsFormat.h"

#include <QDataStream>
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

// Values held as a QDataStream: "@Variant(...)" (the engine list) and "@DateTime(...)" in the INI
// text. Qt 6.4 reads such a stream trusting the counts it claims, so for a damaged file's "list
// of a billion entries" gigabytes are reserved before the data is found missing. QSettings'
// INI reader is therefore given those values hidden (a control byte after the '@': QSettings
// writes every control character escaped), and each is checked here before Qt reads it: only the
// types a setting of Verso's can hold, every size within the bytes that are there. A value that
// fails is left out, as any damaged value is (the setting falls back to its default; from a list,
// only that entry goes).
constexpr QLatin1StringView kStreamPrefixes[] = {QLatin1StringView("Variant("),
                                                 QLatin1StringView("DateTime(")};
constexpr char kHidden = '\x01';

QByteArray hideStreams(const QByteArray& text) {
    QByteArray hidden;
    hidden.reserve(text.size() + 64);
    for (qsizetype i = 0; i < text.size(); ++i) {
        hidden += text[i];
        // "@@" is an escaped '@': the text after it is a string.
        if (text[i] != '@' || (i > 0 && text[i - 1] == '@')) continue;
        const QByteArrayView rest = QByteArrayView(text).sliced(i + 1);
        for (QLatin1StringView prefix : kStreamPrefixes) {
            if (rest.startsWith(QByteArrayView(prefix.data(), prefix.size()))) hidden += kHidden;
        }
    }
    return hidden;
}

QString hiddenPrefix(QLatin1StringView prefix) {
    return QStringLiteral("@") + QLatin1Char(kHidden) + prefix;
}

// Text (a key, a string) with what hideStreams added taken out again.
QString shownText(QString text) {
    for (QLatin1StringView prefix : kStreamPrefixes)
        text.replace(hiddenPrefix(prefix), QStringLiteral("@") + prefix);
    return text;
}

// Whether "bytes" hold one QVariant as QDataStream version 4.0 writes it, of the types Verso
// keeps (numbers, text, bytes, and lists and maps of them), every size within the bytes.
class StreamCheck {
public:
    explicit StreamCheck(QByteArrayView bytes) : bytes_(bytes) {}
    bool variant(int depth = 0) {
        constexpr int kMaxDepth = 8;
        const std::optional<quint32> type = number();
        if (!type || depth > kMaxDepth) return false;
        switch (*type) {
            case QMetaType::Bool: return skip(1);
            case QMetaType::Int:
            case QMetaType::UInt: return skip(4);
            case QMetaType::LongLong:
            case QMetaType::ULongLong:
            case QMetaType::Double: return skip(8);
            case QMetaType::QString: return sized(true);
            case QMetaType::QByteArray: return sized(false);
            case QMetaType::QStringList: return entries([this] { return sized(true); });
            case QMetaType::QVariantList:
                return entries([this, depth] { return variant(depth + 1); });
            case QMetaType::QVariantMap:
                return entries([this, depth] { return sized(true) && variant(depth + 1); });
            default: return false;
        }
    }

private:
    qsizetype left() const { return bytes_.size() - at_; }
    bool skip(qsizetype count) {
        if (count > left()) return false;
        at_ += count;
        return true;
    }
    std::optional<quint32> number() {
        if (left() < 4) return std::nullopt;
        quint32 value = 0;
        for (int i = 0; i < 4; ++i) value = value << 8 | static_cast<quint8>(bytes_[at_ + i]);
        at_ += 4;
        return value;
    }
    // A string (UTF-16, an even count of bytes) or bytes: a count, or all ones for null.
    bool sized(bool utf16) {
        const std::optional<quint32> count = number();
        if (!count) return false;
        if (*count == 0xffffffffU) return true;
        return !(utf16 && (*count & 1)) && skip(*count);
    }
    // A count, then that many entries; each takes 4 bytes or more.
    template <typename Entry>
    bool entries(Entry entry) {
        const std::optional<quint32> count = number();
        if (!count || *count > left() / 4) return false;
        for (quint32 i = 0; i < *count; ++i) {
            if (!entry()) return false;
        }
        return true;
    }

    QByteArrayView bytes_;
    qsizetype at_ = 0;
};

// Undoes hideStreams on one string QSettings read: a hidden stream, whole, is checked and read,
// anything else gets its text back. Null for a stream that fails the check (or a date and time,
// which no setting of Verso's holds).
std::optional<QVariant> revealString(const QString& text) {
    const QString variant = hiddenPrefix(kStreamPrefixes[0]);
    if (text.startsWith(variant) && text.endsWith(QLatin1Char(')'))) {
        // As QSettings reads it: the stream runs to the end, the closing parenthesis included.
        const QByteArray bytes = QStringView(text).sliced(variant.size()).toLatin1();
        if (!StreamCheck(bytes).variant()) return std::nullopt;
        QDataStream stream(bytes);
        stream.setVersion(QDataStream::Qt_4_0);
        QVariant value;
        stream >> value;
        if (stream.status() != QDataStream::Ok) return std::nullopt;
        return value;
    }
    const QString dateTime = hiddenPrefix(kStreamPrefixes[1]);
    if (text.startsWith(dateTime) && text.endsWith(QLatin1Char(')'))) return std::nullopt;
    return shownText(text);
}

// One value as QSettings read it: a string, or bytes ("@ByteArray(...)", whose text was hidden
// too where it holds a stream's prefix).
std::optional<QVariant> revealEntry(const QVariant& value) {
    if (value.typeId() == QMetaType::QString) return revealString(value.toString());
    if (value.typeId() != QMetaType::QByteArray) return value;
    // Latin-1 maps every byte to one character and back, so the bytes come back as they were.
    return shownText(QString::fromLatin1(value.toByteArray())).toLatin1();
}

// A value as QSettings read it, or a list of the values between commas (of strings when none
// starts with '@'), from which a damaged stream is left out and the other entries (recent files,
// engines) are kept.
std::optional<QVariant> reveal(const QVariant& value) {
    if (value.typeId() == QMetaType::QStringList) {
        QStringList list = value.toStringList();
        for (QString& entry : list) entry = shownText(entry);
        return list;
    }
    if (value.typeId() != QMetaType::QVariantList) return revealEntry(value);
    QVariantList list;
    for (const QVariant& entry : value.toList()) {
        const std::optional<QVariant> shown = revealEntry(entry);
        if (shown) list.append(*shown);
    }
    return list;
}

bool readSettings(QIODevice& device, QSettings::SettingsMap& map) {
    const QByteArray bytes = hideStreams(device.readAll());
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
    for (const QString& key : ini.allKeys()) {
        const std::optional<QVariant> value = reveal(ini.value(key));
        if (value) map.insert(shownText(key), *value);
    }
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
