// SPDX-License-Identifier: GPL-3.0-or-later
// The end of a game: the winner and the score, "New Game" (same opponent), "Review Game" or "Close"
// (keep the final board on screen). Opened with open(), so it never blocks the event loop.
#pragma once

#include <QDialog>
#include <optional>

#include "core/GameRecord.h"

class QLabel;
class QPushButton;

namespace verso::app {

class GameOverDialog : public QDialog {
    Q_OBJECT
public:
    // "person": the one human playing the computer, if that is the game (the dialog says who won).
    GameOverDialog(const GameResult& result, std::optional<Color> person,
                   QWidget* parent = nullptr);

    QString headline() const;
    QString details() const;
    QPushButton* newGameButton() const { return newGameButton_; }
    QPushButton* closeButton() const { return closeButton_; }
    QPushButton* reviewButton() const { return reviewButton_; }

signals:
    void newGameRequested();
    void reviewRequested();

private:
    QLabel* headline_;
    QLabel* details_;
    QPushButton* newGameButton_;
    QPushButton* closeButton_;
    QPushButton* reviewButton_;
};

}  // namespace verso::app
