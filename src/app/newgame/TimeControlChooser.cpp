// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/newgame/TimeControlChooser.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace verso::app {

namespace {

using std::chrono::milliseconds;
using std::chrono::seconds;

// "5 min", "30 s", "1 min 30 s" (whole seconds; the settings keep at most milliseconds).
QString duration(milliseconds time) {
    const auto total = std::chrono::duration_cast<seconds>(time).count();
    const auto minutes = total / 60, rest = total % 60;
    //: A time control's duration in whole minutes, e.g. "5 min" (keep it short)
    const QString min = TimeControlChooser::tr("%1 min").arg(minutes);
    //: A time control's duration in seconds, e.g. "3 s" (keep it short)
    const QString sec = TimeControlChooser::tr("%1 s").arg(rest);
    if (minutes == 0) return sec;
    if (rest == 0) return min;
    //: A time control's duration of minutes and seconds, e.g. "1 min 30 s"
    return TimeControlChooser::tr("%1 %2").arg(min, sec);
}

QSpinBox* spin(const char* name, int max, const QString& suffix) {
    auto* box = new QSpinBox;
    box->setObjectName(QLatin1String(name));
    box->setRange(0, max);
    box->setSuffix(suffix);
    return box;
}

}  // namespace

TimeControlChooser::TimeControlChooser(QWidget* parent) : QWidget(parent), list_(new QComboBox) {
    list_->setObjectName("timeControlList");
    list_->addItem(name(TimeControl{}));
    for (const TimeControl& preset : timeControlPresets()) list_->addItem(name(preset));
    //: New Game: the time control entry that shows fields for any time and increment
    list_->addItem(tr("Custom…"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(list_);
    layout->addWidget(createCustomFields());
    connect(list_, &QComboBox::currentIndexChanged, this,
            [this](int index) { custom_->setVisible(index == customIndex()); });
    custom_->setVisible(false);
}

QWidget* TimeControlChooser::createCustomFields() {
    custom_ = new QWidget;
    custom_->setObjectName("customTimeControl");
    //: Suffix of the minutes field of a custom time control (with a leading space)
    const QString min = tr(" min");
    //: Suffix of the seconds field of a custom time control (with a leading space)
    const QString sec = tr(" s");
    const int maxMinutes =
        int(std::chrono::duration_cast<std::chrono::minutes>(kMaxClockBase).count());
    baseMinutes_ = spin("baseMinutes", maxMinutes, min);
    baseSeconds_ = spin("baseSeconds", 59, sec);
    incrementMinutes_ = spin("incrementMinutes", 10, min);
    incrementSeconds_ = spin("incrementSeconds", 59, sec);
    baseMinutes_->setValue(10);
    auto* grid = new QGridLayout(custom_);
    grid->setContentsMargins(0, 0, 0, 0);
    //: Custom time control: each side's time for the whole game
    auto* baseLabel = new QLabel(tr("&Time per side:"));
    //: Custom time control: the time added to a side's clock after each of its moves
    auto* incrementLabel = new QLabel(tr("&Increment per move:"));
    baseLabel->setBuddy(baseMinutes_);
    incrementLabel->setBuddy(incrementSeconds_);
    grid->addWidget(baseLabel, 0, 0);
    grid->addWidget(baseMinutes_, 0, 1);
    grid->addWidget(baseSeconds_, 0, 2);
    grid->addWidget(incrementLabel, 1, 0);
    grid->addWidget(incrementMinutes_, 1, 1);
    grid->addWidget(incrementSeconds_, 1, 2);
    return custom_;
}

int TimeControlChooser::customIndex() const { return list_->count() - 1; }

TimeControl TimeControlChooser::value() const {
    const int index = list_->currentIndex();
    if (index <= 0) return {};
    const auto& presets = timeControlPresets();
    if (index <= int(presets.size())) return presets[size_t(index - 1)];
    TimeControl control{seconds(baseMinutes_->value() * 60 + baseSeconds_->value()),
                        seconds(incrementMinutes_->value() * 60 + incrementSeconds_->value())};
    control.base = std::min(control.base, kMaxClockBase);
    control.increment = std::min(control.increment, kMaxClockIncrement);
    if (!control.timed()) control.increment = {};
    return control;
}

void TimeControlChooser::setValue(const TimeControl& control) {
    if (!control.timed()) {
        list_->setCurrentIndex(0);
        return;
    }
    const auto& presets = timeControlPresets();
    for (size_t i = 0; i < presets.size(); ++i) {
        if (presets[i] == control) {
            list_->setCurrentIndex(int(i) + 1);
            return;
        }
    }
    const auto base = std::chrono::duration_cast<seconds>(control.base).count();
    const auto increment = std::chrono::duration_cast<seconds>(control.increment).count();
    baseMinutes_->setValue(int(base / 60));
    baseSeconds_->setValue(int(base % 60));
    incrementMinutes_->setValue(int(increment / 60));
    incrementSeconds_->setValue(int(increment % 60));
    list_->setCurrentIndex(customIndex());
}

QString TimeControlChooser::name(const TimeControl& control) {
    //: New Game: the time control of a game without clocks
    if (!control.timed()) return tr("No clock");
    if (control.increment.count() == 0) return duration(control.base);
    //: A time control: each side's time, then the increment per move, e.g. "5 min + 3 s"
    return tr("%1 + %2").arg(duration(control.base), duration(control.increment));
}

}  // namespace verso::app
