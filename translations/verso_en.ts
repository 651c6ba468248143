<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ClockTexts</name>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <extracomment>A clock&apos;s time left as a screen reader says it, e.g. &quot;1 hour 2 minutes 3 seconds&quot;</extracomment>
        <translation>
            <numerusform>%n hour</numerusform>
            <numerusform>%n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>A clock&apos;s time left as a screen reader says it, e.g. &quot;4 minutes 59 seconds&quot;</extracomment>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>A clock&apos;s time left as a screen reader says it, e.g. &quot;4 minutes 59 seconds&quot;</extracomment>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LevelName</name>
    <message numerus="yes">
        <source>Plays a random move %1% of the time; otherwise looks %n move(s) ahead and misjudges each move by up to %2 discs</source>
        <extracomment>A level&apos;s tip. %1: how often it plays any legal move at all, in per cent; %n: moves searched ahead; %2: the most its judgement of a move is off, in discs.</extracomment>
        <translation>
            <numerusform>Plays a random move %1% of the time; otherwise looks %n move ahead and misjudges each move by up to %2 discs</numerusform>
            <numerusform>Plays a random move %1% of the time; otherwise looks %n moves ahead and misjudges each move by up to %2 discs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Looks %1 moves ahead, exactly from %2 empty squares, and misjudges each move by up to %n disc(s)</source>
        <extracomment>A level&apos;s tip. %1: moves searched ahead; %2: empty squares left when it counts exactly; %n: the most its judgement of a move is off, in discs.</extracomment>
        <translation>
            <numerusform>Looks %1 moves ahead, exactly from %2 empty squares, and misjudges each move by up to %n disc</numerusform>
            <numerusform>Looks %1 moves ahead, exactly from %2 empty squares, and misjudges each move by up to %n discs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searches at most %1 million positions a move: up to %n move(s) ahead, exactly from %2 empty squares</source>
        <extracomment>A level&apos;s tip. %1: its budget in millions of positions; %n: moves searched ahead at most; %2: empty squares left when it solves exactly.</extracomment>
        <translation>
            <numerusform>Searches at most %1 million positions a move: up to %n move ahead, exactly from %2 empty squares</numerusform>
            <numerusform>Searches at most %1 million positions a move: up to %n moves ahead, exactly from %2 empty squares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Looks %n move(s) ahead and plays perfectly from %1 empty squares</source>
        <extracomment>A level&apos;s tip. %n: moves searched ahead; %1: empty squares left when perfect play starts.</extracomment>
        <translation>
            <numerusform>Looks %n move ahead and plays perfectly from %1 empty squares</numerusform>
            <numerusform>Looks %n moves ahead and plays perfectly from %1 empty squares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Strongest, %n s a move</source>
        <extracomment>Name of a computer level that plays its strongest, thinking about %n seconds a move</extracomment>
        <translation>
            <numerusform>Strongest, %n s a move</numerusform>
            <numerusform>Strongest, %n s a move</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Thinks about %n second(s) a move on average, longer in the middle game, and plays perfectly as early as that allows</source>
        <extracomment>A level&apos;s tip. %n: the seconds it thinks a move on average over a game.</extracomment>
        <translation>
            <numerusform>Thinks about %n second a move on average, longer in the middle game, and plays perfectly as early as that allows</numerusform>
            <numerusform>Thinks about %n seconds a move on average, longer in the middle game, and plays perfectly as early as that allows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PracticeTexts</name>
    <message numerus="yes">
        <source>%1 loses %n disc(s)</source>
        <extracomment>A wrong answer: %1 the move; %n the discs it loses against the best move</extracomment>
        <translation>
            <numerusform>%1 loses %n disc</numerusform>
            <numerusform>%1 loses %n discs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Kept games could be read only in part, so puzzles came from the first %n game(s) only: %1</source>
        <extracomment>Practice: the kept games failed part-way; %n games were read and gave puzzles, %1 why</extracomment>
        <translation>
            <numerusform>Kept games could be read only in part, so puzzles came from the first game only: %1</numerusform>
            <numerusform>Kept games could be read only in part, so puzzles came from the first %n games only: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message numerus="yes">
        <source>Black has %n disc(s)</source>
        <translation>
            <numerusform>Black has %n disc</numerusform>
            <numerusform>Black has %n discs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White has %n disc(s)</source>
        <translation>
            <numerusform>White has %n disc</numerusform>
            <numerusform>White has %n discs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>verso::app::AutosaveKeeper</name>
    <message numerus="yes">
        <source>It was left after %n move(s) when Verso closed.</source>
        <extracomment>%n is the number of moves already played in the saved game</extracomment>
        <translation>
            <numerusform>It was left after %n move when Verso closed.</numerusform>
            <numerusform>It was left after %n moves when Verso closed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other unfinished game(s) kept in File &gt; Kept Games.</source>
        <extracomment>In the status bar after a saved game was resumed while others were waiting</extracomment>
        <translation>
            <numerusform>%n other unfinished game kept in File &gt; Kept Games.</numerusform>
            <numerusform>%n other unfinished games kept in File &gt; Kept Games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more unfinished game(s) will be offered after this one; a game not resumed is kept in File &gt; Kept Games.</source>
        <extracomment>Under the question when windows running at once left several unfinished games</extracomment>
        <translation>
            <numerusform>%n more unfinished game will be offered after this one; a game not resumed is kept in File &gt; Kept Games.</numerusform>
            <numerusform>%n more unfinished games will be offered after this one; a game not resumed is kept in File &gt; Kept Games.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>verso::app::ExplorerDock</name>
    <message numerus="yes">
        <source>%Ln game(s) in your library from this position</source>
        <extracomment>Explorer: how many games of the library went on from the board&apos;s position</extracomment>
        <translation>
            <numerusform>%Ln game in your library from this position</numerusform>
            <numerusform>%Ln games in your library from this position</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>verso::app::GameAnnouncer</name>
    <message numerus="yes">
        <source>%1 (computer) played %2, %n disc(s) turned over.</source>
        <extracomment>Said by a screen reader after the computer&apos;s move: %1 is Black or White, %2 the square (d3), %n the number of discs it turned over</extracomment>
        <translation>
            <numerusform>%1 (computer) played %2, %n disc turned over.</numerusform>
            <numerusform>%1 (computer) played %2, %n discs turned over.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2, %n disc(s) turned over.</source>
        <extracomment>Said by a screen reader after a person&apos;s move: %1 is Black or White, %2 the square (d3), %n the number of discs it turned over</extracomment>
        <translation>
            <numerusform>%1 played %2, %n disc turned over.</numerusform>
            <numerusform>%1 played %2, %n discs turned over.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>verso::app::GameChooser</name>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <extracomment>Game chooser, above the table: how many games the file or the clipboard holds</extracomment>
        <translation>
            <numerusform>%Ln game</numerusform>
            <numerusform>%Ln games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>verso::app::PracticeDock</name>
    <message numerus="yes">
        <source>%n disc(s)</source>
        <extracomment>Practice tolerance: a move losing at most this many discs is right</extracomment>
        <translation>
            <numerusform>%n disc</numerusform>
            <numerusform>%n discs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>verso::app::PreferencesDialog</name>
    <message numerus="yes">
        <source>The strongest level, the hint, analysis and the review share them. This computer has %n core(s).</source>
        <extracomment>Preferences, the note on Threads: who shares them; %n the number of cores of this computer</extracomment>
        <translation>
            <numerusform>The strongest level, the hint, analysis and the review share them. This computer has %n core.</numerusform>
            <numerusform>The strongest level, the hint, analysis and the review share them. This computer has %n cores.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>verso::app::ReviewDock</name>
    <message numerus="yes">
        <source>Move %1, %2 (%3): %4, %n disc(s) worse than %5 (%6). ▶ plays the better line.</source>
        <extracomment>In the status bar for a reviewed move; e.g. &quot;Move 23, e6 (−4): mistake, 6 discs worse than f5 (+2).&quot; %4 is the class (best, good, inaccuracy, mistake, blunder); %n the discs lost</extracomment>
        <translation>
            <numerusform>Move %1, %2 (%3): %4, %n disc worse than %5 (%6). ▶ plays the better line.</numerusform>
            <numerusform>Move %1, %2 (%3): %4, %n discs worse than %5 (%6). ▶ plays the better line.</numerusform>
        </translation>
    </message>
</context>
</TS>
