// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/library/ExplorerDock.h"

#include <QAction>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

#include "app/library/LibraryLoader.h"
#include "app/records/CurrentGame.h"
#include "app/settings/Settings.h"
#include "engine/OpeningBook.h"
#include "session/enginethread/EngineThread.h"
#include "session/game/GameController.h"

namespace verso::app {

namespace {

// "12.3" (no sign), or a dash when no game ended.
QString percent(int part, int whole) {
    if (whole <= 0) return QStringLiteral("\u2014");
    return QLocale().toString(100.0 * part / whole, 'f', 1);
}

// "+4.5", "-2.0", "0.0"
QString signedValue(double value, int decimals) {
    const QString text = QLocale().toString(value, 'f', decimals);
    return value > 0 ? QLatin1Char('+') + text : text;
}

QTableWidgetItem* cell(const QString& text, bool number) {
    auto* item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    if (number) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

}  // namespace

ExplorerDock::ExplorerDock(const Parts& parts, QWidget& window)
    //: Title of the panel listing the moves played from the board's position in the library
    : QDockWidget(tr("Explorer"), &window),
      parts_(parts),
      loader_(new LibraryLoader(this)),
      header_(new QLabel),
      table_(new QTableWidget(0, Columns)) {
    setObjectName(QStringLiteral("explorerDock"));
    setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea);
    QAction* toggle = toggleViewAction();
    toggle->setObjectName(QStringLiteral("actionExplorer"));
    //: View menu: shows or hides the panel of the moves played from the position in the library
    toggle->setText(tr("Opening &Explorer"));
    toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    // Shown from the menu: the panel's tab comes to the front of the tabs beside the move list.
    connect(toggle, &QAction::triggered, this, [this](bool shown) {
        if (shown) raise();
    });

    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(6, 4, 6, 4);
    header_->setObjectName(QStringLiteral("explorerHeader"));
    header_->setWordWrap(true);
    layout->addWidget(header_);
    table_->setObjectName(QStringLiteral("explorerTable"));
    //: Accessible name of the table of the moves played from the position (for screen readers)
    table_->setAccessibleName(tr("Moves played from this position"));
    table_->setHorizontalHeaderLabels({
        //: Explorer column: the move played from the position
        tr("Move"),
        //: Explorer column: how many games of the library played the move
        tr("Games"),
        //: Explorer column: Black's wins in percent of the games that ended
        tr("Black %"),
        //: Explorer column: draws in percent of the games that ended
        tr("Draw %"),
        //: Explorer column: White's wins in percent of the games that ended
        tr("White %"),
        //: Explorer column: Black's average final score (discs ahead) of the games that ended
        tr("Avg. score"),
        //: Explorer column: the opening book's value of the move, for the side that plays it
        tr("Book"),
    });
    table_
        ->horizontalHeaderItem(AverageScore)
        //: Tooltip of the explorer's Avg. score column
        ->setToolTip(tr("Black's average final score: Black's discs minus White's"));
    table_->horizontalHeaderItem(Book)->setToolTip(
        //: Tooltip of the explorer's Book column
        tr("The opening book's value of the move in discs, for the side that plays it"));
    table_->verticalHeader()->hide();
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(table_, 1);
    setWidget(body);

    connect(table_, &QTableWidget::clicked, this,
            [this](const QModelIndex& index) { choose(index.row()); });
    // Enter on a row; a style that activates on a single click has played it on the click.
    connect(table_, &QTableWidget::activated, this, [this](const QModelIndex& index) {
        if (!style()->styleHint(QStyle::SH_ItemView_ActivateItemOnSingleClick, nullptr, table_))
            choose(index.row());
    });
    connect(loader_, &LibraryLoader::loaded, this,
            [this](const std::shared_ptr<const GameLibrary>& library) {
                library_ = library;
                refresh();
            });
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (!visible) return;
        startReading();
        refresh();
    });
    connect(&parts_.game, &session::GameController::boardChanged, this, &ExplorerDock::refresh);
    connect(&parts_.game, &session::GameController::stateChanged, this, &ExplorerDock::refresh);
}

// Reads the library as File > Library does; only what changed since the last time is read again.
void ExplorerDock::startReading() {
    if (loader_->busy()) return;
    loader_->load(parts_.current.keptGames().path(), parts_.settings.libraryDatabases());
}

void ExplorerDock::readAgain() {
    if (!library_ && !loader_->busy()) return;  // never shown: read when it first shows
    loader_->load(parts_.current.keptGames().path(), parts_.settings.libraryDatabases());
}

void ExplorerDock::refresh() {
    if (!isVisible()) return;  // shown again: refreshed then
    if (!library_) {
        moves_.clear();
        table_->setRowCount(0);
        //: Explorer: shown while the game library is read for the first time
        header_->setText(tr("Reading the library\u2026"));
        return;
    }
    moves_ = library_->explore(parts_.game.position());
    int games = 0;
    for (const ExploredMove& m : moves_) games += m.games;
    if (library_->size() == 0)
        //: Explorer: the library (kept games and databases) is empty
        header_->setText(tr("Your library has no games yet: add a database in File > Library."));
    else if (games == 0)
        //: Explorer: no game of the library reached the board's position and went on
        header_->setText(tr("No game in your library went on from this position."));
    else
        //: Explorer: how many games of the library went on from the board's position
        header_->setText(tr("%Ln game(s) in your library from this position", nullptr, games));
    fillTable();
}

void ExplorerDock::fillTable() {
    std::vector<engine::OpeningBookMove> bookMoves;
    if (const engine::OpeningBook* book = parts_.engine.openingBook())
        bookMoves = book->moves(parts_.game.position());
    table_->setRowCount(static_cast<int>(moves_.size()));
    for (int row = 0; row < table_->rowCount(); ++row) {
        const ExploredMove& m = moves_[static_cast<std::size_t>(row)];
        QString bookValue;
        for (const engine::OpeningBookMove& b : bookMoves)
            if (b.inBook && b.move == m.move) bookValue = signedValue(b.value, 0);
        const QString cells[Columns] = {
            QString::fromStdString(m.move.toString()),
            QLocale().toString(m.games),
            percent(m.blackWins, m.finished),
            percent(m.draws, m.finished),
            percent(m.whiteWins, m.finished),
            m.finished > 0 ? signedValue(m.averageScore(), 1) : QStringLiteral("\u2014"),
            bookValue,
        };
        for (int column = 0; column < Columns; ++column)
            table_->setItem(row, column, cell(cells[column], column != MoveColumn));
    }
}

void ExplorerDock::choose(int row) {
    if (row < 0 || row >= static_cast<int>(moves_.size())) return;
    emit squareChosen(moves_[static_cast<std::size_t>(row)].move.square());
}

}  // namespace verso::app
