// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for the settings file as the typed Settings wrapper reads it (app/Settings and the
// engine list's session/ExternalEngineSpec): the input is the whole settings file (QSettings' INI
// format, ~/.config/Verso/Verso.conf), as a damaged or hand-edited file could hold anything.
// Checks: every typed value comes back in its range (level, think delay, engine depth and time,
// valid engines only); an engine's command line, split into words and joined again, splits back
// to the same words; and every value, written through the setters into a new file and read
// from there, comes back the same, the seats included (Seating would then seat the same players).
#include <cstdint>

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include "FuzzCheck.h"
#include "app/settings/Settings.h"
#include "app/settings/SettingsFormat.h"
#include "engine/Level.h"

using namespace verso;
using verso::app::Settings;
using verso::session::ExternalEngineSpec;

namespace {

constexpr const char* kTarget = "fuzz_settings";

struct Values {
    QByteArray geometry, state;
    QStringList recent;
    QString folder, language, blackEngine, whiteEngine, blackChoice, whiteChoice;
    bool legal, last, coordinates, passDialogs;
    app::AnimationSpeed speed;
    app::Opponent opponent;
    Color human;
    int level, delay;
    QList<ExternalEngineSpec> engines;
    session::SeatingConfig seating;
};

Values valuesOf(const Settings& s) {
    return {s.windowGeometry(),
            s.windowState(),
            s.recentFiles(),
            s.lastFolder(),
            s.language(),
            s.seatEngine(Color::Black),
            s.seatEngine(Color::White),
            s.seatChoice(Color::Black),
            s.seatChoice(Color::White),
            s.showLegalMoves(),
            s.showLastMove(),
            s.showCoordinates(),
            s.passDialogs(),
            s.animationSpeed(),
            s.opponent(),
            s.humanColor(),
            s.level(),
            s.thinkDelayMs(),
            s.engines(),
            s.seatingConfig()};
}

void checkRanges(const Values& v, std::string_view input) {
    const int levels = engine::highestLevelNumber();
    if (v.level < 1 || v.level > levels) fuzz::fail(kTarget, "a level out of range", input);
    if (v.delay < 0 || v.delay > 5000) fuzz::fail(kTarget, "a think delay out of range", input);
    if (v.seating.level != v.level || v.seating.thinkDelay.count() != v.delay)
        fuzz::fail(kTarget, "the seating disagrees with the level or delay", input);
    for (const ExternalEngineSpec& e : v.engines) {
        if (!e.isValid()) fuzz::fail(kTarget, "an engine without a program", input);
        if (e.depth < ExternalEngineSpec::kMinDepth || e.depth > ExternalEngineSpec::kMaxDepth)
            fuzz::fail(kTarget, "an engine depth out of range", input);
        if (e.secondsPerMove < ExternalEngineSpec::kMinSecondsPerMove ||
            e.secondsPerMove > ExternalEngineSpec::kMaxSecondsPerMove)
            fuzz::fail(kTarget, "an engine time out of range", input);
        if (ExternalEngineSpec::fromVariantMap(e.toVariantMap()) != e)
            fuzz::fail(kTarget, "an engine does not survive its map", input);
        const QStringList words = e.program();
        if (QProcess::splitCommand(ExternalEngineSpec::commandLineFor(words)) != words)
            fuzz::fail(
                kTarget,
                ("the command line's words do not split back: " + e.commandLine.toStdString())
                    .c_str(),
                input);
    }
    for (Color c : {Color::Black, Color::White}) {
        const session::SeatKind kind = v.seating.seat(c);
        const QString& choice = c == Color::Black ? v.blackChoice : v.whiteChoice;
        if ((kind == session::SeatKind::Human) != choice.isEmpty())
            fuzz::fail(kTarget, "a seat choice that does not say who sits", input);
        if (kind == session::SeatKind::ExternalEngine && !v.engines.contains(v.seating.engine(c)))
            fuzz::fail(kTarget, "a seated engine that is not in the list", input);
    }
}

void checkSame(const Values& a, const Values& b, std::string_view input) {
    const auto same = [&](bool ok, const char* what) {
        if (!ok)
            fuzz::fail(kTarget, std::string("written and read again, ") + what + " differs", input);
    };
    same(a.geometry == b.geometry && a.state == b.state, "the window geometry");
    same(a.recent == b.recent && a.folder == b.folder, "the recent files");
    same(a.language == b.language, "the language");
    same(a.legal == b.legal && a.last == b.last && a.coordinates == b.coordinates &&
             a.passDialogs == b.passDialogs,
         "a view option");
    same(a.speed == b.speed, "the animation speed");
    same(a.level == b.level && a.delay == b.delay, "the level or think delay");
    same(a.engines == b.engines, "the engine list");
    // An engine named "verso" keeps its seat (corpus/settings/engine-named-verso.conf once lost
    // it).
    same(a.blackChoice == b.blackChoice && a.whiteChoice == b.whiteChoice, "a seat choice");
    same(a.seating == b.seating, "the seating");
}

void writeAll(Settings& s, const Values& v) {
    s.setWindowGeometry(v.geometry);
    s.setWindowState(v.state);
    s.setRecentFiles(v.recent);
    s.setLastFolder(v.folder);
    s.setLanguage(v.language);
    s.setShowLegalMoves(v.legal);
    s.setShowLastMove(v.last);
    s.setShowCoordinates(v.coordinates);
    s.setPassDialogs(v.passDialogs);
    s.setAnimationSpeed(v.speed);
    s.setEngines(v.engines);
    s.setSeats(v.blackChoice, v.whiteChoice);
    s.setLevel(v.level);
    s.setThinkDelayMs(v.delay);
}

// Writes the settings file "name" with a time stamp no earlier input gave it. QSettings keeps the
// files it has read in a cache and trusts an entry while the file's size and time stamp are the
// same, so without a new time stamp it could read the previous input's text.
void place(const QString& folder, const QString& name, const QByteArray& bytes) {
    static qint64 stamp = 1'000'000'000;
    QFile file(folder + name + QStringLiteral(".conf"));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        file.write(bytes) != bytes.size() || !file.flush() ||
        !file.setFileTime(QDateTime::fromSecsSinceEpoch(++stamp),
                          QFileDevice::FileModificationTime))
        fuzz::fail(kTarget, "cannot write the settings file");
}

