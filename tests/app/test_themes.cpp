// SPDX-License-Identifier: GPL-3.0-or-later
// Board themes as a person sees them: a theme picked repaints the board at once in its colours
// (read back from the painted view), the classic board keeps its green, the high-contrast white
// discs carry a mark, Preferences pick a theme with a live preview, and under a dark desktop
// palette the values on their plates, the move list and the graph's heading read at 4.5:1 or more
// (measured on the painted pixels). With VERSO_THEME_SHOTS naming a folder, writeScreenshots
// paints the window in every theme there (docs/images/theme-*.png).
#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QHash>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include "WindowTestSupport.h"
#include "app/analysis/AnalysisDock.h"
#include "app/analysis/AnalysisMode.h"
#include "app/analysis/EvalGraph.h"
#include "app/analysis/MoveValuesOverlay.h"
#include "app/board/BoardTheme.h"
#include "app/board/ColorContrast.h"
#include "app/records/CurrentGame.h"
#include "app/records/GameNavigation.h"
#include "app/records/MoveListDock.h"
#include "app/records/MoveListPanel.h"
#include "app/settings/PreferencesDialog.h"
#include "app/settings/ThemePreview.h"
#include "session/analysis/GameValues.h"
#include "session/analysis/PositionAnalyst.h"
#include "session/game/GameController.h"

using namespace verso;
using namespace verso::app;
using namespace verso::test;

namespace {

// A tournament game (tests/data/games/transcripts.txt, first line).
const char* const kGame =
    "f5f4g3e6d7c5c4h2b6e7f7e8g4b3a2b5a6a5b4c6c7f3d3a4a3g7f6h3f8e2b7g6d2c3h6h7h8g8b2g5d8d6e3a1g2c8h5"
    "e1c1f1d1a8h1a7h4f2g1b1b8c2";

QList<BoardTheme> allThemes() {
    QList<BoardTheme> themes;
    for (const QString& id : BoardTheme::ids()) themes.append(BoardTheme::byId(id));
    return themes;
}

bool near(const QColor& a, const QColor& b, int tolerance) {
    return std::abs(a.red() - b.red()) <= tolerance &&
           std::abs(a.green() - b.green()) <= tolerance &&
           std::abs(a.blue() - b.blue()) <= tolerance;
}

QColor lerp(const QColor& a, const QColor& b, double t) {
    const auto mix = [t](int x, int y) { return static_cast<int>(std::lround(x + (y - x) * t)); };
    return QColor(mix(a.red(), b.red()), mix(a.green(), b.green()), mix(a.blue(), b.blue()));
}

QString describe(const QColor& c) { return c.name(); }

// The pixel of "image" (a grab, possibly at a device pixel ratio above 1) at logical "point".
QColor pixelAt(const QImage& image, const QPointF& point) {
    return image.pixelColor((point * image.devicePixelRatio()).toPoint());
}

QImage grabBoard(const MainWindow& w) { return w.boardView()->viewport()->grab().toImage(); }

// A square of the board in viewport pixels.
QRectF squareInView(const MainWindow& w, int square) {
    const QRectF board = w.boardView()->boardRectInView();
    const qreal side = board.width() / 8;
    return QRectF(board.left() + columnOf(square) * side, board.top() + rowOf(square) * side, side,
                  side);
}

// The felt near the top left corner of a square, clear of the grid and of any marker.
QColor feltAt(const MainWindow& w, const QImage& image, const char* square) {
    const QRectF r = squareInView(w, sq(square));
    return pixelAt(image, r.topLeft() + QPointF(r.width() * 0.16, r.height() * 0.16));
}

// A point on the disc of "square", "dy" disc radii below its centre (negative: above).
QColor discAt(const MainWindow& w, const QImage& image, const char* square, qreal dy) {
    const QRectF r = squareInView(w, sq(square));
    const qreal radius = r.width() * 0.42;
    return pixelAt(image, r.center() + QPointF(0, dy * radius));
}

// The face of a disc 0.55 radii above its centre: DiscItem's radial shade reaches 0.33 of its
// radius there, 73% of the way from the highlight to the middle colour.
QColor expectedFace(const DiscColors& face) { return lerp(face.highlight, face.middle, 0.732); }

// Text measured on pixels: the colours covering at least "backgroundShare" of "region" are its
// backgrounds; the ink is the colour nearest "expectedInk" among those of 15 pixels or more (the
// cores of the letters' strokes; their edges blend into the background). Returns
// the lowest contrast of the ink against a background (0 when the ink is not found).
double measuredContrast(const QImage& image, const QRect& logicalRegion, const QColor& expectedInk,
                        double backgroundShare, QString* detail) {
    const qreal dpr = image.devicePixelRatio();
    const QRect region =
        QRectF(QPointF(logicalRegion.topLeft()) * dpr, QSizeF(logicalRegion.size()) * dpr)
            .toRect()
            .intersected(image.rect());
    QHash<QRgb, int> counts;
    for (int y = region.top(); y <= region.bottom(); ++y)
        for (int x = region.left(); x <= region.right(); ++x)
            ++counts[image.pixel(x, y) | 0xff000000];
    const double total = double(region.width()) * region.height();
    QColor ink;
    double inkDistance = 1e9;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        if (it.value() < 15) continue;
        const QColor c(it.key());
        const double d = std::hypot(c.red() - expectedInk.red(), c.green() - expectedInk.green(),
                                    c.blue() - expectedInk.blue());
        if (d < inkDistance) inkDistance = d, ink = c;
    }
    *detail = QStringLiteral("ink %1 (expected %2)")
                  .arg(ink.isValid() ? ink.name() : "none", expectedInk.name());
    if (!ink.isValid() || inkDistance > 60) return 0;
    double worst = 21;
    int backgrounds = 0;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        const QColor c(it.key());
        if (it.value() < backgroundShare * total || c == ink) continue;
        ++backgrounds;
        worst = std::min(worst, contrastRatio(ink, c));
        *detail += QStringLiteral(" on %1").arg(c.name());
    }
    return backgrounds > 0 ? worst : 0;
}

