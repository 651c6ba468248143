#include "app/EngineFaultText.h"

#include <QCoreApplication>

namespace verso::app {

namespace {

// The translation context of the sentences below ("EngineFaultText" in the .ts files).
class EngineFaultText {
    Q_DECLARE_TR_FUNCTIONS(EngineFaultText)
};

QString sentence(session::EngineFault fault) {
    using session::EngineFault;
    switch (fault) {
        case EngineFault::FailedToStart:
            return EngineFaultText::tr(
                "The engine could not be started, or it stopped before it answered. Check the "
                "command line and the working directory.");
        case EngineFault::Exited:
            return EngineFaultText::tr("The engine stopped running.");
        case EngineFault::IllegalMove:
            return EngineFaultText::tr("The engine answered with a move that is not allowed here.");
        case EngineFault::Garbage:
            return EngineFaultText::tr("The engine answered with something that is not a move.");
        case EngineFault::NoAnswer:
            return EngineFaultText::tr("The engine has not answered in time.");
    }
    return {};
}

}  // namespace

QString engineFaultText(session::EngineFault fault, const QString& detail) {
    const QString text = sentence(fault);
    if (detail.isEmpty()) return text;
    //: %1 is a sentence saying what went wrong; %2 is untranslated text from the engine or the
    //: system (the engine's answer, its last error message, or why it could not be started)
    return EngineFaultText::tr("%1 Details: %2").arg(text, detail);
}

}  // namespace verso::app
