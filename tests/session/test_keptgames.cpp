// SPDX-License-Identifier: GPL-3.0-or-later
// The library of kept games on disk: each game kept adds one, the same game is not added twice, a
// resumed game played on takes the place of its earlier entry, and an unreadable file is set
// aside under a free name (never written over) with a new file started.
#include <QFile>
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
