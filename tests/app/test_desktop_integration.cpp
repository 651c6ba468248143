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

    // The three manual pages render without a warning and name themselves for whatis/apropos.
    void manualPagesRenderAndNameThemselves() {
        const QString man = QStandardPaths::findExecutable(QStringLiteral("man"));
        const QString lexgrog = QStandardPaths::findExecutable(QStringLiteral("lexgrog"));
        if (man.isEmpty() || lexgrog.isEmpty())
            QSKIP("man and lexgrog are not installed (Debian package man-db)");
        for (const char* page : {"verso", "verso-cli", "verso-engine"}) {
            const QString path = resourcePath(QStringLiteral("man/%1.6").arg(QLatin1String(page)));
            QProcess render;
            render.setProgram(man);
            render.setArguments({QStringLiteral("--warnings"), QStringLiteral("-E"),
                                 QStringLiteral("UTF-8"), QStringLiteral("-l"), path});
            QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
            environment.insert(QStringLiteral("MANWIDTH"), QStringLiteral("80"));
            environment.insert(QStringLiteral("MAN_KEEP_FORMATTING"), QString());
            render.setProcessEnvironment(environment);
            render.start();
            QVERIFY(render.waitForFinished(30000));
            const QString out = QString::fromUtf8(render.readAllStandardOutput());
            const QString warnings = QString::fromUtf8(render.readAllStandardError());
            QVERIFY2(render.exitCode() == 0 && warnings.isEmpty(),
                     qPrintable(path + QStringLiteral(": ") + warnings));
            QVERIFY2(out.contains(QStringLiteral("SYNOPSIS")), qPrintable(out));
            const ToolRun name = runTool(lexgrog, {path});
            QVERIFY2(name.exitCode == 0 &&
                         name.output.contains(QStringLiteral("%1 - ").arg(QLatin1String(page))),
                     qPrintable(name.output));
        }
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

    // The stricter of the two AppStream validators (URLs, caption lengths, and more).
    void metainfoPassesAppstreamUtil() {
        const QString tool = QStandardPaths::findExecutable(QStringLiteral("appstream-util"));
        if (tool.isEmpty())
            QSKIP("appstream-util is not installed (Debian package appstream-util)");
        const ToolRun run = runTool(tool, {QStringLiteral("validate"), QStringLiteral("--nonet"),
                                           resourcePath(kAppId + QStringLiteral(".metainfo.xml"))});
        QVERIFY2(run.exitCode == 0, qPrintable(run.output));
    }

    void filesNameEachOther() {
        const QString desktop = readText(resourcePath(kAppId + QStringLiteral(".desktop")));
        QVERIFY(!desktop.isEmpty());
        QCOMPARE(desktopEntryValue(desktop, QStringLiteral("Icon")), kAppId);
        QCOMPARE(desktopEntryValue(desktop, QStringLiteral("Exec")), QStringLiteral("verso %F"));
        QCOMPARE(desktopEntryValue(desktop, QStringLiteral("MimeType")),
                 QStringLiteral("application/x-ggf;"));
        const QString mime = readText(resourcePath(kAppId + QStringLiteral(".mime.xml")));
        QVERIFY(mime.contains(QStringLiteral("<mime-type type=\"application/x-ggf\">")));
        QVERIFY(mime.contains(QStringLiteral("<glob pattern=\"*.ggf\"/>")));
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
            QStringLiteral("share/mime/packages/%1.xml").arg(kAppId),
            QStringLiteral("share/man/man6/verso.6.gz"),
            QStringLiteral("share/man/man6/verso-cli.6.gz"),
            QStringLiteral("share/man/man6/verso-engine.6.gz"),
        };
        for (const QString& file : expected)
            QVERIFY2(root.exists(file), qPrintable(file + QStringLiteral(" was not installed")));
        // The PNG icons, rendered from the SVG at their sizes: the green board with its discs.
        for (const int size : {48, 64, 128, 256}) {
            const QString png =
                QStringLiteral("share/icons/hicolor/%1x%1/apps/%2.png").arg(size).arg(kAppId);
            const QImage image(root.filePath(png));
            QVERIFY2(!image.isNull(), qPrintable(png + QStringLiteral(" was not installed")));
            QCOMPARE(image.size(), QSize(size, size));
            const QColor centre = image.pixelColor(size / 2, size / 2);
            QVERIFY2(centre.alpha() == 255, qPrintable(png));
        }
        // The shared-mime-info database takes the GGF type and finds it by the file name.
        const QString updateMime =
            QStandardPaths::findExecutable(QStringLiteral("update-mime-database"));
        if (!updateMime.isEmpty()) {
            const ToolRun update =
                runTool(updateMime, {root.filePath(QStringLiteral("share/mime"))});
            QVERIFY2(update.exitCode == 0, qPrintable(update.output));
            QVERIFY(root.exists(QStringLiteral("share/mime/application/x-ggf.xml")));
        }
    }
};

QTEST_MAIN(TestDesktopIntegration)
#include "test_desktop_integration.moc"
