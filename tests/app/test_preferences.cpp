// SPDX-License-Identifier: GPL-3.0-or-later
// Preferences show the stored settings, store what the person picks, and the choices survive a
// restart (a fresh Settings object reading the same store); the engine's threads reach the
// window's engine threads.
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QThread>
#include <QtTest>

#include "app/settings/PreferencesDialog.h"
#include "app/settings/Settings.h"
#include "app/window/MainWindow.h"
#include "engine/Level.h"
#include "session/enginethread/EngineThread.h"

using verso::Color;
using verso::app::AnimationSpeed;
using verso::app::Opponent;
using verso::app::PreferencesDialog;
using verso::app::Settings;
using verso::session::EngineThread;

namespace {

template <typename T>
T* child(QWidget& dialog, const char* name) {
    T* widget = dialog.findChild<T*>(QLatin1String(name));
    Q_ASSERT_X(widget, "child", name);
    return widget;
}

void chooseData(QComboBox* combo, const QVariant& value) {
    const int index = combo->findData(value);
    QVERIFY2(index >= 0, qPrintable(value.toString()));
    combo->setCurrentIndex(index);
}

void clickButton(PreferencesDialog& dialog, QDialogButtonBox::StandardButton which) {
    QPushButton* button = child<QDialogButtonBox>(dialog, "buttonBox")->button(which);
    QVERIFY(button);
    QTest::mouseClick(button, Qt::LeftButton);
}

}  // namespace

