// SPDX-License-Identifier: GPL-3.0-or-later
// Windows and dialogs that fit the screen they are on: a first size no larger than the screen's
// free area (the desktop's panels left out), a remembered geometry from a larger screen brought
// back within it, and a window that grows for a dock kept from running off the screen's edge.
#pragma once

#include <QRect>
#include <QSize>

class QDialog;
class QScrollArea;
class QWidget;

namespace verso::app {

// The free area (without panels) of the screen "widget" is on, or of the primary screen.
QRect availableGeometryFor(const QWidget& widget);
// Room a window manager's title bar and borders take around a window: the frame it has once shown,
// or before that (or where the platform draws none) a title bar two lines of text high.
QSize frameAllowance(const QWidget& widget);
QSize typicalFrame(const QWidget& widget);
// "preferred", made small enough that the window and its frame fit the free area, and never
// smaller than the window's minimum size.
QSize fittedSize(const QWidget& window, QSize preferred);
// Resizes "window" to "preferred", fitted to the screen.
void resizeToFit(QWidget& window, QSize preferred);
// Shrinks and moves "window" so that all of it (its frame too) lies in the screen's free area.
void keepOnScreen(QWidget& window);
// Puts the widgets of "dialog"'s box layout, all but "below" (its buttons), in a scroll area, and
// sizes the dialog to show them all where the screen has room: on a short screen the dialog's
// body scrolls and its buttons stay in reach.
void scrollWhenTooTall(QDialog& dialog, QWidget& below);
// A scroll area (its parent "parent", so focus keeps its order) that shows "body" whole in width
// and scrolls it up and down when the room is short; it takes no focus itself: Tab goes to the
// controls, and it scrolls to them.
QScrollArea* verticalScrollBody(QWidget& parent, QWidget* body);

}  // namespace verso::app
