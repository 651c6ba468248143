// SPDX-License-Identifier: GPL-3.0-or-later
// The position editor's "Turn and Mirror" buttons: the board's eight symmetries (rotations by a
// quarter, a half and three quarters, mirrors left-right and top-bottom, and the reflections in
// each diagonal). Each button asks for one symmetry of core/BoardSymmetry (applySymmetry's number).
#pragma once

#include <QGroupBox>

class QToolButton;

namespace verso::app {

class EditorTransforms : public QGroupBox {
    Q_OBJECT
public:
    explicit EditorTransforms(QWidget* parent = nullptr);

    // The symmetry numbers of the buttons (applySymmetry(b, s) is the board after the button).
    static constexpr int kRotateLeft = 5;
    static constexpr int kRotateRight = 6;
    static constexpr int kRotateHalf = 3;
    static constexpr int kMirrorLeftRight = 1;
    static constexpr int kMirrorTopBottom = 2;
    static constexpr int kMirrorMainDiagonal = 4;   // a1-h8
    static constexpr int kMirrorOtherDiagonal = 7;  // a8-h1

signals:
    void transformRequested(int symmetry);

private:
    QToolButton* button(const QString& text, const QString& tip, const char* name, int symmetry);
};

}  // namespace verso::app