// A dark desktop palette, as a dark Plasma or GNOME theme hands Qt.
QPalette darkPalette() {
    QPalette p;
    const QColor window(0x2a, 0x2e, 0x32), base(0x1b, 0x1e, 0x20), text(0xfc, 0xfc, 0xfc);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x23, 0x26, 0x29));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x31, 0x36, 0x3b));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0xae, 0xe9));
    p.setColor(QPalette::HighlightedText, text);
    p.setColor(QPalette::ToolTipBase, window);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0xa1, 0xa9, 0xb1));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x8a, 0x90, 0x96));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x8a, 0x90, 0x96));
    return p;
}

// Sets the application palette for a scope.
class PaletteScope {
public:
    explicit PaletteScope(const QPalette& palette) : saved_(QApplication::palette()) {
        QApplication::setPalette(palette);
    }
    ~PaletteScope() { QApplication::setPalette(saved_); }

private:
    QPalette saved_;
};

void openGameAt(MainWindow& w, int ply) {
    w.currentGame()->open(GameDocument{*parseTranscript(kGame), {}});
    w.navigation()->showPly(ply);
}

bool valuesShown(MainWindow& w) {
    const MoveValuesOverlay& overlay = *w.analysis()->overlay();
    return overlay.position() == w.controller()->position() && !overlay.shownValues().empty();
}

}  // namespace

class TestThemes : public QObject {
    Q_OBJECT
    QTemporaryDir configDir_;

private slots:
    void initTestCase() { useTemporarySettings(configDir_, "test_themes"); }
    void init() { resetToTwoPeopleWithoutAnimation(); }

