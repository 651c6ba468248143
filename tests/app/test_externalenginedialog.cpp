// SPDX-License-Identifier: GPL-3.0-or-later
// The engine dialog: a person fills in an engine, tests it (verso-engine answers with its name,
// which fills the empty name field; a program that does not exist is reported in words) and gets
// back what was filled in; editing shows the engine's values.
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QtTest>

#include "app/engines/ExternalEngineDialog.h"
#include "app/engines/ExternalEngineFaultText.h"

using verso::app::engineFaultText;
using verso::app::ExternalEngineDialog;
using verso::session::ExternalEngineFault;
using verso::session::ExternalEngineSpec;

namespace {

constexpr int kWaitMs = 10000;

template <typename T>
T* child(QWidget& dialog, const char* name) {
    T* widget = dialog.findChild<T*>(QLatin1String(name));
    Q_ASSERT_X(widget, "child", name);
    return widget;
}

void type(QWidget& dialog, const char* name, const QString& text) {
    auto* edit = child<QLineEdit>(dialog, name);
    edit->clear();
    QTest::keyClicks(edit, text);
}

void click(QWidget& dialog, const char* name) {
    QTest::mouseClick(child<QPushButton>(dialog, name), Qt::LeftButton);
}

QPushButton* okButton(QWidget& dialog) {
    return child<QDialogButtonBox>(dialog, "engineButtonBox")->button(QDialogButtonBox::Ok);
}

QString versoEngineCommand() { return QStringLiteral("\"" VERSO_ENGINE_PATH "\" --no-book"); }

}  // namespace

class TestEngineDialog : public QObject {
    Q_OBJECT

private slots:
    void aFilledInEngineTestsReadyAndIsReturned() {
        ExternalEngineDialog dialog;
        dialog.show();
        QVERIFY(!okButton(dialog)->isEnabled());  // nothing to start yet
        QVERIFY(!child<QPushButton>(dialog, "engineTestButton")->isEnabled());
        type(dialog, "engineCommandEdit", versoEngineCommand());
        type(dialog, "engineDirectoryEdit", QDir::tempPath());
        child<QSpinBox>(dialog, "engineDepthSpin")->setValue(5);
        child<QSpinBox>(dialog, "engineSecondsSpin")->setValue(12);
        QVERIFY(okButton(dialog)->isEnabled());

        click(dialog, "engineTestButton");
        auto* result = child<QLabel>(dialog, "engineTestResultLabel");
        QTRY_COMPARE_WITH_TIMEOUT(result->text(),
                                  ExternalEngineDialog::tr("The engine is ready: %1").arg("Verso"),
                                  kWaitMs);
        QCOMPARE(child<QLineEdit>(dialog, "engineNameEdit")->text(), QStringLiteral("Verso"));
        QVERIFY(child<QPushButton>(dialog, "engineTestButton")->isEnabled());

        const ExternalEngineSpec spec = dialog.spec();
        QCOMPARE(spec.name, QStringLiteral("Verso"));
        QCOMPARE(spec.commandLine, versoEngineCommand());
        QCOMPARE(spec.workingDirectory, QDir::tempPath());
        QCOMPARE(spec.depth, 5);
        QCOMPARE(spec.secondsPerMove, 12);
        QTest::mouseClick(okButton(dialog), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }

    void aNameThePersonGaveIsKept() {
        ExternalEngineDialog dialog;
        dialog.show();
        type(dialog, "engineNameEdit", QStringLiteral("My engine"));
        type(dialog, "engineCommandEdit", versoEngineCommand());
        click(dialog, "engineTestButton");
        QTRY_VERIFY_WITH_TIMEOUT(child<QLabel>(dialog, "engineTestResultLabel")
                                     ->text()
                                     .endsWith(QStringLiteral("Verso")),
                                 kWaitMs);
        QCOMPARE(dialog.spec().name, QStringLiteral("My engine"));
    }

    void aProgramThatCannotStartIsReportedInWords() {
        ExternalEngineDialog dialog;
        dialog.show();
        type(dialog, "engineCommandEdit", QStringLiteral("/nonexistent/verso-no-such-engine"));
        click(dialog, "engineTestButton");
        const QString expected = engineFaultText(ExternalEngineFault::FailedToStart);
        QTRY_VERIFY_WITH_TIMEOUT(
            child<QLabel>(dialog, "engineTestResultLabel")->text().contains(expected), kWaitMs);
        QVERIFY(child<QLineEdit>(dialog, "engineNameEdit")->text().isEmpty());
        QVERIFY(!okButton(dialog)->isEnabled());  // until the command line changes
    }

    void editingShowsTheEnginesValues() {
        ExternalEngineSpec spec;
        spec.name = QStringLiteral("Edax");
        spec.commandLine = QStringLiteral("\"/opt/My Engine/edax\" -q");
        spec.workingDirectory = QStringLiteral("/opt/My Engine");
        spec.depth = 21;
        spec.secondsPerMove = 90;
        ExternalEngineDialog dialog(spec);
        QCOMPARE(child<QLineEdit>(dialog, "engineNameEdit")->text(), spec.name);
        QCOMPARE(child<QLineEdit>(dialog, "engineCommandEdit")->text(), spec.commandLine);
        QCOMPARE(child<QSpinBox>(dialog, "engineDepthSpin")->value(), 21);
        QCOMPARE(dialog.spec(), spec);
    }
};

QTEST_MAIN(TestEngineDialog)
#include "test_externalenginedialog.moc"
