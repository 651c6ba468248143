<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>Analysis</name>
    <message>
        <source>book</source>
        <extracomment>Under a move&apos;s value on the board: the value is the opening book&apos;s (keep it short)</extracomment>
        <translation>biblio.</translation>
    </message>
    <message>
        <source>exact</source>
        <extracomment>Under a move&apos;s value on the board: the value is the perfect-play result (keep it short)</extracomment>
        <translation>exact</translation>
    </message>
    <message>
        <source>win</source>
        <extracomment>Under a move&apos;s value on the board: the move is proven to win / draw / lose (keep them short)</extracomment>
        <translation>gain</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>perte</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>nulle</translation>
    </message>
    <message>
        <source>d%1</source>
        <extracomment>Under a move&apos;s value on the board: the search depth in plies, e.g. &quot;d14&quot; (keep it short)</extracomment>
        <translation>p%1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <extracomment>How deep the analysis has searched, e.g. &quot;depth 14&quot;</extracomment>
        <translation>profondeur %1</translation>
    </message>
    <message>
        <source>%1, win/loss/draw proven</source>
        <extracomment>The analysis proved which moves win, draw or lose (the values in discs are estimates)</extracomment>
        <translation>%1, gain/nulle/perte prouvés</translation>
    </message>
    <message>
        <source>Hint: %1, %2, book</source>
        <extracomment>The hint in the status bar when it comes from the opening book: the move and the book&apos;s value of it in discs, e.g. &quot;Hint: f5, 0, book&quot;</extracomment>
        <translation>Conseil : %1, %2, bibliothèque d’ouvertures</translation>
    </message>
    <message>
        <source>Hint: %1, %2, exact</source>
        <extracomment>The hint in the status bar: the move, its value in discs, and &quot;exact&quot; or the depth, e.g. &quot;Hint: f3, +6, exact&quot;</extracomment>
        <translation>Conseil : %1, %2, exact</translation>
    </message>
    <message>
        <source>Hint: %1, %2, depth %3</source>
        <extracomment>The hint in the status bar, e.g. &quot;Hint: f3, +2, depth 12&quot;</extracomment>
        <translation>Conseil : %1, %2, profondeur %3</translation>
    </message>
    <message>
        <source>forced</source>
        <extracomment>Review class of a move: the only legal move (or a pass)</extracomment>
        <translation>forcé</translation>
    </message>
    <message>
        <source>best</source>
        <extracomment>Review class of a move: as good as the best move</extracomment>
        <translation>meilleur</translation>
    </message>
    <message>
        <source>good</source>
        <extracomment>Review class of a move: at most 1 disc worse than the best</extracomment>
        <translation>bon</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <extracomment>Review class of a move: 2-3 discs worse than the best</extracomment>
        <translation>imprécision</translation>
    </message>
    <message>
        <source>mistake</source>
        <extracomment>Review class of a move: 4-7 discs worse than the best (or gives away a won or drawn game)</extracomment>
        <translation>erreur</translation>
    </message>
    <message>
        <source>blunder</source>
        <extracomment>Review class of a move: more than 7 discs worse than the best</extracomment>
        <translation>gaffe</translation>
    </message>
    <message>
        <source>pass</source>
        <extracomment>A pass in a list of moves</extracomment>
        <translation>passe</translation>
    </message>
</context>
<context>
    <name>AutosaveFormat</name>
    <message>
        <source>it is not a Verso saved game</source>
        <translation>le fichier n’est pas une partie enregistrée par Verso</translation>
    </message>
    <message>
        <source>its header line is damaged</source>
        <translation>la ligne d’en-tête du fichier est endommagée</translation>
    </message>
    <message>
        <source>it was written by a newer version of Verso (format %1)</source>
        <translation>le fichier a été écrit par une version plus récente de Verso (format %1)</translation>
    </message>
    <message>
        <source>line 2 does not hold the start position</source>
        <translation>la ligne 2 ne contient pas la position de départ</translation>
    </message>
    <message>
        <source>the start position on line 2 is damaged (%1)</source>
        <translation>la position de départ à la ligne 2 est endommagée (%1)</translation>
    </message>
    <message>
        <source>line 3 does not hold the moves</source>
        <translation>la ligne 3 ne contient pas les coups</translation>
    </message>
    <message>
        <source>the move list on line 3 is damaged (%1)</source>
        <translation>la liste des coups à la ligne 3 est endommagée (%1)</translation>
    </message>
    <message>
        <source>line 4 does not hold a valid move number</source>
        <translation>la ligne 4 ne contient pas un numéro de coup valable</translation>
    </message>
    <message>
        <source>it has %1 lines instead of %2, so it is incomplete or damaged</source>
        <translation>le fichier a %1 lignes au lieu de %2 et est donc incomplet ou endommagé</translation>
    </message>
    <message>
        <source>lines 5 to 7 do not hold valid clocks</source>
        <translation>les lignes 5 à 7 ne contiennent pas de pendules valides</translation>
    </message>
</context>
<context>
    <name>AutosaveStore</name>
    <message>
        <source>The unfinished game was not saved because %1 holds another file that could not be moved aside.</source>
        <translation>La partie en cours n’a pas été enregistrée, car %1 est un autre fichier qui n’a pas pu être mis de côté.</translation>
    </message>
    <message>
        <source>The unfinished game could not be saved because the folder %1 could not be created.</source>
        <translation>La partie en cours n’a pas pu être enregistrée, car le dossier %1 n’a pas pu être créé.</translation>
    </message>
    <message>
        <source>The unfinished game could not be saved to %1: %2.</source>
        <translation>La partie en cours n’a pas pu être enregistrée dans %1 : %2.</translation>
    </message>
    <message>
        <source>it could not be opened (%1)</source>
        <translation>le fichier n’a pas pu être ouvert (%1)</translation>
    </message>
    <message>
        <source>it is far too large to be a saved game</source>
        <translation>le fichier est bien trop gros pour être une partie enregistrée</translation>
    </message>
    <message>
        <source>it could not be moved aside and will be left untouched</source>
        <translation>le fichier n’a pas pu être mis de côté et reste tel quel</translation>
    </message>
    <message>
        <source>it was kept as %1</source>
        <translation>le fichier a été conservé sous le nom %1</translation>
    </message>
    <message>
        <source>The unfinished game in %1 could not be resumed because %2; %3.</source>
        <extracomment>%1 is the file, %2 why it cannot be used, %3 where it was moved</extracomment>
        <translation>La partie en cours dans %1 n’a pas pu être reprise, car %2 ; %3.</translation>
    </message>
</context>
<context>
    <name>BoardCellAccessible</name>
    <message>
        <source>%1, black, last move</source>
        <extracomment>A square of the board read by a screen reader: %1 is the square (d3), a black disc lies on it and it was the last move played</extracomment>
        <translation>%1, noir, dernier coup</translation>
    </message>
    <message>
        <source>%1, black</source>
        <extracomment>A square of the board read by a screen reader: %1 is the square (d3) with a black disc</extracomment>
        <translation>%1, noir</translation>
    </message>
    <message>
        <source>%1, white, last move</source>
        <extracomment>A square of the board read by a screen reader: %1 is the square (f5), a white disc lies on it and it was the last move played</extracomment>
        <translation>%1, blanc, dernier coup</translation>
    </message>
    <message>
        <source>%1, white</source>
        <extracomment>A square of the board read by a screen reader: %1 is the square (f5) with a white disc</extracomment>
        <translation>%1, blanc</translation>
    </message>
    <message>
        <source>%1, empty, legal move</source>
        <extracomment>A square of the board read by a screen reader: %1 is an empty square (e6) where the person may play</extracomment>
        <translation>%1, vide, coup légal</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <extracomment>A square of the board read by a screen reader: %1 is an empty square (e6)</extracomment>
        <translation>%1, vide</translation>
    </message>
</context>
<context>
    <name>ClockTexts</name>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <extracomment>A clock&apos;s time left as a screen reader says it, e.g. &quot;1 hour 2 minutes 3 seconds&quot;</extracomment>
        <translation>
            <numerusform>%n heure</numerusform>
            <numerusform>%n heures</numerusform>
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
            <numerusform>%n seconde</numerusform>
            <numerusform>%n secondes</numerusform>
        </translation>
    </message>
    <message>
        <source>Black&apos;s clock</source>
        <extracomment>The name a screen reader gives Black&apos;s clock, before its time</extracomment>
        <translation>Pendule des noirs</translation>
    </message>
    <message>
        <source>White&apos;s clock</source>
        <translation>Pendule des blancs</translation>
    </message>
    <message>
        <source>running</source>
        <extracomment>Said after a clock&apos;s time when it is the one running, e.g. &quot;Black&apos;s clock, 5 seconds, running&quot;</extracomment>
        <translation>en marche</translation>
    </message>
    <message>
        <source>paused</source>
        <extracomment>Said after a clock&apos;s time while the game is paused</extracomment>
        <translation>en pause</translation>
    </message>
    <message>
        <source>time is up</source>
        <extracomment>Said after a clock&apos;s time when it reached zero (that side lost on time)</extracomment>
        <translation>temps écoulé</translation>
    </message>
    <message>
        <source>Paused</source>
        <extracomment>Under a clock&apos;s time while the game is paused (both clocks stopped)</extracomment>
        <translation>En pause</translation>
    </message>
    <message>
        <source>Time is up</source>
        <extracomment>Under a clock&apos;s time when it reached zero: that side lost on time</extracomment>
        <translation>Temps écoulé</translation>
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
Copyright (C) 2026 les développeurs de Verso.
Licence GPL-3.0-or-later : GNU GPL version 3 ou ultérieure &lt;https://www.gnu.org/licenses/gpl-3.0.html&gt;.
Ceci est un logiciel libre : vous pouvez le modifier et le redistribuer.
Il n’y a AUCUNE GARANTIE, dans la mesure permise par la loi.
</translation>
    </message>
    <message>
        <source>Verso: Reversi (Othello) for the desktop.</source>
        <extracomment>verso --help: the first line under &quot;Usage&quot;</extracomment>
        <translation>Verso : le reversi (othello) pour le bureau.</translation>
    </message>
    <message>
        <source>Displays the version and the licence.</source>
        <translation>Affiche la version et la licence.</translation>
    </message>
    <message>
        <source>Game files to open: GGF, transcripts or board strings.</source>
        <extracomment>verso --help: the game files given after the options; &quot;FILE&quot; is the name shown in the usage line</extracomment>
        <translation>Fichiers de parties à ouvrir : GGF, transcriptions ou positions.</translation>
    </message>
    <message>
        <source>%2: %1
Try &apos;%2 --help&apos; for the options.
</source>
        <extracomment>verso with an option it does not know: %1 what is wrong (Qt&apos;s words), %2 the program&apos;s name</extracomment>
        <translation>%2 : %1
Faites « %2 --help » pour voir les options.
</translation>
    </message>
</context>
<context>
    <name>ExternalEngineFaultText</name>
    <message>
        <source>The engine could not be started, or it stopped before it answered. Check the command line and the working directory.</source>
        <translation>Le moteur n’a pas pu démarrer, ou il s’est arrêté avant de répondre. Vérifiez la ligne de commande et le dossier de travail.</translation>
    </message>
    <message>
        <source>The engine stopped running.</source>
        <translation>Le moteur s’est arrêté.</translation>
    </message>
    <message>
        <source>The engine answered with a move that is not allowed here.</source>
        <translation>Le moteur a répondu par un coup qui n’est pas permis ici.</translation>
    </message>
    <message>
        <source>The engine answered with something that is not a move.</source>
        <translation>Le moteur a répondu par quelque chose qui n’est pas un coup.</translation>
    </message>
    <message>
        <source>The engine has not answered in time.</source>
        <translation>Le moteur n’a pas répondu à temps.</translation>
    </message>
    <message>
        <source>%1 Details: %2</source>
        <extracomment>%1 is a sentence saying what went wrong; %2 is untranslated text from the engine or the system (the engine&apos;s answer, its last error message, or why it could not be started)</extracomment>
        <translation>%1 Détails : %2</translation>
    </message>
