// SPDX-License-Identifier: GPL-3.0-or-later
// The window on a small screen, at a scale factor of 1 (a 1024x768 screen) and 2 (a 1920x1080
// screen, 960x540 logical pixels): the window and every dialog fit the screen, a geometry kept
// from a larger screen comes back within it, each dock's contents get at least the room they need,
// the values on the squares fit their plates and their captions are big enough to read or left
// out, and the move list's rows are as tall as its text.
#include <QDialog>
#include <QDockWidget>
#include <QFontMetricsF>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableView>
#include <QTest>

#include "WindowTestSupport.h"
#include "app/analysis/AnalysisDock.h"
#include "app/analysis/AnalysisMode.h"
#include "app/analysis/MoveValuesOverlay.h"
#include "app/analysis/ReviewDock.h"
#include "app/analysis/ValuePlate.h"
#include "app/engines/ExternalEngineDialog.h"
#include "app/engines/ExternalEnginesDialog.h"
#include "app/library/LibraryWindow.h"
#include "app/records/CurrentGame.h"
#include "app/records/GameChooser.h"
#include "app/records/MoveListDock.h"
#include "app/records/PositionEditor.h"
#include "app/window/ScreenFit.h"
#include "session/game/GameController.h"

using namespace verso;
using namespace verso::app;
using namespace verso::test;

namespace {

// 20 moves into a game: a dozen legal moves for Black, values on each.
const char* const kMidgame = "f5d6c5f4e3c6d3f6e6d7g3c4b4b3b6a3e7c3b5g4";

QRect screenRoom() { return QGuiApplication::primaryScreen()->availableGeometry(); }

// "window" and the room a title bar and borders take lie inside the screen's free area: by
// default a real window manager's frame (the offscreen platform's is 1 pixel), or the one it has.
bool fitsTheScreen(const QWidget& window, bool typical = true) {
    const QRect room = screenRoom();
    const QSize frame =
        typical ? frameAllowance(window).expandedTo(typicalFrame(window)) : frameAllowance(window);
    const QRect outer(window.pos(), window.size() + frame);
    if (room.contains(outer)) return true;
    qWarning("%s: %dx%d at %d,%d (with a frame of %dx%d) is not inside the screen's %dx%d",
             qPrintable(window.objectName()), window.width(), window.height(), window.x(),
             window.y(), frame.width(), frame.height(), room.width(), room.height());
    return false;
}

bool shownAndFits(QWidget& window) {
    window.show();
    return QTest::qWaitForWindowExposed(&window) && fitsTheScreen(window);
}

// Every wrapped text in "dialog" has the height its lines need.
bool textsWhole(const QWidget& dialog) {
    for (const QLabel* label : dialog.findChildren<QLabel*>()) {
        if (!label->isVisible() || !label->wordWrap()) continue;
        const int needed = label->heightForWidth(label->width());
        if (label->height() >= needed) continue;
        qWarning("%s: \"%s\" has %d pixels of the %d its lines need",
                 qPrintable(dialog.objectName()), qPrintable(label->text().left(30)),
                 label->height(), needed);
        return false;
    }
    return true;
}

bool shownFitsAndWhole(QWidget& dialog) { return shownAndFits(dialog) && textsWhole(dialog); }

// A dock's contents are not squeezed below the size their layout needs.
bool notClipped(const QDockWidget& dock) {
    const QWidget* body = dock.widget();
    const QSize needed = body->minimumSizeHint();
    if (body->width() >= needed.width() && body->height() >= needed.height()) return true;
    qWarning("%s: %dx%d, needs %dx%d", qPrintable(dock.objectName()), body->width(), body->height(),
             needed.width(), needed.height());
    return false;
}

// The plate's text fits inside it (font metrics), and a caption shown reads on the screen.
bool fitsItsPlate(const ValuePlate& p, qreal scale) {
    const auto fits = [&p](const QString& text, const QFont& font, const QRectF& rect) {
        const QFontMetricsF metrics(font);
        const bool fits = p.plate.contains(rect) &&
                          metrics.horizontalAdvance(text) <= rect.width() &&
                          metrics.height() <= rect.height();
        if (!fits)
            qWarning("\"%s\" at %dpx: %.1fx%.1f in %.1fx%.1f", qPrintable(text), font.pixelSize(),
                     metrics.horizontalAdvance(text), metrics.height(), rect.width(),
                     rect.height());
        return fits;
    };
    if (!fits(p.value, p.valueFont, p.valueRect)) return false;
    if (p.caption.isEmpty()) return true;
    return fits(p.caption, p.captionFont, p.captionRect) &&
           !p.valueRect.intersects(p.captionRect) &&
           p.captionFont.pixelSize() * scale >= ValuePlate::kSmallestCaptionPixels;
}

}  // namespace

class TestSizes : public QObject {
    Q_OBJECT
    QTemporaryDir configDir_;

    void openMidgame(MainWindow& w) {
        w.currentGame()->open(GameDocument{*parseTranscript(kMidgame), {}});
    }

private slots:
    void initTestCase() {
        useTemporarySettings(configDir_, "test_sizes");
        qInfo("screen %dx%d (logical), scale %.1f", screenRoom().width(), screenRoom().height(),
              QGuiApplication::primaryScreen()->devicePixelRatio());
    }
    void init() { resetToTwoPeopleWithoutAnimation(); }

