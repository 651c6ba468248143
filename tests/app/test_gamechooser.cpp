// SPDX-License-Identifier: GPL-3.0-or-later
// The game chooser, driven like a person would: the rows and columns shown for the games of a
// file, a click on a row then Open, a double-click, Enter, the filter on player names, sorting by a
// click on a column header, Cancel. Whatever the sorting and filtering, chosenIndex() names the
// game in the order the file gave them.
#include <QDialogButtonBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QtTest>

#include "app/records/BoardPreview.h"
#include "app/records/GameChooser.h"
#include "app/records/GameChooserModel.h"
#include "core/GameText.h"

using verso::GameDocument;
using verso::app::GameChooser;
using verso::app::GameChooserModel;

namespace {

std::vector<GameDocument> gamesFrom(const std::string& text) {
    const verso::GameTextParse parse = verso::parseGameText(text);
    Q_ASSERT_X(parse.ok(), "gamesFrom", parse.error ? parse.error->detail.c_str() : "");
    return parse.games;
}

std::vector<GameDocument> gamesInFile(const char* name) {
    QFile file(QStringLiteral(VERSO_TEST_DATA_DIR "/games/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot read %s", name);
    return gamesFrom(file.readAll().toStdString());
}

template <typename T>
T* child(QWidget& dialog, const char* name) {
    T* widget = dialog.findChild<T*>(QLatin1String(name));
    Q_ASSERT_X(widget, "child", name);
    return widget;
}

QTableView* table(GameChooser& chooser) { return child<QTableView>(chooser, "gameChooserTable"); }

// What the table shows in "row" (as seen, after sorting and filtering), column by column.
QStringList rowTexts(GameChooser& chooser, int row) {
    const QAbstractItemModel* model = table(chooser)->model();
    QStringList texts;
    for (int column = 0; column < model->columnCount(); ++column)
        texts << model->index(row, column).data().toString();
    return texts;
}

void clickGame(GameChooser& chooser, int sourceIndex) {
    const QRect rect = chooser.rowRect(sourceIndex);
    QVERIFY(rect.isValid());
    QTest::mouseClick(table(chooser)->viewport(), Qt::LeftButton, {}, rect.center());
}

void clickHeader(GameChooser& chooser, int column) {
    QHeaderView* header = table(chooser)->horizontalHeader();
    const QPoint centre(header->sectionViewportPosition(column) + header->sectionSize(column) / 2,
                        header->height() / 2);
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, centre);
}

void showAndWait(GameChooser& chooser) {
    chooser.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chooser));
}

}  // namespace

class TestGameChooser : public QObject {
    Q_OBJECT

private slots:
    void showsTheGamesOfAFile();
    void tellsResultsAndPositions();
    void clickThenOpenChoosesTheGame();
    void doubleClickAccepts();
    void enterAccepts();
    void filterNarrowsTheRows();
    void sortingKeepsTheChosenGame();
    void cancelRejects();
    void keepsItsOwnCopy();
    void screenshot();
};

void TestGameChooser::showsTheGamesOfAFile() {
    GameChooser chooser(gamesInFile("two-games.ggf"), QStringLiteral("two-games.ggf"));
    QCOMPARE(chooser.objectName(), QStringLiteral("gameChooser"));
    QCOMPARE(chooser.windowTitle(), QStringLiteral("two-games.ggf"));
    showAndWait(chooser);
    const QAbstractItemModel* model = table(chooser)->model();
    QCOMPARE(model->rowCount(), 2);
    QStringList headers;
    for (int column = 0; column < model->columnCount(); ++column)
        headers << model->headerData(column, Qt::Horizontal).toString();
    QCOMPARE(headers, (QStringList{"#", "Black", "White", "Result", "Moves", "Date"}));
    QCOMPARE(rowTexts(chooser, 0), (QStringList{"1", "Alice Martin", "Verso (level 5)",
                                                "White wins 47-17", "60", "2026-11-20"}));
    QCOMPARE(rowTexts(chooser, 1), (QStringList{"2", "Bob Okafor", "Carla Ruiz", "White wins 34-30",
                                                "52", "2026-11-21"}));
    const QModelIndex date = model->index(1, GameChooserModel::DateColumn);
    QCOMPARE(date.data(Qt::ToolTipRole).toString(), QStringLiteral("2026-11-21 14:30:00 GMT"));
    // The first game is selected, its final position beside the table.
    QCOMPARE(chooser.chosenIndex(), 0);
    QVERIFY(child<QPushButton>(chooser, "gameChooserOpen")->isEnabled());
    QVERIFY(child<QPushButton>(chooser, "gameChooserOpen")->isDefault());
    const auto* preview = child<verso::app::BoardPreview>(chooser, "gameChooserPreview");
    QCOMPARE(preview->position(), chooser.chosenGame()->record.current());
    // "2 games" once the English plural forms list the message; "2 game(s)" before.
    QVERIFY(
        child<QLabel>(chooser, "gameChooserCount")->text().startsWith(QStringLiteral("2 game")));
    QVERIFY(child<QLabel>(chooser, "gameChooserDetails")->text().contains("Alice Martin"));
}

