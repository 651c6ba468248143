<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>Analysis</name>
    <message>
        <source>book</source>
        <extracomment>Under a move&apos;s value on the board: the value is the opening book&apos;s (keep it short)</extracomment>
        <translation>定石</translation>
    </message>
    <message>
        <source>exact</source>
        <extracomment>Under a move&apos;s value on the board: the value is the perfect-play result (keep it short)</extracomment>
        <translation>確定</translation>
    </message>
    <message>
        <source>win</source>
        <extracomment>Under a move&apos;s value on the board: the move is proven to win / draw / lose (keep them short)</extracomment>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>引分</translation>
    </message>
    <message>
        <source>d%1</source>
        <extracomment>Under a move&apos;s value on the board: the search depth in plies, e.g. &quot;d14&quot; (keep it short)</extracomment>
        <translation>深%1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <extracomment>How deep the analysis has searched, e.g. &quot;depth 14&quot;</extracomment>
        <translation>深さ %1</translation>
    </message>
    <message>
        <source>%1, win/loss/draw proven</source>
        <extracomment>The analysis proved which moves win, draw or lose (the values in discs are estimates)</extracomment>
        <translation>%1、勝敗確定</translation>
    </message>
    <message>
        <source>Hint: %1, %2, book</source>
        <extracomment>The hint in the status bar when it comes from the opening book: the move and the book&apos;s value of it in discs, e.g. &quot;Hint: f5, 0, book&quot;</extracomment>
        <translation>ヒント: %1、%2、定石</translation>
    </message>
    <message>
        <source>Hint: %1, %2, exact</source>
        <extracomment>The hint in the status bar: the move, its value in discs, and &quot;exact&quot; or the depth, e.g. &quot;Hint: f3, +6, exact&quot;</extracomment>
        <translation>ヒント: %1、%2、確定</translation>
    </message>
    <message>
        <source>Hint: %1, %2, depth %3</source>
        <extracomment>The hint in the status bar, e.g. &quot;Hint: f3, +2, depth 12&quot;</extracomment>
        <translation>ヒント: %1、%2、深さ %3</translation>
    </message>
    <message>
        <source>forced</source>
        <extracomment>Review class of a move: the only legal move (or a pass)</extracomment>
        <translation>必然</translation>
    </message>
    <message>
        <source>best</source>
        <extracomment>Review class of a move: as good as the best move</extracomment>
        <translation>最善</translation>
    </message>
    <message>
        <source>good</source>
        <extracomment>Review class of a move: at most 1 disc worse than the best</extracomment>
        <translation>好手</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <extracomment>Review class of a move: 2-3 discs worse than the best</extracomment>
        <translation>緩手</translation>
    </message>
    <message>
        <source>mistake</source>
        <extracomment>Review class of a move: 4-7 discs worse than the best (or gives away a won or drawn game)</extracomment>
        <translation>悪手</translation>
    </message>
    <message>
        <source>blunder</source>
        <extracomment>Review class of a move: more than 7 discs worse than the best</extracomment>
        <translation>大悪手</translation>
    </message>
    <message>
        <source>pass</source>
        <extracomment>A pass in a list of moves</extracomment>
        <translation>パス</translation>
    </message>
</context>
<context>
    <name>AutosaveFormat</name>
    <message>
        <source>it is not a Verso saved game</source>
        <translation>Verso の保存ゲームではありません</translation>
    </message>
    <message>
        <source>its header line is damaged</source>
        <translation>見出し行が壊れています</translation>
    </message>
    <message>
        <source>it was written by a newer version of Verso (format %1)</source>
        <translation>新しいバージョンの Verso で書かれています(形式 %1)</translation>
    </message>
    <message>
        <source>line 2 does not hold the start position</source>
        <translation>2 行目に開始局面がありません</translation>
    </message>
    <message>
        <source>the start position on line 2 is damaged (%1)</source>
        <translation>2 行目の開始局面が壊れています(%1)</translation>
    </message>
    <message>
        <source>line 3 does not hold the moves</source>
        <translation>3 行目に棋譜がありません</translation>
    </message>
    <message>
        <source>the move list on line 3 is damaged (%1)</source>
        <translation>3 行目の棋譜が壊れています(%1)</translation>
    </message>
    <message>
        <source>line 4 does not hold a valid move number</source>
        <translation>4 行目の手数が正しくありません</translation>
    </message>
    <message>
        <source>it has %1 lines instead of %2, so it is incomplete or damaged</source>
        <translation>%2 行ではなく %1 行あり、不完全か壊れています</translation>
    </message>
    <message>
        <source>lines 5 to 7 do not hold valid clocks</source>
        <translation>5～7 行目に有効な持ち時間がありません</translation>
    </message>
</context>
<context>
    <name>AutosaveStore</name>
    <message>
        <source>The unfinished game was not saved because %1 holds another file that could not be moved aside.</source>
        <translation>%1 に別のファイルがあり、移動できなかったため、対局中のゲームは保存されませんでした。</translation>
    </message>
    <message>
        <source>The unfinished game could not be saved because the folder %1 could not be created.</source>
        <translation>フォルダー %1 を作成できなかったため、対局中のゲームを保存できませんでした。</translation>
    </message>
    <message>
        <source>The unfinished game could not be saved to %1: %2.</source>
        <translation>対局中のゲームを %1 に保存できませんでした: %2。</translation>
    </message>
    <message>
        <source>it could not be opened (%1)</source>
        <translation>ファイルを開けません(%1)</translation>
    </message>
    <message>
        <source>it is far too large to be a saved game</source>
        <translation>保存ゲームにしては大きすぎます</translation>
    </message>
    <message>
        <source>it could not be moved aside and will be left untouched</source>
        <translation>ファイルは移動できなかったので、そのまま残します</translation>
    </message>
    <message>
        <source>it was kept as %1</source>
        <translation>ファイルは %1 として残してあります</translation>
    </message>
    <message>
        <source>The unfinished game in %1 could not be resumed because %2; %3.</source>
        <extracomment>%1 is the file, %2 why it cannot be used, %3 where it was moved</extracomment>
        <translation>%1 の対局を再開できませんでした。理由: %2。%3。</translation>
    </message>
</context>
<context>
    <name>BoardCellAccessible</name>
    <message>
        <source>%1, black, last move</source>
        <extracomment>A square of the board read by a screen reader: %1 is the square (d3), a black disc lies on it and it was the last move played</extracomment>
        <translation>%1、黒、直前の手</translation>
    </message>
    <message>
        <source>%1, black</source>
        <extracomment>A square of the board read by a screen reader: %1 is the square (d3) with a black disc</extracomment>
        <translation>%1、黒</translation>
    </message>
    <message>
        <source>%1, white, last move</source>
        <extracomment>A square of the board read by a screen reader: %1 is the square (f5), a white disc lies on it and it was the last move played</extracomment>
        <translation>%1、白、直前の手</translation>
    </message>
    <message>
        <source>%1, white</source>
        <extracomment>A square of the board read by a screen reader: %1 is the square (f5) with a white disc</extracomment>
        <translation>%1、白</translation>
    </message>
    <message>
        <source>%1, empty, legal move</source>
        <extracomment>A square of the board read by a screen reader: %1 is an empty square (e6) where the person may play</extracomment>
        <translation>%1、空き、打てる手</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <extracomment>A square of the board read by a screen reader: %1 is an empty square (e6)</extracomment>
        <translation>%1、空き</translation>
    </message>
</context>
<context>
    <name>ClockTexts</name>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <extracomment>A clock&apos;s time left as a screen reader says it, e.g. &quot;1 hour 2 minutes 3 seconds&quot;</extracomment>
        <translation>
            <numerusform>%n 時間</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>A clock&apos;s time left as a screen reader says it, e.g. &quot;4 minutes 59 seconds&quot;</extracomment>
        <translation>
            <numerusform>%n 分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>A clock&apos;s time left as a screen reader says it, e.g. &quot;4 minutes 59 seconds&quot;</extracomment>
        <translation>
            <numerusform>%n 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>Black&apos;s clock</source>
        <extracomment>The name a screen reader gives Black&apos;s clock, before its time</extracomment>
        <translation>黒の時計</translation>
    </message>
    <message>
        <source>White&apos;s clock</source>
        <translation>白の時計</translation>
    </message>
    <message>
        <source>running</source>
        <extracomment>Said after a clock&apos;s time when it is the one running, e.g. &quot;Black&apos;s clock, 5 seconds, running&quot;</extracomment>
        <translation>動作中</translation>
    </message>
    <message>
        <source>paused</source>
        <extracomment>Said after a clock&apos;s time while the game is paused</extracomment>
        <translation>一時停止中</translation>
    </message>
    <message>
        <source>time is up</source>
        <extracomment>Said after a clock&apos;s time when it reached zero (that side lost on time)</extracomment>
        <translation>時間切れ</translation>
    </message>
    <message>
        <source>Paused</source>
        <extracomment>Under a clock&apos;s time while the game is paused (both clocks stopped)</extracomment>
        <translation>一時停止中</translation>
    </message>
    <message>
        <source>Time is up</source>
        <extracomment>Under a clock&apos;s time when it reached zero: that side lost on time</extracomment>
        <translation>時間切れ</translation>
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
Copyright (C) 2026 Verso 開発者
ライセンス GPL-3.0-or-later: GNU GPL バージョン 3 以降 &lt;https://www.gnu.org/licenses/gpl-3.0.html&gt;
これはフリーソフトウェアです。自由に変更・再配布できます。
法律で認められる範囲で、一切の保証はありません。
</translation>
    </message>
    <message>
        <source>Verso: Reversi (Othello) for the desktop.</source>
        <extracomment>verso --help: the first line under &quot;Usage&quot;</extracomment>
        <translation>Verso: デスクトップ用リバーシ(オセロ)</translation>
    </message>
    <message>
        <source>Displays the version and the licence.</source>
        <translation>バージョンとライセンスを表示します。</translation>
    </message>
    <message>
        <source>Game files to open: GGF, transcripts or board strings.</source>
        <extracomment>verso --help: the game files given after the options; &quot;FILE&quot; is the name shown in the usage line</extracomment>
        <translation>開く棋譜ファイル: GGF、棋譜テキスト、盤面文字列</translation>
    </message>
    <message>
        <source>%2: %1
Try &apos;%2 --help&apos; for the options.
</source>
        <extracomment>verso with an option it does not know: %1 what is wrong (Qt&apos;s words), %2 the program&apos;s name</extracomment>
        <translation>%2: %1
オプションは「%2 --help」で表示できます。
</translation>
    </message>
</context>
<context>
    <name>ExternalEngineFaultText</name>
    <message>
        <source>The engine could not be started, or it stopped before it answered. Check the command line and the working directory.</source>
        <translation>エンジンを起動できないか、応答する前に終了しました。コマンドラインと作業ディレクトリを確認してください。</translation>
    </message>
    <message>
        <source>The engine stopped running.</source>
        <translation>エンジンが終了しました。</translation>
    </message>
    <message>
        <source>The engine answered with a move that is not allowed here.</source>
        <translation>エンジンがここでは打てない手を返しました。</translation>
    </message>
    <message>
        <source>The engine answered with something that is not a move.</source>
        <translation>エンジンが手ではない応答を返しました。</translation>
    </message>
    <message>
        <source>The engine has not answered in time.</source>
        <translation>エンジンが時間内に応答しませんでした。</translation>
    </message>
    <message>
        <source>%1 Details: %2</source>
        <extracomment>%1 is a sentence saying what went wrong; %2 is untranslated text from the engine or the system (the engine&apos;s answer, its last error message, or why it could not be started)</extracomment>
        <translation>%1 詳細: %2</translation>
    </message>
</context>
<context>
    <name>GameTextErrorText</name>
    <message>
        <source>There is no game in it.</source>
        <translation>ゲームが含まれていません。</translation>
    </message>
    <message>
        <source>It is too large to be a game file.</source>
        <translation>ゲームファイルにしては大きすぎます。</translation>
    </message>
    <message>
        <source>The GGF text is broken here.</source>
        <translation>ここで GGF テキストが壊れています。</translation>
    </message>
    <message>
        <source>This GGF game is not a game of Othello.</source>
        <translation>この GGF ゲームはオセロではありません。</translation>
    </message>
    <message>
        <source>The board cannot be read: it needs 64 squares (X or * black, O white, - empty) and the side to move.</source>
        <translation>盤面を読めません。64 マス(X か * が黒、O が白、- が空き)と手番が必要です。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a move (move %2).</source>
        <extracomment>%1 is the text found where a move should be, %2 the move&apos;s number</extracomment>
        <translation>「%1」は手ではありません(%2 手目)。</translation>
    </message>
    <message>
        <source>The rules do not allow it.</source>
        <translation>ルール上打てません。</translation>
    </message>
    <message>
        <source>Move %1, %2, is not allowed: %3</source>
        <extracomment>%1 is the move&apos;s number, %2 the move (e.g. e6), %3 why it is not allowed</extracomment>
        <translation>%1 手目の %2 は打てません: %3</translation>
    </message>
    <message>
        <source>Line %1, character %2: %3</source>
        <extracomment>Where a game file or a paste goes wrong: %1 the line, %2 the character, %3 what is wrong</extracomment>
        <translation>%1 行目 %2 文字目: %3</translation>
    </message>
    <message>
        <source>This is not a game: Verso reads GGF, transcripts such as f5d6c3d3c4, numbered move lists such as 1. f5 d6 2. c3 and board strings of 64 squares and the side to move.</source>
        <translation>ゲームではありません。Verso が読めるのは GGF、f5d6c3d3c4 のような棋譜、1. f5 d6 2. c3 のような番号付きの手順、64 マスと手番からなる盤面文字列です。</translation>
    </message>