QByteArray contents(const QString& folder, const QString& name) {
    QFile file(folder + name + QStringLiteral(".conf"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static int argc = 1;
    static char name[] = "fuzz_settings";
    static char* argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
    // In memory where the system has it: QSettings syncs every file it writes to the disk.
    static QTemporaryDir dir(QDir(QStringLiteral("/dev/shm")).exists()
                                 ? QStringLiteral("/dev/shm/verso-fuzz-settings-XXXXXX")
                                 : QDir::tempPath() +
                                       QStringLiteral("/verso-fuzz-settings-XXXXXX"));
    static const bool ready = [] {
        QSettings::setDefaultFormat(QSettings::NativeFormat);
        verso::app::setSettingsFolder(dir.path());
        QCoreApplication::setOrganizationName(QStringLiteral("VersoFuzz"));
        return dir.isValid();
    }();
    if (!ready) fuzz::fail(kTarget, "no temporary folder");
    const std::string_view input = fuzz::asText(data, size);

    const QString folder = dir.path() + QStringLiteral("/VersoFuzz/");
    QDir().mkpath(folder);
    const QString inputName = QStringLiteral("input"), writtenName = QStringLiteral("written"),
                  copyName = QStringLiteral("copy");
    place(folder, inputName,
          QByteArray(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size)));
    place(folder, writtenName, {});
    QCoreApplication::setApplicationName(inputName);
    Values read;
    {
        const Settings settings;
        read = valuesOf(settings);
    }
    checkRanges(read, input);

    // Written through the setters into a new file, then read from a copy of that file, so that
    // the values come from the text on the disk.
    QCoreApplication::setApplicationName(writtenName);
    {
        Settings settings;
        writeAll(settings, read);
    }
    place(folder, copyName, contents(folder, writtenName));
    QCoreApplication::setApplicationName(copyName);
    Values again;
    {
        const Settings settings;
        again = valuesOf(settings);
    }
    checkSame(read, again, input);
    return 0;
}
