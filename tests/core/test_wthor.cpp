// SPDX-License-Identifier: GPL-3.0-or-later
// WTHOR files (core/Wthor.h) and loading a WTHOR folder into the game library: round trips,
// Latin-1 names, corrupt and short files with clear errors, the training fixture, missing name
// tables, and all of ../shared/data/wthor when it is there.
#include <QTest>

#include <fstream>
#include <iterator>

#include "LibraryFixture.h"
#include "core/GameLibrary.h"

using namespace verso;

namespace {

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

std::string sharedWthor() {
    const QByteArray overridden = qgetenv("VERSO_SHARED_DATA_DIR");
    return (overridden.isEmpty() ? std::string(VERSO_SHARED_DATA_DIR) : overridden.toStdString()) +
           "/wthor";
}

bool contains(const std::string& text, const char* part) {
    return text.find(part) != std::string::npos;
}

}  // namespace

class TestWthor : public QObject {
    Q_OBJECT
private slots:
    void gamesReadBackAsWritten() {
        const test::LibraryFixture fixture;
        const auto file = parseWthorGames(formatWthorGames(fixture.year1998));
        QVERIFY2(file.ok(), file.ok() ? "" : file.message().c_str());
        QCOMPARE(file->year, 1998);
        QCOMPARE(file->theoreticalDepth, 22);
        QVERIFY(file->games == fixture.year1998.games);
    }

    void namesAreLatin1AndNulPadded() {
        std::string bytes =
            formatWthorNames({"Tastet Marc", "L\xc3\xa9vy", ""}, kWthorPlayerRecordBytes);
        QCOMPARE(bytes.size(), kWthorHeaderBytes + 3 * kWthorPlayerRecordBytes);
        QCOMPARE(static_cast<unsigned char>(bytes[kWthorHeaderBytes + 20 + 1]),
                 0xe9u);  // é in Latin-1
        const auto names = parseWthorNames(bytes, kWthorPlayerRecordBytes);
        QVERIFY(names.ok());
        QCOMPARE(names.value(), (std::vector<std::string>{"Tastet Marc", "L\xc3\xa9vy", ""}));
        // A name filling its whole record has no NUL; trailing spaces go.
        bytes = formatWthorNames({std::string(20, 'x'), "Rose  "}, kWthorPlayerRecordBytes);
        QCOMPARE(parseWthorNames(bytes, kWthorPlayerRecordBytes).value(),
                 (std::vector<std::string>{std::string(20, 'x'), "Rose"}));
    }

    void squaresAndBytes() {
        QCOMPARE(wthorSquare(11), std::optional<int>(0));   // a1
        QCOMPARE(wthorSquare(88), std::optional<int>(63));  // h8
        QCOMPARE(wthorSquare(56), parseSquare("f5"));
        for (int byte : {0, 9, 10, 19, 20, 89, 90, 255})
            QVERIFY(!wthorSquare(static_cast<std::uint8_t>(byte)));
        for (int square = 0; square < 64; ++square)
            QCOMPARE(wthorSquare(wthorByte(square)), std::optional<int>(square));
    }

    void corruptBytesSayWhy() {
        const auto empty = parseWthorGames("");
        QVERIFY(!empty.ok());
        QVERIFY(contains(empty.message(), "too short"));
        QVERIFY(!parseWthorGames(std::string(15, '\0')).ok());

        const test::LibraryFixture fixture;
        std::string bytes = formatWthorGames(fixture.year1998);
        const auto cut = parseWthorGames(std::string_view(bytes).substr(0, bytes.size() - 30));
        QVERIFY(!cut.ok());
        QVERIFY2(contains(cut.message(), "cut short") &&
                     contains(cut.message(), "announces 6 games, it holds 5"),
                 cut.message().c_str());
        QCOMPARE(cut.error().offset, kWthorHeaderBytes + 5 * kWthorGameBytes);

        bytes[12] = 10;
        const auto board10 = parseWthorGames(bytes);
        QVERIFY(!board10.ok());
        QVERIFY(contains(board10.message(), "10x10"));

        QVERIFY(!parseWthorNames("short", 20).ok());
        QVERIFY(!parseWthorNames(formatWthorNames({"a"}, 20), 0).ok());
        const std::string names = formatWthorNames({"a", "b", "c"}, 26);
        const auto cutNames =
            parseWthorNames(std::string_view(names).substr(0, names.size() - 1), 26);
        QVERIFY(!cutNames.ok());
        QVERIFY(contains(cutNames.message(), "announces 3 names, it holds 2"));
    }

