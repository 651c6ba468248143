<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Analysis</name>
    <message>
        <source>book</source>
        <extracomment>Under a move&apos;s value on the board: the value is the opening book&apos;s (keep it short)</extracomment>
        <translation>libro</translation>
    </message>
    <message>
        <source>exact</source>
        <extracomment>Under a move&apos;s value on the board: the value is the perfect-play result (keep it short)</extracomment>
        <translation>exacto</translation>
    </message>
    <message>
        <source>win</source>
        <extracomment>Under a move&apos;s value on the board: the move is proven to win / draw / lose (keep them short)</extracomment>
        <translation>gana</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>pierde</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>tablas</translation>
    </message>
    <message>
        <source>d%1</source>
        <extracomment>Under a move&apos;s value on the board: the search depth in plies, e.g. &quot;d14&quot; (keep it short)</extracomment>
        <translation>p%1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <extracomment>How deep the analysis has searched, e.g. &quot;depth 14&quot;</extracomment>
        <translation>profundidad %1</translation>
    </message>
    <message>
        <source>%1, win/loss/draw proven</source>
        <extracomment>The analysis proved which moves win, draw or lose (the values in discs are estimates)</extracomment>
        <translation>%1, victoria/tablas/derrota demostradas</translation>
    </message>
    <message>
        <source>Hint: %1, %2, book</source>
        <extracomment>The hint in the status bar when it comes from the opening book: the move and the book&apos;s value of it in discs, e.g. &quot;Hint: f5, 0, book&quot;</extracomment>
        <translation>Pista: %1, %2, libro de aperturas</translation>
    </message>
    <message>
        <source>Hint: %1, %2, exact</source>
        <extracomment>The hint in the status bar: the move, its value in discs, and &quot;exact&quot; or the depth, e.g. &quot;Hint: f3, +6, exact&quot;</extracomment>
        <translation>Pista: %1, %2, exacto</translation>
    </message>
    <message>
        <source>Hint: %1, %2, depth %3</source>
        <extracomment>The hint in the status bar, e.g. &quot;Hint: f3, +2, depth 12&quot;</extracomment>
        <translation>Pista: %1, %2, profundidad %3</translation>
    </message>
    <message>
        <source>forced</source>
        <extracomment>Review class of a move: the only legal move (or a pass)</extracomment>
        <translation>forzada</translation>
    </message>
    <message>
        <source>best</source>
        <extracomment>Review class of a move: as good as the best move</extracomment>
        <translation>mejor</translation>
    </message>
    <message>
        <source>good</source>
        <extracomment>Review class of a move: at most 1 disc worse than the best</extracomment>
        <translation>buena</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <extracomment>Review class of a move: 2-3 discs worse than the best</extracomment>
        <translation>imprecisión</translation>
    </message>
    <message>
        <source>mistake</source>
        <extracomment>Review class of a move: 4-7 discs worse than the best (or gives away a won or drawn game)</extracomment>
        <translation>error</translation>
    </message>
    <message>
        <source>blunder</source>
        <extracomment>Review class of a move: more than 7 discs worse than the best</extracomment>
        <translation>error grave</translation>
    </message>
    <message>
        <source>pass</source>
        <extracomment>A pass in a list of moves</extracomment>
        <translation>pasa</translation>
    </message>
</context>
<context>
    <name>AutosaveFormat</name>
    <message>
        <source>it is not a Verso saved game</source>
        <translation>el archivo no es una partida guardada por Verso</translation>
    </message>
    <message>
        <source>its header line is damaged</source>
        <translation>la línea de cabecera del archivo está dañada</translation>
    </message>
    <message>
        <source>it was written by a newer version of Verso (format %1)</source>
        <translation>el archivo lo escribió una versión más reciente de Verso (formato %1)</translation>
    </message>
    <message>
        <source>line 2 does not hold the start position</source>
        <translation>la línea 2 no contiene la posición inicial</translation>
    </message>
    <message>
        <source>the start position on line 2 is damaged (%1)</source>
        <translation>la posición inicial de la línea 2 está dañada (%1)</translation>
    </message>
    <message>
        <source>line 3 does not hold the moves</source>
        <translation>la línea 3 no contiene las jugadas</translation>
    </message>
    <message>
        <source>the move list on line 3 is damaged (%1)</source>
        <translation>la lista de jugadas de la línea 3 está dañada (%1)</translation>
    </message>
    <message>
        <source>line 4 does not hold a valid move number</source>
        <translation>la línea 4 no contiene un número de jugada válido</translation>
    </message>
    <message>
        <source>it has %1 lines instead of %2, so it is incomplete or damaged</source>
        <translation>el archivo tiene %1 líneas en lugar de %2, así que está incompleto o dañado</translation>
    </message>
    <message>
        <source>lines 5 to 7 do not hold valid clocks</source>
        <translation>las líneas 5 a 7 no contienen relojes válidos</translation>
    </message>
</context>
<context>
    <name>AutosaveStore</name>
    <message>
        <source>The unfinished game was not saved because %1 holds another file that could not be moved aside.</source>
        <translation>La partida sin terminar no se guardó porque en %1 hay otro archivo que no se pudo apartar.</translation>
    </message>
    <message>
        <source>The unfinished game could not be saved because the folder %1 could not be created.</source>
        <translation>La partida sin terminar no se pudo guardar porque no se pudo crear la carpeta %1.</translation>
    </message>
    <message>
        <source>The unfinished game could not be saved to %1: %2.</source>
        <translation>La partida sin terminar no se pudo guardar en %1: %2.</translation>
    </message>
    <message>
        <source>it could not be opened (%1)</source>
        <translation>el archivo no se pudo abrir (%1)</translation>
    </message>
    <message>
        <source>it is far too large to be a saved game</source>
        <translation>el archivo es demasiado grande para ser una partida guardada</translation>
    </message>
    <message>
        <source>it could not be moved aside and will be left untouched</source>
        <translation>el archivo no se pudo apartar y se dejará como está</translation>
    </message>
    <message>
        <source>it was kept as %1</source>
        <translation>el archivo se ha conservado como %1</translation>
    </message>
    <message>
        <source>The unfinished game in %1 could not be resumed because %2; %3.</source>
        <extracomment>%1 is the file, %2 why it cannot be used, %3 where it was moved</extracomment>
        <translation>La partida sin terminar de %1 no se pudo reanudar porque %2; %3.</translation>
    </message>
</context>
<context>
    <name>BoardCellAccessible</name>
    <message>
        <source>%1, black, last move</source>
        <extracomment>A square of the board read by a screen reader: %1 is the square (d3), a black disc lies on it and it was the last move played</extracomment>
        <translation>%1, negra, última jugada</translation>
    </message>
    <message>
        <source>%1, black</source>
        <extracomment>A square of the board read by a screen reader: %1 is the square (d3) with a black disc</extracomment>
        <translation>%1, negra</translation>
    </message>
    <message>
        <source>%1, white, last move</source>
        <extracomment>A square of the board read by a screen reader: %1 is the square (f5), a white disc lies on it and it was the last move played</extracomment>
        <translation>%1, blanca, última jugada</translation>
    </message>
    <message>
        <source>%1, white</source>
        <extracomment>A square of the board read by a screen reader: %1 is the square (f5) with a white disc</extracomment>
        <translation>%1, blanca</translation>
    </message>
    <message>
        <source>%1, empty, legal move</source>
        <extracomment>A square of the board read by a screen reader: %1 is an empty square (e6) where the person may play</extracomment>
        <translation>%1, vacía, jugada legal</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <extracomment>A square of the board read by a screen reader: %1 is an empty square (e6)</extracomment>
        <translation>%1, vacía</translation>
    </message>
</context>
<context>
    <name>ClockTexts</name>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <extracomment>A clock&apos;s time left as a screen reader says it, e.g. &quot;1 hour 2 minutes 3 seconds&quot;</extracomment>
        <translation>
            <numerusform>%n hora</numerusform>
            <numerusform>%n horas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>A clock&apos;s time left as a screen reader says it, e.g. &quot;4 minutes 59 seconds&quot;</extracomment>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minutos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>A clock&apos;s time left as a screen reader says it, e.g. &quot;4 minutes 59 seconds&quot;</extracomment>
        <translation>
            <numerusform>%n segundo</numerusform>
            <numerusform>%n segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>Black&apos;s clock</source>
        <extracomment>The name a screen reader gives Black&apos;s clock, before its time</extracomment>
        <translation>Reloj de las negras</translation>
    </message>
    <message>
        <source>White&apos;s clock</source>
        <translation>Reloj de las blancas</translation>
    </message>
    <message>
        <source>running</source>
        <extracomment>Said after a clock&apos;s time when it is the one running, e.g. &quot;Black&apos;s clock, 5 seconds, running&quot;</extracomment>
        <translation>en marcha</translation>
    </message>
    <message>
        <source>paused</source>
        <extracomment>Said after a clock&apos;s time while the game is paused</extracomment>
        <translation>en pausa</translation>
    </message>
    <message>
        <source>time is up</source>
        <extracomment>Said after a clock&apos;s time when it reached zero (that side lost on time)</extracomment>
        <translation>tiempo agotado</translation>
    </message>
    <message>
        <source>Paused</source>
        <extracomment>Under a clock&apos;s time while the game is paused (both clocks stopped)</extracomment>
        <translation>En pausa</translation>
    </message>
    <message>
        <source>Time is up</source>
        <extracomment>Under a clock&apos;s time when it reached zero: that side lost on time</extracomment>
        <translation>Tiempo agotado</translation>
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
Copyright (C) 2026 los desarrolladores de Verso.
Licencia GPL-3.0-or-later: GNU GPL versión 3 o posterior &lt;https://www.gnu.org/licenses/gpl-3.0.html&gt;.
Esto es software libre: puede modificarlo y redistribuirlo.
No hay NINGUNA GARANTÍA, en la medida en que lo permita la ley.
</translation>
    </message>
    <message>
        <source>Verso: Reversi (Othello) for the desktop.</source>
        <extracomment>verso --help: the first line under &quot;Usage&quot;</extracomment>
        <translation>Verso: reversi (othello) para el escritorio.</translation>
    </message>
    <message>
        <source>Displays the version and the licence.</source>
        <translation>Muestra la versión y la licencia.</translation>
    </message>
    <message>
        <source>Game files to open: GGF, transcripts or board strings.</source>
        <extracomment>verso --help: the game files given after the options; &quot;FILE&quot; is the name shown in the usage line</extracomment>
        <translation>Archivos de partidas que abrir: GGF, transcripciones o posiciones.</translation>
    </message>
    <message>
        <source>%2: %1
Try &apos;%2 --help&apos; for the options.
</source>
        <extracomment>verso with an option it does not know: %1 what is wrong (Qt&apos;s words), %2 the program&apos;s name</extracomment>
        <translation>%2: %1
Use «%2 --help» para ver las opciones.
</translation>
    </message>
</context>
<context>
    <name>ExternalEngineFaultText</name>
    <message>
        <source>The engine could not be started, or it stopped before it answered. Check the command line and the working directory.</source>
        <translation>No se pudo iniciar el motor, o se detuvo antes de responder. Compruebe la línea de órdenes y el directorio de trabajo.</translation>
    </message>
    <message>
        <source>The engine stopped running.</source>
        <translation>El motor dejó de ejecutarse.</translation>
    </message>
    <message>
        <source>The engine answered with a move that is not allowed here.</source>
        <translation>El motor respondió con una jugada que no está permitida aquí.</translation>
    </message>
    <message>
        <source>The engine answered with something that is not a move.</source>
        <translation>El motor respondió con algo que no es una jugada.</translation>
    </message>
    <message>
        <source>The engine has not answered in time.</source>
        <translation>El motor no ha respondido a tiempo.</translation>
    </message>
    <message>
        <source>%1 Details: %2</source>
        <extracomment>%1 is a sentence saying what went wrong; %2 is untranslated text from the engine or the system (the engine&apos;s answer, its last error message, or why it could not be started)</extracomment>
        <translation>%1 Detalles: %2</translation>
    </message>
