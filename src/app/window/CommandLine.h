// SPDX-License-Identifier: GPL-3.0-or-later
// The window program's command line: `verso [OPTIONS] [FILE...]`. --help and --version print and
// exit, an unknown option is refused (exit status 2) and never taken for a file name, and the
// rest are game files to open.
#pragma once

#include <QStringList>

#include <optional>

class QTextStream;

namespace verso::app {

// Reads "arguments" (the program's name first). Returns the exit status when the program is done
// (help or version printed to "out", or an error to "err"), or nullopt to start the window with
// the game files left in "files".
std::optional<int> readCommandLine(const QStringList& arguments, QStringList& files,
                                   QTextStream& out, QTextStream& err);

// "Verso 1.0.0" and its copyright and licence, as --version prints them.
QString versionText();

}  // namespace verso::app
