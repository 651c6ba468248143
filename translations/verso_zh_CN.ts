<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>EngineFaultText</name>
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
        <extracomment>Name of a computer level, the strongest</extracomment>
        <translation>特级大师</translation>
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
</context>
<context>
    <name>SavedGameFormat</name>
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
        <source>it has %1 lines instead of 4, so it is incomplete or damaged</source>
        <translation>该文件只有 %1 行而不是 4 行,内容不完整或已损坏</translation>
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
</context>
<context>
    <name>SavedGameStore</name>
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
    <name>Texts</name>
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
        <translation>%1因对方认输获胜</translation>
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
        <source>&lt;h3&gt;Verso %1&lt;/h3&gt;&lt;p&gt;Reversi (Othello) for the desktop, written in C++ and Qt %2.&lt;/p&gt;&lt;p&gt;Play a friend on the same screen or the computer, from %3 (level 1) to %4 (level %5).&lt;/p&gt;</source>
        <extracomment>%1 the version, %2 the Qt version, %3 and %4 the names of the weakest and the strongest computer level (e.g. &quot;Beginner&quot; and &quot;Grandmaster&quot;), %5 the number of the strongest level</extracomment>
        <translation>&lt;h3&gt;Verso %1&lt;/h3&gt;&lt;p&gt;桌面版黑白棋(奥赛罗),使用 C++ 和 Qt %2 编写。&lt;/p&gt;&lt;p&gt;可以在同一屏幕上与朋友对弈,也可以与从 %3(1 级)到 %4(%5 级)的电脑对弈。&lt;/p&gt;</translation>
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
    <name>verso::app::EngineDialog</name>
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
    <name>verso::app::EngineSeats</name>
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
        <source>%1 Has a Problem</source>
        <extracomment>Title of the question shown when an external engine fails; %1 is the engine&apos;s name</extracomment>
        <translation>%1 出现问题</translation>
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
</context>
<context>
    <name>verso::app::EnginesDialog</name>
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
    <name>verso::app::GameOverDialog</name>
    <message>
        <source>Game Over</source>
        <translation>对局结束</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>新游戏(&amp;N)</translation>
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
        <source>Hint: %1</source>
        <extracomment>%1 is a square name such as &quot;e6&quot;.</extracomment>
        <translation>提示:%1</translation>
    </message>
</context>
<context>
    <name>verso::app::LevelActions</name>
    <message>
        <source>&amp;%1  %2</source>
        <extracomment>A computer level in the Opponent &gt; Level menu: its number and its name, e.g. &quot;4 Club&quot;.</extracomment>
        <translation>&amp;%1  %2</translation>
    </message>
    <message numerus="yes">
        <source>Looks %n move(s) ahead and plays perfectly from %1 empty squares</source>
        <translation>
            <numerusform>向前计算 %n 步,剩余 %1 个空格时开始完美算尽</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Looks %n move(s) ahead</source>
        <translation>
            <numerusform>向前计算 %n 步</numerusform>
        </translation>
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
</context>
<context>
    <name>verso::app::UnfinishedGameKeeper</name>
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
</context>
</TS>
