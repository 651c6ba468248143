// SPDX-License-Identifier: GPL-3.0-or-later
// verso-lab train: learns the pattern evaluation's weights from the real games in the shared data
// (WTHOR 1977-2014 and Logistello's logbook), holds out the WTHOR 2015 games and prints the mean
// absolute error on them by game phase, and writes the compact weights file. With --labels it
// trains on the positions labelled by "verso-lab label" instead of the games' results; with
// --selfplay it also trains on the games of "verso-lab selfplay".
#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <set>

#include "Arguments.h"
#include "Command.h"
#include "core/Printable.h"
#include "train/GameArchive.h"
#include "train/PatternTrainer.h"
#include "train/SearchLabels.h"
#include "train/SelfPlay.h"

namespace verso::cli {
namespace {

namespace fs = std::filesystem;

constexpr const char* kUsage =
    "Usage: verso-lab train [--data DIR] [--output FILE] [--epochs N] [--stride K] [--no-logbook]\n"
    "                       [--regularisation R] [--neighbours D] [--independent-phases] "
    "[--embedded] [--labels DIR [--blend W]]\n"
    "                       [--selfplay DIR [--selfplay-only] [--selfplay-weight K]\n"
    "                       [--selfplay-no-opening]] [--selfplay-held-out DIR]\n"
    "                       [--games FILE [--games-weight K] [--games-from-ply P]]\n"
    "Learns the evaluation weights from DIR/wthor/*.wtb (2015 held out) and "
    "DIR/logbook/logbook.gam.gz\n"
    "(DIR defaults to ../shared/data) and prints the held-out mean absolute error by phase.\n"
    "  --labels DIR   train on the positions labelled by 'verso-lab label' (chunks in DIR, "
    "positions\n"
    "                 rebuilt from the data) instead of every position with its game's result; "
    "also\n"
    "                 measure on the held-out search labels when DIR has heldout-*.txt.gz chunks;\n"
    "                 repeat it for several parts of one sample (label --part), one folder each\n"
    "  --blend W      with --labels: label = W * search score + (1 - W) * game result (default 1)\n"
    "  --with-games   with --labels: also train on every game position labelled by its game "
    "result\n"
    "                 (the labelled positions then count once with each label)\n"
    "  --label-weight K  with --labels: each labelled position counts K times (default 1), so that "
    "a\n"
    "                 partial set of labels is not drowned by --with-games' game results\n"
    "  --selfplay DIR also train on every position of the self-play games of 'verso-lab "
    "selfplay'\n"
    "                 (chunks in DIR), each labelled with its game's final result; repeat it "
    "for\n"
    "                 games of several folders (one a version of the engine)\n"
    "  --selfplay-only  with --selfplay: train on the self-play games alone (the held-out set "
    "stays\n"
    "                 WTHOR 2015)\n"
    "  --selfplay-weight K  with --selfplay: each self-play position counts K times (default 1), "
    "so\n"
    "                 that a smaller set of self-play games is not drowned by the real ones\n"
    "  --selfplay-no-opening  with --selfplay: leave out each self-play game's positions before "
    "the\n"
    "                 end of its random opening (their result depends on the random moves)\n"
    "  --selfplay-held-out DIR  also measure the error on the self-play games in DIR (chunks "
    "kept\n"
    "                 out of training; with --selfplay-no-opening, without their openings)\n"
    "  --games FILE   also train on every position of the GGF games in FILE (one a line, plain or\n"
    "                 gzip'ed, as 'verso-lab match --save-games' writes them), each labelled with\n"
    "                 its game's final result; repeat it for several files\n"
    "  --games-weight K  with --games: each of their positions counts K times (default 1)\n"
    "  --games-from-ply P  with --games: leave out each game's first P positions (default 0; 8\n"
    "                 for the random 8-ply openings of 'verso-lab match --random-openings')\n"
    "  --output FILE  write the weights (resources/eval-weights.bin is the file built into the "
    "engine)\n"
    "  --epochs N     gradient-descent passes per phase (default 120)\n"
    "  --regularisation R  L2 penalty, in positions (default 16)\n"
    "  --independent-phases  fit every phase from zero, penalised towards zero, instead of "
    "chaining\n"
    "                 them from the fullest board down (each phase starts from and is pulled "
    "towards\n"
    "                 the next one's weights, so a configuration a phase rarely shows keeps its\n"
    "                 neighbour's value rather than 0); to compare the two fits, usually with\n"
    "                 --regularisation 4\n"
    "  --neighbours D      also fit each phase on positions up to D discs outside it (default 2)\n"
    "  --stride K     train on every K-th position only (a quick trial run)\n"
    "  --no-logbook   train on the WTHOR games only\n"
    "  --embedded     do not train: measure the weights built into this binary on the held-out "
    "games\n";

struct TrainArgs {
    std::string dataDir = "../shared/data";
    std::string output;
    train::TrainOptions options;
    int stride = 1;
    bool logbook = true;
    bool embeddedOnly = false;
    std::vector<std::string> labelsDirs;
    double blend = 1.0;
    bool withGames = false;
    int labelWeight = 1;
    std::vector<std::string> selfPlayDirs;
    bool selfPlayOnly = false;
    int selfPlayWeight = 1;
    bool selfPlayOpening = true;
    std::string selfPlayHeldOutDir;
    std::vector<std::string> gameFiles;
    int gamesWeight = 1;
    int gamesFromPly = 0;
};

bool parseArgs(const Args& args, TrainArgs& out) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        const bool hasValue = i + 1 < args.size();
        if (a == "--data" && hasValue) out.dataDir = args[++i];
        else if (a == "--output" && hasValue) out.output = args[++i];
        else if (a == "--epochs" && hasValue) out.options.epochs = std::stoi(args[++i]);
        else if (a == "--regularisation" && hasValue)
            out.options.regularisation = std::stod(args[++i]);
        else if (a == "--neighbours" && hasValue) out.options.neighbourPlies = std::stoi(args[++i]);
        else if (a == "--stride" && hasValue) out.stride = std::max(1, std::stoi(args[++i]));
        else if (a == "--independent-phases") out.options.chainPhases = false;
        else if (a == "--no-logbook") out.logbook = false;
        else if (a == "--embedded") out.embeddedOnly = true;
        else if (a == "--labels" && hasValue) out.labelsDirs.push_back(args[++i]);
        else if (a == "--with-games") out.withGames = true;
        else if (a == "--selfplay" && hasValue) out.selfPlayDirs.push_back(args[++i]);
        else if (a == "--selfplay-only") out.selfPlayOnly = true;
        else if (a == "--selfplay-no-opening") out.selfPlayOpening = false;
        else if (a == "--selfplay-held-out" && hasValue) out.selfPlayHeldOutDir = args[++i];
        else if (a == "--games" && hasValue) out.gameFiles.push_back(args[++i]);
        else if ((a == "--label-weight" || a == "--selfplay-weight" || a == "--games-weight") &&
                 hasValue) {
            const auto k = parseInteger(args[++i], 1, 1000);
            if (!k) {
                std::cerr << "verso-lab train: " << a << " needs a whole number from 1 to 1000\n";
                return false;
            }
            (a == "--label-weight"      ? out.labelWeight
             : a == "--selfplay-weight" ? out.selfPlayWeight
                                        : out.gamesWeight) = static_cast<int>(*k);
        } else if (a == "--games-from-ply" && hasValue) {
            const auto p = parseInteger(args[++i], 0, 60);
            if (!p) {
                std::cerr
                    << "verso-lab train: --games-from-ply needs a whole number from 0 to 60\n";
                return false;
            }
            out.gamesFromPly = static_cast<int>(*p);
        } else if (a == "--blend" && hasValue) {
            char* end = nullptr;
            out.blend = std::strtod(args[++i].c_str(), &end);
            if (args[i].empty() || *end != '\0' || !(out.blend >= 0.0 && out.blend <= 1.0)) {
                std::cerr << "verso-lab train: --blend needs a number from 0 to 1, not '"
                          << printable(args[i]) << "'\n";
                return false;
            }
        } else return false;
    }
    if (out.selfPlayOnly && out.selfPlayDirs.empty()) {
        std::cerr << "verso-lab train: --selfplay-only needs --selfplay DIR\n";
        return false;
    }
    if ((out.selfPlayWeight > 1 || (!out.selfPlayOpening && out.selfPlayHeldOutDir.empty())) &&
        out.selfPlayDirs.empty()) {
        std::cerr << "verso-lab train: --selfplay-weight and --selfplay-no-opening need "
                     "--selfplay DIR\n";
        return false;
    }
    if ((out.gamesWeight > 1 || out.gamesFromPly > 0) && out.gameFiles.empty()) {
        std::cerr << "verso-lab train: --games-weight and --games-from-ply need --games FILE\n";
        return false;
    }
    if (out.selfPlayOnly && !out.labelsDirs.empty()) {
        std::cerr << "verso-lab train: --selfplay-only trains on the self-play games alone, "
                     "without --labels\n";
        return false;
    }
    return true;
}

