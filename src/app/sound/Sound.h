// SPDX-License-Identifier: GPL-3.0-or-later
// The sounds Verso plays, and where each one is kept (resources/sounds, embedded under :/sounds).
#pragma once

#include <QMetaType>
#include <QString>
#include <array>

namespace verso::app {

enum class Sound { Place, Flip, Pass, Refused, Win, Loss, Draw };

inline constexpr std::array kAllSounds = {Sound::Place, Sound::Flip, Sound::Pass, Sound::Refused,
                                          Sound::Win,   Sound::Loss, Sound::Draw};

// The sound's file in the resources, e.g. ":/sounds/place.wav".
QString soundResource(Sound sound);

}  // namespace verso::app

Q_DECLARE_METATYPE(verso::app::Sound)
