// SPDX-License-Identifier: GPL-3.0-or-later
// Sentences the window shows a person, in one place so they read alike and translate together.
#pragma once

#include <QString>
#include <array>
#include <optional>

#include "core/GameRecord.h"
#include "session/game/SeatingConfig.h"

namespace verso::app {

QString colorText(Color color);                 // "Black" / "White"
QString discCountText(Color color, int discs);  // "Black has 40 discs" (plural forms per language)
QString resultText(const GameResult& result);   // "Black wins 50-14" (the standard score)
// The result with the discs on the board when squares were left empty:
// "Black wins 50-14 (discs 48-14, 2 empty)".
QString resultWithDiscsText(const GameResult& result);
// Counts or who resigned; "person" (the one human against the computer) hears who won.
QString resultDetails(const GameResult& result, std::optional<Color> person = std::nullopt);
QString passText(Color passer);  // who passes and why
QString bookMoveText(Color mover, Move move,
                     int value);  // the computer played from the opening book
// The name the move list and a saved game give the player of "color": "You" (one person against
// the computer; "Black"/"White" for two people), "Verso, level 4 Club", or the engine's name.
QString playerName(const session::SeatingConfig& seats, const std::array<QString, 2>& engineNames,
                   Color color);
// Who plays whom: "You (Black) against Verso, level 4 Club", "Two people on this screen", ...
// "engineNames" are the names of the seated engines, Black's and White's (Seating::engineName).
QString pairingText(const session::SeatingConfig& seats, const std::array<QString, 2>& engineNames);
QString howToPlayHtml();
QString aboutHtml();

}  // namespace verso::app
