// SPDX-License-Identifier: GPL-3.0-or-later
// The game library (core/GameLibrary.h): what the table shows for WTHOR and GGF games, the
// documents it opens, and the filters by player, year, result and position (mirror images and
// positions after a pass included).
#include <QTest>

#include <fstream>
#include <iterator>

#include "LibraryFixture.h"
#include "core/GameLibrary.h"
#include "core/GameText.h"

using namespace verso;
using Result = LibraryFilter::Result;

namespace {

// Library order of the fixture: 1998 tiger, tiger mirrored, with a pass, unfinished, (illegal,
// skipped), tiger with unknown names; 1999 the draw.
enum { kTiger, kMirrored, kWithPass, kUnfinished, kUnknownNames, kDraw };

struct Loaded {
    test::LibraryFixture fixture;
    GameLibrary library;
    Loaded() {
        library.addWthor(library.addSource("WTHOR 1998"), fixture.year1998, fixture.players,
                         fixture.tournaments);
        library.addWthor(library.addSource("WTHOR 1999"), fixture.year1999, fixture.players,
                         fixture.tournaments);
    }
    std::vector<int> filter(const LibraryFilter& f) const { return library.filter(f); }
};

LibraryFilter byPlayer(std::string player) {
    LibraryFilter f;
    f.player = std::move(player);
    return f;
}

LibraryFilter byPosition(const Position& position) {
    LibraryFilter f;
    f.through = position;
    return f;
}

Position transformed(const Position& p, int s) {
    return Position::fromColors(applySymmetry(p.black(), s), applySymmetry(p.white(), s),
                                p.sideToMove());
}

std::vector<GameDocument> documentsOf(const std::string& fixture) {
    std::ifstream in(std::string(VERSO_TEST_DATA_DIR) + "/games/" + fixture, std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    return parseGameText(text).games;
}

using Indices = std::vector<int>;

}  // namespace

class TestGameLibrary : public QObject {
    Q_OBJECT
private slots:
    void listsWthorGames() {
        const Loaded loaded;
        const GameLibrary& library = loaded.library;
        QCOMPARE(library.size(), 6);
        QCOMPARE(library.skipped(), 1);
        QCOMPARE(library.black(kTiger), std::string_view("Tastet Marc"));
        QCOMPARE(library.white(kTiger), std::string_view("Penloup Dominique"));
        QCOMPARE(library.event(kTiger), std::string_view("Paris Open"));
        QCOMPARE(library.source(kTiger), std::string_view("WTHOR 1998"));
        QCOMPARE(library.source(kDraw), std::string_view("WTHOR 1999"));
        QCOMPARE(library.year(kDraw), 1999);
        QCOMPARE(library.date(kTiger), std::string_view("1998"));
        const Position end = loaded.fixture.tiger.current();
        QVERIFY(library.finished(kTiger));
        QCOMPARE(library.scoreForBlack(kTiger), end.finalScoreForBlack());
        QCOMPARE(library.scoreForBlack(kMirrored), end.finalScoreForBlack());
        QCOMPARE(library.scoreForBlack(kDraw), 0);
        QVERIFY(!library.finished(kUnfinished));
        QCOMPARE(library.moveCount(kUnfinished), 20);
        const Position middle = loaded.fixture.unfinished.current();
        QCOMPARE(library.scoreForBlack(kUnfinished),
                 middle.discCount(Color::Black) - middle.discCount(Color::White));
        QCOMPARE(library.theoreticalScoreForBlack(kTiger),
                 std::optional<int>(2 * end.discCount(Color::Black) - 64));
        QVERIFY(library.memoryBytes() > 6 * 60);
    }

    void opensGamesWithTheirPasses() {
        const Loaded loaded;
        const GameRecord& original = loaded.fixture.withPass;
        QCOMPARE(loaded.library.moves(kWithPass), original.moves());
        int placing = 0;
        for (const Move move : original.moves()) placing += move.isPass() ? 0 : 1;
        QCOMPARE(loaded.library.moveCount(kWithPass), placing);
        const GameDocument document = loaded.library.document(kWithPass);
        QCOMPARE(document.record.moves(), original.moves());
        QCOMPARE(document.record.ply(), original.length());
        QCOMPARE(document.tags.black, std::string("L\xc3\xa9vy \xc3\x89mile"));
        QCOMPARE(document.tags.white, std::string("Tastet Marc"));
        QCOMPARE(document.tags.place, std::string("Cambridge International"));
        QCOMPARE(document.tags.date, std::string("1998"));
        QCOMPARE(document.tags.result, ggfResult(original));
        // The document reads back from its own GGF.
        const GameTextParse back = parseGameText(formatGgfDocument(document));
        QVERIFY(back.ok());
        QVERIFY(back.games.at(0) == document);
    }