</context>
<context>
    <name>GameTextErrorText</name>
    <message>
        <source>There is no game in it.</source>
        <translation>Il ne contient aucune partie.</translation>
    </message>
    <message>
        <source>It is too large to be a game file.</source>
        <translation>Il est trop grand pour être un fichier de parties.</translation>
    </message>
    <message>
        <source>The GGF text is broken here.</source>
        <translation>Le texte GGF est cassé ici.</translation>
    </message>
    <message>
        <source>This GGF game is not a game of Othello.</source>
        <translation>Cette partie GGF n’est pas une partie d’Othello.</translation>
    </message>
    <message>
        <source>The board cannot be read: it needs 64 squares (X or * black, O white, - empty) and the side to move.</source>
        <translation>Le plateau est illisible : il faut 64 cases (X ou * noir, O blanc, - vide) et le camp au trait.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a move (move %2).</source>
        <extracomment>%1 is the text found where a move should be, %2 the move&apos;s number</extracomment>
        <translation>« %1 » n’est pas un coup (coup %2).</translation>
    </message>
    <message>
        <source>The rules do not allow it.</source>
        <translation>Les règles ne le permettent pas.</translation>
    </message>
    <message>
        <source>Move %1, %2, is not allowed: %3</source>
        <extracomment>%1 is the move&apos;s number, %2 the move (e.g. e6), %3 why it is not allowed</extracomment>
        <translation>Le coup %1, %2, n’est pas permis : %3</translation>
    </message>
    <message>
        <source>Line %1, character %2: %3</source>
        <extracomment>Where a game file or a paste goes wrong: %1 the line, %2 the character, %3 what is wrong</extracomment>
        <translation>Ligne %1, caractère %2 : %3</translation>
    </message>
    <message>
        <source>This is not a game: Verso reads GGF, transcripts such as f5d6c3d3c4, numbered move lists such as 1. f5 d6 2. c3 and board strings of 64 squares and the side to move.</source>
        <translation>Ce n’est pas une partie : Verso lit le GGF, les transcriptions comme f5d6c3d3c4, les listes de coups numérotées comme 1. f5 d6 2. c3 et les chaînes de plateau de 64 cases suivies du camp au trait.</translation>
    </message>
</context>
<context>
    <name>LanguageChoice</name>
    <message>
        <source>System language</source>
        <extracomment>In Preferences: follow the language of the operating system</extracomment>
        <translation>Langue du système</translation>
    </message>
</context>
<context>
    <name>LevelName</name>
    <message>
        <source>Beginner</source>
        <extracomment>Name of a computer level, the weakest</extracomment>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Novice</source>
        <extracomment>Name of a computer level</extracomment>
        <translation>Apprenti</translation>
    </message>
    <message>
        <source>Casual</source>
        <extracomment>Name of a computer level</extracomment>
        <translation>Amateur</translation>
    </message>
    <message>
        <source>Club</source>
        <extracomment>Name of a computer level: plays like a club player</extracomment>
        <translation>Joueur de club</translation>
    </message>
    <message>
        <source>Advanced</source>
        <extracomment>Name of a computer level</extracomment>
        <translation>Confirmé</translation>
    </message>
    <message>
        <source>Expert</source>
        <extracomment>Name of a computer level</extracomment>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Master</source>
        <extracomment>Name of a computer level</extracomment>
        <translation>Maître</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <extracomment>Name of a computer level, the strongest of the eight levels that think a fixed amount</extracomment>
        <translation>Grand maître</translation>
    </message>
    <message numerus="yes">
        <source>Plays a random move %1% of the time; otherwise looks %n move(s) ahead and misjudges each move by up to %2 discs</source>
        <extracomment>A level&apos;s tip. %1: how often it plays any legal move at all, in per cent; %n: moves searched ahead; %2: the most its judgement of a move is off, in discs.</extracomment>
        <translation>
            <numerusform>Joue un coup au hasard %1 % du temps ; sinon calcule %n coup à l’avance et se trompe sur chaque coup de %2 pions au plus</numerusform>
            <numerusform>Joue un coup au hasard %1 % du temps ; sinon calcule %n coups à l’avance et se trompe sur chaque coup de %2 pions au plus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Looks %1 moves ahead, exactly from %2 empty squares, and misjudges each move by up to %n disc(s)</source>
        <extracomment>A level&apos;s tip. %1: moves searched ahead; %2: empty squares left when it counts exactly; %n: the most its judgement of a move is off, in discs.</extracomment>
        <translation>
            <numerusform>Calcule %1 coups à l’avance, exactement à partir de %2 cases vides, et se trompe sur chaque coup de %n pion au plus</numerusform>
            <numerusform>Calcule %1 coups à l’avance, exactement à partir de %2 cases vides, et se trompe sur chaque coup de %n pions au plus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searches at most %1 million positions a move: up to %n move(s) ahead, exactly from %2 empty squares</source>
        <extracomment>A level&apos;s tip. %1: its budget in millions of positions; %n: moves searched ahead at most; %2: empty squares left when it solves exactly.</extracomment>
        <translation>
            <numerusform>Examine au plus %1 millions de positions par coup : jusqu’à %n coup à l’avance, exactement à partir de %2 cases vides</numerusform>
            <numerusform>Examine au plus %1 millions de positions par coup : jusqu’à %n coups à l’avance, exactement à partir de %2 cases vides</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Looks %n move(s) ahead and plays perfectly from %1 empty squares</source>
        <extracomment>A level&apos;s tip. %n: moves searched ahead; %1: empty squares left when perfect play starts.</extracomment>
        <translation>
            <numerusform>Calcule %n coup à l’avance et joue parfaitement à partir de %1 cases vides</numerusform>
            <numerusform>Calcule %n coups à l’avance et joue parfaitement à partir de %1 cases vides</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; opens from its opening book</source>
        <extracomment>A level&apos;s tip: %1 is what it does after the opening (e.g. &quot;Looks 8 moves ahead and plays perfectly from 16 empty squares&quot;)</extracomment>
        <translation>%1 ; ouvre avec sa bibliothèque d’ouvertures</translation>
    </message>
    <message numerus="yes">
        <source>Strongest, %n s a move</source>
        <extracomment>Name of a computer level that plays its strongest, thinking about %n seconds a move</extracomment>
        <translation>
            <numerusform>Le plus fort, %n s par coup</numerusform>
            <numerusform>Le plus fort, %n s par coup</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Thinks about %n second(s) a move on average, longer in the middle game, and plays perfectly as early as that allows</source>
        <extracomment>A level&apos;s tip. %n: the seconds it thinks a move on average over a game.</extracomment>
        <translation>
            <numerusform>Réfléchit en moyenne environ %n seconde par coup, plus en milieu de partie, et joue parfaitement dès que le temps le permet</numerusform>
            <numerusform>Réfléchit en moyenne environ %n secondes par coup, plus en milieu de partie, et joue parfaitement dès que le temps le permet</numerusform>
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
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Opponent</source>
        <extracomment>Menu: who plays against whom</extracomment>
        <translation>&amp;Adversaire</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <extracomment>Menu of the computer&apos;s playing strengths</extracomment>
        <translation>&amp;Niveau</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <source>&amp;Animation Speed</source>
        <translation>Vitesse d’&amp;animation</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>Start a new game with the same opponent</source>
        <translation>Commencer une nouvelle partie contre le même adversaire</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Reprendre le dernier coup</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Replay a move taken back</source>
        <translation>Rejouer un coup repris</translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation>A&amp;bandonner</translation>
    </message>
    <message>
        <source>Give up this game</source>
        <translation>Abandonner cette partie</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <extracomment>Menu command: pause the game (a verb)</extracomment>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Pause or resume the game</source>
        <translation>Mettre la partie en pause ou la reprendre</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Leave Verso</source>
        <translation>Quitter Verso</translation>
    </message>
    <message>
        <source>&amp;Human vs Human</source>
        <translation>&amp;Humain contre humain</translation>
    </message>
    <message>
        <source>Two people take turns at this board</source>
        <translation>Deux personnes jouent à tour de rôle sur ce plateau</translation>
    </message>
    <message>
        <source>Human vs &amp;Computer</source>
        <translation>Humain contre &amp;ordinateur</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>Jouer contre l’ordinateur</translation>
    </message>
    <message>
        <source>C&amp;omputer vs Computer</source>
        <translation>O&amp;rdinateur contre ordinateur</translation>
    </message>
    <message>
        <source>Watch the computer play itself</source>
        <translation>Regarder l’ordinateur jouer contre lui-même</translation>
    </message>
    <message>
        <source>Play &amp;Black (move first)</source>
        <extracomment>Menu command: the person plays the black discs</extracomment>
        <translation>Jouer les &amp;noirs (premier coup)</translation>
    </message>
    <message>
        <source>In a game against the computer, you play black</source>
        <translation>Dans une partie contre l’ordinateur, vous jouez les noirs</translation>
    </message>
    <message>
        <source>Play &amp;White</source>
        <extracomment>Menu command: the person plays the white discs</extracomment>
        <translation>Jouer les &amp;blancs</translation>
    </message>
    <message>
        <source>In a game against the computer, you play white</source>
        <translation>Dans une partie contre l’ordinateur, vous jouez les blancs</translation>
    </message>
    <message>
        <source>Show &amp;Legal Moves</source>
        <translation>Afficher les coups &amp;possibles</translation>
    </message>
    <message>
        <source>Mark the squares where the side to move may play</source>
        <translation>Marquer les cases où le camp au trait peut jouer</translation>
    </message>
    <message>
        <source>Show Last &amp;Move</source>
        <translation>Afficher le &amp;dernier coup</translation>
    </message>
    <message>
        <source>Mark the disc placed last</source>
        <translation>Marquer le dernier pion posé</translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation>Afficher les &amp;coordonnées</translation>
    </message>
    <message>
        <source>Show a-h and 1-8 around the board</source>
        <translation>Afficher a–h et 1–8 autour du plateau</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <extracomment>Animation speed: no flip animation</extracomment>
        <translation>&amp;Instantanée</translation>
    </message>
    <message>
        <source>Discs turn over at once</source>
        <translation>Les pions se retournent immédiatement</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <source>Quick flip animation</source>
        <translation>Animation rapide des retournements</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>Normal flip animation</source>
        <translation>Animation normale des retournements</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lente</translation>
    </message>
    <message>
        <source>Slow flip animation</source>
        <translation>Animation lente des retournements</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Règles du jeu</translation>
    </message>
    <message>
        <source>The rules of Reversi</source>
        <translation>Les règles du reversi</translation>
    </message>
    <message>
        <source>&amp;About Verso</source>
        <translation>À &amp;propos de Verso</translation>
    </message>
    <message>
        <source>About this program</source>
        <translation>À propos de ce programme</translation>
    </message>
    <message>
        <source>P&amp;references…</source>
        <translation>P&amp;références…</translation>
    </message>
    <message>
        <source>Opponent, level, animation, markers and language</source>
        <translation>Adversaire, niveau, animation, marques et langue</translation>
    </message>
    <message>
        <source>Announce &amp;Passes in a Dialog</source>
        <translation>Annoncer les passes dans une &amp;fenêtre</translation>
    </message>
    <message>
        <source>Show a dialog when a side has to pass; otherwise a message in the status bar</source>
        <translation>Ouvrir une fenêtre quand un camp doit passer ; sinon un message dans la barre d’état</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <extracomment>Menu that steps through the moves of the game</extracomment>
        <translation>A&amp;ller</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <extracomment>View menu: shows the board turned half a turn, seen from White&apos;s side</extracomment>
        <translation>&amp;Retourner le plateau</translation>
    </message>
    <message>
        <source>Show the board from White&apos;s side: row 8 at the top, column h on the left</source>
        <translation>Montrer le plateau du côté de Blanc : la rangée 8 en haut, la colonne h à gauche</translation>
    </message>
