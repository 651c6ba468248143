// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/board/BoardScene.h"

#include <QGraphicsEllipseItem>
#include <QGraphicsRectItem>
#include <QGraphicsSceneMouseEvent>
#include <QLinearGradient>
#include <QPainter>
#include <QPalette>
#include <QParallelAnimationGroup>
#include <QPropertyAnimation>
#include <QSequentialAnimationGroup>

#include "app/board/DiscItem.h"

namespace verso::app {

namespace {

constexpr qreal kDiscRadius = BoardScene::kSquare * 0.42;

enum ZOrder { ZLegalMarker = 1, ZDisc = 2, ZPreview = 3, ZLastMove = 4, ZCursor = 5 };

}  // namespace

BoardScene::BoardScene(QObject* parent) : QGraphicsScene(parent) {
    setItemIndexMethod(QGraphicsScene::NoIndex);  // few items, all moving or toggling
    createMarkers();
    setShowCoordinates(true);
}

void BoardScene::createMarkers() {
    for (int sq = 0; sq < kSquareCount; ++sq) {
        const QPointF c = squareRect(sq).center();
        auto* marker = addEllipse(QRectF(c.x() - 15, c.y() - 15, 30, 30), Qt::NoPen, Qt::NoBrush);
        marker->setZValue(ZLegalMarker);
        marker->setVisible(false);
        legalMarkers_[static_cast<size_t>(sq)] = marker;
    }
    lastMoveMarker_ =
        addEllipse(QRectF(-8, -8, 16, 16), QPen(theme_.lastMoveRim, 1.5), theme_.lastMove);
    lastMoveMarker_->setZValue(ZLastMove);
    lastMoveMarker_->setVisible(false);
    cursorItem_ =
        addRect(QRectF(4, 4, kSquare - 8, kSquare - 8), QPen(theme_.cursor, 5), Qt::NoBrush);
    cursorItem_->setZValue(ZCursor);
    cursorItem_->setVisible(false);
    setCursorSquare(cursorSquare_);
    preview_ = new DiscItem(kDiscRadius);
    preview_->setOpacity(0.55);
    preview_->setZValue(ZPreview);
    preview_->setVisible(false);
    addItem(preview_);
}

QRectF BoardScene::squareRect(int square) const {
    const int column = flipped_ ? 7 - columnOf(square) : columnOf(square);
    const int row = flipped_ ? 7 - rowOf(square) : rowOf(square);
    return QRectF(column * kSquare, row * kSquare, kSquare, kSquare);
}

int BoardScene::squareAt(const QPointF& p) const {
    if (!boardRect().contains(p)) return -1;
    const int column = std::min(7, static_cast<int>(p.x() / kSquare));
    const int row = std::min(7, static_cast<int>(p.y() / kSquare));
    return flipped_ ? verso::squareAt(7 - column, 7 - row) : verso::squareAt(column, row);
}

void BoardScene::setFlipped(bool flipped) {
    if (flipped == flipped_) return;
    flipped_ = flipped;
    placeItems();
    invalidate(sceneRect(), QGraphicsScene::BackgroundLayer);  // the coordinates
    update();
    emit orientationChanged();
}

// Puts every disc and marker on its square's place (after a flip).
void BoardScene::placeItems() {
    for (int sq = 0; sq < kSquareCount; ++sq) {
        const QPointF c = squareRect(sq).center();
        legalMarkers_[static_cast<size_t>(sq)]->setRect(QRectF(c.x() - 15, c.y() - 15, 30, 30));
        if (DiscItem* disc = discs_[static_cast<size_t>(sq)]) disc->setPos(c);
    }
    setCursorSquare(cursorSquare_);
    updateMarkers();
    updatePreview();
}

const DiscItem* BoardScene::discAt(int square) const {
    const DiscItem* disc = discs_[static_cast<size_t>(square)];
    return disc && disc->isVisible() ? disc : nullptr;
}

DiscItem* BoardScene::discFor(int square) {
    DiscItem*& disc = discs_[static_cast<size_t>(square)];
    if (!disc) {
        disc = new DiscItem(kDiscRadius);
        disc->setPos(squareRect(square).center());
        disc->setZValue(ZDisc);
        addItem(disc);
    }
    return disc;
}

namespace {

// Squares between "square" and the nearest square of "targets" (king moves), 0 when none.
int distanceTo(int square, Bitboard targets) {
    int best = 0;
    for (Bitboard b = targets; b; b &= b - 1) {
        const int t = firstSquare(b);
        const int d =
            std::max(std::abs(columnOf(t) - columnOf(square)), std::abs(rowOf(t) - rowOf(square)));
        if (best == 0 || d < best) best = d;
    }
    return best;
}

// The placed disc drops in: it grows to full size with a little overshoot.
void addDrop(QParallelAnimationGroup* group, DiscItem* disc, int ms) {
    auto* drop = new QPropertyAnimation(disc, "scale", group);
    drop->setDuration(ms);
    drop->setStartValue(0.55);
    drop->setEndValue(1.0);
    drop->setEasingCurve(QEasingCurve::OutBack);
    disc->setScale(0.55);
    group->addAnimation(drop);
}

// A flipped disc turns over after "delayMs", so the flips ripple out from the placed disc.
void addFlip(QParallelAnimationGroup* group, DiscItem* disc, Color to, int delayMs, int ms) {
    disc->prepareFlip(opposite(to), to);
    auto* sequence = new QSequentialAnimationGroup(group);
    if (delayMs > 0) sequence->addPause(delayMs);
    auto* flip = new QPropertyAnimation(disc, "flipProgress", sequence);
    flip->setDuration(ms);
    flip->setStartValue(0.0);
    flip->setEndValue(1.0);
    flip->setEasingCurve(QEasingCurve::InOutSine);
    sequence->addAnimation(flip);
    group->addAnimation(sequence);
}

}  // namespace

void BoardScene::showPosition(const Position& position, Bitboard flipped, int flipMs) {
    finishAnimation();
    const Bitboard before = position_.black() | position_.white();
    const Bitboard placed = (position.black() | position.white()) & ~before;
    position_ = position;
    auto* group = flipMs > 0 && flipped ? new QParallelAnimationGroup(this) : nullptr;
    for (int sq = 0; sq < kSquareCount; ++sq) {
        const std::optional<Color> color = position.at(sq);
        if (!color) {
            if (discs_[static_cast<size_t>(sq)]) discs_[static_cast<size_t>(sq)]->setVisible(false);
            continue;
        }
        DiscItem* disc = discFor(sq);
        disc->setVisible(true);
        if (group && (flipped & squareBit(sq))) {
            const int ring = std::max(1, distanceTo(sq, placed));
            addFlip(group, disc, *color, (ring - 1) * flipMs * 3 / 10, flipMs);
        } else {
            disc->setColor(*color);
            if (group && (placed & squareBit(sq))) addDrop(group, disc, flipMs * 6 / 10);
        }
    }
    updatePreview();
    if (group) {
        animation_ = group;
        connect(group, &QAbstractAnimation::finished, this, [this, group] {
            if (animation_ == group) animation_ = nullptr;
            group->deleteLater();
            updateMarkers();  // the next player's moves appear once the discs have settled
            emit animationFinished();
        });
        group->start();
        updateMarkers();
    }
    emit contentChanged();
}

bool BoardScene::isAnimating() const {
    return animation_ && animation_->state() == QAbstractAnimation::Running;
}

void BoardScene::finishAnimation() {
    if (!animation_) return;
    // Jumping to the end sets every disc to its final face and emits finished().
    animation_->setCurrentTime(animation_->totalDuration());
    if (animation_) animation_->stop();
}

void BoardScene::setLegalMoves(Bitboard moves) {
    legalMoves_ = moves;
    updateMarkers();
    updatePreview();
    emit contentChanged();
}

void BoardScene::setLastMove(int square) {
    lastMove_ = square;
    updateMarkers();
    emit contentChanged();
}

void BoardScene::setPreviewColor(std::optional<Color> color) {
    if (previewColor_ == color) return;
    previewColor_ = color;
    updateMarkers();
    updatePreview();
}

void BoardScene::setShowLegalMoves(bool show) {
    showLegalMoves_ = show;
    updateMarkers();
    emit contentChanged();
}

void BoardScene::setShowLastMove(bool show) {
    showLastMove_ = show;
    updateMarkers();
    emit contentChanged();
}

void BoardScene::setShowCoordinates(bool show) {
    showCoordinates_ = show;
    const qreal outside = frameWidth() + kSquare * 0.1;  // the frame and a little air around it
    setSceneRect(boardRect().adjusted(-outside, -outside, outside, outside));
    invalidate(sceneRect(), QGraphicsScene::BackgroundLayer);
}

void BoardScene::setTheme(const BoardTheme& theme) {
    if (theme.id == theme_.id) return;
    theme_ = theme;
    lastMoveMarker_->setPen(QPen(theme_.lastMoveRim, 1.5));
    lastMoveMarker_->setBrush(theme_.lastMove);
    cursorItem_->setPen(QPen(theme_.cursor, 5));
    updateMarkers();
    invalidate(sceneRect(), QGraphicsScene::BackgroundLayer);
    update();  // the discs, the hint and the values paint in the theme's colours
    emit themeChanged();
}

qreal BoardScene::frameWidth() const { return showCoordinates_ ? kSquare * 0.45 : kSquare * 0.12; }

void BoardScene::updateMarkers() {
    // A small disc of the colour that may play there (dark when no person plays), twice the size
    // of the board's four dots so the two never look alike, with a thin ring of the other colour.
    // In every theme the fill or the ring stands out from the felt by a contrast of at least 3:1.
    const bool white = previewColor_ == Color::White;
    const QBrush markerBrush(white ? theme_.legalForWhite : theme_.legalForBlack);
    const QPen markerPen(white ? theme_.legalForWhiteRim : theme_.legalForBlackRim, 2.0);
    // While discs are still turning over, the markers would point at moves of a board not yet
    // shown.
    const bool settled = !isAnimating();
    for (int sq = 0; sq < kSquareCount; ++sq) {
        QGraphicsEllipseItem* marker = legalMarkers_[static_cast<size_t>(sq)];
        const bool underPreview = sq == hoveredSquare_ && previewColor_;
        marker->setVisible(settled && showLegalMoves_ && (legalMoves_ & squareBit(sq)) &&
                           !underPreview);
        marker->setBrush(markerBrush);
        marker->setPen(markerPen);
    }
    const bool showLast = showLastMove_ && lastMove_ >= 0;
    lastMoveMarker_->setVisible(showLast);
    if (showLast) lastMoveMarker_->setPos(squareRect(lastMove_).center());
}

void BoardScene::updatePreview() {
    const bool show =
        previewColor_ && hoveredSquare_ >= 0 && (legalMoves_ & squareBit(hoveredSquare_));
    preview_->setVisible(show);
    if (!show) return;
    preview_->setColor(*previewColor_);
    preview_->setPos(squareRect(hoveredSquare_).center());
}

void BoardScene::setHoveredSquare(int square) {
    if (square == hoveredSquare_) return;
    hoveredSquare_ = square;
    updateMarkers();
    updatePreview();
}

void BoardScene::setCursorSquare(int square) {
    cursorSquare_ = std::clamp(square, 0, kSquareCount - 1);
    cursorItem_->setPos(squareRect(cursorSquare_).topLeft());
    emit cursorMoved(cursorSquare_);
}

void BoardScene::setCursorVisible(bool visible) { cursorItem_->setVisible(visible); }

bool BoardScene::isCursorVisible() const { return cursorItem_->isVisible(); }

void BoardScene::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return;
    const int square = squareAt(event->scenePos());
    if (square >= 0) emit squareClicked(square);
    event->accept();
}

