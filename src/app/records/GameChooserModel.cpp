// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/records/GameChooserModel.h"

#include <QRegularExpression>
#include <algorithm>
#include <cmath>
#include <optional>
#include <string_view>

#include "app/window/Texts.h"
#include "core/GameDocument.h"

namespace verso::app {

namespace {

// Sort keys of the Result column below every score (-64..64).
constexpr int kUnfinishedKey = -1000;
constexpr int kPositionKey = -2000;

// The RE tag of GGS: a score from Black's view, and a flag (r resigned, t time, s agreed).
struct StatedResult {
    int scoreForBlack = 0;
    QChar flag;
};

// The RE tag as core reads it, when it is a score and a flag this column words.
std::optional<StatedResult> parseStatedResult(const std::string& tag) {
    const auto parsed = parseGgfResult(tag);
    if (!parsed || !std::isfinite(parsed->scoreForBlack) || std::abs(parsed->scoreForBlack) > 64)
        return std::nullopt;
    const std::string& flag = parsed->flag;
    if (flag.size() > 1 ||
        (flag.size() == 1 && std::string_view("rts").find(flag[0]) == std::string_view::npos))
        return std::nullopt;
    return StatedResult{static_cast<int>(std::lround(parsed->scoreForBlack)),
                        flag.empty() ? QChar() : QChar::fromLatin1(flag[0])};
}

GameResult resultOfScore(int scoreForBlack) {
    GameResult result;
    result.scoreForBlack = scoreForBlack;
    if (scoreForBlack != 0) result.winner = scoreForBlack > 0 ? Color::Black : Color::White;
    return result;
}

// The words for a result the tag states (the moves stop before the end), or nullopt.
std::optional<QString> statedText(const StatedResult& stated) {
    const GameResult result = resultOfScore(stated.scoreForBlack);
    if (stated.flag.isNull()) return verso::app::resultText(result);
    if (stated.flag == QLatin1Char('s')) {
        //: Game chooser, Result column: a score the players agreed on, %1 e.g. "Black wins 39-25"
        return GameChooserModel::tr("%1 (agreed)").arg(verso::app::resultText(result));
    }
    if (!result.winner) return std::nullopt;
    if (stated.flag == QLatin1Char('t')) {
        //: Game chooser, Result column: the other side ran out of time; %1 is Black or White
        return GameChooserModel::tr("%1 wins on time").arg(colorText(*result.winner));
    }
    //: Game chooser, Result column: the other side resigned; %1 is Black or White
    return GameChooserModel::tr("%1 wins by resignation").arg(colorText(*result.winner));
}

// "2026-11-20" for a tag starting "2026-11-20 19:04:11 GMT" or "2026.11.20_19:04:11.UTC".
QString dayOf(const QString& date) {
    static const QRegularExpression pattern(
        QStringLiteral("^(\\d{4})[-./](\\d{1,2})[-./](\\d{1,2})(?!\\d)"));
    const QRegularExpressionMatch match = pattern.match(date);
    if (!match.hasMatch()) return date;
    const auto twoDigits = [](const QString& number) {
        return number.rightJustified(2, QLatin1Char('0'));
    };
    return match.captured(1) + QLatin1Char('-') + twoDigits(match.captured(2)) + QLatin1Char('-') +
           twoDigits(match.captured(3));
}

int placements(const GameRecord& record) {
    const auto& moves = record.moves();
    return static_cast<int>(
        std::count_if(moves.begin(), moves.end(), [](Move m) { return m.isPlacement(); }));
}

}  // namespace

GameChooserModel::GameChooserModel(Games games, QObject* parent)
    : QAbstractTableModel(parent), games_(std::move(games)) {
    if (!games_) games_ = std::make_shared<const std::vector<GameDocument>>();
    rows_.reserve(games_->size());
    for (const GameDocument& document : *games_) rows_.push_back(rowFor(document));
}

bool GameChooserModel::isPosition(const GameDocument& document) {
    return document.record.length() == 0 && document.record.start() != Position::initial();
}

QString GameChooserModel::positionText() {
    //: Game chooser, Moves column: a position to start from, with no moves
    return tr("position");
}

QString GameChooserModel::resultText(const GameDocument& document) {
    if (const auto result = document.record.finalResult()) return verso::app::resultText(*result);
    if (const auto stated = parseStatedResult(document.tags.result)) {
        if (const auto text = statedText(*stated)) return *text;
    }
    if (!document.tags.result.empty()) return QString::fromStdString(document.tags.result);
    if (isPosition(document)) return {};
    //: Game chooser, Result column: the moves stop before the end and no result is given
    return tr("unfinished");
}

GameChooserModel::Row GameChooserModel::rowFor(const GameDocument& document) {
    Row row;
    row.black = QString::fromStdString(document.tags.black).simplified();
    row.white = QString::fromStdString(document.tags.white).simplified();
    row.date = QString::fromStdString(document.tags.date).simplified();
    row.day = dayOf(row.date);
    row.players = row.black + QLatin1Char('\n') + row.white;
    row.result = resultText(document);
    row.moves = isPosition(document) ? -1 : placements(document.record);

    const GameRecord& record = document.record;
    const Position& end = record.positionAt(record.length());
    if (const auto loser =
            record.endsByResignationOf() ? record.endsByResignationOf() : record.endsOnTimeOf()) {
        row.resultKey = *loser == Color::Black ? -64 : 64;
    } else if (end.isGameOver()) {
        row.resultKey = end.finalScoreForBlack();
    } else if (const auto stated = parseStatedResult(document.tags.result)) {
        row.resultKey = stated->scoreForBlack;
    } else {
        row.resultKey = isPosition(document) ? kPositionKey : kUnfinishedKey;
    }
    return row;
}

int GameChooserModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : gameCount();
}

int GameChooserModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GameChooserModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= gameCount()) return {};
    const Row& row = rows_[static_cast<size_t>(index.row())];
    const int number = index.row() + 1;
    switch (role) {
        case Qt::DisplayRole: return display(row, number, index.column());
        case Qt::ToolTipRole:
            if (index.column() == DateColumn && !row.date.isEmpty()) return row.date;
            if (index.column() == ResultColumn && !row.result.isEmpty()) return row.result;
            return {};
        case SortRole: return sortKey(row, number, index.column());
        case PlayersRole: return row.players;
        case Qt::TextAlignmentRole:
            if (index.column() == NumberColumn || index.column() == MovesColumn)
                return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
            return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        default: return {};
    }
}

QVariant GameChooserModel::display(const Row& row, int number, int column) const {
    switch (column) {
        case NumberColumn: return number;
        case BlackColumn: return row.black;
        case WhiteColumn: return row.white;
        case ResultColumn: return row.result;
        case MovesColumn: return row.moves < 0 ? positionText() : QString::number(row.moves);
        case DateColumn: return row.day;
        default: return {};
    }
}

QVariant GameChooserModel::sortKey(const Row& row, int number, int column) const {
    switch (column) {
        case NumberColumn: return number;
        case ResultColumn: return row.resultKey;
        case MovesColumn: return row.moves;
        case DateColumn: return row.date;
        default: return display(row, number, column);
    }
}

QVariant GameChooserModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(
            (section == NumberColumn || section == MovesColumn ? Qt::AlignRight : Qt::AlignLeft) |
            Qt::AlignVCenter);
    if (role != Qt::DisplayRole) return {};
    switch (section) {
        //: Game chooser column: the game's number in the file
        case NumberColumn: return tr("#");
        //: Game chooser column: the player of Black
        case BlackColumn: return tr("Black");
        //: Game chooser column: the player of White
        case WhiteColumn: return tr("White");
        //: Game chooser column: how the game ended
        case ResultColumn: return tr("Result");
        //: Game chooser column: how many discs were placed
        case MovesColumn: return tr("Moves");
        //: Game chooser column: when the game was played
        case DateColumn: return tr("Date");
        default: return {};
    }
}

}  // namespace verso::app