</context>
<context>
    <name>PracticeTexts</name>
    <message>
        <source>%1 to move: find a move that keeps the win</source>
        <extracomment>The task of a practice puzzle; %1 is the colour to move (&quot;Black&quot;)</extracomment>
        <translation>Aux %1 de jouer : trouvez un coup qui garde la victoire</translation>
    </message>
    <message>
        <source>%1 to move: find the best move</source>
        <extracomment>The task of a practice puzzle; %1 is the colour to move (&quot;Black&quot;)</extracomment>
        <translation>Aux %1 de jouer : trouvez le meilleur coup</translation>
    </message>
    <message>
        <source>Right: %1 (%2)</source>
        <extracomment>A right answer: %1 the move, %2 its value in discs (&quot;+4&quot;)</extracomment>
        <translation>Juste : %1 (%2)</translation>
    </message>
    <message>
        <source>%1 gives away the result (%2)</source>
        <extracomment>A wrong answer that turns a win into a draw or loss: %1 the move, %2 its value</extracomment>
        <translation>%1 gâche le résultat (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n disc(s)</source>
        <extracomment>A wrong answer: %1 the move; %n the discs it loses against the best move</extracomment>
        <translation>
            <numerusform>%1 perd %n pion</numerusform>
            <numerusform>%1 perd %n pions</numerusform>
        </translation>
    </message>
    <message>
        <source>In your game: %1</source>
        <extracomment>Own-mistake puzzles: the move played in the person&apos;s game, e.g. &quot;b1&quot;</extracomment>
        <translation>Dans votre partie : %1</translation>
    </message>
    <message>
        <source>Due today: %1  Solved: %2  Streak: %3</source>
        <extracomment>Practice progress: %1 puzzles due today, %2 solved in all, %3 right answers in a row</extracomment>
        <translation>À faire aujourd&apos;hui : %1  Résolus : %2  Série : %3</translation>
    </message>
    <message>
        <source>Right: own mistakes %1, endgames %2, at %3 empties %4</source>
        <extracomment>Practice accuracy: %1 own mistakes, %2 endgames, %3 the number of empty squares, %4 there</extracomment>
        <translation>Réussite : vos erreurs %1, finales %2, à %3 cases vides %4</translation>
    </message>
    <message>
        <source>not a readable game file</source>
        <extracomment>Practice: why the kept games could not be read</extracomment>
        <translation>pas un fichier de parties lisible</translation>
    </message>
    <message>
        <source>Kept games could not be read, so no puzzles came from them: %1</source>
        <extracomment>Practice: %1 why the kept games could not be read, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>Les parties conservées n’ont pas pu être lues, aucun problème n’en est donc venu : %1</translation>
    </message>
    <message numerus="yes">
        <source>Kept games could be read only in part, so puzzles came from the first %n game(s) only: %1</source>
        <extracomment>Practice: the kept games failed part-way; %n games were read and gave puzzles, %1 why</extracomment>
        <translation>
            <numerusform>Les parties conservées n’ont pu être lues qu’en partie, les problèmes ne viennent donc que de la première partie : %1</numerusform>
            <numerusform>Les parties conservées n’ont pu être lues qu’en partie, les problèmes ne viennent donc que des %n premières parties : %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>Group of settings about the game and the opponent</extracomment>
        <translation>Partie</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Adversaire :</translation>
    </message>
    <message>
        <source>&amp;Your colour:</source>
        <translation>&amp;Votre couleur :</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>&amp;Niveau de l’ordinateur :</translation>
    </message>
    <message>
        <source>&amp;Pause before the computer moves:</source>
        <translation>&amp;Pause avant le coup de l’ordinateur :</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>Group of settings about how the board looks</extracomment>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>Vitesse d’&amp;animation :</translation>
    </message>
    <message>
        <source>Mark the &amp;legal moves</source>
        <translation>Marquer les coups &amp;possibles</translation>
    </message>
    <message>
        <source>Mark the last &amp;move</source>
        <translation>Marquer le &amp;dernier coup</translation>
    </message>
    <message>
        <source>Show the &amp;coordinates (a–h, 1–8)</source>
        <translation>Afficher les &amp;coordonnées (a–h, 1–8)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>A new language is used the next time Verso starts.</source>
        <translation>Une nouvelle langue s’applique au prochain démarrage de Verso.</translation>
    </message>
    <message>
        <source> ms</source>
        <comment>Unit after the number of milliseconds, with a space before it</comment>
        <translation> ms</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Revue de partie</translation>
    </message>
    <message>
        <source>Search &amp;depth:</source>
        <translation>&amp;Profondeur de recherche :</translation>
    </message>
    <message>
        <source>How many moves ahead the review looks before the exact range (deeper is slower)</source>
        <translation>Combien de coups la revue anticipe avant la zone exacte (plus profond est plus lent)</translation>
    </message>
    <message>
        <source>&amp;Exact from:</source>
        <translation>&amp;Exacte à partir de :</translation>
    </message>
    <message>
        <source>Moves with at most this many empty squares left are judged by perfect play</source>
        <translation>Les coups avec au plus ce nombre de cases vides sont jugés par le jeu parfait</translation>
    </message>
    <message>
        <source> empty squares</source>
        <translation> cases vides</translation>
    </message>
</context>
<context>
    <name>RefusalText</name>
    <message>
        <source>That is not a square: use a letter a-h and a digit 1-8.</source>
        <translation>Ce n’est pas une case : utilisez une lettre a–h et un chiffre 1–8.</translation>
    </message>
    <message>
        <source>%1 is already occupied.</source>
        <extracomment>%1 is a square such as e6</extracomment>
        <translation>%1 est déjà occupée.</translation>
    </message>
    <message>
        <source>That square is already occupied.</source>
        <translation>Cette case est déjà occupée.</translation>
    </message>
    <message>
        <source>A disc on %1 would not flip any disc.</source>
        <extracomment>%1 is a square such as e6</extracomment>
        <translation>Un pion en %1 ne retournerait aucun pion.</translation>
    </message>
    <message>
        <source>A disc on that square would not flip any disc.</source>
        <translation>Un pion sur cette case ne retournerait aucun pion.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>You cannot pass while you have a legal move.</source>
        <translation>Vous ne pouvez pas passer tant que vous avez un coup possible.</translation>
    </message>
    <message>
        <source>There is no legal move: this side must pass.</source>
        <translation>Aucun coup possible : ce camp doit passer.</translation>
    </message>
    <message>
        <source>The move is not allowed.</source>
        <translation>Ce coup n’est pas permis.</translation>
    </message>
    <message>
        <source>Start a new game first.</source>
        <translation>Commencez d’abord une nouvelle partie.</translation>
    </message>
    <message>
        <source>The game is paused: resume it to play.</source>
        <translation>La partie est en pause : reprenez-la pour jouer.</translation>
    </message>
    <message>
        <source>Moves cannot be taken back in a game on a clock: the time spent cannot be given back.</source>
        <extracomment>The status bar after Undo (or a jump back in the move list) during a game on a clock</extracomment>
        <translation>Dans une partie à la pendule, on ne peut pas reprendre de coup : le temps écoulé ne peut pas être rendu.</translation>
    </message>
</context>
<context>
    <name>RegularFile</name>
    <message>
        <source>it is not a regular file</source>
        <extracomment>Why a file cannot be used: a folder, a FIFO, a socket or a device is where a file should be</extracomment>
        <translation>ce n’est pas un fichier ordinaire</translation>
    </message>
</context>
<context>
    <name>SettingsFileReport</name>
    <message>
        <source>Your settings in %1 could not be read, so Verso uses its default settings; no copy of the file could be kept (%2).</source>
        <extracomment>%1 is the settings file, %2 the system&apos;s reason why no copy could be made</extracomment>
        <translation>Vos paramètres dans %1 n’ont pas pu être lus ; Verso utilise donc ses paramètres par défaut. Aucune copie du fichier n’a pu être conservée (%2).</translation>
    </message>
    <message>
        <source>Your settings in %1 could not be read, so Verso uses its default settings. The file is kept as %2.</source>
        <extracomment>%1 is the settings file, %2 the copy of it that was kept</extracomment>
        <translation>Vos paramètres dans %1 n’ont pas pu être lus ; Verso utilise donc ses paramètres par défaut. Le fichier est conservé sous le nom %2.</translation>
    </message>
    <message>
        <source>Settings Not Read</source>
        <extracomment>Title of the message shown at start-up when the settings file could not be read</extracomment>
        <translation>Paramètres non lus</translation>
    </message>
    <message>
        <source>Your settings in %1 cannot be read (%2), so Verso uses its default settings. Changes to the settings will not be kept until the file can be read.</source>
        <extracomment>%1 is the settings file, %2 the reason, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>Vos paramètres dans %1 ne peuvent pas être lus (%2) ; Verso utilise donc ses paramètres par défaut. Les modifications des paramètres ne seront pas conservées tant que le fichier ne pourra pas être lu.</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>%1 played %2 from the opening book (book value %3)</source>
        <extracomment>The status bar after the computer played a move of its opening book: %1 the side that played (Black or White), %2 the move, %3 the book&apos;s value of it in discs, e.g. &quot;White played f4 from the opening book (book value 0)&quot;</extracomment>
        <translation>%1 a joué %2 depuis la bibliothèque d’ouvertures (valeur %3)</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>the side playing the black discs</comment>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <comment>the side playing the white discs</comment>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>%1 wins by resignation</source>
        <translation>%1 gagne par abandon</translation>
    </message>
    <message>
        <source>%1 wins %2-%3</source>
        <extracomment>%1 is the winner (Black or White), %2-%3 the winner&apos;s and the loser&apos;s score</extracomment>
        <translation>%1 gagne %2-%3</translation>
    </message>
    <message>
        <source>%1 resigned.</source>
        <translation>%1 a abandonné.</translation>
    </message>
    <message>
        <source>%1 has no legal move and must pass: no disc it could place would turn over a disc of the opponent. %2 plays again.</source>
        <extracomment>%1 is the side that passes, %2 the side that moves again</extracomment>
        <translation>%1 n’a aucun coup possible et doit passer : aucun pion posé ne retournerait un pion adverse. %2 rejoue.</translation>
    </message>
    <message numerus="yes">
        <source>Black has %n disc(s)</source>
        <translation>
            <numerusform>Noir a %n pion</numerusform>
            <numerusform>Noir a %n pions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White has %n disc(s)</source>
        <translation>
            <numerusform>Blanc a %n pion</numerusform>
            <numerusform>Blanc a %n pions</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2. Neither side can move any more.</source>
        <extracomment>%1 and %2 are the disc counts, e.g. &quot;Black has 40 discs&quot; and &quot;White has 24 discs&quot;</extracomment>
        <translation>%1, %2. Aucun camp ne peut plus jouer.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Vous avez gagné !</translation>
    </message>
    <message>
        <source>The computer wins.</source>
        <translation>L’ordinateur gagne.</translation>
    </message>
    <message>
        <source>Verso, level %1 %2</source>
        <extracomment>A computer player: %1 is the level number, %2 its name (e.g. &quot;Verso, level 4 Club&quot;)</extracomment>
        <translation>Verso, niveau %1 %2</translation>
    </message>
    <message>
        <source>Two people on this screen</source>
        <translation>Deux personnes sur cet écran</translation>
    </message>
    <message>
        <source>You (%1) against %2</source>
        <extracomment>%1 is the person&apos;s colour (Black or White), %2 the opponent (e.g. &quot;Verso, level 4 Club&quot;)</extracomment>
        <translation>Vous (%1) contre %2</translation>
    </message>
    <message>
        <source>%1 (Black) against %2 (White)</source>
        <extracomment>Computer against computer: %1 plays Black, %2 plays White</extracomment>
        <translation>%1 (Noirs) contre %2 (Blancs)</translation>
    </message>
    <message>
        <source>Draw %1-%2</source>
        <comment>final score</comment>
        <translation>Match nul %1-%2</translation>
    </message>
    <message>
        <source>%1 (discs %2-%3, %4 empty)</source>
        <extracomment>After a result with empty squares left: %1 e.g. &quot;Black wins 50-14&quot;, %2-%3 Black&apos;s and White&apos;s discs on the board, %4 the number of empty squares (which the score gives to the winner)</extracomment>
        <translation>%1 (pions %2-%3, %4 vides)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How to play Reversi&lt;/h3&gt;&lt;p&gt;Two players, Black and White, take turns placing a disc of their colour on the 8&amp;times;8 board. Black moves first, from the four discs in the centre.&lt;/p&gt;&lt;p&gt;A disc must be placed so that it encloses one or more of the opponent&apos;s discs in a straight line (across, down or diagonally) between the new disc and another disc of your colour. All enclosed discs are turned over to your colour. Small see-through discs of the colour to move show where you may play.&lt;/p&gt;&lt;p&gt;If you cannot turn over any disc you must pass, and your opponent plays again. When neither side can move, the game ends: the player with more discs wins.&lt;/p&gt;&lt;p&gt;Click a square to play there, or move the cursor with the arrow keys and press Enter or Space. Undo takes back your last move.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Comment jouer au reversi&lt;/h3&gt;&lt;p&gt;Deux joueurs, Noir et Blanc, posent à tour de rôle un pion de leur couleur sur le plateau de 8&amp;times;8 cases. Noir joue le premier coup, à partir des quatre pions du centre.&lt;/p&gt;&lt;p&gt;Un pion doit être posé de façon à encadrer un ou plusieurs pions adverses en ligne droite (horizontalement, verticalement ou en diagonale) entre le nouveau pion et un autre pion de votre couleur. Tous les pions encadrés sont retournés à votre couleur. De petits pions translucides de la couleur au trait montrent où vous pouvez jouer.&lt;/p&gt;&lt;p&gt;Si vous ne pouvez retourner aucun pion, vous devez passer et votre adversaire rejoue. Quand aucun camp ne peut plus jouer, la partie est finie : le joueur qui a le plus de pions gagne.&lt;/p&gt;&lt;p&gt;Cliquez sur une case pour y jouer, ou déplacez le curseur avec les flèches et appuyez sur Entrée ou Espace. « Annuler » reprend votre dernier coup.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>You</source>
        <extracomment>The person&apos;s name in the move list and saved games when one person plays the computer</extracomment>
        <translation>Vous</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Verso %1&lt;/h3&gt;&lt;p&gt;Reversi (Othello) for the desktop, written in C++ and Qt %2.&lt;/p&gt;&lt;p&gt;Play a friend on the same screen or the computer, from %3 (level 1) to %4 (level %5).&lt;/p&gt;&lt;p&gt;Verso is free software under the GNU General Public License, version 3 or later (GPL-3.0-or-later): you may share and change it under its terms, and it comes with no warranty.&lt;/p&gt;</source>
        <extracomment>%1 the version, %2 the Qt version, %3 and %4 the names of the weakest and the strongest computer level (e.g. &quot;Beginner&quot; and &quot;Grandmaster&quot;), %5 the number of the strongest level</extracomment>
        <translation>&lt;h3&gt;Verso %1&lt;/h3&gt;&lt;p&gt;Le reversi (Othello) pour le bureau, écrit en C++ avec Qt %2.&lt;/p&gt;&lt;p&gt;Jouez contre un ami sur le même écran ou contre l’ordinateur, de %3 (niveau 1) à %4 (niveau %5).&lt;/p&gt;&lt;p&gt;Verso est un logiciel libre sous la licence publique générale GNU, version 3 ou ultérieure (GPL-3.0-or-later) : vous pouvez le partager et le modifier selon ses termes ; il est fourni sans aucune garantie.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 wins on time</source>
        <extracomment>The result of a game whose other side&apos;s clock reached zero; %1 is Black or White</extracomment>
        <translation>%1 gagne au temps</translation>
    </message>
    <message>
        <source>%1&apos;s clock reached zero: %1 loses on time.</source>
        <extracomment>The game-over dialog when a clock reached zero; %1 is Black or White</extracomment>
        <translation>La pendule de %1 est arrivée à zéro : %1 perd au temps.</translation>
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
        <translation>&amp;Panneau d&apos;analyse</translation>
    </message>
    <message>
        <source>Line: one move back (Alt+Left)</source>
        <extracomment>Button: show the line one move less far on the board</extracomment>
        <translation>Ligne : un coup en arrière (Alt+Gauche)</translation>
    </message>
    <message>
        <source>Line: one move further (Alt+Right)</source>
        <extracomment>Button: play the line one move further on the board, without changing the game</extracomment>
        <translation>Ligne : un coup plus loin (Alt+Droite)</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <extracomment>Button: leave the line and show the game&apos;s position again</extracomment>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <source>Line: %1</source>
        <extracomment>Before the best line in the analysis panel, e.g. &quot;Line: f5 d6 c3&quot;</extracomment>
        <translation>Ligne : %1</translation>
    </message>
</context>
<context>
    <name>verso::app::AnalysisEngineMenu</name>
    <message>
        <source>Analysis &amp;Engine</source>
        <extracomment>View menu: the submenu that chooses who analyses (Verso or an outside engine)</extracomment>
        <translation>Moteur d&apos;a&amp;nalyse</translation>
    </message>
    <message>
        <source>Choose who analyses in Analysis Mode and finds hints: Verso or an outside engine</source>
        <translation>Choisir qui analyse en mode analyse et trouve les conseils : Verso ou un moteur externe</translation>
    </message>
    <message>
        <source>%1 stopped analysing. The game is unchanged; the board shows no values until you choose an engine in View &gt; Analysis Engine.</source>
        <extracomment>Informative text when the outside analysing engine %1 failed</extracomment>
        <translation>%1 a cessé d&apos;analyser. La partie est inchangée ; le plateau n&apos;affiche aucune valeur tant que vous n&apos;avez pas choisi un moteur dans Affichage &gt; Moteur d&apos;analyse.</translation>
    </message>
    <message>
        <source>%1 gave no hint. The game is unchanged.</source>
        <extracomment>Informative text when the outside engine %1 failed to give a hint</extracomment>
        <translation>%1 n&apos;a donné aucun conseil. La partie est inchangée.</translation>
    </message>
    <message>
        <source>&amp;Verso</source>
        <extracomment>View &gt; Analysis Engine: Verso&apos;s own engine analyses</extracomment>
        <translation>&amp;Verso</translation>
    </message>
    <message>
        <source>%1 Failed</source>
        <extracomment>Title of the message shown when the outside analysing engine %1 fails</extracomment>
        <translation>%1 a échoué</translation>
    </message>
</context>
<context>
    <name>verso::app::AnalysisMode</name>
    <message>
        <source>%1 — best %2 %3 (opening book)</source>
        <extracomment>The analysis panel when the best move is the opening book&apos;s: how deep the search of the other moves is, the best move and its book value, e.g. &quot;depth 14 — best f5 0 (opening book)&quot;</extracomment>
        <translation>%1 — meilleur %2 %3 (bibliothèque d’ouvertures)</translation>
    </message>
    <message>
        <source>&amp;Analysis Mode</source>
        <translation>Mode &amp;analyse</translation>
    </message>
    <message>
        <source>Show the value of every legal move on the board</source>
        <translation>Afficher la valeur de chaque coup légal sur le plateau</translation>
    </message>
    <message>
        <source>Analysis is off (View &gt; Analysis Mode).</source>
        <translation>L&apos;analyse est désactivée (Affichage &gt; Mode analyse).</translation>
    </message>
    <message>
        <source>No game to analyse.</source>
        <translation>Aucune partie à analyser.</translation>
    </message>
    <message>
        <source>The game is over: no moves to analyse.</source>
        <translation>La partie est terminée : aucun coup à analyser.</translation>
    </message>
    <message>
        <source>Analysis waits while the computer thinks.</source>
        <translation>L&apos;analyse attend pendant que l&apos;ordinateur réfléchit.</translation>
    </message>
    <message>
        <source>Analysis waits while the game is reviewed.</source>
        <translation>L&apos;analyse attend pendant la revue de la partie.</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analyse en cours…</translation>
    </message>
    <message>
        <source>%1 — best %2 %3</source>
        <extracomment>The analysis panel: how deep the analysis is, the best move and its value, e.g. &quot;Depth 14 — best f5 +4&quot;</extracomment>
        <translation>%1 — meilleur %2 %3</translation>
    </message>
    <message>
        <source>%1 stopped analysing: no values are shown. Choose an engine in View &gt; Analysis Engine.</source>
        <extracomment>The analysis panel after the outside analysing engine %1 failed</extracomment>
        <translation>%1 a cessé d&apos;analyser : aucune valeur n&apos;est affichée. Choisissez un moteur dans Affichage &gt; Moteur d&apos;analyse.</translation>
    </message>
    <message>
        <source>%1 is analysing…</source>
        <extracomment>The analysis panel while the outside engine %1 is asked for its values</extracomment>
        <translation>%1 analyse…</translation>
    </message>
    <message>
        <source>%1: %2 — best %3 %4</source>
        <extracomment>The analysis panel with an outside engine: its name, then how deep it is, the best move and its value, e.g. &quot;Edax: depth 14 — best f5 +4&quot;</extracomment>
        <translation>%1 : %2 — meilleur %3 %4</translation>
    </message>
</context>
<context>
    <name>verso::app::AutosaveKeeper</name>
    <message>
        <source>Unfinished Game</source>
        <extracomment>Title of the question asked at start-up when the last game was left unfinished</extracomment>
        <translation>Partie inachevée</translation>
    </message>
    <message>
        <source>Resume the unfinished game?</source>
        <translation>Reprendre la partie inachevée ?</translation>
    </message>
    <message numerus="yes">
        <source>It was left after %n move(s) when Verso closed.</source>
        <extracomment>%n is the number of moves already played in the saved game</extracomment>
        <translation>
            <numerusform>Elle a été laissée après %n coup à la fermeture de Verso.</numerusform>
            <numerusform>Elle a été laissée après %n coups à la fermeture de Verso.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>Saved Game Not Resumed</source>
        <translation>Partie enregistrée non reprise</translation>
    </message>
    <message>
        <source>The unfinished game from last time could not be kept in the library, so it stays saved and this game is not: %1</source>
        <extracomment>%1 is the system&apos;s reason, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>La partie inachevée de la dernière fois n’a pas pu être conservée dans la bibliothèque ; elle reste donc enregistrée et cette partie ne l’est pas : %1</translation>
    </message>
    <message>
        <source>The unfinished game from last time is kept in File &gt; Kept Games.</source>
        <extracomment>In the status bar when the unfinished game of the last run made room for another game</extracomment>
        <translation>La partie inachevée de la dernière fois est conservée dans Fichier &gt; Parties conservées.</translation>
    </message>
    <message numerus="yes">
        <source>%n other unfinished game(s) kept in File &gt; Kept Games.</source>
        <extracomment>In the status bar after a saved game was resumed while others were waiting</extracomment>
        <translation>
            <numerusform>%n autre partie inachevée conservée dans Fichier &gt; Parties conservées.</numerusform>
            <numerusform>%n autres parties inachevées conservées dans Fichier &gt; Parties conservées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more unfinished game(s) will be offered after this one; a game not resumed is kept in File &gt; Kept Games.</source>
        <extracomment>Under the question when windows running at once left several unfinished games</extracomment>
        <translation>
            <numerusform>%n autre partie inachevée sera proposée ensuite ; une partie non reprise est conservée dans Fichier &gt; Parties conservées.</numerusform>
            <numerusform>%n autres parties inachevées seront proposées ensuite ; une partie non reprise est conservée dans Fichier &gt; Parties conservées.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>verso::app::BoardView</name>
    <message>
        <source>Board</source>
        <extracomment>Accessible name of the game board (for screen readers)</extracomment>
        <translation>Plateau de jeu</translation>
    </message>
</context>
<context>
    <name>verso::app::CurrentGame</name>
    <message>
        <source>Untitled</source>
        <extracomment>The name of a game that has no file yet, in the window title</extracomment>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>The game you left is kept in File &gt; Kept Games.</source>
        <extracomment>In the status bar after a new game replaced one with moves</extracomment>
        <translation>La partie quittée est conservée dans Fichier &gt; Parties conservées.</translation>
    </message>
    <message>
        <source>A new line: the moves it replaced are kept in File &gt; Kept Games.</source>
        <extracomment>In the status bar when a move at an earlier position replaced the moves after it</extracomment>
        <translation>Nouvelle ligne : les coups remplacés sont conservés dans Fichier &gt; Parties conservées.</translation>
    </message>
    <message>
        <source>The game could not be kept in the library: %1</source>
        <extracomment>%1 is the system&apos;s reason, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>La partie n’a pas pu être conservée dans la bibliothèque : %1</translation>
    </message>
    <message>
        <source>The review could not be kept in the library: %1</source>
        <extracomment>%1 is the system&apos;s reason, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>La revue n&apos;a pas pu être conservée dans la bibliothèque : %1</translation>
    </message>
    <message>
        <source>The library of kept games could not be read; it was set aside as %1 and a new one was started with this game.</source>
        <extracomment>%1 is the path the unreadable library file was renamed to</extracomment>
        <translation>La bibliothèque des parties conservées était illisible ; elle a été mise de côté sous %1 et une nouvelle a été commencée avec cette partie.</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <extracomment>Who played one colour of a game when another player took over during it, e.g. &quot;Verso, level 2 Novice, then Verso, level 4 Club&quot;</extracomment>
        <translation>%1, puis %2</translation>
    </message>
    <message>
        <source>The game could not be kept in %1: %2.</source>
        <extracomment>%1 is the kept games&apos; file, %2 the system&apos;s reason</extracomment>
        <translation>La partie n’a pas pu être conservée dans %1 : %2.</translation>
    </message>
</context>
<context>
    <name>verso::app::EditActions</name>
    <message>
        <source>&amp;Copy Game</source>
        <extracomment>Edit menu: copies the game&apos;s moves as a transcript such as f5d6c3</extracomment>
        <translation>&amp;Copier la partie</translation>
    </message>
    <message>
        <source>Copy &amp;Position</source>
        <extracomment>Edit menu: copies the position shown as a board string</extracomment>
        <translation>Copier la &amp;position</translation>
    </message>
    <message>
        <source>Copy as &amp;GGF</source>
        <extracomment>Edit menu: copies the game in GGF, with the players&apos; names and the result</extracomment>
        <translation>Copier en &amp;GGF</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>C&amp;oller</translation>
    </message>
    <message>
        <source>Open the game, transcript or board string on the clipboard</source>
        <translation>Ouvrir la partie, la transcription ou la chaîne de plateau du presse-papiers</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <extracomment>Edit menu: opens the position editor</extracomment>
        <translation>&amp;Préparer une position…</translation>
    </message>
    <message>
        <source>The game starts from a set-up position, so it was copied as GGF.</source>
        <translation>La partie part d’une position préparée : elle a donc été copiée en GGF.</translation>
    </message>
    <message>
        <source>The game&apos;s moves are copied.</source>
        <extracomment>In the status bar after Copy Game</extracomment>
        <translation>Les coups de la partie sont copiés.</translation>
    </message>
    <message>
        <source>The position is copied.</source>
        <extracomment>In the status bar after Copy Position</extracomment>
        <translation>La position est copiée.</translation>
    </message>
    <message>
        <source>The game is copied as GGF.</source>
        <extracomment>In the status bar after Copy as GGF</extracomment>
        <translation>La partie est copiée en GGF.</translation>
    </message>
    <message>
        <source>Cannot Paste</source>
        <translation>Impossible de coller</translation>
    </message>
    <message>
        <source>The clipboard does not hold a game Verso can open.

%1</source>
        <extracomment>%1 says where and why the clipboard text cannot be read</extracomment>
        <translation>Le presse-papiers ne contient pas de partie que Verso sache ouvrir.

%1</translation>
    </message>
    <message>
        <source>Games on the Clipboard</source>
        <translation>Parties du presse-papiers</translation>
    </message>
    <message>
        <source>Reading the games on the clipboard…</source>
        <translation>Lecture des parties du presse-papiers…</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>The paste was cancelled; nothing was opened.</source>
        <extracomment>In the status bar when a long paste was cancelled while it was read</extracomment>
        <translation>Le collage a été annulé ; rien n’a été ouvert.</translation>
    </message>
</context>
<context>
    <name>verso::app::EditorTransforms</name>
    <message>
        <source>Turn and Mirror</source>
        <extracomment>Group of the position editor: buttons that rotate or mirror the whole board</extracomment>
        <translation>Tourner et refléter</translation>
    </message>
    <message>
        <source>↺ 90°</source>
        <extracomment>Position editor button: turns the board a quarter turn anticlockwise</extracomment>
        <translation>↺ 90°</translation>
    </message>
    <message>
        <source>Rotate the board a quarter turn to the left</source>
        <translation>Tourner le plateau d’un quart de tour vers la gauche</translation>
    </message>
    <message>
        <source>↻ 90°</source>
        <extracomment>Position editor button: turns the board a quarter turn clockwise</extracomment>
        <translation>↻ 90°</translation>
    </message>
    <message>
        <source>Rotate the board a quarter turn to the right</source>
        <translation>Tourner le plateau d’un quart de tour vers la droite</translation>
    </message>
    <message>
        <source>180°</source>
        <extracomment>Position editor button: turns the board half a turn</extracomment>
        <translation>180°</translation>
    </message>
    <message>
        <source>Rotate the board half a turn</source>
        <translation>Tourner le plateau d’un demi-tour</translation>
    </message>
    <message>
        <source>⇆</source>
        <extracomment>Position editor button: mirrors the board left to right (column a swaps with h)</extracomment>
        <translation>⇆</translation>
    </message>
    <message>
        <source>Mirror the board left to right (a↔h)</source>
        <translation>Refléter le plateau de gauche à droite (a↔h)</translation>
    </message>
    <message>
        <source>⇅</source>
        <extracomment>Position editor button: mirrors the board top to bottom (row 1 swaps with 8)</extracomment>
        <translation>⇅</translation>
    </message>
    <message>
        <source>Mirror the board top to bottom (1↔8)</source>
        <translation>Refléter le plateau de haut en bas (1↔8)</translation>
    </message>
    <message>
        <source>⤡ a1–h8</source>
        <extracomment>Position editor button: mirrors the board in the diagonal from a1 to h8</extracomment>
        <translation>⤡ a1–h8</translation>
    </message>
    <message>
        <source>Mirror the board in the a1–h8 diagonal</source>
        <translation>Refléter le plateau selon la diagonale a1–h8</translation>
    </message>
    <message>
        <source>⤢ a8–h1</source>
        <extracomment>Position editor button: mirrors the board in the diagonal from a8 to h1</extracomment>
        <translation>⤢ a8–h1</translation>
    </message>
    <message>
        <source>Mirror the board in the a8–h1 diagonal</source>
        <translation>Refléter le plateau selon la diagonale a8–h1</translation>
    </message>
</context>
<context>
    <name>verso::app::EvalGraph</name>
    <message>
        <source>The value of each position for Black; click to go there</source>
        <translation>La valeur de chaque position pour Noir ; cliquez pour y aller</translation>
    </message>
    <message>
        <source>Evaluating positions: %1 of %2</source>
        <translation>Évaluation des positions : %1 sur %2</translation>
    </message>
    <message>
        <source>Start position</source>
        <extracomment>Tooltip of the evaluation graph, e.g. &quot;After move 23: +4 for Black (depth 10)&quot;; %1 the move number</extracomment>
        <translation>Position de départ</translation>
    </message>
    <message>
        <source>After move %1</source>
        <translation>Après le coup %1</translation>
    </message>
    <message>
        <source>%1 for Black (exact)</source>
        <translation>%1 pour Noir (exact)</translation>
    </message>
    <message>
        <source>%1 for Black (depth %2)</source>
        <translation>%1 pour Noir (profondeur %2)</translation>
    </message>
    <message>
        <source>No evaluation yet</source>
        <extracomment>Above the evaluation graph while no position has a value and none is being worked out</extracomment>
        <translation>Pas encore d’évaluation</translation>
    </message>
    <message>
        <source>±%1 discs: up Black, down White</source>
        <extracomment>Above the evaluation graph: its vertical scale, e.g. &quot;±32 discs: up Black, down White&quot; (bars above the middle line favour Black); keep it short, the panel is narrow</extracomment>
        <translation>±%1 pions : en haut Noir, en bas Blanc</translation>
    </message>
</context>
<context>
    <name>verso::app::ExplorerDock</name>
    <message>
        <source>Explorer</source>
        <extracomment>Title of the panel listing the moves played from the board&apos;s position in the library</extracomment>
        <translation>Explorateur</translation>
    </message>
    <message>
        <source>Opening &amp;Explorer</source>
        <extracomment>View menu: shows or hides the panel of the moves played from the position in the library</extracomment>
        <translation>&amp;Explorateur d&apos;ouvertures</translation>
    </message>
    <message>
        <source>Moves played from this position</source>
        <extracomment>Accessible name of the table of the moves played from the position (for screen readers)</extracomment>
        <translation>Coups joués depuis cette position</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>Explorer column: the move played from the position</extracomment>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Explorer column: how many games of the library played the move</extracomment>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Black %</source>
        <extracomment>Explorer column: Black&apos;s wins in percent of the games that ended</extracomment>
        <translation>Noirs %</translation>
    </message>
    <message>
        <source>Draw %</source>
        <extracomment>Explorer column: draws in percent of the games that ended</extracomment>
        <translation>Nulles %</translation>
    </message>
    <message>
        <source>White %</source>
        <extracomment>Explorer column: White&apos;s wins in percent of the games that ended</extracomment>
        <translation>Blancs %</translation>
    </message>
    <message>
        <source>Avg. score</source>
        <extracomment>Explorer column: Black&apos;s average final score (discs ahead) of the games that ended</extracomment>
        <translation>Score moyen</translation>
    </message>
    <message>
        <source>Book</source>
        <extracomment>Explorer column: the opening book&apos;s value of the move, for the side that plays it</extracomment>
        <translation>Biblio.</translation>
    </message>
    <message>
        <source>Black&apos;s average final score: Black&apos;s discs minus White&apos;s</source>
        <extracomment>Tooltip of the explorer&apos;s Avg. score column</extracomment>
        <translation>Score final moyen des Noirs : pions noirs moins pions blancs</translation>
    </message>
    <message>
        <source>The opening book&apos;s value of the move in discs, for the side that plays it</source>
        <extracomment>Tooltip of the explorer&apos;s Book column</extracomment>
        <translation>Valeur du coup selon la bibliothèque d&apos;ouvertures, en pions, pour le camp qui le joue</translation>
    </message>
    <message>
        <source>Reading the library…</source>
        <extracomment>Explorer: shown while the game library is read for the first time</extracomment>
        <translation>Lecture de la bibliothèque…</translation>
    </message>
    <message>
        <source>Your library has no games yet: add a database in File &gt; Library.</source>
        <extracomment>Explorer: the library (kept games and databases) is empty</extracomment>
        <translation>Votre bibliothèque ne contient encore aucune partie : ajoutez une base de données dans Fichier &gt; Bibliothèque.</translation>
    </message>
    <message>
        <source>No game in your library went on from this position.</source>
        <extracomment>Explorer: no game of the library reached the board&apos;s position and went on</extracomment>
        <translation>Aucune partie de votre bibliothèque ne s&apos;est poursuivie depuis cette position.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) in your library from this position</source>
        <extracomment>Explorer: how many games of the library went on from the board&apos;s position</extracomment>
        <translation>
            <numerusform>%Ln partie de votre bibliothèque depuis cette position</numerusform>
            <numerusform>%Ln parties de votre bibliothèque depuis cette position</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>verso::app::ExternalEngineDialog</name>
    <message>
        <source>Add Engine</source>
        <extracomment>Title of the dialog that adds an external engine (a program that plays Othello)</extracomment>
        <translation>Ajouter un moteur</translation>
    </message>
    <message>
        <source>Edit Engine</source>
        <extracomment>Title of the dialog that changes an external engine&apos;s settings</extracomment>
        <translation>Modifier le moteur</translation>
    </message>
    <message>
        <source>The name the engine gives itself</source>
        <extracomment>Shown in the empty name field: the engine will be called by the name it gives itself</extracomment>
        <translation>Le nom que le moteur se donne</translation>
    </message>
    <message>
        <source>&quot;/path/to/engine&quot; arguments</source>
        <extracomment>An example command line; keep the program name and the quotes</extracomment>
        <translation>&quot;/chemin/vers/moteur&quot; arguments</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Where Verso was started</source>
        <extracomment>Shown in the empty working directory field</extracomment>
        <translation>Là où Verso a été lancé</translation>
    </message>
    <message>
        <source> s</source>
        <comment>Unit after the number of seconds per move, with a space before it</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>The engine is told the search depth. The NBoard protocol has no time limit, so a move that takes longer than the time per move is reported, and you can wait, restart the engine or take over.</source>
        <translation>Le moteur reçoit la profondeur de recherche. Le protocole NBoard n’a pas de limite de temps : un coup plus long que le temps par coup est signalé, et vous pouvez attendre, redémarrer le moteur ou prendre la main.</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Tester</translation>
    </message>
    <message>
        <source>Start the engine and see whether it answers</source>
        <translation>Démarrer le moteur et voir s’il répond</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;Command line:</source>
        <translation>&amp;Ligne de commande :</translation>
    </message>
    <message>
        <source>&amp;Working directory:</source>
        <translation>&amp;Dossier de travail :</translation>
    </message>
    <message>
        <source>Search &amp;depth:</source>
        <extracomment>How many moves ahead the engine looks (NBoard &quot;set depth&quot;)</extracomment>
        <translation>&amp;Profondeur de recherche :</translation>
    </message>
    <message>
        <source>&amp;Time per move:</source>
        <translation>&amp;Temps par coup :</translation>
    </message>
    <message>
        <source>Choose the Engine Program</source>
        <translation>Choisir le programme du moteur</translation>
    </message>
    <message>
        <source>Choose the Working Directory</source>
        <translation>Choisir le dossier de travail</translation>
    </message>
    <message>
        <source>Starting the engine…</source>
        <translation>Démarrage du moteur…</translation>
    </message>
    <message>
        <source>The engine is ready: %1</source>
        <extracomment>%1 is the name of the engine, as it gives it</extracomment>
        <translation>Le moteur est prêt : %1</translation>
    </message>
