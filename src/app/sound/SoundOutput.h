// SPDX-License-Identifier: GPL-3.0-or-later
// Where a sound goes: the sound device (EffectOutput), or nowhere (the tests, a window without
// sound). "volume" is linear, from 0 (silent) to 1 (the sound's full level).
#pragma once

#include "app/sound/Sound.h"

namespace verso::app {

class SoundOutput {
public:
    virtual ~SoundOutput() = default;
    virtual void play(Sound sound, double volume) = 0;
};

}  // namespace verso::app
