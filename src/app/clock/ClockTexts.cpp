// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/clock/ClockTexts.h"

#include <QCoreApplication>
#include <QStringList>

namespace verso::app {

// The translation context of the words below ("ClockTexts" in the .ts files).
class ClockTexts {
    Q_DECLARE_TR_FUNCTIONS(ClockTexts)
};

QString clockTimeText(std::chrono::milliseconds left) {
    const qint64 ms = std::max<qint64>(0, left.count());
    const qint64 seconds = ms / 1000;
    const auto two = [](qint64 n) { return QStringLiteral("%1").arg(n, 2, 10, QLatin1Char('0')); };
    if (ms < 10'000) return QStringLiteral("0:%1.%2").arg(two(seconds)).arg(ms % 1000 / 100);
    if (seconds >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(seconds / 3600)
            .arg(two(seconds / 60 % 60), two(seconds % 60));
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(two(seconds % 60));
}

QString spokenTimeText(std::chrono::milliseconds left) {
    const qint64 seconds = std::max<qint64>(0, left.count()) / 1000;
    const int hours = static_cast<int>(seconds / 3600);
    const int minutes = static_cast<int>(seconds / 60 % 60);
    const int rest = static_cast<int>(seconds % 60);
    QStringList parts;
    //: A clock's time left as a screen reader says it, e.g. "1 hour 2 minutes 3 seconds"
    if (hours > 0) parts << ClockTexts::tr("%n hour(s)", "", hours);
    //: A clock's time left as a screen reader says it, e.g. "4 minutes 59 seconds"
    if (minutes > 0) parts << ClockTexts::tr("%n minute(s)", "", minutes);
    //: A clock's time left as a screen reader says it, e.g. "4 minutes 59 seconds"
    if (rest > 0 || parts.isEmpty()) parts << ClockTexts::tr("%n second(s)", "", rest);
    return parts.join(QLatin1Char(' '));
}

QString spokenClockText(Color side, std::chrono::milliseconds left, ClockMode mode) {
    //: The name a screen reader gives Black's clock, before its time
    const QString clock = side == Color::Black ? ClockTexts::tr("Black's clock")
                                               //: The name a screen reader gives White's clock
                                               : ClockTexts::tr("White's clock");
    QString text = QStringLiteral("%1, %2").arg(clock, spokenTimeText(left));
    QString state;
    //: Said after a clock's time when it is the one running, e.g. "Black's clock, 5 seconds,
    //: running"
    if (mode == ClockMode::Running) state = ClockTexts::tr("running");
    //: Said after a clock's time while the game is paused
    else if (mode == ClockMode::Paused) state = ClockTexts::tr("paused");
    //: Said after a clock's time when it reached zero (that side lost on time)
    else if (mode == ClockMode::Fallen) state = ClockTexts::tr("time is up");
    if (!state.isEmpty()) text += QStringLiteral(", ") + state;
    return text;
}

QString clockModeText(ClockMode mode) {
    switch (mode) {
        //: Under a clock's time while the game is paused (both clocks stopped)
        case ClockMode::Paused: return ClockTexts::tr("Paused");
        //: Under a clock's time when it reached zero: that side lost on time
        case ClockMode::Fallen: return ClockTexts::tr("Time is up");
        default: return {};
    }
}

}  // namespace verso::app
