<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Analysis</name>
    <message>
        <source>book</source>
        <extracomment>Under a move&apos;s value on the board: the value is the opening book&apos;s (keep it short)</extracomment>
        <translation>Buch</translation>
    </message>
    <message>
        <source>exact</source>
        <extracomment>Under a move&apos;s value on the board: the value is the perfect-play result (keep it short)</extracomment>
        <translation>exakt</translation>
    </message>
    <message>
        <source>win</source>
        <extracomment>Under a move&apos;s value on the board: the move is proven to win / draw / lose (keep them short)</extracomment>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Niederlage</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>remis</translation>
    </message>
    <message>
        <source>d%1</source>
        <extracomment>Under a move&apos;s value on the board: the search depth in plies, e.g. &quot;d14&quot; (keep it short)</extracomment>
        <translation>T%1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <extracomment>How deep the analysis has searched, e.g. &quot;depth 14&quot;</extracomment>
        <translation>Tiefe %1</translation>
    </message>
    <message>
        <source>%1, win/loss/draw proven</source>
        <extracomment>The analysis proved which moves win, draw or lose (the values in discs are estimates)</extracomment>
        <translation>%1, Sieg/Remis/Niederlage bewiesen</translation>
    </message>
    <message>
        <source>Hint: %1, %2, book</source>
        <extracomment>The hint in the status bar when it comes from the opening book: the move and the book&apos;s value of it in discs, e.g. &quot;Hint: f5, 0, book&quot;</extracomment>
        <translation>Tipp: %1, %2, Eröffnungsbuch</translation>
    </message>
    <message>
        <source>Hint: %1, %2, exact</source>
        <extracomment>The hint in the status bar: the move, its value in discs, and &quot;exact&quot; or the depth, e.g. &quot;Hint: f3, +6, exact&quot;</extracomment>
        <translation>Tipp: %1, %2, exakt</translation>
    </message>
    <message>
        <source>Hint: %1, %2, depth %3</source>
        <extracomment>The hint in the status bar, e.g. &quot;Hint: f3, +2, depth 12&quot;</extracomment>
        <translation>Tipp: %1, %2, Tiefe %3</translation>
    </message>
    <message>
        <source>forced</source>
        <extracomment>Review class of a move: the only legal move (or a pass)</extracomment>
        <translation>erzwungen</translation>
    </message>
    <message>
        <source>best</source>
        <extracomment>Review class of a move: as good as the best move</extracomment>
        <translation>bester</translation>
    </message>
    <message>
        <source>good</source>
        <extracomment>Review class of a move: at most 1 disc worse than the best</extracomment>
        <translation>gut</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <extracomment>Review class of a move: 2-3 discs worse than the best</extracomment>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>mistake</source>
        <extracomment>Review class of a move: 4-7 discs worse than the best (or gives away a won or drawn game)</extracomment>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>blunder</source>
        <extracomment>Review class of a move: more than 7 discs worse than the best</extracomment>
        <translation>grober Fehler</translation>
    </message>
    <message>
        <source>pass</source>
        <extracomment>A pass in a list of moves</extracomment>
        <translation>Passen</translation>
    </message>
</context>
<context>
    <name>AutosaveFormat</name>
    <message>
        <source>it is not a Verso saved game</source>
        <translation>die Datei ist kein gespeichertes Verso-Spiel</translation>
    </message>
    <message>
        <source>its header line is damaged</source>
        <translation>ihre Kopfzeile ist beschädigt</translation>
    </message>
    <message>
        <source>it was written by a newer version of Verso (format %1)</source>
        <translation>die Datei stammt von einer neueren Version von Verso (Format %1)</translation>
    </message>
    <message>
        <source>line 2 does not hold the start position</source>
        <translation>Zeile 2 enthält nicht die Anfangsstellung</translation>
    </message>
    <message>
        <source>the start position on line 2 is damaged (%1)</source>
        <translation>die Anfangsstellung in Zeile 2 ist beschädigt (%1)</translation>
    </message>
    <message>
        <source>line 3 does not hold the moves</source>
        <translation>Zeile 3 enthält nicht die Züge</translation>
    </message>
    <message>
        <source>the move list on line 3 is damaged (%1)</source>
        <translation>die Zugliste in Zeile 3 ist beschädigt (%1)</translation>
    </message>
    <message>
        <source>line 4 does not hold a valid move number</source>
        <translation>Zeile 4 enthält keine gültige Zugnummer</translation>
    </message>
    <message>
        <source>it has %1 lines instead of %2, so it is incomplete or damaged</source>
        <translation>die Datei hat %1 statt %2 Zeilen und ist damit unvollständig oder beschädigt</translation>
    </message>
    <message>
        <source>lines 5 to 7 do not hold valid clocks</source>
        <translation>die Zeilen 5 bis 7 enthalten keine gültigen Uhren</translation>
    </message>
</context>
<context>
    <name>AutosaveStore</name>
    <message>
        <source>The unfinished game was not saved because %1 holds another file that could not be moved aside.</source>
        <translation>Das unbeendete Spiel wurde nicht gespeichert, weil unter %1 eine andere Datei liegt, die sich nicht beiseitelegen ließ.</translation>
    </message>
    <message>
        <source>The unfinished game could not be saved because the folder %1 could not be created.</source>
        <translation>Das unbeendete Spiel konnte nicht gespeichert werden, weil sich der Ordner %1 nicht anlegen ließ.</translation>
    </message>
    <message>
        <source>The unfinished game could not be saved to %1: %2.</source>
        <translation>Das unbeendete Spiel konnte nicht unter %1 gespeichert werden: %2.</translation>
    </message>
    <message>
        <source>it could not be opened (%1)</source>
        <translation>die Datei ließ sich nicht öffnen (%1)</translation>
    </message>
    <message>
        <source>it is far too large to be a saved game</source>
        <translation>die Datei ist viel zu groß für ein gespeichertes Spiel</translation>
    </message>
    <message>
        <source>it could not be moved aside and will be left untouched</source>
        <translation>die Datei ließ sich nicht beiseitelegen und bleibt unverändert</translation>
    </message>
    <message>
        <source>it was kept as %1</source>
        <translation>die Datei wurde als %1 aufbewahrt</translation>
    </message>
    <message>
        <source>The unfinished game in %1 could not be resumed because %2; %3.</source>
        <extracomment>%1 is the file, %2 why it cannot be used, %3 where it was moved</extracomment>
        <translation>Das unbeendete Spiel in %1 konnte nicht fortgesetzt werden, denn %2; %3.</translation>
    </message>
</context>
<context>
    <name>BoardCellAccessible</name>
    <message>
        <source>%1, black, last move</source>
        <extracomment>A square of the board read by a screen reader: %1 is the square (d3), a black disc lies on it and it was the last move played</extracomment>
        <translation>%1, schwarz, letzter Zug</translation>
    </message>
    <message>
        <source>%1, black</source>
        <extracomment>A square of the board read by a screen reader: %1 is the square (d3) with a black disc</extracomment>
        <translation>%1, schwarz</translation>
    </message>
    <message>
        <source>%1, white, last move</source>
        <extracomment>A square of the board read by a screen reader: %1 is the square (f5), a white disc lies on it and it was the last move played</extracomment>
        <translation>%1, weiß, letzter Zug</translation>
    </message>
    <message>
        <source>%1, white</source>
        <extracomment>A square of the board read by a screen reader: %1 is the square (f5) with a white disc</extracomment>
        <translation>%1, weiß</translation>
    </message>
    <message>
        <source>%1, empty, legal move</source>
        <extracomment>A square of the board read by a screen reader: %1 is an empty square (e6) where the person may play</extracomment>
        <translation>%1, leer, erlaubter Zug</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <extracomment>A square of the board read by a screen reader: %1 is an empty square (e6)</extracomment>
        <translation>%1, leer</translation>
    </message>
</context>
<context>
    <name>ClockTexts</name>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <extracomment>A clock&apos;s time left as a screen reader says it, e.g. &quot;1 hour 2 minutes 3 seconds&quot;</extracomment>
        <translation>
            <numerusform>%n Stunde</numerusform>
            <numerusform>%n Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>A clock&apos;s time left as a screen reader says it, e.g. &quot;4 minutes 59 seconds&quot;</extracomment>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>A clock&apos;s time left as a screen reader says it, e.g. &quot;4 minutes 59 seconds&quot;</extracomment>
        <translation>
            <numerusform>%n Sekunde</numerusform>
            <numerusform>%n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <source>Black&apos;s clock</source>
        <extracomment>The name a screen reader gives Black&apos;s clock, before its time</extracomment>
        <translation>Uhr von Schwarz</translation>
    </message>
    <message>
        <source>White&apos;s clock</source>
        <translation>Uhr von Weiß</translation>
    </message>
    <message>
        <source>running</source>
        <extracomment>Said after a clock&apos;s time when it is the one running, e.g. &quot;Black&apos;s clock, 5 seconds, running&quot;</extracomment>
        <translation>läuft</translation>
    </message>
    <message>
        <source>paused</source>
        <extracomment>Said after a clock&apos;s time while the game is paused</extracomment>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>time is up</source>
        <extracomment>Said after a clock&apos;s time when it reached zero (that side lost on time)</extracomment>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <source>Paused</source>
        <extracomment>Under a clock&apos;s time while the game is paused (both clocks stopped)</extracomment>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Time is up</source>
        <extracomment>Under a clock&apos;s time when it reached zero: that side lost on time</extracomment>
        <translation>Zeit abgelaufen</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Verso %1
Copyright (C) 2026 the Verso developers.
License GPL-3.0-or-later: GNU GPL version 3 or later &lt;https://www.gnu.org/licenses/gpl-3.0.html&gt;.
This is free software: you are free to change and redistribute it.
There is NO WARRANTY, to the extent permitted by law.
</source>
        <extracomment>verso --version: %1 the version. Keep the licence&apos;s name and the web address as they are.</extracomment>
        <translation>Verso %1
Copyright (C) 2026 die Verso-Entwickler.
Lizenz GPL-3.0-or-later: GNU GPL Version 3 oder neuer &lt;https://www.gnu.org/licenses/gpl-3.0.html&gt;.
Dies ist freie Software: Sie dürfen sie ändern und weitergeben.
Es gibt KEINE GARANTIE, soweit gesetzlich zulässig.
</translation>
    </message>
    <message>
        <source>Verso: Reversi (Othello) for the desktop.</source>
        <extracomment>verso --help: the first line under &quot;Usage&quot;</extracomment>
        <translation>Verso: Reversi (Othello) für den Desktop.</translation>
    </message>
    <message>
        <source>Displays the version and the licence.</source>
        <translation>Zeigt die Version und die Lizenz an.</translation>
    </message>
    <message>
        <source>Game files to open: GGF, transcripts or board strings.</source>
        <extracomment>verso --help: the game files given after the options; &quot;FILE&quot; is the name shown in the usage line</extracomment>
        <translation>Zu öffnende Spieldateien: GGF, Zugfolgen oder Brettstellungen.</translation>
    </message>
    <message>
        <source>%2: %1
Try &apos;%2 --help&apos; for the options.
</source>
        <extracomment>verso with an option it does not know: %1 what is wrong (Qt&apos;s words), %2 the program&apos;s name</extracomment>
        <translation>%2: %1
Mit „%2 --help“ werden die Optionen angezeigt.
</translation>
    </message>
</context>
<context>
    <name>ExternalEngineFaultText</name>
    <message>
        <source>The engine could not be started, or it stopped before it answered. Check the command line and the working directory.</source>
        <translation>Die Engine ließ sich nicht starten oder hat sich beendet, bevor sie antwortete. Prüfen Sie die Befehlszeile und das Arbeitsverzeichnis.</translation>
    </message>
    <message>
        <source>The engine stopped running.</source>
        <translation>Die Engine läuft nicht mehr.</translation>
    </message>
    <message>
        <source>The engine answered with a move that is not allowed here.</source>
        <translation>Die Engine hat mit einem Zug geantwortet, der hier nicht erlaubt ist.</translation>
    </message>
    <message>
        <source>The engine answered with something that is not a move.</source>
        <translation>Die Engine hat mit etwas geantwortet, das kein Zug ist.</translation>
    </message>
    <message>
        <source>The engine has not answered in time.</source>
        <translation>Die Engine hat nicht rechtzeitig geantwortet.</translation>
    </message>
    <message>
        <source>%1 Details: %2</source>
        <extracomment>%1 is a sentence saying what went wrong; %2 is untranslated text from the engine or the system (the engine&apos;s answer, its last error message, or why it could not be started)</extracomment>
        <translation>%1 Einzelheiten: %2</translation>
    </message>