</context>
<context>
    <name>GameTextErrorText</name>
    <message>
        <source>There is no game in it.</source>
        <translation>No contiene ninguna partida.</translation>
    </message>
    <message>
        <source>It is too large to be a game file.</source>
        <translation>Es demasiado grande para ser un archivo de partidas.</translation>
    </message>
    <message>
        <source>The GGF text is broken here.</source>
        <translation>El texto GGF está roto aquí.</translation>
    </message>
    <message>
        <source>This GGF game is not a game of Othello.</source>
        <translation>Esta partida GGF no es de Othello.</translation>
    </message>
    <message>
        <source>The board cannot be read: it needs 64 squares (X or * black, O white, - empty) and the side to move.</source>
        <translation>No se puede leer el tablero: necesita 64 casillas (X o * negras, O blancas, - vacía) y el bando que mueve.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a move (move %2).</source>
        <extracomment>%1 is the text found where a move should be, %2 the move&apos;s number</extracomment>
        <translation>«%1» no es una jugada (jugada %2).</translation>
    </message>
    <message>
        <source>The rules do not allow it.</source>
        <translation>Las reglas no lo permiten.</translation>
    </message>
    <message>
        <source>Move %1, %2, is not allowed: %3</source>
        <extracomment>%1 is the move&apos;s number, %2 the move (e.g. e6), %3 why it is not allowed</extracomment>
        <translation>La jugada %1, %2, no está permitida: %3</translation>
    </message>
    <message>
        <source>Line %1, character %2: %3</source>
        <extracomment>Where a game file or a paste goes wrong: %1 the line, %2 the character, %3 what is wrong</extracomment>
        <translation>Línea %1, carácter %2: %3</translation>
    </message>
    <message>
        <source>This is not a game: Verso reads GGF, transcripts such as f5d6c3d3c4, numbered move lists such as 1. f5 d6 2. c3 and board strings of 64 squares and the side to move.</source>
        <translation>Esto no es una partida: Verso lee GGF, transcripciones como f5d6c3d3c4, listas de jugadas numeradas como 1. f5 d6 2. c3 y cadenas de tablero de 64 casillas más el bando que mueve.</translation>
    </message>
</context>
<context>
    <name>LanguageChoice</name>
    <message>
        <source>System language</source>
        <extracomment>In Preferences: follow the language of the operating system</extracomment>
        <translation>Idioma del sistema</translation>
    </message>
</context>
<context>
    <name>LevelName</name>
    <message>
        <source>Beginner</source>
        <extracomment>Name of a computer level, the weakest</extracomment>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Novice</source>
        <extracomment>Name of a computer level</extracomment>
        <translation>Novato</translation>
    </message>
    <message>
        <source>Casual</source>
        <extracomment>Name of a computer level</extracomment>
        <translation>Aficionado</translation>
    </message>
    <message>
        <source>Club</source>
        <extracomment>Name of a computer level: plays like a club player</extracomment>
        <translation>Jugador de club</translation>
    </message>
    <message>
        <source>Advanced</source>
        <extracomment>Name of a computer level</extracomment>
        <translation>Avanzado</translation>
    </message>
    <message>
        <source>Expert</source>
        <extracomment>Name of a computer level</extracomment>
        <translation>Experto</translation>
    </message>
    <message>
        <source>Master</source>
        <extracomment>Name of a computer level</extracomment>
        <translation>Maestro</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <extracomment>Name of a computer level, the strongest of the eight levels that think a fixed amount</extracomment>
        <translation>Gran maestro</translation>
    </message>
    <message numerus="yes">
        <source>Plays a random move %1% of the time; otherwise looks %n move(s) ahead and misjudges each move by up to %2 discs</source>
        <extracomment>A level&apos;s tip. %1: how often it plays any legal move at all, in per cent; %n: moves searched ahead; %2: the most its judgement of a move is off, in discs.</extracomment>
        <translation>
            <numerusform>Juega una jugada al azar el %1 % de las veces; si no, calcula %n jugada por adelantado y se equivoca al valorar cada jugada hasta en %2 fichas</numerusform>
            <numerusform>Juega una jugada al azar el %1 % de las veces; si no, calcula %n jugadas por adelantado y se equivoca al valorar cada jugada hasta en %2 fichas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Looks %1 moves ahead, exactly from %2 empty squares, and misjudges each move by up to %n disc(s)</source>
        <extracomment>A level&apos;s tip. %1: moves searched ahead; %2: empty squares left when it counts exactly; %n: the most its judgement of a move is off, in discs.</extracomment>
        <translation>
            <numerusform>Calcula %1 jugadas por adelantado, con exactitud desde %2 casillas vacías, y se equivoca al valorar cada jugada hasta en %n ficha</numerusform>
            <numerusform>Calcula %1 jugadas por adelantado, con exactitud desde %2 casillas vacías, y se equivoca al valorar cada jugada hasta en %n fichas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searches at most %1 million positions a move: up to %n move(s) ahead, exactly from %2 empty squares</source>
        <extracomment>A level&apos;s tip. %1: its budget in millions of positions; %n: moves searched ahead at most; %2: empty squares left when it solves exactly.</extracomment>
        <translation>
            <numerusform>Examina como máximo %1 millones de posiciones por jugada: hasta %n jugada por adelantado, con exactitud desde %2 casillas vacías</numerusform>
            <numerusform>Examina como máximo %1 millones de posiciones por jugada: hasta %n jugadas por adelantado, con exactitud desde %2 casillas vacías</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Looks %n move(s) ahead and plays perfectly from %1 empty squares</source>
        <extracomment>A level&apos;s tip. %n: moves searched ahead; %1: empty squares left when perfect play starts.</extracomment>
        <translation>
            <numerusform>Calcula %n jugada por adelantado y juega a la perfección desde %1 casillas vacías</numerusform>
            <numerusform>Calcula %n jugadas por adelantado y juega a la perfección desde %1 casillas vacías</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; opens from its opening book</source>
        <extracomment>A level&apos;s tip: %1 is what it does after the opening (e.g. &quot;Looks 8 moves ahead and plays perfectly from 16 empty squares&quot;)</extracomment>
        <translation>%1; abre con su libro de aperturas</translation>
    </message>
    <message numerus="yes">
        <source>Strongest, %n s a move</source>
        <extracomment>Name of a computer level that plays its strongest, thinking about %n seconds a move</extracomment>
        <translation>
            <numerusform>Máximo, %n s por jugada</numerusform>
            <numerusform>Máximo, %n s por jugada</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Thinks about %n second(s) a move on average, longer in the middle game, and plays perfectly as early as that allows</source>
        <extracomment>A level&apos;s tip. %n: the seconds it thinks a move on average over a game.</extracomment>
        <translation>
            <numerusform>Piensa de media unos %n segundo por jugada, más en el medio juego, y juega a la perfección tan pronto como el tiempo lo permite</numerusform>
            <numerusform>Piensa de media unos %n segundos por jugada, más en el medio juego, y juega a la perfección tan pronto como el tiempo lo permite</numerusform>
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
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Opponent</source>
        <extracomment>Menu: who plays against whom</extracomment>
        <translation>&amp;Rival</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <extracomment>Menu of the computer&apos;s playing strengths</extracomment>
        <translation>&amp;Nivel</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Animation Speed</source>
        <translation>Velocidad de &amp;animación</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>Partida &amp;nueva</translation>
    </message>
    <message>
        <source>Start a new game with the same opponent</source>
        <translation>Empezar una partida nueva contra el mismo rival</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Retirar la última jugada</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Replay a move taken back</source>
        <translation>Volver a hacer una jugada retirada</translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation>Abando&amp;nar</translation>
    </message>
    <message>
        <source>Give up this game</source>
        <translation>Rendirse en esta partida</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <extracomment>Menu command: pause the game (a verb)</extracomment>
        <translation>&amp;Pausar</translation>
    </message>
    <message>
        <source>Pause or resume the game</source>
        <translation>Pausar o reanudar la partida</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Leave Verso</source>
        <translation>Salir de Verso</translation>
    </message>
    <message>
        <source>&amp;Human vs Human</source>
        <translation>&amp;Humano contra humano</translation>
    </message>
    <message>
        <source>Two people take turns at this board</source>
        <translation>Dos personas juegan por turnos en este tablero</translation>
    </message>
    <message>
        <source>Human vs &amp;Computer</source>
        <translation>Humano contra &amp;ordenador</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>Jugar contra el ordenador</translation>
    </message>
    <message>
        <source>C&amp;omputer vs Computer</source>
        <translation>Or&amp;denador contra ordenador</translation>
    </message>
    <message>
        <source>Watch the computer play itself</source>
        <translation>Ver al ordenador jugar contra sí mismo</translation>
    </message>
    <message>
        <source>Play &amp;Black (move first)</source>
        <extracomment>Menu command: the person plays the black discs</extracomment>
        <translation>Jugar con &amp;negras (salen primero)</translation>
    </message>
    <message>
        <source>In a game against the computer, you play black</source>
        <translation>En una partida contra el ordenador, usted juega con negras</translation>
    </message>
    <message>
        <source>Play &amp;White</source>
        <extracomment>Menu command: the person plays the white discs</extracomment>
        <translation>Jugar con &amp;blancas</translation>
    </message>
    <message>
        <source>In a game against the computer, you play white</source>
        <translation>En una partida contra el ordenador, usted juega con blancas</translation>
    </message>
    <message>
        <source>Show &amp;Legal Moves</source>
        <translation>Mostrar jugadas &amp;posibles</translation>
    </message>
    <message>
        <source>Mark the squares where the side to move may play</source>
        <translation>Marcar las casillas donde puede jugar el bando al que le toca</translation>
    </message>
    <message>
        <source>Show Last &amp;Move</source>
        <translation>Mostrar la última &amp;jugada</translation>
    </message>
    <message>
        <source>Mark the disc placed last</source>
        <translation>Marcar la última ficha colocada</translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation>Mostrar &amp;coordenadas</translation>
    </message>
    <message>
        <source>Show a-h and 1-8 around the board</source>
        <translation>Mostrar a–h y 1–8 alrededor del tablero</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <extracomment>Animation speed: no flip animation</extracomment>
        <translation>&amp;Instantánea</translation>
    </message>
    <message>
        <source>Discs turn over at once</source>
        <translation>Las fichas se voltean al instante</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rápida</translation>
    </message>
    <message>
        <source>Quick flip animation</source>
        <translation>Animación rápida al voltear</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>Normal flip animation</source>
        <translation>Animación normal al voltear</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lenta</translation>
    </message>
    <message>
        <source>Slow flip animation</source>
        <translation>Animación lenta al voltear</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Cómo se juega</translation>
    </message>
    <message>
        <source>The rules of Reversi</source>
        <translation>Las reglas del reversi</translation>
    </message>
    <message>
        <source>&amp;About Verso</source>
        <translation>&amp;Acerca de Verso</translation>
    </message>
    <message>
        <source>About this program</source>
        <translation>Acerca de este programa</translation>
    </message>
    <message>
        <source>P&amp;references…</source>
        <translation>Pre&amp;ferencias…</translation>
    </message>
    <message>
        <source>Opponent, level, animation, markers and language</source>
        <translation>Rival, nivel, animación, marcas e idioma</translation>
    </message>
    <message>
        <source>Announce &amp;Passes in a Dialog</source>
        <translation>Avisar de los pases en un &amp;cuadro de diálogo</translation>
    </message>
    <message>
        <source>Show a dialog when a side has to pass; otherwise a message in the status bar</source>
        <translation>Mostrar un cuadro de diálogo cuando un bando deba pasar; si no, un mensaje en la barra de estado</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <extracomment>Menu that steps through the moves of the game</extracomment>
        <translation>&amp;Ir</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <extracomment>View menu: shows the board turned half a turn, seen from White&apos;s side</extracomment>
        <translation>&amp;Girar el tablero</translation>
    </message>
    <message>
        <source>Show the board from White&apos;s side: row 8 at the top, column h on the left</source>
        <translation>Mostrar el tablero desde el lado de las blancas: la fila 8 arriba, la columna h a la izquierda</translation>
    </message>
