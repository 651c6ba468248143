// SPDX-License-Identifier: GPL-3.0-or-later
// Verso speaks German, Spanish, French, Japanese and Simplified Chinese: every .ts file is
// complete, each embedded .qm loads, and the window's and dialogs' key strings come out translated.
#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QGroupBox>
#include <QMenuBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>
#include <algorithm>

#include "app/settings/PreferencesDialog.h"
#include "app/settings/Settings.h"
#include "app/settings/TranslationLoader.h"
#include "app/window/LevelName.h"
#include "app/window/MainWindow.h"
#include "app/window/Texts.h"
#include "engine/Level.h"

using verso::app::MainWindow;
using verso::app::PreferencesDialog;
using verso::app::Settings;
using verso::app::TranslationLoader;

namespace {

const QStringList kLanguages = {"de", "es", "fr", "ja", "zh_CN"};

struct TsProblems {
    int messages = 0;
    QStringList problems;
};

// Every message has a finished, non-empty translation (every plural form too).
TsProblems checkTsFile(const QString& path) {
    TsProblems result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.problems << QStringLiteral("cannot open %1").arg(path);
        return result;
    }
    QXmlStreamReader xml(file.readAll());
    QString source;
    QString element;
    QString type;
    QStringList forms;
    QString text;
    for (xml.readNext(); !xml.atEnd() && !xml.hasError(); xml.readNext()) {
        if (xml.isStartElement()) {
            element = xml.name().toString();
            if (element == QLatin1String("source")) source.clear();
            if (element == QLatin1String("translation")) {
                type = xml.attributes().value(QLatin1String("type")).toString();
                forms.clear();
                text.clear();
            }
        } else if (xml.isCharacters() && !xml.isWhitespace()) {
            if (element == QLatin1String("source")) source += xml.text();
            else if (element == QLatin1String("translation")) text += xml.text();
            else if (element == QLatin1String("numerusform")) forms.last() += xml.text();
        } else if (xml.isStartElement() || xml.isEndElement()) {
            if (xml.name() == QLatin1String("translation")) {
                ++result.messages;
                const bool empty =
                    forms.isEmpty() ? text.trimmed().isEmpty()
                                    : std::any_of(forms.begin(), forms.end(), [](const QString& f) {
                                          return f.trimmed().isEmpty();
                                      });
                if (!type.isEmpty()) result.problems << QStringLiteral("%1: %2").arg(type, source);
                else if (empty) result.problems << QStringLiteral("empty: %1").arg(source);
            }
            element.clear();
        }
        if (xml.isStartElement() && xml.name() == QLatin1String("numerusform")) forms << QString();
    }
    if (xml.hasError()) result.problems << QStringLiteral("XML error: %1").arg(xml.errorString());
    return result;
}

QString menuTitle(MainWindow& window, const char* name) {
    auto* menu = window.findChild<QMenu*>(QLatin1String(name));
    return menu ? menu->title() : QString();
}

}  // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("VersoTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_translations"));
    }

    void tsFilesAreComplete_data() {
        QTest::addColumn<QString>("language");
        for (const QString& language : kLanguages) QTest::newRow(qPrintable(language)) << language;
    }

    void tsFilesAreComplete() {
        QFETCH(QString, language);
        const auto checked =
            checkTsFile(QStringLiteral(VERSO_TRANSLATIONS_DIR "/verso_%1.ts").arg(language));
        QVERIFY2(checked.problems.isEmpty(), qPrintable(checked.problems.join(QLatin1Char('\n'))));
        QVERIFY2(checked.messages > 100, qPrintable(QString::number(checked.messages)));
    }

    void windowAndDialogsAreTranslated_data() { tsFilesAreComplete_data(); }

    void windowAndDialogsAreTranslated() {
        QFETCH(QString, language);
        TranslationLoader translations;
        QVERIFY(translations.install(language));

        MainWindow window;
        QVERIFY(!menuTitle(window, "menuGame").isEmpty());
        // Every menu title differs from its English source ("&Game" for menuGame, ...).
        for (const char* menu : {"menuGame", "menuOpponent", "menuView", "menuHelp"})
            QVERIFY2(menuTitle(window, menu) != QLatin1Char('&') + QLatin1String(menu + 4), menu);
        const QString newGame = window.findChild<QAction*>(QStringLiteral("actionNewGame"))->text();
        QVERIFY2(newGame != QStringLiteral("&New Game"), qPrintable(newGame));

        Settings settings;
        PreferencesDialog preferences(settings);
        QVERIFY(preferences.windowTitle() != QStringLiteral("Preferences"));
        QVERIFY(preferences.findChild<QGroupBox*>(QStringLiteral("boardGroup"))->title() !=
                QStringLiteral("Board"));
        const auto* speeds = preferences.findChild<QComboBox*>(QStringLiteral("animationCombo"));
        QVERIFY(speeds->itemText(0) != QStringLiteral("Instant"));
        // Qt's own translation: the standard buttons of every dialog.
        const auto* buttons = preferences.findChild<QDialogButtonBox*>(QStringLiteral("buttonBox"));
        QVERIFY(buttons->button(QDialogButtonBox::Cancel)->text() != QStringLiteral("&Cancel"));

        // Every level's name is in the catalogue (some are the same word, e.g. "Expert" in French).
        QTranslator catalogue;
        QVERIFY(catalogue.load(QStringLiteral(":/i18n/verso_%1.qm").arg(language)));
        for (const auto& level : verso::engine::levels())
            QVERIFY2(!catalogue.translate("LevelName", level.name.c_str()).isEmpty(),
                     level.name.c_str());
    }

    void pluralsCountInEveryLanguage_data() { tsFilesAreComplete_data(); }

    void pluralsCountInEveryLanguage() {
        QFETCH(QString, language);
        TranslationLoader translations;
        QVERIFY(translations.install(language));
        for (int n : {1, 2, 17}) {
            const QString text = verso::app::discCountText(verso::Color::White, n);
            QVERIFY2(text.contains(QString::number(n)) && !text.contains(QStringLiteral("White")),
                     qPrintable(text));
        }
    }

    void englishIsTheSourceWithItsOwnPlurals() {
        TranslationLoader translations;
        QVERIFY(!translations.install(QStringLiteral("en")));
        MainWindow window;
        QCOMPARE(window.findChild<QAction*>(QStringLiteral("actionNewGame"))->text(),
                 QStringLiteral("&New Game"));
        QCOMPARE(verso::app::discCountText(verso::Color::Black, 1),
                 QStringLiteral("Black has 1 disc"));
        QCOMPARE(verso::app::discCountText(verso::Color::Black, 2),
                 QStringLiteral("Black has 2 discs"));
    }
};

QTEST_MAIN(TestTranslations)
#include "test_translations.moc"