void TestGameChooser::tellsResultsAndPositions() {
    std::vector<GameDocument> games = gamesInFile("position.obf");
    const auto add = [&games](const std::string& text) {
        games.push_back(gamesFrom(text).front());
    };
    add("f5d6c3");  // a transcript that stops
    add("(;GM[Othello]PB[A]PW[B]RE[+64.000:r]BO[8 " + std::string(27, '-') + "O*------*O" +
        std::string(27, '-') + " *]B[F5]W[D6];)");  // White resigned
    add("(;GM[Othello]PB[A]PW[B]RE[-6.000:t]BO[8 " + std::string(27, '-') + "O*------*O" +
        std::string(27, '-') + " *]B[F5];)");  // Black lost on time
    add("(;GM[Othello]PB[A]PW[B]RE[+10.000:s]BO[8 " + std::string(27, '-') + "O*------*O" +
        std::string(27, '-') + " *]B[F5];)");  // a score agreed
    add("(;GM[Othello]PB[A]PW[B]RE[+2.000]BO[8 " + std::string(27, '-') + "O*------*O" +
        std::string(27, '-') + " *]B[F5];)");  // the tag's score
    GameChooser chooser(games, QStringLiteral("mixed"));
    const auto cell = [&chooser](int row, int column) { return rowTexts(chooser, row).at(column); };
    QCOMPARE(cell(0, GameChooserModel::MovesColumn), QStringLiteral("position"));
    QCOMPARE(cell(0, GameChooserModel::ResultColumn), QString());
    QCOMPARE(cell(1, GameChooserModel::MovesColumn), QStringLiteral("3"));
    QCOMPARE(cell(1, GameChooserModel::ResultColumn), QStringLiteral("unfinished"));
    QCOMPARE(cell(2, GameChooserModel::ResultColumn), QStringLiteral("Black wins by resignation"));
    QCOMPARE(cell(3, GameChooserModel::ResultColumn), QStringLiteral("White wins on time"));
    QCOMPARE(cell(4, GameChooserModel::ResultColumn), QStringLiteral("Black wins 37-27 (agreed)"));
    QCOMPARE(cell(5, GameChooserModel::ResultColumn), QStringLiteral("Black wins 33-31"));
}

void TestGameChooser::clickThenOpenChoosesTheGame() {
    GameChooser chooser(gamesInFile("two-games.ggf"), QStringLiteral("two"));
    showAndWait(chooser);
    clickGame(chooser, 1);
    QCOMPARE(chooser.chosenIndex(), 1);
    QVERIFY(child<QLabel>(chooser, "gameChooserDetails")->text().contains("Carla Ruiz"));
    QTest::mouseClick(child<QPushButton>(chooser, "gameChooserOpen"), Qt::LeftButton);
    QCOMPARE(chooser.result(), int(QDialog::Accepted));
    QVERIFY(!chooser.isVisible());
    QCOMPARE(chooser.chosenIndex(), 1);
    QCOMPARE(chooser.chosenGame()->tags.black, std::string("Bob Okafor"));
}

void TestGameChooser::doubleClickAccepts() {
    GameChooser chooser(gamesInFile("two-games.ggf"), QStringLiteral("two"));
    showAndWait(chooser);
    QSignalSpy accepted(&chooser, &QDialog::accepted);
    // As a window system sends it: press and release, then the double-click and its release.
    QWidget* viewport = table(chooser)->viewport();
    const QPoint centre = chooser.rowRect(1).center();
    QTest::mouseClick(viewport, Qt::LeftButton, {}, centre);
    QCOMPARE(accepted.count(), 0);
    QTest::mouseDClick(viewport, Qt::LeftButton, {}, centre);
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, centre);
    QCOMPARE(accepted.count(), 1);
    QCOMPARE(chooser.chosenIndex(), 1);
}

void TestGameChooser::enterAccepts() {
    GameChooser chooser(gamesInFile("two-games.ggf"), QStringLiteral("two"));
    showAndWait(chooser);
    QTest::keyClick(table(chooser), Qt::Key_Down);
    QCOMPARE(chooser.chosenIndex(), 1);
    QTest::keyClick(table(chooser), Qt::Key_Return);
    QCOMPARE(chooser.result(), int(QDialog::Accepted));
    QCOMPARE(chooser.chosenIndex(), 1);
}