</context>
<context>
    <name>PracticeTexts</name>
    <message>
        <source>%1 to move: find a move that keeps the win</source>
        <extracomment>The task of a practice puzzle; %1 is the colour to move (&quot;Black&quot;)</extracomment>
        <translation>Juegan %1: encuentra una jugada que mantenga la victoria</translation>
    </message>
    <message>
        <source>%1 to move: find the best move</source>
        <extracomment>The task of a practice puzzle; %1 is the colour to move (&quot;Black&quot;)</extracomment>
        <translation>Juegan %1: encuentra la mejor jugada</translation>
    </message>
    <message>
        <source>Right: %1 (%2)</source>
        <extracomment>A right answer: %1 the move, %2 its value in discs (&quot;+4&quot;)</extracomment>
        <translation>Correcto: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 gives away the result (%2)</source>
        <extracomment>A wrong answer that turns a win into a draw or loss: %1 the move, %2 its value</extracomment>
        <translation>%1 echa a perder el resultado (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n disc(s)</source>
        <extracomment>A wrong answer: %1 the move; %n the discs it loses against the best move</extracomment>
        <translation>
            <numerusform>%1 pierde %n ficha</numerusform>
            <numerusform>%1 pierde %n fichas</numerusform>
        </translation>
    </message>
    <message>
        <source>In your game: %1</source>
        <extracomment>Own-mistake puzzles: the move played in the person&apos;s game, e.g. &quot;b1&quot;</extracomment>
        <translation>En tu partida: %1</translation>
    </message>
    <message>
        <source>Due today: %1  Solved: %2  Streak: %3</source>
        <extracomment>Practice progress: %1 puzzles due today, %2 solved in all, %3 right answers in a row</extracomment>
        <translation>Para hoy: %1  Resueltos: %2  Racha: %3</translation>
    </message>
    <message>
        <source>Right: own mistakes %1, endgames %2, at %3 empties %4</source>
        <extracomment>Practice accuracy: %1 own mistakes, %2 endgames, %3 the number of empty squares, %4 there</extracomment>
        <translation>Aciertos: errores propios %1, finales %2, con %3 vacías %4</translation>
    </message>
    <message>
        <source>not a readable game file</source>
        <extracomment>Practice: why the kept games could not be read</extracomment>
        <translation>no es un archivo de partidas legible</translation>
    </message>
    <message>
        <source>Kept games could not be read, so no puzzles came from them: %1</source>
        <extracomment>Practice: %1 why the kept games could not be read, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>No se pudieron leer las partidas guardadas, así que no salió ningún problema de ellas: %1</translation>
    </message>
    <message numerus="yes">
        <source>Kept games could be read only in part, so puzzles came from the first %n game(s) only: %1</source>
        <extracomment>Practice: the kept games failed part-way; %n games were read and gave puzzles, %1 why</extracomment>
        <translation>
            <numerusform>Las partidas guardadas solo se pudieron leer en parte, así que los problemas salieron solo de la primera partida: %1</numerusform>
            <numerusform>Las partidas guardadas solo se pudieron leer en parte, así que los problemas salieron solo de las primeras %n partidas: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>Group of settings about the game and the opponent</extracomment>
        <translation>Partida</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Rival:</translation>
    </message>
    <message>
        <source>&amp;Your colour:</source>
        <translation>&amp;Su color:</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>&amp;Nivel del ordenador:</translation>
    </message>
    <message>
        <source>&amp;Pause before the computer moves:</source>
        <translation>&amp;Pausa antes de la jugada del ordenador:</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>Group of settings about how the board looks</extracomment>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>Velocidad de &amp;animación:</translation>
    </message>
    <message>
        <source>Mark the &amp;legal moves</source>
        <translation>Marcar las jugadas &amp;posibles</translation>
    </message>
    <message>
        <source>Mark the last &amp;move</source>
        <translation>Marcar la última &amp;jugada</translation>
    </message>
    <message>
        <source>Show the &amp;coordinates (a–h, 1–8)</source>
        <translation>Mostrar las &amp;coordenadas (a–h, 1–8)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>A new language is used the next time Verso starts.</source>
        <translation>El nuevo idioma se usará la próxima vez que se inicie Verso.</translation>
    </message>
    <message>
        <source> ms</source>
        <comment>Unit after the number of milliseconds, with a space before it</comment>
        <translation> ms</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Revisión de partidas</translation>
    </message>
    <message>
        <source>Search &amp;depth:</source>
        <translation>&amp;Profundidad de búsqueda:</translation>
    </message>
    <message>
        <source>How many moves ahead the review looks before the exact range (deeper is slower)</source>
        <translation>Cuántas jugadas mira adelante la revisión antes del tramo exacto (más profundo es más lento)</translation>
    </message>
    <message>
        <source>&amp;Exact from:</source>
        <translation>&amp;Exacto desde:</translation>
    </message>
    <message>
        <source>Moves with at most this many empty squares left are judged by perfect play</source>
        <translation>Las jugadas con como mucho estas casillas vacías se juzgan con juego perfecto</translation>
    </message>
    <message>
        <source> empty squares</source>
        <translation> casillas vacías</translation>
    </message>
</context>
<context>
    <name>RefusalText</name>
    <message>
        <source>That is not a square: use a letter a-h and a digit 1-8.</source>
        <translation>Eso no es una casilla: use una letra a–h y una cifra 1–8.</translation>
    </message>
    <message>
        <source>%1 is already occupied.</source>
        <extracomment>%1 is a square such as e6</extracomment>
        <translation>%1 ya está ocupada.</translation>
    </message>
    <message>
        <source>That square is already occupied.</source>
        <translation>Esa casilla ya está ocupada.</translation>
    </message>
    <message>
        <source>A disc on %1 would not flip any disc.</source>
        <extracomment>%1 is a square such as e6</extracomment>
        <translation>Una ficha en %1 no voltearía ninguna ficha.</translation>
    </message>
    <message>
        <source>A disc on that square would not flip any disc.</source>
        <translation>Una ficha en esa casilla no voltearía ninguna ficha.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es su turno.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>You cannot pass while you have a legal move.</source>
        <translation>No puede pasar mientras tenga una jugada posible.</translation>
    </message>
    <message>
        <source>There is no legal move: this side must pass.</source>
        <translation>No hay ninguna jugada posible: este bando debe pasar.</translation>
    </message>
    <message>
        <source>The move is not allowed.</source>
        <translation>Esa jugada no está permitida.</translation>
    </message>
    <message>
        <source>Start a new game first.</source>
        <translation>Empiece primero una partida nueva.</translation>
    </message>
    <message>
        <source>The game is paused: resume it to play.</source>
        <translation>La partida está en pausa: reanúdela para jugar.</translation>
    </message>
    <message>
        <source>Moves cannot be taken back in a game on a clock: the time spent cannot be given back.</source>
        <extracomment>The status bar after Undo (or a jump back in the move list) during a game on a clock</extracomment>
        <translation>En una partida con reloj no se pueden deshacer jugadas: el tiempo gastado no se puede devolver.</translation>
    </message>
</context>
<context>
    <name>RegularFile</name>
    <message>
        <source>it is not a regular file</source>
        <extracomment>Why a file cannot be used: a folder, a FIFO, a socket or a device is where a file should be</extracomment>
        <translation>no es un archivo normal</translation>
    </message>
</context>
<context>
    <name>SettingsFileReport</name>
    <message>
        <source>Your settings in %1 could not be read, so Verso uses its default settings; no copy of the file could be kept (%2).</source>
        <extracomment>%1 is the settings file, %2 the system&apos;s reason why no copy could be made</extracomment>
        <translation>No se pudo leer su configuración en %1, así que Verso usa la configuración predeterminada; no se pudo conservar una copia del archivo (%2).</translation>
    </message>
    <message>
        <source>Your settings in %1 could not be read, so Verso uses its default settings. The file is kept as %2.</source>
        <extracomment>%1 is the settings file, %2 the copy of it that was kept</extracomment>
        <translation>No se pudo leer su configuración en %1, así que Verso usa la configuración predeterminada. El archivo se conserva como %2.</translation>
    </message>
    <message>
        <source>Settings Not Read</source>
        <extracomment>Title of the message shown at start-up when the settings file could not be read</extracomment>
        <translation>Configuración no leída</translation>
    </message>
    <message>
        <source>Your settings in %1 cannot be read (%2), so Verso uses its default settings. Changes to the settings will not be kept until the file can be read.</source>
        <extracomment>%1 is the settings file, %2 the reason, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>No se puede leer su configuración en %1 (%2), así que Verso usa la configuración predeterminada. Los cambios en la configuración no se guardarán hasta que se pueda leer el archivo.</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>%1 played %2 from the opening book (book value %3)</source>
        <extracomment>The status bar after the computer played a move of its opening book: %1 the side that played (Black or White), %2 the move, %3 the book&apos;s value of it in discs, e.g. &quot;White played f4 from the opening book (book value 0)&quot;</extracomment>
        <translation>%1 jugó %2 del libro de aperturas (valor del libro %3)</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>the side playing the black discs</comment>
        <translation>Negras</translation>
    </message>
    <message>
        <source>White</source>
        <comment>the side playing the white discs</comment>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>%1 wins by resignation</source>
        <translation>%1 ganan por abandono</translation>
    </message>
    <message>
        <source>%1 wins %2-%3</source>
        <extracomment>%1 is the winner (Black or White), %2-%3 the winner&apos;s and the loser&apos;s score</extracomment>
        <translation>Ganan %1 %2-%3</translation>
    </message>
    <message>
        <source>%1 resigned.</source>
        <translation>%1 se han rendido.</translation>
    </message>
    <message>
        <source>%1 has no legal move and must pass: no disc it could place would turn over a disc of the opponent. %2 plays again.</source>
        <extracomment>%1 is the side that passes, %2 the side that moves again</extracomment>
        <translation>%1 no tienen ninguna jugada posible y deben pasar: ninguna ficha que coloquen voltearía una ficha del rival. %2 vuelven a jugar.</translation>
    </message>
    <message numerus="yes">
        <source>Black has %n disc(s)</source>
        <translation>
            <numerusform>Negras tienen %n ficha</numerusform>
            <numerusform>Negras tienen %n fichas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White has %n disc(s)</source>
        <translation>
            <numerusform>Blancas tienen %n ficha</numerusform>
            <numerusform>Blancas tienen %n fichas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2. Neither side can move any more.</source>
        <extracomment>%1 and %2 are the disc counts, e.g. &quot;Black has 40 discs&quot; and &quot;White has 24 discs&quot;</extracomment>
        <translation>%1, %2. Ningún bando puede jugar más.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>¡Ha ganado!</translation>
    </message>
    <message>
        <source>The computer wins.</source>
        <translation>Gana el ordenador.</translation>
    </message>
    <message>
        <source>Verso, level %1 %2</source>
        <extracomment>A computer player: %1 is the level number, %2 its name (e.g. &quot;Verso, level 4 Club&quot;)</extracomment>
        <translation>Verso, nivel %1 %2</translation>
    </message>
    <message>
        <source>Two people on this screen</source>
        <translation>Dos personas en esta pantalla</translation>
    </message>
    <message>
        <source>You (%1) against %2</source>
        <extracomment>%1 is the person&apos;s colour (Black or White), %2 the opponent (e.g. &quot;Verso, level 4 Club&quot;)</extracomment>
        <translation>Usted (%1) contra %2</translation>
    </message>
    <message>
        <source>%1 (Black) against %2 (White)</source>
        <extracomment>Computer against computer: %1 plays Black, %2 plays White</extracomment>
        <translation>%1 (negras) contra %2 (blancas)</translation>
    </message>
    <message>
        <source>Draw %1-%2</source>
        <comment>final score</comment>
        <translation>Empate %1-%2</translation>
    </message>
    <message>
        <source>%1 (discs %2-%3, %4 empty)</source>
        <extracomment>After a result with empty squares left: %1 e.g. &quot;Black wins 50-14&quot;, %2-%3 Black&apos;s and White&apos;s discs on the board, %4 the number of empty squares (which the score gives to the winner)</extracomment>
        <translation>%1 (fichas %2-%3, %4 vacías)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How to play Reversi&lt;/h3&gt;&lt;p&gt;Two players, Black and White, take turns placing a disc of their colour on the 8&amp;times;8 board. Black moves first, from the four discs in the centre.&lt;/p&gt;&lt;p&gt;A disc must be placed so that it encloses one or more of the opponent&apos;s discs in a straight line (across, down or diagonally) between the new disc and another disc of your colour. All enclosed discs are turned over to your colour. Small see-through discs of the colour to move show where you may play.&lt;/p&gt;&lt;p&gt;If you cannot turn over any disc you must pass, and your opponent plays again. When neither side can move, the game ends: the player with more discs wins.&lt;/p&gt;&lt;p&gt;Click a square to play there, or move the cursor with the arrow keys and press Enter or Space. Undo takes back your last move.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Cómo se juega al reversi&lt;/h3&gt;&lt;p&gt;Dos jugadores, Negras y Blancas, colocan por turnos una ficha de su color en el tablero de 8&amp;times;8. Empiezan las negras, a partir de las cuatro fichas del centro.&lt;/p&gt;&lt;p&gt;Cada ficha debe colocarse de modo que encierre una o más fichas del rival en línea recta (en horizontal, en vertical o en diagonal) entre la ficha nueva y otra ficha de su color. Todas las fichas encerradas se voltean a su color. Unas pequeñas fichas translúcidas del color que mueve muestran dónde puede jugar.&lt;/p&gt;&lt;p&gt;Si no puede voltear ninguna ficha, debe pasar y el rival vuelve a jugar. Cuando ningún bando puede jugar, la partida termina: gana quien tenga más fichas.&lt;/p&gt;&lt;p&gt;Haga clic en una casilla para jugar en ella, o mueva el cursor con las flechas y pulse Intro o Espacio. «Deshacer» retira su última jugada.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>You</source>
        <extracomment>The person&apos;s name in the move list and saved games when one person plays the computer</extracomment>
        <translation>Usted</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Verso %1&lt;/h3&gt;&lt;p&gt;Reversi (Othello) for the desktop, written in C++ and Qt %2.&lt;/p&gt;&lt;p&gt;Play a friend on the same screen or the computer, from %3 (level 1) to %4 (level %5).&lt;/p&gt;&lt;p&gt;Verso is free software under the GNU General Public License, version 3 or later (GPL-3.0-or-later): you may share and change it under its terms, and it comes with no warranty.&lt;/p&gt;</source>
        <extracomment>%1 the version, %2 the Qt version, %3 and %4 the names of the weakest and the strongest computer level (e.g. &quot;Beginner&quot; and &quot;Grandmaster&quot;), %5 the number of the strongest level</extracomment>
        <translation>&lt;h3&gt;Verso %1&lt;/h3&gt;&lt;p&gt;Reversi (Othello) para el escritorio, escrito en C++ y Qt %2.&lt;/p&gt;&lt;p&gt;Juegue contra un amigo en la misma pantalla o contra el ordenador, de %3 (nivel 1) a %4 (nivel %5).&lt;/p&gt;&lt;p&gt;Verso es software libre bajo la Licencia Pública General de GNU, versión 3 o posterior (GPL-3.0-or-later): puede compartirlo y modificarlo según sus términos, y se ofrece sin ninguna garantía.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 wins on time</source>
        <extracomment>The result of a game whose other side&apos;s clock reached zero; %1 is Black or White</extracomment>
        <translation>%1 gana por tiempo</translation>
    </message>
    <message>
        <source>%1&apos;s clock reached zero: %1 loses on time.</source>
        <extracomment>The game-over dialog when a clock reached zero; %1 is Black or White</extracomment>
        <translation>El reloj de %1 ha llegado a cero: %1 pierde por tiempo.</translation>
    </message>
</context>
<context>
    <name>verso::app::AnalysisDock</name>
    <message>
        <source>Analysis</source>
        <extracomment>Title of the panel with the analysis, its best line and the evaluation graph</extracomment>
        <translation>Análisis</translation>
    </message>
    <message>
        <source>Analysis &amp;Panel</source>
        <extracomment>View menu: shows or hides the panel with the analysis and the evaluation graph</extracomment>
        <translation>&amp;Panel de análisis</translation>
    </message>
    <message>
        <source>Line: one move back (Alt+Left)</source>
        <extracomment>Button: show the line one move less far on the board</extracomment>
        <translation>Línea: una jugada atrás (Alt+Izquierda)</translation>
    </message>
    <message>
        <source>Line: one move further (Alt+Right)</source>
        <extracomment>Button: play the line one move further on the board, without changing the game</extracomment>
        <translation>Línea: una jugada más (Alt+Derecha)</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <extracomment>Button: leave the line and show the game&apos;s position again</extracomment>
        <translation>Volver a la partida</translation>
    </message>
    <message>
        <source>Line: %1</source>
        <extracomment>Before the best line in the analysis panel, e.g. &quot;Line: f5 d6 c3&quot;</extracomment>
        <translation>Línea: %1</translation>
    </message>
</context>
<context>
    <name>verso::app::AnalysisEngineMenu</name>
    <message>
        <source>Analysis &amp;Engine</source>
        <extracomment>View menu: the submenu that chooses who analyses (Verso or an outside engine)</extracomment>
        <translation>Motor de a&amp;nálisis</translation>
    </message>
    <message>
        <source>Choose who analyses in Analysis Mode and finds hints: Verso or an outside engine</source>
        <translation>Elegir quién analiza en el modo de análisis y busca pistas: Verso o un motor externo</translation>
    </message>
    <message>
        <source>%1 stopped analysing. The game is unchanged; the board shows no values until you choose an engine in View &gt; Analysis Engine.</source>
        <extracomment>Informative text when the outside analysing engine %1 failed</extracomment>
        <translation>%1 dejó de analizar. La partida no ha cambiado; el tablero no muestra valores hasta que elijas un motor en Ver &gt; Motor de análisis.</translation>
    </message>
    <message>
        <source>%1 gave no hint. The game is unchanged.</source>
        <extracomment>Informative text when the outside engine %1 failed to give a hint</extracomment>
        <translation>%1 no dio ninguna pista. La partida no ha cambiado.</translation>
    </message>
    <message>
        <source>&amp;Verso</source>
        <extracomment>View &gt; Analysis Engine: Verso&apos;s own engine analyses</extracomment>
        <translation>&amp;Verso</translation>
    </message>
    <message>
        <source>%1 Failed</source>
        <extracomment>Title of the message shown when the outside analysing engine %1 fails</extracomment>
        <translation>%1 ha fallado</translation>
    </message>
</context>
<context>
    <name>verso::app::AnalysisMode</name>
    <message>
        <source>%1 — best %2 %3 (opening book)</source>
        <extracomment>The analysis panel when the best move is the opening book&apos;s: how deep the search of the other moves is, the best move and its book value, e.g. &quot;depth 14 — best f5 0 (opening book)&quot;</extracomment>
        <translation>%1 — mejor %2 %3 (libro de aperturas)</translation>
    </message>
    <message>
        <source>&amp;Analysis Mode</source>
        <translation>Modo de &amp;análisis</translation>
    </message>
    <message>
        <source>Show the value of every legal move on the board</source>
        <translation>Mostrar el valor de cada jugada legal en el tablero</translation>
    </message>
    <message>
        <source>Analysis is off (View &gt; Analysis Mode).</source>
        <translation>El análisis está desactivado (Ver &gt; Modo de análisis).</translation>
    </message>
    <message>
        <source>No game to analyse.</source>
        <translation>No hay partida que analizar.</translation>
    </message>
    <message>
        <source>The game is over: no moves to analyse.</source>
        <translation>La partida ha terminado: no hay jugadas que analizar.</translation>
    </message>
    <message>
        <source>Analysis waits while the computer thinks.</source>
        <translation>El análisis espera mientras la computadora piensa.</translation>
    </message>
    <message>
        <source>Analysis waits while the game is reviewed.</source>
        <translation>El análisis espera mientras se revisa la partida.</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analizando…</translation>
    </message>
    <message>
        <source>%1 — best %2 %3</source>
        <extracomment>The analysis panel: how deep the analysis is, the best move and its value, e.g. &quot;Depth 14 — best f5 +4&quot;</extracomment>
        <translation>%1 — mejor %2 %3</translation>
    </message>
    <message>
        <source>%1 stopped analysing: no values are shown. Choose an engine in View &gt; Analysis Engine.</source>
        <extracomment>The analysis panel after the outside analysing engine %1 failed</extracomment>
        <translation>%1 dejó de analizar: no se muestran valores. Elige un motor en Ver &gt; Motor de análisis.</translation>
    </message>
    <message>
        <source>%1 is analysing…</source>
        <extracomment>The analysis panel while the outside engine %1 is asked for its values</extracomment>
        <translation>%1 está analizando…</translation>
    </message>
    <message>
        <source>%1: %2 — best %3 %4</source>
        <extracomment>The analysis panel with an outside engine: its name, then how deep it is, the best move and its value, e.g. &quot;Edax: depth 14 — best f5 +4&quot;</extracomment>
        <translation>%1: %2 — mejor %3 %4</translation>
    </message>
</context>
<context>
    <name>verso::app::AutosaveKeeper</name>
    <message>
        <source>Unfinished Game</source>
        <extracomment>Title of the question asked at start-up when the last game was left unfinished</extracomment>
        <translation>Partida sin terminar</translation>
    </message>
    <message>
        <source>Resume the unfinished game?</source>
        <translation>¿Reanudar la partida sin terminar?</translation>
    </message>
    <message numerus="yes">
        <source>It was left after %n move(s) when Verso closed.</source>
        <extracomment>%n is the number of moves already played in the saved game</extracomment>
        <translation>
            <numerusform>Quedó tras %n jugada al cerrarse Verso.</numerusform>
            <numerusform>Quedó tras %n jugadas al cerrarse Verso.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reanudar</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>Partida &amp;nueva</translation>
    </message>
    <message>
        <source>Saved Game Not Resumed</source>
        <translation>Partida guardada no reanudada</translation>
    </message>
    <message>
        <source>The unfinished game from last time could not be kept in the library, so it stays saved and this game is not: %1</source>
        <extracomment>%1 is the system&apos;s reason, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>No se pudo guardar en la biblioteca la partida sin terminar de la última vez, así que sigue guardada y esta partida no se guarda: %1</translation>
    </message>
    <message>
        <source>The unfinished game from last time is kept in File &gt; Kept Games.</source>
        <extracomment>In the status bar when the unfinished game of the last run made room for another game</extracomment>
        <translation>La partida sin terminar de la última vez se guarda en Archivo &gt; Partidas guardadas.</translation>
    </message>
    <message numerus="yes">
        <source>%n other unfinished game(s) kept in File &gt; Kept Games.</source>
        <extracomment>In the status bar after a saved game was resumed while others were waiting</extracomment>
        <translation>
            <numerusform>%n partida más sin terminar se guarda en Archivo &gt; Partidas guardadas.</numerusform>
            <numerusform>%n partidas más sin terminar se guardan en Archivo &gt; Partidas guardadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more unfinished game(s) will be offered after this one; a game not resumed is kept in File &gt; Kept Games.</source>
        <extracomment>Under the question when windows running at once left several unfinished games</extracomment>
        <translation>
            <numerusform>Después se ofrecerá %n partida más sin terminar; una partida que no se reanude se guarda en Archivo &gt; Partidas guardadas.</numerusform>
            <numerusform>Después se ofrecerán %n partidas más sin terminar; una partida que no se reanude se guarda en Archivo &gt; Partidas guardadas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>verso::app::BoardView</name>
    <message>
        <source>Board</source>
        <extracomment>Accessible name of the game board (for screen readers)</extracomment>
        <translation>Tablero de juego</translation>
    </message>
</context>
<context>
    <name>verso::app::CurrentGame</name>
    <message>
        <source>Untitled</source>
        <extracomment>The name of a game that has no file yet, in the window title</extracomment>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>The game you left is kept in File &gt; Kept Games.</source>
        <extracomment>In the status bar after a new game replaced one with moves</extracomment>
        <translation>La partida que dejó se guarda en Archivo &gt; Partidas guardadas.</translation>
    </message>
    <message>
        <source>A new line: the moves it replaced are kept in File &gt; Kept Games.</source>
        <extracomment>In the status bar when a move at an earlier position replaced the moves after it</extracomment>
        <translation>Nueva línea: las jugadas que sustituye se guardan en Archivo &gt; Partidas guardadas.</translation>
    </message>
    <message>
        <source>The game could not be kept in the library: %1</source>
        <extracomment>%1 is the system&apos;s reason, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>No se pudo guardar la partida en la biblioteca: %1</translation>
    </message>
    <message>
        <source>The review could not be kept in the library: %1</source>
        <extracomment>%1 is the system&apos;s reason, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>No se pudo guardar la revisión en la biblioteca: %1</translation>
    </message>
    <message>
        <source>The library of kept games could not be read; it was set aside as %1 and a new one was started with this game.</source>
        <extracomment>%1 is the path the unreadable library file was renamed to</extracomment>
        <translation>No se pudo leer la biblioteca de partidas guardadas; se apartó como %1 y se empezó una nueva con esta partida.</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <extracomment>Who played one colour of a game when another player took over during it, e.g. &quot;Verso, level 2 Novice, then Verso, level 4 Club&quot;</extracomment>
        <translation>%1, después %2</translation>
    </message>
    <message>
        <source>The game could not be kept in %1: %2.</source>
        <extracomment>%1 is the kept games&apos; file, %2 the system&apos;s reason</extracomment>
        <translation>No se pudo guardar la partida en %1: %2.</translation>
    </message>
</context>
<context>
    <name>verso::app::EditActions</name>
    <message>
        <source>&amp;Copy Game</source>
        <extracomment>Edit menu: copies the game&apos;s moves as a transcript such as f5d6c3</extracomment>
        <translation>&amp;Copiar partida</translation>
    </message>
    <message>
        <source>Copy &amp;Position</source>
        <extracomment>Edit menu: copies the position shown as a board string</extracomment>
        <translation>Copiar &amp;posición</translation>
    </message>
    <message>
        <source>Copy as &amp;GGF</source>
        <extracomment>Edit menu: copies the game in GGF, with the players&apos; names and the result</extracomment>
        <translation>Copiar como &amp;GGF</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <source>Open the game, transcript or board string on the clipboard</source>
        <translation>Abrir la partida, transcripción o cadena de tablero del portapapeles</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <extracomment>Edit menu: opens the position editor</extracomment>
        <translation>&amp;Preparar posición…</translation>
    </message>
    <message>
        <source>The game starts from a set-up position, so it was copied as GGF.</source>
        <translation>La partida empieza en una posición preparada, así que se copió como GGF.</translation>
    </message>
    <message>
        <source>The game&apos;s moves are copied.</source>
        <extracomment>In the status bar after Copy Game</extracomment>
        <translation>Se han copiado las jugadas de la partida.</translation>
    </message>
    <message>
        <source>The position is copied.</source>
        <extracomment>In the status bar after Copy Position</extracomment>
        <translation>Se ha copiado la posición.</translation>
    </message>
    <message>
        <source>The game is copied as GGF.</source>
        <extracomment>In the status bar after Copy as GGF</extracomment>
        <translation>Se ha copiado la partida como GGF.</translation>
    </message>
    <message>
        <source>Cannot Paste</source>
        <translation>No se puede pegar</translation>
    </message>
    <message>
        <source>The clipboard does not hold a game Verso can open.

%1</source>
        <extracomment>%1 says where and why the clipboard text cannot be read</extracomment>
        <translation>El portapapeles no contiene una partida que Verso pueda abrir.

%1</translation>
    </message>
    <message>
        <source>Games on the Clipboard</source>
        <translation>Partidas del portapapeles</translation>
    </message>
    <message>
        <source>Reading the games on the clipboard…</source>
        <translation>Leyendo las partidas del portapapeles…</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>The paste was cancelled; nothing was opened.</source>
        <extracomment>In the status bar when a long paste was cancelled while it was read</extracomment>
        <translation>Se canceló el pegado; no se abrió nada.</translation>
    </message>
</context>
<context>
    <name>verso::app::EditorTransforms</name>
    <message>
        <source>Turn and Mirror</source>
        <extracomment>Group of the position editor: buttons that rotate or mirror the whole board</extracomment>
        <translation>Girar y reflejar</translation>
    </message>
    <message>
        <source>↺ 90°</source>
        <extracomment>Position editor button: turns the board a quarter turn anticlockwise</extracomment>
        <translation>↺ 90°</translation>
    </message>
    <message>
        <source>Rotate the board a quarter turn to the left</source>
        <translation>Girar el tablero un cuarto de vuelta a la izquierda</translation>
    </message>
    <message>
        <source>↻ 90°</source>
        <extracomment>Position editor button: turns the board a quarter turn clockwise</extracomment>
        <translation>↻ 90°</translation>
    </message>
    <message>
        <source>Rotate the board a quarter turn to the right</source>
        <translation>Girar el tablero un cuarto de vuelta a la derecha</translation>
    </message>
    <message>
        <source>180°</source>
        <extracomment>Position editor button: turns the board half a turn</extracomment>
        <translation>180°</translation>
    </message>
    <message>
        <source>Rotate the board half a turn</source>
        <translation>Girar el tablero media vuelta</translation>
    </message>
    <message>
        <source>⇆</source>
        <extracomment>Position editor button: mirrors the board left to right (column a swaps with h)</extracomment>
        <translation>⇆</translation>
    </message>
    <message>
        <source>Mirror the board left to right (a↔h)</source>
        <translation>Reflejar el tablero de izquierda a derecha (a↔h)</translation>
    </message>
    <message>
        <source>⇅</source>
        <extracomment>Position editor button: mirrors the board top to bottom (row 1 swaps with 8)</extracomment>
        <translation>⇅</translation>
    </message>
    <message>
        <source>Mirror the board top to bottom (1↔8)</source>
        <translation>Reflejar el tablero de arriba abajo (1↔8)</translation>
    </message>
    <message>
        <source>⤡ a1–h8</source>
        <extracomment>Position editor button: mirrors the board in the diagonal from a1 to h8</extracomment>
        <translation>⤡ a1–h8</translation>
    </message>
    <message>
        <source>Mirror the board in the a1–h8 diagonal</source>
        <translation>Reflejar el tablero en la diagonal a1–h8</translation>
    </message>
    <message>
        <source>⤢ a8–h1</source>
        <extracomment>Position editor button: mirrors the board in the diagonal from a8 to h1</extracomment>
        <translation>⤢ a8–h1</translation>
    </message>
    <message>
        <source>Mirror the board in the a8–h1 diagonal</source>
        <translation>Reflejar el tablero en la diagonal a8–h1</translation>
    </message>
</context>
<context>
    <name>verso::app::EvalGraph</name>
    <message>
        <source>The value of each position for Black; click to go there</source>
        <translation>El valor de cada posición para las negras; haz clic para ir allí</translation>
    </message>
    <message>
        <source>Evaluating positions: %1 of %2</source>
        <translation>Evaluando posiciones: %1 de %2</translation>
    </message>
    <message>
        <source>Start position</source>
        <extracomment>Tooltip of the evaluation graph, e.g. &quot;After move 23: +4 for Black (depth 10)&quot;; %1 the move number</extracomment>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>After move %1</source>
        <translation>Tras la jugada %1</translation>
    </message>
    <message>
        <source>%1 for Black (exact)</source>
        <translation>%1 para las negras (exacto)</translation>
    </message>
    <message>
        <source>%1 for Black (depth %2)</source>
        <translation>%1 para las negras (profundidad %2)</translation>
    </message>
    <message>
        <source>No evaluation yet</source>
        <extracomment>Above the evaluation graph while no position has a value and none is being worked out</extracomment>
        <translation>Aún no hay evaluación</translation>
    </message>
    <message>
        <source>±%1 discs: up Black, down White</source>
        <extracomment>Above the evaluation graph: its vertical scale, e.g. &quot;±32 discs: up Black, down White&quot; (bars above the middle line favour Black); keep it short, the panel is narrow</extracomment>
        <translation>±%1 fichas: arriba Negras, abajo Blancas</translation>
    </message>
</context>
<context>
    <name>verso::app::ExplorerDock</name>
    <message>
        <source>Explorer</source>
        <extracomment>Title of the panel listing the moves played from the board&apos;s position in the library</extracomment>
        <translation>Explorador</translation>
    </message>
    <message>
        <source>Opening &amp;Explorer</source>
        <extracomment>View menu: shows or hides the panel of the moves played from the position in the library</extracomment>
        <translation>&amp;Explorador de aperturas</translation>
    </message>
    <message>
        <source>Moves played from this position</source>
        <extracomment>Accessible name of the table of the moves played from the position (for screen readers)</extracomment>
        <translation>Jugadas hechas desde esta posición</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>Explorer column: the move played from the position</extracomment>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Explorer column: how many games of the library played the move</extracomment>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Black %</source>
        <extracomment>Explorer column: Black&apos;s wins in percent of the games that ended</extracomment>
        <translation>Negras %</translation>
    </message>
    <message>
        <source>Draw %</source>
        <extracomment>Explorer column: draws in percent of the games that ended</extracomment>
        <translation>Tablas %</translation>
    </message>
    <message>
        <source>White %</source>
        <extracomment>Explorer column: White&apos;s wins in percent of the games that ended</extracomment>
        <translation>Blancas %</translation>
    </message>
    <message>
        <source>Avg. score</source>
        <extracomment>Explorer column: Black&apos;s average final score (discs ahead) of the games that ended</extracomment>
        <translation>Resultado medio</translation>
    </message>
    <message>
        <source>Book</source>
        <extracomment>Explorer column: the opening book&apos;s value of the move, for the side that plays it</extracomment>
        <translation>Libro</translation>
    </message>
    <message>
        <source>Black&apos;s average final score: Black&apos;s discs minus White&apos;s</source>
        <extracomment>Tooltip of the explorer&apos;s Avg. score column</extracomment>
        <translation>Resultado final medio de las negras: fichas negras menos fichas blancas</translation>
    </message>
    <message>
        <source>The opening book&apos;s value of the move in discs, for the side that plays it</source>
        <extracomment>Tooltip of the explorer&apos;s Book column</extracomment>
        <translation>Valor de la jugada según el libro de aperturas, en fichas, para el bando que la hace</translation>
    </message>
    <message>
        <source>Reading the library…</source>
        <extracomment>Explorer: shown while the game library is read for the first time</extracomment>
        <translation>Leyendo la biblioteca…</translation>
    </message>
    <message>
        <source>Your library has no games yet: add a database in File &gt; Library.</source>
        <extracomment>Explorer: the library (kept games and databases) is empty</extracomment>
        <translation>Tu biblioteca aún no tiene partidas: añade una base de datos en Archivo &gt; Biblioteca.</translation>
    </message>
    <message>
        <source>No game in your library went on from this position.</source>
        <extracomment>Explorer: no game of the library reached the board&apos;s position and went on</extracomment>
        <translation>Ninguna partida de tu biblioteca siguió desde esta posición.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) in your library from this position</source>
        <extracomment>Explorer: how many games of the library went on from the board&apos;s position</extracomment>
        <translation>
            <numerusform>%Ln partida de tu biblioteca desde esta posición</numerusform>
            <numerusform>%Ln partidas de tu biblioteca desde esta posición</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>verso::app::ExternalEngineDialog</name>
    <message>
        <source>Add Engine</source>
        <extracomment>Title of the dialog that adds an external engine (a program that plays Othello)</extracomment>
        <translation>Añadir motor</translation>
    </message>
    <message>
        <source>Edit Engine</source>
        <extracomment>Title of the dialog that changes an external engine&apos;s settings</extracomment>
        <translation>Editar motor</translation>
    </message>
    <message>
        <source>The name the engine gives itself</source>
        <extracomment>Shown in the empty name field: the engine will be called by the name it gives itself</extracomment>
        <translation>El nombre que el motor se da a sí mismo</translation>
    </message>
    <message>
        <source>&quot;/path/to/engine&quot; arguments</source>
        <extracomment>An example command line; keep the program name and the quotes</extracomment>
        <translation>&quot;/ruta/al/motor&quot; argumentos</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Where Verso was started</source>
        <extracomment>Shown in the empty working directory field</extracomment>
        <translation>Donde se inició Verso</translation>
    </message>
    <message>
        <source> s</source>
        <comment>Unit after the number of seconds per move, with a space before it</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>The engine is told the search depth. The NBoard protocol has no time limit, so a move that takes longer than the time per move is reported, and you can wait, restart the engine or take over.</source>
        <translation>Al motor se le indica la profundidad de búsqueda. El protocolo NBoard no tiene límite de tiempo, así que una jugada que tarde más que el tiempo por jugada se notifica y usted puede esperar, reiniciar el motor o tomar el relevo.</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Probar</translation>
    </message>
    <message>
        <source>Start the engine and see whether it answers</source>
        <translation>Iniciar el motor y ver si responde</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Command line:</source>
        <translation>&amp;Línea de órdenes:</translation>
    </message>
    <message>
        <source>&amp;Working directory:</source>
        <translation>&amp;Directorio de trabajo:</translation>
    </message>
    <message>
        <source>Search &amp;depth:</source>
        <extracomment>How many moves ahead the engine looks (NBoard &quot;set depth&quot;)</extracomment>
        <translation>&amp;Profundidad de búsqueda:</translation>
    </message>
    <message>
        <source>&amp;Time per move:</source>
        <translation>&amp;Tiempo por jugada:</translation>
    </message>
    <message>
        <source>Choose the Engine Program</source>
        <translation>Elegir el programa del motor</translation>
    </message>
    <message>
        <source>Choose the Working Directory</source>
        <translation>Elegir el directorio de trabajo</translation>
    </message>
    <message>
        <source>Starting the engine…</source>
        <translation>Iniciando el motor…</translation>
    </message>
    <message>
        <source>The engine is ready: %1</source>
        <extracomment>%1 is the name of the engine, as it gives it</extracomment>
        <translation>El motor está listo: %1</translation>
    </message>
