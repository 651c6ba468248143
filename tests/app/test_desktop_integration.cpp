// SPDX-License-Identifier: GPL-3.0-or-later
// The launcher entry, the AppStream metadata and the icon: valid for the desktop's own tools,
// naming each other consistently, and installed where desktops look for them.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QtTest>

namespace {

const QString kAppId = QStringLiteral("io.github.verso.Verso");

QString resourcePath(const QString& name) { return QStringLiteral(VERSO_RESOURCES_DIR "/") + name; }

QString readText(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return {};
    return QString::fromUtf8(file.readAll());
}

struct ToolRun {
    int exitCode = -1;
    QString output;
};

ToolRun runTool(const QString& program, const QStringList& arguments) {
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    ToolRun run;
    if (!process.waitForFinished(60000)) return run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.output = QString::fromUtf8(process.readAll());
    return run;
}

// The value of "Key=" in the [Desktop Entry] group (untranslated).
QString desktopEntryValue(const QString& text, const QString& key) {
    const QRegularExpression line(QStringLiteral("^%1=(.*)$").arg(QRegularExpression::escape(key)),
                                  QRegularExpression::MultilineOption);
    return line.match(text).captured(1).trimmed();
}

}  // namespace

class TestDesktopIntegration : public QObject {
    Q_OBJECT

private slots:
    void desktopFileIsValid() {
        const QString tool =
            QStandardPaths::findExecutable(QStringLiteral("desktop-file-validate"));
        if (tool.isEmpty())
            QSKIP("desktop-file-validate is not installed (Debian package desktop-file-utils)");
        const ToolRun run = runTool(tool, {resourcePath(kAppId + QStringLiteral(".desktop"))});
        QVERIFY2(run.exitCode == 0 && run.output.trimmed().isEmpty(), qPrintable(run.output));
    }

    void metainfoIsValid() {
        const QString tool = QStandardPaths::findExecutable(QStringLiteral("appstreamcli"));
        if (tool.isEmpty()) QSKIP("appstreamcli is not installed (Debian package appstream)");
        const ToolRun run = runTool(tool, {QStringLiteral("validate"), QStringLiteral("--no-net"),
                                           resourcePath(kAppId + QStringLiteral(".metainfo.xml"))});
        QVERIFY2(run.exitCode == 0, qPrintable(run.output));
        QVERIFY2(!run.output.contains(QStringLiteral("W: ")) &&
                     !run.output.contains(QStringLiteral("E: ")),
                 qPrintable(run.output));
    }

    void filesNameEachOther() {
        const QString desktop = readText(resourcePath(kAppId + QStringLiteral(".desktop")));
        QVERIFY(!desktop.isEmpty());
        QCOMPARE(desktopEntryValue(desktop, QStringLiteral("Icon")), kAppId);
        QCOMPARE(desktopEntryValue(desktop, QStringLiteral("Exec")), QStringLiteral("verso"));
        const QString metainfo = readText(resourcePath(kAppId + QStringLiteral(".metainfo.xml")));
        QVERIFY(metainfo.contains(QStringLiteral("<id>%1</id>").arg(kAppId)));
        QVERIFY(metainfo.contains(
            QStringLiteral("<launchable type=\"desktop-id\">%1.desktop</launchable>").arg(kAppId)));
        QVERIFY(metainfo.contains(QStringLiteral("<binary>verso</binary>")));
    }

    // A person sees a green board with a black and a white disc.
    void iconShowsGreenBoardWithBlackAndWhiteDiscs() {
        QSvgRenderer renderer(resourcePath(QStringLiteral("verso.svg")));
        QVERIFY(renderer.isValid());
        QImage image(64, 64, QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        renderer.render(&painter);
        painter.end();
        int green = 0, black = 0, white = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                if (c.alpha() < 250) continue;
                if (c.green() > c.red() + 40 && c.green() > c.blue() + 40) ++green;
                else if (c.lightness() < 40) ++black;
                else if (c.lightness() > 215 && c.saturation() < 30) ++white;
            }
        }
        const int area = image.width() * image.height();
        QVERIFY2(green > area / 5, qPrintable(QStringLiteral("green pixels: %1").arg(green)));
        QVERIFY2(black > area / 20, qPrintable(QStringLiteral("black pixels: %1").arg(black)));
        QVERIFY2(white > area / 20, qPrintable(QStringLiteral("white pixels: %1").arg(white)));
        QCOMPARE(image.pixelColor(0, 0).alpha(), 0);  // rounded corners stay transparent
    }

    void installPutsFilesWhereDesktopsLook() {
        QTemporaryDir prefix;
        QVERIFY(prefix.isValid());
        const ToolRun run = runTool(QStringLiteral(VERSO_CMAKE_COMMAND),
                                    {QStringLiteral("--install"), QStringLiteral(VERSO_BINARY_DIR),
                                     QStringLiteral("--prefix"), prefix.path()});
        QVERIFY2(run.exitCode == 0, qPrintable(run.output));
        const QDir root(prefix.path());
        const QStringList expected = {
            QStringLiteral("bin/verso"),
            QStringLiteral("share/applications/%1.desktop").arg(kAppId),
            QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kAppId),
            QStringLiteral("share/icons/hicolor/scalable/apps/%1.svg").arg(kAppId),
        };
        for (const QString& file : expected)
            QVERIFY2(root.exists(file), qPrintable(file + QStringLiteral(" was not installed")));
    }
};

QTEST_MAIN(TestDesktopIntegration)
#include "test_desktop_integration.moc"
