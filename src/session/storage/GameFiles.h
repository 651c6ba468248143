// SPDX-License-Identifier: GPL-3.0-or-later
// Game files on disk: reading one (every game it holds, or where and why it cannot be read),
// and the bytes each format saves (session/storage/AtomicWrite.h writes them).
#pragma once

#include <QByteArray>
#include <QString>

#include "core/GameDocument.h"
#include "core/GameText.h"

namespace verso::session {

// What reading a file found: its games, or the parse error, or a file that could not be read at
// all (ioError, the system's words, e.g. "No such file or directory").
struct GameFileRead {
    GameTextParse parse;
    QString ioError;
    bool ok() const { return ioError.isEmpty() && parse.ok(); }
};

// Files larger than this are refused unread (no game file comes near it).
inline constexpr qint64 kMaxGameFileBytes = 64 * 1024 * 1024;

GameFileRead readGameFile(const QString& path);

// The format a file name asks for: .txt a transcript, .obf a board string, anything else GGF.
GameTextFormat formatForPath(const QString& path);
// Why "document" cannot be written as "format", or empty: a transcript cannot keep a start
// position other than the usual one.
enum class SaveProblem { None, TranscriptNeedsInitialStart };
SaveProblem saveProblem(const GameDocument& document, GameTextFormat format);
// The bytes of "document" in "format": one GGF line, one transcript line (the whole record), or
// the board string of the position shown.
QByteArray gameBytes(const GameDocument& document, GameTextFormat format);

}  // namespace verso::session
