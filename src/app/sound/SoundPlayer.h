// SPDX-License-Identifier: GPL-3.0-or-later
// Plays a sound when the settings have sound on, at the settings' volume. Every sound played is
// announced by requested() before it goes to the output, so it can be observed without a device.
// Without an output (the default) nothing is heard.
#pragma once

#include <QObject>
#include <memory>

#include "app/sound/Sound.h"
#include "app/sound/SoundOutput.h"

namespace verso::app {

class Settings;

class SoundPlayer : public QObject {
    Q_OBJECT
public:
    explicit SoundPlayer(const Settings& settings, QObject* parent = nullptr);
    ~SoundPlayer() override;

    void setOutput(std::unique_ptr<SoundOutput> output);
    SoundOutput* output() const { return output_.get(); }

    // Plays "sound" now, unless sound is off.
    void play(Sound sound);
    // The output's linear volume (0 to 1) for the settings' volume in percent, which follows
    // loudness as heard: 50 sounds about half as loud as 100.
    static double linearVolume(int percent);

signals:
    // "sound" is played at "volume" percent (emitted just before the output plays it).
    void requested(verso::app::Sound sound, int volume);

private:
    const Settings& settings_;
    std::unique_ptr<SoundOutput> output_;
};

}  // namespace verso::app
