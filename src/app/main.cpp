// SPDX-License-Identifier: GPL-3.0-or-later
// Verso: starts the game window (`verso --help` for the command line).
#include <QApplication>
#include <QDir>
#include <QIcon>
#include <QMessageBox>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>
#if QT_CONFIG(sessionmanager)
#include <QSessionManager>
#endif

#include <pwd.h>
#include <unistd.h>
#include <cstdlib>

#include "app/records/AutosaveKeeper.h"
#include "app/records/FileActions.h"
#include "app/settings/Settings.h"
#include "app/settings/SettingsFileReport.h"
#include "app/settings/TranslationLoader.h"
#include "app/sound/GameSounds.h"
#include "app/window/CommandLine.h"
#include "app/window/MainWindow.h"
#include "app/window/TerminationSignals.h"
#include "core/Version.h"
#include "session/game/GameController.h"
#include "session/game/Seating.h"
#include "session/storage/DataFolder.h"

namespace {
void nameTheApplication() {
    QCoreApplication::setOrganizationName(QStringLiteral("Verso"));
    QCoreApplication::setApplicationName(QStringLiteral("Verso"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(verso::versionNumber()));
}

// Without HOME (a service, `env -i`) Qt would put the settings and the games under "/": the home
// folder is taken from the password database instead. False when there is none there either.
bool settleHome() {
    if (const char* home = std::getenv("HOME"); home && *home) return true;
    const passwd* entry = ::getpwuid(::getuid());
    if (!entry || !entry->pw_dir || !*entry->pw_dir) return false;
    ::setenv("HOME", entry->pw_dir, 1);
    return true;
}
}  // namespace

int main(int argc, char** argv) {
    // The command line first, without a window (so --help and --version work without a display),
    // in the system's language.
    const bool hasHome = settleHome();
    QStringList files;
    {
        QCoreApplication reader(argc, argv);
        nameTheApplication();
        verso::app::TranslationLoader translations;
        translations.install(QString());
        QTextStream out(stdout);
        QTextStream err(stderr);
        if (const auto status =
                verso::app::readCommandLine(QCoreApplication::arguments(), files, out, err))
            return *status;
        if (!hasHome)
            err << "Verso: HOME is not set and the password database has no home folder for user "
                << ::getuid() << ", so the settings are kept in " << QSettings().fileName()
                << " and the games in " << QDir::cleanPath(verso::session::dataFolder())
                << Qt::endl;
    }
    QApplication app(argc, argv);
    // SIGTERM and SIGINT are caught from here on: one that comes while Verso starts is acted on
    // (below) once the event loop runs, instead of ending the program unsaved.
    verso::app::TerminationSignals termination;
    nameTheApplication();
    // A FIFO or a device at the settings file's name would hold the start for ever: this run
    // keeps its settings in a folder of its own instead, and says so.
    QTemporaryDir ownSettings;
    verso::app::Settings::avoidOddFile(ownSettings.path());
    // The files of the window's former data folder move to the one Verso shares with verso-engine.
    const verso::session::DataFolderMove moved = verso::session::moveLegacyData();
    for (const QString& file : moved.renamed)
        qWarning("Verso: a file of the former data folder was kept as %s (its name was taken)",
                 qPrintable(verso::session::dataFolder() + QLatin1Char('/') + file));
    for (const QString& problem : moved.failed)
        qWarning("Verso: %s stays in %s", qPrintable(problem),
                 qPrintable(verso::session::legacyDataFolder()));
    // The launcher entry and the icon are installed under this id (resources/).
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.verso.Verso"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/verso.svg")));

    verso::app::TranslationLoader translations;
    translations.install(verso::app::Settings().language());

    verso::session::Seating
        seating;  // the game, its players and the engine thread (joined at exit)
    verso::app::MainWindow window(&seating);
    window.sounds()->useSoundDevice();
    window.keepUnfinishedGames();
    window.keepGames();  // every game that ends or is left goes to the library (File > Kept Games)
#if QT_CONFIG(sessionmanager)
    // A logout through the session manager: everything is saved before the session asks the
    // program to end, also while a dialog keeps the window from being closed.
    QObject::connect(&app, &QGuiApplication::commitDataRequest, &window,
                     [&window](QSessionManager&) { window.saveForSessionEnd(); });
#endif
    window.show();
    // A logout or `kill` closes the window as the person would: the game is saved and kept. The
    // window closes first, with its dialogs unanswered, then any other.
    QObject::connect(&termination, &verso::app::TerminationSignals::received, &window, [&window] {
        window.close();
        QApplication::closeAllWindows();
        QApplication::quit();
    });
    const auto start = [&window, files] {
        if (!files.isEmpty()) {
            // "verso a.ggf b.ggf": each game in turn, the last one shown (a saved unfinished game
            // and each game left goes to the kept games); a file that cannot be read says why.
            bool opened = false;
            for (const QString& file : files) opened = window.files()->openPath(file) || opened;
            if (!opened) window.newGame();
        } else {
            window.unfinishedGames()->offer();  // "Resume the unfinished game?"
        }
    };
    // Once the window is on screen: an unreadable settings file is reported first, then the game.
    QTimer::singleShot(0, &window, [&window, start] {
        if (QMessageBox* report = verso::app::SettingsFileReport::show(&window))
            QObject::connect(report, &QMessageBox::finished, &window, start);
        else start();
    });
    return app.exec();
}