// The positions of the self-play games in "dir", appended "weight" times. False after saying why.
bool readSelfPlay(const std::string& dir, int weight, bool openingPositions, bool heldOut,
                  std::vector<train::TrainingSample>& samples) {
    train::SelfPlayStats stats;
    std::string error;
    std::vector<train::TrainingSample> read;
    if (!train::readSelfPlaySamples(dir, read, stats, error, openingPositions)) {
        std::cerr << "verso-lab train: " << error << '\n';
        return false;
    }
    if (stats.chunks == 0) {
        std::cerr << "verso-lab train: no self-play chunks (selfplay-*.txt.gz) in " << dir
                  << "; make them with 'verso-lab selfplay --out " << dir << "'\n";
        return false;
    }
    std::cout << (heldOut ? "held-out self-play: " : "self-play: ") << stats.chunks << " chunks in "
              << dir << ", " << stats.games << " games, " << stats.positions << " positions";
    if (stats.settingsSeen > 1)
        std::cout << " (made with " << stats.settingsSeen << " option sets)";
    if (!openingPositions) std::cout << " from the end of their random openings";
    if (weight > 1) std::cout << ", each counted " << weight << " times";
    std::cout << '\n';
    for (int copy = 0; copy < weight; ++copy)
        samples.insert(samples.end(), read.begin(), read.end());
    return true;
}

