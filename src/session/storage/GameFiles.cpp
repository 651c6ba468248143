// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/storage/GameFiles.h"

#include <QDir>

#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <algorithm>

#include "core/Notation.h"
#include "core/SetAside.h"
#include "session/storage/RegularFile.h"

namespace verso::session {

GameFileRead readGameFile(const QString& path) {
    GameFileRead read;
    QFile file(path);
    if (isNotRegularFile(path)) {
        read.ioError = notRegularFileReason();
        return read;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        read.ioError = file.errorString();
        return read;
    }
    if (file.size() > kMaxGameFileBytes) {
        GameTextError tooLarge;
        tooLarge.kind = GameTextError::Kind::TooLarge;
        tooLarge.detail = "the file is larger than any game file";
        read.parse.error = tooLarge;
        return read;
    }
    const QByteArray bytes = file.readAll();
    read.parse =
        parseGameText(std::string_view(bytes.constData(), static_cast<size_t>(bytes.size())));
    return read;
}

GameTextFormat formatForPath(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("txt")) return GameTextFormat::Transcript;
    if (suffix == QLatin1String("obf")) return GameTextFormat::Board;
    return GameTextFormat::Ggf;
}

SaveProblem saveProblem(const GameDocument& document, GameTextFormat format) {
    if (format == GameTextFormat::Transcript && document.record.start() != Position::initial())
        return SaveProblem::TranscriptNeedsInitialStart;
    return SaveProblem::None;
}

QByteArray gameBytes(const GameDocument& document, GameTextFormat format) {
    std::string text;
    switch (format) {
        case GameTextFormat::Ggf: text = formatGgfDocument(document); break;
        case GameTextFormat::Transcript: text = formatTranscript(document.record); break;
        case GameTextFormat::Board: text = formatBoard(document.record.current()); break;
    }
    if (text.empty() || text.back() != '\n') text += '\n';
    return QByteArray::fromStdString(text);
}

}  // namespace verso::session
