// SPDX-License-Identifier: GPL-3.0-or-later
// The library of kept games on disk: each game kept adds one, the same game is not added twice, a
// resumed game played on takes the place of its earlier entry, and an unreadable file is set
// aside under a free name (never written over) with a new file started; read() tells an empty
// library from a file that is not one.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

#include "core/Notation.h"
#include "session/storage/GameFiles.h"
#include "session/storage/KeptGames.h"

using namespace verso;
using verso::session::KeptGames;

namespace {

GameDocument game(const char* moves) { return GameDocument{*parseTranscript(moves), {}}; }

std::vector<GameDocument> load(const KeptGames& kept) {
    const auto read = kept.load();
    return read.ok() ? read.parse.games : std::vector<GameDocument>{};
}

}  // namespace

class TestKeptGames : public QObject {
    Q_OBJECT

private slots:
    void eachGameAddsOneAndTheSameGameIsNotAddedTwice() {
        QTemporaryDir dir;
        const KeptGames kept(dir.filePath("sub/games.ggf"));
        QVERIFY(kept.keep(game("f5")).isEmpty());
        QVERIFY(kept.keep(game("f5d6")).isEmpty());  // a different game, though it starts the same
        QCOMPARE(load(kept).size(), std::size_t{2});
        QVERIFY(kept.keep(game("f5d6")).isEmpty());
        QCOMPARE(load(kept).size(), std::size_t{2});
    }

    void aResumedGamePlayedOnReplacesItsEntry() {
        QTemporaryDir dir;
        const KeptGames kept(dir.filePath("games.ggf"));
        QVERIFY(kept.keep(game("c4")).isEmpty());
        const GameDocument atClose = game("f5d6c3");
        QVERIFY(kept.keep(atClose).isEmpty());
        QVERIFY(kept.keep(game("f5d6c3d3c4"), nullptr, &atClose.record).isEmpty());
        const auto games = load(kept);
        QCOMPARE(games.size(), std::size_t{2});
        QCOMPARE(games.back().record.length(), 5);
        QCOMPARE(games.front().record.length(), 1);
    }

    // More kept games than a game file may hold (kMaxGamesInText): the next game is added at the
    // end, nothing is set aside, and read() hands every game over in batches.
    void moreGamesThanAGameFileHoldsAreKeptAndRead() {
        QTemporaryDir dir;
        const KeptGames kept(dir.filePath("games.ggf"));
        QVERIFY(kept.keep(game("f5d6c3d3c4")).isEmpty());
        const QByteArray line = [&] {
            QFile file(kept.path());
            return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        }();
        const int many = kMaxGamesInText + 2;
        {
            QFile file(kept.path());
            QVERIFY(file.open(QIODevice::WriteOnly));
            QByteArray all;
            for (int i = 0; i < many; ++i) all += line;
            QCOMPARE(file.write(all), all.size());
        }
        const qint64 before = QFileInfo(kept.path()).size();
        QVERIFY(kept.keep(game("e6f4")).isEmpty());
        QVERIFY(!QFile::exists(kept.path() + ".unreadable"));
        const QByteArray added = session::gameBytes(game("e6f4"), GameTextFormat::Ggf);
        QCOMPARE(QFileInfo(kept.path()).size(), before + added.size());
        int games = 0, batches = 0;
        std::string last;
        const KeptGames::Reading read = kept.read([&](std::vector<GameDocument>& batch) {
            games += static_cast<int>(batch.size());
            ++batches;
            last = formatTranscript(batch.back().record);
            return true;
        });
        QVERIFY(read.ioError.isEmpty() && !read.parseError && read.skippedLines == 0);
        QCOMPARE(read.games, many + 1);
        QCOMPARE(games, many + 1);
        QVERIFY(batches > 1);
        QCOMPARE(last, std::string("e6f4"));
    }

    // A line that is not a game among kept games is skipped (and counted) by read(); keeping
    // another game leaves the file as it was and adds to it.
    void aDamagedLineIsSkippedAndTheRestKept() {
        QTemporaryDir dir;
        const KeptGames kept(dir.filePath("games.ggf"));
        QVERIFY(kept.keep(game("f5")).isEmpty());
        {
            QFile file(kept.path());
            QVERIFY(file.open(QIODevice::Append));
            file.write("(;GM[Othello]garbage\n");
        }
        QVERIFY(kept.keep(game("f5d6")).isEmpty());
        QVERIFY(!QFile::exists(kept.path() + ".unreadable"));
        std::vector<std::string> moves;
        const KeptGames::Reading read = kept.read([&](std::vector<GameDocument>& batch) {
            for (const GameDocument& d : batch) moves.push_back(formatTranscript(d.record));
            return true;
        });
        QCOMPARE(read.skippedLines, 1);
        QCOMPARE(moves, (std::vector<std::string>{"f5", "f5d6"}));
        QVERIFY(!read.unreadable());
    }

    // What read() calls unreadable: a file there that gives no games because it is not a game
    // file or the system refuses it; an empty file is an empty library.
    void onlyAFileWithoutGamesIsUnreadable() {
        QTemporaryDir dir;
        const auto reading = [](const QString& path) {
            return KeptGames(path).read([](std::vector<GameDocument>&) { return true; });
        };
        for (const auto& [name, bytes] : {std::pair{QString("empty.ggf"), QByteArray()},
                                          {QString("garbage.ggf"), QByteArray("garbage (;\n")}}) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        }
        QVERIFY(!reading(dir.filePath("empty.ggf")).unreadable());
        QVERIFY(reading(dir.filePath("garbage.ggf")).unreadable());
        QVERIFY(QDir(dir.path()).mkdir("folder.ggf"));
        QVERIFY(reading(dir.filePath("folder.ggf")).unreadable());
    }

    void anUnreadableFileIsSetAsideUnderAFreeName() {
        QTemporaryDir dir;
        const QString path = dir.filePath("games.ggf");
        for (const auto& [name, bytes] : {std::pair{path, QByteArray("garbage (;")},
                                          {path + ".unreadable", QByteArray("older")}}) {
            QFile f(name);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        }
        const KeptGames kept(path);
        QString aside;
        QVERIFY(kept.keep(game("f5"), &aside).isEmpty());
        QCOMPARE(aside, path + ".unreadable-2");
        QFile setAside(aside), older(path + ".unreadable");
        QVERIFY(setAside.open(QIODevice::ReadOnly) && older.open(QIODevice::ReadOnly));
        QCOMPARE(setAside.readAll(), QByteArray("garbage (;"));
        QCOMPARE(older.readAll(), QByteArray("older"));
        QCOMPARE(load(kept).size(), std::size_t{1});
    }
};

QTEST_GUILESS_MAIN(TestKeptGames)
#include "test_keptgames.moc"