// The positions of the GGF games in "path" from ply "fromPly", appended "weight" times. False after
// saying why.
bool readGameFile(const std::string& path, int weight, int fromPly,
                  std::vector<train::TrainingSample>& samples) {
    train::ArchiveStats stats;
    std::string error;
    std::vector<train::TrainingSample> read;
    if (!train::readGgfGames(path, fromPly, read, stats, error)) {
        std::cerr << "verso-lab train: " << error << '\n';
        return false;
    }
    std::cout << "games: " << path << ", " << stats.games << " games, " << read.size()
              << " positions";
    if (fromPly > 0) std::cout << " from ply " << fromPly;
    if (weight > 1) std::cout << ", each counted " << weight << " times";
    std::cout << ", " << stats.corruptGames << " skipped\n";
    if (!stats.firstProblem.empty()) std::cout << "  first skipped: " << stats.firstProblem << '\n';
    for (int copy = 0; copy < weight; ++copy)
        samples.insert(samples.end(), read.begin(), read.end());
    return true;
}

// The games' positions with their results: the training set (unless "withTraining" is false) and
// the held-out set.
bool readArchives(const train::DataSources& sources, bool withTraining,
                  std::vector<train::TrainingSample>& training,
                  std::vector<train::TrainingSample>& heldOut) {
    train::ArchiveStats trainingStats, heldOutStats;
    std::string error;
    for (const bool isHeldOut : {false, true}) {
        if (!isHeldOut && !withTraining) continue;
        for (const train::ArchiveFile& file : isHeldOut ? sources.heldOut : sources.training) {
            std::vector<train::TrainingSample>& samples = isHeldOut ? heldOut : training;
            train::ArchiveStats& stats = isHeldOut ? heldOutStats : trainingStats;
            const bool ok = file.logbook ? train::readLogbook(file.path, samples, stats, error)
                                         : train::readWthor(file.path, samples, stats, error);
            if (!ok) {
                std::cerr << "verso-lab train: " << error << '\n';
                return false;
            }
        }
    }
    for (const auto* s : {&trainingStats, &heldOutStats}) {
        if (s == &trainingStats && !withTraining) continue;
        std::cout << (s == &trainingStats ? "training" : "held out (WTHOR 2015)") << ": "
                  << s->games << " games, " << s->positions << " positions, " << s->corruptGames
                  << " corrupt games skipped, " << s->scoreMismatches
                  << " stored scores differ from the replay\n";
    }
    if (!trainingStats.firstProblem.empty())
        std::cout << "  first skipped: " << trainingStats.firstProblem << '\n';
    return true;
}

