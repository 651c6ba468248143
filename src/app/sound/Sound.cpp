// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/sound/Sound.h"

namespace verso::app {

QString soundResource(Sound sound) {
    const char* name = "place";
    switch (sound) {
        case Sound::Place: name = "place"; break;
        case Sound::Flip: name = "flip"; break;
        case Sound::Pass: name = "pass"; break;
        case Sound::Refused: name = "refused"; break;
        case Sound::Win: name = "win"; break;
        case Sound::Loss: name = "loss"; break;
        case Sound::Draw: name = "draw"; break;
    }
    return QStringLiteral(":/sounds/%1.wav").arg(QLatin1String(name));
}

}  // namespace verso::app
