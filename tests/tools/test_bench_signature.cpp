// SPDX-License-Identifier: GPL-3.0-or-later
// verso-cli bench's signature: the node count of fixed searches, the number that says a change
// does not alter the engine's play.
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

namespace {
// The signature of the engine as committed. A change that alters play (search, evaluation, move
// ordering, pruning, the endgame solver, the weights) changes it: such a change must update this
// number in the same commit and say so; any other change must leave it as it is.
constexpr quint64 kNodesSearched = 733807;

QString runBench(const QStringList& args) {
    QProcess process;
    process.start(QStringLiteral(VERSO_CLI_PATH), QStringList{"bench"} + args);
    if (!process.waitForFinished(120000)) qFatal("verso-cli bench did not finish");
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        qFatal("verso-cli bench failed: %s", process.readAllStandardError().constData());
    return QString::fromUtf8(process.readAllStandardOutput());
}

quint64 nodesSearched(const QString& out) {
    const auto m = QRegularExpression(R"(^Nodes searched: (\d+)\n)").match(out);
    if (!m.hasMatch()) qFatal("no 'Nodes searched: N' first line in: %s", qPrintable(out));
    return m.captured(1).toULongLong();
}
}  // namespace

class TestBenchSignature : public QObject {
    Q_OBJECT
private slots:
    void signatureIsTheCommittedNumber() {
        const QString out = runBench({});
        const quint64 nodes = nodesSearched(out);
        QVERIFY2(
            nodes == kNodesSearched,
            qPrintable(
                QString(
                    "verso-cli bench: Nodes searched: %1, but the committed signature is %2. A "
                    "change "
                    "that alters play must update kNodesSearched in "
                    "tests/tools/test_bench_signature.cpp in the same commit (and say so in its "
                    "message); a change that claims not to alter play must not change the number.")
                    .arg(nodes)
                    .arg(kNodesSearched)));
        QVERIFY2(out.contains(QRegularExpression(R"(\nTime: \d+\.\d+ s, \d+\.\d+ M nodes/s\n$)")),
                 qPrintable(out));
    }
    void signatureOptionGivesTheSameNumber() {
        QCOMPARE(nodesSearched(runBench({"--signature"})), kNodesSearched);
    }
};

QTEST_APPLESS_MAIN(TestBenchSignature)
#include "test_bench_signature.moc"
