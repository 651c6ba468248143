// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/library/LibraryModel.h"

#include <algorithm>

#include "app/window/Texts.h"
#include "core/GameLibrary.h"

namespace verso::app {

namespace {
QString text(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}
}  // namespace

LibraryModel::LibraryModel(const GameLibrary& library, QObject* parent)
    : QAbstractTableModel(parent), library_(library) {}

void LibraryModel::setGames(std::vector<int> games) {
    beginResetModel();
    rows_ = std::move(games);
    applySort();
    endResetModel();
}

int LibraryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}
int LibraryModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString LibraryModel::resultText(int game) const {
    //: The result column of the game library for a game that did not end on the board
    if (!library_.finished(game)) return tr("unfinished");
    const int score = library_.scoreForBlack(game);
    GameResult result;
    result.scoreForBlack = score;
    result.blackDiscs = 32 + score / 2;
    result.whiteDiscs = 64 - result.blackDiscs;
    if (score != 0) result.winner = score > 0 ? Color::Black : Color::White;
    result.resignedBy = library_.resignedBy(game);  // "White wins by resignation"
    return app::resultText(result);
}

QVariant LibraryModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const int game = gameAt(index.row());
    if (role == Qt::DisplayRole) {
        switch (static_cast<Column>(index.column())) {
            case Date: return text(library_.date(game));
            case Black: return text(library_.black(game));
            case White: return text(library_.white(game));
            case Result: return resultText(game);
            case Event: return text(library_.event(game));
            case Source: return text(library_.source(game));
            case Moves: return library_.moveCount(game);
            case ColumnCount: break;
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() == Moves)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant LibraryModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (static_cast<Column>(section)) {
        //: Game library column
        case Date: return tr("Date");
        case Black: return colorText(Color::Black);
        case White: return colorText(Color::White);
        //: Game library column
        case Result: return tr("Result");
        //: Game library column: the tournament, or the place a game was played
        case Event: return tr("Event");
        //: Game library column: the file or database the game comes from
        case Source: return tr("Source");
        //: Game library column: the number of moves
        case Moves: return tr("Moves");
        case ColumnCount: break;
    }
    return {};
}

void LibraryModel::sort(int column, Qt::SortOrder order) {
    beginResetModel();
    sortColumn_ = column;
    sortOrder_ = order;
    applySort();
    endResetModel();
}

void LibraryModel::applySort() {
    if (sortColumn_ < 0) return;
    const auto less = [this](int a, int b) -> bool {
        switch (static_cast<Column>(sortColumn_)) {
            case Date: return library_.date(a) < library_.date(b);
            case Black: return library_.black(a) < library_.black(b);
            case White: return library_.white(a) < library_.white(b);
            case Result: return library_.scoreForBlack(a) < library_.scoreForBlack(b);
            case Event: return library_.event(a) < library_.event(b);
            case Source: return library_.source(a) < library_.source(b);
            case Moves: return library_.moveCount(a) < library_.moveCount(b);
            case ColumnCount: break;
        }
        return a < b;
    };
    if (sortOrder_ == Qt::AscendingOrder) {
        std::stable_sort(rows_.begin(), rows_.end(), less);
    } else {
        std::stable_sort(rows_.begin(), rows_.end(), [&](int a, int b) { return less(b, a); });
    }
}

}  // namespace verso::app