    void everyThemeKeepsItsTextAndMarkersReadable() {
        QCOMPARE(contrastRatio(Qt::black, Qt::white), 21.0);
        QCOMPARE(readableOn(QColor(0x1d, 0x7a, 0x3f)), QColor(Qt::white));
        QVERIFY(contrastRatio(readableVariant(QColor(225, 170, 30), Qt::white), Qt::white) >= 4.5);
        for (const BoardTheme& t : allThemes()) {
            QVERIFY2(contrastRatio(t.coordinates, t.frame) >= 4.5, qPrintable(t.id));
            double lowestOnPlates = 21.0;  // printed: the figures of docs/themes.md
            for (const QColor& felt : {t.felt, t.feltShade.isValid() ? t.feltShade : t.felt}) {
                // A legal-move dot stands out from the felt at 3:1 by its fill or by its ring.
                const auto standsOut = [&felt](const QColor& fill, const QColor& ring) {
                    return std::max(contrastRatio(composite(fill, felt), felt),
                                    contrastRatio(composite(ring, felt), felt)) >= 3.0;
                };
                QVERIFY2(standsOut(t.legalForBlack, t.legalForBlackRim), qPrintable(t.id));
                QVERIFY2(standsOut(t.legalForWhite, t.legalForWhiteRim), qPrintable(t.id));
                // A plate over the bare felt or over a legal-move marker of either colour.
                for (const QColor& under :
                     {felt, composite(t.legalForBlack, felt), composite(t.legalForWhite, felt)}) {
                    const QColor plate = composite(t.plate, under);
                    const QColor best = composite(t.bestPlate, under);
                    const QString at = t.id + QStringLiteral(" on ") + under.name();
                    QVERIFY2(contrastRatio(t.plateInk, plate) >= 4.5, qPrintable(at));
                    QVERIFY2(contrastRatio(t.plateCaption, plate) >= 4.5, qPrintable(at));
                    QVERIFY2(contrastRatio(t.bestInk, best) >= 4.5, qPrintable(at));
                    QVERIFY2(contrastRatio(t.bestCaption, best) >= 4.5, qPrintable(at));
                    lowestOnPlates = std::min({lowestOnPlates, contrastRatio(t.plateInk, plate),
                                               contrastRatio(t.plateCaption, plate),
                                               contrastRatio(t.bestInk, best),
                                               contrastRatio(t.bestCaption, best)});
                }
            }
            qInfo("%s: coordinates on the frame %.1f:1, values and captions on plates %.1f:1",
                  qPrintable(t.id), contrastRatio(t.coordinates, t.frame), lowestOnPlates);
        }
    }