</context>
<context>
    <name>verso::app::ExternalEngineSeats</name>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Moteurs…</translation>
    </message>
    <message>
        <source>Add NBoard engines and choose who plays Black and White</source>
        <translation>Ajouter des moteurs NBoard et choisir qui joue les Noirs et les Blancs</translation>
    </message>
    <message>
        <source>Play Against %1</source>
        <extracomment>Opponent menu entry: play a game against the external engine named %1</extracomment>
        <translation>Jouer contre %1</translation>
    </message>
    <message>
        <source>The game waits. %1 plays %2.</source>
        <extracomment>%1 is the engine&apos;s name, %2 Black or White</extracomment>
        <translation>La partie attend. %1 joue les %2.</translation>
    </message>
    <message>
        <source>&amp;Wait</source>
        <translation>&amp;Attendre</translation>
    </message>
    <message>
        <source>Re&amp;start the Engine</source>
        <translation>&amp;Redémarrer le moteur</translation>
    </message>
    <message>
        <source>&amp;Take Over</source>
        <translation>&amp;Prendre la main</translation>
    </message>
    <message>
        <source>Play Against %1 (outside engine %2)</source>
        <extracomment>Opponent menu entry for an external engine named like Verso itself: %1 is its name, %2 its program (e.g. &quot;Play Against Verso (outside engine verso-engine)&quot;)</extracomment>
        <translation>Jouer contre %1 (moteur externe %2)</translation>
    </message>
    <message>
        <source>Engine Problem</source>
        <extracomment>Title of the question shown when an external engine fails</extracomment>
        <translation>Problème de moteur</translation>
    </message>
