<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Analysis</name>
    <message>
        <source>book</source>
        <extracomment>Under a move&apos;s value on the board: the value is the opening book&apos;s (keep it short)</extracomment>
        <translation>开局库</translation>
    </message>
    <message>
        <source>exact</source>
        <extracomment>Under a move&apos;s value on the board: the value is the perfect-play result (keep it short)</extracomment>
        <translation>精确</translation>
    </message>
    <message>
        <source>win</source>
        <extracomment>Under a move&apos;s value on the board: the move is proven to win / draw / lose (keep them short)</extracomment>
        <translation>胜</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>负</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>和</translation>
    </message>
    <message>
        <source>d%1</source>
        <extracomment>Under a move&apos;s value on the board: the search depth in plies, e.g. &quot;d14&quot; (keep it short)</extracomment>
        <translation>深%1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <extracomment>How deep the analysis has searched, e.g. &quot;depth 14&quot;</extracomment>
        <translation>深度 %1</translation>
    </message>
    <message>
        <source>%1, win/loss/draw proven</source>
        <extracomment>The analysis proved which moves win, draw or lose (the values in discs are estimates)</extracomment>
        <translation>%1，胜负已证明</translation>
    </message>
    <message>
        <source>Hint: %1, %2, book</source>
        <extracomment>The hint in the status bar when it comes from the opening book: the move and the book&apos;s value of it in discs, e.g. &quot;Hint: f5, 0, book&quot;</extracomment>
        <translation>提示：%1，%2，开局库</translation>
    </message>
    <message>
        <source>Hint: %1, %2, exact</source>
        <extracomment>The hint in the status bar: the move, its value in discs, and &quot;exact&quot; or the depth, e.g. &quot;Hint: f3, +6, exact&quot;</extracomment>
        <translation>提示：%1，%2，精确</translation>
    </message>
    <message>
        <source>Hint: %1, %2, depth %3</source>
        <extracomment>The hint in the status bar, e.g. &quot;Hint: f3, +2, depth 12&quot;</extracomment>
        <translation>提示：%1，%2，深度 %3</translation>
    </message>
    <message>
        <source>forced</source>
        <extracomment>Review class of a move: the only legal move (or a pass)</extracomment>
        <translation>唯一</translation>
    </message>
    <message>
        <source>best</source>
        <extracomment>Review class of a move: as good as the best move</extracomment>
        <translation>最佳</translation>
    </message>
    <message>
        <source>good</source>
        <extracomment>Review class of a move: at most 1 disc worse than the best</extracomment>
        <translation>好棋</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <extracomment>Review class of a move: 2-3 discs worse than the best</extracomment>
        <translation>欠准</translation>
    </message>
    <message>
        <source>mistake</source>
        <extracomment>Review class of a move: 4-7 discs worse than the best (or gives away a won or drawn game)</extracomment>
        <translation>错误</translation>
    </message>
    <message>
        <source>blunder</source>
        <extracomment>Review class of a move: more than 7 discs worse than the best</extracomment>
        <translation>大错</translation>
    </message>
    <message>
        <source>pass</source>
        <extracomment>A pass in a list of moves</extracomment>
        <translation>停一手</translation>
    </message>
</context>
<context>
    <name>AutosaveFormat</name>
    <message>
        <source>it is not a Verso saved game</source>
        <translation>该文件不是 Verso 保存的棋局</translation>
    </message>
    <message>
        <source>its header line is damaged</source>
        <translation>文件的标题行已损坏</translation>
    </message>
    <message>
        <source>it was written by a newer version of Verso (format %1)</source>
        <translation>该文件由更新版本的 Verso 写入(格式 %1)</translation>
    </message>
    <message>
        <source>line 2 does not hold the start position</source>
        <translation>第 2 行不是起始局面</translation>
    </message>
    <message>
        <source>the start position on line 2 is damaged (%1)</source>
        <translation>第 2 行的起始局面已损坏(%1)</translation>
    </message>
    <message>
        <source>line 3 does not hold the moves</source>
        <translation>第 3 行不是棋谱</translation>
    </message>
    <message>
        <source>the move list on line 3 is damaged (%1)</source>
        <translation>第 3 行的棋谱已损坏(%1)</translation>
    </message>
    <message>
        <source>line 4 does not hold a valid move number</source>
        <translation>第 4 行不是有效的步数</translation>
    </message>
    <message>
        <source>it has %1 lines instead of %2, so it is incomplete or damaged</source>
        <translation>该文件有 %1 行而不是 %2 行,内容不完整或已损坏</translation>
    </message>
    <message>
        <source>lines 5 to 7 do not hold valid clocks</source>
        <translation>第 5 至 7 行不是有效的时钟</translation>
    </message>
</context>
<context>
    <name>AutosaveStore</name>
    <message>
        <source>The unfinished game was not saved because %1 holds another file that could not be moved aside.</source>
        <translation>未完成的棋局没有保存,因为 %1 处有另一个无法移开的文件。</translation>
    </message>
    <message>
        <source>The unfinished game could not be saved because the folder %1 could not be created.</source>
        <translation>无法保存未完成的棋局,因为无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>The unfinished game could not be saved to %1: %2.</source>
        <translation>无法将未完成的棋局保存到 %1:%2。</translation>
    </message>
    <message>
        <source>it could not be opened (%1)</source>
        <translation>无法打开该文件(%1)</translation>
    </message>
    <message>
        <source>it is far too large to be a saved game</source>
        <translation>该文件太大,不可能是保存的棋局</translation>
    </message>
    <message>
        <source>it could not be moved aside and will be left untouched</source>
        <translation>该文件无法移开,将保持原样</translation>
    </message>
    <message>
        <source>it was kept as %1</source>
        <translation>该文件已另存为 %1</translation>
    </message>
    <message>
        <source>The unfinished game in %1 could not be resumed because %2; %3.</source>
        <extracomment>%1 is the file, %2 why it cannot be used, %3 where it was moved</extracomment>
        <translation>无法继续 %1 中未完成的棋局,因为%2;%3。</translation>
    </message>
</context>
<context>
    <name>BoardCellAccessible</name>
    <message>
        <source>%1, black, last move</source>
        <extracomment>A square of the board read by a screen reader: %1 is the square (d3), a black disc lies on it and it was the last move played</extracomment>
        <translation>%1，黑，上一步</translation>
    </message>
    <message>
        <source>%1, black</source>
        <extracomment>A square of the board read by a screen reader: %1 is the square (d3) with a black disc</extracomment>
        <translation>%1，黑</translation>
    </message>
    <message>
        <source>%1, white, last move</source>
        <extracomment>A square of the board read by a screen reader: %1 is the square (f5), a white disc lies on it and it was the last move played</extracomment>
        <translation>%1，白，上一步</translation>
    </message>
    <message>
        <source>%1, white</source>
        <extracomment>A square of the board read by a screen reader: %1 is the square (f5) with a white disc</extracomment>
        <translation>%1，白</translation>
    </message>
    <message>
        <source>%1, empty, legal move</source>
        <extracomment>A square of the board read by a screen reader: %1 is an empty square (e6) where the person may play</extracomment>
        <translation>%1，空，可落子</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <extracomment>A square of the board read by a screen reader: %1 is an empty square (e6)</extracomment>
        <translation>%1，空</translation>
    </message>
</context>
<context>
    <name>ClockTexts</name>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <extracomment>A clock&apos;s time left as a screen reader says it, e.g. &quot;1 hour 2 minutes 3 seconds&quot;</extracomment>
        <translation>
            <numerusform>%n 小时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>A clock&apos;s time left as a screen reader says it, e.g. &quot;4 minutes 59 seconds&quot;</extracomment>
        <translation>
            <numerusform>%n 分钟</numerusform>
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
        <translation>黑方时钟</translation>
    </message>
    <message>
        <source>White&apos;s clock</source>
        <translation>白方时钟</translation>
    </message>
    <message>
        <source>running</source>
        <extracomment>Said after a clock&apos;s time when it is the one running, e.g. &quot;Black&apos;s clock, 5 seconds, running&quot;</extracomment>
        <translation>计时中</translation>
    </message>
    <message>
        <source>paused</source>
        <extracomment>Said after a clock&apos;s time while the game is paused</extracomment>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>time is up</source>
        <extracomment>Said after a clock&apos;s time when it reached zero (that side lost on time)</extracomment>
        <translation>超时</translation>
    </message>
    <message>
        <source>Paused</source>
        <extracomment>Under a clock&apos;s time while the game is paused (both clocks stopped)</extracomment>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Time is up</source>
        <extracomment>Under a clock&apos;s time when it reached zero: that side lost on time</extracomment>
        <translation>超时</translation>
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
Copyright (C) 2026 Verso 开发者
许可证 GPL-3.0-or-later:GNU GPL 第 3 版或更高版本 &lt;https://www.gnu.org/licenses/gpl-3.0.html&gt;
这是自由软件:您可以自由修改和再发布。
在法律允许的范围内,不提供任何担保。
</translation>
    </message>
    <message>
        <source>Verso: Reversi (Othello) for the desktop.</source>
        <extracomment>verso --help: the first line under &quot;Usage&quot;</extracomment>
        <translation>Verso:桌面黑白棋(奥赛罗)</translation>
    </message>
    <message>
        <source>Displays the version and the licence.</source>
        <translation>显示版本和许可证。</translation>
    </message>
    <message>
        <source>Game files to open: GGF, transcripts or board strings.</source>
        <extracomment>verso --help: the game files given after the options; &quot;FILE&quot; is the name shown in the usage line</extracomment>
        <translation>要打开的棋谱文件:GGF、棋谱文本或局面字符串。</translation>
    </message>
    <message>
        <source>%2: %1
Try &apos;%2 --help&apos; for the options.
</source>
        <extracomment>verso with an option it does not know: %1 what is wrong (Qt&apos;s words), %2 the program&apos;s name</extracomment>
        <translation>%2:%1
运行“%2 --help”查看选项。
</translation>
    </message>
</context>
<context>
    <name>ExternalEngineFaultText</name>
    <message>
        <source>The engine could not be started, or it stopped before it answered. Check the command line and the working directory.</source>
        <translation>引擎无法启动，或在应答前就已退出。请检查命令行和工作目录。</translation>
    </message>
    <message>
        <source>The engine stopped running.</source>
        <translation>引擎已停止运行。</translation>
    </message>
    <message>
        <source>The engine answered with a move that is not allowed here.</source>
        <translation>引擎给出了一步此处不允许的棋。</translation>
    </message>
    <message>
        <source>The engine answered with something that is not a move.</source>
        <translation>引擎的应答不是一步棋。</translation>
    </message>
    <message>
        <source>The engine has not answered in time.</source>
        <translation>引擎未能及时应答。</translation>
    </message>
    <message>
        <source>%1 Details: %2</source>
        <extracomment>%1 is a sentence saying what went wrong; %2 is untranslated text from the engine or the system (the engine&apos;s answer, its last error message, or why it could not be started)</extracomment>
        <translation>%1 详情：%2</translation>
    </message>
</context>
<context>
    <name>GameTextErrorText</name>
    <message>
        <source>There is no game in it.</source>
        <translation>其中没有对局。</translation>
    </message>
    <message>
        <source>It is too large to be a game file.</source>
        <translation>文件太大,不可能是对局文件。</translation>
    </message>
    <message>
        <source>The GGF text is broken here.</source>
        <translation>GGF 文本在此处损坏。</translation>
    </message>
    <message>
        <source>This GGF game is not a game of Othello.</source>
        <translation>此 GGF 对局不是黑白棋对局。</translation>
    </message>
    <message>
        <source>The board cannot be read: it needs 64 squares (X or * black, O white, - empty) and the side to move.</source>
        <translation>无法读取棋盘:需要 64 个格子(X 或 * 为黑,O 为白,- 为空)和行棋方。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a move (move %2).</source>
        <extracomment>%1 is the text found where a move should be, %2 the move&apos;s number</extracomment>
        <translation>“%1”不是一步棋(第 %2 步)。</translation>
    </message>
    <message>
        <source>The rules do not allow it.</source>
        <translation>规则不允许。</translation>
    </message>
    <message>
        <source>Move %1, %2, is not allowed: %3</source>
        <extracomment>%1 is the move&apos;s number, %2 the move (e.g. e6), %3 why it is not allowed</extracomment>
        <translation>第 %1 步 %2 不合规则:%3</translation>
    </message>
    <message>
        <source>Line %1, character %2: %3</source>
        <extracomment>Where a game file or a paste goes wrong: %1 the line, %2 the character, %3 what is wrong</extracomment>
        <translation>第 %1 行第 %2 个字符:%3</translation>
    </message>
    <message>
        <source>This is not a game: Verso reads GGF, transcripts such as f5d6c3d3c4, numbered move lists such as 1. f5 d6 2. c3 and board strings of 64 squares and the side to move.</source>
        <translation>这不是对局:Verso 可读取 GGF、像 f5d6c3d3c4 这样的棋谱、像 1. f5 d6 2. c3 这样带编号的着法列表,以及由 64 个格子和行棋方组成的棋盘字符串。</translation>
    </message>
