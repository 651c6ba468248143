// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/settings/Settings.h"

#include "app/settings/SettingsFormat.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QStandardPaths>
#include <QThread>

#include <algorithm>
#include <utility>

#include "app/board/BoardThemeIds.h"
#include "core/RandomStart.h"
#include "core/SetAside.h"

#include "engine/Level.h"
#include "session/storage/RegularFile.h"

namespace verso::app {

namespace {

const char* const kOpponentNames[] = {"human-human", "human-computer", "computer-computer"};
const char* const kSpeedNames[] = {"instant", "fast", "normal", "slow"};
const char* const kStartNames[] = {"standard", "xot", "random"};

template <typename Enum, size_t N>
Enum parseName(const QString& text, const char* const (&names)[N], Enum fallback) {
    for (size_t i = 0; i < N; ++i) {
        if (text == QLatin1String(names[i])) return static_cast<Enum>(i);
    }
    return fallback;
}

// Text a person or Verso could have written: not empty, and no half of a UTF-16 surrogate pair (a
// "\\x" escape in a damaged file can make one; it does not survive being written again, and no
// file name holds one).
bool isText(const QString& text) { return !text.isEmpty() && text.isValidUtf16(); }

}  // namespace

int flipDurationMs(AnimationSpeed speed) {
    switch (speed) {
        case AnimationSpeed::Instant: return 0;
        case AnimationSpeed::Fast: return 120;
        case AnimationSpeed::Normal: return 250;
        case AnimationSpeed::Slow: return 500;
    }
    return 250;
}

Settings::Settings(QObject* parent)
    : QObject(parent),
      settings_(settingsFormat(), QSettings::UserScope, QCoreApplication::organizationName(),
                QCoreApplication::applicationName()) {
    keepUnreadableFile();
}

namespace {

// The files found unreadable in this run and not yet reported (GUI thread only).
QList<Settings::FileProblem>& unreported() {
    static QList<Settings::FileProblem> problems;
    return problems;
}

}  // namespace

// Once per file and run, at the first Settings: a file QSettings cannot read is copied aside
// before anything is written (the next write would rewrite it with only what could be read).
void Settings::keepUnreadableFile() {
    static QSet<QString> checked;
    const QString path = settings_.fileName();
    if (checked.contains(path)) return;
    checked.insert(path);
    // There but not readable (no permission, a folder): QSettings starts from nothing and writes
    // nothing, so changes are not kept until the file can be read.
    if (settings_.status() == QSettings::AccessError && QFileInfo::exists(path)) {
        QString reason = session::notRegularFileReason();
        if (!session::isNotRegularFile(path)) {
            QFile file(path);
            reason = file.open(QIODevice::ReadOnly) ? QString() : file.errorString();
        }
        unreported().append({path, {}, reason, true});
        return;
    }
    if (settings_.status() != QSettings::FormatError) return;
    const SetAsideResult copy = copyAsideFile(QFile::encodeName(path).toStdString());
    unreported().append(
        {path, copy.ok() ? QFile::decodeName(QByteArray::fromStdString(copy.path)) : QString(),
         QString::fromStdString(copy.error)});
    if (!copy.ok())
        qWarning("The unreadable settings file %s could not be copied: %s", qUtf8Printable(path),
                 copy.error.c_str());
}

void Settings::avoidOddFile(const QString& folder) {
    const QString path = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) +
                         QLatin1Char('/') + QCoreApplication::organizationName() +
                         QLatin1Char('/') + QCoreApplication::applicationName() +
                         QStringLiteral(".conf");
    if (!session::isNotRegularFile(path) || QFileInfo(path).isDir()) return;
    setSettingsFolder(folder);
    unreported().append({path, {}, session::notRegularFileReason(), true});
}

QList<Settings::FileProblem> Settings::takeFileProblems() {
    return std::exchange(unreported(), {});
}

int Settings::intValue(const QString& key, int min, int max, int fallback) const {
    const QVariant value = settings_.value(key);
    bool ok = false;
    const int number = value.isValid() ? value.toInt(&ok) : fallback;
    return ok && number >= min && number <= max ? number
                                                : fallback;  // garbage or out of range: the default
}

bool Settings::boolValue(const QString& key, bool fallback) const {
    const QVariant value = settings_.value(key);
    if (value.typeId() == QMetaType::Bool) return value.toBool();
    const QString text = value.toString().trimmed().toLower();
    if (text == QLatin1String("true") || text == QLatin1String("1")) return true;
    if (text == QLatin1String("false") || text == QLatin1String("0")) return false;
    return fallback;
}

