// SPDX-License-Identifier: GPL-3.0-or-later
// Adding or editing an external NBoard engine: its name, command line, working directory, search
// depth and time per move, and a Test button that starts it (without blocking the window) and
// shows the name it gives or, in words, what went wrong. After a failed test OK stays disabled
// until the command line or working directory changes. The dialog's result is an
// ExternalEngineSpec.
//
// Object names for tests: engineNameEdit, engineCommandEdit, engineCommandBrowseButton,
// engineDirectoryEdit, engineDirectoryBrowseButton, engineDepthSpin, engineSecondsSpin,
// engineTestButton, engineTestResultLabel, engineButtonBox.
#pragma once

#include <QDialog>
#include <memory>

#include "session/external/ExternalEngineFault.h"
#include "session/external/ExternalEngineSpec.h"

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace verso::session {
class ExternalEnginePlayer;
}

namespace verso::app {

class ExternalEngineDialog : public QDialog {
    Q_OBJECT

public:
    // Adds an engine (empty fields, default depth and time).
    explicit ExternalEngineDialog(QWidget* parent = nullptr);
    // Edits "spec".
    explicit ExternalEngineDialog(const session::ExternalEngineSpec& spec,
                                  QWidget* parent = nullptr);
    ~ExternalEngineDialog() override;

    // The engine as the fields describe it now.
    session::ExternalEngineSpec spec() const;
    void setSpec(const session::ExternalEngineSpec& spec);

    // Starts the engine as described and shows what happens in the result label.
    void testEngine();

private:
    void buildWidgets();
    void browseProgram();
    void browseDirectory();
    void updateButtons();
    void onTestReady();
    void onTestFault(session::ExternalEngineFault fault, const QString& detail);
    void finishTest(const QString& result);

    QLineEdit* nameEdit_ = nullptr;
    QLineEdit* commandEdit_ = nullptr;
    QLineEdit* directoryEdit_ = nullptr;
    QSpinBox* depthSpin_ = nullptr;
    QSpinBox* secondsSpin_ = nullptr;
    QPushButton* testButton_ = nullptr;
    QLabel* testResultLabel_ = nullptr;
    QDialogButtonBox* buttonBox_ = nullptr;
    std::unique_ptr<session::ExternalEnginePlayer> tester_;  // the engine being tested, if any
    bool testFailed_ = false;  // the last test of the engine as described failed
};

}  // namespace verso::app
