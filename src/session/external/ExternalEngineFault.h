// SPDX-License-Identifier: GPL-3.0-or-later
// What went wrong with an external engine, as a value; the app words it
// (app/ExternalEngineFaultText.h).
#pragma once

#include <QMetaType>
#include <QString>

namespace verso::session {

enum class ExternalEngineFault {
    FailedToStart,  // the program cannot be started, or it ended before answering the greeting
    Exited,         // it ended (crashed or exited) after it had started
    IllegalMove,    // it answered a move that is not legal in the position it was asked about
    Garbage,        // it answered "=== ..." with something that is not a move (or an endless line)
    NoAnswer,       // it did not answer the greeting or a move in time
};

// "text" as one printable line for a fault's detail: control characters become \n, \t, \r or
// \xNN, and the result is cut to at most "maxLength" characters (with "..." when cut).
QString printableEngineText(const QString& text, int maxLength = 200);

}  // namespace verso::session

Q_DECLARE_METATYPE(verso::session::ExternalEngineFault)
