// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/sound/EffectOutput.h"

#include <QSoundEffect>
#include <QUrl>

namespace verso::app {

EffectOutput::EffectOutput() = default;

EffectOutput::~EffectOutput() = default;

QSoundEffect& EffectOutput::effect(Sound sound) {
    auto& slot = effects_[static_cast<size_t>(sound)];
    if (!slot) {
        slot = std::make_unique<QSoundEffect>();
        slot->setSource(QUrl(QStringLiteral("qrc") + soundResource(sound)));
    }
    return *slot;
}

void EffectOutput::preload() {
    for (const Sound sound : kAllSounds) effect(sound);
}

// A sound still playing starts again from its beginning; one not loaded yet plays once it is.
void EffectOutput::play(Sound sound, double volume) {
    QSoundEffect& e = effect(sound);
    e.setVolume(static_cast<float>(volume));
    e.play();
}

}  // namespace verso::app
