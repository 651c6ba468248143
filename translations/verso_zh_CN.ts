<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>LanguageChoice</name>
    <message>
        <source>System language</source>
        <extracomment>In Preferences: follow the language of the operating system</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LevelName</name>
    <message>
        <source>Beginner</source>
        <extracomment>Name of a computer level, the weakest</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Novice</source>
        <extracomment>Name of a computer level</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casual</source>
        <extracomment>Name of a computer level</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club</source>
        <extracomment>Name of a computer level: plays like a club player</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advanced</source>
        <extracomment>Name of a computer level</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <extracomment>Name of a computer level</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master</source>
        <extracomment>Name of a computer level</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <extracomment>Name of a computer level, the strongest</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Verso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Opponent</source>
        <extracomment>Menu: who plays against whom</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <extracomment>Menu of the computer&apos;s playing strengths</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game with the same opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay a move taken back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <extracomment>Menu command: pause the game (a verb)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause or resume the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave Verso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Human vs Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two people take turns at this board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human vs &amp;Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;omputer vs Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch the computer play itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play &amp;Black (move first)</source>
        <extracomment>Menu command: the person plays the black discs</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a game against the computer, you play black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play &amp;White</source>
        <extracomment>Menu command: the person plays the white discs</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a game against the computer, you play white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Legal Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark the squares where the side to move may play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Last &amp;Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark the disc placed last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a-h and 1-8 around the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <extracomment>Animation speed: no flip animation</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discs turn over at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick flip animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal flip animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow flip animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules of Reversi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Verso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About this program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;references…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent, level, animation, markers and language</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>Group of settings about the game and the opponent</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Your colour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause before the computer moves:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>Group of settings about how the board looks</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark the &amp;legal moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark the last &amp;move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the &amp;coordinates (a–h, 1–8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language is used the next time Verso starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <comment>Unit after the number of milliseconds, with a space before it</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RefusalText</name>
    <message>
        <source>That is not a square: use a letter a-h and a digit 1-8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already occupied.</source>
        <extracomment>%1 is a square such as e6</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That square is already occupied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A disc on %1 would not flip any disc.</source>
        <extracomment>%1 is a square such as e6</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A disc on that square would not flip any disc.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot pass while you have a legal move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no legal move: this side must pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The move is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SavedGameFormat</name>
    <message>
        <source>it is not a Verso saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its header line is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was written by a newer version of Verso (format %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has %1 lines instead of 4, so it is incomplete or damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line 2 does not hold the start position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the start position on line 2 is damaged (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line 3 does not hold the moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the move list on line 3 is damaged (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line 4 does not hold a valid move number</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SavedGameStore</name>
    <message>
        <source>The unfinished game was not saved because %1 holds another file that could not be moved aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unfinished game could not be saved because the folder %1 could not be created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unfinished game could not be saved to %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it could not be opened (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is far too large to be a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it could not be moved aside and will be left untouched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was kept as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unfinished game in %1 could not be resumed because %2; %3.</source>
        <extracomment>%1 is the file, %2 why it cannot be used, %3 where it was moved</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Black</source>
        <comment>the side playing the black discs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <comment>the side playing the white discs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins by resignation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw %1-%2</source>
        <comment>final disc counts</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins %2-%3</source>
        <extracomment>%1 is the winner (Black or White), %2-%3 the winner&apos;s and the loser&apos;s disc counts</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 resigned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no legal move and must pass: no disc it could place would turn over a disc of the opponent. %2 plays again.</source>
        <extracomment>%1 is the side that passes, %2 the side that moves again</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;How to play Reversi&lt;/h3&gt;&lt;p&gt;Two players, Black and White, take turns placing a disc of their colour on the 8&amp;times;8 board. Black moves first, from the four discs in the centre.&lt;/p&gt;&lt;p&gt;A disc must be placed so that it encloses one or more of the opponent&apos;s discs in a straight line (across, down or diagonally) between the new disc and another disc of your colour. All enclosed discs are turned over to your colour. The small dots on the board show where you may play.&lt;/p&gt;&lt;p&gt;If you cannot turn over any disc you must pass, and your opponent plays again. When neither side can move, the game ends: the player with more discs wins.&lt;/p&gt;&lt;p&gt;Click a square to play there, or move the cursor with the arrow keys and press Enter or Space. Undo takes back your last move.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Verso %1&lt;/h3&gt;&lt;p&gt;Reversi (Othello) for the desktop, written in C++ and Qt %2.&lt;/p&gt;&lt;p&gt;Play a friend on the same screen or the computer, from beginner to expert.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Black has %n disc(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White has %n disc(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2. Neither side can move any more.</source>
        <extracomment>%1 and %2 are the disc counts, e.g. &quot;Black has 40 discs&quot; and &quot;White has 24 discs&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer wins.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>verso::app::BoardView</name>
    <message>
        <source>Board</source>
        <extracomment>Accessible name of the game board (for screen readers)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>verso::app::GameOverDialog</name>
    <message>
        <source>Game Over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>verso::app::MainWindow</name>
    <message>
        <source>No game in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused: %1 to move</source>
        <extracomment>Status bar; %1 is Black or White</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move</source>
        <extracomment>Status bar; %1 is Black or White, in both of these</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>Title of the dialog announcing that a side must pass (the noun, not a button)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Verso</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>verso::app::PreferencesDialog</name>
    <message>
        <source>Two people on this screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You against the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer against itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black (moves first)</source>
        <extracomment>The colour of the discs the person plays</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <extracomment>The colour of the discs the person plays</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <extracomment>A computer level: its number and its name, e.g. &quot;4 - Club&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instant</source>
        <extracomment>Animation speed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Animation speed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Animation speed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Animation speed</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>verso::app::UnfinishedGameKeeper</name>
    <message>
        <source>Unfinished Game</source>
        <extracomment>Title of the question asked at start-up when the last game was left unfinished</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the unfinished game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>It was left after %n move(s) when Verso closed.</source>
        <extracomment>%n is the number of moves already played in the saved game</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved Game Not Resumed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>verso::session::GameController</name>
    <message>
        <source>Start a new game first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is paused: resume it to play.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
