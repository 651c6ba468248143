// Verso: starts the game window.
#include <QApplication>
#include <QIcon>
#include <QMessageBox>
#include <QTimer>

#include "app/window/MainWindow.h"
#include "app/settings/Settings.h"
#include "app/settings/SettingsFileReport.h"
#include "app/settings/TranslationLoader.h"
#include "app/records/AutosaveKeeper.h"
#include "app/records/FileActions.h"
#include "session/game/GameController.h"
#include "session/game/Seating.h"

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Verso"));
    QApplication::setApplicationName(QStringLiteral("Verso"));
    QApplication::setApplicationVersion(QStringLiteral(VERSO_VERSION));
    // The launcher entry and the icon are installed under this id (resources/).
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.verso.Verso"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/verso.svg")));

    verso::app::TranslationLoader translations;
    translations.install(verso::app::Settings().language());

    verso::session::Seating seating;  // the game, its players and the engine thread (joined at exit)
    verso::app::MainWindow window(&seating);
    window.keepUnfinishedGames();
    window.keepGames();  // every game that ends or is left goes to the library (File > Kept Games)
    window.show();
    const QStringList files = QApplication::arguments().mid(1);
    const auto start = [&window, files] {
        if (!files.isEmpty()) {
            // "verso game.ggf": that game (a saved unfinished one goes to the kept games).
            if (!window.files()->openPath(files.front())) window.controller()->newGame();
        } else {
            window.unfinishedGames()->offer();  // "Resume the unfinished game?"
        }
    };
    // Once the window is on screen: an unreadable settings file is reported first, then the game.
    QTimer::singleShot(0, &window, [&window, start] {
        if (QMessageBox* report = verso::app::SettingsFileReport::show(&window))
            QObject::connect(report, &QMessageBox::finished, &window, start);
        else
            start();
    });
    return app.exec();
}
