// SPDX-License-Identifier: GPL-3.0-or-later
// The board as a graphics scene: felt, grid, the four dots, coordinates, discs and markers.
// The scene shows a Position handed to it (it never decides rules) and reports clicked squares.
// Scene units: one square is 100 units; the playing area spans (0,0)-(800,800).
#pragma once

#include <QBrush>
#include <QGraphicsScene>
#include <QPointer>
#include <array>
#include <optional>

#include "app/board/BoardTheme.h"
#include "core/Position.h"

class QParallelAnimationGroup;
class QGraphicsEllipseItem;
class QGraphicsRectItem;

namespace verso::app {

class DiscItem;

class BoardScene : public QGraphicsScene {
    Q_OBJECT
public:
    static constexpr qreal kSquare = 100.0;

    explicit BoardScene(QObject* parent = nullptr);

    // Shows "position". Discs in "flipped" turn over during "flipMs" milliseconds (0 = at once).
    // An animation still running is finished first, so the scene always ends on the model.
    void showPosition(const Position& position, Bitboard flipped = 0, int flipMs = 0);
    const Position& displayedPosition() const { return position_; }
    bool isAnimating() const;
    // Jumps a running animation to its end.
    void finishAnimation();

    void setLegalMoves(Bitboard moves);
    Bitboard legalMoves() const { return legalMoves_; }
    void setLastMove(int square);  // -1 for none
    int lastMove() const { return lastMove_; }
    // The colour a click would place (for the hover preview); nullopt when clicks do not play.
    void setPreviewColor(std::optional<Color> color);
    void setShowLegalMoves(bool show);
    void setShowLastMove(bool show);
    bool showsLegalMoves() const { return showLegalMoves_; }
    bool showsLastMove() const { return showLastMove_; }
    void setShowCoordinates(bool show);
    bool showCoordinates() const { return showCoordinates_; }
    // The colours of the board, its discs and markers; a change repaints at once.
    const BoardTheme& theme() const { return theme_; }
    void setTheme(const BoardTheme& theme);

    // The keyboard cursor (hidden until the keyboard is used).
    int cursorSquare() const { return cursorSquare_; }
    void setCursorSquare(int square);
    void setCursorVisible(bool visible);
    bool isCursorVisible() const;

    // View > Flip Board: the board turned half a turn, as seen from White's side (row 8 at the
    // top, column h on the left). Squares, markers and coordinates move; the discs stay on their
    // squares and clicks still name the square under the pointer.
    void setFlipped(bool flipped);
    bool isFlipped() const { return flipped_; }

    // Where "square" is drawn (it follows the flip).
    QRectF squareRect(int square) const;
    QRectF boardRect() const { return QRectF(0, 0, 8 * kSquare, 8 * kSquare); }
    // The felt of the squares in the theme's colours (flat, or a grain across the board).
    QBrush feltBrush() const;
    // The square under "scenePos", or -1 outside the board.
    int squareAt(const QPointF& scenePos) const;
    // The disc shown on "square", if any (for tests and accessibility).
    const DiscItem* discAt(int square) const;
    int hoveredSquare() const { return hoveredSquare_; }
    void clearHover() { setHoveredSquare(-1); }

signals:
    void squareClicked(int square);
    void animationFinished();
    // The discs, the legal moves or the last move shown changed (for assistive technology).
    void contentChanged();
    void cursorMoved(int square);
    void themeChanged();
    // The board was flipped or turned back: whatever is placed on squares moves.
    void orientationChanged();

protected:
    void drawBackground(QPainter* painter, const QRectF& rect) override;
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;

private:
    void createMarkers();
    void placeItems();
    void updateMarkers();
    void updatePreview();
    void setHoveredSquare(int square);
    DiscItem* discFor(int square);
    qreal frameWidth() const;

    BoardTheme theme_ = BoardTheme::classic();
    Position position_ = Position::fromColors(0, 0, Color::Black);
    std::array<DiscItem*, 64> discs_{};
    std::array<QGraphicsEllipseItem*, 64> legalMarkers_{};
    QGraphicsEllipseItem* lastMoveMarker_ = nullptr;
    QGraphicsRectItem* cursorItem_ = nullptr;
    DiscItem* preview_ = nullptr;
    QPointer<QParallelAnimationGroup> animation_;
    Bitboard legalMoves_ = 0;
    int lastMove_ = -1;
    int cursorSquare_ = 27;  // d4
    int hoveredSquare_ = -1;
    std::optional<Color> previewColor_;
    bool showLegalMoves_ = true;
    bool showLastMove_ = true;
    bool showCoordinates_ = true;
    bool flipped_ = false;
};

}  // namespace verso::app