    void theWindowFitsTheScreenWithEveryDockOpen() {
        MainWindow w;
        for (QDockWidget* dock : w.findChildren<QDockWidget*>()) dock->show();
        QVERIFY(shownAndFits(w));
        openMidgame(w);
        for (QDockWidget* dock :
             {static_cast<QDockWidget*>(w.moveList()), static_cast<QDockWidget*>(w.reviewDock())}) {
            dock->raise();  // the two share a tab
            QTRY_VERIFY(notClipped(*dock));
            QVERIFY(notClipped(*w.analysisDock()));
        }
        QVERIFY(fitsTheScreen(w));
        QVERIFY(w.boardView()->boardRectInView().height() >= 8 * 24);  // squares a finger can hit
        // The docks' close buttons are drawn for the screen's pixels, not a small bitmap blown up.
        for (QDockWidget* dock : w.findChildren<QDockWidget*>()) {
            auto* close =
                dock->findChild<QAbstractButton*>(QStringLiteral("qt_dockwidget_closebutton"));
            QVERIFY(close);
            const QPixmap shown = close->icon().pixmap(close->iconSize(), w.devicePixelRatio());
            QCOMPARE(shown.devicePixelRatio(), w.devicePixelRatio());
        }
    }

    void aGeometryFromALargerScreenComesBackWithinThisOne() {
        {
            MainWindow w;
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            w.setGeometry(
                QRect(screenRoom().bottomRight() - QPoint(300, 200), screenRoom().size() * 3 / 2));
            w.close();
        }
        MainWindow w;
        QVERIFY(shownAndFits(w));
    }

    void aDockShownBesideTheWindowAtTheScreensEdgeStaysOnTheScreen() {
        MainWindow w;
        w.moveList()->hide();
        w.analysisDock()->hide();
        w.reviewDock()->hide();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.move(screenRoom().right() - w.width() - frameAllowance(w).width() + 1, w.y());
        QVERIFY(fitsTheScreen(w, false));
        w.moveList()->toggleViewAction()->trigger();
        QTRY_VERIFY(w.moveList()->isVisible());
        QVERIFY(fitsTheScreen(w, false));
        QVERIFY(w.moveList()->isVisible());
    }

    void everyDialogFitsTheScreen() {
        MainWindow w;
        QVERIFY(shownAndFits(w));
        openMidgame(w);
        w.showPreferences();
        QVERIFY(w.preferencesDialog());
        QVERIFY(shownFitsAndWhole(*w.preferencesDialog()));
        // Every section in the body that scrolls on a short screen, whole where there is room.
        auto* body = w.preferencesDialog()->findChild<QScrollArea*>(QStringLiteral("dialogBody"));
        QVERIFY(body);
        for (QGroupBox* section : w.preferencesDialog()->findChildren<QGroupBox*>())
            QVERIFY(body->widget()->isAncestorOf(section));
        if (screenRoom().height() >= 700) QTRY_COMPARE(body->verticalScrollBar()->maximum(), 0);
        w.preferencesDialog()->reject();
        w.showLibrary();
        QVERIFY(shownFitsAndWhole(*w.library()));
        w.library()->close();
        ExternalEnginesDialog engines(*w.settings(), &w);
        QVERIFY(shownFitsAndWhole(engines));
        ExternalEngineDialog engine(&w);
        QVERIFY(shownFitsAndWhole(engine));
        PositionEditor editor(w.controller()->position(), &w);
        QVERIFY(shownFitsAndWhole(editor));
        std::vector<GameDocument> games(300, GameDocument{*parseTranscript(kMidgame), {}});
        GameChooser chooser(games, QStringLiteral("games.txt"), &w);
        QVERIFY(shownFitsAndWhole(chooser));
    }

    void theValuesFitTheirPlatesAndCaptionsReadOrAreLeftOut() {
        Settings().setAnalysisMode(false, true);
        MainWindow w;
        QVERIFY(shownAndFits(w));
        openMidgame(w);
        MoveValuesOverlay& overlay = *w.analysis()->overlay();
        QTRY_VERIFY_WITH_TIMEOUT(overlay.shownValues().size() > 5, 10000);
        // As large as the window opens, and as small as it goes.
        for (const bool smallest : {false, true}) {
            if (smallest) {
                w.resize(w.minimumSizeHint());
                QTRY_VERIFY(w.size() == w.minimumSizeHint());
            }
            const qreal scale = w.boardView()->transform().m11();
            const std::map<int, ValuePlate> plates = overlay.plates(scale);
            QCOMPARE(plates.size(), overlay.shownValues().size());
            for (const auto& [square, plate] : plates)
                QVERIFY2(fitsItsPlate(plate, scale), qPrintable(plate.value + " " + plate.caption));
        }
        // A long translated caption ("loss" in German) is made to fit, or left out.
        const qreal scale = w.boardView()->transform().m11();
        const QRectF plate = w.scene()->squareRect(0).adjusted(6, 6, -6, -6);
        for (qreal s : {scale, 1.0, 0.3})
            QVERIFY(fitsItsPlate(ValuePlate::layout(plate, s, QStringLiteral("\u221264"),
                                                    QStringLiteral("Niederlage"), w.font()),
                                 s));
    }

    void theMoveListRowsAreAsTallAsTheirText() {
        MainWindow w;
        QVERIFY(shownAndFits(w));
        openMidgame(w);
        auto* table = w.moveList()->findChild<QTableView*>(QStringLiteral("moveListView"));
        QVERIFY(table);
        const QFontMetrics metrics(table->font());
        QVERIFY(table->verticalHeader()->defaultSectionSize() >= metrics.height());
        QVERIFY(table->rowHeight(0) >= metrics.height());
        for (int column = 1; column < table->model()->columnCount(); ++column)
            QVERIFY(table->columnWidth(column) >= metrics.horizontalAdvance(QStringLiteral("h8")));
        // Four rows at least show, even with every dock open on this screen.
        QTRY_VERIFY(table->viewport()->height() >= 4 * metrics.height());
    }
};

QTEST_MAIN(TestSizes)
#include "test_sizes.moc"
