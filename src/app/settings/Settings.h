// SPDX-License-Identifier: GPL-3.0-or-later
// The one typed view of the user's settings (QSettings underneath): window geometry, view options,
// opponent, colour, computer level, animation speed, think delay and language.
// Every part of the app reads and writes settings through this class, never through raw keys.
// A value that makes no sense (a word for a number, a level that does not exist) reads as its
// documented default. A file QSettings cannot read is copied aside (core/SetAside.h) by the first
// Settings of the run, before anything is written, and waits in takeFileProblems() to be reported.
#pragma once

#include <QByteArray>
#include <QObject>
#include <QSettings>
#include <QString>

#include <optional>

#include "core/Square.h"
#include "core/TimeControl.h"
#include "session/game/SeatingConfig.h"

namespace verso::app {

enum class Opponent { HumanVsHuman, HumanVsComputer, ComputerVsComputer };
enum class AnimationSpeed { Instant, Fast, Normal, Slow };
// Where Game > New Game starts: the standard position, an XOT opening chosen at random, or a
// position of a number of discs reached by random legal play.
enum class GameStart { Standard, Xot, RandomDiscs };
struct NewGameStart {
    GameStart kind = GameStart::Standard;
    int discs = 20;  // for RandomDiscs
};

// How long one flip takes at "speed" (0 for Instant).
int flipDurationMs(AnimationSpeed speed);

class Settings : public QObject {
    Q_OBJECT
public:
    explicit Settings(QObject* parent = nullptr);

    // A settings file QSettings could not read, and where its copy was kept (empty with "error"
    // when no copy could be made). With "cannotOpen", the file could not be read at all ("error"
    // says why: no permission, not a regular file); nothing is copied or written over it.
    struct FileProblem {
        QString path;
        QString keptAs;
        QString error;
        bool cannotOpen = false;
    };
    // The problems found this run and not reported yet; each is handed out once.
    static QList<FileProblem> takeFileProblems();
    // Before the first Settings of a run: when something other than a regular file or a folder
    // is at the settings file's name (a FIFO or a device, which QSettings would read without end),
    // this run's settings are kept in "folder" instead, and the problem waits to be reported.
    static void avoidOddFile(const QString& folder);

    static constexpr int kDefaultThinkDelayMs =
        static_cast<int>(session::ComputerPlayer::kDefaultMinimumThinkTime.count());
    static constexpr int kMaxThinkDelayMs = 5000;
    static constexpr int kMaxEngineThreads = 64;

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& state);
    // File > Open Recent: the game files opened or saved last, newest first.
    QStringList recentFiles() const;
    void setRecentFiles(const QStringList& paths);
    // The folder File > Open and Save As start in.
    QString lastFolder() const;
    void setLastFolder(const QString& folder);

    bool showLegalMoves() const;
    void setShowLegalMoves(bool show);
    bool showLastMove() const;
    void setShowLastMove(bool show);
    bool showCoordinates() const;
    void setShowCoordinates(bool show);
    // Passes are announced in a dialog (true, the default) or in the status bar.
    bool passDialogs() const;
    void setPassDialogs(bool show);
    AnimationSpeed animationSpeed() const;
    void setAnimationSpeed(AnimationSpeed speed);
    // Sound effects (on by default) and their volume in percent (0-100, default 50).
    bool soundOn() const;
    void setSoundOn(bool on);
    int soundVolume() const;
    void setSoundVolume(int percent);
    // The board's colours: a BoardTheme id ("classic", the default, for an id no theme has).
    QString boardTheme() const;
    void setBoardTheme(const QString& id);

