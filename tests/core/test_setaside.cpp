// SPDX-License-Identifier: GPL-3.0-or-later
// core/SetAside.h: a file that cannot be used is kept under the first free ".unreadable" name and
// never replaces another file, with no limit on how many there are; the no-replace move also when
// another program takes the name first.
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <fstream>
#include <sstream>
#include <string>

#include "core/SetAside.h"

using namespace verso;

namespace {

std::string readAll(const std::string& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

void writeFile(const std::string& path, const std::string& text) { std::ofstream(path) << text; }

bool exists(const std::string& path) {
    struct stat info {};
    return ::stat(path.c_str(), &info) == 0;
}

}  // namespace

class TestSetAside : public QObject {
    Q_OBJECT
private slots:
    void namesCountUpFromUnreadable() {
        QCOMPARE(setAsideName("a.txt", 1), std::string("a.txt.unreadable"));
        QCOMPARE(setAsideName("a.txt", 2), std::string("a.txt.unreadable-2"));
        QCOMPARE(setAsideName("a.txt", 1234567), std::string("a.txt.unreadable-1234567"));
    }

    void movesToTheFirstFreeNameAndReplacesNothing() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("file.txt").toStdString();
        writeFile(path + ".unreadable", "one");
        writeFile(path + ".unreadable-3", "three");  // a gap is used, a taken name skipped
        writeFile(path, "bad");
        SetAsideResult kept = setAsideFile(path);
        QVERIFY2(kept.ok(), kept.error.c_str());
        QCOMPARE(kept.path, path + ".unreadable-2");
        QCOMPARE(readAll(kept.path), std::string("bad"));
        QVERIFY(!exists(path));
        writeFile(path, "worse");
        kept = setAsideFile(path);
        QCOMPARE(kept.path, path + ".unreadable-4");
        QCOMPARE(readAll(path + ".unreadable-3"), std::string("three"));
        QCOMPARE(readAll(path + ".unreadable"), std::string("one"));
    }

    void copyLeavesTheOriginalInPlace() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("settings.conf").toStdString();
        writeFile(path, "garbage \x01\x02");
        writeFile(path + ".unreadable", "older");
        const SetAsideResult kept = copyAsideFile(path);
        QVERIFY2(kept.ok(), kept.error.c_str());
        QCOMPARE(kept.path, path + ".unreadable-2");
        QCOMPARE(readAll(kept.path), std::string("garbage \x01\x02"));
        QCOMPARE(readAll(path), std::string("garbage \x01\x02"));
        QCOMPARE(readAll(path + ".unreadable"), std::string("older"));
    }

    void noReplaceMoveRefusesATakenName() {
        QTemporaryDir dir;
        const std::string from = dir.filePath("from").toStdString();
        const std::string to = dir.filePath("to").toStdString();
        writeFile(from, "mine");
        writeFile(to, "someone else's");
        std::string error;
        QCOMPARE(moveWithoutReplacing(from, to, error), NoReplaceMove::NameTaken);
        QCOMPARE(readAll(to), std::string("someone else's"));
        QCOMPARE(readAll(from), std::string("mine"));
        QCOMPARE(moveWithoutReplacing(from, dir.filePath("free").toStdString(), error),
                 NoReplaceMove::Moved);
        QCOMPARE(moveWithoutReplacing(from, to, error),
                 NoReplaceMove::Failed);  // nothing left to move
        QVERIFY(!error.empty());
    }

    void aMissingFileIsReportedNotInvented() {
        QTemporaryDir dir;
        const SetAsideResult kept = setAsideFile(dir.filePath("none").toStdString());
        QVERIFY(!kept.ok());
        QVERIFY(!kept.error.empty());
        QVERIFY(!exists(dir.filePath("none.unreadable").toStdString()));
    }
};

QTEST_APPLESS_MAIN(TestSetAside)
#include "test_setaside.moc"
