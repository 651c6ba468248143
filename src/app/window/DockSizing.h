// SPDX-License-Identifier: GPL-3.0-or-later
// Showing or hiding a dock beside the board changes the window's width, not the board's: the
// window grows or shrinks by the dock's width, unless another dock keeps that side open.
#pragma once

class QDockWidget;
class QWidget;

namespace verso::app {

void keepBoardSizeFor(QWidget& window, QDockWidget& dock, bool shown);

}  // namespace verso::app
