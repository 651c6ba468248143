// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/sound/SoundPlayer.h"

#include <QAudio>

#include "app/settings/Settings.h"

namespace verso::app {

SoundPlayer::SoundPlayer(const Settings& settings, QObject* parent)
    : QObject(parent), settings_(settings) {}

SoundPlayer::~SoundPlayer() = default;

void SoundPlayer::setOutput(std::unique_ptr<SoundOutput> output) { output_ = std::move(output); }

void SoundPlayer::play(Sound sound) {
    if (!settings_.soundOn()) return;
    const int volume = settings_.soundVolume();
    emit requested(sound, volume);
    if (output_) output_->play(sound, linearVolume(volume));
}

double SoundPlayer::linearVolume(int percent) {
    return QAudio::convertVolume(percent / 100.0, QAudio::LogarithmicVolumeScale,
                                 QAudio::LinearVolumeScale);
}

}  // namespace verso::app