</context>
<context>
    <name>LanguageChoice</name>
    <message>
        <source>System language</source>
        <extracomment>In Preferences: follow the language of the operating system</extracomment>
        <translation>跟随系统语言</translation>
    </message>
</context>
<context>
    <name>LevelName</name>
    <message>
        <source>Beginner</source>
        <extracomment>Name of a computer level, the weakest</extracomment>
        <translation>入门</translation>
    </message>
    <message>
        <source>Novice</source>
        <extracomment>Name of a computer level</extracomment>
        <translation>新手</translation>
    </message>
    <message>
        <source>Casual</source>
        <extracomment>Name of a computer level</extracomment>
        <translation>休闲</translation>
    </message>
    <message>
        <source>Club</source>
        <extracomment>Name of a computer level: plays like a club player</extracomment>
        <translation>俱乐部</translation>
    </message>
    <message>
        <source>Advanced</source>
        <extracomment>Name of a computer level</extracomment>
        <translation>进阶</translation>
    </message>
    <message>
        <source>Expert</source>
        <extracomment>Name of a computer level</extracomment>
        <translation>专家</translation>
    </message>
    <message>
        <source>Master</source>
        <extracomment>Name of a computer level</extracomment>
        <translation>大师</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <extracomment>Name of a computer level, the strongest of the eight levels that think a fixed amount</extracomment>
        <translation>特级大师</translation>
    </message>
    <message numerus="yes">
        <source>Plays a random move %1% of the time; otherwise looks %n move(s) ahead and misjudges each move by up to %2 discs</source>
        <extracomment>A level&apos;s tip. %1: how often it plays any legal move at all, in per cent; %n: moves searched ahead; %2: the most its judgement of a move is off, in discs.</extracomment>
        <translation>
            <numerusform>有 %1% 的概率随机落子；否则向前计算 %n 步，对每步的评估最多偏差 %2 子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Looks %1 moves ahead, exactly from %2 empty squares, and misjudges each move by up to %n disc(s)</source>
        <extracomment>A level&apos;s tip. %1: moves searched ahead; %2: empty squares left when it counts exactly; %n: the most its judgement of a move is off, in discs.</extracomment>
        <translation>
            <numerusform>向前计算 %1 步，剩余 %2 个空格时精确计算，但对每步的评估最多偏差 %n 子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searches at most %1 million positions a move: up to %n move(s) ahead, exactly from %2 empty squares</source>
        <extracomment>A level&apos;s tip. %1: its budget in millions of positions; %n: moves searched ahead at most; %2: empty squares left when it solves exactly.</extracomment>
        <translation>
            <numerusform>每步最多搜索 %1 百万个局面：最多向前计算 %n 步，剩余 %2 个空格时精确计算</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Looks %n move(s) ahead and plays perfectly from %1 empty squares</source>
        <extracomment>A level&apos;s tip. %n: moves searched ahead; %1: empty squares left when perfect play starts.</extracomment>
        <translation>
            <numerusform>向前计算 %n 步,剩余 %1 个空格时开始完美算尽</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; opens from its opening book</source>
        <extracomment>A level&apos;s tip: %1 is what it does after the opening (e.g. &quot;Looks 8 moves ahead and plays perfectly from 16 empty squares&quot;)</extracomment>
        <translation>%1；开局使用开局库</translation>
    </message>
    <message numerus="yes">
        <source>Strongest, %n s a move</source>
        <extracomment>Name of a computer level that plays its strongest, thinking about %n seconds a move</extracomment>
        <translation>
            <numerusform>最强（每步 %n 秒）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Thinks about %n second(s) a move on average, longer in the middle game, and plays perfectly as early as that allows</source>
        <extracomment>A level&apos;s tip. %n: the seconds it thinks a move on average over a game.</extracomment>
        <translation>
            <numerusform>平均每步思考约 %n 秒（中盘更久），并在时间允许时尽早完美对弈</numerusform>
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
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Opponent</source>
        <extracomment>Menu: who plays against whom</extracomment>
        <translation>对手(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <extracomment>Menu of the computer&apos;s playing strengths</extracomment>
        <translation>难度(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Animation Speed</source>
        <translation>动画速度(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <source>Start a new game with the same opponent</source>
        <translation>与同一对手开始新的一局</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>悔棋(&amp;U)</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>撤回上一步</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Replay a move taken back</source>
        <translation>重新走出撤回的一步</translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation>认输(&amp;S)</translation>
    </message>
    <message>
        <source>Give up this game</source>
        <translation>认输并结束本局</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <extracomment>Menu command: pause the game (a verb)</extracomment>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>Pause or resume the game</source>
        <translation>暂停或继续本局</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Leave Verso</source>
        <translation>退出 Verso</translation>
    </message>
    <message>
        <source>&amp;Human vs Human</source>
        <translation>人对人(&amp;H)</translation>
    </message>
    <message>
        <source>Two people take turns at this board</source>
        <translation>两人在这个棋盘上轮流落子</translation>
    </message>
    <message>
        <source>Human vs &amp;Computer</source>
        <translation>人对电脑(&amp;C)</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>与电脑对弈</translation>
    </message>
    <message>
        <source>C&amp;omputer vs Computer</source>
        <translation>电脑对电脑(&amp;O)</translation>
    </message>
    <message>
        <source>Watch the computer play itself</source>
        <translation>观看电脑自我对弈</translation>
    </message>
    <message>
        <source>Play &amp;Black (move first)</source>
        <extracomment>Menu command: the person plays the black discs</extracomment>
        <translation>执黑(先手)(&amp;B)</translation>
    </message>
    <message>
        <source>In a game against the computer, you play black</source>
        <translation>与电脑对弈时,你执黑棋</translation>
    </message>
    <message>
        <source>Play &amp;White</source>
        <extracomment>Menu command: the person plays the white discs</extracomment>
        <translation>执白(&amp;W)</translation>
    </message>
    <message>
        <source>In a game against the computer, you play white</source>
        <translation>与电脑对弈时,你执白棋</translation>
    </message>
    <message>
        <source>Show &amp;Legal Moves</source>
        <translation>显示可落子位置(&amp;L)</translation>
    </message>
    <message>
        <source>Mark the squares where the side to move may play</source>
        <translation>标出轮到的一方可以落子的格子</translation>
    </message>
    <message>
        <source>Show Last &amp;Move</source>
        <translation>显示上一步(&amp;M)</translation>
    </message>
    <message>
        <source>Mark the disc placed last</source>
        <translation>标出最后落下的棋子</translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation>显示坐标(&amp;C)</translation>
    </message>
    <message>
        <source>Show a-h and 1-8 around the board</source>
        <translation>在棋盘四周显示 a–h 和 1–8</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <extracomment>Animation speed: no flip animation</extracomment>
        <translation>无动画(&amp;I)</translation>
    </message>
    <message>
        <source>Discs turn over at once</source>
        <translation>棋子立即翻转</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>快(&amp;F)</translation>
    </message>
    <message>
        <source>Quick flip animation</source>
        <translation>快速翻转动画</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>正常(&amp;N)</translation>
    </message>
    <message>
        <source>Normal flip animation</source>
        <translation>正常速度的翻转动画</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>慢(&amp;S)</translation>
    </message>
    <message>
        <source>Slow flip animation</source>
        <translation>缓慢的翻转动画</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>玩法(&amp;H)</translation>
    </message>
    <message>
        <source>The rules of Reversi</source>
        <translation>黑白棋的规则</translation>
    </message>
    <message>
        <source>&amp;About Verso</source>
        <translation>关于 Verso(&amp;A)</translation>
    </message>
    <message>
        <source>About this program</source>
        <translation>关于本程序</translation>
    </message>
    <message>
        <source>P&amp;references…</source>
        <translation>首选项(&amp;R)…</translation>
    </message>
    <message>
        <source>Opponent, level, animation, markers and language</source>
        <translation>对手、难度、动画、标记和语言</translation>
    </message>
    <message>
        <source>Announce &amp;Passes in a Dialog</source>
        <translation>用对话框提示跳过(&amp;P)</translation>
    </message>
    <message>
        <source>Show a dialog when a side has to pass; otherwise a message in the status bar</source>
        <translation>某一方必须跳过时弹出对话框;否则在状态栏中显示消息</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <extracomment>Menu that steps through the moves of the game</extracomment>
        <translation>转到(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <extracomment>View menu: shows the board turned half a turn, seen from White&apos;s side</extracomment>
        <translation>翻转棋盘(&amp;F)</translation>
    </message>
    <message>
        <source>Show the board from White&apos;s side: row 8 at the top, column h on the left</source>
        <translation>从白方一侧显示棋盘:第 8 行在上,h 列在左</translation>
    </message>
</context>
<context>
    <name>PracticeTexts</name>
    <message>
        <source>%1 to move: find a move that keeps the win</source>
        <extracomment>The task of a practice puzzle; %1 is the colour to move (&quot;Black&quot;)</extracomment>
        <translation>%1走：找出保持胜势的一手</translation>
    </message>
    <message>
        <source>%1 to move: find the best move</source>
        <extracomment>The task of a practice puzzle; %1 is the colour to move (&quot;Black&quot;)</extracomment>
        <translation>%1走：找出最佳一手</translation>
    </message>
    <message>
        <source>Right: %1 (%2)</source>
        <extracomment>A right answer: %1 the move, %2 its value in discs (&quot;+4&quot;)</extracomment>
        <translation>正确：%1（%2）</translation>
    </message>
    <message>
        <source>%1 gives away the result (%2)</source>
        <extracomment>A wrong answer that turns a win into a draw or loss: %1 the move, %2 its value</extracomment>
        <translation>%1 葬送了结果（%2）</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n disc(s)</source>
        <extracomment>A wrong answer: %1 the move; %n the discs it loses against the best move</extracomment>
        <translation>
            <numerusform>%1 损失 %n 子</numerusform>
        </translation>
    </message>
    <message>
        <source>In your game: %1</source>
        <extracomment>Own-mistake puzzles: the move played in the person&apos;s game, e.g. &quot;b1&quot;</extracomment>
        <translation>你在对局中下的是：%1</translation>
    </message>
    <message>
        <source>Due today: %1  Solved: %2  Streak: %3</source>
        <extracomment>Practice progress: %1 puzzles due today, %2 solved in all, %3 right answers in a row</extracomment>
        <translation>今日待练：%1  已解：%2  连对：%3</translation>
    </message>
    <message>
        <source>Right: own mistakes %1, endgames %2, at %3 empties %4</source>
        <extracomment>Practice accuracy: %1 own mistakes, %2 endgames, %3 the number of empty squares, %4 there</extracomment>
        <translation>正确率：自己的失误 %1，残局 %2，%3 空时 %4</translation>
    </message>
    <message>
        <source>not a readable game file</source>
        <extracomment>Practice: why the kept games could not be read</extracomment>
        <translation>不是可读取的棋谱文件</translation>
    </message>
    <message>
        <source>Kept games could not be read, so no puzzles came from them: %1</source>
        <extracomment>Practice: %1 why the kept games could not be read, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>无法读取保存的对局，因此没有从中得到题目：%1</translation>
    </message>
    <message numerus="yes">
        <source>Kept games could be read only in part, so puzzles came from the first %n game(s) only: %1</source>
        <extracomment>Practice: the kept games failed part-way; %n games were read and gave puzzles, %1 why</extracomment>
        <translation>
            <numerusform>保存的对局只能读取一部分，因此题目只来自前 %n 局：%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>Group of settings about the game and the opponent</extracomment>
        <translation>对局</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>对手(&amp;O):</translation>
    </message>
    <message>
        <source>&amp;Your colour:</source>
        <translation>你的颜色(&amp;Y):</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>电脑难度(&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Pause before the computer moves:</source>
        <translation>电脑落子前的停顿(&amp;P):</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>Group of settings about how the board looks</extracomment>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>动画速度(&amp;A):</translation>
    </message>
    <message>
        <source>Mark the &amp;legal moves</source>
        <translation>标出可落子位置(&amp;L)</translation>
    </message>
    <message>
        <source>Mark the last &amp;move</source>
        <translation>标出上一步(&amp;M)</translation>
    </message>
    <message>
        <source>Show the &amp;coordinates (a–h, 1–8)</source>
        <translation>显示坐标(a–h、1–8)(&amp;C)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>A new language is used the next time Verso starts.</source>
        <translation>新的语言将在下次启动 Verso 时生效。</translation>
    </message>
    <message>
        <source> ms</source>
        <comment>Unit after the number of milliseconds, with a space before it</comment>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>复盘</translation>
    </message>
    <message>
        <source>Search &amp;depth:</source>
        <translation>搜索深度(&amp;D)：</translation>
    </message>
    <message>
        <source>How many moves ahead the review looks before the exact range (deeper is slower)</source>
        <translation>复盘在精确范围之前向前看几步（越深越慢）</translation>
    </message>
    <message>
        <source>&amp;Exact from:</source>
        <translation>精确起点(&amp;E)：</translation>
    </message>
    <message>
        <source>Moves with at most this many empty squares left are judged by perfect play</source>
        <translation>剩余空格不超过此数的着法按完美对弈判定</translation>
    </message>
    <message>
        <source> empty squares</source>
        <translation> 个空格</translation>
    </message>
</context>
<context>
    <name>RefusalText</name>
    <message>
        <source>That is not a square: use a letter a-h and a digit 1-8.</source>
        <translation>这不是有效的格子:请用字母 a–h 和数字 1–8 表示。</translation>
    </message>
    <message>
        <source>%1 is already occupied.</source>
        <extracomment>%1 is a square such as e6</extracomment>
        <translation>%1 已经有棋子了。</translation>
    </message>
    <message>
        <source>That square is already occupied.</source>
        <translation>该格子已经有棋子了。</translation>
    </message>
    <message>
        <source>A disc on %1 would not flip any disc.</source>
        <extracomment>%1 is a square such as e6</extracomment>
        <translation>在 %1 落子不能翻转任何棋子。</translation>
    </message>
    <message>
        <source>A disc on that square would not flip any disc.</source>
        <translation>在该格子落子不能翻转任何棋子。</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>现在不是你的回合。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>对局已经结束。</translation>
    </message>
    <message>
        <source>You cannot pass while you have a legal move.</source>
        <translation>还有可以落子的位置时不能跳过。</translation>
    </message>
    <message>
        <source>There is no legal move: this side must pass.</source>
        <translation>没有可以落子的位置:这一方必须跳过。</translation>
    </message>
    <message>
        <source>The move is not allowed.</source>
        <translation>不允许这样落子。</translation>
    </message>
    <message>
        <source>Start a new game first.</source>
        <translation>请先开始新游戏。</translation>
    </message>
    <message>
        <source>The game is paused: resume it to play.</source>
        <translation>对局已暂停:请继续后再落子。</translation>
    </message>
    <message>
        <source>Moves cannot be taken back in a game on a clock: the time spent cannot be given back.</source>
        <extracomment>The status bar after Undo (or a jump back in the move list) during a game on a clock</extracomment>
        <translation>计时对局中不能悔棋：已用的时间无法退回。</translation>
    </message>
</context>
<context>
    <name>RegularFile</name>
    <message>
        <source>it is not a regular file</source>
        <extracomment>Why a file cannot be used: a folder, a FIFO, a socket or a device is where a file should be</extracomment>
        <translation>它不是普通文件</translation>
    </message>
</context>
<context>
    <name>SettingsFileReport</name>
    <message>
        <source>Your settings in %1 could not be read, so Verso uses its default settings; no copy of the file could be kept (%2).</source>
        <extracomment>%1 is the settings file, %2 the system&apos;s reason why no copy could be made</extracomment>
        <translation>无法读取 %1 中的设置,因此 Verso 使用默认设置;未能保留该文件的副本(%2)。</translation>
    </message>
    <message>
        <source>Your settings in %1 could not be read, so Verso uses its default settings. The file is kept as %2.</source>
        <extracomment>%1 is the settings file, %2 the copy of it that was kept</extracomment>
        <translation>无法读取 %1 中的设置,因此 Verso 使用默认设置。该文件已保留为 %2。</translation>
    </message>
    <message>
        <source>Settings Not Read</source>
        <extracomment>Title of the message shown at start-up when the settings file could not be read</extracomment>
        <translation>无法读取设置</translation>
    </message>
    <message>
        <source>Your settings in %1 cannot be read (%2), so Verso uses its default settings. Changes to the settings will not be kept until the file can be read.</source>
        <extracomment>%1 is the settings file, %2 the reason, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>无法读取 %1 中的设置（%2），因此 Verso 使用默认设置。在该文件可以读取之前，对设置的更改不会被保存。</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>%1 played %2 from the opening book (book value %3)</source>
        <extracomment>The status bar after the computer played a move of its opening book: %1 the side that played (Black or White), %2 the move, %3 the book&apos;s value of it in discs, e.g. &quot;White played f4 from the opening book (book value 0)&quot;</extracomment>
        <translation>%1 按开局库走了 %2（开局库评估 %3）</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>the side playing the black discs</comment>
        <translation>黑方</translation>
    </message>
    <message>
        <source>White</source>
        <comment>the side playing the white discs</comment>
        <translation>白方</translation>
    </message>
    <message>
        <source>%1 wins by resignation</source>
        <translation>%1 因对方认输获胜</translation>
    </message>
    <message>
        <source>%1 wins %2-%3</source>
        <extracomment>%1 is the winner (Black or White), %2-%3 the winner&apos;s and the loser&apos;s score</extracomment>
        <translation>%1获胜 %2-%3</translation>
    </message>
    <message>
        <source>%1 resigned.</source>
        <translation>%1认输了。</translation>
    </message>
    <message>
        <source>%1 has no legal move and must pass: no disc it could place would turn over a disc of the opponent. %2 plays again.</source>
        <extracomment>%1 is the side that passes, %2 the side that moves again</extracomment>
        <translation>%1无处可下,必须跳过:无论落子在哪里都无法翻转对方的棋子。由%2继续落子。</translation>
    </message>
    <message numerus="yes">
        <source>Black has %n disc(s)</source>
        <translation>
            <numerusform>黑方 %n 子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White has %n disc(s)</source>
        <translation>
            <numerusform>白方 %n 子</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2. Neither side can move any more.</source>
        <extracomment>%1 and %2 are the disc counts, e.g. &quot;Black has 40 discs&quot; and &quot;White has 24 discs&quot;</extracomment>
        <translation>%1,%2。双方都已无处可下。</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>你赢了!</translation>
    </message>
    <message>
        <source>The computer wins.</source>
        <translation>电脑获胜。</translation>
    </message>
    <message>
        <source>Verso, level %1 %2</source>
        <extracomment>A computer player: %1 is the level number, %2 its name (e.g. &quot;Verso, level 4 Club&quot;)</extracomment>
        <translation>Verso（等级 %1 %2）</translation>
    </message>
    <message>
        <source>Two people on this screen</source>
        <translation>两人在同一屏幕上对弈</translation>
    </message>
    <message>
        <source>You (%1) against %2</source>
        <extracomment>%1 is the person&apos;s colour (Black or White), %2 the opponent (e.g. &quot;Verso, level 4 Club&quot;)</extracomment>
        <translation>你（%1）对 %2</translation>
    </message>
    <message>
        <source>%1 (Black) against %2 (White)</source>
        <extracomment>Computer against computer: %1 plays Black, %2 plays White</extracomment>
        <translation>%1（黑方）对 %2（白方）</translation>
    </message>
    <message>
        <source>Draw %1-%2</source>
        <comment>final score</comment>
        <translation>平局 %1-%2</translation>
    </message>
    <message>
        <source>%1 (discs %2-%3, %4 empty)</source>
        <extracomment>After a result with empty squares left: %1 e.g. &quot;Black wins 50-14&quot;, %2-%3 Black&apos;s and White&apos;s discs on the board, %4 the number of empty squares (which the score gives to the winner)</extracomment>
        <translation>%1(棋子 %2-%3,空格 %4)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How to play Reversi&lt;/h3&gt;&lt;p&gt;Two players, Black and White, take turns placing a disc of their colour on the 8&amp;times;8 board. Black moves first, from the four discs in the centre.&lt;/p&gt;&lt;p&gt;A disc must be placed so that it encloses one or more of the opponent&apos;s discs in a straight line (across, down or diagonally) between the new disc and another disc of your colour. All enclosed discs are turned over to your colour. Small see-through discs of the colour to move show where you may play.&lt;/p&gt;&lt;p&gt;If you cannot turn over any disc you must pass, and your opponent plays again. When neither side can move, the game ends: the player with more discs wins.&lt;/p&gt;&lt;p&gt;Click a square to play there, or move the cursor with the arrow keys and press Enter or Space. Undo takes back your last move.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;黑白棋玩法&lt;/h3&gt;&lt;p&gt;黑白双方轮流在 8&amp;times;8 的棋盘上放下自己颜色的棋子。开局时中央有四枚棋子,黑方先行。&lt;/p&gt;&lt;p&gt;落子时,新棋子必须与己方的另一枚棋子在一条直线上(横、竖或斜)夹住一枚或多枚对方棋子。被夹住的棋子全部翻转为己方颜色。当前一方颜色的半透明小棋子表示可以落子的位置。&lt;/p&gt;&lt;p&gt;如果无法翻转任何棋子,就必须跳过,由对方继续落子。双方都无法落子时,对局结束,棋子多的一方获胜。&lt;/p&gt;&lt;p&gt;点击格子即可在那里落子;也可以用方向键移动光标,再按 Enter 或空格键。“悔棋”可以撤回你的上一步。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>You</source>
        <extracomment>The person&apos;s name in the move list and saved games when one person plays the computer</extracomment>
        <translation>你</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Verso %1&lt;/h3&gt;&lt;p&gt;Reversi (Othello) for the desktop, written in C++ and Qt %2.&lt;/p&gt;&lt;p&gt;Play a friend on the same screen or the computer, from %3 (level 1) to %4 (level %5).&lt;/p&gt;&lt;p&gt;Verso is free software under the GNU General Public License, version 3 or later (GPL-3.0-or-later): you may share and change it under its terms, and it comes with no warranty.&lt;/p&gt;</source>
        <extracomment>%1 the version, %2 the Qt version, %3 and %4 the names of the weakest and the strongest computer level (e.g. &quot;Beginner&quot; and &quot;Grandmaster&quot;), %5 the number of the strongest level</extracomment>
        <translation>&lt;h3&gt;Verso %1&lt;/h3&gt;&lt;p&gt;桌面版黑白棋(奥赛罗),使用 C++ 和 Qt %2 编写。&lt;/p&gt;&lt;p&gt;可以在同一屏幕上与朋友对弈,也可以与从 %3(1 级)到 %4(%5 级)的电脑对弈。&lt;/p&gt;&lt;p&gt;Verso 是自由软件,依据 GNU 通用公共许可证第 3 版或更高版本(GPL-3.0-or-later)发布:您可以按其条款分享和修改它,且不提供任何担保。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 wins on time</source>
        <extracomment>The result of a game whose other side&apos;s clock reached zero; %1 is Black or White</extracomment>
        <translation>%1 超时胜</translation>
    </message>
    <message>
        <source>%1&apos;s clock reached zero: %1 loses on time.</source>
        <extracomment>The game-over dialog when a clock reached zero; %1 is Black or White</extracomment>
        <translation>%1 的时钟已归零：%1 超时负。</translation>
    </message>
</context>
<context>
    <name>verso::app::AnalysisDock</name>
    <message>
        <source>Analysis</source>
        <extracomment>Title of the panel with the analysis, its best line and the evaluation graph</extracomment>
        <translation>分析</translation>
    </message>
    <message>
        <source>Analysis &amp;Panel</source>
        <extracomment>View menu: shows or hides the panel with the analysis and the evaluation graph</extracomment>
        <translation>分析面板(&amp;P)</translation>
    </message>
    <message>
        <source>Line: one move back (Alt+Left)</source>
        <extracomment>Button: show the line one move less far on the board</extracomment>
        <translation>变化：后退一步（Alt+左）</translation>
    </message>
    <message>
        <source>Line: one move further (Alt+Right)</source>
        <extracomment>Button: play the line one move further on the board, without changing the game</extracomment>
        <translation>变化：前进一步（Alt+右）</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <extracomment>Button: leave the line and show the game&apos;s position again</extracomment>
        <translation>回到对局</translation>
    </message>
    <message>
        <source>Line: %1</source>
        <extracomment>Before the best line in the analysis panel, e.g. &quot;Line: f5 d6 c3&quot;</extracomment>
        <translation>变化：%1</translation>
    </message>
</context>
<context>
    <name>verso::app::AnalysisEngineMenu</name>
    <message>
        <source>Analysis &amp;Engine</source>
        <extracomment>View menu: the submenu that chooses who analyses (Verso or an outside engine)</extracomment>
        <translation>分析引擎(&amp;E)</translation>
    </message>
    <message>
        <source>Choose who analyses in Analysis Mode and finds hints: Verso or an outside engine</source>
        <translation>选择由谁在分析模式中分析并给出提示：Verso 或外部引擎</translation>
    </message>
    <message>
        <source>%1 stopped analysing. The game is unchanged; the board shows no values until you choose an engine in View &gt; Analysis Engine.</source>
        <extracomment>Informative text when the outside analysing engine %1 failed</extracomment>
        <translation>%1 已停止分析。对局没有改变；在“视图 &gt; 分析引擎”中选择引擎之前，棋盘上不显示评估值。</translation>
    </message>
    <message>
        <source>%1 gave no hint. The game is unchanged.</source>
        <extracomment>Informative text when the outside engine %1 failed to give a hint</extracomment>
        <translation>%1 没有给出提示。对局没有改变。</translation>
    </message>
    <message>
        <source>&amp;Verso</source>
        <extracomment>View &gt; Analysis Engine: Verso&apos;s own engine analyses</extracomment>
        <translation>Verso(&amp;V)</translation>
    </message>
    <message>
        <source>%1 Failed</source>
        <extracomment>Title of the message shown when the outside analysing engine %1 fails</extracomment>
        <translation>%1 出错</translation>
    </message>
</context>
<context>
    <name>verso::app::AnalysisMode</name>
    <message>
        <source>%1 — best %2 %3 (opening book)</source>
        <extracomment>The analysis panel when the best move is the opening book&apos;s: how deep the search of the other moves is, the best move and its book value, e.g. &quot;depth 14 — best f5 0 (opening book)&quot;</extracomment>
        <translation>%1 — 最佳 %2 %3（开局库）</translation>
    </message>
    <message>
        <source>&amp;Analysis Mode</source>
        <translation>分析模式(&amp;A)</translation>
    </message>
    <message>
        <source>Show the value of every legal move on the board</source>
        <translation>在棋盘上显示每个合法着法的评分</translation>
    </message>
    <message>
        <source>Analysis is off (View &gt; Analysis Mode).</source>
        <translation>分析已关闭（视图 &gt; 分析模式）。</translation>
    </message>
    <message>
        <source>No game to analyse.</source>
        <translation>没有可分析的对局。</translation>
    </message>
    <message>
        <source>The game is over: no moves to analyse.</source>
        <translation>对局已结束：没有可分析的着法。</translation>
    </message>
    <message>
        <source>Analysis waits while the computer thinks.</source>
        <translation>电脑思考时分析暂停。</translation>
    </message>
    <message>
        <source>Analysis waits while the game is reviewed.</source>
        <translation>复盘进行时分析暂停。</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>分析中…</translation>
    </message>
    <message>
        <source>%1 — best %2 %3</source>
        <extracomment>The analysis panel: how deep the analysis is, the best move and its value, e.g. &quot;Depth 14 — best f5 +4&quot;</extracomment>
        <translation>%1 — 最佳 %2 %3</translation>
    </message>
    <message>
        <source>%1 stopped analysing: no values are shown. Choose an engine in View &gt; Analysis Engine.</source>
        <extracomment>The analysis panel after the outside analysing engine %1 failed</extracomment>
        <translation>%1 已停止分析：不显示评估值。请在“视图 &gt; 分析引擎”中选择引擎。</translation>
    </message>
    <message>
        <source>%1 is analysing…</source>
        <extracomment>The analysis panel while the outside engine %1 is asked for its values</extracomment>
        <translation>%1 正在分析…</translation>
    </message>
    <message>
        <source>%1: %2 — best %3 %4</source>
        <extracomment>The analysis panel with an outside engine: its name, then how deep it is, the best move and its value, e.g. &quot;Edax: depth 14 — best f5 +4&quot;</extracomment>
        <translation>%1：%2 — 最佳 %3 %4</translation>
    </message>
</context>
<context>
    <name>verso::app::AutosaveKeeper</name>
    <message>
        <source>Unfinished Game</source>
        <extracomment>Title of the question asked at start-up when the last game was left unfinished</extracomment>
        <translation>未完成的棋局</translation>
    </message>
    <message>
        <source>Resume the unfinished game?</source>
        <translation>要继续未完成的棋局吗?</translation>
    </message>
    <message numerus="yes">
        <source>It was left after %n move(s) when Verso closed.</source>
        <extracomment>%n is the number of moves already played in the saved game</extracomment>
        <translation>
            <numerusform>Verso 关闭时,这局棋已下了 %n 步。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <source>Saved Game Not Resumed</source>
        <translation>未能继续保存的棋局</translation>
    </message>
    <message>
        <source>The unfinished game from last time could not be kept in the library, so it stays saved and this game is not: %1</source>
        <extracomment>%1 is the system&apos;s reason, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>无法将上次未完成的棋局保存到对局库,因此仍保留该棋局,本局不会保存:%1</translation>
    </message>
    <message>
        <source>The unfinished game from last time is kept in File &gt; Kept Games.</source>
        <extracomment>In the status bar when the unfinished game of the last run made room for another game</extracomment>
        <translation>上次未完成的棋局已保存在“文件 &gt; 保存的对局”中。</translation>
    </message>
    <message numerus="yes">
        <source>%n other unfinished game(s) kept in File &gt; Kept Games.</source>
        <extracomment>In the status bar after a saved game was resumed while others were waiting</extracomment>
        <translation>
            <numerusform>另外 %n 盘未完成的棋局已保存在“文件 &gt; 保存的对局”中。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more unfinished game(s) will be offered after this one; a game not resumed is kept in File &gt; Kept Games.</source>
        <extracomment>Under the question when windows running at once left several unfinished games</extracomment>
        <translation>
            <numerusform>之后还会依次询问另外 %n 盘未完成的棋局；未继续的棋局会保存在“文件 &gt; 保存的对局”中。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>verso::app::BoardView</name>
    <message>
        <source>Board</source>
        <extracomment>Accessible name of the game board (for screen readers)</extracomment>
        <translation>棋盘</translation>
    </message>
</context>
<context>
    <name>verso::app::CurrentGame</name>
    <message>
        <source>Untitled</source>
        <extracomment>The name of a game that has no file yet, in the window title</extracomment>
        <translation>未命名</translation>
    </message>
    <message>
        <source>The game you left is kept in File &gt; Kept Games.</source>
        <extracomment>In the status bar after a new game replaced one with moves</extracomment>
        <translation>离开的对局已保存在“文件 &gt; 保存的对局”中。</translation>
    </message>
    <message>
        <source>A new line: the moves it replaced are kept in File &gt; Kept Games.</source>
        <extracomment>In the status bar when a move at an earlier position replaced the moves after it</extracomment>
        <translation>新的变化:被替换的着法已保存在“文件 &gt; 保存的对局”中。</translation>
    </message>
    <message>
        <source>The game could not be kept in the library: %1</source>
        <extracomment>%1 is the system&apos;s reason, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>无法将对局保存到对局库:%1</translation>
    </message>
    <message>
        <source>The review could not be kept in the library: %1</source>
        <extracomment>%1 is the system&apos;s reason, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>无法将复盘保存到棋谱库：%1</translation>
    </message>
    <message>
        <source>The library of kept games could not be read; it was set aside as %1 and a new one was started with this game.</source>
        <extracomment>%1 is the path the unreadable library file was renamed to</extracomment>
        <translation>无法读取保存的对局库；已将其另存为 %1，并以本局开始新的对局库。</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <extracomment>Who played one colour of a game when another player took over during it, e.g. &quot;Verso, level 2 Novice, then Verso, level 4 Club&quot;</extracomment>
        <translation>%1，之后 %2</translation>
    </message>
    <message>
        <source>The game could not be kept in %1: %2.</source>
        <extracomment>%1 is the kept games&apos; file, %2 the system&apos;s reason</extracomment>
        <translation>无法将对局保存到 %1：%2。</translation>
    </message>
</context>
<context>
    <name>verso::app::EditActions</name>
    <message>
        <source>&amp;Copy Game</source>
        <extracomment>Edit menu: copies the game&apos;s moves as a transcript such as f5d6c3</extracomment>
        <translation>复制对局(&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;Position</source>
        <extracomment>Edit menu: copies the position shown as a board string</extracomment>
        <translation>复制局面(&amp;P)</translation>
    </message>
    <message>
        <source>Copy as &amp;GGF</source>
        <extracomment>Edit menu: copies the game in GGF, with the players&apos; names and the result</extracomment>
        <translation>复制为 &amp;GGF</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <source>Open the game, transcript or board string on the clipboard</source>
        <translation>打开剪贴板中的对局、棋谱或棋盘字符串</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <extracomment>Edit menu: opens the position editor</extracomment>
        <translation>设置局面(&amp;U)…</translation>
    </message>
    <message>
        <source>The game starts from a set-up position, so it was copied as GGF.</source>
        <translation>对局从设置的局面开始,因此已复制为 GGF。</translation>
    </message>
    <message>
        <source>The game&apos;s moves are copied.</source>
        <extracomment>In the status bar after Copy Game</extracomment>
        <translation>已复制对局着法。</translation>
    </message>
    <message>
        <source>The position is copied.</source>
        <extracomment>In the status bar after Copy Position</extracomment>
        <translation>已复制局面。</translation>
    </message>
    <message>
        <source>The game is copied as GGF.</source>
        <extracomment>In the status bar after Copy as GGF</extracomment>
        <translation>已将对局复制为 GGF。</translation>
    </message>
    <message>
        <source>Cannot Paste</source>
        <translation>无法粘贴</translation>
    </message>
    <message>
        <source>The clipboard does not hold a game Verso can open.

%1</source>
        <extracomment>%1 says where and why the clipboard text cannot be read</extracomment>
        <translation>剪贴板中没有 Verso 能打开的对局。

%1</translation>
    </message>
    <message>
        <source>Games on the Clipboard</source>
        <translation>剪贴板中的对局</translation>
    </message>
    <message>
        <source>Reading the games on the clipboard…</source>
        <translation>正在读取剪贴板中的对局…</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>The paste was cancelled; nothing was opened.</source>
        <extracomment>In the status bar when a long paste was cancelled while it was read</extracomment>
        <translation>已取消粘贴，未打开任何内容。</translation>
    </message>
</context>
<context>
    <name>verso::app::EditorTransforms</name>
    <message>
        <source>Turn and Mirror</source>
        <extracomment>Group of the position editor: buttons that rotate or mirror the whole board</extracomment>
        <translation>旋转与镜像</translation>
    </message>
    <message>
        <source>↺ 90°</source>
        <extracomment>Position editor button: turns the board a quarter turn anticlockwise</extracomment>
        <translation>↺ 90°</translation>
    </message>
    <message>
        <source>Rotate the board a quarter turn to the left</source>
        <translation>将棋盘向左旋转 90°</translation>
    </message>
    <message>
        <source>↻ 90°</source>
        <extracomment>Position editor button: turns the board a quarter turn clockwise</extracomment>
        <translation>↻ 90°</translation>
    </message>
    <message>
        <source>Rotate the board a quarter turn to the right</source>
        <translation>将棋盘向右旋转 90°</translation>
    </message>
    <message>
        <source>180°</source>
        <extracomment>Position editor button: turns the board half a turn</extracomment>
        <translation>180°</translation>
    </message>
    <message>
        <source>Rotate the board half a turn</source>
        <translation>将棋盘旋转 180°</translation>
    </message>
    <message>
        <source>⇆</source>
        <extracomment>Position editor button: mirrors the board left to right (column a swaps with h)</extracomment>
        <translation>⇆</translation>
    </message>
    <message>
        <source>Mirror the board left to right (a↔h)</source>
        <translation>左右镜像棋盘 (a↔h)</translation>
    </message>
    <message>
        <source>⇅</source>
        <extracomment>Position editor button: mirrors the board top to bottom (row 1 swaps with 8)</extracomment>
        <translation>⇅</translation>
    </message>
    <message>
        <source>Mirror the board top to bottom (1↔8)</source>
        <translation>上下镜像棋盘 (1↔8)</translation>
    </message>
    <message>
        <source>⤡ a1–h8</source>
        <extracomment>Position editor button: mirrors the board in the diagonal from a1 to h8</extracomment>
        <translation>⤡ a1–h8</translation>
    </message>
    <message>
        <source>Mirror the board in the a1–h8 diagonal</source>
        <translation>沿 a1–h8 对角线镜像棋盘</translation>
    </message>
    <message>
        <source>⤢ a8–h1</source>
        <extracomment>Position editor button: mirrors the board in the diagonal from a8 to h1</extracomment>
        <translation>⤢ a8–h1</translation>
    </message>
    <message>
        <source>Mirror the board in the a8–h1 diagonal</source>
        <translation>沿 a8–h1 对角线镜像棋盘</translation>
    </message>
</context>
<context>
    <name>verso::app::EvalGraph</name>
    <message>
        <source>The value of each position for Black; click to go there</source>
        <translation>每个局面对黑方的评分；点击可跳转</translation>
    </message>
    <message>
        <source>Evaluating positions: %1 of %2</source>
        <translation>正在评估局面：%1 / %2</translation>
    </message>
    <message>
        <source>Start position</source>
        <extracomment>Tooltip of the evaluation graph, e.g. &quot;After move 23: +4 for Black (depth 10)&quot;; %1 the move number</extracomment>
        <translation>初始局面</translation>
    </message>
    <message>
        <source>After move %1</source>
        <translation>第 %1 手后</translation>
    </message>
    <message>
        <source>%1 for Black (exact)</source>
        <translation>黑方 %1（精确）</translation>
    </message>
    <message>
        <source>%1 for Black (depth %2)</source>
        <translation>黑方 %1（深度 %2）</translation>
    </message>
    <message>
        <source>No evaluation yet</source>
        <extracomment>Above the evaluation graph while no position has a value and none is being worked out</extracomment>
        <translation>尚无评估</translation>
    </message>
    <message>
        <source>±%1 discs: up Black, down White</source>
        <extracomment>Above the evaluation graph: its vertical scale, e.g. &quot;±32 discs: up Black, down White&quot; (bars above the middle line favour Black); keep it short, the panel is narrow</extracomment>
        <translation>±%1 子：上为黑，下为白</translation>
    </message>
</context>
<context>
    <name>verso::app::ExplorerDock</name>
    <message>
        <source>Explorer</source>
        <extracomment>Title of the panel listing the moves played from the board&apos;s position in the library</extracomment>
        <translation>开局浏览</translation>
    </message>
    <message>
        <source>Opening &amp;Explorer</source>
        <extracomment>View menu: shows or hides the panel of the moves played from the position in the library</extracomment>
        <translation>开局浏览器(&amp;E)</translation>
    </message>
    <message>
        <source>Moves played from this position</source>
        <extracomment>Accessible name of the table of the moves played from the position (for screen readers)</extracomment>
        <translation>从此局面下过的棋</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>Explorer column: the move played from the position</extracomment>
        <translation>着法</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Explorer column: how many games of the library played the move</extracomment>
        <translation>对局数</translation>
    </message>
    <message>
        <source>Black %</source>
        <extracomment>Explorer column: Black&apos;s wins in percent of the games that ended</extracomment>
        <translation>黑胜 %</translation>
    </message>
    <message>
        <source>Draw %</source>
        <extracomment>Explorer column: draws in percent of the games that ended</extracomment>
        <translation>平局 %</translation>
    </message>
    <message>
        <source>White %</source>
        <extracomment>Explorer column: White&apos;s wins in percent of the games that ended</extracomment>
        <translation>白胜 %</translation>
    </message>
    <message>
        <source>Avg. score</source>
        <extracomment>Explorer column: Black&apos;s average final score (discs ahead) of the games that ended</extracomment>
        <translation>平均子差</translation>
    </message>
    <message>
        <source>Book</source>
        <extracomment>Explorer column: the opening book&apos;s value of the move, for the side that plays it</extracomment>
        <translation>开局库</translation>
    </message>
    <message>
        <source>Black&apos;s average final score: Black&apos;s discs minus White&apos;s</source>
        <extracomment>Tooltip of the explorer&apos;s Avg. score column</extracomment>
        <translation>黑方平均终局子差：黑子数减白子数</translation>
    </message>
    <message>
        <source>The opening book&apos;s value of the move in discs, for the side that plays it</source>
        <extracomment>Tooltip of the explorer&apos;s Book column</extracomment>
        <translation>开局库对此着的估值（子数，以下这步棋的一方计）</translation>
    </message>
    <message>
        <source>Reading the library…</source>
        <extracomment>Explorer: shown while the game library is read for the first time</extracomment>
        <translation>正在读取对局库…</translation>
    </message>
    <message>
        <source>Your library has no games yet: add a database in File &gt; Library.</source>
        <extracomment>Explorer: the library (kept games and databases) is empty</extracomment>
        <translation>对局库中还没有对局：请在“文件 &gt; 对局库”中添加数据库。</translation>
    </message>
    <message>
        <source>No game in your library went on from this position.</source>
        <extracomment>Explorer: no game of the library reached the board&apos;s position and went on</extracomment>
        <translation>对局库中没有从此局面继续下去的对局。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) in your library from this position</source>
        <extracomment>Explorer: how many games of the library went on from the board&apos;s position</extracomment>
        <translation>
            <numerusform>对局库中从此局面继续的对局：%Ln 局</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>verso::app::ExternalEngineDialog</name>
    <message>
        <source>Add Engine</source>
        <extracomment>Title of the dialog that adds an external engine (a program that plays Othello)</extracomment>
        <translation>添加引擎</translation>
    </message>
    <message>
        <source>Edit Engine</source>
        <extracomment>Title of the dialog that changes an external engine&apos;s settings</extracomment>
        <translation>编辑引擎</translation>
    </message>
    <message>
        <source>The name the engine gives itself</source>
        <extracomment>Shown in the empty name field: the engine will be called by the name it gives itself</extracomment>
        <translation>引擎自报的名称</translation>
    </message>
    <message>
        <source>&quot;/path/to/engine&quot; arguments</source>
        <extracomment>An example command line; keep the program name and the quotes</extracomment>
        <translation>&quot;/path/to/engine&quot; 参数</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Where Verso was started</source>
        <extracomment>Shown in the empty working directory field</extracomment>
        <translation>Verso 启动时所在的位置</translation>
    </message>
    <message>
        <source> s</source>
        <comment>Unit after the number of seconds per move, with a space before it</comment>
        <translation> 秒</translation>
    </message>
    <message>
        <source>The engine is told the search depth. The NBoard protocol has no time limit, so a move that takes longer than the time per move is reported, and you can wait, restart the engine or take over.</source>
        <translation>引擎会收到搜索深度。NBoard 协议没有时间限制，因此一步棋超过每步时间时会提示你，你可以等待、重启引擎或接手。</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>Start the engine and see whether it answers</source>
        <translation>启动引擎并查看它是否应答</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Command line:</source>
        <translation>命令行(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Working directory:</source>
        <translation>工作目录(&amp;W)：</translation>
    </message>
    <message>
        <source>Search &amp;depth:</source>
        <extracomment>How many moves ahead the engine looks (NBoard &quot;set depth&quot;)</extracomment>
        <translation>搜索深度(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Time per move:</source>
        <translation>每步时间(&amp;T)：</translation>
    </message>
    <message>
        <source>Choose the Engine Program</source>
        <translation>选择引擎程序</translation>
    </message>
    <message>
        <source>Choose the Working Directory</source>
        <translation>选择工作目录</translation>
    </message>
    <message>
        <source>Starting the engine…</source>
        <translation>正在启动引擎…</translation>
    </message>
    <message>
        <source>The engine is ready: %1</source>
        <extracomment>%1 is the name of the engine, as it gives it</extracomment>
        <translation>引擎已就绪：%1</translation>
    </message>
</context>
<context>
    <name>verso::app::ExternalEngineSeats</name>
    <message>
        <source>&amp;Engines…</source>
        <translation>引擎(&amp;E)…</translation>
    </message>
    <message>
        <source>Add NBoard engines and choose who plays Black and White</source>
        <translation>添加 NBoard 引擎并选择谁执黑、谁执白</translation>
    </message>
    <message>
        <source>Play Against %1</source>
        <extracomment>Opponent menu entry: play a game against the external engine named %1</extracomment>
        <translation>与 %1 对弈</translation>
    </message>
    <message>
        <source>The game waits. %1 plays %2.</source>
        <extracomment>%1 is the engine&apos;s name, %2 Black or White</extracomment>
        <translation>对局暂停等待。%1 执%2。</translation>
    </message>
    <message>
        <source>&amp;Wait</source>
        <translation>等待(&amp;W)</translation>
    </message>
    <message>
        <source>Re&amp;start the Engine</source>
        <translation>重启引擎(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Take Over</source>
        <translation>接手(&amp;T)</translation>
    </message>
    <message>
        <source>Play Against %1 (outside engine %2)</source>
        <extracomment>Opponent menu entry for an external engine named like Verso itself: %1 is its name, %2 its program (e.g. &quot;Play Against Verso (outside engine verso-engine)&quot;)</extracomment>
        <translation>与 %1 对弈（外部引擎 %2）</translation>
    </message>
    <message>
        <source>Engine Problem</source>
        <extracomment>Title of the question shown when an external engine fails</extracomment>
        <translation>引擎问题</translation>
    </message>
</context>
<context>
    <name>verso::app::ExternalEnginesDialog</name>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>添加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <extracomment>Who plays the black discs: you, Verso or an engine</extracomment>
        <translation>黑方(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>白方(&amp;W)：</translation>
    </message>
    <message>
        <source>Programs that speak the NBoard protocol, such as verso-engine, Edax or NTest:</source>
        <translation>支持 NBoard 协议的程序，例如 verso-engine、Edax 或 NTest：</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Verso, level %1 %2</source>
        <extracomment>The seat choice for Verso&apos;s own engine: %1 is the level number, %2 its name</extracomment>
        <translation>Verso（等级 %1 %2）</translation>
    </message>
</context>
<context>
    <name>verso::app::FileActions</name>
    <message>
        <source>Game files (*.ggf *.txt *.obf);;GGF games (*.ggf);;Transcripts (*.txt);;Board strings (*.obf);;All files (*)</source>
        <extracomment>File dialog filters; keep the patterns in brackets as they are</extracomment>
        <translation>对局文件 (*.ggf *.txt *.obf);;GGF 对局 (*.ggf);;棋谱 (*.txt);;棋盘字符串 (*.obf);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a game from a GGF, transcript or board string file</source>
        <translation>从 GGF、棋谱或棋盘字符串文件打开对局</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Kept Games…</source>
        <extracomment>File menu: the library of every game played or left in Verso</extracomment>
        <translation>保存的对局(&amp;K)…</translation>
    </message>
    <message>
        <source>Every game that ended or was left, to open again</source>
        <translation>每局结束或离开的对局,可再次打开</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>打开对局</translation>
    </message>
    <message>
        <source>Cannot Open Game</source>
        <extracomment>%1 is a file name, %2 the system&apos;s reason (e.g. &quot;No such file or directory&quot;)
----------
%1 is a file name, %2 where and why it cannot be read</extracomment>
        <translation>无法打开对局</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 is a file name, %2 the system&apos;s reason (e.g. &quot;No such file or directory&quot;)</extracomment>
        <translation>无法读取 %1:%2</translation>
    </message>
    <message>
        <source>%1 is not a game Verso can open.

%2</source>
        <translation>%1 不是 Verso 能打开的对局。

%2</translation>
    </message>
    <message>
        <source>Games in %1</source>
        <extracomment>Title of the list of games in a file; %1 is the file name</extracomment>
        <translation>%1 中的对局</translation>
    </message>
    <message>
        <source>game</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>保存对局</translation>
    </message>
    <message>
        <source>Cannot Save Game</source>
        <extracomment>%1 is a file name, %2 the system&apos;s reason (e.g. &quot;Permission denied&quot;)</extracomment>
        <translation>无法保存对局</translation>
    </message>
    <message>
        <source>A transcript cannot keep a set-up start position. Save the game as GGF (.ggf) to keep it.</source>
        <translation>棋谱无法保存设置的开始局面。请保存为 GGF (.ggf) 以保留它。</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>无法写入 %1:%2</translation>
    </message>
    <message>
        <source>The position shown is saved in %1.</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>当前局面已保存到 %1。</translation>
    </message>
    <message>
        <source>Saved in %1.</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>已保存到 %1。</translation>
    </message>
    <message>
        <source>No game is kept yet: every game that ends or is left goes here.</source>
        <translation>还没有保存的对局:每局结束或离开的对局都会放在这里。</translation>
    </message>
    <message>
        <source>Cannot Open Kept Games</source>
        <translation>无法打开保存的对局</translation>
    </message>
    <message>
        <source>Kept Games</source>
        <translation>保存的对局</translation>
    </message>
    <message>
        <source>Nothing is lost: the game is still in Verso. Save it in another place (another folder or disk) with Save As.</source>
        <extracomment>Under a failed write: what the person can do</extracomment>
        <translation>没有丢失任何内容：对局仍在 Verso 中。请用“另存为”将其保存到其他位置（其他文件夹或磁盘）。</translation>
    </message>
</context>
<context>
    <name>verso::app::GameAnnouncer</name>
    <message>
        <source>Game over: %1</source>
        <extracomment>Said by a screen reader when the game ends; %1 is the result (&quot;Black wins 50-14 …&quot;)</extracomment>
        <translation>对局结束：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (computer) played %2, %n disc(s) turned over.</source>
        <extracomment>Said by a screen reader after the computer&apos;s move: %1 is Black or White, %2 the square (d3), %n the number of discs it turned over</extracomment>
        <translation>
            <numerusform>%1（电脑）下在%2，翻转了%n枚棋子。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2, %n disc(s) turned over.</source>
        <extracomment>Said by a screen reader after a person&apos;s move: %1 is Black or White, %2 the square (d3), %n the number of discs it turned over</extracomment>
        <translation>
            <numerusform>%1下在%2，翻转了%n枚棋子。</numerusform>
        </translation>
    </message>
    <message>
        <source>New board: %1 to move.</source>
        <extracomment>Said by a screen reader when a new game starts or a game is opened; %1 is Black or White</extracomment>
        <translation>新棋盘：轮到%1。</translation>
    </message>
    <message>
        <source>Move %1 of %2 shown: %3 to move.</source>
        <extracomment>Said by a screen reader after Undo, Redo or a jump in the move list: %1 is the number of moves shown, %2 the number of moves in the game, %3 Black or White</extracomment>
        <translation>显示第%1步（共%2步）：轮到%3。</translation>
    </message>
</context>
<context>
    <name>verso::app::GameChooser</name>
    <message>
        <source>Games</source>
        <extracomment>Accessible name of the table of games in the game chooser (for screen readers)</extracomment>
        <translation>对局</translation>
    </message>
    <message>
        <source>Filter by player…</source>
        <extracomment>Placeholder of the game chooser&apos;s filter box: only games whose Black or White name contains the text are shown</extracomment>
        <translation>按棋手筛选…</translation>
    </message>
    <message>
        <source>Filter by player</source>
        <extracomment>Accessible name of the game chooser&apos;s filter box (for screen readers)</extracomment>
        <translation>按棋手筛选</translation>
    </message>
    <message>
        <source>Final position of the selected game</source>
        <extracomment>Accessible name of the small board beside the game chooser&apos;s table (for screen readers)</extracomment>
        <translation>所选对局的最终局面</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <extracomment>Game chooser: opens the selected game</extracomment>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <source>Black: &lt;b&gt;%1&lt;/b&gt;</source>
        <extracomment>Game chooser, beside the table: the player of Black, %1 the name</extracomment>
        <translation>黑方:&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>White: &lt;b&gt;%1&lt;/b&gt;</source>
        <extracomment>Game chooser, beside the table: the player of White, %1 the name</extracomment>
        <translation>白方:&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Discs: %1 black, %2 white</source>
        <extracomment>Game chooser, beside the table: the discs on the board at the end of the selected game</extracomment>
        <translation>棋子:黑 %1,白 %2</translation>
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
        <translation>%2 局中有 %1 局符合</translation>
    </message>
</context>
<context>
    <name>verso::app::GameChooserModel</name>
    <message>
        <source>%1 (agreed)</source>
        <extracomment>Game chooser, Result column: a score the players agreed on, %1 e.g. &quot;Black wins 39-25&quot;</extracomment>
        <translation>%1(协议)</translation>
    </message>
    <message>
        <source>%1 wins on time</source>
        <extracomment>Game chooser, Result column: the other side ran out of time; %1 is Black or White</extracomment>
        <translation>%1 超时获胜</translation>
    </message>
    <message>
        <source>%1 wins by resignation</source>
        <extracomment>Game chooser, Result column: the other side resigned; %1 is Black or White</extracomment>
        <translation>%1 因对方认输获胜</translation>
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
        <translation>黑方</translation>
    </message>
    <message>
        <source>White</source>
        <extracomment>Game chooser column: the player of White</extracomment>
        <translation>白方</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>Game chooser column: how the game ended</extracomment>
        <translation>结果</translation>
    </message>
    <message>
        <source>Moves</source>
        <extracomment>Game chooser column: how many discs were placed</extracomment>
        <translation>手数</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>Game chooser column: when the game was played</extracomment>
        <translation>日期</translation>
    </message>
</context>
<context>
    <name>verso::app::GameNavigation</name>
    <message>
        <source>&amp;First Move</source>
        <extracomment>Go menu: show the start position of the game</extracomment>
        <translation>第一步(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <extracomment>Go menu: show the position one move earlier</extracomment>
        <translation>上一步(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <extracomment>Go menu: show the position one move later</extracomment>
        <translation>下一步(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Last Move</source>
        <extracomment>Go menu: show the position after the last move of the game</extracomment>
        <translation>最后一步(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Continue From Here</source>
        <extracomment>Go menu: start a new line of play at the position shown (dropping the moves after it)</extracomment>
        <translation>从这里继续(&amp;C)</translation>
    </message>
    <message>
        <source>Play on from the position shown; the moves after it are kept in the game library</source>
        <translation>从当前局面继续下;之后的着法保存在对局库中</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>第 %1 步,共 %2 步</translation>
    </message>
    <message>
        <source>%1 — playing here starts a new line</source>
        <extracomment>While the board shows an earlier position; %1 is e.g. &quot;Move 23 of 41&quot;</extracomment>
        <translation>%1 — 在此落子将开始新的变化</translation>
    </message>
    <message>
        <source>%1 — Go &gt; Continue From Here plays on from here</source>
        <extracomment>While the board shows an earlier position where the computer is to move; %1 is e.g. &quot;Move 23 of 41&quot;</extracomment>
        <translation>%1 — “转到 &gt; 从这里继续”可从此处继续</translation>
    </message>
</context>
<context>
    <name>verso::app::GameOverDialog</name>
    <message>
        <source>Game Over</source>
        <translation>对局结束</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Review Game</source>
        <extracomment>Button of the result dialog: review the game that just ended (its mistakes and better moves)</extracomment>
        <translation>复盘(&amp;R)</translation>
    </message>
</context>
<context>
    <name>verso::app::GameSounds</name>
    <message>
        <source>&amp;Sound</source>
        <extracomment>View menu: turns the game&apos;s sound effects on and off</extracomment>
        <translation>音效(&amp;S)</translation>
    </message>
    <message>
        <source>Play a sound for each move, pass, refused move and result</source>
        <extracomment>Status bar tip of View &gt; Sound</extracomment>
        <translation>每次落子、弃权、被拒绝的落子和对局结果时播放音效</translation>
    </message>
</context>
<context>
    <name>verso::app::HintActions</name>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;T)</translation>
    </message>
    <message>
        <source>Hide Hint</source>
        <translation>隐藏提示</translation>
    </message>
    <message>
        <source>Show the move the computer would play for you</source>
        <translation>显示电脑会替你走的那一步</translation>
    </message>
    <message>
        <source>Hide the hint, or stop looking for one</source>
        <translation>隐藏提示，或停止寻找提示</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>正在寻找好棋…</translation>
    </message>
    <message>
        <source>Asking %1 for a good move…</source>
        <extracomment>Status bar while the outside engine %1 is asked for a hint</extracomment>
        <translation>正在向 %1 询问好棋…</translation>
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
        <translation>日期</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>Game library column</extracomment>
        <translation>结果</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>Game library column: the tournament, or the place a game was played</extracomment>
        <translation>赛事</translation>
    </message>
    <message>
        <source>Source</source>
        <extracomment>Game library column: the file or database the game comes from</extracomment>
        <translation>来源</translation>
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
        <translation>经过棋盘上的局面</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <source>Game Library</source>
        <extracomment>Title of the game library window</extracomment>
        <translation>对局库</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>Placeholder of the game library&apos;s player filter</extracomment>
        <translation>棋手</translation>
    </message>
    <message>
        <source>any</source>
        <extracomment>Game library year filter with no year chosen</extracomment>
        <translation>不限</translation>
    </message>
    <message>
        <source>Any result</source>
        <extracomment>Game library result filter</extracomment>
        <translation>所有结果</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>黑胜</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>白胜</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>Years</source>
        <extracomment>Game library: between the two year filters, &quot;Years 1990 to 1999&quot;</extracomment>
        <translation>年份</translation>
    </message>
    <message>
        <source>to</source>
        <extracomment>Game library: between the two year filters</extracomment>
        <translation>至</translation>
    </message>
    <message>
        <source>&amp;Add Database…</source>
        <extracomment>Game library button: add a WTHOR folder or a game file to the databases shown</extracomment>
        <translation>添加数据库(&amp;A)…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Game library: a database that could not be read; %1 the path, %2 the reason</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: no WTHOR games in this folder</source>
        <translation>%1：此文件夹中没有 WTHOR 对局</translation>
    </message>
    <message>
        <source>%1: not a readable game file</source>
        <extracomment>Game library: a game file that could not be read</extracomment>
        <translation>%1：不是可读取的对局文件</translation>
    </message>
    <message>
        <source>Kept games</source>
        <extracomment>Game library: the source name of the person&apos;s own games (File &gt; Kept Games)</extracomment>
        <translation>保存的对局</translation>
    </message>
    <message>
        <source>%1: no games</source>
        <translation>%1：没有对局</translation>
    </message>
    <message>
        <source>%1 of %2 games (%3 ms)</source>
        <extracomment>Game library: how many games pass the filters, e.g. &quot;1,234 of 105,386 games (35 ms)&quot;</extracomment>
        <translation>%2 局中的 %1 局（%3 毫秒）</translation>
    </message>
    <message>
        <source>Opened from the library: %1 against %2.</source>
        <extracomment>In the status bar after a game was opened from the library; %1 Black&apos;s name, %2 White&apos;s</extracomment>
        <translation>已从对局库打开：%1 对 %2。</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <extracomment>Game library: stops reading the databases</extracomment>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <extracomment>Game library: the database being read, e.g. &quot;Reading WTH_2001.wtb…&quot;</extracomment>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>Reading the game databases was cancelled.</source>
        <extracomment>In the status bar when the person stopped the library&apos;s reading</extracomment>
        <translation>已取消读取对局数据库。</translation>
    </message>
    <message>
        <source>Reading the game databases…</source>
        <extracomment>Game library: before the first database&apos;s name is known</extracomment>
        <translation>正在读取对局数据库…</translation>
    </message>
    <message>
        <source>Add a Game Database: a WTHOR year file (.wtb) adds its whole folder</source>
        <extracomment>File dialog title: pick a game database for the library</extracomment>
        <translation>添加对局数据库：选择一个 WTHOR 年度文件 (.wtb) 即添加其整个文件夹</translation>
    </message>
    <message>
        <source>WTHOR year files, GGF and transcript files (*.wtb *.ggf *.txt)
WTHOR year files: one adds every year of its folder (*.wtb)
All files (*)</source>
        <extracomment>File dialog filters of the game library, one per line</extracomment>
        <translation>WTHOR 年度文件、GGF 和棋谱文本文件 (*.wtb *.ggf *.txt)
WTHOR 年度文件：选一个即添加其文件夹中的所有年份 (*.wtb)
所有文件 (*)</translation>
    </message>
    <message>
        <source>Filter by player</source>
        <extracomment>Accessible names of the game library&apos;s filters and table (for screen readers)</extracomment>
        <translation>按棋手筛选</translation>
    </message>
    <message>
        <source>From year</source>
        <translation>起始年份</translation>
    </message>
    <message>
        <source>To year</source>
        <translation>截止年份</translation>
    </message>
    <message>
        <source>Games in the library</source>
        <translation>棋库中的对局</translation>
    </message>
</context>
<context>
    <name>verso::app::MainWindow</name>
    <message>
        <source>No game in progress</source>
        <translation>没有进行中的对局</translation>
    </message>
    <message>
        <source>Paused: %1 to move</source>
        <extracomment>Status bar; %1 is Black or White</extracomment>
        <translation>已暂停:轮到%1</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <extracomment>Status bar; %1 is Black or White, in both of these</extracomment>
        <translation>轮到%1</translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <translation>%1(电脑)正在思考…</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>Title of the dialog announcing that a side must pass (the noun, not a button)</extracomment>
        <translation>跳过</translation>
    </message>
    <message>
        <source>How to Play</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>About Verso</source>
        <translation>关于 Verso</translation>
    </message>
    <message>
        <source>Resign</source>
        <extracomment>Title of the dialog that asks whether to resign</extracomment>
        <translation>认输</translation>
    </message>
    <message>
        <source>Resign this game? Your opponent wins. Undo takes the resignation back.</source>
        <translation>认输本局吗?对方将获胜。“悔棋”可以撤回认输。</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <extracomment>Button that confirms resigning the game</extracomment>
        <translation>认输(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Library…</source>
        <extracomment>File menu: the game library (own games and game databases)</extracomment>
        <translation>对局库(&amp;L)…</translation>
    </message>
    <message>
        <source>Your games and game databases: find games by player, year, result or position</source>
        <translation>你的对局和对局数据库：按棋手、年份、结果或局面查找对局</translation>
    </message>
    <message>
        <source>Game Not Kept</source>
        <extracomment>Title of the warning when a game could not be kept in File &gt; Kept Games</extracomment>
        <translation>对局未保存</translation>
    </message>
    <message>
        <source>Unfinished Game Not Saved</source>
        <extracomment>Title of the warning when the unfinished game cannot be saved for the next start</extracomment>
        <translation>未完成的棋局未保存</translation>
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
        <translation>着法列表(&amp;M)</translation>
    </message>
</context>
<context>
    <name>verso::app::MoveListModel</name>
    <message>
        <source>pass</source>
        <extracomment>A pass in the move list (the side to move had no move), short and lower case like &quot;f5&quot;</extracomment>
        <translation>停一手</translation>
    </message>
    <message>
        <source>Move %1: %2 passes</source>
        <extracomment>Tool tip of a pass in the move list; %1 is the move number, %2 Black or White</extracomment>
        <translation>第 %1 步:%2 跳过</translation>
    </message>
    <message>
        <source>Move %1: %2 %3</source>
        <extracomment>Tool tip of a move in the move list; %1 is the move number, %2 Black or White, %3 the square such as &quot;f5&quot;</extracomment>
        <translation>第 %1 步:%2 %3</translation>
    </message>
    <message>
        <source>%1 (taken back)</source>
        <extracomment>Tool tip addition for a move that was taken back (Redo plays it again); %1 is the tool tip</extracomment>
        <translation>%1(已撤回)</translation>
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
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Opening: %1</source>
        <extracomment>Above the move list: the named opening the game is in, e.g. &quot;Opening: Tiger&quot;</extracomment>
        <translation>开局：%1</translation>
    </message>
</context>
<context>
    <name>verso::app::NewGameActions</name>
    <message>
        <source>Ne&amp;w Game…</source>
        <extracomment>File menu: opens the dialog choosing the start position and the clocks of a new game</extracomment>
        <translation>设置新对局(&amp;W)…</translation>
    </message>
    <message>
        <source>Choose where the game starts and its time control</source>
        <extracomment>Status tip of File &gt; New Game…</extracomment>
        <translation>选择对局的起始局面和用时</translation>
    </message>
</context>
<context>
    <name>verso::app::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <extracomment>Title of the dialog opened by File &gt; New Game…</extracomment>
        <translation>新对局</translation>
    </message>
    <message>
        <source>The Opponent menu chooses who plays.</source>
        <extracomment>New Game dialog: where to change who plays, under the line saying who plays</extracomment>
        <translation>由“对手”菜单选择谁来下棋。</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <extracomment>New Game dialog: the button that starts the game with the choices made</extracomment>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>New Game dialog: group choosing the position the game starts from</extracomment>
        <translation>起始局面</translation>
    </message>
    <message>
        <source>An &amp;XOT opening (eight balanced moves, chosen at random)</source>
        <extracomment>New Game dialog: start after the eight moves of a balanced XOT opening picked at random</extracomment>
        <translation>XOT 开局(八步均衡着法,随机选择)(&amp;X)</translation>
    </message>
    <message>
        <source>A &amp;random position with</source>
        <extracomment>New Game dialog: start from a position reached by random moves; a number field follows</extracomment>
        <translation>随机局面(&amp;R),棋子数:</translation>
    </message>
    <message>
        <source>The list of XOT openings could not be read: %1</source>
        <extracomment>New Game dialog: tooltip of the XOT choice when the list of openings cannot be read</extracomment>
        <translation>无法读取 XOT 开局列表:%1</translation>
    </message>
    <message>
        <source> discs</source>
        <extracomment>New Game dialog: suffix of the number of discs of a random start, e.g. &quot;20 discs&quot;</extracomment>
        <translation> 子</translation>
    </message>
    <message>
        <source>Discs of the random position</source>
        <extracomment>Accessible name of the number field of a random start</extracomment>
        <translation>随机局面的棋子数</translation>
    </message>
    <message>
        <source>Time Control</source>
        <extracomment>New Game dialog: group choosing the clocks of the game</extracomment>
        <translation>用时设置</translation>
    </message>
    <message>
        <source>St&amp;andard position</source>
        <extracomment>New Game dialog: start from the usual four discs</extracomment>
        <translation>标准局面(&amp;A)</translation>
    </message>
</context>
<context>
    <name>verso::app::PositionEditor</name>
    <message>
        <source>Black has no move and will pass.</source>
        <extracomment>Position editor: Black is to move in the position set up but has no move (allowed)</extracomment>
        <translation>黑方无处可下,将跳过。</translation>
    </message>
    <message>
        <source>White has no move and will pass.</source>
        <extracomment>Position editor: White is to move in the position set up but has no move (allowed)</extracomment>
        <translation>白方无处可下,将跳过。</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <extracomment>Title of the dialog opened by Edit &gt; Set Up Position</extracomment>
        <translation>设置局面</translation>
    </message>
    <message>
        <source>Board to set up</source>
        <extracomment>Accessible name of the board in the position editor (for screen readers)</extracomment>
        <translation>要设置的棋盘</translation>
    </message>
    <message>
        <source>Paint With</source>
        <extracomment>Group of the position editor: what a left click puts on a square</extracomment>
        <translation>放置</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <extracomment>Painting tool: a left click puts a black disc</extracomment>
        <translation>黑(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <extracomment>Painting tool: a left click puts a white disc</extracomment>
        <translation>白(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Empty</source>
        <extracomment>Painting tool: a left click empties the square</extracomment>
        <translation>空(&amp;E)</translation>
    </message>
    <message>
        <source>Click or drag across squares. Clicking a disc of the chosen colour, or using the right button, empties a square.</source>
        <extracomment>Position editor: how to paint the board</extracomment>
        <translation>点击或拖过格子。点击所选颜色的棋子或使用右键可清空格子。</translation>
    </message>
    <message>
        <source>Side to Move</source>
        <extracomment>Group of the position editor: whose turn it is in the position set up</extracomment>
        <translation>行棋方</translation>
    </message>
    <message>
        <source>Blac&amp;k</source>
        <extracomment>Side to move in the position editor</extracomment>
        <translation>黑(&amp;K)</translation>
    </message>
    <message>
        <source>W&amp;hite</source>
        <extracomment>Side to move in the position editor</extracomment>
        <translation>白(&amp;H)</translation>
    </message>
    <message>
        <source>Discs</source>
        <extracomment>Group of the position editor: how many discs of each colour and empty squares there are</extracomment>
        <translation>棋子</translation>
    </message>
    <message>
        <source>Empty squares</source>
        <extracomment>Row of the disc counts in the position editor: the number of empty squares</extracomment>
        <translation>空格</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <extracomment>Position editor: takes every disc off the board</extracomment>
        <translation>清空(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Initial Position</source>
        <extracomment>Position editor: puts back the four discs of the start position, Black to move</extracomment>
        <translation>初始局面(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <extracomment>Position editor: closes it and starts a game from the position set up</extracomment>
        <translation>从这里开始(&amp;P)</translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <extracomment>Position editor: why a game cannot start from the position set up</extracomment>
        <translation>棋盘是空的。</translation>
    </message>
    <message>
        <source>Neither side can move: the game would be over at once.</source>
        <extracomment>Position editor: why a game cannot start from the position set up</extracomment>
        <translation>双方都无法落子:对局会立即结束。</translation>
    </message>
</context>
<context>
    <name>verso::app::PracticeDock</name>
    <message>
        <source>Practice</source>
        <extracomment>Title of the practice panel</extracomment>
        <translation>练习</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <extracomment>Game menu: opens the practice panel (puzzles from your mistakes and real endgames)</extracomment>
        <translation>练习(&amp;P)</translation>
    </message>
    <message>
        <source>No puzzle is due. Puzzles come from the mistakes in games you review.</source>
        <extracomment>Practice: no own-mistake puzzle is due</extracomment>
        <translation>没有待练的题目。题目来自你复盘过的对局中的失误。</translation>
    </message>
    <message>
        <source>No more puzzles in these games.</source>
        <translation>这些对局中没有更多题目了。</translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>Practice buttons</extracomment>
        <translation>提示</translation>
    </message>
    <message>
        <source>Show Solution</source>
        <translation>显示答案</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>再试一次</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一题</translation>
    </message>
    <message>
        <source>Own mistakes</source>
        <extracomment>Where practice puzzles come from</extracomment>
        <translation>自己的失误</translation>
    </message>
    <message>
        <source>Endgames</source>
        <translation>残局</translation>
    </message>
    <message>
        <source>Any (at random)</source>
        <extracomment>Placeholder of the practice&apos;s player filter: empty means games at random</extracomment>
        <translation>任意（随机）</translation>
    </message>
    <message>
        <source>Exact</source>
        <extracomment>Practice tolerance: only the best move is right</extracomment>
        <translation>精确</translation>
    </message>
    <message numerus="yes">
        <source>%n disc(s)</source>
        <extracomment>Practice tolerance: a move losing at most this many discs is right</extracomment>
        <translation>
            <numerusform>%n 子</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzles:</source>
        <extracomment>Practice options (labels)</extracomment>
        <translation>题目：</translation>
    </message>
    <message>
        <source>Empties:</source>
        <translation>空格数：</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>棋手：</translation>
    </message>
    <message>
        <source>Tolerance:</source>
        <translation>容差：</translation>
    </message>
    <message>
        <source>Looking for a puzzle…</source>
        <extracomment>Practice: waiting for the next puzzle (reading games, solving endgames)</extracomment>
        <translation>正在寻找题目…</translation>
    </message>
    <message>
        <source>Hint: the best move is one of the marked squares.</source>
        <extracomment>Practice hint: the board marks fewer squares than the legal moves</extracomment>
        <translation>提示：最佳一手在标记的格子之中。</translation>
    </message>
    <message>
        <source>Solution: %1</source>
        <extracomment>Practice: the best line played out on the board, e.g. &quot;a2 b1 a1 (+0)&quot;</extracomment>
        <translation>答案：%1</translation>
    </message>
    <message>
        <source>Practice progress could not be kept: %1</source>
        <extracomment>%1 is the system&apos;s reason, e.g. &quot;No space left on device&quot;</extracomment>
        <translation>无法保存练习进度：%1</translation>
    </message>
    <message>
        <source>Practice progress could not be read (%1); the file was kept as %2</source>
        <extracomment>%1 why the file could not be read, %2 where it was kept</extracomment>
        <translation>无法读取练习进度（%1）；该文件已保存为 %2</translation>
    </message>
    <message>
        <source>Any, or 1990-2000</source>
        <extracomment>Placeholder of the practice&apos;s years filter: empty means any year</extracomment>
        <translation>任意，或 1990-2000</translation>
    </message>
    <message>
        <source>Years:</source>
        <translation>年份：</translation>
    </message>
</context>
<context>
    <name>verso::app::PreferencesDialog</name>
    <message>
        <source>Two people on this screen</source>
        <translation>两人在同一屏幕上对弈</translation>
    </message>
    <message>
        <source>You against the computer</source>
        <translation>你对电脑</translation>
    </message>
    <message>
        <source>The computer against itself</source>
        <translation>电脑自我对弈</translation>
    </message>
    <message>
        <source>Black (moves first)</source>
        <extracomment>The colour of the discs the person plays</extracomment>
        <translation>黑方(先手)</translation>
    </message>
    <message>
        <source>White</source>
        <extracomment>The colour of the discs the person plays</extracomment>
        <translation>白方</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <extracomment>A computer level: its number and its name, e.g. &quot;4 - Club&quot;</extracomment>
        <translation>%1 - %2</translation>
    </message>
    <message>
        <source>Instant</source>
        <extracomment>Animation speed</extracomment>
        <translation>无动画</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Animation speed</extracomment>
        <translation>快</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Animation speed</extracomment>
        <translation>正常</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Animation speed</extracomment>
        <translation>慢</translation>
    </message>
    <message>
        <source>Board &amp;theme:</source>
        <extracomment>Preferences: the colours of the board and discs (classic green, dark, wood, high contrast)</extracomment>
        <translation>棋盘主题(&amp;T)：</translation>
    </message>
    <message>
        <source>T&amp;hreads:</source>
        <extracomment>Preferences: how many threads (processor cores) the computer&apos;s searches use</extracomment>
        <translation>线程数(&amp;H)：</translation>
    </message>
    <message numerus="yes">
        <source>The strongest level, the hint, analysis and the review share them. This computer has %n core(s).</source>
        <extracomment>Preferences, the note on Threads: who shares them; %n the number of cores of this computer</extracomment>
        <translation>
            <numerusform>最强级别、提示、分析和复盘共用这些线程。这台电脑有 %n 个核心。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>verso::app::ReviewDock</name>
    <message>
        <source>Review</source>
        <extracomment>Title of the panel with the review of the game</extracomment>
        <translation>复盘</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>复盘(&amp;V)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>&amp;Review Panel</source>
        <extracomment>View menu: shows or hides the panel with the game review</extracomment>
        <translation>复盘面板(&amp;R)</translation>
    </message>
    <message>
        <source>Find the mistakes of both sides, what they cost and what was better</source>
        <translation>找出双方的错误、损失以及更好的着法</translation>
    </message>
    <message>
        <source>Game &gt; Review Game finds the mistakes of both sides.</source>
        <translation>对局 &gt; 复盘 可找出双方的错误。</translation>
    </message>
    <message>
        <source>Reviewing the game (depth %1, exact from %2 empties)…</source>
        <extracomment>While the review runs; %1 the depth of its searches, %2 the empties it judges exactly</extracomment>
        <translation>正在复盘（深度 %1，剩 %2 空格起精确）…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <extracomment>After the review was cancelled; the game is as it was</extracomment>
        <translation>复盘已取消。</translation>
    </message>
    <message>
        <source>The review is done: click a move in the Review panel to see what was better.</source>
        <extracomment>In the status bar when the review is done</extracomment>
        <translation>复盘完成：点击复盘面板中的着法查看更好的下法。</translation>
    </message>
    <message>
        <source>Average loss</source>
        <extracomment>Review summary row: the average number of discs lost per move</extracomment>
        <translation>平均损失</translation>
    </message>
    <message>
        <source>%1 lost nothing.</source>
        <extracomment>In the review summary: a side&apos;s (up to) three costliest moves; %1 Black or White</extracomment>
        <translation>%1 没有损失。</translation>
    </message>
    <message>
        <source>%1&apos;s costliest: %2</source>
        <extracomment>In the review summary, e.g. &quot;Black&apos;s costliest: 8. a2 (−23), 23. g2 (−18)&quot;, with the move numbers of the move list</extracomment>
        <translation>%1 损失最大：%2</translation>
    </message>
    <message>
        <source>Loss in discs: good ≤ 1, inaccuracy ≤ 3, mistake ≤ 7, blunder more; giving away a won or drawn ending is at least a mistake.</source>
        <extracomment>Under the review summary: the class scale in discs lost against the best move</extracomment>
        <translation>损失（子数）：好棋 ≤ 1，欠准 ≤ 3，错误 ≤ 7，更多为大错；把胜局或和局的残局送掉至少算错误。</translation>
    </message>
    <message>
        <source>Move %1, %2: the only move.</source>
        <extracomment>In the status bar for a reviewed move that was the only one; %1 move number, %2 the move</extracomment>
        <translation>第 %1 手 %2：唯一着法。</translation>
    </message>
    <message numerus="yes">
        <source>Move %1, %2 (%3): %4, %n disc(s) worse than %5 (%6). ▶ plays the better line.</source>
        <extracomment>In the status bar for a reviewed move; e.g. &quot;Move 23, e6 (−4): mistake, 6 discs worse than f5 (+2).&quot; %4 is the class (best, good, inaccuracy, mistake, blunder); %n the discs lost</extracomment>
        <translation>
            <numerusform>第 %1 手 %2（%3）：%4，比 %5（%6）差 %n 子。▶ 可演示更好的变化。</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1, %2 (%3): the best move.</source>
        <extracomment>In the status bar for a reviewed move that was the best; e.g. &quot;Move 23, e6 (+2): the best move&quot;</extracomment>
        <translation>第 %1 手 %2（%3）：最佳着法。</translation>
    </message>
    <message>
        <source>Review summary</source>
        <extracomment>Accessible name of the review&apos;s summary text (for screen readers)</extracomment>
        <translation>复盘摘要</translation>
    </message>
    <message>
        <source>Reviewed moves</source>
        <extracomment>Accessible name of the table of reviewed moves (for screen readers)</extracomment>
        <translation>已复盘的着法</translation>
    </message>
</context>
<context>
    <name>verso::app::ReviewModel</name>
    <message>
        <source>Judged exactly</source>
        <extracomment>Tooltip of a reviewed move: how it was judged, e.g. &quot;exact&quot; or &quot;depth 14&quot;</extracomment>
        <translation>精确判定</translation>
    </message>
    <message>
        <source>Judged by a search of depth %1</source>
        <translation>以深度 %1 的搜索判定</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>Review table column: the move number and who played it</extracomment>
        <translation>着法</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>Review table column: the move played and its value</extracomment>
        <translation>实战</translation>
    </message>
    <message>
        <source>Best</source>
        <extracomment>Review table column: the best move and its value</extracomment>
        <translation>最佳</translation>
    </message>
    <message>
        <source>Loss</source>
        <extracomment>Review table column: discs lost against the best move</extracomment>
        <translation>损失</translation>
    </message>
    <message>
        <source>Class</source>
        <extracomment>Review table column: best, good, inaccuracy, mistake, blunder</extracomment>
        <translation>类别</translation>
    </message>
</context>
<context>
    <name>verso::app::SoundPreferences</name>
    <message>
        <source>Sound</source>
        <extracomment>Preferences: the group with the sound effects&apos; settings</extracomment>
        <translation>音效</translation>
    </message>
    <message>
        <source>&amp;Play sounds for moves, passes and results</source>
        <extracomment>Preferences: turns the sound effects on and off</extracomment>
        <translation>为落子、弃权和结果播放音效(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <extracomment>Preferences: the sound effects&apos; volume</extracomment>
        <translation>音量(&amp;V)：</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <extracomment>Preferences: the name a screen reader gives the volume slider</extracomment>
        <translation>音效音量</translation>
    </message>
</context>
<context>
    <name>verso::app::ThemeChooser</name>
    <message>
        <source>Classic green</source>
        <extracomment>A board theme in Preferences: the green board</extracomment>
        <translation>经典绿色</translation>
    </message>
    <message>
        <source>Dark</source>
        <extracomment>A board theme in Preferences: a dark grey-blue board for dark desktops</extracomment>
        <translation>深色</translation>
    </message>
    <message>
        <source>Wood</source>
        <extracomment>A board theme in Preferences: a board of light wood</extracomment>
        <translation>木纹</translation>
    </message>
    <message>
        <source>High contrast</source>
        <extracomment>A board theme in Preferences: high contrast, with a dot on every white disc</extracomment>
        <translation>高对比度</translation>
    </message>
</context>
<context>
    <name>verso::app::ThemePreview</name>
    <message>
        <source>Preview of the board theme</source>
        <extracomment>Accessible name of the small board in Preferences that shows the chosen theme</extracomment>
        <translation>棋盘主题预览</translation>
    </message>
</context>
<context>
    <name>verso::app::TimeControlChooser</name>
    <message>
        <source>%1 min</source>
        <extracomment>A time control&apos;s duration in whole minutes, e.g. &quot;5 min&quot; (keep it short)</extracomment>
        <translation>%1 分钟</translation>
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
        <translation>自定义…</translation>
    </message>
    <message>
        <source> min</source>
        <extracomment>Suffix of the minutes field of a custom time control (with a leading space)</extracomment>
        <translation> 分钟</translation>
    </message>
    <message>
        <source> s</source>
        <extracomment>Suffix of the seconds field of a custom time control (with a leading space)</extracomment>
        <translation> 秒</translation>
    </message>
    <message>
        <source>&amp;Time per side:</source>
        <extracomment>Custom time control: each side&apos;s time for the whole game</extracomment>
        <translation>每方用时(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Increment per move:</source>
        <extracomment>Custom time control: the time added to a side&apos;s clock after each of its moves</extracomment>
        <translation>每步加时(&amp;I):</translation>
    </message>
    <message>
        <source>No clock</source>
        <extracomment>New Game: the time control of a game without clocks</extracomment>
        <translation>不计时</translation>
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
        <translation>每步所用的时间；点击可跳到该处</translation>
    </message>
    <message>
        <source>Time per move</source>
        <extracomment>Above the time graph (the time each move of a timed game took) before any move</extracomment>
        <translation>每步用时</translation>
    </message>
    <message>
        <source>Time per move, longest %1</source>
        <extracomment>Above the time graph: %1 the longest time a move took, e.g. &quot;0:42&quot; or &quot;0:04.2&quot;</extracomment>
        <translation>每步用时，最长 %1</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <extracomment>Tooltip of a bar of the time graph, e.g. &quot;Move 12: 0:04.2&quot;</extracomment>
        <translation>第 %1 步：%2</translation>
    </message>
</context>
</TS>