</context>
<context>
    <name>verso::app::ExternalEngineSeats</name>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Motores…</translation>
    </message>
    <message>
        <source>Add NBoard engines and choose who plays Black and White</source>
        <translation>Añadir motores NBoard y elegir quién juega con negras y con blancas</translation>
    </message>
    <message>
        <source>Play Against %1</source>
        <extracomment>Opponent menu entry: play a game against the external engine named %1</extracomment>
        <translation>Jugar contra %1</translation>
    </message>
    <message>
        <source>The game waits. %1 plays %2.</source>
        <extracomment>%1 is the engine&apos;s name, %2 Black or White</extracomment>
        <translation>La partida espera. %1 juega con %2.</translation>
    </message>
    <message>
        <source>&amp;Wait</source>
        <translation>&amp;Esperar</translation>
    </message>
    <message>
        <source>Re&amp;start the Engine</source>
        <translation>&amp;Reiniciar el motor</translation>
    </message>
    <message>
        <source>&amp;Take Over</source>
        <translation>&amp;Tomar el relevo</translation>
    </message>
    <message>
        <source>Play Against %1 (outside engine %2)</source>
        <extracomment>Opponent menu entry for an external engine named like Verso itself: %1 is its name, %2 its program (e.g. &quot;Play Against Verso (outside engine verso-engine)&quot;)</extracomment>
        <translation>Jugar contra %1 (motor externo %2)</translation>
    </message>
    <message>
        <source>Engine Problem</source>
        <extracomment>Title of the question shown when an external engine fails</extracomment>
        <translation>Problema del motor</translation>
    </message>