</context>
<context>
    <name>verso::app::ExternalEnginesDialog</name>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Modifier…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Moteurs</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Ajouter…</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <extracomment>Who plays the black discs: you, Verso or an engine</extracomment>
        <translation>&amp;Noirs :</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Blancs :</translation>
    </message>
    <message>
        <source>Programs that speak the NBoard protocol, such as verso-engine, Edax or NTest:</source>
        <translation>Programmes qui parlent le protocole NBoard, comme verso-engine, Edax ou NTest :</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Verso, level %1 %2</source>
        <extracomment>The seat choice for Verso&apos;s own engine: %1 is the level number, %2 its name</extracomment>
        <translation>Verso, niveau %1 %2</translation>
    </message>
</context>
<context>
    <name>verso::app::FileActions</name>
    <message>
        <source>Game files (*.ggf *.txt *.obf);;GGF games (*.ggf);;Transcripts (*.txt);;Board strings (*.obf);;All files (*)</source>
        <extracomment>File dialog filters; keep the patterns in brackets as they are</extracomment>
        <translation>Fichiers de parties (*.ggf *.txt *.obf);;Parties GGF (*.ggf);;Transcriptions (*.txt);;Chaînes de plateau (*.obf);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a game from a GGF, transcript or board string file</source>
        <translation>Ouvrir une partie depuis un fichier GGF, de transcription ou de chaîne de plateau</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Kept Games…</source>
        <extracomment>File menu: the library of every game played or left in Verso</extracomment>
        <translation>Parties &amp;conservées…</translation>
    </message>
    <message>
        <source>Every game that ended or was left, to open again</source>
        <translation>Chaque partie terminée ou quittée, à rouvrir</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Cannot Open Game</source>
        <extracomment>%1 is a file name, %2 the system&apos;s reason (e.g. &quot;No such file or directory&quot;)
