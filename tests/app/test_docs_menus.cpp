// SPDX-License-Identifier: GPL-3.0-or-later
// The menu paths the documentation names exist in the real window. Every "Menu ▸ Item" in
// README.md and docs/manual.md whose first part is one of the window's menus (or submenus) must
// go on with the text of an entry of that menu, as a person reads it (no & mnemonics, no shortcut),
// and every row of the manual's table of menus must name entries of its menu. A renamed or moved
// entry ("Game ▸ Preferences" when Preferences is under Edit) fails here.
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "WindowTestSupport.h"

using namespace verso;
using namespace verso::app;
using namespace verso::test;

namespace {

QString readText(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// "&Review Game\tCtrl+R", "Library…" and "Play &Black (move first)" as the documentation names
// them: "Review Game", "Library", "Play Black".
QString seen(QString text) {
    text = text.section(QLatin1Char('\t'), 0, 0).remove(QLatin1Char('&'));
    text.remove(QRegularExpression(QStringLiteral("\\s*\\(.*\\)$")));
    text.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
    while (text.endsWith(QChar(0x2026)) || text.endsWith(QLatin1Char('.'))) text.chop(1);
    return text.trimmed();
}

// The text as the checks read it: no emphasis or code marks, no ellipses.
QString plain(QString text) {
    text.remove(QLatin1Char('*')).remove(QLatin1Char('`'));
    return text.replace(QChar(0x2026), QString());
}

// Every menu and submenu of the window by its title, with the titles of its entries.
void collect(QMenu* menu, QMap<QString, QStringList>& menus) {
    QStringList& entries = menus[seen(menu->title())];
    for (QAction* action : menu->actions()) {
        if (action->isSeparator()) continue;
        entries << seen(action->text());
        if (QMenu* sub = action->menu()) collect(sub, menus);
    }
}

// True when "rest" starts with one of "entries" followed by a non-letter.
bool startsWithEntry(const QString& rest, const QStringList& entries) {
    for (const QString& entry : entries) {
        if (entry.isEmpty() || !rest.startsWith(entry)) continue;
        if (rest.size() == entry.size() || !rest.at(entry.size()).isLetter()) return true;
    }
    return false;
}

}  // namespace

class TestDocsMenus : public QObject {
    Q_OBJECT
    QTemporaryDir configDir_;

private slots:
    void initTestCase() {
        QVERIFY(configDir_.isValid());
        useTemporarySettings(configDir_, "VersoDocsMenus");
        resetToTwoPeopleWithoutAnimation();
    }

    void theMenuPathsTheDocumentationNamesExist() {
        MainWindow w;
        w.show();
        QMap<QString, QStringList> menus;
        QStringList topMenus;
        for (QAction* action : w.menuBar()->actions()) {
            if (QMenu* menu = action->menu()) {
                collect(menu, menus);
                topMenus << seen(menu->title());
            }
        }
        QVERIFY(menus.value(QStringLiteral("Edit")).contains(QStringLiteral("Preferences")));
        menus[QStringLiteral("Game")] << QStringLiteral("Resume");  // Pause, while paused

        QStringList wrong;
        int checked = 0;
        const QChar arrow(0x25B8);  // ▸
        const auto isEngineEntry = [](const QString& menu, const QString& entry) {
            // Opponent ▸ Play Against <engine>: one entry per engine added, none in the test
            return menu == QLatin1String("Opponent") &&
                   entry.startsWith(QLatin1String("Play Against"));
        };
        for (const char* page : {"README.md", "docs/manual.md"}) {
            const QString text =
                readText(QStringLiteral(VERSO_SOURCE_DIR "/") + QLatin1String(page));
            QVERIFY2(!text.isEmpty(), page);
            // A row of the manual's table of menus: | Menu | Entry / Entry, Entry | ... |
            for (const QString& row : text.split(QLatin1Char('\n'))) {
                const QStringList cells = plain(row).split(QLatin1Char('|'));
                if (cells.size() < 4 || !topMenus.contains(cells[1].trimmed()) ||
                    cells[2].contains(arrow))
                    continue;
                const QString menu = cells[1].trimmed();
                for (QString entry : cells[2].split(QRegularExpression(QStringLiteral(" / |, ")))) {
                    entry = entry.trimmed();
                    if (isEngineEntry(menu, entry)) continue;
                    ++checked;
                    if (!startsWithEntry(entry, menus.value(menu)))
                        wrong << QStringLiteral("%1: | %2 | %3 |")
                                     .arg(QLatin1String(page), menu, entry);
                }
            }
            // "Menu ▸ Entry" anywhere, across line breaks: the menu is the longest title the text
            // before ▸ ends with; text before ▸ that ends with no menu's title is not a menu path.
            QString flat = plain(text);
            flat.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
            for (int at = flat.indexOf(arrow); at > 0; at = flat.indexOf(arrow, at + 1)) {
                const QString before = flat.left(at).trimmed();
                QString menu;
                for (auto it = menus.cbegin(); it != menus.cend(); ++it) {
                    const QString& title = it.key();
                    if (title.isEmpty() || title.size() <= menu.size() || !before.endsWith(title))
                        continue;
                    const int start = before.size() - title.size();
                    if (start == 0 || !before.at(start - 1).isLetter()) menu = title;
                }
                if (menu.isEmpty()) continue;
                const QString rest = flat.mid(at + 1).trimmed();
                if (isEngineEntry(menu, rest)) continue;
                ++checked;
                if (!startsWithEntry(rest, menus.value(menu)))
                    wrong << QStringLiteral("%1: %2 ▸ %3")
                                 .arg(QLatin1String(page), menu, rest.left(40));
            }
        }
        QVERIFY2(checked > 40, qPrintable(QStringLiteral("only %1 menu paths found").arg(checked)));
        QVERIFY2(wrong.isEmpty(), qPrintable(QStringLiteral("menu paths that do not exist:\n") +
                                             wrong.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestDocsMenus)
#include "test_docs_menus.moc"
