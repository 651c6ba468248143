// SPDX-License-Identifier: GPL-3.0-or-later
// What went wrong with an external engine, as sentences in the user's language.
#pragma once

#include <QString>

#include "session/external/ExternalEngineFault.h"

namespace verso::app {

// A sentence for "fault", followed by "detail" (the engine's offending line, its last error
// output or the system's reason, as the player reports it) when there is one.
QString engineFaultText(session::ExternalEngineFault fault, const QString& detail = {});

}  // namespace verso::app