bool Settings::write(const QString& key, const QVariant& value) {
    if (settings_.value(key) == value) return false;
    settings_.setValue(key, value);
    return true;
}

void Settings::store(const QString& key, const QVariant& value, Group group) {
    if (!write(key, value)) return;
    switch (group) {
        case Group::View: emit viewChanged(); break;
        case Group::Seating: emit seatingChanged(seatingConfig()); break;
        case Group::Engines: emit enginesChanged(); break;
        case Group::Window:
        case Group::Other: break;
    }
}

session::SeatingConfig Settings::seatingConfig() const {
    using session::SeatKind;
    session::SeatingConfig config;
    const Opponent o = opponent();
    for (Color color : {Color::Black, Color::White}) {
        const bool computer = o == Opponent::ComputerVsComputer ||
                              (o == Opponent::HumanVsComputer && color != humanColor());
        config.seat(color) = computer ? SeatKind::Computer : SeatKind::Human;
        if (!computer || seatEngine(color).isEmpty()) continue;
        for (const session::ExternalEngineSpec& engine : engines()) {
            if (engine.displayName() != seatEngine(color)) continue;
            config.seat(color) = SeatKind::ExternalEngine;
            config.engine(color) = engine;
            break;
        }
    }
    config.level = level();
    config.thinkDelay = std::chrono::milliseconds(thinkDelayMs());
    return config;
}

// The text stored under "key"; empty when what is stored is not text (see isText()).
QString Settings::textValue(const char* key) const {
    const QString text = settings_.value(key).toString();
    return isText(text) ? text : QString();
}

// A list of file paths. A damaged or hand-edited file can hold any value under the key ("@Variant"
// of another type, a list of numbers, empty entries): only the non-empty strings are paths.
QStringList Settings::pathList(const char* key) const {
    const QVariant value = settings_.value(key);
    QStringList paths;
    const auto keep = [&paths](const QVariant& entry) {
        if (entry.typeId() == QMetaType::QString && isText(entry.toString()))
            paths.append(entry.toString());
    };
    if (value.typeId() == QMetaType::QStringList) {
        for (const QString& path : value.toStringList())
            if (isText(path)) paths.append(path);
    } else if (value.typeId() == QMetaType::QVariantList) {
        for (const QVariant& entry : value.toList()) keep(entry);
    } else {
        keep(value);
    }
    return paths;
}

QByteArray Settings::windowGeometry() const {
    return settings_.value("window/geometry").toByteArray();
}
void Settings::setWindowGeometry(const QByteArray& geometry) {
    store("window/geometry", geometry, Group::Window);
}
QByteArray Settings::windowState() const { return settings_.value("window/state").toByteArray(); }
void Settings::setWindowState(const QByteArray& state) {
    store("window/state", state, Group::Window);
}
QStringList Settings::recentFiles() const { return pathList("files/recent"); }
void Settings::setRecentFiles(const QStringList& paths) {
    store("files/recent", paths, Group::Window);
}
QString Settings::lastFolder() const { return textValue("files/lastFolder"); }
void Settings::setLastFolder(const QString& folder) {
    store("files/lastFolder", folder, Group::Window);
}

bool Settings::showLegalMoves() const { return boolValue("view/legalMoves", true); }
void Settings::setShowLegalMoves(bool show) { store("view/legalMoves", show, Group::View); }
bool Settings::showLastMove() const { return boolValue("view/lastMove", true); }
void Settings::setShowLastMove(bool show) { store("view/lastMove", show, Group::View); }
bool Settings::showCoordinates() const { return boolValue("view/coordinates", true); }
void Settings::setShowCoordinates(bool show) { store("view/coordinates", show, Group::View); }
bool Settings::passDialogs() const { return boolValue("view/passDialogs", true); }
void Settings::setPassDialogs(bool show) { store("view/passDialogs", show, Group::View); }
bool Settings::soundOn() const { return boolValue("sound/on", true); }
void Settings::setSoundOn(bool on) { store("sound/on", on, Group::View); }
int Settings::soundVolume() const { return intValue("sound/volume", 0, 100, 50); }
void Settings::setSoundVolume(int percent) {
    store("sound/volume", std::clamp(percent, 0, 100), Group::View);
}