</context>
<context>
    <name>GameTextErrorText</name>
    <message>
        <source>There is no game in it.</source>
        <translation>Es enthält keine Partie.</translation>
    </message>
    <message>
        <source>It is too large to be a game file.</source>
        <translation>Sie ist zu groß für eine Partiedatei.</translation>
    </message>
    <message>
        <source>The GGF text is broken here.</source>
        <translation>Der GGF-Text ist hier beschädigt.</translation>
    </message>
    <message>
        <source>This GGF game is not a game of Othello.</source>
        <translation>Diese GGF-Partie ist keine Othello-Partie.</translation>
    </message>
    <message>
        <source>The board cannot be read: it needs 64 squares (X or * black, O white, - empty) and the side to move.</source>
        <translation>Das Brett ist nicht lesbar: Es braucht 64 Felder (X oder * schwarz, O weiß, - leer) und die Seite am Zug.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a move (move %2).</source>
        <extracomment>%1 is the text found where a move should be, %2 the move&apos;s number</extracomment>
        <translation>„%1“ ist kein Zug (Zug %2).</translation>
    </message>
    <message>
        <source>The rules do not allow it.</source>
        <translation>Die Regeln erlauben ihn nicht.</translation>
    </message>
    <message>
        <source>Move %1, %2, is not allowed: %3</source>
        <extracomment>%1 is the move&apos;s number, %2 the move (e.g. e6), %3 why it is not allowed</extracomment>
        <translation>Zug %1, %2, ist nicht erlaubt: %3</translation>
    </message>
    <message>
        <source>Line %1, character %2: %3</source>
        <extracomment>Where a game file or a paste goes wrong: %1 the line, %2 the character, %3 what is wrong</extracomment>
        <translation>Zeile %1, Zeichen %2: %3</translation>
    </message>
    <message>
        <source>This is not a game: Verso reads GGF, transcripts such as f5d6c3d3c4, numbered move lists such as 1. f5 d6 2. c3 and board strings of 64 squares and the side to move.</source>
        <translation>Das ist keine Partie: Verso liest GGF, Zugfolgen wie f5d6c3d3c4, nummerierte Zuglisten wie 1. f5 d6 2. c3 und Brettzeichenketten aus 64 Feldern und der Seite am Zug.</translation>
    </message>
</context>
<context>
    <name>LanguageChoice</name>
    <message>
        <source>System language</source>
        <extracomment>In Preferences: follow the language of the operating system</extracomment>
        <translation>Sprache des Systems</translation>
    </message>
</context>
<context>
    <name>LevelName</name>
    <message>
        <source>Beginner</source>
        <extracomment>Name of a computer level, the weakest</extracomment>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Novice</source>
        <extracomment>Name of a computer level</extracomment>
        <translation>Neuling</translation>
    </message>
    <message>
        <source>Casual</source>
        <extracomment>Name of a computer level</extracomment>
        <translation>Gelegenheitsspieler</translation>
    </message>
    <message>
        <source>Club</source>
        <extracomment>Name of a computer level: plays like a club player</extracomment>
        <translation>Vereinsspieler</translation>
    </message>
    <message>
        <source>Advanced</source>
        <extracomment>Name of a computer level</extracomment>
        <translation>Fortgeschritten</translation>
    </message>
    <message>
        <source>Expert</source>
        <extracomment>Name of a computer level</extracomment>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Master</source>
        <extracomment>Name of a computer level</extracomment>
        <translation>Meister</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <extracomment>Name of a computer level, the strongest of the eight levels that think a fixed amount</extracomment>
        <translation>Großmeister</translation>
    </message>
    <message numerus="yes">
        <source>Plays a random move %1% of the time; otherwise looks %n move(s) ahead and misjudges each move by up to %2 discs</source>
        <extracomment>A level&apos;s tip. %1: how often it plays any legal move at all, in per cent; %n: moves searched ahead; %2: the most its judgement of a move is off, in discs.</extracomment>
        <translation>
            <numerusform>Spielt in %1 % der Fälle einen zufälligen Zug; sonst rechnet er %n Zug voraus und verschätzt sich bei jedem Zug um bis zu %2 Steine</numerusform>
            <numerusform>Spielt in %1 % der Fälle einen zufälligen Zug; sonst rechnet er %n Züge voraus und verschätzt sich bei jedem Zug um bis zu %2 Steine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Looks %1 moves ahead, exactly from %2 empty squares, and misjudges each move by up to %n disc(s)</source>
        <extracomment>A level&apos;s tip. %1: moves searched ahead; %2: empty squares left when it counts exactly; %n: the most its judgement of a move is off, in discs.</extracomment>
        <translation>
            <numerusform>Rechnet %1 Züge voraus, ab %2 freien Feldern exakt, und verschätzt sich bei jedem Zug um bis zu %n Stein</numerusform>
            <numerusform>Rechnet %1 Züge voraus, ab %2 freien Feldern exakt, und verschätzt sich bei jedem Zug um bis zu %n Steine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searches at most %1 million positions a move: up to %n move(s) ahead, exactly from %2 empty squares</source>
        <extracomment>A level&apos;s tip. %1: its budget in millions of positions; %n: moves searched ahead at most; %2: empty squares left when it solves exactly.</extracomment>
        <translation>
            <numerusform>Durchsucht höchstens %1 Millionen Stellungen pro Zug: bis zu %n Zug voraus, ab %2 freien Feldern exakt</numerusform>
            <numerusform>Durchsucht höchstens %1 Millionen Stellungen pro Zug: bis zu %n Züge voraus, ab %2 freien Feldern exakt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Looks %n move(s) ahead and plays perfectly from %1 empty squares</source>
        <extracomment>A level&apos;s tip. %n: moves searched ahead; %1: empty squares left when perfect play starts.</extracomment>
        <translation>
            <numerusform>Rechnet %n Zug voraus und spielt ab %1 freien Feldern perfekt</numerusform>
            <numerusform>Rechnet %n Züge voraus und spielt ab %1 freien Feldern perfekt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; opens from its opening book</source>
        <extracomment>A level&apos;s tip: %1 is what it does after the opening (e.g. &quot;Looks 8 moves ahead and plays perfectly from 16 empty squares&quot;)</extracomment>
        <translation>%1; eröffnet aus dem Eröffnungsbuch</translation>
    </message>
    <message numerus="yes">
        <source>Strongest, %n s a move</source>
        <extracomment>Name of a computer level that plays its strongest, thinking about %n seconds a move</extracomment>
        <translation>
            <numerusform>Stärkste, %n s pro Zug</numerusform>
            <numerusform>Stärkste, %n s pro Zug</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Thinks about %n second(s) a move on average, longer in the middle game, and plays perfectly as early as that allows</source>
        <extracomment>A level&apos;s tip. %n: the seconds it thinks a move on average over a game.</extracomment>
        <translation>
            <numerusform>Denkt im Schnitt etwa %n Sekunde pro Zug, im Mittelspiel länger, und spielt so früh perfekt, wie die Zeit es erlaubt</numerusform>
            <numerusform>Denkt im Schnitt etwa %n Sekunden pro Zug, im Mittelspiel länger, und spielt so früh perfekt, wie die Zeit es erlaubt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Verso</source>
        <translation>Verso</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Opponent</source>
        <extracomment>Menu: who plays against whom</extracomment>
        <translation>&amp;Gegner</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <extracomment>Menu of the computer&apos;s playing strengths</extracomment>
        <translation>Spiel&amp;stärke</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Animation Speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>Start a new game with the same opponent</source>
        <translation>Ein neues Spiel gegen denselben Gegner beginnen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Den letzten Zug zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Replay a move taken back</source>
        <translation>Einen zurückgenommenen Zug erneut ausführen</translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation>&amp;Aufgeben</translation>
    </message>
    <message>
        <source>Give up this game</source>
        <translation>Dieses Spiel aufgeben</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <extracomment>Menu command: pause the game (a verb)</extracomment>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Pause or resume the game</source>
        <translation>Das Spiel anhalten oder fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Leave Verso</source>
        <translation>Verso beenden</translation>
    </message>
    <message>
        <source>&amp;Human vs Human</source>
        <translation>&amp;Mensch gegen Mensch</translation>
    </message>
    <message>
        <source>Two people take turns at this board</source>
        <translation>Zwei Personen ziehen abwechselnd an diesem Brett</translation>
    </message>
    <message>
        <source>Human vs &amp;Computer</source>
        <translation>Mensch gegen &amp;Computer</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>Gegen den Computer spielen</translation>
    </message>
    <message>
        <source>C&amp;omputer vs Computer</source>
        <translation>C&amp;omputer gegen Computer</translation>
    </message>
    <message>
        <source>Watch the computer play itself</source>
        <translation>Dem Computer beim Spiel gegen sich selbst zusehen</translation>
    </message>
    <message>
        <source>Play &amp;Black (move first)</source>
        <extracomment>Menu command: the person plays the black discs</extracomment>
        <translation>Mit &amp;Schwarz spielen (zieht zuerst)</translation>
    </message>
    <message>
        <source>In a game against the computer, you play black</source>
        <translation>Im Spiel gegen den Computer spielen Sie Schwarz</translation>
    </message>
    <message>
        <source>Play &amp;White</source>
        <extracomment>Menu command: the person plays the white discs</extracomment>
        <translation>Mit &amp;Weiß spielen</translation>
    </message>
    <message>
        <source>In a game against the computer, you play white</source>
        <translation>Im Spiel gegen den Computer spielen Sie Weiß</translation>
    </message>
    <message>
        <source>Show &amp;Legal Moves</source>
        <translation>&amp;Mögliche Züge anzeigen</translation>
    </message>
    <message>
        <source>Mark the squares where the side to move may play</source>
        <translation>Die Felder markieren, auf die die Seite am Zug setzen darf</translation>
    </message>
    <message>
        <source>Show Last &amp;Move</source>
        <translation>&amp;Letzten Zug anzeigen</translation>
    </message>
    <message>
        <source>Mark the disc placed last</source>
        <translation>Den zuletzt gesetzten Stein markieren</translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation>&amp;Koordinaten anzeigen</translation>
    </message>
    <message>
        <source>Show a-h and 1-8 around the board</source>
        <translation>a–h und 1–8 um das Brett anzeigen</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <extracomment>Animation speed: no flip animation</extracomment>
        <translation>&amp;Sofort</translation>
    </message>
    <message>
        <source>Discs turn over at once</source>
        <translation>Steine wenden sich sofort</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>S&amp;chnell</translation>
    </message>
    <message>
        <source>Quick flip animation</source>
        <translation>Schnelle Wendeanimation</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>Normal flip animation</source>
        <translation>Normale Wendeanimation</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <source>Slow flip animation</source>
        <translation>Langsame Wendeanimation</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>Spiel&amp;regeln</translation>
    </message>
    <message>
        <source>The rules of Reversi</source>
        <translation>Die Regeln von Reversi</translation>
    </message>
    <message>
        <source>&amp;About Verso</source>
        <translation>&amp;Über Verso</translation>
    </message>
    <message>
        <source>About this program</source>
        <translation>Über dieses Programm</translation>
    </message>
    <message>
        <source>P&amp;references…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <source>Opponent, level, animation, markers and language</source>
        <translation>Gegner, Spielstärke, Animation, Markierungen und Sprache</translation>
    </message>
    <message>
        <source>Announce &amp;Passes in a Dialog</source>
        <translation>Passen im &amp;Dialog melden</translation>
    </message>
    <message>
        <source>Show a dialog when a side has to pass; otherwise a message in the status bar</source>
        <translation>Einen Dialog zeigen, wenn eine Seite passen muss; sonst eine Meldung in der Statusleiste</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <extracomment>Menu that steps through the moves of the game</extracomment>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <extracomment>View menu: shows the board turned half a turn, seen from White&apos;s side</extracomment>
        <translation>Brett &amp;umdrehen</translation>
    </message>
    <message>
        <source>Show the board from White&apos;s side: row 8 at the top, column h on the left</source>
        <translation>Das Brett von Weiß aus zeigen: Reihe 8 oben, Linie h links</translation>
    </message>