    void readsTheTrainingFixture() {
        const auto file =
            parseWthorGames(readFile(std::string(VERSO_TEST_DATA_DIR) + "/train-games.wtb"));
        QVERIFY(file.ok());
        QCOMPARE(file->year, 2015);
        QCOMPARE(file->theoreticalDepth, 24);
        QCOMPARE(file->games.size(), std::size_t{4});
        GameLibrary library;
        const int source = library.addSource("WTHOR 2015");
        QCOMPARE(library.addWthor(source, file.value(), {}, {}) + library.skipped(), 4);
        QVERIFY(library.size() >= 3);
        std::string unnamed = std::to_string(file->games[0].black);
        unnamed.insert(0, 1, '#');
        QCOMPARE(library.black(0), std::string_view(unnamed));
        QCOMPARE(library.date(0), std::string_view("2015"));
        QCOMPARE(library.source(0), std::string_view("WTHOR 2015"));
    }

    void loadsAFolder() {
        const test::LibraryFixture fixture;
        const auto folder = test::freshFolder("verso-wthor-folder");
        fixture.writeFolder(folder);
        test::LibraryFixture::write(folder / "WTH_2000.wtb", "not WTHOR");
        test::LibraryFixture::write(folder / "notes.txt", "ignored");
        GameLibrary library;
        std::string error;
        QCOMPARE(addWthorFolder(library, folder.string(), error), 6);  // 7 games, one illegal
        QCOMPARE(library.skipped(), 1);
        QVERIFY2(contains(error, "WTH_2000.wtb") && contains(error, "too short"), error.c_str());
        QCOMPARE(library.sourceCount(), 2);
        QCOMPARE(library.source(0), std::string_view("WTHOR 1998"));
        QCOMPARE(library.source(5), std::string_view("WTHOR 1999"));
        QCOMPARE(library.black(0), std::string_view("Tastet Marc"));
        QCOMPARE(library.white(1), std::string_view("L\xc3\xa9vy \xc3\x89mile"));
        QCOMPARE(library.event(2), std::string_view("Cambridge International"));
        QCOMPARE(library.black(4), std::string_view("#99"));
        QCOMPARE(library.event(4), std::string_view("#7"));
        std::filesystem::remove_all(folder);
    }

    void missingNameTablesGiveNumbers() {
        const test::LibraryFixture fixture;
        const auto folder = test::freshFolder("verso-wthor-nonames");
        fixture.writeFolder(folder, false);
        GameLibrary library;
        std::string error;
        QCOMPARE(addWthorFolder(library, folder.string(), error), 6);
        QVERIFY(contains(error, "WTHOR.JOU") && contains(error, "WTHOR.TRN"));
        QCOMPARE(library.black(0), std::string_view("#0"));
        QCOMPARE(library.white(0), std::string_view("#1"));
        QCOMPARE(library.event(2), std::string_view("#1"));
        std::filesystem::remove_all(folder);
    }

    void aMissingFolderSaysSo() {
        GameLibrary library;
        std::string error;
        QCOMPARE(addWthorFolder(library, "/nonexistent/verso/wthor", error), 0);
        QVERIFY(contains(error, "/nonexistent/verso/wthor"));
        const auto empty = test::freshFolder("verso-wthor-empty");
        QCOMPARE(addWthorFolder(library, empty.string(), error), 0);
        QVERIFY(contains(error, "no WTHOR game files"));
        std::filesystem::remove_all(empty);
    }

    void loadsTheSharedDatabase() {
        const std::string folder = sharedWthor();
        if (!std::filesystem::exists(folder))
            QSKIP("the shared WTHOR data (../shared/data/wthor) is absent");
        GameLibrary library;
        std::string error;
        const int added = addWthorFolder(library, folder, error);
        QVERIFY2(error.empty(), error.c_str());
        QCOMPARE(added + library.skipped(), 105386);
        QVERIFY(library.skipped() < 100);
        QCOMPARE(library.sourceCount(), 35);
        QCOMPARE(library.year(0), 1977);
        LibraryFilter byName;
        byName.player = "tastet";
        const std::vector<int> tastet = library.filter(byName);
        QVERIFY(tastet.size() > 100);
        for (int i : tastet)
            QVERIFY(library.black(i).find("Tastet") != std::string_view::npos ||
                    library.white(i).find("Tastet") != std::string_view::npos);
    }
};

QTEST_APPLESS_MAIN(TestWthor)
#include "test_wthor.moc"