// The labelled positions of one set of label chunks in "dir", rebuilt from the data; "parts" holds
// the (sample, part) of the folders read before, and gains this one's. False after saying why.
bool readLabelled(const TrainArgs& a, const std::string& dir, const train::DataSources& sources,
                  bool heldOut, double blend, std::vector<train::TrainingSample>& samples,
                  std::map<std::pair<int, int>, std::string>& parts) {
    std::vector<train::LabelChunk> chunks;
    std::string error;
    if (!train::readLabelChunks(dir, heldOut, chunks, error)) {
        std::cerr << "verso-lab train: " << error << '\n';
        return false;
    }
    if (chunks.empty()) {
        if (heldOut) return true;  // held-out labels are optional
        std::cerr << "verso-lab train: no label chunks (labels-*.txt.gz) in " << dir
                  << "; make them with 'verso-lab label --out " << dir << "'\n";
        return false;
    }
    // The parts of one sample hold different positions; anything else would count positions twice.
    const std::pair<int, int> part{chunks.front().settings.sample, chunks.front().settings.part};
    if (!heldOut) {
        for (const auto& [other, otherDir] : parts) {
            if (other.first == part.first && other.second != part.second) continue;
            std::cerr << "verso-lab train: " << dir << " and " << otherDir
                      << (other == part ? " hold the same part of the same sample"
                                        : " hold samples of different sizes")
                      << ": they share positions (give one folder per part of one sample)\n";
            return false;
        }
        parts[part] = dir;
    }
    // Without the logbook, its labelled positions are left out rather than looked for.
    const std::vector<std::string> skipped = a.logbook || heldOut
                                                 ? std::vector<std::string>{}
                                                 : std::vector<std::string>{"logbook.gam.gz"};
    train::LabelledPositions labelled;
    if (!train::rebuildLabelled(chunks, heldOut ? sources.heldOut : sources.training, blend,
                                skipped, labelled, error)) {
        std::cerr << "verso-lab train: " << error << '\n';
        return false;
    }
    for (int copy = 0; copy < (heldOut ? 1 : a.labelWeight); ++copy)
        samples.insert(samples.end(), labelled.samples.begin(), labelled.samples.end());
    const train::LabelSettings& s = chunks.front().settings;
    std::set<std::uint64_t> engines;
    for (const auto& c : chunks) engines.insert(c.settings.engine);
    std::cout << (heldOut ? "held-out" : "training") << " labels: " << chunks.size()
              << " chunks in " << dir << " (depth " << s.depth << ", exact at " << s.exact
              << " empties, one position in " << s.sample;
    if (s.part) std::cout << ", part " << s.part;
    std::cout << "), " << labelled.samples.size() << " positions, " << labelled.exact
              << " of them exact";
    if (!heldOut && a.labelWeight > 1) std::cout << ", each counted " << a.labelWeight << " times";
    if (labelled.skipped) std::cout << ", " << labelled.skipped << " of the logbook left out";
    if (engines.size() > 1)
        std::cout << "; made by " << engines.size() << " versions of the engine";
    if (!heldOut)
        std::cout << "; label = " << blend << " * search + " << 1.0 - blend << " * game result";
    std::cout << '\n';
    return true;
}

void printErrors(const std::string& title, const train::ErrorReport& r) {
    std::cout << title << " mean absolute error (discs) by phase (discs on the board):\n";
    for (int p = 0; p < engine::kPhaseCount; ++p) {
        const int first = engine::phaseFirstDiscs(p), last = engine::phaseLastDiscs(p);
        std::cout << "  phase " << std::setw(2) << p << " (" << std::setw(2) << first << "-"
                  << std::setw(2) << last << " discs): " << std::fixed << std::setprecision(2)
                  << std::setw(6) << r.meanAbsoluteError[static_cast<std::size_t>(p)] << "  ("
                  << r.positions[static_cast<std::size_t>(p)] << " positions)\n";
    }
    std::cout << "  overall: " << std::fixed << std::setprecision(2) << r.overall << " over "
              << r.totalPositions << " positions\n";
}