</context>
<context>
    <name>PracticeTexts</name>
    <message>
        <source>%1 to move: find a move that keeps the win</source>
        <extracomment>The task of a practice puzzle; %1 is the colour to move (&quot;Black&quot;)</extracomment>
        <translation>%1 am Zug: Finde einen Zug, der den Sieg hält</translation>
    </message>
    <message>
        <source>%1 to move: find the best move</source>
        <extracomment>The task of a practice puzzle; %1 is the colour to move (&quot;Black&quot;)</extracomment>
        <translation>%1 am Zug: Finde den besten Zug</translation>
    </message>
    <message>
        <source>Right: %1 (%2)</source>
        <extracomment>A right answer: %1 the move, %2 its value in discs (&quot;+4&quot;)</extracomment>
        <translation>Richtig: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 gives away the result (%2)</source>
        <extracomment>A wrong answer that turns a win into a draw or loss: %1 the move, %2 its value</extracomment>
        <translation>%1 verschenkt das Ergebnis (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n disc(s)</source>
        <extracomment>A wrong answer: %1 the move; %n the discs it loses against the best move</extracomment>
        <translation>
            <numerusform>%1 verliert %n Stein</numerusform>
            <numerusform>%1 verliert %n Steine</numerusform>
        </translation>
    </message>
    <message>
        <source>In your game: %1</source>
        <extracomment>Own-mistake puzzles: the move played in the person&apos;s game, e.g. &quot;b1&quot;</extracomment>
        <translation>In deiner Partie: %1</translation>
    </message>
    <message>
        <source>Due today: %1  Solved: %2  Streak: %3</source>
        <extracomment>Practice progress: %1 puzzles due today, %2 solved in all, %3 right answers in a row</extracomment>
        <translation>Heute fällig: %1  Gelöst: %2  Serie: %3</translation>
    </message>
    <message>
        <source>Right: own mistakes %1, endgames %2, at %3 empties %4</source>
        <extracomment>Practice accuracy: %1 own mistakes, %2 endgames, %3 the number of empty squares, %4 there</extracomment>
        <translation>Richtig: eigene Fehler %1, Endspiele %2, bei %3 leeren Feldern %4</translation>
    </message>
    <message>
        <source>not a readable game file</source>
        <extracomment>Practice: why the kept games could not be read</extracomment>
        <translation>keine lesbare Partiedatei</translation>
    </message>
    <message>
        <source>Kept games could not be read, so no puzzles came from them: %1</source>
        <extracomment>Practice: %1 why the kept games could not be read, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>Die aufbewahrten Partien konnten nicht gelesen werden, daher kamen keine Aufgaben aus ihnen: %1</translation>
    </message>
    <message numerus="yes">
        <source>Kept games could be read only in part, so puzzles came from the first %n game(s) only: %1</source>
        <extracomment>Practice: the kept games failed part-way; %n games were read and gave puzzles, %1 why</extracomment>
        <translation>
            <numerusform>Die aufbewahrten Partien konnten nur zum Teil gelesen werden, daher kamen Aufgaben nur aus der ersten Partie: %1</numerusform>
            <numerusform>Die aufbewahrten Partien konnten nur zum Teil gelesen werden, daher kamen Aufgaben nur aus den ersten %n Partien: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>Group of settings about the game and the opponent</extracomment>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Gegner:</translation>
    </message>
    <message>
        <source>&amp;Your colour:</source>
        <translation>&amp;Ihre Farbe:</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>&amp;Spielstärke des Computers:</translation>
    </message>
    <message>
        <source>&amp;Pause before the computer moves:</source>
        <translation>&amp;Pause vor dem Zug des Computers:</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>Group of settings about how the board looks</extracomment>
        <translation>Brett</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Animationstempo:</translation>
    </message>
    <message>
        <source>Mark the &amp;legal moves</source>
        <translation>&amp;Mögliche Züge markieren</translation>
    </message>
    <message>
        <source>Mark the last &amp;move</source>
        <translation>Den &amp;letzten Zug markieren</translation>
    </message>
    <message>
        <source>Show the &amp;coordinates (a–h, 1–8)</source>
        <translation>&amp;Koordinaten anzeigen (a–h, 1–8)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>A new language is used the next time Verso starts.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von Verso.</translation>
    </message>
    <message>
        <source> ms</source>
        <comment>Unit after the number of milliseconds, with a space before it</comment>
        <translation> ms</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Partie-Überprüfung</translation>
    </message>
    <message>
        <source>Search &amp;depth:</source>
        <translation>Such&amp;tiefe:</translation>
    </message>
    <message>
        <source>How many moves ahead the review looks before the exact range (deeper is slower)</source>
        <translation>Wie viele Züge die Überprüfung vor dem exakten Bereich vorausschaut (tiefer ist langsamer)</translation>
    </message>
    <message>
        <source>&amp;Exact from:</source>
        <translation>&amp;Exakt ab:</translation>
    </message>
    <message>
        <source>Moves with at most this many empty squares left are judged by perfect play</source>
        <translation>Züge mit höchstens so vielen leeren Feldern werden mit perfektem Spiel beurteilt</translation>
    </message>
    <message>
        <source> empty squares</source>
        <translation> leere Felder</translation>
    </message>
</context>
<context>
    <name>RefusalText</name>
    <message>
        <source>That is not a square: use a letter a-h and a digit 1-8.</source>
        <translation>Das ist kein Feld: Verwenden Sie einen Buchstaben a–h und eine Ziffer 1–8.</translation>
    </message>
    <message>
        <source>%1 is already occupied.</source>
        <extracomment>%1 is a square such as e6</extracomment>
        <translation>%1 ist schon besetzt.</translation>
    </message>
    <message>
        <source>That square is already occupied.</source>
        <translation>Dieses Feld ist schon besetzt.</translation>
    </message>
    <message>
        <source>A disc on %1 would not flip any disc.</source>
        <extracomment>%1 is a square such as e6</extracomment>
        <translation>Ein Stein auf %1 würde keinen Stein wenden.</translation>
    </message>
    <message>
        <source>A disc on that square would not flip any disc.</source>
        <translation>Ein Stein auf diesem Feld würde keinen Stein wenden.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Sie sind nicht am Zug.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>You cannot pass while you have a legal move.</source>
        <translation>Sie können nicht passen, solange Sie einen möglichen Zug haben.</translation>
    </message>
    <message>
        <source>There is no legal move: this side must pass.</source>
        <translation>Es gibt keinen möglichen Zug: Diese Seite muss passen.</translation>
    </message>
    <message>
        <source>The move is not allowed.</source>
        <translation>Dieser Zug ist nicht erlaubt.</translation>
    </message>
    <message>
        <source>Start a new game first.</source>
        <translation>Beginnen Sie zuerst ein neues Spiel.</translation>
    </message>
    <message>
        <source>The game is paused: resume it to play.</source>
        <translation>Das Spiel ist angehalten: Setzen Sie es fort, um zu ziehen.</translation>
    </message>
    <message>
        <source>Moves cannot be taken back in a game on a clock: the time spent cannot be given back.</source>
        <extracomment>The status bar after Undo (or a jump back in the move list) during a game on a clock</extracomment>
        <translation>In einer Partie mit Uhr können Züge nicht zurückgenommen werden: Die verbrauchte Zeit lässt sich nicht zurückgeben.</translation>
    </message>
</context>
<context>
    <name>RegularFile</name>
    <message>
        <source>it is not a regular file</source>
        <extracomment>Why a file cannot be used: a folder, a FIFO, a socket or a device is where a file should be</extracomment>
        <translation>es ist keine gewöhnliche Datei</translation>
    </message>
</context>
<context>
    <name>SettingsFileReport</name>
    <message>
        <source>Your settings in %1 could not be read, so Verso uses its default settings; no copy of the file could be kept (%2).</source>
        <extracomment>%1 is the settings file, %2 the system&apos;s reason why no copy could be made</extracomment>
        <translation>Ihre Einstellungen in %1 konnten nicht gelesen werden, daher verwendet Verso die Standardeinstellungen; eine Kopie der Datei konnte nicht angelegt werden (%2).</translation>
    </message>
    <message>
        <source>Your settings in %1 could not be read, so Verso uses its default settings. The file is kept as %2.</source>
        <extracomment>%1 is the settings file, %2 the copy of it that was kept</extracomment>
        <translation>Ihre Einstellungen in %1 konnten nicht gelesen werden, daher verwendet Verso die Standardeinstellungen. Die Datei wird als %2 aufbewahrt.</translation>
    </message>
    <message>
        <source>Settings Not Read</source>
        <extracomment>Title of the message shown at start-up when the settings file could not be read</extracomment>
        <translation>Einstellungen nicht gelesen</translation>
    </message>
    <message>
        <source>Your settings in %1 cannot be read (%2), so Verso uses its default settings. Changes to the settings will not be kept until the file can be read.</source>
        <extracomment>%1 is the settings file, %2 the reason, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>Ihre Einstellungen in %1 können nicht gelesen werden (%2), daher verwendet Verso die Standardeinstellungen. Änderungen an den Einstellungen werden erst aufbewahrt, wenn die Datei gelesen werden kann.</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>%1 played %2 from the opening book (book value %3)</source>
        <extracomment>The status bar after the computer played a move of its opening book: %1 the side that played (Black or White), %2 the move, %3 the book&apos;s value of it in discs, e.g. &quot;White played f4 from the opening book (book value 0)&quot;</extracomment>
        <translation>%1 spielte %2 aus dem Eröffnungsbuch (Buchwert %3)</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>the side playing the black discs</comment>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <comment>the side playing the white discs</comment>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>%1 wins by resignation</source>
        <translation>%1 gewinnt durch Aufgabe</translation>
    </message>
    <message>
        <source>%1 wins %2-%3</source>
        <extracomment>%1 is the winner (Black or White), %2-%3 the winner&apos;s and the loser&apos;s score</extracomment>
        <translation>%1 gewinnt %2:%3</translation>
    </message>
    <message>
        <source>%1 resigned.</source>
        <translation>%1 hat aufgegeben.</translation>
    </message>
    <message>
        <source>%1 has no legal move and must pass: no disc it could place would turn over a disc of the opponent. %2 plays again.</source>
        <extracomment>%1 is the side that passes, %2 the side that moves again</extracomment>
        <translation>%1 hat keinen möglichen Zug und muss passen: Kein Stein, den %1 setzen könnte, würde einen gegnerischen Stein wenden. %2 ist noch einmal am Zug.</translation>
    </message>
    <message numerus="yes">
        <source>Black has %n disc(s)</source>
        <translation>
            <numerusform>Schwarz hat %n Stein</numerusform>
            <numerusform>Schwarz hat %n Steine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White has %n disc(s)</source>
        <translation>
            <numerusform>Weiß hat %n Stein</numerusform>
            <numerusform>Weiß hat %n Steine</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2. Neither side can move any more.</source>
        <extracomment>%1 and %2 are the disc counts, e.g. &quot;Black has 40 discs&quot; and &quot;White has 24 discs&quot;</extracomment>
        <translation>%1, %2. Keine Seite kann mehr ziehen.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Sie haben gewonnen!</translation>
    </message>
    <message>
        <source>The computer wins.</source>
        <translation>Der Computer gewinnt.</translation>
    </message>
    <message>
        <source>Verso, level %1 %2</source>
        <extracomment>A computer player: %1 is the level number, %2 its name (e.g. &quot;Verso, level 4 Club&quot;)</extracomment>
        <translation>Verso, Stufe %1 %2</translation>
    </message>
    <message>
        <source>Two people on this screen</source>
        <translation>Zwei Personen an diesem Bildschirm</translation>
    </message>
    <message>
        <source>You (%1) against %2</source>
        <extracomment>%1 is the person&apos;s colour (Black or White), %2 the opponent (e.g. &quot;Verso, level 4 Club&quot;)</extracomment>
        <translation>Sie (%1) gegen %2</translation>
    </message>
    <message>
        <source>%1 (Black) against %2 (White)</source>
        <extracomment>Computer against computer: %1 plays Black, %2 plays White</extracomment>
        <translation>%1 (Schwarz) gegen %2 (Weiß)</translation>
    </message>
    <message>
        <source>Draw %1-%2</source>
        <comment>final score</comment>
        <translation>Unentschieden %1:%2</translation>
    </message>
    <message>
        <source>%1 (discs %2-%3, %4 empty)</source>
        <extracomment>After a result with empty squares left: %1 e.g. &quot;Black wins 50-14&quot;, %2-%3 Black&apos;s and White&apos;s discs on the board, %4 the number of empty squares (which the score gives to the winner)</extracomment>
        <translation>%1 (Steine %2:%3, %4 leer)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How to play Reversi&lt;/h3&gt;&lt;p&gt;Two players, Black and White, take turns placing a disc of their colour on the 8&amp;times;8 board. Black moves first, from the four discs in the centre.&lt;/p&gt;&lt;p&gt;A disc must be placed so that it encloses one or more of the opponent&apos;s discs in a straight line (across, down or diagonally) between the new disc and another disc of your colour. All enclosed discs are turned over to your colour. Small see-through discs of the colour to move show where you may play.&lt;/p&gt;&lt;p&gt;If you cannot turn over any disc you must pass, and your opponent plays again. When neither side can move, the game ends: the player with more discs wins.&lt;/p&gt;&lt;p&gt;Click a square to play there, or move the cursor with the arrow keys and press Enter or Space. Undo takes back your last move.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;So spielt man Reversi&lt;/h3&gt;&lt;p&gt;Zwei Spieler, Schwarz und Weiß, setzen abwechselnd einen Stein ihrer Farbe auf das 8&amp;times;8-Brett. Schwarz zieht zuerst; am Anfang liegen vier Steine in der Mitte.&lt;/p&gt;&lt;p&gt;Ein Stein muss so gesetzt werden, dass er einen oder mehrere gegnerische Steine in einer geraden Linie (waagerecht, senkrecht oder diagonal) zwischen dem neuen Stein und einem anderen Stein der eigenen Farbe einschließt. Alle eingeschlossenen Steine werden auf die eigene Farbe gewendet. Kleine durchscheinende Steine in der Farbe am Zug zeigen, wohin Sie setzen dürfen.&lt;/p&gt;&lt;p&gt;Wer keinen Stein wenden kann, muss passen, und der Gegner ist noch einmal am Zug. Kann keine Seite mehr ziehen, endet das Spiel: Es gewinnt, wer mehr Steine hat.&lt;/p&gt;&lt;p&gt;Klicken Sie auf ein Feld, um dorthin zu setzen, oder bewegen Sie den Cursor mit den Pfeiltasten und drücken Sie Eingabe oder Leertaste. „Rückgängig“ nimmt Ihren letzten Zug zurück.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>You</source>
        <extracomment>The person&apos;s name in the move list and saved games when one person plays the computer</extracomment>
        <translation>Sie</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Verso %1&lt;/h3&gt;&lt;p&gt;Reversi (Othello) for the desktop, written in C++ and Qt %2.&lt;/p&gt;&lt;p&gt;Play a friend on the same screen or the computer, from %3 (level 1) to %4 (level %5).&lt;/p&gt;&lt;p&gt;Verso is free software under the GNU General Public License, version 3 or later (GPL-3.0-or-later): you may share and change it under its terms, and it comes with no warranty.&lt;/p&gt;</source>
        <extracomment>%1 the version, %2 the Qt version, %3 and %4 the names of the weakest and the strongest computer level (e.g. &quot;Beginner&quot; and &quot;Grandmaster&quot;), %5 the number of the strongest level</extracomment>
        <translation>&lt;h3&gt;Verso %1&lt;/h3&gt;&lt;p&gt;Reversi (Othello) für den Desktop, geschrieben in C++ und Qt %2.&lt;/p&gt;&lt;p&gt;Spielen Sie gegen Freunde am selben Bildschirm oder gegen den Computer, von %3 (Stufe 1) bis %4 (Stufe %5).&lt;/p&gt;&lt;p&gt;Verso ist freie Software unter der GNU General Public License, Version 3 oder neuer (GPL-3.0-or-later): Sie dürfen es unter deren Bedingungen weitergeben und ändern; es wird ohne jede Garantie geliefert.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 wins on time</source>
        <extracomment>The result of a game whose other side&apos;s clock reached zero; %1 is Black or White</extracomment>
        <translation>%1 gewinnt durch Zeitüberschreitung</translation>
    </message>
    <message>
        <source>%1&apos;s clock reached zero: %1 loses on time.</source>
        <extracomment>The game-over dialog when a clock reached zero; %1 is Black or White</extracomment>
        <translation>Die Uhr von %1 ist abgelaufen: %1 verliert durch Zeitüberschreitung.</translation>
    </message>
</context>
<context>
    <name>verso::app::AnalysisDock</name>
    <message>
        <source>Analysis</source>
        <extracomment>Title of the panel with the analysis, its best line and the evaluation graph</extracomment>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Analysis &amp;Panel</source>
        <extracomment>View menu: shows or hides the panel with the analysis and the evaluation graph</extracomment>
        <translation>Analyse-&amp;Bereich</translation>
    </message>
    <message>
        <source>Line: one move back (Alt+Left)</source>
        <extracomment>Button: show the line one move less far on the board</extracomment>
        <translation>Variante: einen Zug zurück (Alt+Links)</translation>
    </message>
    <message>
        <source>Line: one move further (Alt+Right)</source>
        <extracomment>Button: play the line one move further on the board, without changing the game</extracomment>
        <translation>Variante: einen Zug weiter (Alt+Rechts)</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <extracomment>Button: leave the line and show the game&apos;s position again</extracomment>
        <translation>Zurück zur Partie</translation>
    </message>
    <message>
        <source>Line: %1</source>
        <extracomment>Before the best line in the analysis panel, e.g. &quot;Line: f5 d6 c3&quot;</extracomment>
        <translation>Variante: %1</translation>
    </message>
</context>
<context>
    <name>verso::app::AnalysisEngineMenu</name>
    <message>
        <source>Analysis &amp;Engine</source>
        <extracomment>View menu: the submenu that chooses who analyses (Verso or an outside engine)</extracomment>
        <translation>Analyse-&amp;Engine</translation>
    </message>
    <message>
        <source>Choose who analyses in Analysis Mode and finds hints: Verso or an outside engine</source>
        <translation>Wählen, wer im Analysemodus analysiert und Tipps findet: Verso oder eine externe Engine</translation>
    </message>
    <message>
        <source>%1 stopped analysing. The game is unchanged; the board shows no values until you choose an engine in View &gt; Analysis Engine.</source>
        <extracomment>Informative text when the outside analysing engine %1 failed</extracomment>
        <translation>%1 analysiert nicht mehr. Das Spiel ist unverändert; das Brett zeigt keine Werte, bis du unter Ansicht &gt; Analyse-Engine eine Engine wählst.</translation>
    </message>
    <message>
        <source>%1 gave no hint. The game is unchanged.</source>
        <extracomment>Informative text when the outside engine %1 failed to give a hint</extracomment>
        <translation>%1 hat keinen Tipp gegeben. Das Spiel ist unverändert.</translation>
    </message>
    <message>
        <source>&amp;Verso</source>
        <extracomment>View &gt; Analysis Engine: Verso&apos;s own engine analyses</extracomment>
        <translation>&amp;Verso</translation>
    </message>
    <message>
        <source>%1 Failed</source>
        <extracomment>Title of the message shown when the outside analysing engine %1 fails</extracomment>
        <translation>%1 ist ausgefallen</translation>
    </message>
</context>
<context>
    <name>verso::app::AnalysisMode</name>
    <message>
        <source>%1 — best %2 %3 (opening book)</source>
        <extracomment>The analysis panel when the best move is the opening book&apos;s: how deep the search of the other moves is, the best move and its book value, e.g. &quot;depth 14 — best f5 0 (opening book)&quot;</extracomment>
        <translation>%1 — bester Zug %2 %3 (Eröffnungsbuch)</translation>
    </message>
    <message>
        <source>&amp;Analysis Mode</source>
        <translation>&amp;Analysemodus</translation>
    </message>
    <message>
        <source>Show the value of every legal move on the board</source>
        <translation>Den Wert jedes legalen Zugs auf dem Brett zeigen</translation>
    </message>
    <message>
        <source>Analysis is off (View &gt; Analysis Mode).</source>
        <translation>Die Analyse ist aus (Ansicht &gt; Analysemodus).</translation>
    </message>
    <message>
        <source>No game to analyse.</source>
        <translation>Keine Partie zum Analysieren.</translation>
    </message>
    <message>
        <source>The game is over: no moves to analyse.</source>
        <translation>Die Partie ist zu Ende: keine Züge zu analysieren.</translation>
    </message>
    <message>
        <source>Analysis waits while the computer thinks.</source>
        <translation>Die Analyse wartet, während der Computer nachdenkt.</translation>
    </message>
    <message>
        <source>Analysis waits while the game is reviewed.</source>
        <translation>Die Analyse wartet, während die Partie überprüft wird.</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analysiere…</translation>
    </message>
    <message>
        <source>%1 — best %2 %3</source>
        <extracomment>The analysis panel: how deep the analysis is, the best move and its value, e.g. &quot;Depth 14 — best f5 +4&quot;</extracomment>
        <translation>%1 — bester Zug %2 %3</translation>
    </message>
    <message>
        <source>%1 stopped analysing: no values are shown. Choose an engine in View &gt; Analysis Engine.</source>
        <extracomment>The analysis panel after the outside analysing engine %1 failed</extracomment>
        <translation>%1 analysiert nicht mehr: Es werden keine Werte gezeigt. Wähle eine Engine unter Ansicht &gt; Analyse-Engine.</translation>
    </message>
    <message>
        <source>%1 is analysing…</source>
        <extracomment>The analysis panel while the outside engine %1 is asked for its values</extracomment>
        <translation>%1 analysiert …</translation>
    </message>
    <message>
        <source>%1: %2 — best %3 %4</source>
        <extracomment>The analysis panel with an outside engine: its name, then how deep it is, the best move and its value, e.g. &quot;Edax: depth 14 — best f5 +4&quot;</extracomment>
        <translation>%1: %2 — bester Zug %3 %4</translation>
    </message>
</context>
<context>
    <name>verso::app::AutosaveKeeper</name>
    <message>
        <source>Unfinished Game</source>
        <extracomment>Title of the question asked at start-up when the last game was left unfinished</extracomment>
        <translation>Unbeendetes Spiel</translation>
    </message>
    <message>
        <source>Resume the unfinished game?</source>
        <translation>Das unbeendete Spiel fortsetzen?</translation>
    </message>
    <message numerus="yes">
        <source>It was left after %n move(s) when Verso closed.</source>
        <extracomment>%n is the number of moves already played in the saved game</extracomment>
        <translation>
            <numerusform>Beim Beenden von Verso war %n Zug gespielt.</numerusform>
            <numerusform>Beim Beenden von Verso waren %n Züge gespielt.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>Saved Game Not Resumed</source>
        <translation>Gespeichertes Spiel nicht fortgesetzt</translation>
    </message>
    <message>
        <source>The unfinished game from last time could not be kept in the library, so it stays saved and this game is not: %1</source>
        <extracomment>%1 is the system&apos;s reason, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>Die unbeendete Partie vom letzten Mal konnte nicht in der Sammlung gespeichert werden; sie bleibt daher gespeichert, und diese Partie wird nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>The unfinished game from last time is kept in File &gt; Kept Games.</source>
        <extracomment>In the status bar when the unfinished game of the last run made room for another game</extracomment>
        <translation>Die unbeendete Partie vom letzten Mal ist unter Datei &gt; Aufbewahrte Partien gespeichert.</translation>
    </message>
    <message numerus="yes">
        <source>%n other unfinished game(s) kept in File &gt; Kept Games.</source>
        <extracomment>In the status bar after a saved game was resumed while others were waiting</extracomment>
        <translation>
            <numerusform>%n weitere unbeendete Partie unter Datei &gt; Aufbewahrte Partien gespeichert.</numerusform>
            <numerusform>%n weitere unbeendete Partien unter Datei &gt; Aufbewahrte Partien gespeichert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more unfinished game(s) will be offered after this one; a game not resumed is kept in File &gt; Kept Games.</source>
        <extracomment>Under the question when windows running at once left several unfinished games</extracomment>
        <translation>
            <numerusform>Danach wird %n weitere unbeendete Partie angeboten; eine nicht fortgesetzte Partie wird unter Datei &gt; Aufbewahrte Partien gespeichert.</numerusform>
            <numerusform>Danach werden %n weitere unbeendete Partien angeboten; eine nicht fortgesetzte Partie wird unter Datei &gt; Aufbewahrte Partien gespeichert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>verso::app::BoardView</name>
    <message>
        <source>Board</source>
        <extracomment>Accessible name of the game board (for screen readers)</extracomment>
        <translation>Spielbrett</translation>
    </message>
</context>
<context>
    <name>verso::app::CurrentGame</name>
    <message>
        <source>Untitled</source>
        <extracomment>The name of a game that has no file yet, in the window title</extracomment>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>The game you left is kept in File &gt; Kept Games.</source>
        <extracomment>In the status bar after a new game replaced one with moves</extracomment>
        <translation>Die verlassene Partie ist unter Datei &gt; Aufbewahrte Partien gespeichert.</translation>
    </message>
    <message>
        <source>A new line: the moves it replaced are kept in File &gt; Kept Games.</source>
        <extracomment>In the status bar when a move at an earlier position replaced the moves after it</extracomment>
        <translation>Neue Variante: Die ersetzten Züge sind unter Datei &gt; Aufbewahrte Partien gespeichert.</translation>
    </message>
    <message>
        <source>The game could not be kept in the library: %1</source>
        <extracomment>%1 is the system&apos;s reason, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>Die Partie konnte nicht in der Sammlung gespeichert werden: %1</translation>
    </message>
    <message>
        <source>The review could not be kept in the library: %1</source>
        <extracomment>%1 is the system&apos;s reason, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>Die Überprüfung konnte nicht in der Sammlung gespeichert werden: %1</translation>
    </message>
    <message>
        <source>The library of kept games could not be read; it was set aside as %1 and a new one was started with this game.</source>
        <extracomment>%1 is the path the unreadable library file was renamed to</extracomment>
        <translation>Die Sammlung der aufbewahrten Partien war nicht lesbar; sie wurde als %1 beiseitegelegt und mit dieser Partie neu begonnen.</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <extracomment>Who played one colour of a game when another player took over during it, e.g. &quot;Verso, level 2 Novice, then Verso, level 4 Club&quot;</extracomment>
        <translation>%1, dann %2</translation>
    </message>
    <message>
        <source>The game could not be kept in %1: %2.</source>
        <extracomment>%1 is the kept games&apos; file, %2 the system&apos;s reason</extracomment>
        <translation>Die Partie konnte nicht in %1 gespeichert werden: %2.</translation>
    </message>
</context>
<context>
    <name>verso::app::EditActions</name>
    <message>
        <source>&amp;Copy Game</source>
        <extracomment>Edit menu: copies the game&apos;s moves as a transcript such as f5d6c3</extracomment>
        <translation>Partie &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy &amp;Position</source>
        <extracomment>Edit menu: copies the position shown as a board string</extracomment>
        <translation>&amp;Stellung kopieren</translation>
    </message>
    <message>
        <source>Copy as &amp;GGF</source>
        <extracomment>Edit menu: copies the game in GGF, with the players&apos; names and the result</extracomment>
        <translation>Als &amp;GGF kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>Open the game, transcript or board string on the clipboard</source>
        <translation>Die Partie, Zugfolge oder Brettzeichenkette aus der Zwischenablage öffnen</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <extracomment>Edit menu: opens the position editor</extracomment>
        <translation>Stellung &amp;aufbauen…</translation>
    </message>
    <message>
        <source>The game starts from a set-up position, so it was copied as GGF.</source>
        <translation>Die Partie beginnt mit einer aufgebauten Stellung und wurde daher als GGF kopiert.</translation>
    </message>
    <message>
        <source>The game&apos;s moves are copied.</source>
        <extracomment>In the status bar after Copy Game</extracomment>
        <translation>Die Züge der Partie sind kopiert.</translation>
    </message>
    <message>
        <source>The position is copied.</source>
        <extracomment>In the status bar after Copy Position</extracomment>
        <translation>Die Stellung ist kopiert.</translation>
    </message>
    <message>
        <source>The game is copied as GGF.</source>
        <extracomment>In the status bar after Copy as GGF</extracomment>
        <translation>Die Partie ist als GGF kopiert.</translation>
    </message>
    <message>
        <source>Cannot Paste</source>
        <translation>Einfügen nicht möglich</translation>
    </message>
    <message>
        <source>The clipboard does not hold a game Verso can open.

%1</source>
        <extracomment>%1 says where and why the clipboard text cannot be read</extracomment>
        <translation>Die Zwischenablage enthält keine Partie, die Verso öffnen kann.

%1</translation>
    </message>
    <message>
        <source>Games on the Clipboard</source>
        <translation>Partien in der Zwischenablage</translation>
    </message>
    <message>
        <source>Reading the games on the clipboard…</source>
        <translation>Die Partien in der Zwischenablage werden gelesen…</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>The paste was cancelled; nothing was opened.</source>
        <extracomment>In the status bar when a long paste was cancelled while it was read</extracomment>
        <translation>Das Einfügen wurde abgebrochen; nichts wurde geöffnet.</translation>
    </message>
</context>
<context>
    <name>verso::app::EditorTransforms</name>
    <message>
        <source>Turn and Mirror</source>
        <extracomment>Group of the position editor: buttons that rotate or mirror the whole board</extracomment>
        <translation>Drehen und Spiegeln</translation>
    </message>
    <message>
        <source>↺ 90°</source>
        <extracomment>Position editor button: turns the board a quarter turn anticlockwise</extracomment>
        <translation>↺ 90°</translation>
    </message>
    <message>
        <source>Rotate the board a quarter turn to the left</source>
        <translation>Brett um eine Vierteldrehung nach links drehen</translation>
    </message>
    <message>
        <source>↻ 90°</source>
        <extracomment>Position editor button: turns the board a quarter turn clockwise</extracomment>
        <translation>↻ 90°</translation>
    </message>
    <message>
        <source>Rotate the board a quarter turn to the right</source>
        <translation>Brett um eine Vierteldrehung nach rechts drehen</translation>
    </message>
    <message>
        <source>180°</source>
        <extracomment>Position editor button: turns the board half a turn</extracomment>
        <translation>180°</translation>
    </message>
    <message>
        <source>Rotate the board half a turn</source>
        <translation>Brett um eine halbe Drehung drehen</translation>
    </message>
    <message>
        <source>⇆</source>
        <extracomment>Position editor button: mirrors the board left to right (column a swaps with h)</extracomment>
        <translation>⇆</translation>
    </message>
    <message>
        <source>Mirror the board left to right (a↔h)</source>
        <translation>Brett links-rechts spiegeln (a↔h)</translation>
    </message>
    <message>
        <source>⇅</source>
        <extracomment>Position editor button: mirrors the board top to bottom (row 1 swaps with 8)</extracomment>
        <translation>⇅</translation>
    </message>
    <message>
        <source>Mirror the board top to bottom (1↔8)</source>
        <translation>Brett oben-unten spiegeln (1↔8)</translation>
    </message>
    <message>
        <source>⤡ a1–h8</source>
        <extracomment>Position editor button: mirrors the board in the diagonal from a1 to h8</extracomment>
        <translation>⤡ a1–h8</translation>
    </message>
    <message>
        <source>Mirror the board in the a1–h8 diagonal</source>
        <translation>Brett an der Diagonale a1–h8 spiegeln</translation>
    </message>
    <message>
        <source>⤢ a8–h1</source>
        <extracomment>Position editor button: mirrors the board in the diagonal from a8 to h1</extracomment>
        <translation>⤢ a8–h1</translation>
    </message>
    <message>
        <source>Mirror the board in the a8–h1 diagonal</source>
        <translation>Brett an der Diagonale a8–h1 spiegeln</translation>
    </message>
</context>
<context>
    <name>verso::app::EvalGraph</name>
    <message>
        <source>The value of each position for Black; click to go there</source>
        <translation>Der Wert jeder Stellung für Schwarz; klicken, um dorthin zu gehen</translation>
    </message>
    <message>
        <source>Evaluating positions: %1 of %2</source>
        <translation>Bewerte Stellungen: %1 von %2</translation>
    </message>
    <message>
        <source>Start position</source>
        <extracomment>Tooltip of the evaluation graph, e.g. &quot;After move 23: +4 for Black (depth 10)&quot;; %1 the move number</extracomment>
        <translation>Ausgangsstellung</translation>
    </message>
    <message>
        <source>After move %1</source>
        <translation>Nach Zug %1</translation>
    </message>
    <message>
        <source>%1 for Black (exact)</source>
        <translation>%1 für Schwarz (exakt)</translation>
    </message>
    <message>
        <source>%1 for Black (depth %2)</source>
        <translation>%1 für Schwarz (Tiefe %2)</translation>
    </message>
    <message>
        <source>No evaluation yet</source>
        <extracomment>Above the evaluation graph while no position has a value and none is being worked out</extracomment>
        <translation>Noch keine Bewertung</translation>
    </message>
    <message>
        <source>±%1 discs: up Black, down White</source>
        <extracomment>Above the evaluation graph: its vertical scale, e.g. &quot;±32 discs: up Black, down White&quot; (bars above the middle line favour Black); keep it short, the panel is narrow</extracomment>
        <translation>±%1 Steine: oben Schwarz, unten Weiß</translation>
    </message>
</context>
<context>
    <name>verso::app::ExplorerDock</name>
    <message>
        <source>Explorer</source>
        <extracomment>Title of the panel listing the moves played from the board&apos;s position in the library</extracomment>
        <translation>Eröffnungen</translation>
    </message>
    <message>
        <source>Opening &amp;Explorer</source>
        <extracomment>View menu: shows or hides the panel of the moves played from the position in the library</extracomment>
        <translation>&amp;Eröffnungsübersicht</translation>
    </message>
    <message>
        <source>Moves played from this position</source>
        <extracomment>Accessible name of the table of the moves played from the position (for screen readers)</extracomment>
        <translation>Von dieser Stellung aus gespielte Züge</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>Explorer column: the move played from the position</extracomment>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Explorer column: how many games of the library played the move</extracomment>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Black %</source>
        <extracomment>Explorer column: Black&apos;s wins in percent of the games that ended</extracomment>
        <translation>Schwarz %</translation>
    </message>
    <message>
        <source>Draw %</source>
        <extracomment>Explorer column: draws in percent of the games that ended</extracomment>
        <translation>Remis %</translation>
    </message>
    <message>
        <source>White %</source>
        <extracomment>Explorer column: White&apos;s wins in percent of the games that ended</extracomment>
        <translation>Weiß %</translation>
    </message>
    <message>
        <source>Avg. score</source>
        <extracomment>Explorer column: Black&apos;s average final score (discs ahead) of the games that ended</extracomment>
        <translation>Ø Ergebnis</translation>
    </message>
    <message>
        <source>Book</source>
        <extracomment>Explorer column: the opening book&apos;s value of the move, for the side that plays it</extracomment>
        <translation>Buch</translation>
    </message>
    <message>
        <source>Black&apos;s average final score: Black&apos;s discs minus White&apos;s</source>
        <extracomment>Tooltip of the explorer&apos;s Avg. score column</extracomment>
        <translation>Durchschnittliches Endergebnis von Schwarz: Steine von Schwarz minus Steine von Weiß</translation>
    </message>
    <message>
        <source>The opening book&apos;s value of the move in discs, for the side that plays it</source>
        <extracomment>Tooltip of the explorer&apos;s Book column</extracomment>
        <translation>Wert des Zuges laut Eröffnungsbuch in Steinen, für die Seite, die ihn spielt</translation>
    </message>
    <message>
        <source>Reading the library…</source>
        <extracomment>Explorer: shown while the game library is read for the first time</extracomment>
        <translation>Sammlung wird gelesen…</translation>
    </message>
    <message>
        <source>Your library has no games yet: add a database in File &gt; Library.</source>
        <extracomment>Explorer: the library (kept games and databases) is empty</extracomment>
        <translation>Ihre Sammlung enthält noch keine Partien: Fügen Sie unter Datei &gt; Sammlung eine Datenbank hinzu.</translation>
    </message>
    <message>
        <source>No game in your library went on from this position.</source>
        <extracomment>Explorer: no game of the library reached the board&apos;s position and went on</extracomment>
        <translation>Keine Partie Ihrer Sammlung wurde von dieser Stellung aus fortgesetzt.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) in your library from this position</source>
        <extracomment>Explorer: how many games of the library went on from the board&apos;s position</extracomment>
        <translation>
            <numerusform>%Ln Partie Ihrer Sammlung ab dieser Stellung</numerusform>
            <numerusform>%Ln Partien Ihrer Sammlung ab dieser Stellung</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>verso::app::ExternalEngineDialog</name>
    <message>
        <source>Add Engine</source>
        <extracomment>Title of the dialog that adds an external engine (a program that plays Othello)</extracomment>
        <translation>Engine hinzufügen</translation>
    </message>
    <message>
        <source>Edit Engine</source>
        <extracomment>Title of the dialog that changes an external engine&apos;s settings</extracomment>
        <translation>Engine bearbeiten</translation>
    </message>
    <message>
        <source>The name the engine gives itself</source>
        <extracomment>Shown in the empty name field: the engine will be called by the name it gives itself</extracomment>
        <translation>Der Name, den sich die Engine selbst gibt</translation>
    </message>
    <message>
        <source>&quot;/path/to/engine&quot; arguments</source>
        <extracomment>An example command line; keep the program name and the quotes</extracomment>
        <translation>&quot;/pfad/zur/engine&quot; Argumente</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen …</translation>
    </message>
    <message>
        <source>Where Verso was started</source>
        <extracomment>Shown in the empty working directory field</extracomment>
        <translation>Wo Verso gestartet wurde</translation>
    </message>
    <message>
        <source> s</source>
        <comment>Unit after the number of seconds per move, with a space before it</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>The engine is told the search depth. The NBoard protocol has no time limit, so a move that takes longer than the time per move is reported, and you can wait, restart the engine or take over.</source>
        <translation>Der Engine wird die Suchtiefe mitgeteilt. Das NBoard-Protokoll kennt kein Zeitlimit; ein Zug, der länger als die Zeit pro Zug dauert, wird gemeldet, und Sie können warten, die Engine neu starten oder selbst übernehmen.</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Testen</translation>
    </message>
    <message>
        <source>Start the engine and see whether it answers</source>
        <translation>Die Engine starten und prüfen, ob sie antwortet</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Command line:</source>
        <translation>&amp;Befehlszeile:</translation>
    </message>
    <message>
        <source>&amp;Working directory:</source>
        <translation>&amp;Arbeitsverzeichnis:</translation>
    </message>
    <message>
        <source>Search &amp;depth:</source>
        <extracomment>How many moves ahead the engine looks (NBoard &quot;set depth&quot;)</extracomment>
        <translation>Such&amp;tiefe:</translation>
    </message>
    <message>
        <source>&amp;Time per move:</source>
        <translation>&amp;Zeit pro Zug:</translation>
    </message>
    <message>
        <source>Choose the Engine Program</source>
        <translation>Engine-Programm wählen</translation>
    </message>
    <message>
        <source>Choose the Working Directory</source>
        <translation>Arbeitsverzeichnis wählen</translation>
    </message>
    <message>
        <source>Starting the engine…</source>
        <translation>Die Engine wird gestartet …</translation>
    </message>
    <message>
        <source>The engine is ready: %1</source>
        <extracomment>%1 is the name of the engine, as it gives it</extracomment>
        <translation>Die Engine ist bereit: %1</translation>
    </message>