void TestGameChooser::filterNarrowsTheRows() {
    GameChooser chooser(gamesInFile("two-games.ggf"), QStringLiteral("two"));
    showAndWait(chooser);
    auto* filter = child<QLineEdit>(chooser, "gameChooserFilter");
    QCOMPARE(filter->placeholderText(), QStringLiteral("Filter by player\u2026"));
    QTest::keyClicks(filter, "cARLa");  // White of the second game, any case
    QCOMPARE(table(chooser)->model()->rowCount(), 1);
    QCOMPARE(rowTexts(chooser, 0).at(GameChooserModel::WhiteColumn), QStringLiteral("Carla Ruiz"));
    QCOMPARE(chooser.chosenIndex(), 1);  // the hidden first game gave way to the one shown
    QCOMPARE(child<QLabel>(chooser, "gameChooserCount")->text(),
             QStringLiteral("1 of 2 games match"));

    filter->setText(QStringLiteral("nobody"));
    QCOMPARE(table(chooser)->model()->rowCount(), 0);
    QCOMPARE(chooser.chosenIndex(), -1);
    QVERIFY(!child<QPushButton>(chooser, "gameChooserOpen")->isEnabled());
    QVERIFY(!chooser.rowRect(0).isValid());

    filter->setText(QStringLiteral("verso"));  // the Black of neither game, White of the first
    QCOMPARE(table(chooser)->model()->rowCount(), 1);
    QCOMPARE(chooser.chosenIndex(), 0);
    filter->clear();
    QCOMPARE(table(chooser)->model()->rowCount(), 2);
    QCOMPARE(chooser.chosenIndex(), 0);

    // Typing, then Enter in the filter box opens the game shown.
    QTest::keyClicks(filter, "bob");
    QTest::keyClick(filter, Qt::Key_Return);
    QCOMPARE(chooser.result(), int(QDialog::Accepted));
    QCOMPARE(chooser.chosenIndex(), 1);
}

void TestGameChooser::sortingKeepsTheChosenGame() {
    GameChooser chooser(gamesInFile("two-games.ggf"), QStringLiteral("two"));
    showAndWait(chooser);
    // Result ascending: the bigger win for White (game 1, -30) before game 2 (-4).
    clickHeader(chooser, GameChooserModel::ResultColumn);
    QCOMPARE(rowTexts(chooser, 0).at(GameChooserModel::NumberColumn), QStringLiteral("1"));
    clickHeader(chooser, GameChooserModel::ResultColumn);  // descending
    QCOMPARE(rowTexts(chooser, 0).at(GameChooserModel::NumberColumn), QStringLiteral("2"));
    QVERIFY(chooser.rowRect(1).top() < chooser.rowRect(0).top());
    QCOMPARE(chooser.chosenIndex(), 0);  // still the game selected before sorting

    clickGame(chooser, 1);  // now the top row
    QCOMPARE(chooser.chosenIndex(), 1);
    clickHeader(chooser, GameChooserModel::MovesColumn);  // 52 before 60
    QCOMPARE(rowTexts(chooser, 0).at(GameChooserModel::MovesColumn), QStringLiteral("52"));
    clickHeader(chooser, GameChooserModel::MovesColumn);
    QCOMPARE(rowTexts(chooser, 0).at(GameChooserModel::MovesColumn), QStringLiteral("60"));
    clickGame(chooser, 0);
    QTest::mouseClick(child<QPushButton>(chooser, "gameChooserOpen"), Qt::LeftButton);
    QCOMPARE(chooser.result(), int(QDialog::Accepted));
    QCOMPARE(chooser.chosenIndex(), 0);
}

void TestGameChooser::cancelRejects() {
    GameChooser chooser(gamesInFile("two-games.ggf"), QStringLiteral("two"));
    showAndWait(chooser);
    auto* buttons = child<QDialogButtonBox>(chooser, "gameChooserButtons");
    QTest::mouseClick(buttons->button(QDialogButtonBox::Cancel), Qt::LeftButton);
    QCOMPARE(chooser.result(), int(QDialog::Rejected));
    QVERIFY(!chooser.isVisible());
}

void TestGameChooser::keepsItsOwnCopy() {
    auto games = std::make_unique<std::vector<GameDocument>>(gamesInFile("two-games.ggf"));
    GameChooser chooser(*games, QStringLiteral("two"));
    games.reset();  // the caller's vector is gone
    chooser.selectGame(1);
    QCOMPARE(chooser.chosenGame()->tags.white, std::string("Carla Ruiz"));
}

// A picture to look at: a file with games, transcripts and a position.
void TestGameChooser::screenshot() {
    std::vector<GameDocument> games;
    const std::vector<GameDocument> two = gamesInFile("two-games.ggf");
    const char* names[] = {"Alice Martin", "Bob Okafor",  "Carla Ruiz",      "Dmitri Volkov",
                           "Emma Schulz",  "Fumiko Sato", "Verso (level 5)", "Verso (level 8)"};
    for (int i = 0; i < 24; ++i) {
        GameDocument game = two[static_cast<size_t>(i % 2)];
        game.tags.black = names[i % 8];
        game.tags.white = names[(i * 3 + 1) % 8];
        games.push_back(game);
    }
    for (const GameDocument& game : gamesInFile("transcripts.txt")) games.push_back(game);
    for (const GameDocument& game : gamesInFile("position.obf")) games.push_back(game);
    GameChooser chooser(games, QStringLiteral("club-night.ggf"));
    showAndWait(chooser);
    QVERIFY(chooser.width() <= 1024 && chooser.height() <= 768);
    clickGame(chooser, 1);
    QVERIFY(chooser.grab().save(QStringLiteral("/tmp/chooser.png")));
}

QTEST_MAIN(TestGameChooser)
#include "test_gamechooser.moc"
