// SPDX-License-Identifier: GPL-3.0-or-later
// A line of news only assistive technology sees: each announcement becomes its accessible name
// and it reports itself shown again, with the Notification role, which screen readers on Linux
// (Orca) speak at once wherever the focus is. Qt 6.4's AT-SPI bridge has no announcement event;
// this is the way a notification is spoken there. It takes no space on the screen.
#pragma once

#include <QWidget>

namespace verso::app {

class LiveRegion : public QWidget {
    Q_OBJECT
public:
    explicit LiveRegion(QWidget* parent = nullptr);

    void say(const QString& text);
};

}  // namespace verso::app
