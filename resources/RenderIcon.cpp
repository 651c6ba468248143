// SPDX-License-Identifier: GPL-3.0-or-later
// Build-time tool: renders the scalable icon (verso.svg) to PNG files at the sizes desktops and
// distributions ask for (resources/CMakeLists.txt installs them under share/icons/hicolor).
//   verso-render-icon SVG OUT_DIR SIZE...   writes OUT_DIR/<SIZE>.png for each SIZE
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QString>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: verso-render-icon SVG OUT_DIR SIZE...\n");
        return 2;
    }
    qputenv("QT_QPA_PLATFORM", "offscreen");  // no display at build time
    QGuiApplication app(argc, argv);
    QSvgRenderer renderer(QString::fromLocal8Bit(argv[1]));
    if (!renderer.isValid()) {
        std::fprintf(stderr, "verso-render-icon: cannot read %s\n", argv[1]);
        return 1;
    }
    for (int i = 3; i < argc; ++i) {
        const int size = QString::fromLatin1(argv[i]).toInt();
        if (size < 16 || size > 1024) {
            std::fprintf(stderr, "verso-render-icon: bad size %s\n", argv[i]);
            return 2;
        }
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
        renderer.render(&painter);
        painter.end();
        const QString out =
            QStringLiteral("%1/%2.png").arg(QString::fromLocal8Bit(argv[2])).arg(size);
        if (!image.save(out, "PNG")) {
            std::fprintf(stderr, "verso-render-icon: cannot write %s\n", qPrintable(out));
            return 1;
        }
    }
    return 0;
}
