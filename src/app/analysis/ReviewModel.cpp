// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/analysis/ReviewModel.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>

#include "app/analysis/AnalysisTexts.h"
#include "app/board/ColorContrast.h"
#include "app/window/Texts.h"

namespace verso::app {

void ReviewModel::setReview(const engine::GameReview& review) {
    const bool sameShape = review.moves.size() == review_.moves.size();
    if (!sameShape) beginResetModel();
    review_ = review;
    if (!sameShape) {
        endResetModel();
    } else if (!review_.moves.empty()) {
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    }
}

void ReviewModel::clear() { setReview({}); }

const engine::ReviewedMove* ReviewModel::moveAt(int row) const {
    if (row < 0 || row >= rowCount()) return nullptr;
    return &review_.moves[static_cast<std::size_t>(row)];
}

int ReviewModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(review_.moves.size());
}

int ReviewModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

int ReviewModel::moveNumber(const engine::GameReview& review, int ply) {
    const bool whiteFirst = !review.moves.empty() && review.moves.front().side == Color::White;
    return (ply + (whiteFirst ? 1 : 0)) / 2 + 1;
}

QColor ReviewModel::classColor(engine::MoveClass moveClass) {
    switch (moveClass) {
        case engine::MoveClass::Best: return QColor(60, 160, 80);
        case engine::MoveClass::Good: return QColor(120, 170, 90);
        case engine::MoveClass::Inaccuracy: return QColor(225, 170, 30);
        case engine::MoveClass::Mistake: return QColor(230, 110, 30);
        case engine::MoveClass::Blunder: return QColor(210, 40, 40);
        case engine::MoveClass::Forced: break;
    }
    return QColor(150, 150, 150);
}

QVariant ReviewModel::data(const QModelIndex& index, int role) const {
    const engine::ReviewedMove* m = moveAt(index.row());
    if (!m) return {};
    const auto column = static_cast<Column>(index.column());
    if (role == Qt::DisplayRole) {
        switch (column) {
            case MoveNumber:
                return QStringLiteral("%1. %2")
                    .arg(moveNumber(review_, m->ply))
                    .arg(colorText(m->side));
            case Played:
                return m->judged ? QStringLiteral("%1  %2").arg(moveText(m->played),
                                                                valueText(m->playedValue))
                                 : moveText(m->played);
            case Best:
                if (!m->judged || m->moveClass == engine::MoveClass::Forced) return {};
                return QStringLiteral("%1  %2").arg(moveText(m->best), valueText(m->bestValue));
            case Loss:
                if (!m->judged || m->moveClass == engine::MoveClass::Forced) return {};
                return m->loss ? valueText(-m->loss) : QStringLiteral("0");
            case Class: return m->judged ? moveClassText(m->moveClass) : QString();
            case ColumnCount: break;
        }
    }
    if (role == Qt::ForegroundRole && column == Class && m->judged)
        // Darkened or lightened as needed to read on the table's background, light or dark.
        return QBrush(readableVariant(classColor(m->moveClass),
                                      QGuiApplication::palette().color(QPalette::Base)));
    if (role == Qt::FontRole && m->judged && m->moveClass >= engine::MoveClass::Mistake) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::ToolTipRole && m->judged) {
        //: Tooltip of a reviewed move: how it was judged, e.g. "exact" or "depth 14"
        return m->exact ? tr("Judged exactly") : tr("Judged by a search of depth %1").arg(m->depth);
    }
    if (role == Qt::TextAlignmentRole && column == Loss)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant ReviewModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (static_cast<Column>(section)) {
        //: Review table column: the move number and who played it
        case MoveNumber: return tr("Move");
        //: Review table column: the move played and its value
        case Played: return tr("Played");
        //: Review table column: the best move and its value
        case Best: return tr("Best");
        //: Review table column: discs lost against the best move
        case Loss: return tr("Loss");
        //: Review table column: best, good, inaccuracy, mistake, blunder
        case Class: return tr("Class");
        case ColumnCount: break;
    }
    return {};
}

}  // namespace verso::app
