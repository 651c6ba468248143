// verso-cli train: learns the pattern evaluation's weights from the real games in the shared data
// (WTHOR 1977-2014 and Logistello's logbook), holds out the WTHOR 2015 games and prints the mean
// absolute error on them by game phase, and writes the compact weights file.
#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>

#include "Command.h"
#include "train/GameArchive.h"
#include "train/PatternTrainer.h"

namespace verso::cli {
namespace {

namespace fs = std::filesystem;

constexpr const char* kUsage =
    "Usage: verso-cli train [--data DIR] [--output FILE] [--epochs N] [--stride K] [--no-logbook]\n"
    "                       [--regularisation R] [--neighbours D] [--embedded]\n"
    "Learns the evaluation weights from DIR/wthor/*.wtb (2015 held out) and DIR/logbook/logbook.gam.gz\n"
    "(DIR defaults to ../shared/data) and prints the held-out mean absolute error by phase.\n"
    "  --output FILE  write the weights (resources/eval-weights.bin is the file built into the engine)\n"
    "  --epochs N     gradient-descent passes per phase (default 120)\n"
    "  --regularisation R  L2 penalty, in positions (default 4)\n"
    "  --neighbours D      also fit each phase on positions up to D discs outside it (default 2)\n"
    "  --stride K     train on every K-th position only (a quick trial run)\n"
    "  --no-logbook   train on the WTHOR games only\n"
    "  --embedded     do not train: measure the weights built into this binary on the held-out games\n";

struct TrainArgs {
    std::string dataDir = "../shared/data";
    std::string output;
    train::TrainOptions options;
    int stride = 1;
    bool logbook = true;
    bool embeddedOnly = false;
};

bool parseArgs(const Args& args, TrainArgs& out) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        const bool hasValue = i + 1 < args.size();
        if (a == "--data" && hasValue) out.dataDir = args[++i];
        else if (a == "--output" && hasValue) out.output = args[++i];
        else if (a == "--epochs" && hasValue) out.options.epochs = std::stoi(args[++i]);
        else if (a == "--regularisation" && hasValue) out.options.regularisation = std::stod(args[++i]);
        else if (a == "--neighbours" && hasValue) out.options.neighbourPlies = std::stoi(args[++i]);
        else if (a == "--stride" && hasValue) out.stride = std::max(1, std::stoi(args[++i]));
        else if (a == "--no-logbook") out.logbook = false;
        else if (a == "--embedded") out.embeddedOnly = true;
        else return false;
    }
    return true;
}

bool readArchives(const TrainArgs& a, std::vector<train::TrainingSample>& training,
                  std::vector<train::TrainingSample>& heldOut) {
    std::vector<fs::path> wthorFiles;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(fs::path(a.dataDir) / "wthor", ec))
        if (entry.path().extension() == ".wtb") wthorFiles.push_back(entry.path());
    if (ec || wthorFiles.empty()) {
        std::cerr << "verso-cli train: no WTHOR files in " << (fs::path(a.dataDir) / "wthor") << '\n';
        return false;
    }
    std::sort(wthorFiles.begin(), wthorFiles.end());
    train::ArchiveStats trainingStats, heldOutStats;
    std::string error;
    for (const auto& path : wthorFiles) {
        const bool isHeldOut = path.filename() == "WTH_2015.wtb";
        if (!train::readWthor(path.string(), isHeldOut ? heldOut : training, isHeldOut ? heldOutStats : trainingStats, error)) {
            std::cerr << "verso-cli train: " << error << '\n';
            return false;
        }
    }
    const fs::path logbook = fs::path(a.dataDir) / "logbook" / "logbook.gam.gz";
    if (a.logbook && !train::readLogbook(logbook.string(), training, trainingStats, error)) {
        std::cerr << "verso-cli train: " << error << '\n';
        return false;
    }
    for (const auto* s : {&trainingStats, &heldOutStats})
        std::cout << (s == &trainingStats ? "training" : "held out (WTHOR 2015)") << ": " << s->games
                  << " games, " << s->positions << " positions, " << s->corruptGames
                  << " corrupt games skipped, " << s->scoreMismatches << " stored scores differ from the replay\n";
    if (!trainingStats.firstProblem.empty()) std::cout << "  first skipped: " << trainingStats.firstProblem << '\n';
    return true;
}

void printErrors(const char* title, const train::ErrorReport& r) {
    std::cout << title << " mean absolute error (discs) by phase (discs on the board):\n";
    for (int p = 0; p < engine::kPhaseCount; ++p) {
        const int first = 4 + 4 * p, last = p == engine::kPhaseCount - 1 ? 64 : first + 3;
        std::cout << "  phase " << std::setw(2) << p << " (" << std::setw(2) << first << "-" << std::setw(2) << last
                  << " discs): " << std::fixed << std::setprecision(2) << std::setw(6)
                  << r.meanAbsoluteError[static_cast<std::size_t>(p)] << "  (" << r.positions[static_cast<std::size_t>(p)]
                  << " positions)\n";
    }
    std::cout << "  overall: " << std::fixed << std::setprecision(2) << r.overall << " over " << r.totalPositions
              << " positions\n";
}

int run(const Args& args) {
    TrainArgs a;
    if (wantsHelp(args) || !parseArgs(args, a)) {
        (wantsHelp(args) ? std::cout : std::cerr) << kUsage;
        return wantsHelp(args) ? 0 : 2;
    }
    const auto t0 = std::chrono::steady_clock::now();
    std::vector<train::TrainingSample> training, heldOut;
    if (!readArchives(a, training, heldOut)) return 1;
    if (a.embeddedOnly) {
        printErrors("held-out (built-in weights)", train::measureError(engine::PatternWeights::embedded(), heldOut));
        return 0;
    }
    if (a.stride > 1) {
        std::vector<train::TrainingSample> subset;
        for (std::size_t i = 0; i < training.size(); i += static_cast<std::size_t>(a.stride)) subset.push_back(training[i]);
        training.swap(subset);
        std::cout << "training on every " << a.stride << "th position: " << training.size() << " positions\n";
    }
    a.options.log = &std::cout;
    const engine::PatternWeights weights = train::trainWeights(training, a.options);
    printErrors("held-out (WTHOR 2015)", train::measureError(weights, heldOut));
    if (!a.output.empty()) {
        const std::vector<std::uint8_t> bytes = weights.encode();
        std::ofstream out(a.output, std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
        if (!out.flush()) {
            std::cerr << "verso-cli train: cannot write " << a.output << '\n';
            return 1;
        }
        std::cout << "wrote " << a.output << " (" << bytes.size() << " bytes)\n";
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::cout << "total time " << std::fixed << std::setprecision(1) << seconds << " s\n";
    return 0;
}

const bool registered = registerCommand({"train", "learn the evaluation weights from the shared game data", run});

}  // namespace
}  // namespace verso::cli
