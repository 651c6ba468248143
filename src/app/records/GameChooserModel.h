// SPDX-License-Identifier: GPL-3.0-or-later
// The games of a file or the clipboard as a table for the game chooser: one row per game with its
// number, Black, White, the result in words, the number of moves (or "position" for a set-up
// position without moves) and the day it was played (the whole date tag in its tooltip). Everything
// shown is worked out once when the games are set, so sorting and filtering 100,000 games stay
// quick.
#pragma once

#include <QAbstractTableModel>
#include <QString>
#include <memory>
#include <vector>

#include "core/GameDocument.h"

namespace verso::app {

class GameChooserModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        NumberColumn,
        BlackColumn,
        WhiteColumn,
        ResultColumn,
        MovesColumn,
        DateColumn,
        ColumnCount
    };
    enum Role {
        SortRole =
            Qt::UserRole,  // a value that sorts the way a person expects (numbers as numbers)
        PlayersRole,       // both names, for the filter on players
    };

    using Games = std::shared_ptr<const std::vector<GameDocument>>;

    explicit GameChooserModel(Games games, QObject* parent = nullptr);

    const GameDocument& game(int row) const { return (*games_)[static_cast<size_t>(row)]; }
    int gameCount() const { return static_cast<int>(rows_.size()); }

    // What a person reads in the Result column for "document": "Black wins 39-25",
    // "White wins by resignation", "Black wins on time", the score the tag states when the moves
    // stop before the end, "unfinished", or nothing for a position without moves.
    static QString resultText(const GameDocument& document);
    // True for a position to start from: no moves and not the standard start.
    static bool isPosition(const GameDocument& document);
    // What the Moves column says for a position ("position").
    static QString positionText();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct Row {
        QString black;
        QString white;
        QString result;
        QString date;     // the DT tag as written (tooltip, sorting)
        QString day;      // the day of it, "2026-11-20", when it starts with one; else the tag
        QString players;  // "black\nwhite", what the filter searches
        int resultKey = 0;
        int moves = 0;  // placements, -1 for a position
    };
    static Row rowFor(const GameDocument& document);
    QVariant display(const Row& row, int number, int column) const;
    QVariant sortKey(const Row& row, int number, int column) const;

    Games games_;
    std::vector<Row> rows_;
};

}  // namespace verso::app
