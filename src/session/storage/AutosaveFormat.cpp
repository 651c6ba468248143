// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/storage/AutosaveFormat.h"

#include <QList>

#include "core/Notation.h"

namespace verso::session {

namespace {

QByteArray fromStd(const std::string& text) {
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

// The value of a "key value" line, or nullopt when the line does not start with the key.
std::optional<QByteArray> valueOf(const QByteArray& line, const QByteArray& key) {
    if (line == key) return QByteArray();
    if (!line.startsWith(key + ' ')) return std::nullopt;
    return line.mid(key.size() + 1).trimmed();
}

// A parser's message as a clause inside our own sentence: without its final full stop.
QString clause(const std::string& message) {
    QString text = QString::fromStdString(message).trimmed();
    if (text.endsWith(QLatin1Char('.'))) text.chop(1);
    return text;
}

// Milliseconds in [0, 10 hours], or nullopt.
std::optional<std::chrono::milliseconds> millisecondsOf(const QByteArray& text) {
    bool ok = false;
    const qint64 ms = text.toLongLong(&ok);
    if (!ok || ms < 0 || ms > kMaxClockBase.count()) return std::nullopt;
    return std::chrono::milliseconds(ms);
}

// The "clock", "left" and "times" lines of a game saved on a clock.
std::optional<ClockState> readClock(const QByteArray& clockLine, const QByteArray& leftLine,
                                    const QByteArray& timesLine) {
    const auto controlText = valueOf(clockLine, "clock");
    const auto leftText = valueOf(leftLine, "left");
    const auto timesText = valueOf(timesLine, "times");
    if (!controlText || !leftText || !timesText) return std::nullopt;
    const auto control = parseTimeControl(controlText->toStdString());
    const QList<QByteArray> left = leftText->simplified().split(' ');
    if (!control || !control->timed() || left.size() != 2) return std::nullopt;
    ClockState clock{*control, {}, {}, {}};
    const auto black = millisecondsOf(left[0]), white = millisecondsOf(left[1]);
    if (!black || !white) return std::nullopt;
    clock.blackLeft = *black;
    clock.whiteLeft = *white;
    for (const QByteArray& word : timesText->simplified().split(' ')) {
        if (word.isEmpty()) continue;
        const auto time = millisecondsOf(word);
        if (!time) return std::nullopt;
        clock.moveTimes.append(*time);
    }
    return clock;
}

}  // namespace

QByteArray AutosaveFormat::write(const GameRecord& game, const ClockState& clock) {
    const bool timed = clock.control.timed();
    QByteArray text = headerPrefix() + QByteArray::number(timed ? 2 : 1) + '\n';
    text += "start " + fromStd(formatBoard(game.start())) + '\n';
    text += "moves " + fromStd(formatTranscript(game, PassStyle::Write, true)) + '\n';
    text += "ply " + QByteArray::number(game.ply()) + '\n';
    if (!timed) return text;
    text += "clock " + fromStd(timeControlText(clock.control)) + '\n';
    text += "left " + QByteArray::number(static_cast<qint64>(clock.blackLeft.count())) + ' ' +
            QByteArray::number(static_cast<qint64>(clock.whiteLeft.count())) + '\n';
    text += "times";
    for (const std::chrono::milliseconds time : clock.moveTimes)
        text += ' ' + QByteArray::number(static_cast<qint64>(time.count()));
    return text + '\n';
}

bool AutosaveFormat::looksLikeSavedGame(const QByteArray& text) {
    return text.startsWith(headerPrefix());
}

AutosaveText AutosaveFormat::read(const QByteArray& text) {
    if (!looksLikeSavedGame(text)) return {std::nullopt, {}, tr("it is not a Verso saved game")};
    QList<QByteArray> lines = text.split('\n');
    for (QByteArray& line : lines) line = line.trimmed();
    while (!lines.isEmpty() && lines.last().isEmpty()) lines.removeLast();

    bool numberOk = false;
    const int version = lines[0].mid(headerPrefix().size()).toInt(&numberOk);
    if (!numberOk || version < 1) return {std::nullopt, {}, tr("its header line is damaged")};
    if (version > kVersion)
        return {std::nullopt,
                {},
                tr("it was written by a newer version of Verso (format %1)").arg(version)};
    const int expected = version == 1 ? 4 : 7;
    if (lines.size() != expected)
        return {std::nullopt,
                {},
                tr("it has %1 lines instead of %2, so it is incomplete or damaged")
                    .arg(lines.size())
                    .arg(expected)};

    const auto startText = valueOf(lines[1], "start");
    if (!startText) return {std::nullopt, {}, tr("line 2 does not hold the start position")};
    const auto start = parseBoard(startText->toStdString());
    if (!start)
        return {std::nullopt,
                {},
                tr("the start position on line 2 is damaged (%1)").arg(clause(start.message()))};

    const auto movesText = valueOf(lines[2], "moves");
    if (!movesText) return {std::nullopt, {}, tr("line 3 does not hold the moves")};
    auto game = parseTranscript(movesText->toStdString(), start.value());
    if (!game)
        return {std::nullopt,
                {},
                tr("the move list on line 3 is damaged (%1)").arg(clause(game.message()))};

    const auto plyText = valueOf(lines[3], "ply");
    const int ply = plyText ? plyText->toInt(&numberOk) : -1;
    if (!plyText || !numberOk || ply < 0 || ply > game.value().length())
        return {std::nullopt, {}, tr("line 4 does not hold a valid move number")};
    game.value().jumpTo(ply);
    ClockState clock;
    if (version >= 2) {
        const auto read = readClock(lines[4], lines[5], lines[6]);
        if (!read) return {std::nullopt, {}, tr("lines 5 to 7 do not hold valid clocks")};
        clock = *read;
    }
    return {std::move(game.value()), clock, {}};
}

}  // namespace verso::session