</context>
<context>
    <name>verso::app::ExternalEnginesDialog</name>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Editar…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Motores</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Añadir…</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <extracomment>Who plays the black discs: you, Verso or an engine</extracomment>
        <translation>&amp;Negras:</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Blancas:</translation>
    </message>
    <message>
        <source>Programs that speak the NBoard protocol, such as verso-engine, Edax or NTest:</source>
        <translation>Programas que hablan el protocolo NBoard, como verso-engine, Edax o NTest:</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Usted</translation>
    </message>
    <message>
        <source>Verso, level %1 %2</source>
        <extracomment>The seat choice for Verso&apos;s own engine: %1 is the level number, %2 its name</extracomment>
        <translation>Verso, nivel %1 %2</translation>
    </message>
</context>
<context>
    <name>verso::app::FileActions</name>
    <message>
        <source>Game files (*.ggf *.txt *.obf);;GGF games (*.ggf);;Transcripts (*.txt);;Board strings (*.obf);;All files (*)</source>
        <extracomment>File dialog filters; keep the patterns in brackets as they are</extracomment>
        <translation>Archivos de partidas (*.ggf *.txt *.obf);;Partidas GGF (*.ggf);;Transcripciones (*.txt);;Cadenas de tablero (*.obf);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open a game from a GGF, transcript or board string file</source>
        <translation>Abrir una partida de un archivo GGF, de transcripción o de cadena de tablero</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;recientes</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Kept Games…</source>
        <extracomment>File menu: the library of every game played or left in Verso</extracomment>
        <translation>Partidas &amp;guardadas…</translation>
    </message>
    <message>
        <source>Every game that ended or was left, to open again</source>
        <translation>Cada partida terminada o abandonada, para volver a abrirla</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>Cannot Open Game</source>
        <extracomment>%1 is a file name, %2 the system&apos;s reason (e.g. &quot;No such file or directory&quot;)
