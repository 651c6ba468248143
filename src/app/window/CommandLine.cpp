// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/window/CommandLine.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

namespace verso::app {

namespace {
class CommandLine {
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};
}  // namespace

QString versionText() {
    //: verso --version: %1 the version. Keep the licence's name and the web address as they are.
    return CommandLine::tr(
               "Verso %1\n"
               "Copyright (C) 2026 the Verso developers.\n"
               "License GPL-3.0-or-later: GNU GPL version 3 or later "
               "<https://www.gnu.org/licenses/gpl-3.0.html>.\n"
               "This is free software: you are free to change and redistribute it.\n"
               "There is NO WARRANTY, to the extent permitted by law.\n")
        .arg(QCoreApplication::applicationVersion());
}

std::optional<int> readCommandLine(const QStringList& arguments, QStringList& files,
                                   QTextStream& out, QTextStream& err) {
    QCommandLineParser parser;
    //: verso --help: the first line under "Usage"
    parser.setApplicationDescription(CommandLine::tr("Verso: Reversi (Othello) for the desktop."));
    const QCommandLineOption help = parser.addHelpOption();
    //: verso --help: what --version does
    const QCommandLineOption version({QStringLiteral("v"), QStringLiteral("version")},
                                     CommandLine::tr("Displays the version and the licence."));
    parser.addOption(version);
    //: verso --help: the game files given after the options; "FILE" is the name shown in the usage
    //: line
    parser.addPositionalArgument(
        QStringLiteral("FILE"),
        CommandLine::tr("Game files to open: GGF, transcripts or board strings."),
        QStringLiteral("[FILE...]"));
    const QString program = QStringLiteral("verso");
    if (!parser.parse(arguments)) {
        //: verso with an option it does not know: %1 what is wrong (Qt's words), %2 the program's
        //: name
        err << CommandLine::tr("%2: %1\nTry '%2 --help' for the options.\n")
                   .arg(parser.errorText(), program);
        err.flush();
        return 2;
    }
    if (parser.isSet(help) || parser.isSet(QStringLiteral("help-all"))) {
        out << parser.helpText();
        out.flush();
        return 0;
    }
    if (parser.isSet(version)) {
        out << versionText();
        out.flush();
        return 0;
    }
    files = parser.positionalArguments();
    return std::nullopt;
}

}  // namespace verso::app