class TestPreferences : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("VersoTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_preferences"));
        QVERIFY2(QSettings().fileName().contains(QStringLiteral(".qttest")),
                 qPrintable(QSettings().fileName()));
    }

    void init() { QSettings().clear(); }

    void showsTheStoredSettings() {
        Settings settings;
        settings.setOpponent(Opponent::HumanVsComputer);
        settings.setHumanColor(Color::White);
        settings.setLevel(2);
        settings.setThinkDelayMs(700);
        settings.setAnimationSpeed(AnimationSpeed::Slow);
        settings.setShowLegalMoves(false);
        settings.setLanguage(QStringLiteral("ja"));

        PreferencesDialog dialog(settings);
        QCOMPARE(child<QComboBox>(dialog, "opponentCombo")->currentData().toInt(),
                 int(Opponent::HumanVsComputer));
        QCOMPARE(child<QComboBox>(dialog, "colorCombo")->currentData().toInt(), int(Color::White));
        QCOMPARE(child<QComboBox>(dialog, "levelCombo")->currentData().toInt(), 2);
        QCOMPARE(child<QSpinBox>(dialog, "thinkDelaySpin")->value(), 700);
        QCOMPARE(child<QComboBox>(dialog, "animationCombo")->currentData().toInt(),
                 int(AnimationSpeed::Slow));
        QVERIFY(!child<QCheckBox>(dialog, "legalMovesCheck")->isChecked());
        QVERIFY(child<QCheckBox>(dialog, "lastMoveCheck")->isChecked());
        QCOMPARE(child<QComboBox>(dialog, "languageCombo")->currentText(),
                 QStringLiteral("日本語"));
    }

    void offersEveryLevelAndLanguage() {
        Settings settings;
        PreferencesDialog dialog(settings);
        const auto* levels = child<QComboBox>(dialog, "levelCombo");
        QCOMPARE(levels->count(), verso::engine::highestLevelNumber());
        QCOMPARE(levels->itemText(levels->count() - 1),
                 QStringLiteral("11 - Strongest, 10 s a move"));
        QVERIFY(levels->itemText(0).contains(
            QString::fromStdString(verso::engine::levels().front().name)));
        const auto* languages = child<QComboBox>(dialog, "languageCombo");
        QStringList codes;
        for (int i = 0; i < languages->count(); ++i) codes << languages->itemData(i).toString();
        QCOMPARE(codes, QStringList({"", "en", "de", "es", "fr", "ja", "zh_CN"}));
        QVERIFY(
            child<QLabel>(dialog, "languageNote")->text().contains(QStringLiteral("next time")));
    }

    void choicesSurviveARestart() {
        {
            Settings settings;
            PreferencesDialog dialog(settings);
            chooseData(child<QComboBox>(dialog, "opponentCombo"), int(Opponent::HumanVsHuman));
            chooseData(child<QComboBox>(dialog, "levelCombo"), 3);
            chooseData(child<QComboBox>(dialog, "animationCombo"), int(AnimationSpeed::Instant));
            chooseData(child<QComboBox>(dialog, "languageCombo"), QStringLiteral("de"));
            child<QSpinBox>(dialog, "thinkDelaySpin")->setValue(1200);
            child<QCheckBox>(dialog, "coordinatesCheck")->setChecked(false);
            QCOMPARE(child<QSpinBox>(dialog, "reviewDepthSpin")->value(),
                     14);  // the review's defaults
            QCOMPARE(child<QSpinBox>(dialog, "reviewExactSpin")->value(), 22);
            child<QSpinBox>(dialog, "reviewDepthSpin")->setValue(10);
            child<QSpinBox>(dialog, "reviewExactSpin")->setValue(20);
            clickButton(dialog, QDialogButtonBox::Ok);
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
            settings.sync();
        }
        const Settings restarted;
        QCOMPARE(restarted.opponent(), Opponent::HumanVsHuman);
        QCOMPARE(restarted.level(), 3);
        QCOMPARE(restarted.animationSpeed(), AnimationSpeed::Instant);
        QCOMPARE(restarted.language(), QStringLiteral("de"));
        QCOMPARE(restarted.thinkDelayMs(), 1200);
        QVERIFY(!restarted.showCoordinates());
        QVERIFY(restarted.showLegalMoves());
        QCOMPARE(restarted.reviewDepth(), 10);
        QCOMPARE(restarted.reviewExactEmpties(), 20);
    }

    void cancelChangesNothing() {
        Settings settings;
        settings.setLevel(4);
        PreferencesDialog dialog(settings);
        chooseData(child<QComboBox>(dialog, "levelCombo"), 1);
        child<QCheckBox>(dialog, "legalMovesCheck")->setChecked(false);
        clickButton(dialog, QDialogButtonBox::Cancel);
        QCOMPARE(settings.level(), 4);
        QVERIFY(settings.showLegalMoves());
    }

    void gameMenuOpensPreferencesAndTheWindowFollows() {
        verso::app::MainWindow window;
        window.show();
        auto* action = window.findChild<QAction*>(QStringLiteral("actionPreferences"));
        QVERIFY(action);
        QVERIFY(!action->shortcut().isEmpty());
        action->trigger();
        PreferencesDialog* dialog = window.preferencesDialog();
        QVERIFY(dialog && dialog->isVisible());
        chooseData(child<QComboBox>(*dialog, "animationCombo"), int(AnimationSpeed::Slow));
        child<QCheckBox>(*dialog, "legalMovesCheck")->setChecked(false);
        clickButton(*dialog, QDialogButtonBox::Ok);
        QVERIFY(window.findChild<QAction*>(QStringLiteral("actionSpeedSlow"))->isChecked());
        QVERIFY(!window.findChild<QAction*>(QStringLiteral("actionShowLegalMoves"))->isChecked());
    }

    // engine/threads: every core by default; the window's engine threads follow the choice.
    void threadsDefaultToEveryCoreAndTheEnginesFollow() {
        verso::app::MainWindow window;
        window.show();
        const auto engines = window.findChildren<EngineThread*>();
        QVERIFY(engines.size() >= 2);  // the computer's and analysis's
        const int cores = std::max(1, QThread::idealThreadCount());
        for (const EngineThread* engine : engines) QCOMPARE(engine->threads(), cores);
        window.findChild<QAction*>(QStringLiteral("actionPreferences"))->trigger();
        PreferencesDialog* dialog = window.preferencesDialog();
        QVERIFY(dialog);
        auto* spin = child<QSpinBox>(*dialog, "threadsSpin");
        QCOMPARE(spin->value(), cores);
        QVERIFY(spin->toolTip().contains(QString::number(cores)));  // the note: who shares them
        spin->setValue(cores + 1);
        clickButton(*dialog, QDialogButtonBox::Ok);
        for (const EngineThread* engine : engines) QCOMPARE(engine->threads(), cores + 1);
        QCOMPARE(Settings().engineThreads(), cores + 1);
    }

    void colourAndLevelOnlyWhenTheComputerPlays() {
        Settings settings;
        PreferencesDialog dialog(settings);
        auto* opponent = child<QComboBox>(dialog, "opponentCombo");
        chooseData(opponent, int(Opponent::HumanVsHuman));
        QVERIFY(!child<QComboBox>(dialog, "colorCombo")->isEnabled());
        QVERIFY(!child<QComboBox>(dialog, "levelCombo")->isEnabled());
        chooseData(opponent, int(Opponent::HumanVsComputer));
        QVERIFY(child<QComboBox>(dialog, "colorCombo")->isEnabled());
        QVERIFY(child<QComboBox>(dialog, "levelCombo")->isEnabled());
        chooseData(opponent, int(Opponent::ComputerVsComputer));
        QVERIFY(!child<QComboBox>(dialog, "colorCombo")->isEnabled());
        QVERIFY(child<QSpinBox>(dialog, "thinkDelaySpin")->isEnabled());
    }
};

QTEST_MAIN(TestPreferences)
#include "test_preferences.moc"
