// Verso: starts the game window.
#include <QApplication>

#include "app/MainWindow.h"

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Verso"));
    QApplication::setApplicationName(QStringLiteral("Verso"));
    QApplication::setApplicationVersion(QStringLiteral(VERSO_VERSION));
    verso::app::MainWindow window;
    // The computer opponent: MainWindow::setComputerPlayerFactory(...) with the ComputerPlayer.
    window.show();
    return app.exec();
}
