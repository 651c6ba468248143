// SPDX-License-Identifier: GPL-3.0-or-later
// The Sound group of Preferences: sound on or off and the volume. Shows the stored settings when
// made; store() writes them back (the dialog's OK).
#pragma once

#include <QGroupBox>

class QCheckBox;
class QLabel;
class QSlider;

namespace verso::app {

class Settings;

class SoundPreferences : public QGroupBox {
    Q_OBJECT
public:
    explicit SoundPreferences(Settings& settings, QWidget* parent = nullptr);

    void store();
    QCheckBox* onCheck() const { return on_; }
    QSlider* volumeSlider() const { return volume_; }

private:
    Settings& settings_;
    QCheckBox* on_;
    QLabel* volumeLabel_;
    QSlider* volume_;
};

}  // namespace verso::app