----------
%1 is a file name, %2 where and why it cannot be read</extracomment>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 is a file name, %2 the system&apos;s reason (e.g. &quot;No such file or directory&quot;)</extracomment>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a game Verso can open.

%2</source>
        <translation>%1 no es una partida que Verso pueda abrir.

%2</translation>
    </message>
    <message>
        <source>Games in %1</source>
        <extracomment>Title of the list of games in a file; %1 is the file name</extracomment>
        <translation>Partidas de %1</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partida</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Cannot Save Game</source>
        <extracomment>%1 is a file name, %2 the system&apos;s reason (e.g. &quot;Permission denied&quot;)</extracomment>
        <translation>No se puede guardar la partida</translation>
    </message>
    <message>
        <source>A transcript cannot keep a set-up start position. Save the game as GGF (.ggf) to keep it.</source>
        <translation>Una transcripción no puede guardar una posición inicial preparada. Guarde la partida como GGF (.ggf) para conservarla.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>No se pudo escribir %1: %2</translation>
    </message>
    <message>
        <source>The position shown is saved in %1.</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>La posición mostrada se ha guardado en %1.</translation>
    </message>
    <message>
        <source>Saved in %1.</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>Guardada en %1.</translation>
    </message>
    <message>
        <source>No game is kept yet: every game that ends or is left goes here.</source>
        <translation>Aún no hay partidas guardadas: aquí va cada partida terminada o abandonada.</translation>
    </message>
    <message>
        <source>Cannot Open Kept Games</source>
        <translation>No se pueden abrir las partidas guardadas</translation>
    </message>
    <message>
        <source>Kept Games</source>
        <translation>Partidas guardadas</translation>
    </message>
    <message>
        <source>Nothing is lost: the game is still in Verso. Save it in another place (another folder or disk) with Save As.</source>
        <extracomment>Under a failed write: what the person can do</extracomment>
        <translation>No se ha perdido nada: la partida sigue en Verso. Guárdela en otro lugar (otra carpeta u otro disco) con Guardar como.</translation>
    </message>
</context>
<context>
    <name>verso::app::GameAnnouncer</name>
    <message>
        <source>Game over: %1</source>
        <extracomment>Said by a screen reader when the game ends; %1 is the result (&quot;Black wins 50-14 …&quot;)</extracomment>
        <translation>Fin de la partida: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (computer) played %2, %n disc(s) turned over.</source>
        <extracomment>Said by a screen reader after the computer&apos;s move: %1 is Black or White, %2 the square (d3), %n the number of discs it turned over</extracomment>
        <translation>
            <numerusform>%1 (ordenador) jugó %2, %n ficha volteada.</numerusform>
            <numerusform>%1 (ordenador) jugó %2, %n fichas volteadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2, %n disc(s) turned over.</source>
        <extracomment>Said by a screen reader after a person&apos;s move: %1 is Black or White, %2 the square (d3), %n the number of discs it turned over</extracomment>
        <translation>
            <numerusform>%1 jugó %2, %n ficha volteada.</numerusform>
            <numerusform>%1 jugó %2, %n fichas volteadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>New board: %1 to move.</source>
        <extracomment>Said by a screen reader when a new game starts or a game is opened; %1 is Black or White</extracomment>
        <translation>Tablero nuevo: juegan %1.</translation>
    </message>
    <message>
        <source>Move %1 of %2 shown: %3 to move.</source>
        <extracomment>Said by a screen reader after Undo, Redo or a jump in the move list: %1 is the number of moves shown, %2 the number of moves in the game, %3 Black or White</extracomment>
        <translation>Jugada %1 de %2 en el tablero: juegan %3.</translation>
    </message>
</context>
<context>
    <name>verso::app::GameChooser</name>
    <message>
        <source>Games</source>
        <extracomment>Accessible name of the table of games in the game chooser (for screen readers)</extracomment>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Filter by player…</source>
        <extracomment>Placeholder of the game chooser&apos;s filter box: only games whose Black or White name contains the text are shown</extracomment>
        <translation>Filtrar por jugador…</translation>
    </message>
    <message>
        <source>Filter by player</source>
        <extracomment>Accessible name of the game chooser&apos;s filter box (for screen readers)</extracomment>
        <translation>Filtrar por jugador</translation>
    </message>
    <message>
        <source>Final position of the selected game</source>
        <extracomment>Accessible name of the small board beside the game chooser&apos;s table (for screen readers)</extracomment>
        <translation>Posición final de la partida elegida</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <extracomment>Game chooser: opens the selected game</extracomment>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>Black: &lt;b&gt;%1&lt;/b&gt;</source>
        <extracomment>Game chooser, beside the table: the player of Black, %1 the name</extracomment>
        <translation>Negras: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>White: &lt;b&gt;%1&lt;/b&gt;</source>
        <extracomment>Game chooser, beside the table: the player of White, %1 the name</extracomment>
        <translation>Blancas: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Discs: %1 black, %2 white</source>
        <extracomment>Game chooser, beside the table: the discs on the board at the end of the selected game</extracomment>
        <translation>Fichas: %1 negras, %2 blancas</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <extracomment>Game chooser, above the table: how many games the file or the clipboard holds</extracomment>
        <translation>
            <numerusform>%Ln partida</numerusform>
            <numerusform>%Ln partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 games match</source>
        <extracomment>Game chooser, above the table, while filtering: %1 games shown of %2</extracomment>
        <translation>%1 de %2 partidas coinciden</translation>
    </message>
</context>
<context>
    <name>verso::app::GameChooserModel</name>
    <message>
        <source>%1 (agreed)</source>
        <extracomment>Game chooser, Result column: a score the players agreed on, %1 e.g. &quot;Black wins 39-25&quot;</extracomment>
        <translation>%1 (acordado)</translation>
    </message>
    <message>
        <source>%1 wins on time</source>
        <extracomment>Game chooser, Result column: the other side ran out of time; %1 is Black or White</extracomment>
        <translation>%1 ganan por tiempo</translation>
    </message>
    <message>
        <source>%1 wins by resignation</source>
        <extracomment>Game chooser, Result column: the other side resigned; %1 is Black or White</extracomment>
        <translation>%1 ganan por abandono</translation>
    </message>
    <message>
        <source>position</source>
        <extracomment>Game chooser, Moves column: a position to start from, with no moves</extracomment>
        <translation>posición</translation>
    </message>
    <message>
        <source>unfinished</source>
        <extracomment>Game chooser, Result column: the moves stop before the end and no result is given</extracomment>
        <translation>sin terminar</translation>
    </message>
    <message>
        <source>#</source>
        <extracomment>Game chooser column: the game&apos;s number in the file</extracomment>
        <translation>#</translation>
    </message>
    <message>
        <source>Black</source>
        <extracomment>Game chooser column: the player of Black</extracomment>
        <translation>Negras</translation>
    </message>
    <message>
        <source>White</source>
        <extracomment>Game chooser column: the player of White</extracomment>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>Game chooser column: how the game ended</extracomment>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Moves</source>
        <extracomment>Game chooser column: how many discs were placed</extracomment>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>Game chooser column: when the game was played</extracomment>
        <translation>Fecha</translation>
    </message>
</context>
<context>
    <name>verso::app::GameNavigation</name>
    <message>
        <source>&amp;First Move</source>
        <extracomment>Go menu: show the start position of the game</extracomment>
        <translation>&amp;Primera jugada</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <extracomment>Go menu: show the position one move earlier</extracomment>
        <translation>Jugada &amp;anterior</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <extracomment>Go menu: show the position one move later</extracomment>
        <translation>Jugada &amp;siguiente</translation>
    </message>
    <message>
        <source>&amp;Last Move</source>
        <extracomment>Go menu: show the position after the last move of the game</extracomment>
        <translation>Ú&amp;ltima jugada</translation>
    </message>
    <message>
        <source>&amp;Continue From Here</source>
        <extracomment>Go menu: start a new line of play at the position shown (dropping the moves after it)</extracomment>
        <translation>&amp;Continuar desde aquí</translation>
    </message>
    <message>
        <source>Play on from the position shown; the moves after it are kept in the game library</source>
        <translation>Seguir jugando desde la posición mostrada; las jugadas posteriores se guardan en la biblioteca de partidas</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Jugada %1 de %2</translation>
    </message>
    <message>
        <source>%1 — playing here starts a new line</source>
        <extracomment>While the board shows an earlier position; %1 is e.g. &quot;Move 23 of 41&quot;</extracomment>
        <translation>%1 — jugar aquí empieza una nueva línea</translation>
    </message>
    <message>
        <source>%1 — Go &gt; Continue From Here plays on from here</source>
        <extracomment>While the board shows an earlier position where the computer is to move; %1 is e.g. &quot;Move 23 of 41&quot;</extracomment>
        <translation>%1 — Ir &gt; Continuar desde aquí sigue desde este punto</translation>
    </message>
</context>
<context>
    <name>verso::app::GameOverDialog</name>
    <message>
        <source>Game Over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>Partida &amp;nueva</translation>
    </message>
    <message>
        <source>&amp;Review Game</source>
        <extracomment>Button of the result dialog: review the game that just ended (its mistakes and better moves)</extracomment>
        <translation>&amp;Revisar la partida</translation>
    </message>
</context>
<context>
    <name>verso::app::GameSounds</name>
    <message>
        <source>&amp;Sound</source>
        <extracomment>View menu: turns the game&apos;s sound effects on and off</extracomment>
        <translation>&amp;Sonido</translation>
    </message>
    <message>
        <source>Play a sound for each move, pass, refused move and result</source>
        <extracomment>Status bar tip of View &gt; Sound</extracomment>
        <translation>Reproducir un sonido en cada jugada, cada pase, cada jugada rechazada y el resultado</translation>
    </message>
</context>
<context>
    <name>verso::app::HintActions</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Hide Hint</source>
        <translation>Ocultar pista</translation>
    </message>
    <message>
        <source>Show the move the computer would play for you</source>
        <translation>Mostrar la jugada que haría el ordenador en su lugar</translation>
    </message>
    <message>
        <source>Hide the hint, or stop looking for one</source>
        <translation>Ocultar la pista, o dejar de buscar una</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Buscando una buena jugada…</translation>
    </message>
    <message>
        <source>Asking %1 for a good move…</source>
        <extracomment>Status bar while the outside engine %1 is asked for a hint</extracomment>
        <translation>Preguntando a %1 por una buena jugada…</translation>
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
        <translation>sin terminar</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>Game library column</extracomment>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>Game library column</extracomment>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>Game library column: the tournament, or the place a game was played</extracomment>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Source</source>
        <extracomment>Game library column: the file or database the game comes from</extracomment>
        <translation>Origen</translation>
    </message>
    <message>
        <source>Moves</source>
        <extracomment>Game library column: the number of moves</extracomment>
        <translation>Jugadas</translation>
    </message>
