// Verso: starts the game window.
#include <QApplication>
#include <QIcon>
#include <QTimer>

#include "app/MainWindow.h"
#include "app/Settings.h"
#include "app/TranslationLoader.h"
#include "app/UnfinishedGameKeeper.h"
#include "app/records/FileActions.h"
#include "session/GameController.h"
#include "session/Seating.h"

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

    verso::session::Seating seating;  // the game, its players and the AI thread (joined at exit)
    verso::app::MainWindow window(&seating);
    window.keepUnfinishedGames();
    window.keepGames();  // every game that ends or is left goes to the library (File > Kept Games)  // with a game to offer back, nobody moves until it is answered
    window.show();
    const QStringList files = QApplication::arguments().mid(1);
    if (!files.isEmpty()) {
        // "verso game.ggf": that game, once the window is on screen (the unfinished one stays saved).
        QTimer::singleShot(0, window.files(), [&window, path = files.front()] {
            if (!window.files()->openPath(path)) window.controller()->newGame();
        });
    } else {
        // Once the window is on screen: "Resume the unfinished game?"
        QTimer::singleShot(0, window.unfinishedGames(), &verso::app::UnfinishedGameKeeper::offer);
    }
    return app.exec();
}
