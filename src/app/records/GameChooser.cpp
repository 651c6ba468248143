// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/records/GameChooser.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include "app/records/BoardPreview.h"
#include "app/records/GameChooserModel.h"
#include "app/window/ScreenFit.h"
#include "app/window/Texts.h"

namespace verso::app {

namespace {

constexpr int kSidePanelWidth = 220;

int textWidth(const QWidget* widget, const QString& text) {
    return widget->fontMetrics().horizontalAdvance(text) + 24;  // cell padding and sort arrow
}

QString nameOrDash(const std::string& name) {
    const QString text = QString::fromStdString(name).simplified();
    return text.isEmpty() ? QStringLiteral("\u2014") : text.toHtmlEscaped();
}

}  // namespace

GameChooser::GameChooser(const std::vector<GameDocument>& games, const QString& title,
                         QWidget* parent)
    : GameChooser(std::make_shared<const std::vector<GameDocument>>(games), title, parent) {}

GameChooser::GameChooser(Games games, const QString& title, QWidget* parent)
    : QDialog(parent),
      games_(games ? std::move(games) : std::make_shared<const std::vector<GameDocument>>()),
      model_(new GameChooserModel(games_, this)),
      proxy_(new QSortFilterProxyModel(this)),
      table_(new QTableView) {
    setObjectName("gameChooser");
    setWindowTitle(title);
    proxy_->setSourceModel(model_);
    proxy_->setSortRole(GameChooserModel::SortRole);
    proxy_->setFilterRole(GameChooserModel::PlayersRole);
    proxy_->setFilterKeyColumn(GameChooserModel::NumberColumn);
    proxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);
    setUpTable();

    auto* body = new QHBoxLayout;
    body->addWidget(table_, 1);
    body->addWidget(createSidePanel());
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(createTopLine());
    layout->addLayout(body, 1);
    layout->addWidget(createButtons());

    connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &GameChooser::selectedGameChanged);
    connect(table_, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        if (index.isValid()) accept();
    });
    selectGame(0);
    selectedGameChanged();
    updateCount();
    table_->setFocus();
    resizeToFit(*this, {920, 580});
}

void GameChooser::setUpTable() {
    table_->setObjectName("gameChooserTable");
    //: Accessible name of the table of games in the game chooser (for screen readers)
    table_->setAccessibleName(tr("Games"));
    table_->setModel(proxy_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setAlternatingRowColors(true);
    table_->setShowGrid(false);
    table_->setWordWrap(false);
    table_->setTextElideMode(Qt::ElideRight);
    table_->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);

    QHeaderView* rows = table_->verticalHeader();
    rows->hide();
    rows->setSectionResizeMode(QHeaderView::Fixed);  // no measuring of 100,000 rows
    rows->setDefaultSectionSize(fontMetrics().height() + 8);

    QHeaderView* columns = table_->horizontalHeader();
    columns->setHighlightSections(false);
    sizeColumns(columns);
    // No sort indicator at first: the games keep the order of the file until a header is clicked.
    columns->setSortIndicator(-1, Qt::AscendingOrder);
    table_->setSortingEnabled(true);
}

// The names share the room left; the other columns fit what they show (measured, not sampled
// from the rows).
void GameChooser::sizeColumns(QHeaderView* columns) {
    columns->setSectionResizeMode(QHeaderView::Interactive);
    columns->setSectionResizeMode(GameChooserModel::BlackColumn, QHeaderView::Stretch);
    columns->setSectionResizeMode(GameChooserModel::WhiteColumn, QHeaderView::Stretch);
    const int number = textWidth(this, QString::number(std::max(model_->gameCount(), 100)));
    columns->resizeSection(GameChooserModel::NumberColumn,
                           std::max(number, textWidth(this, QStringLiteral("#"))));
    // Room for "White wins 47-17"; longer results are elided, whole in their tooltips.
    columns->resizeSection(GameChooserModel::ResultColumn,
                           textWidth(this, resultText(GameResult{17, 47, -30, Color::White,
                                                                 std::nullopt, std::nullopt})) +
                               12);
    const QString movesHeader =
        model_->headerData(GameChooserModel::MovesColumn, Qt::Horizontal, Qt::DisplayRole)
            .toString();
    columns->resizeSection(GameChooserModel::MovesColumn,
                           std::max(textWidth(this, movesHeader) + 12,
                                    textWidth(this, GameChooserModel::positionText())));
    columns->resizeSection(GameChooserModel::DateColumn,
                           textWidth(this, QStringLiteral("2026-11-20")));
}

QWidget* GameChooser::createTopLine() {
    auto* line = new QWidget;
    count_ = new QLabel;
    count_->setObjectName("gameChooserCount");
    filter_ = new QLineEdit;
    filter_->setObjectName("gameChooserFilter");
    //: Placeholder of the game chooser's filter box: only games whose Black or White name contains
    //: the text are shown
    filter_->setPlaceholderText(tr("Filter by player\u2026"));
    //: Accessible name of the game chooser's filter box (for screen readers)
    filter_->setAccessibleName(tr("Filter by player"));
    filter_->setClearButtonEnabled(true);
    filter_->setMinimumWidth(240);
    filter_->installEventFilter(this);
    connect(filter_, &QLineEdit::textChanged, this, &GameChooser::applyFilter);
    auto* layout = new QHBoxLayout(line);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(count_, 1);
    layout->addWidget(filter_);
    return line;
}

