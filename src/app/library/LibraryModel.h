// SPDX-License-Identifier: GPL-3.0-or-later
// The game library's table: one row per game that passes the filter (date, Black, White, result,
// event, source, moves), sorted by any column. Rows are indices into a GameLibrary; sorting and
// filtering work on those indices, so 100,000 games stay quick.
#pragma once

#include <QAbstractTableModel>

#include <vector>

namespace verso {
class GameLibrary;
}

namespace verso::app {

class LibraryModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Date, Black, White, Result, Event, Source, Moves, ColumnCount };

    explicit LibraryModel(const GameLibrary& library, QObject* parent = nullptr);

    // The games shown (library indices), in the current sort order.
    void setGames(std::vector<int> games);
    int gameAt(int row) const { return rows_.at(static_cast<std::size_t>(row)); }
    const std::vector<int>& games() const { return rows_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    void sort(int column, Qt::SortOrder order) override;

    // "Black wins 39-25", "Draw 32-32", "unfinished".
    QString resultText(int game) const;

private:
    void applySort();

    const GameLibrary& library_;
    std::vector<int> rows_;
    int sortColumn_ = -1;
    Qt::SortOrder sortOrder_ = Qt::AscendingOrder;
};

}  // namespace verso::app
