// SPDX-License-Identifier: GPL-3.0-or-later
// core/Printable.h: input echoed in a message keeps its letters (any language) and loses its
// power over a terminal: control characters, C1 controls and stray bytes come out as \xHH.
#include <QTest>

#include <string>

#include "core/Printable.h"

using namespace verso;

class TestPrintable : public QObject {
    Q_OBJECT
private slots:
    void plainTextAndUtf8StayAsTheyAre() {
        for (const std::string text :
             {"", "f5d6 c3", "Größe", "黒の番", "emoji \xF0\x9F\x98\x80", "a\\b \"q\" 'r'"})
            QCOMPARE(printable(text), text);
    }
    void controlsAndStrayBytesAreEscaped() {
        QCOMPARE(printable("\x1b[31m"), std::string("\\x1b[31m"));
        QCOMPARE(printable(std::string("a\0b", 3)), std::string("a\\x00b"));
        QCOMPARE(printable("tab\there\r\n"), std::string("tab\\x09here\\x0d\\x0a"));
        QCOMPARE(printable("del\x7f"), std::string("del\\x7f"));
        QCOMPARE(printable("\xc2\x9b"
                           "2J"),
                 std::string("\\xc2\\x9b2J"));  // U+009B, a C1 CSI
        QCOMPARE(printable("\x9b"
                           "2J"),
                 std::string("\\x9b2J"));                                     // the raw 8-bit CSI
        QCOMPARE(printable("\xff\xfe"), std::string("\\xff\\xfe"));           // not UTF-8
        QCOMPARE(printable("\xc3"), std::string("\\xc3"));                    // cut short
        QCOMPARE(printable("\xc0\xaf"), std::string("\\xc0\\xaf"));           // overlong '/'
        QCOMPARE(printable("\xed\xa0\x80"), std::string("\\xed\\xa0\\x80"));  // a surrogate
        QCOMPARE(printable("\xe9t\xc3\xa9"), std::string("\\xe9t\xc3\xa9"));  // Latin-1 then UTF-8
    }
};

QTEST_APPLESS_MAIN(TestPrintable)
#include "test_printable.moc"