    void filtersByPlayer() {
        const Loaded loaded;
        QCOMPARE(loaded.filter(byPlayer("tastet")),
                 (Indices{kTiger, kWithPass, kUnfinished, kUnknownNames}));
        QCOMPARE(loaded.filter(byPlayer("PENLOUP")), (Indices{kTiger, kMirrored, kDraw}));
        QCOMPARE(loaded.filter(byPlayer("L\xc3\x89VY")),
                 (Indices{kMirrored, kWithPass}));  // É folds to é
        QCOMPARE(loaded.filter(byPlayer("#99")), (Indices{kUnknownNames}));
        QCOMPARE(loaded.filter(byPlayer("nobody")), Indices{});
        QCOMPARE(loaded.filter(LibraryFilter{}).size(), std::size_t{6});
    }

    void filtersByYearAndResult() {
        const Loaded loaded;
        LibraryFilter f;
        f.yearFrom = 1999;
        QCOMPARE(loaded.filter(f), (Indices{kDraw}));
        f.yearFrom = 0, f.yearTo = 1998;
        QCOMPARE(loaded.filter(f).size(), std::size_t{5});
        f.yearFrom = 2000, f.yearTo = 2010;
        QCOMPARE(loaded.filter(f), Indices{});
        f = LibraryFilter{};
        f.result = Result::Draw;
        QCOMPARE(loaded.filter(f), (Indices{kDraw}));
        const bool blackWon = loaded.fixture.tiger.current().finalScoreForBlack() > 0;
        f.result = blackWon ? Result::BlackWins : Result::WhiteWins;
        const Indices winners = loaded.filter(f);
        QVERIFY(std::find(winners.begin(), winners.end(), kTiger) != winners.end());
        QVERIFY(std::find(winners.begin(), winners.end(), kUnfinished) ==
                winners.end());  // no result yet
        f.player = "Feldborg";
        QCOMPARE(loaded.filter(f), (Indices{}));
    }

    void filtersByPositionInAnyMirrorImage() {
        const Loaded loaded;
        const GameRecord& tiger = loaded.fixture.tiger;
        const Indices tigers{kTiger, kMirrored, kUnknownNames};
        for (int s = 0; s < 8; ++s) {
            QCOMPARE(loaded.filter(byPosition(transformed(tiger.positionAt(5), s))),
                     tigers);  // f5d6c3d3c4
            QCOMPARE(loaded.filter(byPosition(transformed(tiger.positionAt(30), s))), tigers);
        }
        QCOMPARE(loaded.filter(byPosition(Position::initial())).size(), std::size_t{6});
        // The same discs with the other side to move: no game.
        const Position p = tiger.positionAt(10);
        QCOMPARE(loaded.filter(byPosition(
                     Position::fromColors(p.black(), p.white(), opposite(p.sideToMove())))),
                 Indices{});
        // The final position, and an unfinished game's last one.
        QCOMPARE(loaded.filter(byPosition(tiger.current())), tigers);
        QCOMPARE(loaded.filter(byPosition(loaded.fixture.unfinished.current())),
                 (Indices{kUnfinished}));
        LibraryFilter f = byPosition(tiger.positionAt(12));
        f.player = "Levy";  // "Lévy" has an é: no match without it
        QCOMPARE(loaded.filter(f), Indices{});
        f.player = "Penloup";
        QCOMPARE(loaded.filter(f), (Indices{kTiger, kMirrored}));
    }

    void filtersByPositionsAroundAPass() {
        const Loaded loaded;
        const GameRecord& game = loaded.fixture.withPass;
        for (int ply = 0; ply <= game.length(); ++ply) {
            const Indices found = loaded.filter(byPosition(game.positionAt(ply)));
            QVERIFY2(std::find(found.begin(), found.end(), kWithPass) != found.end(),
                     ("ply " + std::to_string(ply)).c_str());
        }
    }

    void listsGgfDocuments() {
        const std::vector<GameDocument> documents = documentsOf("two-games.ggf");
        QCOMPARE(documents.size(), std::size_t{2});
        GameLibrary library;
        const int source = library.addSource("two-games.ggf");
        QCOMPARE(library.addDocuments(source, documents), 2);
        QCOMPARE(library.black(0), std::string_view("Alice Martin"));
        QCOMPARE(library.white(0), std::string_view("Verso (level 5)"));
        QCOMPARE(library.event(0), std::string_view("Verso"));
        QCOMPARE(library.event(1), std::string_view("Club night"));
        QCOMPARE(library.date(1), std::string_view("2026-11-21 14:30:00 GMT"));
        QCOMPARE(library.year(1), 2026);
        QCOMPARE(library.source(1), std::string_view("two-games.ggf"));
        QCOMPARE(library.scoreForBlack(0), -30);
        QCOMPARE(library.scoreForBlack(1), -4);
        QVERIFY(library.finished(1));
        for (int i = 0; i < 2; ++i)
            QVERIFY(library.document(i) == documents[static_cast<std::size_t>(i)]);
        // The second game starts from a set-up position: found through its own positions only.
        const GameRecord& setUp = documents[1].record;
        QCOMPARE(library.start(1), setUp.start());
        QCOMPARE(library.filter(byPosition(setUp.positionAt(7))), (Indices{1}));
        QCOMPARE(library.filter(byPosition(Position::initial())), (Indices{0}));
        LibraryFilter f;
        f.yearFrom = 2026, f.yearTo = 2026, f.player = "carla";
        QCOMPARE(library.filter(f), (Indices{1}));
    }