</context>
<context>
    <name>verso::app::ExternalEngineSeats</name>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Engines …</translation>
    </message>
    <message>
        <source>Add NBoard engines and choose who plays Black and White</source>
        <translation>NBoard-Engines hinzufügen und wählen, wer Schwarz und Weiß spielt</translation>
    </message>
    <message>
        <source>Play Against %1</source>
        <extracomment>Opponent menu entry: play a game against the external engine named %1</extracomment>
        <translation>Gegen %1 spielen</translation>
    </message>
    <message>
        <source>The game waits. %1 plays %2.</source>
        <extracomment>%1 is the engine&apos;s name, %2 Black or White</extracomment>
        <translation>Das Spiel wartet. %1 spielt %2.</translation>
    </message>
    <message>
        <source>&amp;Wait</source>
        <translation>&amp;Warten</translation>
    </message>
    <message>
        <source>Re&amp;start the Engine</source>
        <translation>Engine neu &amp;starten</translation>
    </message>
    <message>
        <source>&amp;Take Over</source>
        <translation>Selbst &amp;übernehmen</translation>
    </message>
    <message>
        <source>Play Against %1 (outside engine %2)</source>
        <extracomment>Opponent menu entry for an external engine named like Verso itself: %1 is its name, %2 its program (e.g. &quot;Play Against Verso (outside engine verso-engine)&quot;)</extracomment>
        <translation>Gegen %1 spielen (externe Engine %2)</translation>
    </message>
    <message>
        <source>Engine Problem</source>
        <extracomment>Title of the question shown when an external engine fails</extracomment>
        <translation>Problem mit der Engine</translation>
    </message>