int run(const Args& args) {
    TrainArgs a;
    if (wantsHelp(args) || !parseArgs(args, a)) {
        (wantsHelp(args) ? std::cout : std::cerr) << kUsage;
        return wantsHelp(args) ? 0 : 2;
    }
    const auto t0 = std::chrono::steady_clock::now();
    train::DataSources sources;
    std::string error;
    if (!train::findDataSources(a.dataDir, a.logbook, sources, error)) {
        std::cerr << "verso-lab train: " << error << '\n';
        return 1;
    }
    const bool fromLabels = !a.labelsDirs.empty();
    std::vector<train::TrainingSample> training, heldOut, heldOutLabelled;
    const bool withGames = (!fromLabels || a.withGames) && !a.selfPlayOnly;
    if (!readArchives(sources, withGames, training, heldOut)) return 1;
    for (const std::string& dir : a.embeddedOnly ? std::vector<std::string>{} : a.selfPlayDirs)
        if (!readSelfPlay(dir, a.selfPlayWeight, a.selfPlayOpening, false, training)) return 1;
    for (const std::string& path : a.embeddedOnly ? std::vector<std::string>{} : a.gameFiles)
        if (!readGameFile(path, a.gamesWeight, a.gamesFromPly, training)) return 1;
    std::vector<train::TrainingSample> heldOutSelfPlay;
    if (!a.selfPlayHeldOutDir.empty() &&
        !readSelfPlay(a.selfPlayHeldOutDir, 1, a.selfPlayOpening, true, heldOutSelfPlay))
        return 1;
    std::map<std::pair<int, int>, std::string> parts;
    for (const std::string& dir : a.embeddedOnly ? std::vector<std::string>{} : a.labelsDirs)
        if (!readLabelled(a, dir, sources, false, a.blend, training, parts)) return 1;
    for (const std::string& dir : a.labelsDirs)
        if (!readLabelled(a, dir, sources, true, 1.0, heldOutLabelled, parts)) return 1;
    const auto printHeldOut = [&](const engine::PatternWeights& weights, const std::string& title) {
        printErrors(title + (fromLabels ? " against the game results" : ""),
                    train::measureError(weights, heldOut));
        if (!heldOutLabelled.empty())
            printErrors(title + " against the search labels",
                        train::measureError(weights, heldOutLabelled));
        if (!heldOutSelfPlay.empty())
            printErrors(title.substr(0, title.find(" (")) + " self-play games",
                        train::measureError(weights, heldOutSelfPlay));
    };
    if (a.embeddedOnly) {
        printHeldOut(engine::PatternWeights::embedded(), "held-out (built-in weights)");
        return 0;
    }
    if (a.stride > 1) {
        std::vector<train::TrainingSample> subset;
        for (std::size_t i = 0; i < training.size(); i += static_cast<std::size_t>(a.stride))
            subset.push_back(training[i]);
        training.swap(subset);
        std::cout << "training on every " << a.stride << "th position: " << training.size()
                  << " positions\n";
    }
    a.options.log = &std::cout;
    const engine::PatternWeights weights = train::trainWeights(training, a.options);
    printHeldOut(weights, "held-out (WTHOR 2015)");
    if (!a.output.empty()) {
        const std::vector<std::uint8_t> bytes = weights.encode();
        std::ofstream out(a.output, std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char*>(bytes.data()),
                  static_cast<std::streamsize>(bytes.size()));
        if (!out.flush()) {
            std::cerr << "verso-lab train: cannot write " << a.output << '\n';
            return 1;
        }
        std::cout << "wrote " << a.output << " (" << bytes.size() << " bytes)\n";
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::cout << "total time " << std::fixed << std::setprecision(1) << seconds << " s\n";
    return 0;
}

const bool registered =
    registerCommand({"train", "learn the evaluation weights from the shared game data", run});

}  // namespace
}  // namespace verso::cli
