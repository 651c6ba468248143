#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Reads Verso's board over the AT-SPI bus as a screen reader does: finds the table named "Board",
# checks its 64 cells' names and headers, plays a move with the keyboard (arrows and Enter, sent
# through the X server) and reads the board again. Exit 0 when all holds, 1 with the reason.
import subprocess
import sys
import time

import pyatspi


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def wait_for(what, probe, seconds=20.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            found = probe()
        except Exception:  # the application may still be starting
            found = None
        if found:
            return found
        time.sleep(0.2)
    fail("timed out waiting for " + what)


def find_board():
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        if app is None or app.name not in ("verso", "Verso"):
            continue
        board = pyatspi.findDescendant(
            app, lambda o: o.getRole() == pyatspi.ROLE_TABLE and o.name == "Board")
        if board:
            return board
    return None


def cell_names(table):
    t = table.queryTable()
    return {chr(ord("a") + c) + str(r + 1): t.getAccessibleAt(r, c).name
            for r in range(8) for c in range(8)}


def expect(names, square, text):
    if names[square] != text:
        fail("%s reads %r, expected %r" % (square, names[square], text))


notifications = []


def on_showing(event):
    if event.detail1 and event.source.getRole() == pyatspi.ROLE_NOTIFICATION:
        notifications.append(event.source.name)


def main():
    pyatspi.Registry.registerEventListener(on_showing, "object:state-changed:showing")
    board = wait_for("the board table", find_board)
    table = board.queryTable()
    if table.nRows != 8 or table.nColumns != 8:
        fail("the table is %d x %d" % (table.nRows, table.nColumns))
    cells = [board.getChildAtIndex(i) for i in range(board.childCount)]
    if sum(1 for c in cells if c.getRole() == pyatspi.ROLE_TABLE_CELL) != 64:
        fail("the board does not have 64 cells")
    headers = [table.getColumnDescription(c) for c in range(8)]
    rows = [table.getRowDescription(r) for r in range(8)]
    if headers != list("abcdefgh") or rows != [str(r) for r in range(1, 9)]:
        fail("headers are %s and %s" % (headers, rows))
    names = cell_names(board)
    for square, text in (("d4", "d4, white"), ("e4", "e4, black"), ("d5", "d5, black"),
                         ("e5", "e5, white"), ("d3", "d3, empty, legal move"),
                         ("a1", "a1, empty")):
        expect(names, square, text)
    print("before:", ", ".join(names[s] for s in ("d3", "d4", "e4", "a1")))

    # Without a window manager nothing gives the window the keyboard: xdotool does. The cursor
    # starts on d4: Up moves it to d3 (the focused cell), Return plays there.
    subprocess.run("for w in $(xdotool search --onlyvisible --name '^Verso$'); do "
                   "xdotool windowfocus --sync $w; done", shell=True, check=True)
    wait_for("the board to have the keyboard",
             lambda: board.getState().contains(pyatspi.STATE_FOCUSED))
    pyatspi.Registry.generateKeyboardEvent(0xFF52, None, pyatspi.KEY_SYM)  # Up
    d3 = table.getAccessibleAt(2, 3)
    wait_for("d3 to be the focused cell", lambda: d3.getState().contains(pyatspi.STATE_FOCUSED))
    pyatspi.Registry.generateKeyboardEvent(0xFF0D, None, pyatspi.KEY_SYM)  # Return
    wait_for("d3 to hold a black disc",
             lambda: cell_names(board)["d3"] == "d3, black, last move")
    names = cell_names(board)
    print("after:", ", ".join(names[s] for s in ("d3", "d4", "e4", "a1")))
    # The computer (White, on a first start) answers; the board's description says so.
    said = wait_for("the computer's reply to be announced",
                    lambda: board.description.startswith("White (computer) played ")
                    and board.description)
    print("announced:", said)
    # Said again as a notification shown afresh, which Orca speaks wherever the focus is.
    wait_for("a notification of the computer's reply",
             lambda: any(n.startswith("White (computer) played ") for n in notifications))
    print("notifications:", " | ".join(notifications))
    print("PASS")


if __name__ == "__main__":
    main()
