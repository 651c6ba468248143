// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/engines/ExternalEngineFaultText.h"

#include <QCoreApplication>

namespace verso::app {

namespace {

// The translation context of the sentences below ("ExternalEngineFaultText" in the .ts files).
class ExternalEngineFaultText {
    Q_DECLARE_TR_FUNCTIONS(ExternalEngineFaultText)
};

QString sentence(session::ExternalEngineFault fault) {
    using session::ExternalEngineFault;
    switch (fault) {
        case ExternalEngineFault::FailedToStart:
            return ExternalEngineFaultText::tr(
                "The engine could not be started, or it stopped before it answered. Check the "
                "command line and the working directory.");
        case ExternalEngineFault::Exited:
            return ExternalEngineFaultText::tr("The engine stopped running.");
        case ExternalEngineFault::IllegalMove:
            return ExternalEngineFaultText::tr(
                "The engine answered with a move that is not allowed here.");
        case ExternalEngineFault::Garbage:
            return ExternalEngineFaultText::tr(
                "The engine answered with something that is not a move.");
        case ExternalEngineFault::NoAnswer:
            return ExternalEngineFaultText::tr("The engine has not answered in time.");
    }
    return {};
}

}  // namespace

QString engineFaultText(session::ExternalEngineFault fault, const QString& detail) {
    const QString text = sentence(fault);
    if (detail.isEmpty()) return text;
    //: %1 is a sentence saying what went wrong; %2 is untranslated text from the engine or the
    //: system (the engine's answer, its last error message, or why it could not be started)
    return ExternalEngineFaultText::tr("%1 Details: %2").arg(text, detail);
}

}  // namespace verso::app
