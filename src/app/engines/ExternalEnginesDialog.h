// SPDX-License-Identifier: GPL-3.0-or-later
// Opponent > Engines…: the NBoard engines the person added (Add…, Edit…, Remove) and who plays
// Black and White: You, Verso at the chosen level, or one of the engines. OK stores both in the
// settings, which seat the players.
//
// Object names for tests: engineList, addEngineButton, editEngineButton, removeEngineButton,
// blackSeatCombo, whiteSeatCombo, enginesButtonBox.
#pragma once

#include <QDialog>
#include <QList>

#include "core/Square.h"
#include "session/external/ExternalEngineSpec.h"

class QComboBox;
class QListWidget;
class QPushButton;

namespace verso::app {

class Settings;

class ExternalEnginesDialog : public QDialog {
    Q_OBJECT

public:
    explicit ExternalEnginesDialog(Settings& settings, QWidget* parent = nullptr);

    const QList<session::ExternalEngineSpec>& engines() const { return engines_; }
    // Adds "spec" to the list (as the Add… button does once its dialog is accepted).
    void addEngine(const session::ExternalEngineSpec& spec);
    // Picks who plays "color": "" for you, "verso" for Verso, else an engine's name.
    void chooseSeat(Color color, const QString& who);

private:
    void refresh();
    void editSelected();
    void removeSelected();
    void store();
    QString seatOf(Color color) const;
    QComboBox* combo(Color color) const { return color == Color::Black ? blackSeat_ : whiteSeat_; }

    Settings& settings_;
    QList<session::ExternalEngineSpec> engines_;
    QListWidget* list_;
    QComboBox* blackSeat_;
    QComboBox* whiteSeat_;
    QPushButton* edit_;
    QPushButton* remove_;
};

}  // namespace verso::app
