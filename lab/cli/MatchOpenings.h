// SPDX-License-Identifier: GPL-3.0-or-later
// Openings for verso-lab match: XOT-style transcripts from a file, or random balanced ones.
#pragma once

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "core/Square.h"

namespace verso::cli {

struct Opening {
    std::vector<Move> moves;  // legal from the start position, passes included
    std::string text;         // the transcript, e.g. "f5d6c4d3c2b3b4b5"
};

// One transcript per line (blank lines and lines starting with # skipped). nullopt with "error"
// naming the line when the file cannot be read or a line is not a legal transcript.
std::optional<std::vector<Opening>> readOpenings(const std::string& path, std::string& error);

// "count" openings drawn from "all" (all different while there are enough).
std::vector<Opening> pickOpenings(const std::vector<Opening>& all, int count, std::mt19937_64& rng);

// "count" random openings of "plies" moves whose shallow search score is within 4 discs of even.
std::vector<Opening> randomBalancedOpenings(int count, int plies, std::mt19937_64& rng);

// The XOT list of the shared data folder when it is there, else "".
std::string defaultOpeningsFile();

}  // namespace verso::cli
