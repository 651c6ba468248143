// SPDX-License-Identifier: GPL-3.0-or-later
// Plays the sounds on the desktop's sound device through QSoundEffect, one effect per sound,
// made the first time that sound is played or by preload(). Without a sound device the effects
// stay silent.
#pragma once

#include <array>
#include <memory>

#include "app/sound/SoundOutput.h"

class QSoundEffect;

namespace verso::app {

class EffectOutput : public SoundOutput {
public:
    EffectOutput();
    ~EffectOutput() override;
    void play(Sound sound, double volume) override;
    // Makes every effect now (loading goes on in the background), so no click waits for it.
    void preload();
    // The effect made for "sound" (null until it is first played).
    const QSoundEffect* effectFor(Sound sound) const {
        return effects_[static_cast<size_t>(sound)].get();
    }

private:
    QSoundEffect& effect(Sound sound);

    std::array<std::unique_ptr<QSoundEffect>, kAllSounds.size()> effects_;
};

}  // namespace verso::app