</context>
<context>
    <name>verso::app::ExternalEnginesDialog</name>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten …</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen …</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <extracomment>Who plays the black discs: you, Verso or an engine</extracomment>
        <translation>&amp;Schwarz:</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Weiß:</translation>
    </message>
    <message>
        <source>Programs that speak the NBoard protocol, such as verso-engine, Edax or NTest:</source>
        <translation>Programme, die das NBoard-Protokoll sprechen, etwa verso-engine, Edax oder NTest:</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Verso, level %1 %2</source>
        <extracomment>The seat choice for Verso&apos;s own engine: %1 is the level number, %2 its name</extracomment>
        <translation>Verso, Stufe %1 %2</translation>
    </message>
</context>
<context>
    <name>verso::app::FileActions</name>
    <message>
        <source>Game files (*.ggf *.txt *.obf);;GGF games (*.ggf);;Transcripts (*.txt);;Board strings (*.obf);;All files (*)</source>
        <extracomment>File dialog filters; keep the patterns in brackets as they are</extracomment>
        <translation>Partiedateien (*.ggf *.txt *.obf);;GGF-Partien (*.ggf);;Zugfolgen (*.txt);;Brettzeichenketten (*.obf);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a game from a GGF, transcript or board string file</source>
        <translation>Eine Partie aus einer GGF-, Zugfolgen- oder Brettzeichenketten-Datei öffnen</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Kept Games…</source>
        <extracomment>File menu: the library of every game played or left in Verso</extracomment>
        <translation>&amp;Aufbewahrte Partien…</translation>
    </message>
    <message>
        <source>Every game that ended or was left, to open again</source>
        <translation>Jede beendete oder verlassene Partie, zum erneuten Öffnen</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>Cannot Open Game</source>
        <extracomment>%1 is a file name, %2 the system&apos;s reason (e.g. &quot;No such file or directory&quot;)
