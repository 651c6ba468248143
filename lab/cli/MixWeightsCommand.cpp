// SPDX-License-Identifier: GPL-3.0-or-later
// verso-lab mix-weights: new evaluation weights from two weights files, weight by weight (a share
// of each) or phase by phase (the early phases from one, the later from the other).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

#include "Command.h"
#include "core/Printable.h"
#include "engine/Evaluation.h"
#include "engine/PatternSet.h"
#include "engine/PatternWeights.h"

namespace verso::cli {
namespace {

constexpr const char* kUsage =
    "Usage: verso-lab mix-weights A B --output FILE [--share-b F | --b-from-phase K]\n"
    "Writes evaluation weights made from two weights files (as verso-lab train --output writes,\n"
    "e.g. resources/eval-weights.bin):\n"
    "  --share-b F       each weight is (1 - F) times A's plus F times B's, rounded (0 to 1;\n"
    "                    the default, 0.5, is their mean);\n"
    "  --b-from-phase K  phases below K are A's, phases K and later B's (0 to 15; a phase is 4\n"
    "                    discs: phase K starts at 4 + 4K discs on the board).\n"
    "Build the result into the engine as resources/eval-weights.bin, and measure its ProbCut\n"
    "table and solver model again (probcut-calibrate) before judging it.\n";

std::optional<engine::PatternWeights> readWeights(const std::string& path, std::string& error) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = "cannot read " + printable(path);
        return std::nullopt;
    }
    const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(in)),
                                          std::istreambuf_iterator<char>());
    std::string problem;
    auto weights = engine::PatternWeights::decode(bytes.data(), bytes.size(), &problem);
    if (!weights) error = printable(path) + " is not a weights file: " + problem;
    return weights;
}

// A number from "text" within [low, high], or nullopt.
std::optional<double> number(const std::string& text, double low, double high) {
    char* end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    if (text.empty() || *end || !(value >= low && value <= high)) return std::nullopt;
    return value;
}

int run(const Args& args) {
    if (wantsHelp(args)) {
        std::cout << kUsage;
        return 0;
    }
    std::vector<std::string> files;
    std::string output;
    double shareB = 0.5;
    int bFromPhase = -1;
    std::string error;
    for (std::size_t i = 0; i < args.size() && error.empty(); ++i) {
        const std::string& a = args[i];
        const bool hasValue = i + 1 < args.size();
        if (a == "--output" && hasValue) {
            output = args[++i];
        } else if (a == "--share-b" && hasValue) {
            const auto share = number(args[++i], 0.0, 1.0);
            if (share) shareB = *share;
            else error = "--share-b needs a share from 0 to 1";
        } else if (a == "--b-from-phase" && hasValue) {
            const auto phase = number(args[++i], 0, engine::kPhaseCount);
            if (phase && *phase == std::floor(*phase)) bFromPhase = static_cast<int>(*phase);
            else error = "--b-from-phase needs a whole number from 0 to 15";
        } else if (!a.empty() && a[0] != '-') {
            files.push_back(a);
        } else {
            error = "unknown option \"" + printable(a) + "\"";
        }
    }
    if (error.empty() && (files.size() != 2 || output.empty()))
        error = "needs two weights files and --output FILE";
    std::optional<engine::PatternWeights> a, b;
    if (error.empty()) a = readWeights(files[0], error);
    if (error.empty()) b = readWeights(files[1], error);
    if (!error.empty()) {
        std::cerr << "verso-lab mix-weights: " << error << "\n" << kUsage;
        return 2;
    }
    engine::PatternWeights mixed;
    std::vector<float> discs(engine::kFeatureCount);
    for (int phase = 0; phase < engine::kPhaseCount; ++phase) {
        for (int f = 0; f < engine::kFeatureCount; ++f) {
            const double fromA = a->weight(phase, f), fromB = b->weight(phase, f);
            const double units = bFromPhase >= 0 ? (phase < bFromPhase ? fromA : fromB)
                                                 : (1 - shareB) * fromA + shareB * fromB;
            discs[static_cast<std::size_t>(f)] =
                static_cast<float>(units / engine::kEvalUnitsPerDisc);
        }
        mixed.setPhase(phase, discs);
    }
    const std::vector<std::uint8_t> bytes = mixed.encode();
    std::ofstream out(output, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(bytes.data()),
              static_cast<std::streamsize>(bytes.size()));
    if (!out.flush()) {
        std::cerr << "verso-lab mix-weights: cannot write " << printable(output) << '\n';
        return 1;
    }
    std::cout << "wrote " << output << " (" << bytes.size() << " bytes)\n";
    return 0;
}

const bool registered = registerCommand({"mix-weights", "mix two evaluation weights files", run});

}  // namespace
}  // namespace verso::cli