AnimationSpeed Settings::animationSpeed() const {
    return parseName(settings_.value("view/animationSpeed").toString(), kSpeedNames,
                     AnimationSpeed::Normal);
}
void Settings::setAnimationSpeed(AnimationSpeed speed) {
    store("view/animationSpeed", QLatin1String(kSpeedNames[static_cast<int>(speed)]), Group::View);
}

QString Settings::boardTheme() const {
    const QString id = textValue("view/boardTheme");
    return boardThemeIds().contains(id) ? id : defaultBoardThemeId();
}
void Settings::setBoardTheme(const QString& id) { store("view/boardTheme", id, Group::View); }

TimeControl Settings::timeControl() const {
    return parseTimeControl(textValue("game/timeControl").toStdString()).value_or(TimeControl{});
}
void Settings::setTimeControl(const TimeControl& control) {
    store("game/timeControl", QString::fromStdString(timeControlText(control)), Group::Other);
}
NewGameStart Settings::newGameStart() const {
    NewGameStart start;
    start.kind = parseName(settings_.value("game/start").toString(), kStartNames, start.kind);
    start.discs =
        intValue("game/startDiscs", kMinRandomStartDiscs, kMaxRandomStartDiscs, start.discs);
    return start;
}
void Settings::setNewGameStart(const NewGameStart& start) {
    write("game/start", QLatin1String(kStartNames[static_cast<int>(start.kind)]));
    write("game/startDiscs", std::clamp(start.discs, kMinRandomStartDiscs, kMaxRandomStartDiscs));
}
bool Settings::flipBoard() const { return boolValue("view/flipBoard", false); }
void Settings::setFlipBoard(bool flipped) { store("view/flipBoard", flipped, Group::View); }

Opponent Settings::opponent() const {
    return parseName(settings_.value("game/opponent").toString(), kOpponentNames,
                     Opponent::HumanVsComputer);
}
void Settings::setOpponent(Opponent opponent) {
    store("game/opponent", QLatin1String(kOpponentNames[static_cast<int>(opponent)]),
          Group::Seating);
}

Color Settings::humanColor() const {
    return settings_.value("game/humanColor").toString() == QLatin1String("white") ? Color::White
                                                                                   : Color::Black;
}
void Settings::setHumanColor(Color color) {
    store("game/humanColor", QLatin1String(color == Color::White ? "white" : "black"),
          Group::Seating);
}

int Settings::level() const {
    // Garbage or a level that does not exist: the default level, not the weakest or the strongest.
    return intValue("game/level", 1, engine::highestLevelNumber(), engine::defaultLevelNumber());
}
void Settings::setLevel(int level) {
    const int before = this->level();
    store("game/level", level, Group::Seating);
    if (this->level() != before) emit levelChanged(this->level());
}

int Settings::thinkDelayMs() const {
    return intValue("game/thinkDelayMs", 0, kMaxThinkDelayMs, kDefaultThinkDelayMs);
}
void Settings::setThinkDelayMs(int ms) {
    store("game/thinkDelayMs", std::clamp(ms, 0, kMaxThinkDelayMs), Group::Seating);
}

QList<session::ExternalEngineSpec> Settings::engines() const {
    QList<session::ExternalEngineSpec> engines;
    for (const QVariant& entry : settings_.value("engines/list").toList()) {
        session::ExternalEngineSpec spec =
            session::ExternalEngineSpec::fromVariantMap(entry.toMap());
        // A name shown or chosen never holds a control character (and so is never kVersoSeat).
        const QString shown = spec.displayName();
        if (std::any_of(shown.cbegin(), shown.cend(),
                        [](QChar c) { return c.category() == QChar::Other_Control; })) {
            QString clean;
            for (const QChar c : shown)
                if (c.category() != QChar::Other_Control) clean += c;
            spec.name = clean.trimmed().isEmpty() ? QStringLiteral("engine") : clean;
        }
        if (spec.isValid()) engines.append(spec);
    }
    return engines;
}

void Settings::setEngines(const QList<session::ExternalEngineSpec>& engines) {
    QVariantList list;
    for (const session::ExternalEngineSpec& spec : engines) list.append(spec.toVariantMap());
    const session::SeatingConfig before = seatingConfig();
    store("engines/list", list, Group::Engines);
    if (seatingConfig() != before) emit seatingChanged(seatingConfig());  // a seated engine changed
}

QString Settings::seatEngine(Color color) const {
    return textValue(color == Color::Black ? "game/blackEngine" : "game/whiteEngine");
}