</context>
<context>
    <name>LanguageChoice</name>
    <message>
        <source>System language</source>
        <extracomment>In Preferences: follow the language of the operating system</extracomment>
        <translation>システムの言語</translation>
    </message>
</context>
<context>
    <name>LevelName</name>
    <message>
        <source>Beginner</source>
        <extracomment>Name of a computer level, the weakest</extracomment>
        <translation>入門</translation>
    </message>
    <message>
        <source>Novice</source>
        <extracomment>Name of a computer level</extracomment>
        <translation>初級</translation>
    </message>
    <message>
        <source>Casual</source>
        <extracomment>Name of a computer level</extracomment>
        <translation>中級</translation>
    </message>
    <message>
        <source>Club</source>
        <extracomment>Name of a computer level: plays like a club player</extracomment>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>Advanced</source>
        <extracomment>Name of a computer level</extracomment>
        <translation>上級</translation>
    </message>
    <message>
        <source>Expert</source>
        <extracomment>Name of a computer level</extracomment>
        <translation>エキスパート</translation>
    </message>
    <message>
        <source>Master</source>
        <extracomment>Name of a computer level</extracomment>
        <translation>マスター</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <extracomment>Name of a computer level, the strongest of the eight levels that think a fixed amount</extracomment>
        <translation>グランドマスター</translation>
    </message>
    <message numerus="yes">
        <source>Plays a random move %1% of the time; otherwise looks %n move(s) ahead and misjudges each move by up to %2 discs</source>
        <extracomment>A level&apos;s tip. %1: how often it plays any legal move at all, in per cent; %n: moves searched ahead; %2: the most its judgement of a move is off, in discs.</extracomment>
        <translation>
            <numerusform>%1% の確率でランダムな手を打ちます。それ以外は %n 手先まで読み、各手の評価を最大 %2 石誤ります</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Looks %1 moves ahead, exactly from %2 empty squares, and misjudges each move by up to %n disc(s)</source>
        <extracomment>A level&apos;s tip. %1: moves searched ahead; %2: empty squares left when it counts exactly; %n: the most its judgement of a move is off, in discs.</extracomment>
        <translation>
            <numerusform>%1 手先まで読み、残り %2 マスからは正確に数えますが、各手の評価を最大 %n 石誤ります</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searches at most %1 million positions a move: up to %n move(s) ahead, exactly from %2 empty squares</source>
        <extracomment>A level&apos;s tip. %1: its budget in millions of positions; %n: moves searched ahead at most; %2: empty squares left when it solves exactly.</extracomment>
        <translation>
            <numerusform>1 手あたり最大 %1 百万局面を探索します。最大 %n 手先まで読み、残り %2 マスからは正確に読みます</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Looks %n move(s) ahead and plays perfectly from %1 empty squares</source>
        <extracomment>A level&apos;s tip. %n: moves searched ahead; %1: empty squares left when perfect play starts.</extracomment>
        <translation>
            <numerusform>%n 手先まで読み、残り %1 マスからは完全に読み切ります</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; opens from its opening book</source>
        <extracomment>A level&apos;s tip: %1 is what it does after the opening (e.g. &quot;Looks 8 moves ahead and plays perfectly from 16 empty squares&quot;)</extracomment>
        <translation>%1。序盤は定石から打ちます</translation>
    </message>
    <message numerus="yes">
        <source>Strongest, %n s a move</source>
        <extracomment>Name of a computer level that plays its strongest, thinking about %n seconds a move</extracomment>
        <translation>
            <numerusform>最強（1手 %n 秒）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Thinks about %n second(s) a move on average, longer in the middle game, and plays perfectly as early as that allows</source>
        <extracomment>A level&apos;s tip. %n: the seconds it thinks a move on average over a game.</extracomment>
        <translation>
            <numerusform>1手平均約 %n 秒考え（中盤は長め）、時間の許す限り早くから完全な手を打ちます</numerusform>
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
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Opponent</source>
        <extracomment>Menu: who plays against whom</extracomment>
        <translation>対戦相手(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <extracomment>Menu of the computer&apos;s playing strengths</extracomment>
        <translation>レベル(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Animation Speed</source>
        <translation>アニメーションの速さ(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <source>Start a new game with the same opponent</source>
        <translation>同じ相手と新しいゲームを始めます</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>待った(&amp;U)</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>直前の手を取り消します</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>Replay a move taken back</source>
        <translation>取り消した手をもう一度打ちます</translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation>投了(&amp;S)</translation>
    </message>
    <message>
        <source>Give up this game</source>
        <translation>このゲームを投了します</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <extracomment>Menu command: pause the game (a verb)</extracomment>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <source>Pause or resume the game</source>
        <translation>ゲームを一時停止または再開します</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Leave Verso</source>
        <translation>Verso を終了します</translation>
    </message>
    <message>
        <source>&amp;Human vs Human</source>
        <translation>人間 対 人間(&amp;H)</translation>
    </message>
    <message>
        <source>Two people take turns at this board</source>
        <translation>二人がこの盤で交互に打ちます</translation>
    </message>
    <message>
        <source>Human vs &amp;Computer</source>
        <translation>人間 対 コンピューター(&amp;C)</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>コンピューターと対局します</translation>
    </message>
    <message>
        <source>C&amp;omputer vs Computer</source>
        <translation>コンピューター 対 コンピューター(&amp;O)</translation>
    </message>
    <message>
        <source>Watch the computer play itself</source>
        <translation>コンピューター同士の対局を観戦します</translation>
    </message>
    <message>
        <source>Play &amp;Black (move first)</source>
        <extracomment>Menu command: the person plays the black discs</extracomment>
        <translation>黒で打つ(先手)(&amp;B)</translation>
    </message>
    <message>
        <source>In a game against the computer, you play black</source>
        <translation>コンピューターとの対局で、あなたが黒を持ちます</translation>
    </message>
    <message>
        <source>Play &amp;White</source>
        <extracomment>Menu command: the person plays the white discs</extracomment>
        <translation>白で打つ(後手)(&amp;W)</translation>
    </message>
    <message>
        <source>In a game against the computer, you play white</source>
        <translation>コンピューターとの対局で、あなたが白を持ちます</translation>
    </message>
    <message>
        <source>Show &amp;Legal Moves</source>
        <translation>打てる場所を表示(&amp;L)</translation>
    </message>
    <message>
        <source>Mark the squares where the side to move may play</source>
        <translation>手番の側が打てるマスに印を付けます</translation>
    </message>
    <message>
        <source>Show Last &amp;Move</source>
        <translation>直前の手を表示(&amp;M)</translation>
    </message>
    <message>
        <source>Mark the disc placed last</source>
        <translation>最後に打たれた石に印を付けます</translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation>座標を表示(&amp;C)</translation>
    </message>
    <message>
        <source>Show a-h and 1-8 around the board</source>
        <translation>盤の周りに a〜h と 1〜8 を表示します</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <extracomment>Animation speed: no flip animation</extracomment>
        <translation>なし(&amp;I)</translation>
    </message>
    <message>
        <source>Discs turn over at once</source>
        <translation>石がすぐに裏返ります</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>速い(&amp;F)</translation>
    </message>
    <message>
        <source>Quick flip animation</source>
        <translation>速い裏返しアニメーション</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>普通(&amp;N)</translation>
    </message>
    <message>
        <source>Normal flip animation</source>
        <translation>普通の速さの裏返しアニメーション</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>遅い(&amp;S)</translation>
    </message>
    <message>
        <source>Slow flip animation</source>
        <translation>ゆっくりした裏返しアニメーション</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>遊び方(&amp;H)</translation>
    </message>
    <message>
        <source>The rules of Reversi</source>
        <translation>リバーシのルール</translation>
    </message>
    <message>
        <source>&amp;About Verso</source>
        <translation>Verso について(&amp;A)</translation>
    </message>
    <message>
        <source>About this program</source>
        <translation>このプログラムについて</translation>
    </message>
    <message>
        <source>P&amp;references…</source>
        <translation>設定(&amp;R)…</translation>
    </message>
    <message>
        <source>Opponent, level, animation, markers and language</source>
        <translation>対戦相手、レベル、アニメーション、表示、言語</translation>
    </message>
    <message>
        <source>Announce &amp;Passes in a Dialog</source>
        <translation>パスをダイアログで知らせる(&amp;P)</translation>
    </message>
    <message>
        <source>Show a dialog when a side has to pass; otherwise a message in the status bar</source>
        <translation>パスのときにダイアログを表示します。オフのときはステータスバーに表示します</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <extracomment>Menu that steps through the moves of the game</extracomment>
        <translation>移動(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <extracomment>View menu: shows the board turned half a turn, seen from White&apos;s side</extracomment>
        <translation>盤を反転(&amp;F)</translation>
    </message>
    <message>
        <source>Show the board from White&apos;s side: row 8 at the top, column h on the left</source>
        <translation>白の側から盤を表示します: 8 段目が上、h 列が左</translation>
    </message>
</context>
<context>
    <name>PracticeTexts</name>
    <message>
        <source>%1 to move: find a move that keeps the win</source>
        <extracomment>The task of a practice puzzle; %1 is the colour to move (&quot;Black&quot;)</extracomment>
        <translation>%1の番：勝ちを保つ手を見つけてください</translation>
    </message>
    <message>
        <source>%1 to move: find the best move</source>
        <extracomment>The task of a practice puzzle; %1 is the colour to move (&quot;Black&quot;)</extracomment>
        <translation>%1の番：最善手を見つけてください</translation>
    </message>
    <message>
        <source>Right: %1 (%2)</source>
        <extracomment>A right answer: %1 the move, %2 its value in discs (&quot;+4&quot;)</extracomment>
        <translation>正解：%1 (%2)</translation>
    </message>
    <message>
        <source>%1 gives away the result (%2)</source>
        <extracomment>A wrong answer that turns a win into a draw or loss: %1 the move, %2 its value</extracomment>
        <translation>%1 は結果を悪くします (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n disc(s)</source>
        <extracomment>A wrong answer: %1 the move; %n the discs it loses against the best move</extracomment>
        <translation>
            <numerusform>%1 は %n 石の損です</numerusform>
        </translation>
    </message>
    <message>
        <source>In your game: %1</source>
        <extracomment>Own-mistake puzzles: the move played in the person&apos;s game, e.g. &quot;b1&quot;</extracomment>
        <translation>あなたの対局では：%1</translation>
    </message>
    <message>
        <source>Due today: %1  Solved: %2  Streak: %3</source>
        <extracomment>Practice progress: %1 puzzles due today, %2 solved in all, %3 right answers in a row</extracomment>
        <translation>今日の出題：%1  正解数：%2  連続：%3</translation>
    </message>
    <message>
        <source>Right: own mistakes %1, endgames %2, at %3 empties %4</source>
        <extracomment>Practice accuracy: %1 own mistakes, %2 endgames, %3 the number of empty squares, %4 there</extracomment>
        <translation>正解率：自分のミス %1、終盤 %2、空き %3 マスで %4</translation>
    </message>
    <message>
        <source>not a readable game file</source>
        <extracomment>Practice: why the kept games could not be read</extracomment>
        <translation>読み込める棋譜ファイルではありません</translation>
    </message>
    <message>
        <source>Kept games could not be read, so no puzzles came from them: %1</source>
        <extracomment>Practice: %1 why the kept games could not be read, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>保存した対局を読み込めなかったため、そこから問題は作られませんでした: %1</translation>
    </message>
    <message numerus="yes">
        <source>Kept games could be read only in part, so puzzles came from the first %n game(s) only: %1</source>
        <extracomment>Practice: the kept games failed part-way; %n games were read and gave puzzles, %1 why</extracomment>
        <translation>
            <numerusform>保存した対局は一部しか読み込めなかったため、問題は最初の %n 局からのみ作られました: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>Group of settings about the game and the opponent</extracomment>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>対戦相手(&amp;O):</translation>
    </message>
    <message>
        <source>&amp;Your colour:</source>
        <translation>あなたの色(&amp;Y):</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>コンピューターのレベル(&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Pause before the computer moves:</source>
        <translation>コンピューターが打つ前の待ち時間(&amp;P):</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>Group of settings about how the board looks</extracomment>
        <translation>盤</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>アニメーションの速さ(&amp;A):</translation>
    </message>
    <message>
        <source>Mark the &amp;legal moves</source>
        <translation>打てる場所に印を付ける(&amp;L)</translation>
    </message>
    <message>
        <source>Mark the last &amp;move</source>
        <translation>直前の手に印を付ける(&amp;M)</translation>
    </message>
    <message>
        <source>Show the &amp;coordinates (a–h, 1–8)</source>
        <translation>座標を表示する(a〜h、1〜8)(&amp;C)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>A new language is used the next time Verso starts.</source>
        <translation>新しい言語は次に Verso を起動したときから使われます。</translation>
    </message>
    <message>
        <source> ms</source>
        <comment>Unit after the number of milliseconds, with a space before it</comment>
        <translation> ミリ秒</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>対局の検討</translation>
    </message>
    <message>
        <source>Search &amp;depth:</source>
        <translation>探索の深さ(&amp;D):</translation>
    </message>
    <message>
        <source>How many moves ahead the review looks before the exact range (deeper is slower)</source>
        <translation>完全読みの範囲より前で検討が何手先まで読むか（深いほど遅くなります）</translation>
    </message>
    <message>
        <source>&amp;Exact from:</source>
        <translation>完全読みの開始(&amp;E):</translation>
    </message>
    <message>
        <source>Moves with at most this many empty squares left are judged by perfect play</source>
        <translation>空きマスがこの数以下の手は完全読みで判定します</translation>
    </message>
    <message>
        <source> empty squares</source>
        <translation> 空きマス</translation>
    </message>
</context>
<context>
    <name>RefusalText</name>
    <message>
        <source>That is not a square: use a letter a-h and a digit 1-8.</source>
        <translation>マスの指定が正しくありません。a〜h の文字と 1〜8 の数字で指定してください。</translation>
    </message>
    <message>
        <source>%1 is already occupied.</source>
        <extracomment>%1 is a square such as e6</extracomment>
        <translation>%1 にはすでに石があります。</translation>
    </message>
    <message>
        <source>That square is already occupied.</source>
        <translation>そのマスにはすでに石があります。</translation>
    </message>
    <message>
        <source>A disc on %1 would not flip any disc.</source>
        <extracomment>%1 is a square such as e6</extracomment>
        <translation>%1 に打っても裏返せる石がありません。</translation>
    </message>
    <message>
        <source>A disc on that square would not flip any disc.</source>
        <translation>そのマスに打っても裏返せる石がありません。</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>あなたの番ではありません。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終わりました。</translation>
    </message>
    <message>
        <source>You cannot pass while you have a legal move.</source>
        <translation>打てる場所があるときはパスできません。</translation>
    </message>
    <message>
        <source>There is no legal move: this side must pass.</source>
        <translation>打てる場所がありません。パスしてください。</translation>
    </message>
    <message>
        <source>The move is not allowed.</source>
        <translation>その手は打てません。</translation>
    </message>
    <message>
        <source>Start a new game first.</source>
        <translation>まず新しいゲームを始めてください。</translation>
    </message>
    <message>
        <source>The game is paused: resume it to play.</source>
        <translation>ゲームは一時停止中です。打つには再開してください。</translation>
    </message>
    <message>
        <source>Moves cannot be taken back in a game on a clock: the time spent cannot be given back.</source>
        <extracomment>The status bar after Undo (or a jump back in the move list) during a game on a clock</extracomment>
        <translation>持ち時間のある対局では手を戻せません。使った時間は戻せないためです。</translation>
    </message>
</context>
<context>
    <name>RegularFile</name>
    <message>
        <source>it is not a regular file</source>
        <extracomment>Why a file cannot be used: a folder, a FIFO, a socket or a device is where a file should be</extracomment>
        <translation>通常のファイルではありません</translation>
    </message>
</context>
<context>
    <name>SettingsFileReport</name>
    <message>
        <source>Your settings in %1 could not be read, so Verso uses its default settings; no copy of the file could be kept (%2).</source>
        <extracomment>%1 is the settings file, %2 the system&apos;s reason why no copy could be made</extracomment>
        <translation>%1 の設定を読み込めなかったため、Verso は既定の設定を使います。ファイルのコピーを残せませんでした（%2）。</translation>
    </message>
    <message>
        <source>Your settings in %1 could not be read, so Verso uses its default settings. The file is kept as %2.</source>
        <extracomment>%1 is the settings file, %2 the copy of it that was kept</extracomment>
        <translation>%1 の設定を読み込めなかったため、Verso は既定の設定を使います。ファイルは %2 として残してあります。</translation>
    </message>
    <message>
        <source>Settings Not Read</source>
        <extracomment>Title of the message shown at start-up when the settings file could not be read</extracomment>
        <translation>設定を読み込めませんでした</translation>
    </message>
    <message>
        <source>Your settings in %1 cannot be read (%2), so Verso uses its default settings. Changes to the settings will not be kept until the file can be read.</source>
        <extracomment>%1 is the settings file, %2 the reason, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>%1 の設定を読み込めません（%2）。そのため Verso は既定の設定を使います。ファイルを読み込めるようになるまで、設定の変更は保存されません。</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>%1 played %2 from the opening book (book value %3)</source>
        <extracomment>The status bar after the computer played a move of its opening book: %1 the side that played (Black or White), %2 the move, %3 the book&apos;s value of it in discs, e.g. &quot;White played f4 from the opening book (book value 0)&quot;</extracomment>
        <translation>%1 は定石から %2 を打ちました（定石の評価 %3）</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>the side playing the black discs</comment>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <comment>the side playing the white discs</comment>
        <translation>白</translation>
    </message>
    <message>
        <source>%1 wins by resignation</source>
        <translation>%1 の投了勝ち</translation>
    </message>
    <message>
        <source>%1 wins %2-%3</source>
        <extracomment>%1 is the winner (Black or White), %2-%3 the winner&apos;s and the loser&apos;s score</extracomment>
        <translation>%1の勝ち %2-%3</translation>
    </message>
    <message>
        <source>%1 resigned.</source>
        <translation>%1が投了しました。</translation>
    </message>
    <message>
        <source>%1 has no legal move and must pass: no disc it could place would turn over a disc of the opponent. %2 plays again.</source>
        <extracomment>%1 is the side that passes, %2 the side that moves again</extracomment>
        <translation>%1は打てる場所がないのでパスです。どこに石を置いても相手の石を裏返せません。%2が続けて打ちます。</translation>
    </message>
    <message numerus="yes">
        <source>Black has %n disc(s)</source>
        <translation>
            <numerusform>黒 %n 石</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White has %n disc(s)</source>
        <translation>
            <numerusform>白 %n 石</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2. Neither side can move any more.</source>
        <extracomment>%1 and %2 are the disc counts, e.g. &quot;Black has 40 discs&quot; and &quot;White has 24 discs&quot;</extracomment>
        <translation>%1、%2。どちらももう打てません。</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>あなたの勝ちです!</translation>
    </message>
    <message>
        <source>The computer wins.</source>
        <translation>コンピューターの勝ちです。</translation>
    </message>
    <message>
        <source>Verso, level %1 %2</source>
        <extracomment>A computer player: %1 is the level number, %2 its name (e.g. &quot;Verso, level 4 Club&quot;)</extracomment>
        <translation>Verso（レベル%1 %2）</translation>
    </message>
    <message>
        <source>Two people on this screen</source>
        <translation>この画面で二人対戦</translation>
    </message>
    <message>
        <source>You (%1) against %2</source>
        <extracomment>%1 is the person&apos;s colour (Black or White), %2 the opponent (e.g. &quot;Verso, level 4 Club&quot;)</extracomment>
        <translation>あなた（%1）対 %2</translation>
    </message>
    <message>
        <source>%1 (Black) against %2 (White)</source>
        <extracomment>Computer against computer: %1 plays Black, %2 plays White</extracomment>
        <translation>%1（黒）対 %2（白）</translation>
    </message>
    <message>
        <source>Draw %1-%2</source>
        <comment>final score</comment>
        <translation>引き分け %1-%2</translation>
    </message>
    <message>
        <source>%1 (discs %2-%3, %4 empty)</source>
        <extracomment>After a result with empty squares left: %1 e.g. &quot;Black wins 50-14&quot;, %2-%3 Black&apos;s and White&apos;s discs on the board, %4 the number of empty squares (which the score gives to the winner)</extracomment>
        <translation>%1(石 %2-%3、空き %4)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How to play Reversi&lt;/h3&gt;&lt;p&gt;Two players, Black and White, take turns placing a disc of their colour on the 8&amp;times;8 board. Black moves first, from the four discs in the centre.&lt;/p&gt;&lt;p&gt;A disc must be placed so that it encloses one or more of the opponent&apos;s discs in a straight line (across, down or diagonally) between the new disc and another disc of your colour. All enclosed discs are turned over to your colour. Small see-through discs of the colour to move show where you may play.&lt;/p&gt;&lt;p&gt;If you cannot turn over any disc you must pass, and your opponent plays again. When neither side can move, the game ends: the player with more discs wins.&lt;/p&gt;&lt;p&gt;Click a square to play there, or move the cursor with the arrow keys and press Enter or Space. Undo takes back your last move.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;リバーシの遊び方&lt;/h3&gt;&lt;p&gt;黒と白の二人が、8&amp;times;8 の盤に自分の色の石を交互に打ちます。中央の 4 つの石から始め、黒が先手です。&lt;/p&gt;&lt;p&gt;石は、新しく打つ石と自分の色の別の石とで、相手の石を縦・横・斜めの一直線に 1 つ以上はさむように打たなければなりません。はさんだ石はすべて裏返って自分の色になります。手番の色の小さな半透明の石が、打てる場所を示します。&lt;/p&gt;&lt;p&gt;どの石も裏返せないときはパスとなり、相手が続けて打ちます。両者とも打てなくなるとゲームは終わり、石の多い方が勝ちです。&lt;/p&gt;&lt;p&gt;マスをクリックするとそこに打てます。矢印キーでカーソルを動かし、Enter か Space で打つこともできます。「待った」で直前の手を取り消せます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>You</source>
        <extracomment>The person&apos;s name in the move list and saved games when one person plays the computer</extracomment>
        <translation>あなた</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Verso %1&lt;/h3&gt;&lt;p&gt;Reversi (Othello) for the desktop, written in C++ and Qt %2.&lt;/p&gt;&lt;p&gt;Play a friend on the same screen or the computer, from %3 (level 1) to %4 (level %5).&lt;/p&gt;&lt;p&gt;Verso is free software under the GNU General Public License, version 3 or later (GPL-3.0-or-later): you may share and change it under its terms, and it comes with no warranty.&lt;/p&gt;</source>
        <extracomment>%1 the version, %2 the Qt version, %3 and %4 the names of the weakest and the strongest computer level (e.g. &quot;Beginner&quot; and &quot;Grandmaster&quot;), %5 the number of the strongest level</extracomment>
        <translation>&lt;h3&gt;Verso %1&lt;/h3&gt;&lt;p&gt;デスクトップ向けのリバーシ(オセロ)です。C++ と Qt %2 で書かれています。&lt;/p&gt;&lt;p&gt;同じ画面で友達と、または %3(レベル 1)から %4(レベル %5)までのコンピューターと対局できます。&lt;/p&gt;&lt;p&gt;Verso は GNU 一般公衆利用許諾書 バージョン 3 以降 (GPL-3.0-or-later) のもとで配布されるフリーソフトウェアです。その条件に従って共有・改変でき、一切の保証はありません。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 wins on time</source>
        <extracomment>The result of a game whose other side&apos;s clock reached zero; %1 is Black or White</extracomment>
        <translation>%1の時間切れ勝ち</translation>
    </message>
    <message>
        <source>%1&apos;s clock reached zero: %1 loses on time.</source>
        <extracomment>The game-over dialog when a clock reached zero; %1 is Black or White</extracomment>
        <translation>%1の持ち時間がなくなりました。%1の時間切れ負けです。</translation>
    </message>
</context>
<context>
    <name>verso::app::AnalysisDock</name>
    <message>
        <source>Analysis</source>
        <extracomment>Title of the panel with the analysis, its best line and the evaluation graph</extracomment>
        <translation>解析</translation>
    </message>
    <message>
        <source>Analysis &amp;Panel</source>
        <extracomment>View menu: shows or hides the panel with the analysis and the evaluation graph</extracomment>
        <translation>解析パネル(&amp;P)</translation>
    </message>
    <message>
        <source>Line: one move back (Alt+Left)</source>
        <extracomment>Button: show the line one move less far on the board</extracomment>
        <translation>変化: 1手戻る (Alt+←)</translation>
    </message>
    <message>
        <source>Line: one move further (Alt+Right)</source>
        <extracomment>Button: play the line one move further on the board, without changing the game</extracomment>
        <translation>変化: 1手進む (Alt+→)</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <extracomment>Button: leave the line and show the game&apos;s position again</extracomment>
        <translation>対局に戻る</translation>
    </message>
    <message>
        <source>Line: %1</source>
        <extracomment>Before the best line in the analysis panel, e.g. &quot;Line: f5 d6 c3&quot;</extracomment>
        <translation>変化: %1</translation>
    </message>
</context>
<context>
    <name>verso::app::AnalysisEngineMenu</name>
    <message>
        <source>Analysis &amp;Engine</source>
        <extracomment>View menu: the submenu that chooses who analyses (Verso or an outside engine)</extracomment>
        <translation>解析エンジン(&amp;E)</translation>
    </message>
    <message>
        <source>Choose who analyses in Analysis Mode and finds hints: Verso or an outside engine</source>
        <translation>解析モードで解析しヒントを探すのは誰かを選びます：Verso または外部エンジン</translation>
    </message>
    <message>
        <source>%1 stopped analysing. The game is unchanged; the board shows no values until you choose an engine in View &gt; Analysis Engine.</source>
        <extracomment>Informative text when the outside analysing engine %1 failed</extracomment>
        <translation>%1 は解析を停止しました。対局は変わっていません。表示 &gt; 解析エンジン でエンジンを選ぶまで盤に評価値は表示されません。</translation>
    </message>
    <message>
        <source>%1 gave no hint. The game is unchanged.</source>
        <extracomment>Informative text when the outside engine %1 failed to give a hint</extracomment>
        <translation>%1 はヒントを出しませんでした。対局は変わっていません。</translation>
    </message>
    <message>
        <source>&amp;Verso</source>
        <extracomment>View &gt; Analysis Engine: Verso&apos;s own engine analyses</extracomment>
        <translation>Verso(&amp;V)</translation>
    </message>
    <message>
        <source>%1 Failed</source>
        <extracomment>Title of the message shown when the outside analysing engine %1 fails</extracomment>
        <translation>%1 が失敗しました</translation>
    </message>
</context>
<context>
    <name>verso::app::AnalysisMode</name>
    <message>
        <source>%1 — best %2 %3 (opening book)</source>
        <extracomment>The analysis panel when the best move is the opening book&apos;s: how deep the search of the other moves is, the best move and its book value, e.g. &quot;depth 14 — best f5 0 (opening book)&quot;</extracomment>
        <translation>%1 — 最善 %2 %3（定石）</translation>
    </message>
    <message>
        <source>&amp;Analysis Mode</source>
        <translation>解析モード(&amp;A)</translation>
    </message>
    <message>
        <source>Show the value of every legal move on the board</source>
        <translation>盤上にすべての合法手の評価値を表示します</translation>
    </message>
    <message>
        <source>Analysis is off (View &gt; Analysis Mode).</source>
        <translation>解析はオフです（表示 &gt; 解析モード）。</translation>
    </message>
    <message>
        <source>No game to analyse.</source>
        <translation>解析する対局がありません。</translation>
    </message>
    <message>
        <source>The game is over: no moves to analyse.</source>
        <translation>対局は終了しました。解析する手はありません。</translation>
    </message>
    <message>
        <source>Analysis waits while the computer thinks.</source>
        <translation>コンピュータの思考中は解析を待機します。</translation>
    </message>
    <message>
        <source>Analysis waits while the game is reviewed.</source>
        <translation>対局の検討中は解析を待機します。</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>解析中…</translation>
    </message>
    <message>
        <source>%1 — best %2 %3</source>
        <extracomment>The analysis panel: how deep the analysis is, the best move and its value, e.g. &quot;Depth 14 — best f5 +4&quot;</extracomment>
        <translation>%1 — 最善 %2 %3</translation>
    </message>
    <message>
        <source>%1 stopped analysing: no values are shown. Choose an engine in View &gt; Analysis Engine.</source>
        <extracomment>The analysis panel after the outside analysing engine %1 failed</extracomment>
        <translation>%1 は解析を停止しました：評価値は表示されません。表示 &gt; 解析エンジン でエンジンを選んでください。</translation>
    </message>
    <message>
        <source>%1 is analysing…</source>
        <extracomment>The analysis panel while the outside engine %1 is asked for its values</extracomment>
        <translation>%1 が解析中…</translation>
    </message>
    <message>
        <source>%1: %2 — best %3 %4</source>
        <extracomment>The analysis panel with an outside engine: its name, then how deep it is, the best move and its value, e.g. &quot;Edax: depth 14 — best f5 +4&quot;</extracomment>
        <translation>%1：%2 — 最善 %3 %4</translation>
    </message>
</context>
<context>
    <name>verso::app::AutosaveKeeper</name>
    <message>
        <source>Unfinished Game</source>
        <extracomment>Title of the question asked at start-up when the last game was left unfinished</extracomment>
        <translation>対局中のゲーム</translation>
    </message>
    <message>
        <source>Resume the unfinished game?</source>
        <translation>途中のゲームを再開しますか?</translation>
    </message>
    <message numerus="yes">
        <source>It was left after %n move(s) when Verso closed.</source>
        <extracomment>%n is the number of moves already played in the saved game</extracomment>
        <translation>
            <numerusform>Verso を閉じたとき、%n 手目まで進んでいました。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>再開(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <source>Saved Game Not Resumed</source>
        <translation>保存されたゲームを再開できません</translation>
    </message>
    <message>
        <source>The unfinished game from last time could not be kept in the library, so it stays saved and this game is not: %1</source>
        <extracomment>%1 is the system&apos;s reason, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>前回の途中のゲームをライブラリに残せなかったため、そのゲームを保存したままにし、このゲームは保存しません: %1</translation>
    </message>
    <message>
        <source>The unfinished game from last time is kept in File &gt; Kept Games.</source>
        <extracomment>In the status bar when the unfinished game of the last run made room for another game</extracomment>
        <translation>前回の途中のゲームは「ファイル &gt; 保存されたゲーム」に残してあります。</translation>
    </message>
    <message numerus="yes">
        <source>%n other unfinished game(s) kept in File &gt; Kept Games.</source>
        <extracomment>In the status bar after a saved game was resumed while others were waiting</extracomment>
        <translation>
            <numerusform>ほかの途中のゲーム %n 局を「ファイル &gt; 保存されたゲーム」に残しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more unfinished game(s) will be offered after this one; a game not resumed is kept in File &gt; Kept Games.</source>
        <extracomment>Under the question when windows running at once left several unfinished games</extracomment>
        <translation>
            <numerusform>このあと、ほかの途中のゲーム %n 局を順に確認します。再開しなかったゲームは「ファイル &gt; 保存されたゲーム」に残します。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>verso::app::BoardView</name>
    <message>
        <source>Board</source>
        <extracomment>Accessible name of the game board (for screen readers)</extracomment>
        <translation>盤面</translation>
    </message>
</context>
<context>
    <name>verso::app::CurrentGame</name>
    <message>
        <source>Untitled</source>
        <extracomment>The name of a game that has no file yet, in the window title</extracomment>
        <translation>無題</translation>
    </message>
    <message>
        <source>The game you left is kept in File &gt; Kept Games.</source>
        <extracomment>In the status bar after a new game replaced one with moves</extracomment>
        <translation>離れたゲームは「ファイル &gt; 保存されたゲーム」に残してあります。</translation>
    </message>
    <message>
        <source>A new line: the moves it replaced are kept in File &gt; Kept Games.</source>
        <extracomment>In the status bar when a move at an earlier position replaced the moves after it</extracomment>
        <translation>新しい変化: 置き換えた手は「ファイル &gt; 保存されたゲーム」に残してあります。</translation>
    </message>
    <message>
        <source>The game could not be kept in the library: %1</source>
        <extracomment>%1 is the system&apos;s reason, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>ゲームをライブラリに残せませんでした: %1</translation>
    </message>
    <message>
        <source>The review could not be kept in the library: %1</source>
        <extracomment>%1 is the system&apos;s reason, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>検討をライブラリに保存できませんでした: %1</translation>
    </message>
    <message>
        <source>The library of kept games could not be read; it was set aside as %1 and a new one was started with this game.</source>
        <extracomment>%1 is the path the unreadable library file was renamed to</extracomment>
        <translation>保存した対局のライブラリを読めませんでした。%1 として別に保管し、この対局から新しいライブラリを始めました。</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <extracomment>Who played one colour of a game when another player took over during it, e.g. &quot;Verso, level 2 Novice, then Verso, level 4 Club&quot;</extracomment>
        <translation>%1、次に %2</translation>
    </message>
    <message>
        <source>The game could not be kept in %1: %2.</source>
        <extracomment>%1 is the kept games&apos; file, %2 the system&apos;s reason</extracomment>
        <translation>ゲームを %1 に残せませんでした: %2。</translation>
    </message>
</context>
<context>
    <name>verso::app::EditActions</name>
    <message>
        <source>&amp;Copy Game</source>
        <extracomment>Edit menu: copies the game&apos;s moves as a transcript such as f5d6c3</extracomment>
        <translation>ゲームをコピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;Position</source>
        <extracomment>Edit menu: copies the position shown as a board string</extracomment>
        <translation>局面をコピー(&amp;P)</translation>
    </message>
    <message>
        <source>Copy as &amp;GGF</source>
        <extracomment>Edit menu: copies the game in GGF, with the players&apos; names and the result</extracomment>
        <translation>GGF としてコピー(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>Open the game, transcript or board string on the clipboard</source>
        <translation>クリップボードのゲーム、棋譜、盤面文字列を開きます</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <extracomment>Edit menu: opens the position editor</extracomment>
        <translation>局面を設定(&amp;U)…</translation>
    </message>
    <message>
        <source>The game starts from a set-up position, so it was copied as GGF.</source>
        <translation>設定した局面から始まるゲームなので、GGF としてコピーしました。</translation>
    </message>
    <message>
        <source>The game&apos;s moves are copied.</source>
        <extracomment>In the status bar after Copy Game</extracomment>
        <translation>ゲームの手をコピーしました。</translation>
    </message>
    <message>
        <source>The position is copied.</source>
        <extracomment>In the status bar after Copy Position</extracomment>
        <translation>局面をコピーしました。</translation>
    </message>
    <message>
        <source>The game is copied as GGF.</source>
        <extracomment>In the status bar after Copy as GGF</extracomment>
        <translation>ゲームを GGF としてコピーしました。</translation>
    </message>
    <message>
        <source>Cannot Paste</source>
        <translation>貼り付けできません</translation>
    </message>
    <message>
        <source>The clipboard does not hold a game Verso can open.

%1</source>
        <extracomment>%1 says where and why the clipboard text cannot be read</extracomment>
        <translation>クリップボードに Verso で開けるゲームがありません。

%1</translation>
    </message>
    <message>
        <source>Games on the Clipboard</source>
        <translation>クリップボードのゲーム</translation>
    </message>
    <message>
        <source>Reading the games on the clipboard…</source>
        <translation>クリップボードの対局を読み込み中…</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
        <source>The paste was cancelled; nothing was opened.</source>
        <extracomment>In the status bar when a long paste was cancelled while it was read</extracomment>
        <translation>貼り付けを中止しました。何も開いていません。</translation>
    </message>
</context>
<context>
    <name>verso::app::EditorTransforms</name>
    <message>
        <source>Turn and Mirror</source>
        <extracomment>Group of the position editor: buttons that rotate or mirror the whole board</extracomment>
        <translation>回転と反転</translation>
    </message>
    <message>
        <source>↺ 90°</source>
        <extracomment>Position editor button: turns the board a quarter turn anticlockwise</extracomment>
        <translation>↺ 90°</translation>
    </message>
    <message>
        <source>Rotate the board a quarter turn to the left</source>
        <translation>盤を左に 90° 回転</translation>
    </message>
    <message>
        <source>↻ 90°</source>
        <extracomment>Position editor button: turns the board a quarter turn clockwise</extracomment>
        <translation>↻ 90°</translation>
    </message>
    <message>
        <source>Rotate the board a quarter turn to the right</source>
        <translation>盤を右に 90° 回転</translation>
    </message>
    <message>
        <source>180°</source>
        <extracomment>Position editor button: turns the board half a turn</extracomment>
        <translation>180°</translation>
    </message>
    <message>
        <source>Rotate the board half a turn</source>
        <translation>盤を 180° 回転</translation>
    </message>
    <message>
        <source>⇆</source>
        <extracomment>Position editor button: mirrors the board left to right (column a swaps with h)</extracomment>
        <translation>⇆</translation>
    </message>
    <message>
        <source>Mirror the board left to right (a↔h)</source>
        <translation>盤を左右反転 (a↔h)</translation>
    </message>
    <message>
        <source>⇅</source>
        <extracomment>Position editor button: mirrors the board top to bottom (row 1 swaps with 8)</extracomment>
        <translation>⇅</translation>
    </message>
    <message>
        <source>Mirror the board top to bottom (1↔8)</source>
        <translation>盤を上下反転 (1↔8)</translation>
    </message>
    <message>
        <source>⤡ a1–h8</source>
        <extracomment>Position editor button: mirrors the board in the diagonal from a1 to h8</extracomment>
        <translation>⤡ a1–h8</translation>
    </message>
    <message>
        <source>Mirror the board in the a1–h8 diagonal</source>
        <translation>盤を a1–h8 の対角線で反転</translation>
    </message>
    <message>
        <source>⤢ a8–h1</source>
        <extracomment>Position editor button: mirrors the board in the diagonal from a8 to h1</extracomment>
        <translation>⤢ a8–h1</translation>
    </message>
    <message>
        <source>Mirror the board in the a8–h1 diagonal</source>
        <translation>盤を a8–h1 の対角線で反転</translation>
    </message>
</context>
<context>
    <name>verso::app::EvalGraph</name>
    <message>
        <source>The value of each position for Black; click to go there</source>
        <translation>各局面の黒から見た評価値。クリックでその局面へ</translation>
    </message>
    <message>
        <source>Evaluating positions: %1 of %2</source>
        <translation>局面を評価中: %1 / %2</translation>
    </message>
    <message>
        <source>Start position</source>
        <extracomment>Tooltip of the evaluation graph, e.g. &quot;After move 23: +4 for Black (depth 10)&quot;; %1 the move number</extracomment>
        <translation>開始局面</translation>
    </message>
    <message>
        <source>After move %1</source>
        <translation>%1手目の後</translation>
    </message>
    <message>
        <source>%1 for Black (exact)</source>
        <translation>黒 %1（確定）</translation>
    </message>
    <message>
        <source>%1 for Black (depth %2)</source>
        <translation>黒 %1（深さ %2）</translation>
    </message>
    <message>
        <source>No evaluation yet</source>
        <extracomment>Above the evaluation graph while no position has a value and none is being worked out</extracomment>
        <translation>評価はまだありません</translation>
    </message>
    <message>
        <source>±%1 discs: up Black, down White</source>
        <extracomment>Above the evaluation graph: its vertical scale, e.g. &quot;±32 discs: up Black, down White&quot; (bars above the middle line favour Black); keep it short, the panel is narrow</extracomment>
        <translation>±%1 石：上は黒、下は白</translation>
    </message>
</context>
<context>
    <name>verso::app::ExplorerDock</name>
    <message>
        <source>Explorer</source>
        <extracomment>Title of the panel listing the moves played from the board&apos;s position in the library</extracomment>
        <translation>オープニング</translation>
    </message>
    <message>
        <source>Opening &amp;Explorer</source>
        <extracomment>View menu: shows or hides the panel of the moves played from the position in the library</extracomment>
        <translation>オープニング・エクスプローラ(&amp;E)</translation>
    </message>
    <message>
        <source>Moves played from this position</source>
        <extracomment>Accessible name of the table of the moves played from the position (for screen readers)</extracomment>
        <translation>この局面から打たれた手</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>Explorer column: the move played from the position</extracomment>
        <translation>手</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Explorer column: how many games of the library played the move</extracomment>
        <translation>対局数</translation>
    </message>
    <message>
        <source>Black %</source>
        <extracomment>Explorer column: Black&apos;s wins in percent of the games that ended</extracomment>
        <translation>黒勝 %</translation>
    </message>
    <message>
        <source>Draw %</source>
        <extracomment>Explorer column: draws in percent of the games that ended</extracomment>
        <translation>引分 %</translation>
    </message>
    <message>
        <source>White %</source>
        <extracomment>Explorer column: White&apos;s wins in percent of the games that ended</extracomment>
        <translation>白勝 %</translation>
    </message>
    <message>
        <source>Avg. score</source>
        <extracomment>Explorer column: Black&apos;s average final score (discs ahead) of the games that ended</extracomment>
        <translation>平均石差</translation>
    </message>
    <message>
        <source>Book</source>
        <extracomment>Explorer column: the opening book&apos;s value of the move, for the side that plays it</extracomment>
        <translation>定石</translation>
    </message>
    <message>
        <source>Black&apos;s average final score: Black&apos;s discs minus White&apos;s</source>
        <extracomment>Tooltip of the explorer&apos;s Avg. score column</extracomment>
        <translation>黒の平均最終石差：黒の石数 − 白の石数</translation>
    </message>
    <message>
        <source>The opening book&apos;s value of the move in discs, for the side that plays it</source>
        <extracomment>Tooltip of the explorer&apos;s Book column</extracomment>
        <translation>定石によるこの手の評価値（石数、打つ側から見た値）</translation>
    </message>
    <message>
        <source>Reading the library…</source>
        <extracomment>Explorer: shown while the game library is read for the first time</extracomment>
        <translation>ライブラリを読み込み中…</translation>
    </message>
    <message>
        <source>Your library has no games yet: add a database in File &gt; Library.</source>
        <extracomment>Explorer: the library (kept games and databases) is empty</extracomment>
        <translation>ライブラリにまだ対局がありません：ファイル &gt; ライブラリでデータベースを追加してください。</translation>
    </message>
    <message>
        <source>No game in your library went on from this position.</source>
        <extracomment>Explorer: no game of the library reached the board&apos;s position and went on</extracomment>
        <translation>ライブラリにこの局面から続いた対局はありません。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) in your library from this position</source>
        <extracomment>Explorer: how many games of the library went on from the board&apos;s position</extracomment>
        <translation>
            <numerusform>ライブラリでこの局面から続いた対局：%Ln局</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>verso::app::ExternalEngineDialog</name>
    <message>
        <source>Add Engine</source>
        <extracomment>Title of the dialog that adds an external engine (a program that plays Othello)</extracomment>
        <translation>エンジンを追加</translation>
    </message>
    <message>
        <source>Edit Engine</source>
        <extracomment>Title of the dialog that changes an external engine&apos;s settings</extracomment>
        <translation>エンジンを編集</translation>
    </message>
    <message>
        <source>The name the engine gives itself</source>
        <extracomment>Shown in the empty name field: the engine will be called by the name it gives itself</extracomment>
        <translation>エンジン自身が名乗る名前</translation>
    </message>
    <message>
        <source>&quot;/path/to/engine&quot; arguments</source>
        <extracomment>An example command line; keep the program name and the quotes</extracomment>
        <translation>&quot;/path/to/engine&quot; 引数</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>Where Verso was started</source>
        <extracomment>Shown in the empty working directory field</extracomment>
        <translation>Verso を起動した場所</translation>
    </message>
    <message>
        <source> s</source>
        <comment>Unit after the number of seconds per move, with a space before it</comment>
        <translation> 秒</translation>
    </message>
    <message>
        <source>The engine is told the search depth. The NBoard protocol has no time limit, so a move that takes longer than the time per move is reported, and you can wait, restart the engine or take over.</source>
        <translation>エンジンには探索深さを伝えます。NBoard プロトコルには時間制限がないため、1手の時間を超えた場合は通知され、待つ・エンジンを再起動する・代わりに打つ、を選べます。</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>テスト</translation>
    </message>
    <message>
        <source>Start the engine and see whether it answers</source>
        <translation>エンジンを起動して応答するか確かめる</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Command line:</source>
        <translation>コマンドライン(&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Working directory:</source>
        <translation>作業ディレクトリ(&amp;W):</translation>
    </message>
    <message>
        <source>Search &amp;depth:</source>
        <extracomment>How many moves ahead the engine looks (NBoard &quot;set depth&quot;)</extracomment>
        <translation>探索の深さ(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;Time per move:</source>
        <translation>1手の時間(&amp;T):</translation>
    </message>
    <message>
        <source>Choose the Engine Program</source>
        <translation>エンジンのプログラムを選択</translation>
    </message>
    <message>
        <source>Choose the Working Directory</source>
        <translation>作業ディレクトリを選択</translation>
    </message>
    <message>
        <source>Starting the engine…</source>
        <translation>エンジンを起動しています…</translation>
    </message>
    <message>
        <source>The engine is ready: %1</source>
        <extracomment>%1 is the name of the engine, as it gives it</extracomment>
        <translation>エンジンの準備ができました: %1</translation>
    </message>
</context>
<context>
    <name>verso::app::ExternalEngineSeats</name>
    <message>
        <source>&amp;Engines…</source>
        <translation>エンジン(&amp;E)…</translation>
    </message>
    <message>
        <source>Add NBoard engines and choose who plays Black and White</source>
        <translation>NBoard エンジンを追加し、黒と白を誰が打つか選ぶ</translation>
    </message>
    <message>
        <source>Play Against %1</source>
        <extracomment>Opponent menu entry: play a game against the external engine named %1</extracomment>
        <translation>%1 と対戦</translation>
    </message>
    <message>
        <source>The game waits. %1 plays %2.</source>
        <extracomment>%1 is the engine&apos;s name, %2 Black or White</extracomment>
        <translation>対局は待機中です。%1 は%2です。</translation>
    </message>
    <message>
        <source>&amp;Wait</source>
        <translation>待つ(&amp;W)</translation>
    </message>
    <message>
        <source>Re&amp;start the Engine</source>
        <translation>エンジンを再起動(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Take Over</source>
        <translation>代わりに打つ(&amp;T)</translation>
    </message>
    <message>
        <source>Play Against %1 (outside engine %2)</source>
        <extracomment>Opponent menu entry for an external engine named like Verso itself: %1 is its name, %2 its program (e.g. &quot;Play Against Verso (outside engine verso-engine)&quot;)</extracomment>
        <translation>%1 と対戦（外部エンジン %2）</translation>
    </message>
    <message>
        <source>Engine Problem</source>
        <extracomment>Title of the question shown when an external engine fails</extracomment>
        <translation>エンジンの問題</translation>
    </message>
</context>
<context>
    <name>verso::app::ExternalEnginesDialog</name>
    <message>
        <source>&amp;Edit…</source>
        <translation>編集(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>追加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <extracomment>Who plays the black discs: you, Verso or an engine</extracomment>
        <translation>黒(&amp;B):</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>白(&amp;W):</translation>
    </message>
    <message>
        <source>Programs that speak the NBoard protocol, such as verso-engine, Edax or NTest:</source>
        <translation>NBoard プロトコルに対応したプログラム（verso-engine、Edax、NTest など）:</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Verso, level %1 %2</source>
        <extracomment>The seat choice for Verso&apos;s own engine: %1 is the level number, %2 its name</extracomment>
        <translation>Verso（レベル%1 %2）</translation>
    </message>
</context>
<context>
    <name>verso::app::FileActions</name>
    <message>
        <source>Game files (*.ggf *.txt *.obf);;GGF games (*.ggf);;Transcripts (*.txt);;Board strings (*.obf);;All files (*)</source>
        <extracomment>File dialog filters; keep the patterns in brackets as they are</extracomment>
        <translation>ゲームファイル (*.ggf *.txt *.obf);;GGF ゲーム (*.ggf);;棋譜 (*.txt);;盤面文字列 (*.obf);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a game from a GGF, transcript or board string file</source>
        <translation>GGF、棋譜、盤面文字列のファイルからゲームを開きます</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Kept Games…</source>
        <extracomment>File menu: the library of every game played or left in Verso</extracomment>
        <translation>保存されたゲーム(&amp;K)…</translation>
    </message>
    <message>
        <source>Every game that ended or was left, to open again</source>
        <translation>終わったゲームや離れたゲームをもう一度開けます</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>ゲームを開く</translation>
    </message>
    <message>
        <source>Cannot Open Game</source>
        <extracomment>%1 is a file name, %2 the system&apos;s reason (e.g. &quot;No such file or directory&quot;)
----------
%1 is a file name, %2 where and why it cannot be read</extracomment>
        <translation>ゲームを開けません</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 is a file name, %2 the system&apos;s reason (e.g. &quot;No such file or directory&quot;)</extracomment>
        <translation>%1 を読めません: %2</translation>
    </message>
    <message>
        <source>%1 is not a game Verso can open.

%2</source>
        <translation>%1 は Verso で開けるゲームではありません。

%2</translation>
    </message>
    <message>
        <source>Games in %1</source>
        <extracomment>Title of the list of games in a file; %1 is the file name</extracomment>
        <translation>%1 のゲーム</translation>
    </message>
    <message>
        <source>game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <source>Cannot Save Game</source>
        <extracomment>%1 is a file name, %2 the system&apos;s reason (e.g. &quot;Permission denied&quot;)</extracomment>
        <translation>ゲームを保存できません</translation>
    </message>
    <message>
        <source>A transcript cannot keep a set-up start position. Save the game as GGF (.ggf) to keep it.</source>
        <translation>棋譜には設定した開始局面を保存できません。残すには GGF (.ggf) で保存してください。</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 に書き込めませんでした: %2</translation>
    </message>
    <message>
        <source>The position shown is saved in %1.</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>表示中の局面を %1 に保存しました。</translation>
    </message>
    <message>
        <source>Saved in %1.</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>%1 に保存しました。</translation>
    </message>
    <message>
        <source>No game is kept yet: every game that ends or is left goes here.</source>
        <translation>保存されたゲームはまだありません。終わったゲームや離れたゲームがここに入ります。</translation>
    </message>
    <message>
        <source>Cannot Open Kept Games</source>
        <translation>保存されたゲームを開けません</translation>
    </message>
    <message>
        <source>Kept Games</source>
        <translation>保存されたゲーム</translation>
    </message>
    <message>
        <source>Nothing is lost: the game is still in Verso. Save it in another place (another folder or disk) with Save As.</source>
        <extracomment>Under a failed write: what the person can do</extracomment>
        <translation>何も失われていません。ゲームは Verso に残っています。「名前を付けて保存」で別の場所（別のフォルダーやディスク）に保存してください。</translation>
    </message>
</context>
<context>
    <name>verso::app::GameAnnouncer</name>
    <message>
        <source>Game over: %1</source>
        <extracomment>Said by a screen reader when the game ends; %1 is the result (&quot;Black wins 50-14 …&quot;)</extracomment>
        <translation>対局終了：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (computer) played %2, %n disc(s) turned over.</source>
        <extracomment>Said by a screen reader after the computer&apos;s move: %1 is Black or White, %2 the square (d3), %n the number of discs it turned over</extracomment>
        <translation>
            <numerusform>%1（コンピューター）が%2に打ち、%n枚返しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2, %n disc(s) turned over.</source>
        <extracomment>Said by a screen reader after a person&apos;s move: %1 is Black or White, %2 the square (d3), %n the number of discs it turned over</extracomment>
        <translation>
            <numerusform>%1が%2に打ち、%n枚返しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>New board: %1 to move.</source>
        <extracomment>Said by a screen reader when a new game starts or a game is opened; %1 is Black or White</extracomment>
        <translation>新しい盤面：%1の番です。</translation>
    </message>
    <message>
        <source>Move %1 of %2 shown: %3 to move.</source>
        <extracomment>Said by a screen reader after Undo, Redo or a jump in the move list: %1 is the number of moves shown, %2 the number of moves in the game, %3 Black or White</extracomment>
        <translation>%2手中%1手目を表示：%3の番です。</translation>
    </message>
</context>
<context>
    <name>verso::app::GameChooser</name>
    <message>
        <source>Games</source>
        <extracomment>Accessible name of the table of games in the game chooser (for screen readers)</extracomment>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Filter by player…</source>
        <extracomment>Placeholder of the game chooser&apos;s filter box: only games whose Black or White name contains the text are shown</extracomment>
        <translation>対局者で絞り込み…</translation>
    </message>
    <message>
        <source>Filter by player</source>
        <extracomment>Accessible name of the game chooser&apos;s filter box (for screen readers)</extracomment>
        <translation>対局者で絞り込み</translation>
    </message>
    <message>
        <source>Final position of the selected game</source>
        <extracomment>Accessible name of the small board beside the game chooser&apos;s table (for screen readers)</extracomment>
        <translation>選んだゲームの最終局面</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <extracomment>Game chooser: opens the selected game</extracomment>
        <translation>開く(&amp;O)</translation>
    </message>
    <message>
        <source>Black: &lt;b&gt;%1&lt;/b&gt;</source>
        <extracomment>Game chooser, beside the table: the player of Black, %1 the name</extracomment>
        <translation>黒: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>White: &lt;b&gt;%1&lt;/b&gt;</source>
        <extracomment>Game chooser, beside the table: the player of White, %1 the name</extracomment>
        <translation>白: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Discs: %1 black, %2 white</source>
        <extracomment>Game chooser, beside the table: the discs on the board at the end of the selected game</extracomment>
        <translation>石: 黒 %1、白 %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <extracomment>Game chooser, above the table: how many games the file or the clipboard holds</extracomment>
        <translation>
            <numerusform>%Ln 局</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 games match</source>
        <extracomment>Game chooser, above the table, while filtering: %1 games shown of %2</extracomment>
        <translation>%2 局中 %1 局が一致</translation>
    </message>
</context>
<context>
    <name>verso::app::GameChooserModel</name>
    <message>
        <source>%1 (agreed)</source>
        <extracomment>Game chooser, Result column: a score the players agreed on, %1 e.g. &quot;Black wins 39-25&quot;</extracomment>
        <translation>%1(合意)</translation>
    </message>
    <message>
        <source>%1 wins on time</source>
        <extracomment>Game chooser, Result column: the other side ran out of time; %1 is Black or White</extracomment>
        <translation>%1 の時間勝ち</translation>
    </message>
    <message>
        <source>%1 wins by resignation</source>
        <extracomment>Game chooser, Result column: the other side resigned; %1 is Black or White</extracomment>
        <translation>%1 の投了勝ち</translation>
    </message>
    <message>
        <source>position</source>
        <extracomment>Game chooser, Moves column: a position to start from, with no moves</extracomment>
        <translation>局面</translation>
    </message>
    <message>
        <source>unfinished</source>
        <extracomment>Game chooser, Result column: the moves stop before the end and no result is given</extracomment>
        <translation>未完</translation>
    </message>
    <message>
        <source>#</source>
        <extracomment>Game chooser column: the game&apos;s number in the file</extracomment>
        <translation>#</translation>
    </message>
    <message>
        <source>Black</source>
        <extracomment>Game chooser column: the player of Black</extracomment>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <extracomment>Game chooser column: the player of White</extracomment>
        <translation>白</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>Game chooser column: how the game ended</extracomment>
        <translation>結果</translation>
    </message>
    <message>
        <source>Moves</source>
        <extracomment>Game chooser column: how many discs were placed</extracomment>
        <translation>手数</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>Game chooser column: when the game was played</extracomment>
        <translation>日付</translation>
    </message>
</context>
<context>
    <name>verso::app::GameNavigation</name>
    <message>
        <source>&amp;First Move</source>
        <extracomment>Go menu: show the start position of the game</extracomment>
        <translation>最初の手(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <extracomment>Go menu: show the position one move earlier</extracomment>
        <translation>前の手(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <extracomment>Go menu: show the position one move later</extracomment>
        <translation>次の手(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Last Move</source>
        <extracomment>Go menu: show the position after the last move of the game</extracomment>
        <translation>最後の手(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Continue From Here</source>
        <extracomment>Go menu: start a new line of play at the position shown (dropping the moves after it)</extracomment>
        <translation>ここから続ける(&amp;C)</translation>
    </message>
    <message>
        <source>Play on from the position shown; the moves after it are kept in the game library</source>
        <translation>表示中の局面から続けます。その後の手はゲームライブラリに残ります</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>%2 手中 %1 手目</translation>
    </message>
    <message>
        <source>%1 — playing here starts a new line</source>
        <extracomment>While the board shows an earlier position; %1 is e.g. &quot;Move 23 of 41&quot;</extracomment>
        <translation>%1 — ここで打つと新しい変化になります</translation>
    </message>
    <message>
        <source>%1 — Go &gt; Continue From Here plays on from here</source>
        <extracomment>While the board shows an earlier position where the computer is to move; %1 is e.g. &quot;Move 23 of 41&quot;</extracomment>
        <translation>%1 — 「移動 &gt; ここから続ける」でここから続けます</translation>
    </message>
</context>
<context>
    <name>verso::app::GameOverDialog</name>
    <message>
        <source>Game Over</source>
        <translation>終局</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Review Game</source>
        <extracomment>Button of the result dialog: review the game that just ended (its mistakes and better moves)</extracomment>
        <translation>対局を検討(&amp;R)</translation>
    </message>
</context>
<context>
    <name>verso::app::GameSounds</name>
    <message>
        <source>&amp;Sound</source>
        <extracomment>View menu: turns the game&apos;s sound effects on and off</extracomment>
        <translation>効果音(&amp;S)</translation>
    </message>
    <message>
        <source>Play a sound for each move, pass, refused move and result</source>
        <extracomment>Status bar tip of View &gt; Sound</extracomment>
        <translation>着手、パス、打てない手、対局結果ごとに効果音を鳴らします</translation>
    </message>
</context>
<context>
    <name>verso::app::HintActions</name>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;T)</translation>
    </message>
    <message>
        <source>Hide Hint</source>
        <translation>ヒントを隠す</translation>
    </message>
    <message>
        <source>Show the move the computer would play for you</source>
        <translation>コンピューターならどこに打つかを表示します</translation>
    </message>
    <message>
        <source>Hide the hint, or stop looking for one</source>
        <translation>ヒントを隠します。探している途中なら探すのをやめます</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>良い手を探しています…</translation>
    </message>
    <message>
        <source>Asking %1 for a good move…</source>
        <extracomment>Status bar while the outside engine %1 is asked for a hint</extracomment>
        <translation>%1 に良い手を尋ねています…</translation>
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
        <translation>未完</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>Game library column</extracomment>
        <translation>日付</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>Game library column</extracomment>
        <translation>結果</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>Game library column: the tournament, or the place a game was played</extracomment>
        <translation>大会</translation>
    </message>
    <message>
        <source>Source</source>
        <extracomment>Game library column: the file or database the game comes from</extracomment>
        <translation>出典</translation>
    </message>
    <message>
        <source>Moves</source>
        <extracomment>Game library column: the number of moves</extracomment>
        <translation>手数</translation>
    </message>
</context>
<context>
    <name>verso::app::LibraryWindow</name>
    <message>
        <source>Through the position on the board</source>
        <extracomment>Game library filter: only games that reached the position shown on the board (mirrored too)</extracomment>
        <translation>盤面の局面を通る</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>開く(&amp;O)</translation>
    </message>
    <message>
        <source>Game Library</source>
        <extracomment>Title of the game library window</extracomment>
        <translation>対局ライブラリ</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>Placeholder of the game library&apos;s player filter</extracomment>
        <translation>対局者</translation>
    </message>
    <message>
        <source>any</source>
        <extracomment>Game library year filter with no year chosen</extracomment>
        <translation>指定なし</translation>
    </message>
    <message>
        <source>Any result</source>
        <extracomment>Game library result filter</extracomment>
        <translation>すべての結果</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>黒勝ち</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>白勝ち</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>引分</translation>
    </message>
    <message>
        <source>Years</source>
        <extracomment>Game library: between the two year filters, &quot;Years 1990 to 1999&quot;</extracomment>
        <translation>年</translation>
    </message>
    <message>
        <source>to</source>
        <extracomment>Game library: between the two year filters</extracomment>
        <translation>～</translation>
    </message>
    <message>
        <source>&amp;Add Database…</source>
        <extracomment>Game library button: add a WTHOR folder or a game file to the databases shown</extracomment>
        <translation>データベースを追加(&amp;A)…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Game library: a database that could not be read; %1 the path, %2 the reason</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: no WTHOR games in this folder</source>
        <translation>%1: このフォルダーに WTHOR の対局がありません</translation>
    </message>
    <message>
        <source>%1: not a readable game file</source>
        <extracomment>Game library: a game file that could not be read</extracomment>
        <translation>%1: 読み込める対局ファイルではありません</translation>
    </message>
    <message>
        <source>Kept games</source>
        <extracomment>Game library: the source name of the person&apos;s own games (File &gt; Kept Games)</extracomment>
        <translation>保存した対局</translation>
    </message>
    <message>
        <source>%1: no games</source>
        <translation>%1: 対局がありません</translation>
    </message>
    <message>
        <source>%1 of %2 games (%3 ms)</source>
        <extracomment>Game library: how many games pass the filters, e.g. &quot;1,234 of 105,386 games (35 ms)&quot;</extracomment>
        <translation>%2 局中 %1 局（%3 ms）</translation>
    </message>
    <message>
        <source>Opened from the library: %1 against %2.</source>
        <extracomment>In the status bar after a game was opened from the library; %1 Black&apos;s name, %2 White&apos;s</extracomment>
        <translation>ライブラリから開きました: %1 対 %2。</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <extracomment>Game library: stops reading the databases</extracomment>
        <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <extracomment>Game library: the database being read, e.g. &quot;Reading WTH_2001.wtb…&quot;</extracomment>
        <translation>%1 を読み込み中…</translation>
    </message>
    <message>
        <source>Reading the game databases was cancelled.</source>
        <extracomment>In the status bar when the person stopped the library&apos;s reading</extracomment>
        <translation>対局データベースの読み込みを中止しました。</translation>
    </message>
    <message>
        <source>Reading the game databases…</source>
        <extracomment>Game library: before the first database&apos;s name is known</extracomment>
        <translation>対局データベースを読み込み中…</translation>
    </message>
    <message>
        <source>Add a Game Database: a WTHOR year file (.wtb) adds its whole folder</source>
        <extracomment>File dialog title: pick a game database for the library</extracomment>
        <translation>対局データベースを追加：WTHOR の年ファイル (.wtb) を選ぶとそのフォルダー全体を追加します</translation>
    </message>
    <message>
        <source>WTHOR year files, GGF and transcript files (*.wtb *.ggf *.txt)
WTHOR year files: one adds every year of its folder (*.wtb)
All files (*)</source>
        <extracomment>File dialog filters of the game library, one per line</extracomment>
        <translation>WTHOR 年ファイル・GGF・棋譜テキスト (*.wtb *.ggf *.txt)
WTHOR 年ファイル：1 つでフォルダー内の全年度を追加 (*.wtb)
すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Filter by player</source>
        <extracomment>Accessible names of the game library&apos;s filters and table (for screen readers)</extracomment>
        <translation>プレイヤーで絞り込む</translation>
    </message>
    <message>
        <source>From year</source>
        <translation>開始年</translation>
    </message>
    <message>
        <source>To year</source>
        <translation>終了年</translation>
    </message>
    <message>
        <source>Games in the library</source>
        <translation>ライブラリの対局</translation>
    </message>
</context>
<context>
    <name>verso::app::MainWindow</name>
    <message>
        <source>No game in progress</source>
        <translation>対局していません</translation>
    </message>
    <message>
        <source>Paused: %1 to move</source>
        <extracomment>Status bar; %1 is Black or White</extracomment>
        <translation>一時停止中: %1の番</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <extracomment>Status bar; %1 is Black or White, in both of these</extracomment>
        <translation>%1の番</translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <translation>%1(コンピューター)が考えています…</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>再開(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>Title of the dialog announcing that a side must pass (the noun, not a button)</extracomment>
        <translation>パス</translation>
    </message>
    <message>
        <source>How to Play</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <source>About Verso</source>
        <translation>Verso について</translation>
    </message>
    <message>
        <source>Resign</source>
        <extracomment>Title of the dialog that asks whether to resign</extracomment>
        <translation>投了</translation>
    </message>
    <message>
        <source>Resign this game? Your opponent wins. Undo takes the resignation back.</source>
        <translation>このゲームを投了しますか?相手の勝ちになります。「待った」で投了を取り消せます。</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <extracomment>Button that confirms resigning the game</extracomment>
        <translation>投了(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Library…</source>
        <extracomment>File menu: the game library (own games and game databases)</extracomment>
        <translation>ライブラリ(&amp;L)…</translation>
    </message>
    <message>
        <source>Your games and game databases: find games by player, year, result or position</source>
        <translation>自分の対局と対局データベース: 対局者・年・結果・局面で対局を探します</translation>
    </message>
    <message>
        <source>Game Not Kept</source>
        <extracomment>Title of the warning when a game could not be kept in File &gt; Kept Games</extracomment>
        <translation>ゲームを残せませんでした</translation>
    </message>
    <message>
        <source>Unfinished Game Not Saved</source>
        <extracomment>Title of the warning when the unfinished game cannot be saved for the next start</extracomment>
        <translation>途中のゲームを保存できません</translation>
    </message>
</context>
<context>
    <name>verso::app::MoveListDock</name>
    <message>
        <source>Moves</source>
        <extracomment>Title of the panel listing the game&apos;s moves</extracomment>
        <translation>手数</translation>
    </message>
    <message>
        <source>&amp;Move List</source>
        <extracomment>View menu: shows or hides the list of moves beside the board</extracomment>
        <translation>棋譜(&amp;M)</translation>
    </message>
</context>
<context>
    <name>verso::app::MoveListModel</name>
    <message>
        <source>pass</source>
        <extracomment>A pass in the move list (the side to move had no move), short and lower case like &quot;f5&quot;</extracomment>
        <translation>パス</translation>
    </message>
    <message>
        <source>Move %1: %2 passes</source>
        <extracomment>Tool tip of a pass in the move list; %1 is the move number, %2 Black or White</extracomment>
        <translation>%1 手目: %2 はパス</translation>
    </message>
    <message>
        <source>Move %1: %2 %3</source>
        <extracomment>Tool tip of a move in the move list; %1 is the move number, %2 Black or White, %3 the square such as &quot;f5&quot;</extracomment>
        <translation>%1 手目: %2 %3</translation>
    </message>
    <message>
        <source>%1 (taken back)</source>
        <extracomment>Tool tip addition for a move that was taken back (Redo plays it again); %1 is the tool tip</extracomment>
        <translation>%1(取り消し済み)</translation>
    </message>
</context>
<context>
    <name>verso::app::MoveListPanel</name>
    <message>
        <source>Moves</source>
        <extracomment>Accessible name of the table of moves beside the board</extracomment>
        <translation>手数</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Tool tip of a player&apos;s name above the move list; %1 is Black or White, %2 the name</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Opening: %1</source>
        <extracomment>Above the move list: the named opening the game is in, e.g. &quot;Opening: Tiger&quot;</extracomment>
        <translation>定石: %1</translation>
    </message>
</context>
<context>
    <name>verso::app::NewGameActions</name>
    <message>
        <source>Ne&amp;w Game…</source>
        <extracomment>File menu: opens the dialog choosing the start position and the clocks of a new game</extracomment>
        <translation>新しい対局を設定(&amp;W)…</translation>
    </message>
    <message>
        <source>Choose where the game starts and its time control</source>
        <extracomment>Status tip of File &gt; New Game…</extracomment>
        <translation>対局の開始局面と持ち時間を選びます</translation>
    </message>
</context>
<context>
    <name>verso::app::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <extracomment>Title of the dialog opened by File &gt; New Game…</extracomment>
        <translation>新しい対局</translation>
    </message>
    <message>
        <source>The Opponent menu chooses who plays.</source>
        <extracomment>New Game dialog: where to change who plays, under the line saying who plays</extracomment>
        <translation>誰が打つかは「対戦相手」メニューで選びます。</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <extracomment>New Game dialog: the button that starts the game with the choices made</extracomment>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>New Game dialog: group choosing the position the game starts from</extracomment>
        <translation>開始局面</translation>
    </message>
    <message>
        <source>An &amp;XOT opening (eight balanced moves, chosen at random)</source>
        <extracomment>New Game dialog: start after the eight moves of a balanced XOT opening picked at random</extracomment>
        <translation>XOT オープニング(均衡した 8 手、ランダムに選択)(&amp;X)</translation>
    </message>
    <message>
        <source>A &amp;random position with</source>
        <extracomment>New Game dialog: start from a position reached by random moves; a number field follows</extracomment>
        <translation>ランダムな局面(&amp;R):</translation>
    </message>
    <message>
        <source>The list of XOT openings could not be read: %1</source>
        <extracomment>New Game dialog: tooltip of the XOT choice when the list of openings cannot be read</extracomment>
        <translation>XOT オープニングの一覧を読めませんでした: %1</translation>
    </message>
    <message>
        <source> discs</source>
        <extracomment>New Game dialog: suffix of the number of discs of a random start, e.g. &quot;20 discs&quot;</extracomment>
        <translation> 石</translation>
    </message>
    <message>
        <source>Discs of the random position</source>
        <extracomment>Accessible name of the number field of a random start</extracomment>
        <translation>ランダム局面の石数</translation>
    </message>
    <message>
        <source>Time Control</source>
        <extracomment>New Game dialog: group choosing the clocks of the game</extracomment>
        <translation>持ち時間</translation>
    </message>
    <message>
        <source>St&amp;andard position</source>
        <extracomment>New Game dialog: start from the usual four discs</extracomment>
        <translation>通常の初期配置(&amp;A)</translation>
    </message>
</context>
<context>
    <name>verso::app::PositionEditor</name>
    <message>
        <source>Black has no move and will pass.</source>
        <extracomment>Position editor: Black is to move in the position set up but has no move (allowed)</extracomment>
        <translation>黒は打てる場所がないのでパスします。</translation>
    </message>
    <message>
        <source>White has no move and will pass.</source>
        <extracomment>Position editor: White is to move in the position set up but has no move (allowed)</extracomment>
        <translation>白は打てる場所がないのでパスします。</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <extracomment>Title of the dialog opened by Edit &gt; Set Up Position</extracomment>
        <translation>局面を設定</translation>
    </message>
    <message>
        <source>Board to set up</source>
        <extracomment>Accessible name of the board in the position editor (for screen readers)</extracomment>
        <translation>設定する盤</translation>
    </message>
    <message>
        <source>Paint With</source>
        <extracomment>Group of the position editor: what a left click puts on a square</extracomment>
        <translation>置くもの</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <extracomment>Painting tool: a left click puts a black disc</extracomment>
        <translation>黒(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <extracomment>Painting tool: a left click puts a white disc</extracomment>
        <translation>白(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Empty</source>
        <extracomment>Painting tool: a left click empties the square</extracomment>
        <translation>空き(&amp;E)</translation>
    </message>
    <message>
        <source>Click or drag across squares. Clicking a disc of the chosen colour, or using the right button, empties a square.</source>
        <extracomment>Position editor: how to paint the board</extracomment>
        <translation>マスをクリックするかドラッグします。選んだ色の石をクリックするか右ボタンを使うと、マスが空きになります。</translation>
    </message>
    <message>
        <source>Side to Move</source>
        <extracomment>Group of the position editor: whose turn it is in the position set up</extracomment>
        <translation>手番</translation>
    </message>
    <message>
        <source>Blac&amp;k</source>
        <extracomment>Side to move in the position editor</extracomment>
        <translation>黒(&amp;K)</translation>
    </message>
    <message>
        <source>W&amp;hite</source>
        <extracomment>Side to move in the position editor</extracomment>
        <translation>白(&amp;H)</translation>
    </message>
    <message>
        <source>Discs</source>
        <extracomment>Group of the position editor: how many discs of each colour and empty squares there are</extracomment>
        <translation>石</translation>
    </message>
    <message>
        <source>Empty squares</source>
        <extracomment>Row of the disc counts in the position editor: the number of empty squares</extracomment>
        <translation>空きマス</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <extracomment>Position editor: takes every disc off the board</extracomment>
        <translation>クリア(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Initial Position</source>
        <extracomment>Position editor: puts back the four discs of the start position, Black to move</extracomment>
        <translation>初期配置(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <extracomment>Position editor: closes it and starts a game from the position set up</extracomment>
        <translation>ここから対局(&amp;P)</translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <extracomment>Position editor: why a game cannot start from the position set up</extracomment>
        <translation>盤が空です。</translation>
    </message>
    <message>
        <source>Neither side can move: the game would be over at once.</source>
        <extracomment>Position editor: why a game cannot start from the position set up</extracomment>
        <translation>どちらも打てません。すぐにゲームが終わってしまいます。</translation>
    </message>
</context>
<context>
    <name>verso::app::PracticeDock</name>
    <message>
        <source>Practice</source>
        <extracomment>Title of the practice panel</extracomment>
        <translation>練習</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <extracomment>Game menu: opens the practice panel (puzzles from your mistakes and real endgames)</extracomment>
        <translation>練習(&amp;P)</translation>
    </message>
    <message>
        <source>No puzzle is due. Puzzles come from the mistakes in games you review.</source>
        <extracomment>Practice: no own-mistake puzzle is due</extracomment>
        <translation>今日の問題はありません。問題は検討した対局のミスから作られます。</translation>
    </message>
    <message>
        <source>No more puzzles in these games.</source>
        <translation>これらの対局にはもう問題がありません。</translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>Practice buttons</extracomment>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>Show Solution</source>
        <translation>解答を表示</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>もう一度</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>Own mistakes</source>
        <extracomment>Where practice puzzles come from</extracomment>
        <translation>自分のミス</translation>
    </message>
    <message>
        <source>Endgames</source>
        <translation>終盤</translation>
    </message>
    <message>
        <source>Any (at random)</source>
        <extracomment>Placeholder of the practice&apos;s player filter: empty means games at random</extracomment>
        <translation>指定なし（ランダム）</translation>
    </message>
    <message>
        <source>Exact</source>
        <extracomment>Practice tolerance: only the best move is right</extracomment>
        <translation>最善のみ</translation>
    </message>
    <message numerus="yes">
        <source>%n disc(s)</source>
        <extracomment>Practice tolerance: a move losing at most this many discs is right</extracomment>
        <translation>
            <numerusform>%n 石</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzles:</source>
        <extracomment>Practice options (labels)</extracomment>
        <translation>問題：</translation>
    </message>
    <message>
        <source>Empties:</source>
        <translation>空きマス：</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>選手：</translation>
    </message>
    <message>
        <source>Tolerance:</source>
        <translation>許容差：</translation>
    </message>
    <message>
        <source>Looking for a puzzle…</source>
        <extracomment>Practice: waiting for the next puzzle (reading games, solving endgames)</extracomment>
        <translation>問題を探しています…</translation>
    </message>
    <message>
        <source>Hint: the best move is one of the marked squares.</source>
        <extracomment>Practice hint: the board marks fewer squares than the legal moves</extracomment>
        <translation>ヒント：最善手は印の付いたマスのどれかです。</translation>
    </message>
    <message>
        <source>Solution: %1</source>
        <extracomment>Practice: the best line played out on the board, e.g. &quot;a2 b1 a1 (+0)&quot;</extracomment>
        <translation>解答：%1</translation>
    </message>
    <message>
        <source>Practice progress could not be kept: %1</source>
        <extracomment>%1 is the system&apos;s reason, e.g. &quot;No space left on device&quot;</extracomment>
        <translation>練習の記録を保存できませんでした：%1</translation>
    </message>
    <message>
        <source>Practice progress could not be read (%1); the file was kept as %2</source>
        <extracomment>%1 why the file could not be read, %2 where it was kept</extracomment>
        <translation>練習の記録を読み込めませんでした（%1）。ファイルは %2 として保管しました</translation>
    </message>
    <message>
        <source>Any, or 1990-2000</source>
        <extracomment>Placeholder of the practice&apos;s years filter: empty means any year</extracomment>
        <translation>指定なし、または 1990-2000</translation>
    </message>
    <message>
        <source>Years:</source>
        <translation>年：</translation>
    </message>
</context>
<context>
    <name>verso::app::PreferencesDialog</name>
    <message>
        <source>Two people on this screen</source>
        <translation>この画面で二人対戦</translation>
    </message>
    <message>
        <source>You against the computer</source>
        <translation>あなた 対 コンピューター</translation>
    </message>
    <message>
        <source>The computer against itself</source>
        <translation>コンピューター同士</translation>
    </message>
    <message>
        <source>Black (moves first)</source>
        <extracomment>The colour of the discs the person plays</extracomment>
        <translation>黒(先手)</translation>
    </message>
    <message>
        <source>White</source>
        <extracomment>The colour of the discs the person plays</extracomment>
        <translation>白</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <extracomment>A computer level: its number and its name, e.g. &quot;4 - Club&quot;</extracomment>
        <translation>%1 - %2</translation>
    </message>
    <message>
        <source>Instant</source>
        <extracomment>Animation speed</extracomment>
        <translation>なし</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Animation speed</extracomment>
        <translation>速い</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Animation speed</extracomment>
        <translation>普通</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Animation speed</extracomment>
        <translation>遅い</translation>
    </message>
    <message>
        <source>Board &amp;theme:</source>
        <extracomment>Preferences: the colours of the board and discs (classic green, dark, wood, high contrast)</extracomment>
        <translation>盤のテーマ(&amp;T):</translation>
    </message>
    <message>
        <source>T&amp;hreads:</source>
        <extracomment>Preferences: how many threads (processor cores) the computer&apos;s searches use</extracomment>
        <translation>スレッド数(&amp;H):</translation>
    </message>
    <message numerus="yes">
        <source>The strongest level, the hint, analysis and the review share them. This computer has %n core(s).</source>
        <extracomment>Preferences, the note on Threads: who shares them; %n the number of cores of this computer</extracomment>
        <translation>
            <numerusform>最強レベル、ヒント、解析、対局の振り返りで共有します。このコンピューターのコア数は %n です。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>verso::app::ReviewDock</name>
    <message>
        <source>Review</source>
        <extracomment>Title of the panel with the review of the game</extracomment>
        <translation>検討</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>対局を検討(&amp;V)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>&amp;Review Panel</source>
        <extracomment>View menu: shows or hides the panel with the game review</extracomment>
        <translation>検討パネル(&amp;R)</translation>
    </message>
    <message>
        <source>Find the mistakes of both sides, what they cost and what was better</source>
        <translation>両者の悪手と損失、より良い手を見つけます</translation>
    </message>
    <message>
        <source>Game &gt; Review Game finds the mistakes of both sides.</source>
        <translation>対局 &gt; 対局を検討 で両者の悪手を見つけます。</translation>
    </message>
    <message>
        <source>Reviewing the game (depth %1, exact from %2 empties)…</source>
        <extracomment>While the review runs; %1 the depth of its searches, %2 the empties it judges exactly</extracomment>
        <translation>対局を検討中（深さ %1、空き %2 マスから確定）…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <extracomment>After the review was cancelled; the game is as it was</extracomment>
        <translation>検討を中止しました。</translation>
    </message>
    <message>
        <source>The review is done: click a move in the Review panel to see what was better.</source>
        <extracomment>In the status bar when the review is done</extracomment>
        <translation>検討が終わりました。検討パネルの手をクリックすると、より良い手が見られます。</translation>
    </message>
    <message>
        <source>Average loss</source>
        <extracomment>Review summary row: the average number of discs lost per move</extracomment>
        <translation>平均損失</translation>
    </message>
    <message>
        <source>%1 lost nothing.</source>
        <extracomment>In the review summary: a side&apos;s (up to) three costliest moves; %1 Black or White</extracomment>
        <translation>%1 は損失なし。</translation>
    </message>
    <message>
        <source>%1&apos;s costliest: %2</source>
        <extracomment>In the review summary, e.g. &quot;Black&apos;s costliest: 8. a2 (−23), 23. g2 (−18)&quot;, with the move numbers of the move list</extracomment>
        <translation>%1 の最大損失: %2</translation>
    </message>
    <message>
        <source>Loss in discs: good ≤ 1, inaccuracy ≤ 3, mistake ≤ 7, blunder more; giving away a won or drawn ending is at least a mistake.</source>
        <extracomment>Under the review summary: the class scale in discs lost against the best move</extracomment>
        <translation>損失（石数）: 好手 ≤ 1、緩手 ≤ 3、悪手 ≤ 7、それ以上は大悪手。勝ちや引分の終盤を逃す手は少なくとも悪手です。</translation>
    </message>
    <message>
        <source>Move %1, %2: the only move.</source>
        <extracomment>In the status bar for a reviewed move that was the only one; %1 move number, %2 the move</extracomment>
        <translation>%1手目 %2: 唯一の手。</translation>
    </message>
    <message numerus="yes">
        <source>Move %1, %2 (%3): %4, %n disc(s) worse than %5 (%6). ▶ plays the better line.</source>
        <extracomment>In the status bar for a reviewed move; e.g. &quot;Move 23, e6 (−4): mistake, 6 discs worse than f5 (+2).&quot; %4 is the class (best, good, inaccuracy, mistake, blunder); %n the discs lost</extracomment>
        <translation>
            <numerusform>%1手目 %2 (%3): %4、%5 (%6) より %n 石悪い。▶ でより良い変化を再生します。</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1, %2 (%3): the best move.</source>
        <extracomment>In the status bar for a reviewed move that was the best; e.g. &quot;Move 23, e6 (+2): the best move&quot;</extracomment>
        <translation>%1手目 %2 (%3): 最善手。</translation>
    </message>
    <message>
        <source>Review summary</source>
        <extracomment>Accessible name of the review&apos;s summary text (for screen readers)</extracomment>
        <translation>検討の概要</translation>
    </message>
    <message>
        <source>Reviewed moves</source>
        <extracomment>Accessible name of the table of reviewed moves (for screen readers)</extracomment>
        <translation>検討した手</translation>
    </message>
</context>
<context>
    <name>verso::app::ReviewModel</name>
    <message>
        <source>Judged exactly</source>
        <extracomment>Tooltip of a reviewed move: how it was judged, e.g. &quot;exact&quot; or &quot;depth 14&quot;</extracomment>
        <translation>完全読みで判定</translation>
    </message>
    <message>
        <source>Judged by a search of depth %1</source>
        <translation>深さ %1 の探索で判定</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>Review table column: the move number and who played it</extracomment>
        <translation>手</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>Review table column: the move played and its value</extracomment>
        <translation>着手</translation>
    </message>
    <message>
        <source>Best</source>
        <extracomment>Review table column: the best move and its value</extracomment>
        <translation>最善</translation>
    </message>
    <message>
        <source>Loss</source>
        <extracomment>Review table column: discs lost against the best move</extracomment>
        <translation>損失</translation>
    </message>
    <message>
        <source>Class</source>
        <extracomment>Review table column: best, good, inaccuracy, mistake, blunder</extracomment>
        <translation>分類</translation>
    </message>
</context>
<context>
    <name>verso::app::SoundPreferences</name>
    <message>
        <source>Sound</source>
        <extracomment>Preferences: the group with the sound effects&apos; settings</extracomment>
        <translation>効果音</translation>
    </message>
    <message>
        <source>&amp;Play sounds for moves, passes and results</source>
        <extracomment>Preferences: turns the sound effects on and off</extracomment>
        <translation>着手・パス・結果の効果音を鳴らす(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <extracomment>Preferences: the sound effects&apos; volume</extracomment>
        <translation>音量(&amp;V):</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <extracomment>Preferences: the name a screen reader gives the volume slider</extracomment>
        <translation>効果音の音量</translation>
    </message>
</context>
<context>
    <name>verso::app::ThemeChooser</name>
    <message>
        <source>Classic green</source>
        <extracomment>A board theme in Preferences: the green board</extracomment>
        <translation>クラシック（緑）</translation>
    </message>
    <message>
        <source>Dark</source>
        <extracomment>A board theme in Preferences: a dark grey-blue board for dark desktops</extracomment>
        <translation>ダーク</translation>
    </message>
    <message>
        <source>Wood</source>
        <extracomment>A board theme in Preferences: a board of light wood</extracomment>
        <translation>木目</translation>
    </message>
    <message>
        <source>High contrast</source>
        <extracomment>A board theme in Preferences: high contrast, with a dot on every white disc</extracomment>
        <translation>ハイコントラスト</translation>
    </message>
</context>
<context>
    <name>verso::app::ThemePreview</name>
    <message>
        <source>Preview of the board theme</source>
        <extracomment>Accessible name of the small board in Preferences that shows the chosen theme</extracomment>
        <translation>盤のテーマのプレビュー</translation>
    </message>
</context>
<context>
    <name>verso::app::TimeControlChooser</name>
    <message>
        <source>%1 min</source>
        <extracomment>A time control&apos;s duration in whole minutes, e.g. &quot;5 min&quot; (keep it short)</extracomment>
        <translation>%1 分</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>A time control&apos;s duration in seconds, e.g. &quot;3 s&quot; (keep it short)</extracomment>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A time control&apos;s duration of minutes and seconds, e.g. &quot;1 min 30 s&quot;</extracomment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>Custom…</source>
        <extracomment>New Game: the time control entry that shows fields for any time and increment</extracomment>
        <translation>カスタム…</translation>
    </message>
    <message>
        <source> min</source>
        <extracomment>Suffix of the minutes field of a custom time control (with a leading space)</extracomment>
        <translation> 分</translation>
    </message>
    <message>
        <source> s</source>
        <extracomment>Suffix of the seconds field of a custom time control (with a leading space)</extracomment>
        <translation> 秒</translation>
    </message>
    <message>
        <source>&amp;Time per side:</source>
        <extracomment>Custom time control: each side&apos;s time for the whole game</extracomment>
        <translation>各自の持ち時間(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Increment per move:</source>
        <extracomment>Custom time control: the time added to a side&apos;s clock after each of its moves</extracomment>
        <translation>1 手ごとの加算(&amp;I):</translation>
    </message>
    <message>
        <source>No clock</source>
        <extracomment>New Game: the time control of a game without clocks</extracomment>
        <translation>時計なし</translation>
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
        <translation>各手にかかった時間。クリックでその局面へ</translation>
    </message>
    <message>
        <source>Time per move</source>
        <extracomment>Above the time graph (the time each move of a timed game took) before any move</extracomment>
        <translation>一手ごとの時間</translation>
    </message>
    <message>
        <source>Time per move, longest %1</source>
        <extracomment>Above the time graph: %1 the longest time a move took, e.g. &quot;0:42&quot; or &quot;0:04.2&quot;</extracomment>
        <translation>一手ごとの時間、最長 %1</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <extracomment>Tooltip of a bar of the time graph, e.g. &quot;Move 12: 0:04.2&quot;</extracomment>
        <translation>%1 手目: %2</translation>
    </message>
</context>
</TS>