----------
%1 is a file name, %2 where and why it cannot be read</extracomment>
        <translation>Partie kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 is a file name, %2 the system&apos;s reason (e.g. &quot;No such file or directory&quot;)</extracomment>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a game Verso can open.

%2</source>
        <translation>%1 ist keine Partie, die Verso öffnen kann.

%2</translation>
    </message>
    <message>
        <source>Games in %1</source>
        <extracomment>Title of the list of games in a file; %1 is the file name</extracomment>
        <translation>Partien in %1</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>Cannot Save Game</source>
        <extracomment>%1 is a file name, %2 the system&apos;s reason (e.g. &quot;Permission denied&quot;)</extracomment>
        <translation>Partie kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>A transcript cannot keep a set-up start position. Save the game as GGF (.ggf) to keep it.</source>
        <translation>Eine Zugfolge kann keine aufgebaute Anfangsstellung speichern. Speichern Sie die Partie als GGF (.ggf), um sie zu behalten.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The position shown is saved in %1.</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>Die gezeigte Stellung ist in %1 gespeichert.</translation>
    </message>
    <message>
        <source>Saved in %1.</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>In %1 gespeichert.</translation>
    </message>
    <message>
        <source>No game is kept yet: every game that ends or is left goes here.</source>
        <translation>Noch keine Partie aufbewahrt: Jede beendete oder verlassene Partie kommt hierher.</translation>
    </message>
    <message>
        <source>Cannot Open Kept Games</source>
        <translation>Aufbewahrte Partien können nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Kept Games</source>
        <translation>Aufbewahrte Partien</translation>
    </message>
    <message>
        <source>Nothing is lost: the game is still in Verso. Save it in another place (another folder or disk) with Save As.</source>
        <extracomment>Under a failed write: what the person can do</extracomment>
        <translation>Nichts ist verloren: Die Partie ist noch in Verso. Speichern Sie sie mit „Speichern unter“ an einem anderen Ort (anderer Ordner oder Datenträger).</translation>
    </message>
</context>
<context>
    <name>verso::app::GameAnnouncer</name>
    <message>
        <source>Game over: %1</source>
        <extracomment>Said by a screen reader when the game ends; %1 is the result (&quot;Black wins 50-14 …&quot;)</extracomment>
        <translation>Spielende: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (computer) played %2, %n disc(s) turned over.</source>
        <extracomment>Said by a screen reader after the computer&apos;s move: %1 is Black or White, %2 the square (d3), %n the number of discs it turned over</extracomment>
        <translation>
            <numerusform>%1 (Computer) spielte %2, %n Stein umgedreht.</numerusform>
            <numerusform>%1 (Computer) spielte %2, %n Steine umgedreht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2, %n disc(s) turned over.</source>
        <extracomment>Said by a screen reader after a person&apos;s move: %1 is Black or White, %2 the square (d3), %n the number of discs it turned over</extracomment>
        <translation>
            <numerusform>%1 spielte %2, %n Stein umgedreht.</numerusform>
            <numerusform>%1 spielte %2, %n Steine umgedreht.</numerusform>
        </translation>
    </message>
    <message>
        <source>New board: %1 to move.</source>
        <extracomment>Said by a screen reader when a new game starts or a game is opened; %1 is Black or White</extracomment>
        <translation>Neues Brett: %1 ist am Zug.</translation>
    </message>
    <message>
        <source>Move %1 of %2 shown: %3 to move.</source>
        <extracomment>Said by a screen reader after Undo, Redo or a jump in the move list: %1 is the number of moves shown, %2 the number of moves in the game, %3 Black or White</extracomment>
        <translation>Zug %1 von %2 angezeigt: %3 ist am Zug.</translation>
    </message>
</context>
<context>
    <name>verso::app::GameChooser</name>
    <message>
        <source>Games</source>
        <extracomment>Accessible name of the table of games in the game chooser (for screen readers)</extracomment>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Filter by player…</source>
        <extracomment>Placeholder of the game chooser&apos;s filter box: only games whose Black or White name contains the text are shown</extracomment>
        <translation>Nach Spieler filtern…</translation>
    </message>
    <message>
        <source>Filter by player</source>
        <extracomment>Accessible name of the game chooser&apos;s filter box (for screen readers)</extracomment>
        <translation>Nach Spieler filtern</translation>
    </message>
    <message>
        <source>Final position of the selected game</source>
        <extracomment>Accessible name of the small board beside the game chooser&apos;s table (for screen readers)</extracomment>
        <translation>Endstellung der gewählten Partie</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <extracomment>Game chooser: opens the selected game</extracomment>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Black: &lt;b&gt;%1&lt;/b&gt;</source>
        <extracomment>Game chooser, beside the table: the player of Black, %1 the name</extracomment>
        <translation>Schwarz: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>White: &lt;b&gt;%1&lt;/b&gt;</source>
        <extracomment>Game chooser, beside the table: the player of White, %1 the name</extracomment>
        <translation>Weiß: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Discs: %1 black, %2 white</source>
        <extracomment>Game chooser, beside the table: the discs on the board at the end of the selected game</extracomment>
        <translation>Steine: %1 schwarz, %2 weiß</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <extracomment>Game chooser, above the table: how many games the file or the clipboard holds</extracomment>
        <translation>
            <numerusform>%Ln Partie</numerusform>
            <numerusform>%Ln Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 games match</source>
        <extracomment>Game chooser, above the table, while filtering: %1 games shown of %2</extracomment>
        <translation>%1 von %2 Partien passen</translation>
    </message>
</context>
<context>
    <name>verso::app::GameChooserModel</name>
    <message>
        <source>%1 (agreed)</source>
        <extracomment>Game chooser, Result column: a score the players agreed on, %1 e.g. &quot;Black wins 39-25&quot;</extracomment>
        <translation>%1 (vereinbart)</translation>
    </message>
    <message>
        <source>%1 wins on time</source>
        <extracomment>Game chooser, Result column: the other side ran out of time; %1 is Black or White</extracomment>
        <translation>%1 gewinnt auf Zeit</translation>
    </message>
    <message>
        <source>%1 wins by resignation</source>
        <extracomment>Game chooser, Result column: the other side resigned; %1 is Black or White</extracomment>
        <translation>%1 gewinnt durch Aufgabe</translation>
    </message>
    <message>
        <source>position</source>
        <extracomment>Game chooser, Moves column: a position to start from, with no moves</extracomment>
        <translation>Stellung</translation>
    </message>
    <message>
        <source>unfinished</source>
        <extracomment>Game chooser, Result column: the moves stop before the end and no result is given</extracomment>
        <translation>unbeendet</translation>
    </message>
    <message>
        <source>#</source>
        <extracomment>Game chooser column: the game&apos;s number in the file</extracomment>
        <translation>#</translation>
    </message>
    <message>
        <source>Black</source>
        <extracomment>Game chooser column: the player of Black</extracomment>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <extracomment>Game chooser column: the player of White</extracomment>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>Game chooser column: how the game ended</extracomment>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Moves</source>
        <extracomment>Game chooser column: how many discs were placed</extracomment>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>Game chooser column: when the game was played</extracomment>
        <translation>Datum</translation>
    </message>
</context>
<context>
    <name>verso::app::GameNavigation</name>
    <message>
        <source>&amp;First Move</source>
        <extracomment>Go menu: show the start position of the game</extracomment>
        <translation>&amp;Erster Zug</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <extracomment>Go menu: show the position one move earlier</extracomment>
        <translation>&amp;Vorheriger Zug</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <extracomment>Go menu: show the position one move later</extracomment>
        <translation>&amp;Nächster Zug</translation>
    </message>
    <message>
        <source>&amp;Last Move</source>
        <extracomment>Go menu: show the position after the last move of the game</extracomment>
        <translation>&amp;Letzter Zug</translation>
    </message>
    <message>
        <source>&amp;Continue From Here</source>
        <extracomment>Go menu: start a new line of play at the position shown (dropping the moves after it)</extracomment>
        <translation>&amp;Von hier weiterspielen</translation>
    </message>
    <message>
        <source>Play on from the position shown; the moves after it are kept in the game library</source>
        <translation>Von der gezeigten Stellung weiterspielen; die Züge danach werden in der Partiesammlung aufbewahrt</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Zug %1 von %2</translation>
    </message>
    <message>
        <source>%1 — playing here starts a new line</source>
        <extracomment>While the board shows an earlier position; %1 is e.g. &quot;Move 23 of 41&quot;</extracomment>
        <translation>%1 – ein Zug hier beginnt eine neue Variante</translation>
    </message>
    <message>
        <source>%1 — Go &gt; Continue From Here plays on from here</source>
        <extracomment>While the board shows an earlier position where the computer is to move; %1 is e.g. &quot;Move 23 of 41&quot;</extracomment>
        <translation>%1 – Gehe zu &gt; Von hier weiterspielen spielt von hier weiter</translation>
    </message>
</context>
<context>
    <name>verso::app::GameOverDialog</name>
    <message>
        <source>Game Over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Review Game</source>
        <extracomment>Button of the result dialog: review the game that just ended (its mistakes and better moves)</extracomment>
        <translation>Partie &amp;überprüfen</translation>
    </message>
</context>
<context>
    <name>verso::app::GameSounds</name>
    <message>
        <source>&amp;Sound</source>
        <extracomment>View menu: turns the game&apos;s sound effects on and off</extracomment>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <source>Play a sound for each move, pass, refused move and result</source>
        <extracomment>Status bar tip of View &gt; Sound</extracomment>
        <translation>Einen Ton für jeden Zug, jedes Passen, jeden abgelehnten Zug und das Ergebnis spielen</translation>
    </message>
</context>
<context>
    <name>verso::app::HintActions</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Hide Hint</source>
        <translation>Tipp ausblenden</translation>
    </message>
    <message>
        <source>Show the move the computer would play for you</source>
        <translation>Den Zug zeigen, den der Computer an Ihrer Stelle spielen würde</translation>
    </message>
    <message>
        <source>Hide the hint, or stop looking for one</source>
        <translation>Den Tipp ausblenden oder die Suche nach einem Tipp abbrechen</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Suche einen guten Zug …</translation>
    </message>
    <message>
        <source>Asking %1 for a good move…</source>
        <extracomment>Status bar while the outside engine %1 is asked for a hint</extracomment>
        <translation>Frage %1 nach einem guten Zug …</translation>
    </message>
</context>
<context>
    <name>verso::app::LevelActions</name>
    <message>
        <source>&amp;%1  %2</source>
        <extracomment>A computer level in the Opponent &gt; Level menu: its number and its name, e.g. &quot;4 Club&quot;.</extracomment>
        <translation>&amp;%1  %2</translation>
    </message>
</context>
<context>
    <name>verso::app::LibraryModel</name>
    <message>
        <source>unfinished</source>
        <extracomment>The result column of the game library for a game that did not end on the board</extracomment>
        <translation>unbeendet</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>Game library column</extracomment>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>Game library column</extracomment>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>Game library column: the tournament, or the place a game was played</extracomment>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Source</source>
        <extracomment>Game library column: the file or database the game comes from</extracomment>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Moves</source>
        <extracomment>Game library column: the number of moves</extracomment>
        <translation>Züge</translation>
    </message>
</context>
<context>
    <name>verso::app::LibraryWindow</name>
    <message>
        <source>Through the position on the board</source>
        <extracomment>Game library filter: only games that reached the position shown on the board (mirrored too)</extracomment>
        <translation>Durch die Stellung auf dem Brett</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Game Library</source>
        <extracomment>Title of the game library window</extracomment>
        <translation>Partiensammlung</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>Placeholder of the game library&apos;s player filter</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>any</source>
        <extracomment>Game library year filter with no year chosen</extracomment>
        <translation>alle</translation>
    </message>
    <message>
        <source>Any result</source>
        <extracomment>Game library result filter</extracomment>
        <translation>Jedes Ergebnis</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Schwarz gewinnt</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Weiß gewinnt</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Years</source>
        <extracomment>Game library: between the two year filters, &quot;Years 1990 to 1999&quot;</extracomment>
        <translation>Jahre</translation>
    </message>
    <message>
        <source>to</source>
        <extracomment>Game library: between the two year filters</extracomment>
        <translation>bis</translation>
    </message>
    <message>
        <source>&amp;Add Database…</source>
        <extracomment>Game library button: add a WTHOR folder or a game file to the databases shown</extracomment>
        <translation>Datenbank &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Game library: a database that could not be read; %1 the path, %2 the reason</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: no WTHOR games in this folder</source>
        <translation>%1: keine WTHOR-Partien in diesem Ordner</translation>
    </message>
    <message>
        <source>%1: not a readable game file</source>
        <extracomment>Game library: a game file that could not be read</extracomment>
        <translation>%1: keine lesbare Partiedatei</translation>
    </message>
    <message>
        <source>Kept games</source>
        <extracomment>Game library: the source name of the person&apos;s own games (File &gt; Kept Games)</extracomment>
        <translation>Aufbewahrte Partien</translation>
    </message>
    <message>
        <source>%1: no games</source>
        <translation>%1: keine Partien</translation>
    </message>
    <message>
        <source>%1 of %2 games (%3 ms)</source>
        <extracomment>Game library: how many games pass the filters, e.g. &quot;1,234 of 105,386 games (35 ms)&quot;</extracomment>
        <translation>%1 von %2 Partien (%3 ms)</translation>
    </message>
    <message>
        <source>Opened from the library: %1 against %2.</source>
        <extracomment>In the status bar after a game was opened from the library; %1 Black&apos;s name, %2 White&apos;s</extracomment>
        <translation>Aus der Sammlung geöffnet: %1 gegen %2.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <extracomment>Game library: stops reading the databases</extracomment>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <extracomment>Game library: the database being read, e.g. &quot;Reading WTH_2001.wtb…&quot;</extracomment>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <source>Reading the game databases was cancelled.</source>
        <extracomment>In the status bar when the person stopped the library&apos;s reading</extracomment>
        <translation>Das Lesen der Partiendatenbanken wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Reading the game databases…</source>
        <extracomment>Game library: before the first database&apos;s name is known</extracomment>
        <translation>Die Partiendatenbanken werden gelesen…</translation>
    </message>
    <message>
        <source>Add a Game Database: a WTHOR year file (.wtb) adds its whole folder</source>
        <extracomment>File dialog title: pick a game database for the library</extracomment>
        <translation>Eine Partiendatenbank hinzufügen: eine WTHOR-Jahresdatei (.wtb) fügt ihren ganzen Ordner hinzu</translation>
    </message>
    <message>
        <source>WTHOR year files, GGF and transcript files (*.wtb *.ggf *.txt)
