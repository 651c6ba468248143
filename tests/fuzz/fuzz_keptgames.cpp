// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for the kept games (session/storage/KeptGames): the input is whatever games.ggf
// holds (a library, a damaged one, a file of another kind), and a game is kept in it.
// Checks: keeping succeeds; what was there is never lost: the file still starts with the input
// (the game added after it, or not added when it is the last game already), or the input was
// nothing but white space, or it was set aside whole as games.ggf.unreadable and a new file holds
// the game; and reading the kept games afterwards ends with that game.
#include <cstdint>

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include "FuzzCheck.h"
#include "core/Notation.h"
#include "session/storage/GameFiles.h"
#include "session/storage/KeptGames.h"

using namespace verso;

namespace {

constexpr const char* kTarget = "fuzz_keptgames";

QByteArray contents(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static QTemporaryDir dir(QDir(QStringLiteral("/dev/shm")).exists()
                                 ? QStringLiteral("/dev/shm/verso-fuzz-kept-XXXXXX")
                                 : QDir::tempPath() + QStringLiteral("/verso-fuzz-kept-XXXXXX"));
    if (!dir.isValid()) fuzz::fail(kTarget, "no temporary folder");
    const std::string_view input = fuzz::asText(data, size);
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const QString path = dir.filePath(QStringLiteral("games.ggf"));
    const QString aside = path + QStringLiteral(".unreadable");
    QFile::remove(aside);
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
            file.write(bytes) != bytes.size())
            fuzz::fail(kTarget, "cannot write the input");
    }
    // The game kept: one of three, chosen by the input's length.
    static const char* const kGames[] = {"f5d6c3d3c4f4f6f3e6e7", "f5", "e6f4c3c4d3"};
    const GameDocument game{*parseTranscript(kGames[size % 3]), {}};
    const QByteArray line = session::gameBytes(game, GameTextFormat::Ggf);

    const session::KeptGames kept(path);
    QString setAside;
    if (const QString error = kept.keep(game, &setAside); !error.isEmpty())
        fuzz::fail(kTarget, ("keeping failed: " + error.toStdString()).c_str(), input);
    const QByteArray after = contents(path);
    if (!setAside.isEmpty()) {
        if (setAside != aside || contents(aside) != bytes || after != line)
            fuzz::fail(kTarget, "a file set aside is not the input, or the new file not the game",
                       input);
    } else if (bytes.trimmed().isEmpty()) {
        if (after != line) fuzz::fail(kTarget, "a blank file does not become the game", input);
    } else if (!after.startsWith(bytes)) {
        fuzz::fail(kTarget, "the kept games lost what they held", input);
    } else if (after != bytes && after != bytes + line && after != bytes + '\n' + line) {
        fuzz::fail(kTarget, "something other than the game was added", input);
    }

    std::optional<GameRecord> last;
    const session::KeptGames::Reading read = kept.read([&](std::vector<GameDocument>& games) {
        last = games.back().record;
        return true;
    });
    if (!read.ioError.isEmpty() || read.parseError || !last)
        fuzz::fail(kTarget, "the kept games cannot be read after keeping a game", input);
    if (last->start() != game.record.start() || last->moves() != game.record.moves())
        fuzz::fail(kTarget, "the last game read is not the game kept", input);
    return 0;
}