</context>
<context>
    <name>verso::app::LibraryWindow</name>
    <message>
        <source>Through the position on the board</source>
        <extracomment>Game library filter: only games that reached the position shown on the board (mirrored too)</extracomment>
        <translation>Por la posición del tablero</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>Game Library</source>
        <extracomment>Title of the game library window</extracomment>
        <translation>Biblioteca de partidas</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>Placeholder of the game library&apos;s player filter</extracomment>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>any</source>
        <extracomment>Game library year filter with no year chosen</extracomment>
        <translation>cualquiera</translation>
    </message>
    <message>
        <source>Any result</source>
        <extracomment>Game library result filter</extracomment>
        <translation>Cualquier resultado</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Ganan las negras</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Ganan las blancas</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>Years</source>
        <extracomment>Game library: between the two year filters, &quot;Years 1990 to 1999&quot;</extracomment>
        <translation>Años</translation>
    </message>
    <message>
        <source>to</source>
        <extracomment>Game library: between the two year filters</extracomment>
        <translation>a</translation>
    </message>
    <message>
        <source>&amp;Add Database…</source>
        <extracomment>Game library button: add a WTHOR folder or a game file to the databases shown</extracomment>
        <translation>&amp;Añadir base de datos…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Game library: a database that could not be read; %1 the path, %2 the reason</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: no WTHOR games in this folder</source>
        <translation>%1: no hay partidas WTHOR en esta carpeta</translation>
    </message>
    <message>
        <source>%1: not a readable game file</source>
        <extracomment>Game library: a game file that could not be read</extracomment>
        <translation>%1: no es un archivo de partidas legible</translation>
    </message>
    <message>
        <source>Kept games</source>
        <extracomment>Game library: the source name of the person&apos;s own games (File &gt; Kept Games)</extracomment>
        <translation>Partidas guardadas</translation>
    </message>
    <message>
        <source>%1: no games</source>
        <translation>%1: no hay partidas</translation>
    </message>
    <message>
        <source>%1 of %2 games (%3 ms)</source>
        <extracomment>Game library: how many games pass the filters, e.g. &quot;1,234 of 105,386 games (35 ms)&quot;</extracomment>
        <translation>%1 de %2 partidas (%3 ms)</translation>
    </message>
    <message>
        <source>Opened from the library: %1 against %2.</source>
        <extracomment>In the status bar after a game was opened from the library; %1 Black&apos;s name, %2 White&apos;s</extracomment>
        <translation>Abierta desde la biblioteca: %1 contra %2.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <extracomment>Game library: stops reading the databases</extracomment>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <extracomment>Game library: the database being read, e.g. &quot;Reading WTH_2001.wtb…&quot;</extracomment>
        <translation>Leyendo %1…</translation>
    </message>
    <message>
        <source>Reading the game databases was cancelled.</source>
        <extracomment>In the status bar when the person stopped the library&apos;s reading</extracomment>
        <translation>Se canceló la lectura de las bases de datos de partidas.</translation>
    </message>
    <message>
        <source>Reading the game databases…</source>
        <extracomment>Game library: before the first database&apos;s name is known</extracomment>
        <translation>Leyendo las bases de datos de partidas…</translation>
    </message>
    <message>
        <source>Add a Game Database: a WTHOR year file (.wtb) adds its whole folder</source>
        <extracomment>File dialog title: pick a game database for the library</extracomment>
        <translation>Añadir una base de datos de partidas: un archivo anual WTHOR (.wtb) añade toda su carpeta</translation>
    </message>
    <message>
        <source>WTHOR year files, GGF and transcript files (*.wtb *.ggf *.txt)
WTHOR year files: one adds every year of its folder (*.wtb)
All files (*)</source>
        <extracomment>File dialog filters of the game library, one per line</extracomment>
        <translation>Archivos anuales WTHOR, GGF y de transcripciones (*.wtb *.ggf *.txt)
Archivos anuales WTHOR: uno añade todos los años de su carpeta (*.wtb)
Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Filter by player</source>
        <extracomment>Accessible names of the game library&apos;s filters and table (for screen readers)</extracomment>
        <translation>Filtrar por jugador</translation>
    </message>
    <message>
        <source>From year</source>
        <translation>Desde el año</translation>
    </message>
    <message>
        <source>To year</source>
        <translation>Hasta el año</translation>
    </message>
    <message>
        <source>Games in the library</source>
        <translation>Partidas de la biblioteca</translation>
    </message>
</context>
<context>
    <name>verso::app::MainWindow</name>
    <message>
        <source>No game in progress</source>
        <translation>No hay ninguna partida en curso</translation>
    </message>
    <message>
        <source>Paused: %1 to move</source>
        <extracomment>Status bar; %1 is Black or White</extracomment>
        <translation>En pausa: juegan %1</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <extracomment>Status bar; %1 is Black or White, in both of these</extracomment>
        <translation>Juegan %1</translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <translation>%1 (ordenador) están pensando…</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reanudar</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausar</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>Title of the dialog announcing that a side must pass (the noun, not a button)</extracomment>
        <translation>Pasar turno</translation>
    </message>
    <message>
        <source>How to Play</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <source>About Verso</source>
        <translation>Acerca de Verso</translation>
    </message>
    <message>
        <source>Resign</source>
        <extracomment>Title of the dialog that asks whether to resign</extracomment>
        <translation>Abandonar</translation>
    </message>
    <message>
        <source>Resign this game? Your opponent wins. Undo takes the resignation back.</source>
        <translation>¿Abandonar esta partida? Gana su rival. «Deshacer» retira el abandono.</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <extracomment>Button that confirms resigning the game</extracomment>
        <translation>&amp;Abandonar</translation>
    </message>
    <message>
        <source>&amp;Library…</source>
        <extracomment>File menu: the game library (own games and game databases)</extracomment>
        <translation>&amp;Biblioteca…</translation>
    </message>
    <message>
        <source>Your games and game databases: find games by player, year, result or position</source>
        <translation>Tus partidas y bases de datos: busca partidas por jugador, año, resultado o posición</translation>
    </message>
    <message>
        <source>Game Not Kept</source>
        <extracomment>Title of the warning when a game could not be kept in File &gt; Kept Games</extracomment>
        <translation>Partida no guardada</translation>
    </message>
    <message>
        <source>Unfinished Game Not Saved</source>
        <extracomment>Title of the warning when the unfinished game cannot be saved for the next start</extracomment>
        <translation>Partida sin terminar no guardada</translation>
    </message>
</context>
<context>
    <name>verso::app::MoveListDock</name>
    <message>
        <source>Moves</source>
        <extracomment>Title of the panel listing the game&apos;s moves</extracomment>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>&amp;Move List</source>
        <extracomment>View menu: shows or hides the list of moves beside the board</extracomment>
        <translation>Lista de &amp;jugadas</translation>
    </message>
</context>
<context>
    <name>verso::app::MoveListModel</name>
    <message>
        <source>pass</source>
        <extracomment>A pass in the move list (the side to move had no move), short and lower case like &quot;f5&quot;</extracomment>
        <translation>pasa</translation>
    </message>
    <message>
        <source>Move %1: %2 passes</source>
        <extracomment>Tool tip of a pass in the move list; %1 is the move number, %2 Black or White</extracomment>
        <translation>Jugada %1: %2 pasan</translation>
    </message>
    <message>
        <source>Move %1: %2 %3</source>
        <extracomment>Tool tip of a move in the move list; %1 is the move number, %2 Black or White, %3 the square such as &quot;f5&quot;</extracomment>
        <translation>Jugada %1: %2 %3</translation>
    </message>
    <message>
        <source>%1 (taken back)</source>
        <extracomment>Tool tip addition for a move that was taken back (Redo plays it again); %1 is the tool tip</extracomment>
        <translation>%1 (deshecha)</translation>
    </message>
</context>
<context>
    <name>verso::app::MoveListPanel</name>
    <message>
        <source>Moves</source>
        <extracomment>Accessible name of the table of moves beside the board</extracomment>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Tool tip of a player&apos;s name above the move list; %1 is Black or White, %2 the name</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Opening: %1</source>
        <extracomment>Above the move list: the named opening the game is in, e.g. &quot;Opening: Tiger&quot;</extracomment>
        <translation>Apertura: %1</translation>
    </message>
</context>
<context>
    <name>verso::app::NewGameActions</name>
    <message>
        <source>Ne&amp;w Game…</source>
        <extracomment>File menu: opens the dialog choosing the start position and the clocks of a new game</extracomment>
        <translation>Nueva partida &amp;con opciones…</translation>
    </message>
    <message>
        <source>Choose where the game starts and its time control</source>
        <extracomment>Status tip of File &gt; New Game…</extracomment>
        <translation>Elegir dónde empieza la partida y su control de tiempo</translation>
    </message>
</context>
<context>
    <name>verso::app::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <extracomment>Title of the dialog opened by File &gt; New Game…</extracomment>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>The Opponent menu chooses who plays.</source>
        <extracomment>New Game dialog: where to change who plays, under the line saying who plays</extracomment>
        <translation>El menú Oponente elige quién juega.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <extracomment>New Game dialog: the button that starts the game with the choices made</extracomment>
        <translation>&amp;Empezar</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>New Game dialog: group choosing the position the game starts from</extracomment>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>An &amp;XOT opening (eight balanced moves, chosen at random)</source>
        <extracomment>New Game dialog: start after the eight moves of a balanced XOT opening picked at random</extracomment>
        <translation>Una apertura &amp;XOT (ocho jugadas equilibradas, elegida al azar)</translation>
    </message>
    <message>
        <source>A &amp;random position with</source>
        <extracomment>New Game dialog: start from a position reached by random moves; a number field follows</extracomment>
        <translation>Una posición &amp;aleatoria con</translation>
    </message>
    <message>
        <source>The list of XOT openings could not be read: %1</source>
        <extracomment>New Game dialog: tooltip of the XOT choice when the list of openings cannot be read</extracomment>
        <translation>No se pudo leer la lista de aperturas XOT: %1</translation>
    </message>
    <message>
        <source> discs</source>
        <extracomment>New Game dialog: suffix of the number of discs of a random start, e.g. &quot;20 discs&quot;</extracomment>
        <translation> fichas</translation>
    </message>
    <message>
        <source>Discs of the random position</source>
        <extracomment>Accessible name of the number field of a random start</extracomment>
        <translation>Fichas de la posición aleatoria</translation>
    </message>
    <message>
        <source>Time Control</source>
        <extracomment>New Game dialog: group choosing the clocks of the game</extracomment>
        <translation>Control de tiempo</translation>
    </message>
    <message>
        <source>St&amp;andard position</source>
        <extracomment>New Game dialog: start from the usual four discs</extracomment>
        <translation>Posición &amp;estándar</translation>
    </message>
</context>
<context>
    <name>verso::app::PositionEditor</name>
    <message>
        <source>Black has no move and will pass.</source>
        <extracomment>Position editor: Black is to move in the position set up but has no move (allowed)</extracomment>
        <translation>Las negras no tienen jugada y pasarán.</translation>
    </message>
    <message>
        <source>White has no move and will pass.</source>
        <extracomment>Position editor: White is to move in the position set up but has no move (allowed)</extracomment>
        <translation>Las blancas no tienen jugada y pasarán.</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <extracomment>Title of the dialog opened by Edit &gt; Set Up Position</extracomment>
        <translation>Preparar posición</translation>
    </message>
    <message>
        <source>Board to set up</source>
        <extracomment>Accessible name of the board in the position editor (for screen readers)</extracomment>
        <translation>Tablero que preparar</translation>
    </message>
    <message>
        <source>Paint With</source>
        <extracomment>Group of the position editor: what a left click puts on a square</extracomment>
        <translation>Pintar con</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <extracomment>Painting tool: a left click puts a black disc</extracomment>
        <translation>&amp;Negras</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <extracomment>Painting tool: a left click puts a white disc</extracomment>
        <translation>&amp;Blancas</translation>
    </message>
    <message>
        <source>&amp;Empty</source>
        <extracomment>Painting tool: a left click empties the square</extracomment>
        <translation>&amp;Vacía</translation>
    </message>
    <message>
        <source>Click or drag across squares. Clicking a disc of the chosen colour, or using the right button, empties a square.</source>
        <extracomment>Position editor: how to paint the board</extracomment>
        <translation>Haga clic o arrastre por las casillas. Un clic en una ficha del color elegido, o el botón derecho, vacía la casilla.</translation>
    </message>
    <message>
        <source>Side to Move</source>
        <extracomment>Group of the position editor: whose turn it is in the position set up</extracomment>
        <translation>Bando que mueve</translation>
    </message>
    <message>
        <source>Blac&amp;k</source>
        <extracomment>Side to move in the position editor</extracomment>
        <translation>Ne&amp;gras</translation>
    </message>
    <message>
        <source>W&amp;hite</source>
        <extracomment>Side to move in the position editor</extracomment>
        <translation>Bla&amp;ncas</translation>
    </message>
    <message>
        <source>Discs</source>
        <extracomment>Group of the position editor: how many discs of each colour and empty squares there are</extracomment>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Empty squares</source>
        <extracomment>Row of the disc counts in the position editor: the number of empty squares</extracomment>
        <translation>Casillas vacías</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <extracomment>Position editor: takes every disc off the board</extracomment>
        <translation>&amp;Vaciar</translation>
    </message>
    <message>
        <source>&amp;Initial Position</source>
        <extracomment>Position editor: puts back the four discs of the start position, Black to move</extracomment>
        <translation>Posición &amp;inicial</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <extracomment>Position editor: closes it and starts a game from the position set up</extracomment>
        <translation>&amp;Jugar desde aquí</translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <extracomment>Position editor: why a game cannot start from the position set up</extracomment>
        <translation>El tablero está vacío.</translation>
    </message>
    <message>
        <source>Neither side can move: the game would be over at once.</source>
        <extracomment>Position editor: why a game cannot start from the position set up</extracomment>
        <translation>Ningún bando puede jugar: la partida terminaría enseguida.</translation>
    </message>