----------
%1 is a file name, %2 where and why it cannot be read</extracomment>
        <translation>Impossible d’ouvrir la partie</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 is a file name, %2 the system&apos;s reason (e.g. &quot;No such file or directory&quot;)</extracomment>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>%1 is not a game Verso can open.

%2</source>
        <translation>%1 n’est pas une partie que Verso sache ouvrir.

%2</translation>
    </message>
    <message>
        <source>Games in %1</source>
        <extracomment>Title of the list of games in a file; %1 is the file name</extracomment>
        <translation>Parties de %1</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Cannot Save Game</source>
        <extracomment>%1 is a file name, %2 the system&apos;s reason (e.g. &quot;Permission denied&quot;)</extracomment>
        <translation>Impossible d’enregistrer la partie</translation>
    </message>
    <message>
        <source>A transcript cannot keep a set-up start position. Save the game as GGF (.ggf) to keep it.</source>
        <translation>Une transcription ne peut pas garder une position de départ préparée. Enregistrez la partie en GGF (.ggf) pour la conserver.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>The position shown is saved in %1.</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>La position affichée est enregistrée dans %1.</translation>
    </message>
    <message>
        <source>Saved in %1.</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>Enregistrée dans %1.</translation>
    </message>
    <message>
        <source>No game is kept yet: every game that ends or is left goes here.</source>
        <translation>Aucune partie conservée pour l’instant : chaque partie terminée ou quittée arrive ici.</translation>
    </message>
    <message>
        <source>Cannot Open Kept Games</source>
        <translation>Impossible d’ouvrir les parties conservées</translation>
    </message>
    <message>
        <source>Kept Games</source>
        <translation>Parties conservées</translation>
    </message>
    <message>
        <source>Nothing is lost: the game is still in Verso. Save it in another place (another folder or disk) with Save As.</source>
        <extracomment>Under a failed write: what the person can do</extracomment>
        <translation>Rien n’est perdu : la partie est toujours dans Verso. Enregistrez-la ailleurs (un autre dossier ou disque) avec Enregistrer sous.</translation>
    </message>
</context>
<context>
    <name>verso::app::GameAnnouncer</name>
    <message>
        <source>Game over: %1</source>
        <extracomment>Said by a screen reader when the game ends; %1 is the result (&quot;Black wins 50-14 …&quot;)</extracomment>
        <translation>Partie terminée : %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (computer) played %2, %n disc(s) turned over.</source>
        <extracomment>Said by a screen reader after the computer&apos;s move: %1 is Black or White, %2 the square (d3), %n the number of discs it turned over</extracomment>
        <translation>
            <numerusform>%1 (ordinateur) a joué %2, %n pion retourné.</numerusform>
            <numerusform>%1 (ordinateur) a joué %2, %n pions retournés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2, %n disc(s) turned over.</source>
        <extracomment>Said by a screen reader after a person&apos;s move: %1 is Black or White, %2 the square (d3), %n the number of discs it turned over</extracomment>
        <translation>
            <numerusform>%1 a joué %2, %n pion retourné.</numerusform>
            <numerusform>%1 a joué %2, %n pions retournés.</numerusform>
        </translation>
    </message>
    <message>
        <source>New board: %1 to move.</source>
        <extracomment>Said by a screen reader when a new game starts or a game is opened; %1 is Black or White</extracomment>
        <translation>Nouveau plateau : %1 au trait.</translation>
    </message>
    <message>
        <source>Move %1 of %2 shown: %3 to move.</source>
        <extracomment>Said by a screen reader after Undo, Redo or a jump in the move list: %1 is the number of moves shown, %2 the number of moves in the game, %3 Black or White</extracomment>
        <translation>Coup %1 sur %2 affiché : %3 au trait.</translation>
    </message>
</context>
<context>
    <name>verso::app::GameChooser</name>
    <message>
        <source>Games</source>
        <extracomment>Accessible name of the table of games in the game chooser (for screen readers)</extracomment>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Filter by player…</source>
        <extracomment>Placeholder of the game chooser&apos;s filter box: only games whose Black or White name contains the text are shown</extracomment>
        <translation>Filtrer par joueur…</translation>
    </message>
    <message>
        <source>Filter by player</source>
        <extracomment>Accessible name of the game chooser&apos;s filter box (for screen readers)</extracomment>
        <translation>Filtrer par joueur</translation>
    </message>
    <message>
        <source>Final position of the selected game</source>
        <extracomment>Accessible name of the small board beside the game chooser&apos;s table (for screen readers)</extracomment>
        <translation>Position finale de la partie choisie</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <extracomment>Game chooser: opens the selected game</extracomment>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>Black: &lt;b&gt;%1&lt;/b&gt;</source>
        <extracomment>Game chooser, beside the table: the player of Black, %1 the name</extracomment>
        <translation>Noir : &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>White: &lt;b&gt;%1&lt;/b&gt;</source>
        <extracomment>Game chooser, beside the table: the player of White, %1 the name</extracomment>
        <translation>Blanc : &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Discs: %1 black, %2 white</source>
        <extracomment>Game chooser, beside the table: the discs on the board at the end of the selected game</extracomment>
        <translation>Pions : %1 noirs, %2 blancs</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <extracomment>Game chooser, above the table: how many games the file or the clipboard holds</extracomment>
        <translation>
            <numerusform>%Ln partie</numerusform>
            <numerusform>%Ln parties</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 games match</source>
        <extracomment>Game chooser, above the table, while filtering: %1 games shown of %2</extracomment>
        <translation>%1 parties sur %2 correspondent</translation>
    </message>
</context>
<context>
    <name>verso::app::GameChooserModel</name>
    <message>
        <source>%1 (agreed)</source>
        <extracomment>Game chooser, Result column: a score the players agreed on, %1 e.g. &quot;Black wins 39-25&quot;</extracomment>
        <translation>%1 (convenu)</translation>
    </message>
    <message>
        <source>%1 wins on time</source>
        <extracomment>Game chooser, Result column: the other side ran out of time; %1 is Black or White</extracomment>
        <translation>%1 gagne au temps</translation>
    </message>
    <message>
        <source>%1 wins by resignation</source>
        <extracomment>Game chooser, Result column: the other side resigned; %1 is Black or White</extracomment>
        <translation>%1 gagne par abandon</translation>
    </message>
    <message>
        <source>position</source>
        <extracomment>Game chooser, Moves column: a position to start from, with no moves</extracomment>
        <translation>position</translation>
    </message>
    <message>
        <source>unfinished</source>
        <extracomment>Game chooser, Result column: the moves stop before the end and no result is given</extracomment>
        <translation>inachevée</translation>
    </message>
    <message>
        <source>#</source>
        <extracomment>Game chooser column: the game&apos;s number in the file</extracomment>
        <translation>#</translation>
    </message>
    <message>
        <source>Black</source>
        <extracomment>Game chooser column: the player of Black</extracomment>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <extracomment>Game chooser column: the player of White</extracomment>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>Game chooser column: how the game ended</extracomment>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Moves</source>
        <extracomment>Game chooser column: how many discs were placed</extracomment>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>Game chooser column: when the game was played</extracomment>
        <translation>Date</translation>
    </message>
</context>
<context>
    <name>verso::app::GameNavigation</name>
    <message>
        <source>&amp;First Move</source>
        <extracomment>Go menu: show the start position of the game</extracomment>
        <translation>&amp;Premier coup</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <extracomment>Go menu: show the position one move earlier</extracomment>
        <translation>Coup &amp;précédent</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <extracomment>Go menu: show the position one move later</extracomment>
        <translation>Coup &amp;suivant</translation>
    </message>
    <message>
        <source>&amp;Last Move</source>
        <extracomment>Go menu: show the position after the last move of the game</extracomment>
        <translation>&amp;Dernier coup</translation>
    </message>
    <message>
        <source>&amp;Continue From Here</source>
        <extracomment>Go menu: start a new line of play at the position shown (dropping the moves after it)</extracomment>
        <translation>&amp;Continuer d’ici</translation>
    </message>
    <message>
        <source>Play on from the position shown; the moves after it are kept in the game library</source>
        <translation>Continuer depuis la position affichée ; les coups suivants sont conservés dans la bibliothèque de parties</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Coup %1 sur %2</translation>
    </message>
    <message>
        <source>%1 — playing here starts a new line</source>
        <extracomment>While the board shows an earlier position; %1 is e.g. &quot;Move 23 of 41&quot;</extracomment>
        <translation>%1 — jouer ici commence une nouvelle ligne</translation>
    </message>
    <message>
        <source>%1 — Go &gt; Continue From Here plays on from here</source>
        <extracomment>While the board shows an earlier position where the computer is to move; %1 is e.g. &quot;Move 23 of 41&quot;</extracomment>
        <translation>%1 — Aller &gt; Continuer d’ici reprend la partie à partir d’ici</translation>
    </message>
</context>
<context>
    <name>verso::app::GameOverDialog</name>
    <message>
        <source>Game Over</source>
        <translation>Fin de partie</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Review Game</source>
        <extracomment>Button of the result dialog: review the game that just ended (its mistakes and better moves)</extracomment>
        <translation>&amp;Revoir la partie</translation>
    </message>
</context>
<context>
    <name>verso::app::GameSounds</name>
    <message>
        <source>&amp;Sound</source>
        <extracomment>View menu: turns the game&apos;s sound effects on and off</extracomment>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <source>Play a sound for each move, pass, refused move and result</source>
        <extracomment>Status bar tip of View &gt; Sound</extracomment>
        <translation>Jouer un son à chaque coup, passe, coup refusé et au résultat</translation>
    </message>
</context>
<context>
    <name>verso::app::HintActions</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>Hide Hint</source>
        <translation>Masquer le conseil</translation>
    </message>
    <message>
        <source>Show the move the computer would play for you</source>
        <translation>Montrer le coup que l’ordinateur jouerait à votre place</translation>
    </message>
    <message>
        <source>Hide the hint, or stop looking for one</source>
        <translation>Masquer le conseil, ou arrêter d’en chercher un</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Recherche d’un bon coup…</translation>
    </message>
    <message>
        <source>Asking %1 for a good move…</source>
        <extracomment>Status bar while the outside engine %1 is asked for a hint</extracomment>
        <translation>Demande d’un bon coup à %1…</translation>
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
        <translation>inachevée</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>Game library column</extracomment>
        <translation>Date</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>Game library column</extracomment>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>Game library column: the tournament, or the place a game was played</extracomment>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Source</source>
        <extracomment>Game library column: the file or database the game comes from</extracomment>
        <translation>Source</translation>
    </message>
    <message>
        <source>Moves</source>
        <extracomment>Game library column: the number of moves</extracomment>
        <translation>Coups</translation>
    </message>
</context>
<context>
    <name>verso::app::LibraryWindow</name>
    <message>
        <source>Through the position on the board</source>
        <extracomment>Game library filter: only games that reached the position shown on the board (mirrored too)</extracomment>
        <translation>Par la position du plateau</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>Game Library</source>
        <extracomment>Title of the game library window</extracomment>
        <translation>Bibliothèque de parties</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>Placeholder of the game library&apos;s player filter</extracomment>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>any</source>
        <extracomment>Game library year filter with no year chosen</extracomment>
        <translation>tous</translation>
    </message>
    <message>
        <source>Any result</source>
        <extracomment>Game library result filter</extracomment>
        <translation>Tout résultat</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Noir gagne</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Blanc gagne</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <source>Years</source>
        <extracomment>Game library: between the two year filters, &quot;Years 1990 to 1999&quot;</extracomment>
        <translation>Années</translation>
    </message>
    <message>
        <source>to</source>
        <extracomment>Game library: between the two year filters</extracomment>
        <translation>à</translation>
    </message>
    <message>
        <source>&amp;Add Database…</source>
        <extracomment>Game library button: add a WTHOR folder or a game file to the databases shown</extracomment>
        <translation>&amp;Ajouter une base…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Game library: a database that could not be read; %1 the path, %2 the reason</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: no WTHOR games in this folder</source>
        <translation>%1 : aucune partie WTHOR dans ce dossier</translation>
    </message>
    <message>
        <source>%1: not a readable game file</source>
        <extracomment>Game library: a game file that could not be read</extracomment>
        <translation>%1 : pas un fichier de parties lisible</translation>
    </message>
    <message>
        <source>Kept games</source>
        <extracomment>Game library: the source name of the person&apos;s own games (File &gt; Kept Games)</extracomment>
        <translation>Parties conservées</translation>
    </message>
    <message>
        <source>%1: no games</source>
        <translation>%1 : aucune partie</translation>
    </message>
    <message>
        <source>%1 of %2 games (%3 ms)</source>
        <extracomment>Game library: how many games pass the filters, e.g. &quot;1,234 of 105,386 games (35 ms)&quot;</extracomment>
        <translation>%1 sur %2 parties (%3 ms)</translation>
    </message>
    <message>
        <source>Opened from the library: %1 against %2.</source>
        <extracomment>In the status bar after a game was opened from the library; %1 Black&apos;s name, %2 White&apos;s</extracomment>
        <translation>Ouverte depuis la bibliothèque : %1 contre %2.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <extracomment>Game library: stops reading the databases</extracomment>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <extracomment>Game library: the database being read, e.g. &quot;Reading WTH_2001.wtb…&quot;</extracomment>
        <translation>Lecture de %1…</translation>
    </message>
    <message>
        <source>Reading the game databases was cancelled.</source>
        <extracomment>In the status bar when the person stopped the library&apos;s reading</extracomment>
        <translation>La lecture des bases de parties a été annulée.</translation>
    </message>
    <message>
        <source>Reading the game databases…</source>
        <extracomment>Game library: before the first database&apos;s name is known</extracomment>
        <translation>Lecture des bases de parties…</translation>
    </message>
    <message>
        <source>Add a Game Database: a WTHOR year file (.wtb) adds its whole folder</source>
        <extracomment>File dialog title: pick a game database for the library</extracomment>
        <translation>Ajouter une base de parties : un fichier annuel WTHOR (.wtb) ajoute tout son dossier</translation>
    </message>
    <message>
        <source>WTHOR year files, GGF and transcript files (*.wtb *.ggf *.txt)
