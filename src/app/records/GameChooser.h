// SPDX-License-Identifier: GPL-3.0-or-later
// The dialog File > Open, Edit > Paste and File > Kept Games show when they find more than one
// game: a table of the games (number, Black, White, result, moves, date) that sorts by a click on a
// column header and filters on the players' names as one types, and beside it the final position
// of the selected game. Open, Enter or a double-click takes the selected game; Cancel takes none.
#pragma once

#include <QDialog>
#include <QRect>
#include <memory>
#include <vector>

#include "core/GameDocument.h"

class QDialogButtonBox;
class QHeaderView;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace verso::app {

class BoardPreview;
class GameChooserModel;

class GameChooser : public QDialog {
    Q_OBJECT
public:
    using Games = std::shared_ptr<const std::vector<GameDocument>>;

    // Copies "games"; "title" is the window title (e.g. the file's name).
    GameChooser(const std::vector<GameDocument>& games, const QString& title,
                QWidget* parent = nullptr);
    // Shares "games" without copying them (for large files).
    GameChooser(Games games, const QString& title, QWidget* parent = nullptr);

    // The selected game as an index into the games given, whatever the sorting and filtering;
    // -1 when no row is selected (e.g. the filter hides every game).
    int chosenIndex() const;
    // The selected game, or nullptr.
    const GameDocument* chosenGame() const;
    // Selects the game at "sourceIndex" (if the filter shows it) and scrolls to it.
    void selectGame(int sourceIndex);

    // How many games the filter shows.
    int shownCount() const;
    // The row of the game at "sourceIndex" in the table's viewport coordinates, scrolled into
    // view first; an empty rectangle when the filter hides it. Tests click its centre.
    QRect rowRect(int sourceIndex);

    QTableView* table() const { return table_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* createTopLine();
    QWidget* createSidePanel();
    QDialogButtonBox* createButtons();
    void setUpTable();
    void sizeColumns(QHeaderView* columns);
    void applyFilter(const QString& text);
    void selectedGameChanged();
    void updateCount();

    Games games_;
    GameChooserModel* model_;
    QSortFilterProxyModel* proxy_;
    QTableView* table_;
    QLineEdit* filter_ = nullptr;
    QLabel* count_ = nullptr;
    BoardPreview* preview_ = nullptr;
    QLabel* details_ = nullptr;
    QPushButton* openButton_ = nullptr;
};

}  // namespace verso::app
