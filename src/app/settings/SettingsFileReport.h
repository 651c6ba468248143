// SPDX-License-Identifier: GPL-3.0-or-later
// Tells the person, once, that their settings file could not be read: Verso starts from the
// default settings and a copy of the file was kept, or, for a file that cannot be opened at all,
// changes are not kept until it can be (Settings::takeFileProblems()). A window-modal warning, as
// an unusable saved game is reported (AutosaveKeeper).
#pragma once

#include <QCoreApplication>

class QMessageBox;
class QWidget;

namespace verso::app {

class SettingsFileReport {
    Q_DECLARE_TR_FUNCTIONS(SettingsFileReport)

public:
    // Opens the warning over "window" and returns it, or returns null when there is nothing to
    // tell (or it was told already).
    static QMessageBox* show(QWidget* window);
};

}  // namespace verso::app
