// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/engines/ExternalEngineDialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <chrono>

#include "app/engines/ExternalEngineFaultText.h"
#include "session/external/ExternalEnginePlayer.h"

namespace verso::app {

using session::ExternalEnginePlayer;
using session::ExternalEngineSpec;

namespace {

constexpr std::chrono::milliseconds kLongestTest{10000};  // a greeting takes far less

// A line edit with a Browse... button on its right.
QWidget* withBrowseButton(QLineEdit* edit, QPushButton* button) {
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(edit, 1);
    layout->addWidget(button);
    return row;
}

// A form label whose shortcut focuses "buddy" (a row of several widgets has no buddy by itself).
QLabel* labelFor(const QString& text, QWidget* buddy) {
    auto* label = new QLabel(text);
    label->setBuddy(buddy);
    return label;
}

}  // namespace

ExternalEngineDialog::ExternalEngineDialog(QWidget* parent) : QDialog(parent) {
    buildWidgets();
    //: Title of the dialog that adds an external engine (a program that plays Othello)
    setWindowTitle(tr("Add Engine"));
    setSpec(ExternalEngineSpec{});
}

ExternalEngineDialog::ExternalEngineDialog(const ExternalEngineSpec& spec, QWidget* parent)
    : QDialog(parent) {
    buildWidgets();
    //: Title of the dialog that changes an external engine's settings
    setWindowTitle(tr("Edit Engine"));
    setSpec(spec);
}

ExternalEngineDialog::~ExternalEngineDialog() = default;

void ExternalEngineDialog::buildWidgets() {
    setObjectName(QStringLiteral("engineDialog"));
    nameEdit_ = new QLineEdit;
    nameEdit_->setObjectName(QStringLiteral("engineNameEdit"));
    //: Shown in the empty name field: the engine will be called by the name it gives itself
    nameEdit_->setPlaceholderText(tr("The name the engine gives itself"));
    commandEdit_ = new QLineEdit;
    commandEdit_->setObjectName(QStringLiteral("engineCommandEdit"));
    commandEdit_->setMinimumWidth(commandEdit_->fontMetrics().averageCharWidth() * 40);
    //: An example command line; keep the program name and the quotes
    commandEdit_->setPlaceholderText(tr("\"/path/to/engine\" arguments"));
    auto* commandBrowse = new QPushButton(tr("Browse…"));
    commandBrowse->setObjectName(QStringLiteral("engineCommandBrowseButton"));
    directoryEdit_ = new QLineEdit;
    directoryEdit_->setObjectName(QStringLiteral("engineDirectoryEdit"));
    //: Shown in the empty working directory field
    directoryEdit_->setPlaceholderText(tr("Where Verso was started"));
    auto* directoryBrowse = new QPushButton(tr("Browse…"));
    directoryBrowse->setObjectName(QStringLiteral("engineDirectoryBrowseButton"));
    depthSpin_ = new QSpinBox;
    depthSpin_->setObjectName(QStringLiteral("engineDepthSpin"));
    depthSpin_->setRange(ExternalEngineSpec::kMinDepth, ExternalEngineSpec::kMaxDepth);
    secondsSpin_ = new QSpinBox;
    secondsSpin_->setObjectName(QStringLiteral("engineSecondsSpin"));
    secondsSpin_->setRange(ExternalEngineSpec::kMinSecondsPerMove,
                           ExternalEngineSpec::kMaxSecondsPerMove);
    secondsSpin_->setSuffix(
        tr(" s", "Unit after the number of seconds per move, with a space before it"));
    auto* note = new QLabel(
        tr("The engine is told the search depth. The NBoard protocol has no time limit, so a move "
           "that takes longer than the time per move is reported, and you can wait, restart the "
           "engine or take over."));
    note->setWordWrap(true);
    testButton_ = new QPushButton(tr("Test"));
    testButton_->setObjectName(QStringLiteral("engineTestButton"));
    testButton_->setToolTip(tr("Start the engine and see whether it answers"));
    testResultLabel_ = new QLabel;
    testResultLabel_->setObjectName(QStringLiteral("engineTestResultLabel"));
    testResultLabel_->setTextFormat(Qt::PlainText);  // the engine's name and output are not HTML
    testResultLabel_->setWordWrap(true);
    buttonBox_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttonBox_->setObjectName(QStringLiteral("engineButtonBox"));

    auto* form = new QFormLayout;
    form->addRow(tr("&Name:"), nameEdit_);
    form->addRow(labelFor(tr("&Command line:"), commandEdit_),
                 withBrowseButton(commandEdit_, commandBrowse));
    form->addRow(labelFor(tr("&Working directory:"), directoryEdit_),
                 withBrowseButton(directoryEdit_, directoryBrowse));
    //: How many moves ahead the engine looks (NBoard "set depth")
    form->addRow(tr("Search &depth:"), depthSpin_);
    form->addRow(tr("&Time per move:"), secondsSpin_);
    auto* testRow = new QHBoxLayout;
    testRow->addWidget(testButton_, 0, Qt::AlignTop);
    testRow->addWidget(testResultLabel_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addLayout(testRow);
    layout->addWidget(buttonBox_);

    connect(commandBrowse, &QPushButton::clicked, this, &ExternalEngineDialog::browseProgram);
    connect(directoryBrowse, &QPushButton::clicked, this, &ExternalEngineDialog::browseDirectory);
    // Another program or folder is untested: a failed test no longer holds OK back.
    for (QLineEdit* edit : {commandEdit_, directoryEdit_}) {
        connect(edit, &QLineEdit::textChanged, this, [this] {
            testFailed_ = false;
            updateButtons();
        });
    }
    connect(testButton_, &QPushButton::clicked, this, &ExternalEngineDialog::testEngine);
    connect(buttonBox_, &QDialogButtonBox::accepted, this, &ExternalEngineDialog::accept);
    connect(buttonBox_, &QDialogButtonBox::rejected, this, &ExternalEngineDialog::reject);
}

ExternalEngineSpec ExternalEngineDialog::spec() const {
    ExternalEngineSpec spec;
    spec.name = nameEdit_->text().trimmed();
    spec.commandLine = commandEdit_->text().trimmed();
    spec.workingDirectory = directoryEdit_->text().trimmed();
    spec.depth = depthSpin_->value();
    spec.secondsPerMove = secondsSpin_->value();
    return spec;
}

void ExternalEngineDialog::setSpec(const ExternalEngineSpec& spec) {
    nameEdit_->setText(spec.name);
    commandEdit_->setText(spec.commandLine);
    directoryEdit_->setText(spec.workingDirectory);
    depthSpin_->setValue(spec.depth);
    secondsSpin_->setValue(spec.secondsPerMove);
    testResultLabel_->clear();
    updateButtons();
}

// Puts the chosen program in place of the command line's first word, keeping its arguments; an
// empty working directory becomes the program's folder (many engines find their data there).
void ExternalEngineDialog::browseProgram() {
    QStringList words = spec().program();
    const QString current = words.isEmpty() ? QString() : words.constFirst();
    const QString program = QFileDialog::getOpenFileName(
        this, tr("Choose the Engine Program"),
        current.isEmpty() ? QDir::homePath() : QFileInfo(current).absolutePath());
    if (program.isEmpty()) return;
    if (words.isEmpty()) words.append(program);
    else words.first() = program;
    commandEdit_->setText(ExternalEngineSpec::commandLineFor(words));
    if (directoryEdit_->text().trimmed().isEmpty())
        directoryEdit_->setText(QDir::toNativeSeparators(QFileInfo(program).absolutePath()));
}

void ExternalEngineDialog::browseDirectory() {
    const QString current = directoryEdit_->text().trimmed();
    const QString directory = QFileDialog::getExistingDirectory(
        this, tr("Choose the Working Directory"), current.isEmpty() ? QDir::homePath() : current);
    if (!directory.isEmpty()) directoryEdit_->setText(QDir::toNativeSeparators(directory));
}

void ExternalEngineDialog::updateButtons() {
    const bool valid = spec().isValid();
    buttonBox_->button(QDialogButtonBox::Ok)->setEnabled(valid && !testFailed_);
    testButton_->setEnabled(valid && !tester_);
}

void ExternalEngineDialog::testEngine() {
    if (tester_) tester_.release()->deleteLater();
    const ExternalEngineSpec tested = spec();
    tester_ = std::make_unique<ExternalEnginePlayer>(tested);
    tester_->setAnswerTimeout(std::min(tester_->answerTimeout(), kLongestTest));
    connect(tester_.get(), &ExternalEnginePlayer::nameChanged, this, [this](const QString& name) {
        if (nameEdit_->text().trimmed().isEmpty()) nameEdit_->setText(name);
    });
    connect(tester_.get(), &ExternalEnginePlayer::ready, this, &ExternalEngineDialog::onTestReady);
    connect(tester_.get(), &ExternalEnginePlayer::faulted, this,
            &ExternalEngineDialog::onTestFault);
    testFailed_ = false;
    testResultLabel_->setText(tr("Starting the engine…"));
    updateButtons();
    tester_->start();  // may fail at once
}

void ExternalEngineDialog::onTestReady() {
    //: %1 is the name of the engine, as it gives it
    finishTest(tr("The engine is ready: %1").arg(tester_->name()));
}

void ExternalEngineDialog::onTestFault(session::ExternalEngineFault fault, const QString& detail) {
    testFailed_ = true;
    finishTest(engineFaultText(fault, detail));
}

// Called from the tester's own signals: it is deleted (and asked to quit) from the event loop.
void ExternalEngineDialog::finishTest(const QString& result) {
    if (tester_) {
        tester_->disconnect(this);
        tester_.release()->deleteLater();
    }
    testResultLabel_->setText(result);
    updateButtons();
}

}  // namespace verso::app