QWidget* GameChooser::createSidePanel() {
    auto* panel = new QWidget;
    panel->setFixedWidth(kSidePanelWidth);
    preview_ = new BoardPreview;
    preview_->setObjectName("gameChooserPreview");
    //: Accessible name of the small board beside the game chooser's table (for screen readers)
    preview_->setAccessibleName(tr("Final position of the selected game"));
    preview_->setFixedSize(kSidePanelWidth, kSidePanelWidth);
    details_ = new QLabel;
    details_->setObjectName("gameChooserDetails");
    details_->setWordWrap(true);
    details_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    details_->setTextFormat(Qt::RichText);
    details_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(preview_);
    layout->addWidget(details_);
    layout->addStretch(1);
    return panel;
}

QDialogButtonBox* GameChooser::createButtons() {
    auto* buttons = new QDialogButtonBox;
    buttons->setObjectName("gameChooserButtons");
    //: Game chooser: opens the selected game
    openButton_ = buttons->addButton(tr("&Open"), QDialogButtonBox::AcceptRole);
    openButton_->setObjectName("gameChooserOpen");
    openButton_->setDefault(true);
    buttons->addButton(QDialogButtonBox::Cancel)->setObjectName("gameChooserCancel");
    connect(buttons, &QDialogButtonBox::accepted, this, &GameChooser::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &GameChooser::reject);
    return buttons;
}

int GameChooser::chosenIndex() const {
    const QModelIndexList rows = table_->selectionModel()->selectedRows();
    if (rows.isEmpty()) return -1;
    return proxy_->mapToSource(rows.first()).row();
}

const GameDocument* GameChooser::chosenGame() const {
    const int index = chosenIndex();
    return index < 0 ? nullptr : &model_->game(index);
}

void GameChooser::selectGame(int sourceIndex) {
    if (sourceIndex < 0 || sourceIndex >= model_->gameCount()) return;
    const QModelIndex row = proxy_->mapFromSource(model_->index(sourceIndex, 0));
    if (!row.isValid()) return;
    table_->selectionModel()->setCurrentIndex(
        row, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    table_->scrollTo(row);
}

int GameChooser::shownCount() const { return proxy_->rowCount(); }

QRect GameChooser::rowRect(int sourceIndex) {
    if (sourceIndex < 0 || sourceIndex >= model_->gameCount()) return {};
    const QModelIndex first = proxy_->mapFromSource(model_->index(sourceIndex, 0));
    if (!first.isValid()) return {};
    table_->scrollTo(first);
    const QModelIndex last = first.siblingAtColumn(GameChooserModel::ColumnCount - 1);
    return table_->visualRect(first).united(table_->visualRect(last));
}

// Up, Down, Page Up and Page Down in the filter box move through the table.
bool GameChooser::eventFilter(QObject* watched, QEvent* event) {
    if (watched == filter_ && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Up || key == Qt::Key_Down || key == Qt::Key_PageUp ||
            key == Qt::Key_PageDown) {
            QKeyEvent copy(QEvent::KeyPress, key, static_cast<QKeyEvent*>(event)->modifiers());
            QCoreApplication::sendEvent(table_, &copy);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void GameChooser::applyFilter(const QString& text) {
    proxy_->setFilterFixedString(text.trimmed());
    if (chosenIndex() < 0 && proxy_->rowCount() > 0) {
        const QModelIndex first = proxy_->index(0, 0);
        table_->selectionModel()->setCurrentIndex(
            first, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    }
    if (const QModelIndexList rows = table_->selectionModel()->selectedRows(); !rows.isEmpty())
        table_->scrollTo(rows.first());
    selectedGameChanged();
    updateCount();
}

void GameChooser::selectedGameChanged() {
    const GameDocument* game = chosenGame();
    openButton_->setEnabled(game != nullptr);
    if (!game) {
        preview_->setPosition(std::nullopt);
        details_->clear();
        return;
    }
    const GameRecord& record = game->record;
    preview_->setPosition(record.positionAt(record.length()));
    QStringList lines;
    //: Game chooser, beside the table: the player of Black, %1 the name
    lines << tr("Black: <b>%1</b>").arg(nameOrDash(game->tags.black));
    //: Game chooser, beside the table: the player of White, %1 the name
    lines << tr("White: <b>%1</b>").arg(nameOrDash(game->tags.white));
    const QString result = GameChooserModel::resultText(*game);
    if (!result.isEmpty()) lines << result.toHtmlEscaped();
    const Position& end = record.positionAt(record.length());
    //: Game chooser, beside the table: the discs on the board at the end of the selected game
    lines << tr("Discs: %1 black, %2 white")
                 .arg(end.discCount(Color::Black))
                 .arg(end.discCount(Color::White));
    for (const std::string& tag : {game->tags.place, game->tags.date}) {
        const QString text = QString::fromStdString(tag).simplified();
        if (!text.isEmpty()) lines << text.toHtmlEscaped();
    }
    details_->setText(lines.join(QStringLiteral("<br>")));
}

void GameChooser::updateCount() {
    const int total = model_->gameCount();
    const int shown = proxy_->rowCount();
    if (shown == total) {
        //: Game chooser, above the table: how many games the file or the clipboard holds
        count_->setText(tr("%Ln game(s)", nullptr, total));
    } else {
        //: Game chooser, above the table, while filtering: %1 games shown of %2
        count_->setText(
            tr("%1 of %2 games match").arg(QLocale().toString(shown), QLocale().toString(total)));
    }
}

}  // namespace verso::app
