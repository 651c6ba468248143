// SPDX-License-Identifier: GPL-3.0-or-later
// Opening names (core/Openings.h): the compiled-in table (resources/openings.txt) is whole and
// legal, known sequences are named, so are their mirror images and transpositions, and the
// longest match wins.
#include <QTest>

#include <fstream>
#include <set>
#include <utility>

#include "core/BoardSymmetry.h"
#include "core/Notation.h"
#include "core/Openings.h"

using namespace verso;

namespace {

std::vector<Move> movesOf(const char* transcript) {
    return parseTranscript(transcript).value().moves();
}

std::vector<Move> mirrored(const std::vector<Move>& moves, int s) {
    std::vector<Move> out;
    for (const Move move : moves)
        out.push_back(move.isPass() ? move : Move::at(symmetricSquare(move.square(), s)));
    return out;
}

std::string nameOf(const char* transcript) { return openingName(movesOf(transcript)); }

}  // namespace

class TestOpenings : public QObject {
    Q_OBJECT
private slots:
    void everyLineOfTheFileIsInTheTable() {
        std::ifstream in(std::string(VERSO_TEST_DATA_DIR) + "/../../resources/openings.txt");
        QVERIFY(in.good());
        std::string line;
        std::vector<std::pair<std::string, std::string>> lines;
        std::getline(in, line);
        QCOMPARE(line, std::string("R\"openings("));
        while (std::getline(in, line)) {
            if (line.empty() || line[0] == '#' || line == ")openings\"") continue;
            const std::size_t space = line.find(' ');
            QVERIFY2(space != std::string::npos, line.c_str());
            lines.emplace_back(line.substr(0, space), line.substr(space + 1));
        }
        const std::vector<OpeningName>& table = openingNames();
        QCOMPARE(table.size(), lines.size());
        QVERIFY(table.size() >= 80 && table.size() <= 110);
        for (std::size_t i = 0; i < table.size(); ++i) {
            QCOMPARE(table[i].name, lines[i].second);
            QCOMPARE(formatMoves(table[i].moves), lines[i].first);
        }
    }

    void everyEntryIsLegalFromTheStartAndStartsF5() {
        for (const OpeningName& opening : openingNames()) {
            QVERIFY(!opening.name.empty());
            QVERIFY(!opening.moves.empty());
            QCOMPARE(opening.moves.front(), Move::at(*parseSquare("f5")));
            GameRecord record;
            for (const Move move : opening.moves)
                QVERIFY2(!record.play(move), opening.name.c_str());
        }
    }

    void noTwoEntriesNameOnePosition() {
        std::set<std::tuple<Bitboard, Bitboard, int>> seen;
        for (const OpeningName& opening : openingNames()) {
            Position p;
            for (const Move move : opening.moves) p = p.afterMove(move);
            std::tuple<Bitboard, Bitboard, int> least{~Bitboard{0}, 0, 0};
            for (int s = 0; s < 8; ++s)
                least =
                    std::min(least, std::tuple<Bitboard, Bitboard, int>(
                                        applySymmetry(p.black(), s), applySymmetry(p.white(), s),
                                        static_cast<int>(p.sideToMove())));
            QVERIFY2(seen.insert(least).second, opening.name.c_str());
        }
    }

    void namesKnownSequences() {
        QCOMPARE(nameOf("f5d6c3d3c4"), std::string("Tiger"));
        QCOMPARE(nameOf("f5f6e6f4e3"), std::string("Cow"));
        QCOMPARE(nameOf("f5d6c5f4e3"), std::string("Rabbit"));
        QCOMPARE(nameOf("f5d6c4d3c5"), std::string("Cat"));
        QCOMPARE(nameOf("f5d6c5f4e3c6d3f6e6d7"), std::string("Rose"));
        QCOMPARE(nameOf("f5d6c4g5c6"), std::string("Swallow"));
        QCOMPARE(nameOf("f5f6e6f4e3c5c4"), std::string("Rose-v-Toth"));
        QCOMPARE(nameOf("f5d6"), std::string("Perpendicular Opening"));
        QCOMPARE(nameOf("f5f6"), std::string("Diagonal Opening"));
        QCOMPARE(nameOf("f5f4"), std::string("Parallel Opening"));
        // Gatliff writes them from c4: the same openings turned half a turn.
        QCOMPARE(nameOf("c4e3f6e6f5"), std::string("Tiger"));
        QCOMPARE(nameOf("c4c3d3c5d6"), std::string("Cow"));
    }

    void namesMirrorImages() {
        for (const OpeningName& opening : openingNames())
            for (int s : {3, 4, 7})  // the symmetries that keep the initial position
                QCOMPARE(openingName(mirrored(opening.moves, s)), opening.name);
        QCOMPARE(nameOf("e6f4c3c4d3"), std::string("Tiger"));  // transposed: from e6
        QCOMPARE(nameOf("d3c5f6f5e6"), std::string("Tiger"));  // from d3
    }

    void theLongestMatchWins() {
        QCOMPARE(nameOf("f5d6c3d3c4f4"), std::string("Tiger"));  // no longer line named yet
        QCOMPARE(nameOf("f5d6c3d3c4f4f6"), std::string("Stephenson"));
        QCOMPARE(nameOf("f5d6c3d3c4f4f6g5"), std::string("No-Kung"));
        QCOMPARE(nameOf("f5d6c3d3c4f4f6g5e3f3"), std::string("No-Kung"));
        QCOMPARE(nameOf("f5d6c3d3c4f4f6g5e3f3g4h3g3f2"), std::string("No-Kung (Continuation)"));
        QCOMPARE(nameOf("f5d6c5"), std::string("Perpendicular Opening"));
        // A whole game keeps the name of its opening.
        QCOMPARE(nameOf("f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5h6h4g4h3h5h7c5"),
                 std::string("F.A.T. Draw"));
    }

    void namesTranspositions() {
        QCOMPARE(nameOf("f5d6c3d3c4f4c5b3c2e6"), std::string("Tamenori/Goldfish"));
        QCOMPARE(nameOf("f5d6c3d3c4f4c2b3c5e6"), std::string("Tamenori/Goldfish"));  // c2 before c5
        QCOMPARE(nameOf("f5f4e3d6e6f6"),
                 std::string("Chimney/Apple"));  // f5f6e6f4e3d6 by another road
    }

    void emptyWhenNoneOrIllegal() {
        QCOMPARE(openingName({}), std::string());
        QCOMPARE(nameOf("f5"), std::string());
        QCOMPARE(openingName({Move::at(*parseSquare("a1"))}),
                 std::string());  // illegal: stops there
        std::vector<Move> moves = movesOf("f5d6");
        moves.push_back(Move::at(*parseSquare("a1")));
        moves.push_back(Move::at(*parseSquare("c3")));
        QCOMPARE(openingName(moves), std::string("Perpendicular Opening"));
    }
};

QTEST_APPLESS_MAIN(TestOpenings)
#include "test_openings.moc"
