#include <QApplication>
#include <QLabel>
#include <QMainWindow>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Verso"));
    QMainWindow window;
    window.setWindowTitle(QStringLiteral("Verso"));
    window.setCentralWidget(new QLabel(QObject::tr("The board window is on its way.")));
    window.resize(640, 640);
    window.show();
    return app.exec();
}
