// SPDX-License-Identifier: GPL-3.0-or-later
// A new game's time control: a list with "No clock", the common presets ("5 min + 3 s") and
// "Custom…", which shows minutes and seconds for each side's time and for the increment.
#pragma once

#include <QWidget>

#include "core/TimeControl.h"

class QComboBox;
class QSpinBox;

namespace verso::app {

class TimeControlChooser : public QWidget {
    Q_OBJECT
public:
    explicit TimeControlChooser(QWidget* parent = nullptr);

    TimeControl value() const;
    // Selects the preset equal to "control", else "Custom…" with its figures.
    void setValue(const TimeControl& control);

    // "No clock", "5 min", "5 min + 3 s", "1 min 30 s + 1 s".
    static QString name(const TimeControl& control);

    QComboBox* list() const { return list_; }
    QWidget* customFields() const { return custom_; }
    QSpinBox* baseMinutes() const { return baseMinutes_; }
    QSpinBox* baseSeconds() const { return baseSeconds_; }
    QSpinBox* incrementMinutes() const { return incrementMinutes_; }
    QSpinBox* incrementSeconds() const { return incrementSeconds_; }

private:
    QWidget* createCustomFields();
    int customIndex() const;

    QComboBox* list_;
    QWidget* custom_ = nullptr;
    QSpinBox* baseMinutes_ = nullptr;
    QSpinBox* baseSeconds_ = nullptr;
    QSpinBox* incrementMinutes_ = nullptr;
    QSpinBox* incrementSeconds_ = nullptr;
};

}  // namespace verso::app