void BoardScene::mouseMoveEvent(QGraphicsSceneMouseEvent* event) {
    setHoveredSquare(squareAt(event->scenePos()));
    event->accept();
}

QBrush BoardScene::feltBrush() const {
    if (!theme_.feltShade.isValid()) return theme_.felt;
    const QRectF board = boardRect();
    QLinearGradient grain(board.topLeft(), board.bottomRight());
    grain.setColorAt(0.0, theme_.felt);
    grain.setColorAt(1.0, theme_.feltShade);
    return grain;
}

void BoardScene::drawBackground(QPainter* painter, const QRectF& rect) {
    painter->fillRect(rect, palette().window());
    painter->setRenderHint(QPainter::Antialiasing);
    const qreal frame = frameWidth();
    const QRectF board = boardRect();
    painter->setPen(Qt::NoPen);
    painter->setBrush(theme_.frame);
    painter->drawRoundedRect(board.adjusted(-frame, -frame, frame, frame), frame * 0.3,
                             frame * 0.3);
    painter->fillRect(board, feltBrush());

    painter->setPen(QPen(theme_.grid, theme_.gridWidth));
    for (int i = 0; i <= 8; ++i) {
        painter->drawLine(QPointF(i * kSquare, 0), QPointF(i * kSquare, 8 * kSquare));
        painter->drawLine(QPointF(0, i * kSquare), QPointF(8 * kSquare, i * kSquare));
    }
    painter->setPen(Qt::NoPen);
    painter->setBrush(theme_.grid);
    for (qreal x : {2 * kSquare, 6 * kSquare}) {
        for (qreal y : {2 * kSquare, 6 * kSquare}) painter->drawEllipse(QPointF(x, y), 7, 7);
    }

    if (!showCoordinates_) return;
    QFont font = painter->font();
    font.setPixelSize(static_cast<int>(frame * 0.6));
    painter->setFont(font);
    painter->setPen(theme_.coordinates);
    for (int i = 0; i < 8; ++i) {
        const int shown = flipped_ ? 7 - i : i;  // the column and row drawn at place i
        const QString letter(QChar('a' + shown));
        const QString digit = QString::number(shown + 1);
        painter->drawText(QRectF(i * kSquare, -frame, kSquare, frame), Qt::AlignCenter, letter);
        painter->drawText(QRectF(i * kSquare, 8 * kSquare, kSquare, frame), Qt::AlignCenter,
                          letter);
        painter->drawText(QRectF(-frame, i * kSquare, frame, kSquare), Qt::AlignCenter, digit);
        painter->drawText(QRectF(8 * kSquare, i * kSquare, frame, kSquare), Qt::AlignCenter, digit);
    }
}

}  // namespace verso::app
