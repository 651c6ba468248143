// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/records/EditorTransforms.h"

#include <QHBoxLayout>
#include <QToolButton>

namespace verso::app {

EditorTransforms::EditorTransforms(QWidget* parent) : QGroupBox(parent) {
    //: Group of the position editor: buttons that rotate or mirror the whole board
    setTitle(tr("Turn and Mirror"));
    auto* row = new QHBoxLayout(this);
    //: Position editor button: turns the board a quarter turn anticlockwise
    row->addWidget(button(tr("↺ 90°"), tr("Rotate the board a quarter turn to the left"),
                          "rotateLeftButton", kRotateLeft));
    //: Position editor button: turns the board a quarter turn clockwise
    row->addWidget(button(tr("↻ 90°"), tr("Rotate the board a quarter turn to the right"),
                          "rotateRightButton", kRotateRight));
    //: Position editor button: turns the board half a turn
    row->addWidget(
        button(tr("180°"), tr("Rotate the board half a turn"), "rotateHalfButton", kRotateHalf));
    //: Position editor button: mirrors the board left to right (column a swaps with h)
    row->addWidget(button(tr("⇆"), tr("Mirror the board left to right (a↔h)"),
                          "mirrorLeftRightButton", kMirrorLeftRight));
    //: Position editor button: mirrors the board top to bottom (row 1 swaps with 8)
    row->addWidget(button(tr("⇅"), tr("Mirror the board top to bottom (1↔8)"),
                          "mirrorTopBottomButton", kMirrorTopBottom));
    //: Position editor button: mirrors the board in the diagonal from a1 to h8
    row->addWidget(button(tr("⤡ a1–h8"), tr("Mirror the board in the a1–h8 diagonal"),
                          "mirrorMainDiagonalButton", kMirrorMainDiagonal));
    //: Position editor button: mirrors the board in the diagonal from a8 to h1
    row->addWidget(button(tr("⤢ a8–h1"), tr("Mirror the board in the a8–h1 diagonal"),
                          "mirrorOtherDiagonalButton", kMirrorOtherDiagonal));
}

QToolButton* EditorTransforms::button(const QString& text, const QString& tip, const char* name,
                                      int symmetry) {
    auto* button = new QToolButton;
    button->setObjectName(QLatin1String(name));
    button->setText(text);
    button->setToolTip(tip);
    button->setAccessibleName(tip);
    button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(button, &QToolButton::clicked, this,
            [this, symmetry] { emit transformRequested(symmetry); });
    return button;
}

}  // namespace verso::app
