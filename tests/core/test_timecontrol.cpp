// SPDX-License-Identifier: GPL-3.0-or-later
// core/TimeControl.h: the settings' text form of a time control reads back as written, and
// anything else is refused rather than read as some other clock.
#include <QTest>

#include "core/TimeControl.h"

using namespace verso;
using std::chrono::milliseconds;

class TestTimeControl : public QObject {
    Q_OBJECT
private slots:
    void textReadsBackAsWritten() {
        for (const TimeControl& control : timeControlPresets()) {
            const auto back = parseTimeControl(timeControlText(control));
            QVERIFY(back);
            QVERIFY(*back == control);
        }
        const TimeControl odd{milliseconds(90'500), milliseconds(250)};
        QCOMPARE(timeControlText(odd), std::string("90.5+0.25"));
        QVERIFY(*parseTimeControl("90.5+0.25") == odd);
        QCOMPARE(timeControlText(TimeControl{}), std::string("none"));
        QCOMPARE(timeControlText(TimeControl{milliseconds(300'000), {}}), std::string("300"));
    }
    void untimedForms() {
        for (const char* text : {"none", "0", " 0+5 ", "0.000"}) {
            const auto control = parseTimeControl(text);
            QVERIFY2(control, text);
            QVERIFY2(!control->timed(), text);
        }
    }
    void garbageIsRefused() {
        for (const char* text : {"", "+", "5+", "+5", "-60", "60+-1", "1e3", "5m", "60.", ".5",
                                 "60.1234", "60++1", "36001", "60+601", "nan", "60 + 1"})
            QVERIFY2(!parseTimeControl(text), text);
        QVERIFY(parseTimeControl("36000"));
        QVERIFY(parseTimeControl("60+600"));
    }
    void presetsCoverTheCommonClocks() {
        QStringList minutes;
        bool withIncrement = false, without = false;
        for (const TimeControl& control : timeControlPresets()) {
            QVERIFY(control.timed());
            minutes << QString::number(control.base.count() / 60'000);
            (control.increment.count() > 0 ? withIncrement : without) = true;
        }
        minutes.removeDuplicates();
        QCOMPARE(minutes, QStringList({"1", "3", "5", "10", "15", "30"}));
        QVERIFY(withIncrement && without);
    }
};

QTEST_GUILESS_MAIN(TestTimeControl)
#include "test_timecontrol.moc"