</context>
<context>
    <name>verso::app::PracticeDock</name>
    <message>
        <source>Practice</source>
        <extracomment>Title of the practice panel</extracomment>
        <translation>Práctica</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <extracomment>Game menu: opens the practice panel (puzzles from your mistakes and real endgames)</extracomment>
        <translation>&amp;Práctica</translation>
    </message>
    <message>
        <source>No puzzle is due. Puzzles come from the mistakes in games you review.</source>
        <extracomment>Practice: no own-mistake puzzle is due</extracomment>
        <translation>No hay ningún problema pendiente. Los problemas salen de los errores de las partidas que revisas.</translation>
    </message>
    <message>
        <source>No more puzzles in these games.</source>
        <translation>No hay más problemas en estas partidas.</translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>Practice buttons</extracomment>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Show Solution</source>
        <translation>Ver solución</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Own mistakes</source>
        <extracomment>Where practice puzzles come from</extracomment>
        <translation>Errores propios</translation>
    </message>
    <message>
        <source>Endgames</source>
        <translation>Finales</translation>
    </message>
    <message>
        <source>Any (at random)</source>
        <extracomment>Placeholder of the practice&apos;s player filter: empty means games at random</extracomment>
        <translation>Cualquiera (al azar)</translation>
    </message>
    <message>
        <source>Exact</source>
        <extracomment>Practice tolerance: only the best move is right</extracomment>
        <translation>Exacta</translation>
    </message>
    <message numerus="yes">
        <source>%n disc(s)</source>
        <extracomment>Practice tolerance: a move losing at most this many discs is right</extracomment>
        <translation>
            <numerusform>%n ficha</numerusform>
            <numerusform>%n fichas</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzles:</source>
        <extracomment>Practice options (labels)</extracomment>
        <translation>Problemas:</translation>
    </message>
    <message>
        <source>Empties:</source>
        <translation>Vacías:</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Jugador:</translation>
    </message>
    <message>
        <source>Tolerance:</source>
        <translation>Tolerancia:</translation>
    </message>
    <message>
        <source>Looking for a puzzle…</source>
        <extracomment>Practice: waiting for the next puzzle (reading games, solving endgames)</extracomment>
        <translation>Buscando un problema…</translation>
    </message>
    <message>
        <source>Hint: the best move is one of the marked squares.</source>
        <extracomment>Practice hint: the board marks fewer squares than the legal moves</extracomment>
        <translation>Pista: la mejor jugada es una de las casillas marcadas.</translation>
    </message>
    <message>
        <source>Solution: %1</source>
        <extracomment>Practice: the best line played out on the board, e.g. &quot;a2 b1 a1 (+0)&quot;</extracomment>
        <translation>Solución: %1</translation>
    </message>
    <message>
        <source>Practice progress could not be kept: %1</source>
        <extracomment>%1 is the system&apos;s reason, e.g. &quot;No space left on device&quot;</extracomment>
        <translation>No se pudo guardar el progreso de la práctica: %1</translation>
    </message>
    <message>
        <source>Practice progress could not be read (%1); the file was kept as %2</source>
        <extracomment>%1 why the file could not be read, %2 where it was kept</extracomment>
        <translation>No se pudo leer el progreso de la práctica (%1); el archivo se guardó como %2</translation>
    </message>
    <message>
        <source>Any, or 1990-2000</source>
        <extracomment>Placeholder of the practice&apos;s years filter: empty means any year</extracomment>
        <translation>Todos, o 1990-2000</translation>
    </message>
    <message>
        <source>Years:</source>
        <translation>Años:</translation>
    </message>
</context>
<context>
    <name>verso::app::PreferencesDialog</name>
    <message>
        <source>Two people on this screen</source>
        <translation>Dos personas en esta pantalla</translation>
    </message>
    <message>
        <source>You against the computer</source>
        <translation>Usted contra el ordenador</translation>
    </message>
    <message>
        <source>The computer against itself</source>
        <translation>El ordenador contra sí mismo</translation>
    </message>
    <message>
        <source>Black (moves first)</source>
        <extracomment>The colour of the discs the person plays</extracomment>
        <translation>Negras (salen primero)</translation>
    </message>
    <message>
        <source>White</source>
        <extracomment>The colour of the discs the person plays</extracomment>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <extracomment>A computer level: its number and its name, e.g. &quot;4 - Club&quot;</extracomment>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Instant</source>
        <extracomment>Animation speed</extracomment>
        <translation>Instantánea</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Animation speed</extracomment>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Animation speed</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Animation speed</extracomment>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Board &amp;theme:</source>
        <extracomment>Preferences: the colours of the board and discs (classic green, dark, wood, high contrast)</extracomment>
        <translation>&amp;Tema del tablero:</translation>
    </message>
    <message>
        <source>T&amp;hreads:</source>
        <extracomment>Preferences: how many threads (processor cores) the computer&apos;s searches use</extracomment>
        <translation>&amp;Hilos:</translation>
    </message>
    <message numerus="yes">
        <source>The strongest level, the hint, analysis and the review share them. This computer has %n core(s).</source>
        <extracomment>Preferences, the note on Threads: who shares them; %n the number of cores of this computer</extracomment>
        <translation>
            <numerusform>Los comparten el nivel más fuerte, la pista, el análisis y la revisión. Este ordenador tiene %n núcleo.</numerusform>
            <numerusform>Los comparten el nivel más fuerte, la pista, el análisis y la revisión. Este ordenador tiene %n núcleos.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>verso::app::ReviewDock</name>
    <message>
        <source>Review</source>
        <extracomment>Title of the panel with the review of the game</extracomment>
        <translation>Revisión</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>Re&amp;visar la partida</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>&amp;Review Panel</source>
        <extracomment>View menu: shows or hides the panel with the game review</extracomment>
        <translation>Panel de &amp;revisión</translation>
    </message>
    <message>
        <source>Find the mistakes of both sides, what they cost and what was better</source>
        <translation>Encontrar los errores de ambos bandos, lo que costaron y qué era mejor</translation>
    </message>
    <message>
        <source>Game &gt; Review Game finds the mistakes of both sides.</source>
        <translation>Partida &gt; Revisar la partida encuentra los errores de ambos bandos.</translation>
    </message>
    <message>
        <source>Reviewing the game (depth %1, exact from %2 empties)…</source>
        <extracomment>While the review runs; %1 the depth of its searches, %2 the empties it judges exactly</extracomment>
        <translation>Revisando la partida (profundidad %1, exacto desde %2 casillas vacías)…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <extracomment>After the review was cancelled; the game is as it was</extracomment>
        <translation>Revisión cancelada.</translation>
    </message>
    <message>
        <source>The review is done: click a move in the Review panel to see what was better.</source>
        <extracomment>In the status bar when the review is done</extracomment>
        <translation>La revisión ha terminado: haz clic en una jugada del panel de revisión para ver qué era mejor.</translation>
    </message>
    <message>
        <source>Average loss</source>
        <extracomment>Review summary row: the average number of discs lost per move</extracomment>
        <translation>Pérdida media</translation>
    </message>
    <message>
        <source>%1 lost nothing.</source>
        <extracomment>In the review summary: a side&apos;s (up to) three costliest moves; %1 Black or White</extracomment>
        <translation>%1 no perdió nada.</translation>
    </message>
    <message>
        <source>%1&apos;s costliest: %2</source>
        <extracomment>In the review summary, e.g. &quot;Black&apos;s costliest: 8. a2 (−23), 23. g2 (−18)&quot;, with the move numbers of the move list</extracomment>
        <translation>Lo más costoso de %1: %2</translation>
    </message>
    <message>
        <source>Loss in discs: good ≤ 1, inaccuracy ≤ 3, mistake ≤ 7, blunder more; giving away a won or drawn ending is at least a mistake.</source>
        <extracomment>Under the review summary: the class scale in discs lost against the best move</extracomment>
        <translation>Pérdida en fichas: buena ≤ 1, imprecisión ≤ 3, error ≤ 7, error grave más; regalar un final ganado o en tablas es al menos un error.</translation>
    </message>
    <message>
        <source>Move %1, %2: the only move.</source>
        <extracomment>In the status bar for a reviewed move that was the only one; %1 move number, %2 the move</extracomment>
        <translation>Jugada %1, %2: la única jugada.</translation>
    </message>
    <message numerus="yes">
        <source>Move %1, %2 (%3): %4, %n disc(s) worse than %5 (%6). ▶ plays the better line.</source>
        <extracomment>In the status bar for a reviewed move; e.g. &quot;Move 23, e6 (−4): mistake, 6 discs worse than f5 (+2).&quot; %4 is the class (best, good, inaccuracy, mistake, blunder); %n the discs lost</extracomment>
        <translation>
            <numerusform>Jugada %1, %2 (%3): %4, %n ficha peor que %5 (%6). ▶ juega la línea mejor.</numerusform>
            <numerusform>Jugada %1, %2 (%3): %4, %n fichas peor que %5 (%6). ▶ juega la línea mejor.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1, %2 (%3): the best move.</source>
        <extracomment>In the status bar for a reviewed move that was the best; e.g. &quot;Move 23, e6 (+2): the best move&quot;</extracomment>
        <translation>Jugada %1, %2 (%3): la mejor jugada.</translation>
    </message>
    <message>
        <source>Review summary</source>
        <extracomment>Accessible name of the review&apos;s summary text (for screen readers)</extracomment>
        <translation>Resumen de la revisión</translation>
    </message>
    <message>
        <source>Reviewed moves</source>
        <extracomment>Accessible name of the table of reviewed moves (for screen readers)</extracomment>
        <translation>Jugadas revisadas</translation>
    </message>
</context>
<context>
    <name>verso::app::ReviewModel</name>
    <message>
        <source>Judged exactly</source>
        <extracomment>Tooltip of a reviewed move: how it was judged, e.g. &quot;exact&quot; or &quot;depth 14&quot;</extracomment>
        <translation>Juzgada con exactitud</translation>
    </message>
    <message>
        <source>Judged by a search of depth %1</source>
        <translation>Juzgada con una búsqueda de profundidad %1</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>Review table column: the move number and who played it</extracomment>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>Review table column: the move played and its value</extracomment>
        <translation>Jugada hecha</translation>
    </message>
    <message>
        <source>Best</source>
        <extracomment>Review table column: the best move and its value</extracomment>
        <translation>Mejor</translation>
    </message>
    <message>
        <source>Loss</source>
        <extracomment>Review table column: discs lost against the best move</extracomment>
        <translation>Pérdida</translation>
    </message>
    <message>
        <source>Class</source>
        <extracomment>Review table column: best, good, inaccuracy, mistake, blunder</extracomment>
        <translation>Clase</translation>
    </message>
</context>
<context>
    <name>verso::app::SoundPreferences</name>
    <message>
        <source>Sound</source>
        <extracomment>Preferences: the group with the sound effects&apos; settings</extracomment>
        <translation>Sonido</translation>
    </message>
    <message>
        <source>&amp;Play sounds for moves, passes and results</source>
        <extracomment>Preferences: turns the sound effects on and off</extracomment>
        <translation>&amp;Reproducir sonidos en jugadas, pases y resultados</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <extracomment>Preferences: the sound effects&apos; volume</extracomment>
        <translation>&amp;Volumen:</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <extracomment>Preferences: the name a screen reader gives the volume slider</extracomment>
        <translation>Volumen del sonido</translation>
    </message>
</context>
<context>
    <name>verso::app::ThemeChooser</name>
    <message>
        <source>Classic green</source>
        <extracomment>A board theme in Preferences: the green board</extracomment>
        <translation>Verde clásico</translation>
    </message>
    <message>
        <source>Dark</source>
        <extracomment>A board theme in Preferences: a dark grey-blue board for dark desktops</extracomment>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Wood</source>
        <extracomment>A board theme in Preferences: a board of light wood</extracomment>
        <translation>Madera</translation>
    </message>
    <message>
        <source>High contrast</source>
        <extracomment>A board theme in Preferences: high contrast, with a dot on every white disc</extracomment>
        <translation>Alto contraste</translation>
    </message>
</context>
<context>
    <name>verso::app::ThemePreview</name>
    <message>
        <source>Preview of the board theme</source>
        <extracomment>Accessible name of the small board in Preferences that shows the chosen theme</extracomment>
        <translation>Vista previa del tema del tablero</translation>
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
        <translation>Personalizado…</translation>
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
        <translation>&amp;Tiempo por jugador:</translation>
    </message>
    <message>
        <source>&amp;Increment per move:</source>
        <extracomment>Custom time control: the time added to a side&apos;s clock after each of its moves</extracomment>
        <translation>&amp;Incremento por jugada:</translation>
    </message>
    <message>
        <source>No clock</source>
        <extracomment>New Game: the time control of a game without clocks</extracomment>
        <translation>Sin reloj</translation>
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
        <translation>El tiempo que llevó cada jugada; pulse para ir allí</translation>
    </message>
    <message>
        <source>Time per move</source>
        <extracomment>Above the time graph (the time each move of a timed game took) before any move</extracomment>
        <translation>Tiempo por jugada</translation>
    </message>
    <message>
        <source>Time per move, longest %1</source>
        <extracomment>Above the time graph: %1 the longest time a move took, e.g. &quot;0:42&quot; or &quot;0:04.2&quot;</extracomment>
        <translation>Tiempo por jugada, la más larga %1</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <extracomment>Tooltip of a bar of the time graph, e.g. &quot;Move 12: 0:04.2&quot;</extracomment>
        <translation>Jugada %1: %2</translation>
    </message>
</context>
</TS>