void Settings::setSeatEngine(Color color, const QString& name) {
    store(color == Color::Black ? "game/blackEngine" : "game/whiteEngine", name, Group::Seating);
}

QString Settings::seatChoice(Color color) const {
    const session::SeatingConfig config = seatingConfig();
    switch (config.seat(color)) {
        case session::SeatKind::Human: return {};
        case session::SeatKind::Computer: return QLatin1String(kVersoSeat);
        case session::SeatKind::ExternalEngine: return config.engine(color).displayName();
    }
    return {};
}

void Settings::setSeats(const QString& black, const QString& white) {
    const auto engineAt = [](const QString& who) {
        return who == QLatin1String(kVersoSeat) ? QString() : who;
    };
    Opponent opponent = Opponent::ComputerVsComputer;
    if (black.isEmpty() && white.isEmpty()) opponent = Opponent::HumanVsHuman;
    else if (black.isEmpty() || white.isEmpty()) opponent = Opponent::HumanVsComputer;
    bool changed =
        write("game/opponent", QLatin1String(kOpponentNames[static_cast<int>(opponent)]));
    if (opponent == Opponent::HumanVsComputer)
        changed |= write("game/humanColor", QLatin1String(black.isEmpty() ? "black" : "white"));
    changed |= write("game/blackEngine", engineAt(black));
    changed |= write("game/whiteEngine", engineAt(white));
    if (changed) emit seatingChanged(seatingConfig());
}

QString Settings::language() const { return textValue("ui/language"); }
void Settings::setLanguage(const QString& language) {
    store("ui/language", language, Group::Other);
}

bool Settings::analysisMode(bool againstComputer) const {
    return settings_.value(againstComputer ? "analysis/againstComputer" : "analysis/on", false)
        .toBool();
}
void Settings::setAnalysisMode(bool againstComputer, bool on) {
    write(againstComputer ? "analysis/againstComputer" : "analysis/on", on);
}

QString Settings::analysisEngine() const {
    const auto spec = analysisEngineSpec();
    return spec ? spec->displayName() : QString();
}
std::optional<session::ExternalEngineSpec> Settings::analysisEngineSpec() const {
    const QString name = textValue("analysis/engine");
    if (name.isEmpty()) return std::nullopt;
    for (const session::ExternalEngineSpec& engine : engines())
        if (engine.displayName() == name) return engine;
    return std::nullopt;
}
void Settings::setAnalysisEngine(const QString& name) { write("analysis/engine", name); }
int Settings::engineThreads() const {
    const int cores = std::clamp(QThread::idealThreadCount(), 1, kMaxEngineThreads);
    return intValue("engine/threads", 1, kMaxEngineThreads, cores);
}
void Settings::setEngineThreads(int threads) {
    if (write("engine/threads", std::clamp(threads, 1, kMaxEngineThreads)))
        emit engineThreadsChanged(engineThreads());
}

// Stored values outside the range fall back to the review's defaults (depth 14, exact at 22).
int Settings::reviewDepth() const {
    bool ok = false;
    const int depth = settings_.value("analysis/reviewDepth", 14).toInt(&ok);
    return ok && depth >= 1 && depth <= 30 ? depth : 14;
}
QStringList Settings::libraryDatabases() const { return pathList("library/databases"); }
void Settings::setLibraryDatabases(const QStringList& paths) { write("library/databases", paths); }

void Settings::setReview(int depth, int exactEmpties) {
    write("analysis/reviewDepth", std::clamp(depth, 1, 30));
    write("analysis/reviewExactEmpties", std::clamp(exactEmpties, 0, 26));
}
int Settings::reviewExactEmpties() const {
    bool ok = false;
    const int empties = settings_.value("analysis/reviewExactEmpties", 22).toInt(&ok);
    return ok && empties >= 0 && empties <= 26 ? empties : 22;
}

Settings::Practice Settings::practice() const {
    Practice practice;
    practice.endgames = boolValue("practice/endgames", false);
    practice.empties = intValue("practice/empties", 8, 20, 14);
    practice.player = textValue("practice/player");
    practice.years = textValue("practice/years");
    practice.tolerance = intValue("practice/tolerance", 0, 4, 0);
    return practice;
}
void Settings::setPractice(const Practice& practice) {
    write("practice/endgames", practice.endgames);
    write("practice/empties", std::clamp(practice.empties, 8, 20));
    write("practice/player", practice.player);
    write("practice/years", practice.years);
    write("practice/tolerance", std::clamp(practice.tolerance, 0, 4));
}

}  // namespace verso::app
