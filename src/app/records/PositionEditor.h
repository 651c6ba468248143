// SPDX-License-Identifier: GPL-3.0-or-later
// Edit > Set Up Position: a board to paint discs on (black, white or empty, by click or drag),
// the side to move, buttons that turn and mirror the board, the disc counts, and a note saying
// whether a game can start from the board.
// A position where the side to move must pass is fine; one where the game is already over is not.
#pragma once

#include <QDialog>
#include <optional>

#include "core/Position.h"

class QLabel;
class QPushButton;
class QRadioButton;
class QToolButton;

namespace verso::app {

class BoardScene;
class EditorBoardView;

class PositionEditor : public QDialog {
    Q_OBJECT
public:
    // Starts from "start" (the game's current position), side to move included.
    explicit PositionEditor(const Position& start, QWidget* parent = nullptr);

    // The edited board and the chosen side to move.
    Position position() const;
    // Replaces the board and the side to move with "position".
    void setPosition(const Position& position);
    // Turns or mirrors the board by core/BoardSymmetry's symmetry "symmetry"; the side to move
    // stays.
    void transform(int symmetry);

    // What a left click paints: a colour, or nullopt for Empty.
    std::optional<Color> tool() const;
    void setTool(std::optional<Color> content);

    // A game can start from the edited position (it is not over before the first move).
    bool canPlay() const;
    // The note under the counts: why Play from Here is refused, or that the side to move will pass.
    QString note() const;

    EditorBoardView* boardView() const { return view_; }
    // The centre of "square" in the board view's viewport (where a person would click).
    QPoint squareCenterInView(int square) const;

    // Refused (and ignored) while the position cannot be played.
    void accept() override;

private:
    QWidget* createToolBox();
    QWidget* createSideBox();
    QWidget* createCountBox();
    QWidget* createNoteLine();
    QWidget* createButtons();
    QToolButton* createTool(const QString& text, std::optional<Color> content, const char* name);

    void startStroke(int square, Qt::MouseButton button);
    void paint(int square);
    void setSquare(int square, std::optional<Color> content);
    void updatePreview(bool strokeRunning);
    void refresh();
    void updateNote(const Position& p);
    void showNote(const QString& text, bool refused);

    Bitboard black_ = 0;
    Bitboard white_ = 0;
    std::optional<Color> strokeContent_;  // what the running stroke paints

    BoardScene* scene_;
    EditorBoardView* view_;
    QToolButton* blackTool_ = nullptr;
    QToolButton* whiteTool_ = nullptr;
    QToolButton* emptyTool_ = nullptr;
    QRadioButton* blackToMove_ = nullptr;
    QRadioButton* whiteToMove_ = nullptr;
    QLabel* blackCount_ = nullptr;
    QLabel* whiteCount_ = nullptr;
    QLabel* emptyCount_ = nullptr;
    QLabel* noteIcon_ = nullptr;
    QLabel* note_ = nullptr;
    QPushButton* playButton_ = nullptr;
};

}  // namespace verso::app
