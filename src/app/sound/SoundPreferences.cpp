// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/sound/SoundPreferences.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QSlider>

#include "app/settings/Settings.h"

namespace verso::app {

SoundPreferences::SoundPreferences(Settings& settings, QWidget* parent)
    //: Preferences: the group with the sound effects' settings
    : QGroupBox(tr("Sound"), parent),
      settings_(settings),
      //: Preferences: turns the sound effects on and off
      on_(new QCheckBox(tr("&Play sounds for moves, passes and results"), this)),
      //: Preferences: the sound effects' volume
      volumeLabel_(new QLabel(tr("&Volume:"), this)),
      volume_(new QSlider(Qt::Horizontal, this)) {
    setObjectName(QStringLiteral("soundGroup"));
    on_->setObjectName(QStringLiteral("soundCheck"));
    volume_->setObjectName(QStringLiteral("soundVolumeSlider"));
    volume_->setRange(0, 100);
    volume_->setPageStep(10);
    //: Preferences: the name a screen reader gives the volume slider
    volume_->setAccessibleName(tr("Sound volume"));
    volumeLabel_->setBuddy(volume_);
    auto* layout = new QFormLayout(this);
    layout->addRow(on_);
    layout->addRow(volumeLabel_, volume_);
    on_->setChecked(settings_.soundOn());
    volume_->setValue(settings_.soundVolume());
    const auto enable = [this](bool on) {
        volume_->setEnabled(on);
        volumeLabel_->setEnabled(on);
    };
    enable(on_->isChecked());
    connect(on_, &QCheckBox::toggled, this, enable);
}

void SoundPreferences::store() {
    settings_.setSoundVolume(volume_->value());
    settings_.setSoundOn(on_->isChecked());
}

}  // namespace verso::app
