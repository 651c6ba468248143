// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/newgame/GameStarts.h"

#include <QFile>
#include <random>

#include "core/RandomStart.h"
#include "core/XotOpenings.h"

namespace verso::app {

namespace {

struct XotList {
    std::vector<std::vector<Move>> openings;
    QString problem;
};

XotList readXotList() {
    QFile file(QStringLiteral(":/xot/xot-openings.txt"));
    if (!file.open(QIODevice::ReadOnly)) return {{}, file.errorString()};
    const QByteArray bytes = file.readAll();
    auto openings = parseXotOpenings(std::string_view(bytes.constData(), size_t(bytes.size())));
    if (!openings) return {{}, QString::fromStdString(openings.message())};
    return {std::move(openings.value()), {}};
}

const XotList& xotList() {
    static const XotList list = readXotList();
    return list;
}

}  // namespace

const std::vector<std::vector<Move>>& xotOpenings() { return xotList().openings; }

QString xotProblem() { return xotList().problem; }

GameRecord startingRecord(const NewGameStart& start, unsigned seed) {
    switch (start.kind) {
        case GameStart::Standard: break;
        case GameStart::RandomDiscs: return randomStart(start.discs, seed);
        case GameStart::Xot: {
            const auto& openings = xotOpenings();
            if (openings.empty()) break;
            std::mt19937 random(seed);
            const auto pick = std::uniform_int_distribution<size_t>(0, openings.size() - 1)(random);
            GameRecord record;
            for (Move move : openings[pick]) record.play(move);
            return record;
        }
    }
    return GameRecord();
}

}  // namespace verso::app
