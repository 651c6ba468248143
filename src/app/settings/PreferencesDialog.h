// SPDX-License-Identifier: GPL-3.0-or-later
// Preferences: opponent, colour, computer level, pause before the computer's move, the engine's
// threads, animation speed, board markers, board theme, sound and language. Shows the stored
// settings and writes them back on OK.
#pragma once

#include <QDialog>

#include <memory>

class QSpinBox;

namespace Ui {
class PreferencesDialog;
}

namespace verso::app {

class Settings;
class SoundPreferences;
class ThemeChooser;

class PreferencesDialog : public QDialog {
    Q_OBJECT

public:
    explicit PreferencesDialog(Settings& settings, QWidget* parent = nullptr);
    ~PreferencesDialog() override;

    void accept() override;
    SoundPreferences* sound() const { return sound_; }

private:
    void fillChoices();
    void addThreadsRow();
    void showSettings();
    void storeSettings();
    void updateEnabledFields();

    Settings& settings_;
    std::unique_ptr<Ui::PreferencesDialog> ui_;
    SoundPreferences* sound_ = nullptr;
    ThemeChooser* themeChooser_ = nullptr;
    QSpinBox* threadsSpin_ = nullptr;
};

}  // namespace verso::app