    void aThemeRepaintsTheBoardAtOnce() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // The start: d4 and e5 white, d5 and e4 black; a1 empty.
        QCOMPARE(w.settings()->boardTheme(), QStringLiteral("classic"));
        QCOMPARE(feltAt(w, grabBoard(w), "a1"), QColor(0x1d, 0x7a, 0x3f));  // the green of old
        QStringList seen;
        for (const BoardTheme& t : allThemes()) {
            w.settings()->setBoardTheme(t.id);
            const QImage board = grabBoard(w);
            const QColor felt = feltAt(w, board, "a1");
            QVERIFY2(near(felt, t.felt, 8),
                     qPrintable(t.id + ": felt " + describe(felt) + " not " + describe(t.felt)));
            const QColor black = discAt(w, board, "d5", -0.55);
            const QColor white = discAt(w, board, "d4", -0.55);
            QVERIFY2(near(black, expectedFace(t.black), 16),
                     qPrintable(t.id + ": black disc " + describe(black)));
            QVERIFY2(near(white, expectedFace(t.white), 16),
                     qPrintable(t.id + ": white disc " + describe(white)));
            seen.append(felt.name());
        }
        seen.removeDuplicates();
        QCOMPARE(seen.size(), BoardTheme::ids().size());  // four boards a person tells apart
        QCOMPARE(Settings().boardTheme(), QStringLiteral("contrast"));  // kept for the next run
    }

    void highContrastWhiteDiscsCarryAMark() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QImage classic = grabBoard(w);
        // Classic: the middle of a white disc is its face, no mark.
        QVERIFY(contrastRatio(discAt(w, classic, "d4", 0), discAt(w, classic, "d4", -0.55)) < 1.5);
        w.settings()->setBoardTheme(QStringLiteral("contrast"));
        const QImage contrast = grabBoard(w);
        const QColor face = discAt(w, contrast, "d4", -0.55);
        const QColor middle = discAt(w, contrast, "d4", 0);
        QVERIFY2(near(middle, BoardTheme::contrast().markColor, 20), qPrintable(describe(middle)));
        QVERIFY(contrastRatio(middle, face) >= 4.5);
        // The black discs are plain: no mark of another colour in their middle.
        QVERIFY(near(discAt(w, contrast, "d5", 0), QColor(0, 0, 0), 40));
        // Unknown ids read as the classic board.
        w.settings()->setBoardTheme(QStringLiteral("no such theme"));
        QCOMPARE(w.settings()->boardTheme(), QStringLiteral("classic"));
        QCOMPARE(feltAt(w, grabBoard(w), "a1"), QColor(0x1d, 0x7a, 0x3f));
    }

    void preferencesPickATheme() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        PreferencesDialog dialog(*w.settings(), &w);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* combo = dialog.findChild<QComboBox*>(QStringLiteral("themeCombo"));
        auto* preview = dialog.findChild<ThemePreview*>(QStringLiteral("themePreview"));
        QVERIFY(combo && preview);
        QCOMPARE(combo->currentData().toString(), QStringLiteral("classic"));
        const auto previewFelt = [preview] {
            const QRectF corner = preview->squareRect(0, 0);
            return pixelAt(preview->grab().toImage(),
                           corner.topLeft() + QPointF(corner.width() * 0.2, corner.height() * 0.2));
        };
        QVERIFY(near(previewFelt(), BoardTheme::classic().felt, 6));
        // Picking "Wood" with the keyboard shows wood in the preview; the board waits for OK.
        combo->setFocus();
        QTest::keyClick(combo, Qt::Key_Down);
        QTest::keyClick(combo, Qt::Key_Down);
        QCOMPARE(combo->currentData().toString(), QStringLiteral("wood"));
        QVERIFY2(near(previewFelt(), BoardTheme::wood().felt, 10),
                 qPrintable(describe(previewFelt())));
        QCOMPARE(feltAt(w, grabBoard(w), "a1"), BoardTheme::classic().felt);
        QTest::mouseClick(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                          Qt::LeftButton);
        QCOMPARE(Settings().boardTheme(), QStringLiteral("wood"));
        QVERIFY(near(feltAt(w, grabBoard(w), "a1"), BoardTheme::wood().felt, 8));
        QCOMPARE(w.analysisDock()->graph()->theme().id, QStringLiteral("wood"));
        // Opened again, Preferences show the theme in use.
        PreferencesDialog again(*w.settings(), &w);
        QCOMPARE(
            again.findChild<QComboBox*>(QStringLiteral("themeCombo"))->currentData().toString(),
            QStringLiteral("wood"));
    }

    void aDarkPaletteKeepsPlatesListsAndGraphReadable() {
        const PaletteScope dark(darkPalette());
        Settings().setAnalysisMode(false, true);
        MainWindow w;
        w.resize(1000, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        openGameAt(w, 21);  // White to move: light legal-move markers under the plates
        QTRY_VERIFY_WITH_TIMEOUT(valuesShown(w), 10000);
        const int best = w.analysis()->overlay()->bestSquare();
        for (const BoardTheme& t : allThemes()) {
            w.settings()->setBoardTheme(t.id);
            const QImage board = grabBoard(w);
            for (const auto& [square, text] : w.analysis()->overlay()->shownValues()) {
                const QRectF r = squareInView(w, square);
                // The band of the value's digits, above the caption.
                const QRect band = QRectF(r.left() + r.width() * 0.12, r.top() + r.height() * 0.42,
                                          r.width() * 0.76, r.height() * 0.28)
                                       .toRect();
                const bool isBest = text == w.analysis()->overlay()->shownValues().at(best);
                QString detail;
                const double ratio =
                    measuredContrast(board, band, isBest ? t.bestInk : t.plateInk, 0.04, &detail);
                QVERIFY2(ratio >= 4.5, qPrintable(QStringLiteral("%1 %2 %3: %4 %5")
                                                      .arg(t.id, squareName(square).c_str(), text)
                                                      .arg(ratio)
                                                      .arg(detail)));
            }
        }
        // The move list: the moves taken back (after the position shown) and, at the end of the
        // game, the moves played.
        QAbstractItemView* list = w.moveList()->panel()->view();
        QTRY_VERIFY(list->isVisible());
        QString detail;
        const auto listContrast = [&](const QColor& ink) {
            return measuredContrast(list->viewport()->grab().toImage(), list->viewport()->rect(),
                                    ink, 0.3, &detail);
        };
        const double takenBack =
            listContrast(list->palette().color(QPalette::Disabled, QPalette::Text));
        QVERIFY2(takenBack >= 4.5, qPrintable(QString::number(takenBack) + " " + detail));
        w.navigation()->showPly(w.controller()->record().length());
        const double played = listContrast(list->palette().color(QPalette::Text));
        QVERIFY2(played >= 4.5, qPrintable(QString::number(played) + " " + detail));

        EvalGraph& graph = *w.analysisDock()->graph();
        QTRY_VERIFY(graph.isVisible());
        const QRect head(0, 0, graph.width(), graph.fontMetrics().height() + 2);
        const double graphRatio = measuredContrast(
            graph.grab().toImage(), head, graph.palette().color(QPalette::Text), 0.3, &detail);
        QVERIFY2(graphRatio >= 4.5, qPrintable(QString::number(graphRatio) + " " + detail));
    }

    void writeScreenshots() {
        const QString folder = qEnvironmentVariable("VERSO_THEME_SHOTS");
        if (folder.isEmpty()) QSKIP("VERSO_THEME_SHOTS names no folder");
        Settings().setAnalysisMode(false, true);
        MainWindow w;
        w.resize(1060, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        openGameAt(w, 26);
        QTRY_VERIFY_WITH_TIMEOUT(w.gameValues()->knownCount() == w.gameValues()->positionCount(),
                                 120000);
        QTRY_VERIFY_WITH_TIMEOUT(valuesShown(w), 10000);
        // The same values in every picture: the analysis stops once it is 12 plies deep.
        session::PositionAnalyst& analyst = *w.analysis()->analyst();
        QTRY_VERIFY_WITH_TIMEOUT(analyst.latest() && analyst.latest()->depth >= 12, 60000);
        analyst.stop();
        QVERIFY(valuesShown(w));
        for (const BoardTheme& t : allThemes()) {
            const PaletteScope palette(t.id == QLatin1String("dark") ? darkPalette()
                                                                     : QApplication::palette());
            w.settings()->setBoardTheme(t.id);
            QTRY_COMPARE(w.moveList()->panel()->view()->palette().color(QPalette::Base),
                         QApplication::palette().color(QPalette::Base));
            const QString path = folder + QStringLiteral("/theme-%1.png").arg(t.id);
            QVERIFY2(w.grab().save(path), qPrintable(path));
        }
        // Preferences with High contrast picked: the chooser and its preview.
        PreferencesDialog dialog(*w.settings(), &w);
        auto* combo = dialog.findChild<QComboBox*>(QStringLiteral("themeCombo"));
        combo->setCurrentIndex(combo->findData(QStringLiteral("contrast")));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QString path = folder + QStringLiteral("/theme-preferences.png");
        QVERIFY2(dialog.grab().save(path), qPrintable(path));
    }
};

QTEST_MAIN(TestThemes)
#include "test_themes.moc"
