// SPDX-License-Identifier: GPL-3.0-or-later
// A dock's close button drawn at the screen's pixel density: some styles (Fusion among them) give
// docks a small bitmap that a scale factor of 2 blurs. The cross is drawn in the palette's button
// text colour, again when the style or the palette changes.
#pragma once

#include <QObject>

class QDockWidget;

namespace verso::app {

class CrispDockButtons : public QObject {
    Q_OBJECT
public:
    // Watches "dock" (and is owned by it).
    explicit CrispDockButtons(QDockWidget& dock);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void apply();

    QDockWidget& dock_;
};

}  // namespace verso::app
