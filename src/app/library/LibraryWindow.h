// SPDX-License-Identifier: GPL-3.0-or-later
// File > Library (Ctrl+L): the person's own games (the kept games) and any game databases they
// added — WTHOR folders or .wtb files (with WTHOR.JOU and WTHOR.TRN beside them for the names) and
// GGF or transcript files — in one sortable table: date, Black, White, result, event, source,
// moves. Filters by player, years, result and "through the position on the board" (every game that
// reached it, under the board's eight symmetries). A double-click (or Enter, or Open) opens the
// game in the move list. The databases added are remembered.
#pragma once

#include <QDialog>

#include <memory>

#include "core/GameLibrary.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;
class QTimer;

namespace verso::session {
class GameController;
}

namespace verso::app {

class CurrentGame;
class LibraryModel;
class Settings;

class LibraryWindow : public QDialog {
    Q_OBJECT

public:
    LibraryWindow(CurrentGame& current, session::GameController& game, Settings& settings,
                  QWidget* parent);
    ~LibraryWindow() override;

    // Reads the kept games and the remembered databases again.
    void reload();
    // Adds a WTHOR folder, a .wtb file, or a GGF/transcript file to the databases shown.
    bool addDatabase(const QString& path);
    // Applies the filters now (they also apply by themselves shortly after a change).
    void applyFilter();
    // Opens the game of "row" in the window.
    void openRow(int row);

    const GameLibrary& library() const { return *library_; }
    LibraryModel* model() const { return model_; }
    QTableView* table() const { return table_; }
    QLineEdit* playerFilter() const { return player_; }
    QCheckBox* throughPosition() const { return through_; }
    QComboBox* resultFilter() const { return result_; }
    QSpinBox* yearFrom() const { return yearFrom_; }
    QSpinBox* yearTo() const { return yearTo_; }
    QLabel* countLabel() const { return count_; }

signals:
    void message(const QString& text, int timeoutMs);

private:
    void chooseDatabase();
    void load(const QString& path, QStringList& problems);

    CurrentGame& current_;
    session::GameController& game_;
    Settings& settings_;
    std::unique_ptr<GameLibrary> library_;
    LibraryModel* model_ = nullptr;
    QLineEdit* player_;
    QSpinBox* yearFrom_;
    QSpinBox* yearTo_;
    QComboBox* result_;
    QCheckBox* through_;
    QTableView* table_;
    QLabel* count_;
    QLabel* problems_;
    QPushButton* open_;
    QTimer* filterTimer_;
};

}  // namespace verso::app