WTHOR year files: one adds every year of its folder (*.wtb)
All files (*)</source>
        <extracomment>File dialog filters of the game library, one per line</extracomment>
        <translation>Fichiers annuels WTHOR, fichiers GGF et transcriptions (*.wtb *.ggf *.txt)
Fichiers annuels WTHOR : un seul ajoute toutes les années de son dossier (*.wtb)
Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Filter by player</source>
        <extracomment>Accessible names of the game library&apos;s filters and table (for screen readers)</extracomment>
        <translation>Filtrer par joueur</translation>
    </message>
    <message>
        <source>From year</source>
        <translation>À partir de l&apos;année</translation>
    </message>
    <message>
        <source>To year</source>
        <translation>Jusqu&apos;à l&apos;année</translation>
    </message>
    <message>
        <source>Games in the library</source>
        <translation>Parties de la bibliothèque</translation>
    </message>
</context>
<context>
    <name>verso::app::MainWindow</name>
    <message>
        <source>No game in progress</source>
        <translation>Aucune partie en cours</translation>
    </message>
    <message>
        <source>Paused: %1 to move</source>
        <extracomment>Status bar; %1 is Black or White</extracomment>
        <translation>En pause : %1 au trait</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <extracomment>Status bar; %1 is Black or White, in both of these</extracomment>
        <translation>%1 au trait</translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <translation>%1 (ordinateur) réfléchit…</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>Title of the dialog announcing that a side must pass (the noun, not a button)</extracomment>
        <translation>Passe</translation>
    </message>
    <message>
        <source>How to Play</source>
        <translation>Règles du jeu</translation>
    </message>
    <message>
        <source>About Verso</source>
        <translation>À propos de Verso</translation>
    </message>
    <message>
        <source>Resign</source>
        <extracomment>Title of the dialog that asks whether to resign</extracomment>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Resign this game? Your opponent wins. Undo takes the resignation back.</source>
        <translation>Abandonner cette partie ? Votre adversaire gagne. « Annuler » reprend l’abandon.</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <extracomment>Button that confirms resigning the game</extracomment>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>&amp;Library…</source>
        <extracomment>File menu: the game library (own games and game databases)</extracomment>
        <translation>&amp;Bibliothèque…</translation>
    </message>
    <message>
        <source>Your games and game databases: find games by player, year, result or position</source>
        <translation>Vos parties et bases de parties : trouver des parties par joueur, année, résultat ou position</translation>
    </message>
    <message>
        <source>Game Not Kept</source>
        <extracomment>Title of the warning when a game could not be kept in File &gt; Kept Games</extracomment>
        <translation>Partie non conservée</translation>
    </message>
    <message>
        <source>Unfinished Game Not Saved</source>
        <extracomment>Title of the warning when the unfinished game cannot be saved for the next start</extracomment>
        <translation>Partie inachevée non enregistrée</translation>
    </message>
</context>
<context>
    <name>verso::app::MoveListDock</name>
    <message>
        <source>Moves</source>
        <extracomment>Title of the panel listing the game&apos;s moves</extracomment>
        <translation>Coups</translation>
    </message>
    <message>
        <source>&amp;Move List</source>
        <extracomment>View menu: shows or hides the list of moves beside the board</extracomment>
        <translation>Liste des &amp;coups</translation>
    </message>
</context>
<context>
    <name>verso::app::MoveListModel</name>
    <message>
        <source>pass</source>
        <extracomment>A pass in the move list (the side to move had no move), short and lower case like &quot;f5&quot;</extracomment>
        <translation>passe</translation>
    </message>
    <message>
        <source>Move %1: %2 passes</source>
        <extracomment>Tool tip of a pass in the move list; %1 is the move number, %2 Black or White</extracomment>
        <translation>Coup %1 : %2 passe</translation>
    </message>
    <message>
        <source>Move %1: %2 %3</source>
        <extracomment>Tool tip of a move in the move list; %1 is the move number, %2 Black or White, %3 the square such as &quot;f5&quot;</extracomment>
        <translation>Coup %1 : %2 %3</translation>
    </message>
    <message>
        <source>%1 (taken back)</source>
        <extracomment>Tool tip addition for a move that was taken back (Redo plays it again); %1 is the tool tip</extracomment>
        <translation>%1 (reprise)</translation>
    </message>
</context>
<context>
    <name>verso::app::MoveListPanel</name>
    <message>
        <source>Moves</source>
        <extracomment>Accessible name of the table of moves beside the board</extracomment>
        <translation>Coups</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Tool tip of a player&apos;s name above the move list; %1 is Black or White, %2 the name</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Opening: %1</source>
        <extracomment>Above the move list: the named opening the game is in, e.g. &quot;Opening: Tiger&quot;</extracomment>
        <translation>Ouverture : %1</translation>
    </message>
</context>
<context>
    <name>verso::app::NewGameActions</name>
    <message>
        <source>Ne&amp;w Game…</source>
        <extracomment>File menu: opens the dialog choosing the start position and the clocks of a new game</extracomment>
        <translation>Nouvelle partie a&amp;vec options…</translation>
    </message>
    <message>
        <source>Choose where the game starts and its time control</source>
        <extracomment>Status tip of File &gt; New Game…</extracomment>
        <translation>Choisir où commence la partie et sa cadence</translation>
    </message>
</context>
<context>
    <name>verso::app::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <extracomment>Title of the dialog opened by File &gt; New Game…</extracomment>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>The Opponent menu chooses who plays.</source>
        <extracomment>New Game dialog: where to change who plays, under the line saying who plays</extracomment>
        <translation>Le menu Adversaire choisit qui joue.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <extracomment>New Game dialog: the button that starts the game with the choices made</extracomment>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>New Game dialog: group choosing the position the game starts from</extracomment>
        <translation>Départ</translation>
    </message>
    <message>
        <source>An &amp;XOT opening (eight balanced moves, chosen at random)</source>
        <extracomment>New Game dialog: start after the eight moves of a balanced XOT opening picked at random</extracomment>
        <translation>Une ouverture &amp;XOT (huit coups équilibrés, tirée au hasard)</translation>
    </message>
    <message>
        <source>A &amp;random position with</source>
        <extracomment>New Game dialog: start from a position reached by random moves; a number field follows</extracomment>
        <translation>Une position &amp;aléatoire de</translation>
    </message>
    <message>
        <source>The list of XOT openings could not be read: %1</source>
        <extracomment>New Game dialog: tooltip of the XOT choice when the list of openings cannot be read</extracomment>
        <translation>La liste des ouvertures XOT n’a pas pu être lue : %1</translation>
    </message>
    <message>
        <source> discs</source>
        <extracomment>New Game dialog: suffix of the number of discs of a random start, e.g. &quot;20 discs&quot;</extracomment>
        <translation> pions</translation>
    </message>
    <message>
        <source>Discs of the random position</source>
        <extracomment>Accessible name of the number field of a random start</extracomment>
        <translation>Pions de la position aléatoire</translation>
    </message>
    <message>
        <source>Time Control</source>
        <extracomment>New Game dialog: group choosing the clocks of the game</extracomment>
        <translation>Cadence</translation>
    </message>
    <message>
        <source>St&amp;andard position</source>
        <extracomment>New Game dialog: start from the usual four discs</extracomment>
        <translation>Position &amp;standard</translation>
    </message>
</context>
<context>
    <name>verso::app::PositionEditor</name>
    <message>
        <source>Black has no move and will pass.</source>
        <extracomment>Position editor: Black is to move in the position set up but has no move (allowed)</extracomment>
        <translation>Noir n’a aucun coup et passera.</translation>
    </message>
    <message>
        <source>White has no move and will pass.</source>
        <extracomment>Position editor: White is to move in the position set up but has no move (allowed)</extracomment>
        <translation>Blanc n’a aucun coup et passera.</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <extracomment>Title of the dialog opened by Edit &gt; Set Up Position</extracomment>
        <translation>Préparer une position</translation>
    </message>
    <message>
        <source>Board to set up</source>
        <extracomment>Accessible name of the board in the position editor (for screen readers)</extracomment>
        <translation>Plateau à préparer</translation>
    </message>
    <message>
        <source>Paint With</source>
        <extracomment>Group of the position editor: what a left click puts on a square</extracomment>
        <translation>Peindre avec</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <extracomment>Painting tool: a left click puts a black disc</extracomment>
        <translation>&amp;Noir</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <extracomment>Painting tool: a left click puts a white disc</extracomment>
        <translation>&amp;Blanc</translation>
    </message>
    <message>
        <source>&amp;Empty</source>
        <extracomment>Painting tool: a left click empties the square</extracomment>
        <translation>&amp;Vide</translation>
    </message>
    <message>
        <source>Click or drag across squares. Clicking a disc of the chosen colour, or using the right button, empties a square.</source>
        <extracomment>Position editor: how to paint the board</extracomment>
        <translation>Cliquez ou faites glisser sur les cases. Un clic sur un pion de la couleur choisie, ou le bouton droit, vide une case.</translation>
    </message>
    <message>
        <source>Side to Move</source>
        <extracomment>Group of the position editor: whose turn it is in the position set up</extracomment>
        <translation>Camp au trait</translation>
    </message>
    <message>
        <source>Blac&amp;k</source>
        <extracomment>Side to move in the position editor</extracomment>
        <translation>N&amp;oir</translation>
    </message>
    <message>
        <source>W&amp;hite</source>
        <extracomment>Side to move in the position editor</extracomment>
        <translation>Bl&amp;anc</translation>
    </message>
    <message>
        <source>Discs</source>
        <extracomment>Group of the position editor: how many discs of each colour and empty squares there are</extracomment>
        <translation>Pions</translation>
    </message>
    <message>
        <source>Empty squares</source>
        <extracomment>Row of the disc counts in the position editor: the number of empty squares</extracomment>
        <translation>Cases vides</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <extracomment>Position editor: takes every disc off the board</extracomment>
        <translation>&amp;Vider</translation>
    </message>
    <message>
        <source>&amp;Initial Position</source>
        <extracomment>Position editor: puts back the four discs of the start position, Black to move</extracomment>
        <translation>Position &amp;initiale</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <extracomment>Position editor: closes it and starts a game from the position set up</extracomment>
        <translation>&amp;Jouer d’ici</translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <extracomment>Position editor: why a game cannot start from the position set up</extracomment>
        <translation>Le plateau est vide.</translation>
    </message>
    <message>
        <source>Neither side can move: the game would be over at once.</source>
        <extracomment>Position editor: why a game cannot start from the position set up</extracomment>
        <translation>Aucun camp ne peut jouer : la partie serait finie aussitôt.</translation>
    </message>
