// SPDX-License-Identifier: GPL-3.0-or-later
// An external engine's description: its command line split into program and arguments, the name
// shown before the engine gives one, and the round trip through a QVariantMap (QSettings).
#include <QtTest>

#include "session/external/ExternalEngineFault.h"
#include "session/external/ExternalEngineSpec.h"

using verso::session::ExternalEngineSpec;
using verso::session::printableEngineText;

class TestEngineSpec : public QObject {
    Q_OBJECT

private slots:
    void theCommandLineSplitsLikeQProcessDoes() {
        ExternalEngineSpec spec;
        spec.commandLine = QStringLiteral("\"/opt/My Engine/edax\" -q --level 10");
        QCOMPARE(spec.program(),
                 (QStringList{QStringLiteral("/opt/My Engine/edax"), QStringLiteral("-q"),
                              QStringLiteral("--level"), QStringLiteral("10")}));
        QVERIFY(spec.isValid());
        QCOMPARE(spec.displayName(), QStringLiteral("edax"));
        spec.name = QStringLiteral("  Edax 4.4 ");
        QCOMPARE(spec.displayName(), QStringLiteral("Edax 4.4"));
        spec.commandLine = QStringLiteral("   ");
        QVERIFY(!spec.isValid());
    }

    void aCommandLineIsMadeFromWordsThatSplitBackTheSame() {
        const QStringList words{QStringLiteral("/opt/My Engine/edax"), QStringLiteral("-q"),
                                QStringLiteral("say \"hi\""), QStringLiteral("a\tb")};
        ExternalEngineSpec spec;
        spec.commandLine = ExternalEngineSpec::commandLineFor(words);
        QCOMPARE(spec.program(), words);
        // Every character splitCommand splits at is quoted: a carriage return, a vertical tab, a
        // form feed, a no-break space, an em space (the round trip fuzz_settings checks).
        const QStringList spaced{QStringLiteral("a\rb"), QStringLiteral("c\vd"),
                                 QStringLiteral("e\ff"), QStringLiteral("/opt/g\u00a0h/engine"),
                                 QStringLiteral("i\u2003j")};
        spec.commandLine = ExternalEngineSpec::commandLineFor(spaced);
        QCOMPARE(spec.program(), spaced);
        QCOMPARE(ExternalEngineSpec::commandLineFor(
                     {QStringLiteral("/usr/bin/edax"), QStringLiteral("-q")}),
                 QStringLiteral("/usr/bin/edax -q"));
    }

    void roundTripsThroughAVariantMap() {
        ExternalEngineSpec spec;
        spec.name = QStringLiteral("Edax");
        spec.commandLine = QStringLiteral("edax -q");
        spec.workingDirectory = QStringLiteral("/opt/edax");
        spec.depth = 21;
        spec.secondsPerMove = 7;
        QCOMPARE(ExternalEngineSpec::fromVariantMap(spec.toVariantMap()), spec);
        ExternalEngineSpec other = spec;
        other.depth = 20;
        QVERIFY(!(other == spec));
    }

    void missingOrWrongValuesBecomeDefaultsOrAreClamped() {
        QCOMPARE(ExternalEngineSpec::fromVariantMap({}), ExternalEngineSpec{});
        const ExternalEngineSpec clamped = ExternalEngineSpec::fromVariantMap(
            {{QStringLiteral("depth"), 99}, {QStringLiteral("secondsPerMove"), 0}});
        QCOMPARE(clamped.depth, ExternalEngineSpec::kMaxDepth);
        QCOMPARE(clamped.secondsPerMove, ExternalEngineSpec::kMinSecondsPerMove);
        const ExternalEngineSpec junk =
            ExternalEngineSpec::fromVariantMap({{QStringLiteral("depth"), QStringLiteral("deep")}});
        QCOMPARE(junk.depth, ExternalEngineSpec::kDefaultDepth);
    }

    void engineTextIsMadePrintableAndShort() {
        QCOMPARE(printableEngineText(QStringLiteral("a\tb\r\n\x1b[0m")),
                 QStringLiteral("a\\tb\\r\\n\\x1b[0m"));
        QCOMPARE(printableEngineText(QStringLiteral("abcdef"), 4), QStringLiteral("abcd..."));
        QCOMPARE(printableEngineText(QStringLiteral("abcd"), 4), QStringLiteral("abcd"));
        QCOMPARE(printableEngineText(QStringLiteral("ab\ncd"), 3), QStringLiteral("ab..."));
    }
};

QTEST_GUILESS_MAIN(TestEngineSpec)
#include "test_externalenginespec.moc"
