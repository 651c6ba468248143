<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
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
    <name>verso::app::LevelActions</name>
    <message numerus="yes">
        <source>Looks %n move(s) ahead and plays perfectly from %1 empty squares</source>
        <translation>
            <numerusform>Looks %n move ahead and plays perfectly from %1 empty squares</numerusform>
            <numerusform>Looks %n moves ahead and plays perfectly from %1 empty squares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Looks %n move(s) ahead</source>
        <translation>
            <numerusform>Looks %n move ahead</numerusform>
            <numerusform>Looks %n moves ahead</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>verso::app::UnfinishedGameKeeper</name>
    <message numerus="yes">
        <source>It was left after %n move(s) when Verso closed.</source>
        <extracomment>%n is the number of moves already played in the saved game</extracomment>
        <translation>
            <numerusform>It was left after %n move when Verso closed.</numerusform>
            <numerusform>It was left after %n moves when Verso closed.</numerusform>
        </translation>
    </message>
</context>
</TS>