</context>
<context>
    <name>verso::app::PracticeDock</name>
    <message>
        <source>Practice</source>
        <extracomment>Title of the practice panel</extracomment>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <extracomment>Game menu: opens the practice panel (puzzles from your mistakes and real endgames)</extracomment>
        <translation>&amp;Entraînement</translation>
    </message>
    <message>
        <source>No puzzle is due. Puzzles come from the mistakes in games you review.</source>
        <extracomment>Practice: no own-mistake puzzle is due</extracomment>
        <translation>Aucun problème à faire. Les problèmes viennent des erreurs des parties que vous faites analyser.</translation>
    </message>
    <message>
        <source>No more puzzles in these games.</source>
        <translation>Plus de problèmes dans ces parties.</translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>Practice buttons</extracomment>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Show Solution</source>
        <translation>Voir la solution</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Own mistakes</source>
        <extracomment>Where practice puzzles come from</extracomment>
        <translation>Vos erreurs</translation>
    </message>
    <message>
        <source>Endgames</source>
        <translation>Finales</translation>
    </message>
    <message>
        <source>Any (at random)</source>
        <extracomment>Placeholder of the practice&apos;s player filter: empty means games at random</extracomment>
        <translation>Tous (au hasard)</translation>
    </message>
    <message>
        <source>Exact</source>
        <extracomment>Practice tolerance: only the best move is right</extracomment>
        <translation>Exact</translation>
    </message>
    <message numerus="yes">
        <source>%n disc(s)</source>
        <extracomment>Practice tolerance: a move losing at most this many discs is right</extracomment>
        <translation>
            <numerusform>%n pion</numerusform>
            <numerusform>%n pions</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzles:</source>
        <extracomment>Practice options (labels)</extracomment>
        <translation>Problèmes :</translation>
    </message>
    <message>
        <source>Empties:</source>
        <translation>Cases vides :</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Joueur :</translation>
    </message>
    <message>
        <source>Tolerance:</source>
        <translation>Tolérance :</translation>
    </message>
    <message>
        <source>Looking for a puzzle…</source>
        <extracomment>Practice: waiting for the next puzzle (reading games, solving endgames)</extracomment>
        <translation>Recherche d&apos;un problème…</translation>
    </message>
    <message>
        <source>Hint: the best move is one of the marked squares.</source>
        <extracomment>Practice hint: the board marks fewer squares than the legal moves</extracomment>
        <translation>Indice : le meilleur coup est l&apos;une des cases marquées.</translation>
    </message>
    <message>
        <source>Solution: %1</source>
        <extracomment>Practice: the best line played out on the board, e.g. &quot;a2 b1 a1 (+0)&quot;</extracomment>
        <translation>Solution : %1</translation>
    </message>
    <message>
        <source>Practice progress could not be kept: %1</source>
        <extracomment>%1 is the system&apos;s reason, e.g. &quot;No space left on device&quot;</extracomment>
        <translation>La progression de l&apos;entraînement n&apos;a pas pu être enregistrée : %1</translation>
    </message>
    <message>
        <source>Practice progress could not be read (%1); the file was kept as %2</source>
        <extracomment>%1 why the file could not be read, %2 where it was kept</extracomment>
        <translation>La progression de l&apos;entraînement n&apos;a pas pu être lue (%1) ; le fichier a été conservé sous %2</translation>
    </message>
    <message>
        <source>Any, or 1990-2000</source>
        <extracomment>Placeholder of the practice&apos;s years filter: empty means any year</extracomment>
        <translation>Toutes, ou 1990-2000</translation>
    </message>
    <message>
        <source>Years:</source>
        <translation>Années :</translation>
    </message>
</context>
<context>
    <name>verso::app::PreferencesDialog</name>
    <message>
        <source>Two people on this screen</source>
        <translation>Deux personnes sur cet écran</translation>
    </message>
    <message>
        <source>You against the computer</source>
        <translation>Vous contre l’ordinateur</translation>
    </message>
    <message>
        <source>The computer against itself</source>
        <translation>L’ordinateur contre lui-même</translation>
    </message>
    <message>
        <source>Black (moves first)</source>
        <extracomment>The colour of the discs the person plays</extracomment>
        <translation>Noir (joue en premier)</translation>
    </message>
    <message>
        <source>White</source>
        <extracomment>The colour of the discs the person plays</extracomment>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <extracomment>A computer level: its number and its name, e.g. &quot;4 - Club&quot;</extracomment>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Instant</source>
        <extracomment>Animation speed</extracomment>
        <translation>Instantanée</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Animation speed</extracomment>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Animation speed</extracomment>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Animation speed</extracomment>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Board &amp;theme:</source>
        <extracomment>Preferences: the colours of the board and discs (classic green, dark, wood, high contrast)</extracomment>
        <translation>&amp;Thème du plateau :</translation>
    </message>
    <message>
        <source>T&amp;hreads:</source>
        <extracomment>Preferences: how many threads (processor cores) the computer&apos;s searches use</extracomment>
        <translation>T&amp;hreads :</translation>
    </message>
    <message numerus="yes">
        <source>The strongest level, the hint, analysis and the review share them. This computer has %n core(s).</source>
        <extracomment>Preferences, the note on Threads: who shares them; %n the number of cores of this computer</extracomment>
        <translation>
            <numerusform>Le niveau le plus fort, l&apos;indice, l&apos;analyse et la revue se les partagent. Cet ordinateur a %n cœur.</numerusform>
            <numerusform>Le niveau le plus fort, l&apos;indice, l&apos;analyse et la revue se les partagent. Cet ordinateur a %n cœurs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>verso::app::ReviewDock</name>
    <message>
        <source>Review</source>
        <extracomment>Title of the panel with the review of the game</extracomment>
        <translation>Revue</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>Re&amp;voir la partie</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>&amp;Review Panel</source>
        <extracomment>View menu: shows or hides the panel with the game review</extracomment>
        <translation>Panneau de &amp;revue</translation>
    </message>
    <message>
        <source>Find the mistakes of both sides, what they cost and what was better</source>
        <translation>Trouver les erreurs des deux camps, ce qu&apos;elles ont coûté et ce qui était meilleur</translation>
    </message>
    <message>
        <source>Game &gt; Review Game finds the mistakes of both sides.</source>
        <translation>Partie &gt; Revoir la partie trouve les erreurs des deux camps.</translation>
    </message>
    <message>
        <source>Reviewing the game (depth %1, exact from %2 empties)…</source>
        <extracomment>While the review runs; %1 the depth of its searches, %2 the empties it judges exactly</extracomment>
        <translation>Revue de la partie (profondeur %1, exacte à partir de %2 cases vides)…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <extracomment>After the review was cancelled; the game is as it was</extracomment>
        <translation>Revue annulée.</translation>
    </message>
    <message>
        <source>The review is done: click a move in the Review panel to see what was better.</source>
        <extracomment>In the status bar when the review is done</extracomment>
        <translation>La revue est terminée : cliquez sur un coup dans le panneau de revue pour voir ce qui était meilleur.</translation>
    </message>
    <message>
        <source>Average loss</source>
        <extracomment>Review summary row: the average number of discs lost per move</extracomment>
        <translation>Perte moyenne</translation>
    </message>
    <message>
        <source>%1 lost nothing.</source>
        <extracomment>In the review summary: a side&apos;s (up to) three costliest moves; %1 Black or White</extracomment>
        <translation>%1 n&apos;a rien perdu.</translation>
    </message>
    <message>
        <source>%1&apos;s costliest: %2</source>
        <extracomment>In the review summary, e.g. &quot;Black&apos;s costliest: 8. a2 (−23), 23. g2 (−18)&quot;, with the move numbers of the move list</extracomment>
        <translation>Coups les plus coûteux de %1 : %2</translation>
    </message>
    <message>
        <source>Loss in discs: good ≤ 1, inaccuracy ≤ 3, mistake ≤ 7, blunder more; giving away a won or drawn ending is at least a mistake.</source>
        <extracomment>Under the review summary: the class scale in discs lost against the best move</extracomment>
        <translation>Perte en pions : bon ≤ 1, imprécision ≤ 3, erreur ≤ 7, gaffe au-delà ; laisser échapper une finale gagnée ou nulle est au moins une erreur.</translation>
    </message>
    <message>
        <source>Move %1, %2: the only move.</source>
        <extracomment>In the status bar for a reviewed move that was the only one; %1 move number, %2 the move</extracomment>
        <translation>Coup %1, %2 : le seul coup.</translation>
    </message>
    <message numerus="yes">
        <source>Move %1, %2 (%3): %4, %n disc(s) worse than %5 (%6). ▶ plays the better line.</source>
        <extracomment>In the status bar for a reviewed move; e.g. &quot;Move 23, e6 (−4): mistake, 6 discs worse than f5 (+2).&quot; %4 is the class (best, good, inaccuracy, mistake, blunder); %n the discs lost</extracomment>
        <translation>
            <numerusform>Coup %1, %2 (%3) : %4, %n pion de moins que %5 (%6). ▶ joue la meilleure ligne.</numerusform>
            <numerusform>Coup %1, %2 (%3) : %4, %n pions de moins que %5 (%6). ▶ joue la meilleure ligne.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1, %2 (%3): the best move.</source>
        <extracomment>In the status bar for a reviewed move that was the best; e.g. &quot;Move 23, e6 (+2): the best move&quot;</extracomment>
        <translation>Coup %1, %2 (%3) : le meilleur coup.</translation>
    </message>
    <message>
        <source>Review summary</source>
        <extracomment>Accessible name of the review&apos;s summary text (for screen readers)</extracomment>
        <translation>Résumé de la revue</translation>
    </message>
    <message>
        <source>Reviewed moves</source>
        <extracomment>Accessible name of the table of reviewed moves (for screen readers)</extracomment>
        <translation>Coups revus</translation>
    </message>
</context>
<context>
    <name>verso::app::ReviewModel</name>
    <message>
        <source>Judged exactly</source>
        <extracomment>Tooltip of a reviewed move: how it was judged, e.g. &quot;exact&quot; or &quot;depth 14&quot;</extracomment>
        <translation>Jugé exactement</translation>
    </message>
    <message>
        <source>Judged by a search of depth %1</source>
        <translation>Jugé par une recherche de profondeur %1</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>Review table column: the move number and who played it</extracomment>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>Review table column: the move played and its value</extracomment>
        <translation>Joué</translation>
    </message>
    <message>
        <source>Best</source>
        <extracomment>Review table column: the best move and its value</extracomment>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Loss</source>
        <extracomment>Review table column: discs lost against the best move</extracomment>
        <translation>Perte</translation>
    </message>
    <message>
        <source>Class</source>
        <extracomment>Review table column: best, good, inaccuracy, mistake, blunder</extracomment>
        <translation>Classe</translation>
    </message>
</context>
<context>
    <name>verso::app::SoundPreferences</name>
    <message>
        <source>Sound</source>
        <extracomment>Preferences: the group with the sound effects&apos; settings</extracomment>
        <translation>Son</translation>
    </message>
    <message>
        <source>&amp;Play sounds for moves, passes and results</source>
        <extracomment>Preferences: turns the sound effects on and off</extracomment>
        <translation>&amp;Jouer des sons pour les coups, les passes et les résultats</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <extracomment>Preferences: the sound effects&apos; volume</extracomment>
        <translation>&amp;Volume :</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <extracomment>Preferences: the name a screen reader gives the volume slider</extracomment>
        <translation>Volume des sons</translation>
    </message>
</context>
<context>
    <name>verso::app::ThemeChooser</name>
    <message>
        <source>Classic green</source>
        <extracomment>A board theme in Preferences: the green board</extracomment>
        <translation>Vert classique</translation>
    </message>
    <message>
        <source>Dark</source>
        <extracomment>A board theme in Preferences: a dark grey-blue board for dark desktops</extracomment>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Wood</source>
        <extracomment>A board theme in Preferences: a board of light wood</extracomment>
        <translation>Bois</translation>
    </message>
    <message>
        <source>High contrast</source>
        <extracomment>A board theme in Preferences: high contrast, with a dot on every white disc</extracomment>
        <translation>Contraste élevé</translation>
    </message>
</context>
<context>
    <name>verso::app::ThemePreview</name>
    <message>
        <source>Preview of the board theme</source>
        <extracomment>Accessible name of the small board in Preferences that shows the chosen theme</extracomment>
        <translation>Aperçu du thème du plateau</translation>
    </message>
</context>
<context>
    <name>verso::app::TimeControlChooser</name>
    <message>
        <source>%1 min</source>
        <extracomment>A time control&apos;s duration in whole minutes, e.g. &quot;5 min&quot; (keep it short)</extracomment>
        <translation>%1 min</translation>
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
        <translation>Personnalisée…</translation>
    </message>
    <message>
        <source> min</source>
        <extracomment>Suffix of the minutes field of a custom time control (with a leading space)</extracomment>
        <translation> min</translation>
    </message>
    <message>
        <source> s</source>
        <extracomment>Suffix of the seconds field of a custom time control (with a leading space)</extracomment>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Time per side:</source>
        <extracomment>Custom time control: each side&apos;s time for the whole game</extracomment>
        <translation>&amp;Temps par joueur :</translation>
    </message>
    <message>
        <source>&amp;Increment per move:</source>
        <extracomment>Custom time control: the time added to a side&apos;s clock after each of its moves</extracomment>
        <translation>&amp;Incrément par coup :</translation>
    </message>
    <message>
        <source>No clock</source>
        <extracomment>New Game: the time control of a game without clocks</extracomment>
        <translation>Sans pendule</translation>
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
        <translation>Le temps pris par chaque coup ; cliquez pour y aller</translation>
    </message>
    <message>
        <source>Time per move</source>
        <extracomment>Above the time graph (the time each move of a timed game took) before any move</extracomment>
        <translation>Temps par coup</translation>
    </message>
    <message>
        <source>Time per move, longest %1</source>
        <extracomment>Above the time graph: %1 the longest time a move took, e.g. &quot;0:42&quot; or &quot;0:04.2&quot;</extracomment>
        <translation>Temps par coup, le plus long %1</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <extracomment>Tooltip of a bar of the time graph, e.g. &quot;Move 12: 0:04.2&quot;</extracomment>
        <translation>Coup %1 : %2</translation>
    </message>
</context>
</TS>