    void copiesStandOnTheirOwn() {
        GameLibrary copy;
        {
            const Loaded loaded;
            copy = loaded.library;
        }
        const test::LibraryFixture fixture;
        QCOMPARE(copy.addWthor(copy.addSource("again"), fixture.year1999, fixture.players,
                               fixture.tournaments),
                 1);
        QCOMPARE(copy.size(), 7);
        QVERIFY(copy.black(6).data() == copy.black(kDraw).data());  // the same interned name
        QCOMPARE(copy.filter(byPlayer("feldborg")), (Indices{kUnfinished, kDraw, 6}));
        GameLibrary moved = std::move(copy);
        QCOMPARE(moved.white(kTiger), std::string_view("Penloup Dominique"));
        QCOMPARE(moved.addDocuments(moved.addSource("kept"), {moved.document(kTiger)}), 1);
        QCOMPARE(moved.filter(byPlayer("penloup")).size(), std::size_t{5});
    }

    // Libraries read apart and put together hold each game as it was, with its source, names,
    // start, result and the positions it passes through.
    void librariesReadApartAreAppended() {
        const Loaded wthor;
        GameLibrary files;
        const std::vector<GameDocument> documents = documentsOf("two-games.ggf");
        QCOMPARE(files.addDocuments(files.addSource("two-games.ggf"), documents), 2);
        GameLibrary all;
        all.append(files);
        all.append(wthor.library);
        QCOMPARE(all.size(), 2 + wthor.library.size());
        QCOMPARE(all.sourceCount(), 3);
        QCOMPARE(all.skipped(), wthor.library.skipped());
        for (int i = 0; i < 2; ++i) {
            QVERIFY(all.document(i) == documents[static_cast<std::size_t>(i)]);
            QCOMPARE(all.source(i), std::string_view("two-games.ggf"));
        }
        for (int i = 0; i < wthor.library.size(); ++i) {
            QVERIFY(all.document(2 + i) == wthor.library.document(i));
            QCOMPARE(all.source(2 + i), wthor.library.source(i));
            QCOMPARE(all.scoreForBlack(2 + i), wthor.library.scoreForBlack(i));
            QCOMPARE(all.theoreticalScoreForBlack(2 + i),
                     wthor.library.theoreticalScoreForBlack(i));
        }
        QCOMPARE(all.filter(byPlayer("penloup")).size(), wthor.filter(byPlayer("penloup")).size());
        QCOMPARE(all.filter(byPosition(documents[1].record.positionAt(7))), (Indices{1}));
    }

    void keepsALossOnTime() {
        GameDocument fallen;
        fallen.record = parseTranscript("f5d6c3d3c4").value();
        fallen.record.loseOnTime(Color::Black);
        GameLibrary library;
        QCOMPARE(library.addDocuments(library.addSource("Kept games"), {fallen}), 1);
        const GameDocument back = library.document(0);
        QCOMPARE(back.record.endsOnTimeOf(), std::optional<Color>(Color::Black));
        QCOMPARE(back.tags.result, std::string("-64.000:t"));
        QVERIFY(back.record == fallen.record);
    }
    void keepsResignationsAndUnknownDates() {
        GameDocument resigned;
        resigned.record = parseTranscript("f5d6c3d3c4").value();
        resigned.record.resign(Color::White);
        resigned.tags.black = "Ann";
        resigned.tags.date = "1057788765";  // GGS writes Unix seconds: July 2003
        GameDocument bare;
        bare.record = parseTranscript("f5f6").value();
        GameLibrary library;
        QCOMPARE(library.addDocuments(library.addSource("Kept games"), {resigned, bare}), 2);
        QVERIFY(library.finished(0));
        QCOMPARE(library.resignedBy(0), std::optional<Color>(Color::White));
        QCOMPARE(library.scoreForBlack(0), 64);
        QCOMPARE(library.year(0), 2003);
        QCOMPARE(library.year(1), 0);
        QCOMPARE(library.date(1), std::string_view());
        QVERIFY(library.document(0) == library.document(0));
        QCOMPARE(library.document(0).record.endsByResignationOf(),
                 std::optional<Color>(Color::White));
        QCOMPARE(library.document(0).tags.result, std::string("+64.000:r"));
        LibraryFilter f;
        f.result = Result::BlackWins;
        QCOMPARE(library.filter(f), (Indices{0}));
        f = LibraryFilter{};
        f.yearFrom = 1990;  // a game of unknown year is left out of any year range
        QCOMPARE(library.filter(f), (Indices{0}));
    }
};

QTEST_APPLESS_MAIN(TestGameLibrary)
#include "test_gamelibrary.moc"
