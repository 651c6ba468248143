// SPDX-License-Identifier: GPL-3.0-or-later
// One data folder for the window and verso-engine ($XDG_DATA_HOME/verso), and the first start
// after the window's former folder ($XDG_DATA_HOME/Verso/Verso): every file there (the
// unfinished game, the kept games, files set aside) moves over byte for byte, a name already
// taken in the new folder is kept under a free name instead of being overwritten, and the former
// folders go once empty. A second start finds nothing to do.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "nboard/LearnedBook.h"
#include "session/storage/AutosaveStore.h"
#include "session/storage/DataFolder.h"
#include "session/storage/KeptGames.h"

using namespace verso;

namespace {

void writeFile(const QString& path, const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

QByteArray readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

class TestDataFolder : public QObject {
    Q_OBJECT

private slots:
    void theWindowAndTheEngineShareOneFolder() {
        QTemporaryDir home;
        const QByteArray saved = qgetenv("XDG_DATA_HOME");
        qputenv("XDG_DATA_HOME", home.path().toLocal8Bit());
        QCOMPARE(session::dataFolder(), home.filePath(QStringLiteral("verso")));
        QCOMPARE(session::legacyDataFolder(), home.filePath(QStringLiteral("Verso/Verso")));
        QCOMPARE(QFileInfo(session::AutosaveStore::defaultPath()).absolutePath(),
                 session::dataFolder());
        QCOMPARE(QFileInfo(session::KeptGames::defaultPath()).absolutePath(),
                 session::dataFolder());
        const QString book = QString::fromStdString(nboard::defaultBookPath());
        QCOMPARE(QFileInfo(book).absolutePath(), session::dataFolder());
        qputenv("XDG_DATA_HOME", saved);
    }

    void theFormerFolderMovesOverWithoutLosingOrOverwritingAFile() {
        QTemporaryDir home;
        const QString from = home.filePath(QStringLiteral("Verso/Verso"));
        const QString to = home.filePath(QStringLiteral("verso"));
        const QByteArray unfinished =
            "Verso saved game, version 1\nstart ... X\nmoves f5d6c3\nply 3\n";
        const QByteArray kept =
            "(;GM[Othello]PC[Verso]BO[8 "
            "---------------------------O*------*O--------------------------- *]B[f5];)\n";
        const QByteArray setAside = "garbage that could not be read\n";
        const QByteArray engineGames = "(;GM[Othello]PC[other]B[d3];)\n";
        const QByteArray learned = "verso learned book 1\n";
        writeFile(from + QStringLiteral("/unfinished-game.txt"), unfinished);
        writeFile(from + QStringLiteral("/games.ggf"), kept);
        writeFile(from + QStringLiteral("/games.ggf.unreadable"), setAside);
        writeFile(to + QStringLiteral("/games.ggf"), engineGames);  // the name is taken
        writeFile(to + QStringLiteral("/learned-book.txt"), learned);

        const session::DataFolderMove move = session::moveLegacyData(from, to);
        QVERIFY(!move.nothingToDo);
        QVERIFY2(move.failed.isEmpty(), qPrintable(move.failed.join(QLatin1Char('\n'))));
        QCOMPARE(move.moved, QStringList({QStringLiteral("games.ggf.unreadable"),
                                          QStringLiteral("unfinished-game.txt")}));
        QCOMPARE(move.renamed, QStringList({QStringLiteral("games.ggf.from-Verso")}));

        QCOMPARE(readFile(to + QStringLiteral("/unfinished-game.txt")), unfinished);
        QCOMPARE(readFile(to + QStringLiteral("/games.ggf.unreadable")), setAside);
        QCOMPARE(readFile(to + QStringLiteral("/games.ggf.from-Verso")), kept);
        QCOMPARE(readFile(to + QStringLiteral("/games.ggf")), engineGames);  // not overwritten
        QCOMPARE(readFile(to + QStringLiteral("/learned-book.txt")), learned);
        QVERIFY(!QDir(from).exists());
        QVERIFY(!QDir(home.filePath(QStringLiteral("Verso"))).exists());

        // Another start: nothing left to move, nothing touched.
        const session::DataFolderMove again = session::moveLegacyData(from, to);
        QVERIFY(again.nothingToDo);
        QCOMPARE(QDir(to).entryList(QDir::Files).size(), 5);
    }

    void aSecondTakenNameGetsTheNextFreeOne() {
        QTemporaryDir home;
        const QString from = home.filePath(QStringLiteral("Verso/Verso"));
        const QString to = home.filePath(QStringLiteral("verso"));
        writeFile(from + QStringLiteral("/games.ggf"), "old\n");
        writeFile(to + QStringLiteral("/games.ggf"), "new\n");
        writeFile(to + QStringLiteral("/games.ggf.from-Verso"), "moved before\n");
        const session::DataFolderMove move = session::moveLegacyData(from, to);
        QCOMPARE(move.renamed, QStringList({QStringLiteral("games.ggf.from-Verso-2")}));
        QCOMPARE(readFile(to + QStringLiteral("/games.ggf.from-Verso-2")), QByteArray("old\n"));
        QCOMPARE(readFile(to + QStringLiteral("/games.ggf.from-Verso")),
                 QByteArray("moved before\n"));
        QCOMPARE(readFile(to + QStringLiteral("/games.ggf")), QByteArray("new\n"));
    }

    void aFolderThatCannotBeMadeLeavesEverythingWhereItWas() {
        QTemporaryDir home;
        const QString from = home.filePath(QStringLiteral("Verso/Verso"));
        writeFile(from + QStringLiteral("/games.ggf"), "kept\n");
        writeFile(home.filePath(QStringLiteral("blocker")), "a file where the folder should go\n");
        const session::DataFolderMove move =
            session::moveLegacyData(from, home.filePath(QStringLiteral("blocker/verso")));
        QCOMPARE(move.failed.size(), 1);
        QCOMPARE(readFile(from + QStringLiteral("/games.ggf")), QByteArray("kept\n"));
    }
};

QTEST_GUILESS_MAIN(TestDataFolder)
#include "test_datafolder.moc"