WTHOR year files: one adds every year of its folder (*.wtb)
All files (*)</source>
        <extracomment>File dialog filters of the game library, one per line</extracomment>
        <translation>WTHOR-Jahresdateien, GGF- und Zugfolgedateien (*.wtb *.ggf *.txt)
WTHOR-Jahresdateien: eine fügt jedes Jahr ihres Ordners hinzu (*.wtb)
Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Filter by player</source>
        <extracomment>Accessible names of the game library&apos;s filters and table (for screen readers)</extracomment>
        <translation>Nach Spieler filtern</translation>
    </message>
    <message>
        <source>From year</source>
        <translation>Ab Jahr</translation>
    </message>
    <message>
        <source>To year</source>
        <translation>Bis Jahr</translation>
    </message>
    <message>
        <source>Games in the library</source>
        <translation>Partien in der Bibliothek</translation>
    </message>
</context>
<context>
    <name>verso::app::MainWindow</name>
    <message>
        <source>No game in progress</source>
        <translation>Kein Spiel im Gange</translation>
    </message>
    <message>
        <source>Paused: %1 to move</source>
        <extracomment>Status bar; %1 is Black or White</extracomment>
        <translation>Pause: %1 ist am Zug</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <extracomment>Status bar; %1 is Black or White, in both of these</extracomment>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <translation>%1 (Computer) denkt nach …</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>Title of the dialog announcing that a side must pass (the noun, not a button)</extracomment>
        <translation>Passen</translation>
    </message>
    <message>
        <source>How to Play</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <source>About Verso</source>
        <translation>Über Verso</translation>
    </message>
    <message>
        <source>Resign</source>
        <extracomment>Title of the dialog that asks whether to resign</extracomment>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Resign this game? Your opponent wins. Undo takes the resignation back.</source>
        <translation>Diese Partie aufgeben? Ihr Gegner gewinnt. „Rückgängig“ nimmt die Aufgabe zurück.</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <extracomment>Button that confirms resigning the game</extracomment>
        <translation>&amp;Aufgeben</translation>
    </message>
    <message>
        <source>&amp;Library…</source>
        <extracomment>File menu: the game library (own games and game databases)</extracomment>
        <translation>&amp;Sammlung…</translation>
    </message>
    <message>
        <source>Your games and game databases: find games by player, year, result or position</source>
        <translation>Ihre Partien und Partiendatenbanken: Partien nach Spieler, Jahr, Ergebnis oder Stellung finden</translation>
    </message>
    <message>
        <source>Game Not Kept</source>
        <extracomment>Title of the warning when a game could not be kept in File &gt; Kept Games</extracomment>
        <translation>Partie nicht gespeichert</translation>
    </message>
    <message>
        <source>Unfinished Game Not Saved</source>
        <extracomment>Title of the warning when the unfinished game cannot be saved for the next start</extracomment>
        <translation>Unbeendete Partie nicht gesichert</translation>
    </message>
</context>
<context>
    <name>verso::app::MoveListDock</name>
    <message>
        <source>Moves</source>
        <extracomment>Title of the panel listing the game&apos;s moves</extracomment>
        <translation>Züge</translation>
    </message>
    <message>
        <source>&amp;Move List</source>
        <extracomment>View menu: shows or hides the list of moves beside the board</extracomment>
        <translation>&amp;Zugliste</translation>
    </message>
</context>
<context>
    <name>verso::app::MoveListModel</name>
    <message>
        <source>pass</source>
        <extracomment>A pass in the move list (the side to move had no move), short and lower case like &quot;f5&quot;</extracomment>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Move %1: %2 passes</source>
        <extracomment>Tool tip of a pass in the move list; %1 is the move number, %2 Black or White</extracomment>
        <translation>Zug %1: %2 passt</translation>
    </message>
    <message>
        <source>Move %1: %2 %3</source>
        <extracomment>Tool tip of a move in the move list; %1 is the move number, %2 Black or White, %3 the square such as &quot;f5&quot;</extracomment>
        <translation>Zug %1: %2 %3</translation>
    </message>
    <message>
        <source>%1 (taken back)</source>
        <extracomment>Tool tip addition for a move that was taken back (Redo plays it again); %1 is the tool tip</extracomment>
        <translation>%1 (zurückgenommen)</translation>
    </message>
</context>
<context>
    <name>verso::app::MoveListPanel</name>
    <message>
        <source>Moves</source>
        <extracomment>Accessible name of the table of moves beside the board</extracomment>
        <translation>Züge</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Tool tip of a player&apos;s name above the move list; %1 is Black or White, %2 the name</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Opening: %1</source>
        <extracomment>Above the move list: the named opening the game is in, e.g. &quot;Opening: Tiger&quot;</extracomment>
        <translation>Eröffnung: %1</translation>
    </message>
</context>
<context>
    <name>verso::app::NewGameActions</name>
    <message>
        <source>Ne&amp;w Game…</source>
        <extracomment>File menu: opens the dialog choosing the start position and the clocks of a new game</extracomment>
        <translation>Neue Partie &amp;wählen…</translation>
    </message>
    <message>
        <source>Choose where the game starts and its time control</source>
        <extracomment>Status tip of File &gt; New Game…</extracomment>
        <translation>Wählen, wo die Partie beginnt und mit welcher Bedenkzeit</translation>
    </message>
</context>
<context>
    <name>verso::app::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <extracomment>Title of the dialog opened by File &gt; New Game…</extracomment>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>The Opponent menu chooses who plays.</source>
        <extracomment>New Game dialog: where to change who plays, under the line saying who plays</extracomment>
        <translation>Wer spielt, wählt das Menü Gegner.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <extracomment>New Game dialog: the button that starts the game with the choices made</extracomment>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>New Game dialog: group choosing the position the game starts from</extracomment>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>An &amp;XOT opening (eight balanced moves, chosen at random)</source>
        <extracomment>New Game dialog: start after the eight moves of a balanced XOT opening picked at random</extracomment>
        <translation>Eine &amp;XOT-Eröffnung (acht ausgeglichene Züge, zufällig gewählt)</translation>
    </message>
    <message>
        <source>A &amp;random position with</source>
        <extracomment>New Game dialog: start from a position reached by random moves; a number field follows</extracomment>
        <translation>Eine &amp;Zufallsstellung mit</translation>
    </message>
    <message>
        <source>The list of XOT openings could not be read: %1</source>
        <extracomment>New Game dialog: tooltip of the XOT choice when the list of openings cannot be read</extracomment>
        <translation>Die Liste der XOT-Eröffnungen ließ sich nicht lesen: %1</translation>
    </message>
    <message>
        <source> discs</source>
        <extracomment>New Game dialog: suffix of the number of discs of a random start, e.g. &quot;20 discs&quot;</extracomment>
        <translation> Steine</translation>
    </message>
    <message>
        <source>Discs of the random position</source>
        <extracomment>Accessible name of the number field of a random start</extracomment>
        <translation>Steine der Zufallsstellung</translation>
    </message>
    <message>
        <source>Time Control</source>
        <extracomment>New Game dialog: group choosing the clocks of the game</extracomment>
        <translation>Bedenkzeit</translation>
    </message>
    <message>
        <source>St&amp;andard position</source>
        <extracomment>New Game dialog: start from the usual four discs</extracomment>
        <translation>&amp;Grundstellung</translation>
    </message>
</context>
<context>
    <name>verso::app::PositionEditor</name>
    <message>
        <source>Black has no move and will pass.</source>
        <extracomment>Position editor: Black is to move in the position set up but has no move (allowed)</extracomment>
        <translation>Schwarz hat keinen Zug und wird passen.</translation>
    </message>
    <message>
        <source>White has no move and will pass.</source>
        <extracomment>Position editor: White is to move in the position set up but has no move (allowed)</extracomment>
        <translation>Weiß hat keinen Zug und wird passen.</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <extracomment>Title of the dialog opened by Edit &gt; Set Up Position</extracomment>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <source>Board to set up</source>
        <extracomment>Accessible name of the board in the position editor (for screen readers)</extracomment>
        <translation>Aufzubauendes Brett</translation>
    </message>
    <message>
        <source>Paint With</source>
        <extracomment>Group of the position editor: what a left click puts on a square</extracomment>
        <translation>Malen mit</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <extracomment>Painting tool: a left click puts a black disc</extracomment>
        <translation>&amp;Schwarz</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <extracomment>Painting tool: a left click puts a white disc</extracomment>
        <translation>&amp;Weiß</translation>
    </message>
    <message>
        <source>&amp;Empty</source>
        <extracomment>Painting tool: a left click empties the square</extracomment>
        <translation>&amp;Leer</translation>
    </message>
    <message>
        <source>Click or drag across squares. Clicking a disc of the chosen colour, or using the right button, empties a square.</source>
        <extracomment>Position editor: how to paint the board</extracomment>
        <translation>Klicken oder über Felder ziehen. Ein Klick auf einen Stein der gewählten Farbe oder die rechte Taste leert ein Feld.</translation>
    </message>
    <message>
        <source>Side to Move</source>
        <extracomment>Group of the position editor: whose turn it is in the position set up</extracomment>
        <translation>Am Zug</translation>
    </message>
    <message>
        <source>Blac&amp;k</source>
        <extracomment>Side to move in the position editor</extracomment>
        <translation>Sch&amp;warz</translation>
    </message>
    <message>
        <source>W&amp;hite</source>
        <extracomment>Side to move in the position editor</extracomment>
        <translation>We&amp;iß</translation>
    </message>
    <message>
        <source>Discs</source>
        <extracomment>Group of the position editor: how many discs of each colour and empty squares there are</extracomment>
        <translation>Steine</translation>
    </message>
    <message>
        <source>Empty squares</source>
        <extracomment>Row of the disc counts in the position editor: the number of empty squares</extracomment>
        <translation>Leere Felder</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <extracomment>Position editor: takes every disc off the board</extracomment>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>&amp;Initial Position</source>
        <extracomment>Position editor: puts back the four discs of the start position, Black to move</extracomment>
        <translation>&amp;Anfangsstellung</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <extracomment>Position editor: closes it and starts a game from the position set up</extracomment>
        <translation>&amp;Von hier spielen</translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <extracomment>Position editor: why a game cannot start from the position set up</extracomment>
        <translation>Das Brett ist leer.</translation>
    </message>
    <message>
        <source>Neither side can move: the game would be over at once.</source>
        <extracomment>Position editor: why a game cannot start from the position set up</extracomment>
        <translation>Keine Seite kann ziehen: Die Partie wäre sofort vorbei.</translation>
    </message>
