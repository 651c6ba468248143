// SPDX-License-Identifier: GPL-3.0-or-later
// File > Library (Ctrl+L): the person's own games (the kept games) and any game databases they
// added — WTHOR folders or .wtb files (with WTHOR.JOU and WTHOR.TRN beside them for the names) and
// GGF or transcript files — in one sortable table: date, Black, White, result, event, source,
// moves. Filters by player, years, result and "through the position on the board" (every game that
// reached it, under the board's eight symmetries). A double-click (or Enter, or Open) opens the
// game in the move list. The databases added are remembered. The sources are read on a thread of
// their own (LibraryLoader): the window stays usable, says what it reads and can cancel it, and a
// source whose files have not changed is not read again.
#pragma once

#include <QDialog>

#include <memory>

#include "app/library/LibraryLoader.h"
#include "core/GameLibrary.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
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

    // Reads the kept games and the remembered databases again (those changed since they were
    // last read); loaded() says when the table shows them.
    void reload();
    // Adds a WTHOR folder, a .wtb file, or a GGF/transcript file to the databases shown, once it
    // has been read and holds games (the status bar says why not otherwise); then loaded().
    void addDatabase(const QString& path);
    // True while sources are being read.
    bool loading() const;
    // Stops reading; the table keeps what it showed.
    void cancelLoading();
    // Applies the filters now (they also apply by themselves shortly after a change).
    void applyFilter();
    // Opens the game of "row" in the window and hides the library (its filters stay as they
    // were: "through the position" keeps the position it had, not the opened game's).
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
    QProgressBar* progressBar() const { return progress_; }
    QPushButton* cancelButton() const { return cancel_; }
    LibraryLoader* loader() const { return loader_; }

signals:
    void message(const QString& text, int timeoutMs);
    // A reading has ended and the table shows its games (also when a database was refused).
    void loaded();

private:
    void chooseDatabase();
    void startLoading(const QStringList& databases);
    void onLoaded(const std::shared_ptr<const GameLibrary>& library,
                  const QList<LibraryLoader::Source>& sources);
    void display(std::shared_ptr<const GameLibrary> library, const QStringList& problems);

    CurrentGame& current_;
    session::GameController& game_;
    Settings& settings_;
    std::shared_ptr<const GameLibrary> library_;
    LibraryLoader* loader_;
    QString adding_;            // the database being added, until it has been read
    Position throughPosition_;  // the board's position the filter looks for
    bool opening_ = false;      // a game from the list is being opened
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
    QWidget* reading_;  // what is being read, with its progress and Cancel
    QLabel* readingLabel_;
    QProgressBar* progress_;
    QPushButton* cancel_;
    QTimer* filterTimer_;
};

}  // namespace verso::app
