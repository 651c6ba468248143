// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's analysis results as Qt values, for queued signals and QVariant.
#pragma once

#include <QMetaType>

#include "engine/GameReview.h"
#include "engine/MoveAnalysis.h"

Q_DECLARE_METATYPE(verso::engine::Analysis)
Q_DECLARE_METATYPE(verso::engine::GameReview)