    Opponent opponent() const;
    void setOpponent(Opponent opponent);
    // The person's colour in a human-vs-computer game.
    Color humanColor() const;
    void setHumanColor(Color color);
    // The computer's level number (engine::levels(), 1 = weakest).
    int level() const;
    void setLevel(int level);
    // A pause before the computer's move appears, so a person can follow the game.
    int thinkDelayMs() const;
    void setThinkDelayMs(int ms);
    // The external engines the person added (Opponent > Engines…), and which one, if any, takes
    // the computer's seat at each colour (empty: Verso's own engine).
    QList<session::ExternalEngineSpec> engines() const;
    void setEngines(const QList<session::ExternalEngineSpec>& engines);
    QString seatEngine(Color color) const;
    void setSeatEngine(Color color, const QString& name);
    // Who sits at a colour, in one word: the person (empty), Verso (kVersoSeat) or an engine's
    // name. kVersoSeat starts with a control character, which no engine's name holds (engines()
    // removes them), so an engine called "verso" keeps its seat.
    static constexpr const char* kVersoSeat = "\x01verso";
    QString seatChoice(Color color) const;
    // Seats both colours at once (the opponent, the person's colour and the engines; one
    // seatingChanged, so no player is seated on the way).
    void setSeats(const QString& black, const QString& white);
    // A locale name such as "de" or "fr"; empty means the system language.
    QString language() const;
    void setLanguage(const QString& language);

    // Analysis mode, remembered apart for games against Verso's computer (off until the person
    // turns it on there, so it does not give the game away) and for everything else.
    bool analysisMode(bool againstComputer) const;
    void setAnalysisMode(bool againstComputer, bool on);
    // Who analyses in analysis mode and for Game > Hint: an outside engine's name (one of
    // engines()), or empty for Verso's own engine (also when the named engine is gone).
    QString analysisEngine() const;
    std::optional<session::ExternalEngineSpec> analysisEngineSpec() const;
    void setAnalysisEngine(const QString& name);
    // File > Library: the game databases added (WTHOR folders or files, GGF or transcript files).
    QStringList libraryDatabases() const;
    void setLibraryDatabases(const QStringList& paths);
    // engine/threads: the threads of the searches that may use several cores (the strongest
    // level, the hint, analysis and the review); every core of the machine by default.
    int engineThreads() const;
    void setEngineThreads(int threads);

    // Game > Review Game: the depth of its midgame searches and the empties it judges exactly.
    int reviewDepth() const;
    int reviewExactEmpties() const;
    void setReview(int depth, int exactEmpties);

    // Game > Practice: where puzzles come from (own mistakes or endgames), the endgames' empties
    // player and years (empty: any), and the discs a right answer may lose.
    struct Practice {
        bool endgames = false;
        int empties = 14;
        QString player;
        QString years;  // "1990-2000", "1998" or empty: any
        int tolerance = 0;
    };
    Practice practice() const;
    void setPractice(const Practice& practice);

    // The time control of a new game (untimed by default, and for a stored text
    // parseTimeControl() refuses).
    TimeControl timeControl() const;
    void setTimeControl(const TimeControl& control);
    // Where a new game starts (the standard position by default, and for a stored value that
    // makes no sense; the discs are kept within core/RandomStart's range).
    NewGameStart newGameStart() const;
    void setNewGameStart(const NewGameStart& start);
    // View > Flip Board: the board seen from White's side (off by default).
    bool flipBoard() const;
    void setFlipBoard(bool flipped);

    // The seats, level and think delay as the session applies them.
    session::SeatingConfig seatingConfig() const;

    void sync() { settings_.sync(); }

signals:
    // A view option changed (markers, coordinates, pass dialogs, animation speed, theme, sound):
    // repaint.
    void viewChanged();
    // The opponent, the person's colour, the level or the think delay changed.
    void seatingChanged(const verso::session::SeatingConfig& config);
    void levelChanged(int level);
    void enginesChanged();
    void engineThreadsChanged(int threads);

private:
    enum class Group { Window, View, Seating, Engines, Other };
    // Stores "value" under "key"; on a change, emits the typed signal of "group".
    void store(const QString& key, const QVariant& value, Group group);
    // Stores "value" under "key" without a signal; true when it changed.
    bool write(const QString& key, const QVariant& value);
    // The non-empty strings stored under "key" (a list of file paths).
    QStringList pathList(const char* key) const;
    // The text stored under "key", or an empty string.
    QString textValue(const char* key) const;
    // The stored whole number in [min, max], else "fallback"; the stored true/false (or 1/0), else
    // "fallback".
    int intValue(const QString& key, int min, int max, int fallback) const;
    bool boolValue(const QString& key, bool fallback) const;
    void keepUnreadableFile();

    QSettings settings_;
};

}  // namespace verso::app
