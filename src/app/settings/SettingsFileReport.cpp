// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/settings/SettingsFileReport.h"

#include <QDir>
#include <QMessageBox>

#include "app/settings/Settings.h"

namespace verso::app {

QMessageBox* SettingsFileReport::show(QWidget* window) {
    const QList<Settings::FileProblem> problems = Settings::takeFileProblems();
    if (problems.isEmpty()) return nullptr;
    QStringList sentences;
    for (const Settings::FileProblem& problem : problems) {
        const QString path = QDir::toNativeSeparators(problem.path);
        if (problem.cannotOpen) {
            //: %1 is the settings file, %2 the reason, e.g. "Permission denied"
            sentences << tr("Your settings in %1 cannot be read (%2), so Verso uses its default "
                            "settings. Changes to the settings will not be kept until the file can "
                            "be read.")
                             .arg(path, problem.error);
        } else if (problem.keptAs.isEmpty()) {
            //: %1 is the settings file, %2 the system's reason why no copy could be made
            sentences << tr("Your settings in %1 could not be read, so Verso uses its default "
                            "settings; no copy of "
                            "the file could be kept (%2).")
                             .arg(path, problem.error);
        } else {
            //: %1 is the settings file, %2 the copy of it that was kept
            sentences << tr("Your settings in %1 could not be read, so Verso uses its default "
                            "settings. The file is "
                            "kept as %2.")
                             .arg(path, QDir::toNativeSeparators(problem.keptAs));
        }
    }
    //: Title of the message shown at start-up when the settings file could not be read
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Settings Not Read"),
                                sentences.join(QLatin1Char('\n')), QMessageBox::Ok, window);
    box->setObjectName(QStringLiteral("settingsProblemDialog"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    return box;
}

}  // namespace verso::app
