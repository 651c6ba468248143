// The eight symmetries of the board: they live in core (core/BoardSymmetry.h); the engine names
// them here so its code reads as before.
#pragma once

#include "core/BoardSymmetry.h"

namespace verso::engine {

using verso::applySymmetry;
using verso::flipVertical;
using verso::mirrorHorizontal;
using verso::symmetricSquare;
using verso::transpose;

}  // namespace verso::engine