</context>
<context>
    <name>verso::app::PracticeDock</name>
    <message>
        <source>Practice</source>
        <extracomment>Title of the practice panel</extracomment>
        <translation>Training</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <extracomment>Game menu: opens the practice panel (puzzles from your mistakes and real endgames)</extracomment>
        <translation>&amp;Training</translation>
    </message>
    <message>
        <source>No puzzle is due. Puzzles come from the mistakes in games you review.</source>
        <extracomment>Practice: no own-mistake puzzle is due</extracomment>
        <translation>Keine Aufgabe ist fällig. Aufgaben entstehen aus den Fehlern in Partien, die du analysieren lässt.</translation>
    </message>
    <message>
        <source>No more puzzles in these games.</source>
        <translation>Diese Partien enthalten keine weiteren Aufgaben.</translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>Practice buttons</extracomment>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Show Solution</source>
        <translation>Lösung zeigen</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>Nochmal</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Own mistakes</source>
        <extracomment>Where practice puzzles come from</extracomment>
        <translation>Eigene Fehler</translation>
    </message>
    <message>
        <source>Endgames</source>
        <translation>Endspiele</translation>
    </message>
    <message>
        <source>Any (at random)</source>
        <extracomment>Placeholder of the practice&apos;s player filter: empty means games at random</extracomment>
        <translation>Beliebig (zufällig)</translation>
    </message>
    <message>
        <source>Exact</source>
        <extracomment>Practice tolerance: only the best move is right</extracomment>
        <translation>Genau</translation>
    </message>
    <message numerus="yes">
        <source>%n disc(s)</source>
        <extracomment>Practice tolerance: a move losing at most this many discs is right</extracomment>
        <translation>
            <numerusform>%n Stein</numerusform>
            <numerusform>%n Steine</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzles:</source>
        <extracomment>Practice options (labels)</extracomment>
        <translation>Aufgaben:</translation>
    </message>
    <message>
        <source>Empties:</source>
        <translation>Leere Felder:</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Tolerance:</source>
        <translation>Toleranz:</translation>
    </message>
    <message>
        <source>Looking for a puzzle…</source>
        <extracomment>Practice: waiting for the next puzzle (reading games, solving endgames)</extracomment>
        <translation>Suche eine Aufgabe…</translation>
    </message>
    <message>
        <source>Hint: the best move is one of the marked squares.</source>
        <extracomment>Practice hint: the board marks fewer squares than the legal moves</extracomment>
        <translation>Tipp: Der beste Zug ist eines der markierten Felder.</translation>
    </message>
    <message>
        <source>Solution: %1</source>
        <extracomment>Practice: the best line played out on the board, e.g. &quot;a2 b1 a1 (+0)&quot;</extracomment>
        <translation>Lösung: %1</translation>
    </message>
    <message>
        <source>Practice progress could not be kept: %1</source>
        <extracomment>%1 is the system&apos;s reason, e.g. &quot;No space left on device&quot;</extracomment>
        <translation>Der Trainingsfortschritt konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Practice progress could not be read (%1); the file was kept as %2</source>
        <extracomment>%1 why the file could not be read, %2 where it was kept</extracomment>
        <translation>Der Trainingsfortschritt konnte nicht gelesen werden (%1); die Datei wurde als %2 aufbewahrt</translation>
    </message>
    <message>
        <source>Any, or 1990-2000</source>
        <extracomment>Placeholder of the practice&apos;s years filter: empty means any year</extracomment>
        <translation>Alle, oder 1990-2000</translation>
    </message>
    <message>
        <source>Years:</source>
        <translation>Jahre:</translation>
    </message>
</context>
<context>
    <name>verso::app::PreferencesDialog</name>
    <message>
        <source>Two people on this screen</source>
        <translation>Zwei Personen an diesem Bildschirm</translation>
    </message>
    <message>
        <source>You against the computer</source>
        <translation>Sie gegen den Computer</translation>
    </message>
    <message>
        <source>The computer against itself</source>
        <translation>Der Computer gegen sich selbst</translation>
    </message>
    <message>
        <source>Black (moves first)</source>
        <extracomment>The colour of the discs the person plays</extracomment>
        <translation>Schwarz (zieht zuerst)</translation>
    </message>
    <message>
        <source>White</source>
        <extracomment>The colour of the discs the person plays</extracomment>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <extracomment>A computer level: its number and its name, e.g. &quot;4 - Club&quot;</extracomment>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Instant</source>
        <extracomment>Animation speed</extracomment>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Animation speed</extracomment>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Animation speed</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Animation speed</extracomment>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Board &amp;theme:</source>
        <extracomment>Preferences: the colours of the board and discs (classic green, dark, wood, high contrast)</extracomment>
        <translation>Brett-&amp;Design:</translation>
    </message>
    <message>
        <source>T&amp;hreads:</source>
        <extracomment>Preferences: how many threads (processor cores) the computer&apos;s searches use</extracomment>
        <translation>T&amp;hreads:</translation>
    </message>
    <message numerus="yes">
        <source>The strongest level, the hint, analysis and the review share them. This computer has %n core(s).</source>
        <extracomment>Preferences, the note on Threads: who shares them; %n the number of cores of this computer</extracomment>
        <translation>
            <numerusform>Die stärkste Stufe, der Tipp, die Analyse und die Partiebewertung teilen sie sich. Dieser Computer hat %n Kern.</numerusform>
            <numerusform>Die stärkste Stufe, der Tipp, die Analyse und die Partiebewertung teilen sie sich. Dieser Computer hat %n Kerne.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>verso::app::ReviewDock</name>
    <message>
        <source>Review</source>
        <extracomment>Title of the panel with the review of the game</extracomment>
        <translation>Überprüfung</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>Partie über&amp;prüfen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Review Panel</source>
        <extracomment>View menu: shows or hides the panel with the game review</extracomment>
        <translation>Überprüfungs-&amp;Bereich</translation>
    </message>
    <message>
        <source>Find the mistakes of both sides, what they cost and what was better</source>
        <translation>Die Fehler beider Seiten finden, was sie kosteten und was besser war</translation>
    </message>
    <message>
        <source>Game &gt; Review Game finds the mistakes of both sides.</source>
        <translation>Partie &gt; Partie überprüfen findet die Fehler beider Seiten.</translation>
    </message>
    <message>
        <source>Reviewing the game (depth %1, exact from %2 empties)…</source>
        <extracomment>While the review runs; %1 the depth of its searches, %2 the empties it judges exactly</extracomment>
        <translation>Überprüfe die Partie (Tiefe %1, exakt ab %2 leeren Feldern)…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <extracomment>After the review was cancelled; the game is as it was</extracomment>
        <translation>Überprüfung abgebrochen.</translation>
    </message>
    <message>
        <source>The review is done: click a move in the Review panel to see what was better.</source>
        <extracomment>In the status bar when the review is done</extracomment>
        <translation>Die Überprüfung ist fertig: Klicken Sie auf einen Zug im Überprüfungs-Bereich, um zu sehen, was besser war.</translation>
    </message>
    <message>
        <source>Average loss</source>
        <extracomment>Review summary row: the average number of discs lost per move</extracomment>
        <translation>Mittlerer Verlust</translation>
    </message>
    <message>
        <source>%1 lost nothing.</source>
        <extracomment>In the review summary: a side&apos;s (up to) three costliest moves; %1 Black or White</extracomment>
        <translation>%1 hat nichts verloren.</translation>
    </message>
    <message>
        <source>%1&apos;s costliest: %2</source>
        <extracomment>In the review summary, e.g. &quot;Black&apos;s costliest: 8. a2 (−23), 23. g2 (−18)&quot;, with the move numbers of the move list</extracomment>
        <translation>Teuerste Züge von %1: %2</translation>
    </message>
    <message>
        <source>Loss in discs: good ≤ 1, inaccuracy ≤ 3, mistake ≤ 7, blunder more; giving away a won or drawn ending is at least a mistake.</source>
        <extracomment>Under the review summary: the class scale in discs lost against the best move</extracomment>
        <translation>Verlust in Steinen: gut ≤ 1, Ungenauigkeit ≤ 3, Fehler ≤ 7, grober Fehler mehr; ein gewonnenes oder remises Endspiel herzugeben ist mindestens ein Fehler.</translation>
    </message>
    <message>
        <source>Move %1, %2: the only move.</source>
        <extracomment>In the status bar for a reviewed move that was the only one; %1 move number, %2 the move</extracomment>
        <translation>Zug %1, %2: der einzige Zug.</translation>
    </message>
    <message numerus="yes">
        <source>Move %1, %2 (%3): %4, %n disc(s) worse than %5 (%6). ▶ plays the better line.</source>
        <extracomment>In the status bar for a reviewed move; e.g. &quot;Move 23, e6 (−4): mistake, 6 discs worse than f5 (+2).&quot; %4 is the class (best, good, inaccuracy, mistake, blunder); %n the discs lost</extracomment>
        <translation>
            <numerusform>Zug %1, %2 (%3): %4, %n Stein schlechter als %5 (%6). ▶ spielt die bessere Variante.</numerusform>
            <numerusform>Zug %1, %2 (%3): %4, %n Steine schlechter als %5 (%6). ▶ spielt die bessere Variante.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1, %2 (%3): the best move.</source>
        <extracomment>In the status bar for a reviewed move that was the best; e.g. &quot;Move 23, e6 (+2): the best move&quot;</extracomment>
        <translation>Zug %1, %2 (%3): der beste Zug.</translation>
    </message>
    <message>
        <source>Review summary</source>
        <extracomment>Accessible name of the review&apos;s summary text (for screen readers)</extracomment>
        <translation>Zusammenfassung der Überprüfung</translation>
    </message>
    <message>
        <source>Reviewed moves</source>
        <extracomment>Accessible name of the table of reviewed moves (for screen readers)</extracomment>
        <translation>Überprüfte Züge</translation>
    </message>
</context>
<context>
    <name>verso::app::ReviewModel</name>
    <message>
        <source>Judged exactly</source>
        <extracomment>Tooltip of a reviewed move: how it was judged, e.g. &quot;exact&quot; or &quot;depth 14&quot;</extracomment>
        <translation>Exakt beurteilt</translation>
    </message>
    <message>
        <source>Judged by a search of depth %1</source>
        <translation>Beurteilt mit einer Suche der Tiefe %1</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>Review table column: the move number and who played it</extracomment>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>Review table column: the move played and its value</extracomment>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Best</source>
        <extracomment>Review table column: the best move and its value</extracomment>
        <translation>Bester</translation>
    </message>
    <message>
        <source>Loss</source>
        <extracomment>Review table column: discs lost against the best move</extracomment>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>Class</source>
        <extracomment>Review table column: best, good, inaccuracy, mistake, blunder</extracomment>
        <translation>Bewertung</translation>
    </message>
</context>
<context>
    <name>verso::app::SoundPreferences</name>
    <message>
        <source>Sound</source>
        <extracomment>Preferences: the group with the sound effects&apos; settings</extracomment>
        <translation>Ton</translation>
    </message>
    <message>
        <source>&amp;Play sounds for moves, passes and results</source>
        <extracomment>Preferences: turns the sound effects on and off</extracomment>
        <translation>Töne für Züge, Passen und Ergebnisse &amp;abspielen</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <extracomment>Preferences: the sound effects&apos; volume</extracomment>
        <translation>&amp;Lautstärke:</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <extracomment>Preferences: the name a screen reader gives the volume slider</extracomment>
        <translation>Lautstärke der Töne</translation>
    </message>
</context>
<context>
    <name>verso::app::ThemeChooser</name>
    <message>
        <source>Classic green</source>
        <extracomment>A board theme in Preferences: the green board</extracomment>
        <translation>Klassisch grün</translation>
    </message>
    <message>
        <source>Dark</source>
        <extracomment>A board theme in Preferences: a dark grey-blue board for dark desktops</extracomment>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Wood</source>
        <extracomment>A board theme in Preferences: a board of light wood</extracomment>
        <translation>Holz</translation>
    </message>
    <message>
        <source>High contrast</source>
        <extracomment>A board theme in Preferences: high contrast, with a dot on every white disc</extracomment>
        <translation>Hoher Kontrast</translation>
    </message>
</context>
<context>
    <name>verso::app::ThemePreview</name>
    <message>
        <source>Preview of the board theme</source>
        <extracomment>Accessible name of the small board in Preferences that shows the chosen theme</extracomment>
        <translation>Vorschau des Brett-Designs</translation>
    </message>
</context>
<context>
    <name>verso::app::TimeControlChooser</name>
    <message>
        <source>%1 min</source>
        <extracomment>A time control&apos;s duration in whole minutes, e.g. &quot;5 min&quot; (keep it short)</extracomment>
        <translation>%1 Min.</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>A time control&apos;s duration in seconds, e.g. &quot;3 s&quot; (keep it short)</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A time control&apos;s duration of minutes and seconds, e.g. &quot;1 min 30 s&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Custom…</source>
        <extracomment>New Game: the time control entry that shows fields for any time and increment</extracomment>
        <translation>Eigene…</translation>
    </message>
    <message>
        <source> min</source>
        <extracomment>Suffix of the minutes field of a custom time control (with a leading space)</extracomment>
        <translation> Min.</translation>
    </message>
    <message>
        <source> s</source>
        <extracomment>Suffix of the seconds field of a custom time control (with a leading space)</extracomment>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Time per side:</source>
        <extracomment>Custom time control: each side&apos;s time for the whole game</extracomment>
        <translation>&amp;Zeit je Seite:</translation>
    </message>
    <message>
        <source>&amp;Increment per move:</source>
        <extracomment>Custom time control: the time added to a side&apos;s clock after each of its moves</extracomment>
        <translation>&amp;Zuschlag je Zug:</translation>
    </message>
    <message>
        <source>No clock</source>
        <extracomment>New Game: the time control of a game without clocks</extracomment>
        <translation>Ohne Uhr</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <extracomment>A time control: each side&apos;s time, then the increment per move, e.g. &quot;5 min + 3 s&quot;</extracomment>
        <translation>%1 + %2</translation>
    </message>
</context>
<context>
    <name>verso::app::TimeGraph</name>
    <message>
        <source>The time each move took; click to go there</source>
        <extracomment>Tooltip of the time graph under the evaluation graph</extracomment>
        <translation>Die Zeit, die jeder Zug gedauert hat; klicken, um dorthin zu gehen</translation>
    </message>
    <message>
        <source>Time per move</source>
        <extracomment>Above the time graph (the time each move of a timed game took) before any move</extracomment>
        <translation>Zeit pro Zug</translation>
    </message>
    <message>
        <source>Time per move, longest %1</source>
        <extracomment>Above the time graph: %1 the longest time a move took, e.g. &quot;0:42&quot; or &quot;0:04.2&quot;</extracomment>
        <translation>Zeit pro Zug, längster %1</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <extracomment>Tooltip of a bar of the time graph, e.g. &quot;Move 12: 0:04.2&quot;</extracomment>
        <translation>Zug %1: %2</translation>
    </message>
</context>
</TS>
