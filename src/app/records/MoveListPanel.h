// SPDX-License-Identifier: GPL-3.0-or-later
// The move list beside the board: who plays Black and White, every move of the game in a table
// (one row per Black/White pair, "pass" where a side could not move), the move that led to the
// position on the board highlighted and the taken-back moves (the redo tail) in grey italics,
// and the result under it. Clicking a move or stepping with the arrow keys asks for that ply.
#pragma once

#include <QWidget>
#include <array>

#include "core/GameRecord.h"

class QAbstractItemView;
class QLabel;
class QModelIndex;

namespace verso::app {

class MoveListModel;
class MoveListView;

class MoveListPanel : public QWidget {
    Q_OBJECT

public:
    explicit MoveListPanel(QWidget* parent = nullptr);

    // The names shown beside Black's and White's disc in the header.
    void setPlayers(const QString& black, const QString& white);
    QString playerName(Color color) const { return names_[static_cast<size_t>(color)]; }
    // The named opening the moves shown are in, e.g. "Tiger", under the names; empty hides it.
    void setOpening(const QString& name);
    QString opening() const { return openingName_; }
    // The line under the moves, e.g. "Black wins 36-28"; an empty text hides it.
    void setResult(const QString& text);
    QString result() const;

    // Every recorded move (the redo tail too), highlighting the move that led to record.ply().
    // Cheap when the record only grew by one move at the end or did not change.
    void setGame(const GameRecord& record);
    // Moves the highlight and the start of the grey tail to "ply" (0 = nothing highlighted).
    void setCurrentPly(int ply);
    int currentPly() const;
    int moveCount() const;

    // For tests. Moves are indexed 0..moveCount()-1 as in GameRecord::moves() (move i is
    // numbered i + 1 and leads to ply i + 1).
    QAbstractItemView* view() const;
    QRect cellRect(int moveIndex) const;  // in the view's viewport coordinates
    QString cellText(int moveIndex) const;
    bool isGreyed(int moveIndex) const;

signals:
    // The person clicked a move or stepped to one with the keys: show the position after it.
    void plyChosen(int ply);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    QWidget* createHeader();
    void choose(int ply);
    void onCellClicked(const QModelIndex& index);
    void showCurrentMove();
    void updateIcons();
    void updateNames();

    MoveListModel* model_;
    MoveListView* view_;
    std::array<QLabel*, 2> icons_{};
    std::array<QLabel*, 2> nameLabels_{};
    std::array<QString, 2> names_;
    QLabel* result_;
    QLabel* opening_;
    QString openingName_;
};

}  // namespace verso::app
