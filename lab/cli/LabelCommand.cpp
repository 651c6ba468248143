// SPDX-License-Identifier: GPL-3.0-or-later
// verso-lab label: labels a deterministic sample of the training games' positions with the engine's
// own scores (exact solves near the end, fixed-depth searches elsewhere) for "verso-lab train
// --labels". Hours of work on a small machine, so it is done in chunks, each written as its own
// file when finished; a later run checks the chunks there and labels only the missing ones.
#include <chrono>
#include <cstdlib>
#include <iomanip>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>

#include "Arguments.h"
#include "Command.h"
#include "LongCommand.h"
#include "core/Printable.h"
#include "train/GameArchive.h"
#include "train/SearchLabels.h"

namespace verso::cli {
namespace {

constexpr const char* kUsage =
    "Usage: verso-lab label --out DIR [--data DIR] [--depth D] [--exact E] [--sample K] [--part "
    "P]\n"
    "                       [--chunk N] [--hash MB] [--threads T] [--exact-from DIR] [--seconds "
    "S]\n"
    "                       [--held-out] [--any-engine]\n"
    "Labels about one position in K of every game of DIR/wthor/*.wtb (2015 held out) and\n"
    "DIR/logbook/logbook.gam.gz (DIR defaults to ../shared/data) with the score of a search for "
    "the\n"
    "side to move, for 'verso-lab train --labels'. Positions equal under a symmetry are labelled "
    "once.\n"
    "  --out DIR     the folder of the label chunks (labels-0000.txt.gz, ...); chunks already "
    "there\n"
    "                are checked and kept, the missing ones labelled\n"
    "  --depth D     midgame search depth (default 8)\n"
    "  --exact E     solve exactly at or below E empties (default 20)\n"
    "  --sample K    keep about one position in K of each game, by a fixed hash (default 6)\n"
    "  --part P      label instead part P (1 to K - 1) of the K disjoint samples of one in K, "
    "without\n"
    "                the positions of parts 0 to P - 1: more positions of the same games, for a "
    "folder\n"
    "                of their own (default 0; training games only)\n"
    "  --chunk N     positions per chunk file (default 20000)\n"
    "  --hash MB     the search's table, cleared before each position (default 16)\n"
    "  --threads T   label T positions at a time, each with its own table (default 1); the\n"
    "                labels are the same whatever T\n"
    "  --exact-from DIR  take the exact labels of the positions this run would solve from the\n"
    "                chunks in DIR (the same data, --sample, --part and --chunk; any depth or\n"
    "                engine)\n"
    "  --seconds S   stop cleanly after S seconds (the unfinished chunk is dropped); Ctrl-C too\n"
    "  --held-out    label the held-out games (WTHOR 2015) instead, into heldout-*.txt.gz\n"
    "  --any-engine  add to chunks made by an engine whose midgame search differs from this one's\n"
    "Exit status: 0 when every chunk is done, 3 when stopped before (run the same command again "
    "to\n"
    "go on), 1 on an error (a damaged chunk, chunks made with other options), 2 on bad usage.\n";

struct LabelArgs {
    std::string dataDir = "../shared/data";
    std::string outDir;
    train::LabelSettings settings;
    std::optional<double> seconds;
    train::LabelRunOptions run;
};

bool parseArgs(const Args& args, LabelArgs& out) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        const bool hasValue = i + 1 < args.size();
        const auto number = [&](long long min, long long max, int& into) {
            return takeInteger(args, i, "label", min, max, into);
        };
        if (a == "--data" && hasValue) out.dataDir = args[++i];
        else if (a == "--out" && hasValue) out.outDir = args[++i];
        else if (a == "--depth" && hasValue) {
            if (!number(1, 60, out.settings.depth)) return false;
        } else if (a == "--exact" && hasValue) {
            if (!number(0, 60, out.settings.exact)) return false;
        } else if (a == "--sample" && hasValue) {
            if (!number(1, 1'000'000, out.settings.sample)) return false;
        } else if (a == "--part" && hasValue) {
            if (!number(0, 999'999, out.settings.part)) return false;
        } else if (a == "--chunk" && hasValue) {
            if (!number(1, 1'000'000, out.settings.chunkSize)) return false;
        } else if (a == "--hash" && hasValue) {
            if (!number(1, 65536, out.settings.hashMegabytes)) return false;
        } else if (a == "--seconds" && hasValue) {
            if (!takeSeconds(args, i, "label", out.seconds)) return false;
        } else if (a == "--held-out") out.settings.heldOut = true;
        else if (a == "--any-engine") out.run.acceptOtherEngines = true;
        else if (a == "--threads" && hasValue) {
            if (!number(1, 256, out.run.threads)) return false;
        } else if (a == "--exact-from" && hasValue) out.run.exactFrom = args[++i];
        else {
            std::cerr << "verso-lab label: unexpected argument '" << printable(a) << "'\n";
            return false;
        }
    }
    if (out.outDir.empty()) {
        std::cerr << "verso-lab label: --out DIR is needed (the folder of the label chunks)\n";
        return false;
    }
    if (out.settings.part >= out.settings.sample) {
        std::cerr << "verso-lab label: --part must be below --sample (parts 0 to "
                  << out.settings.sample - 1 << ")\n";
        return false;
    }
    if (out.settings.part != 0 && out.settings.heldOut) {
        std::cerr << "verso-lab label: --part is for the training games; the held-out games are "
                     "measured on part 0\n";
        return false;
    }
    return true;
}

std::string duration(double seconds) {
    std::ostringstream out;
    const long s = static_cast<long>(seconds + 0.5);
    if (s >= 3600)
        out << s / 3600 << " h " << std::setw(2) << std::setfill('0') << (s % 3600) / 60 << " min";
    else if (s >= 60)
        out << s / 60 << " min " << std::setw(2) << std::setfill('0') << s % 60 << " s";
    else out << s << " s";
    return out.str();
}

// The seconds left: each kind of position left at this run's time per position of that kind
// (scaled to the wall clock, which counts the threads), or at the overall rate while a kind that
// is left has not been seen yet. Exact labels taken from another folder cost nothing.
double secondsLeft(const train::LabelProgress& p, double rate) {
    const long searched = p.doneThisRun - p.exactThisRun - p.reusedThisRun;
    const double searchTime = p.exactSeconds + p.searchSeconds;
    if ((p.exactLeft > 0 && p.exactThisRun == 0) || (p.searchLeft > 0 && searched == 0) ||
        searchTime <= 0)
        return static_cast<double>(p.exactLeft + p.searchLeft) / rate;
    const auto left = [](long count, double seconds, long seen) {
        return count > 0 ? static_cast<double>(count) * seconds / static_cast<double>(seen) : 0.0;
    };
    return p.seconds / searchTime *
           (left(p.exactLeft, p.exactSeconds, p.exactThisRun) +
            left(p.searchLeft, p.searchSeconds, searched));
}

void printProgress(const train::LabelProgress& p) {
    const double rate = p.seconds > 0 ? static_cast<double>(p.doneThisRun) / p.seconds : 0.0;
    std::cout << "labelled " << p.done << " / " << p.total << " positions (" << std::fixed
              << std::setprecision(1)
              << (p.total ? 100.0 * static_cast<double>(p.done) / static_cast<double>(p.total)
                          : 100.0)
              << "%), chunks " << p.chunksDone << " / " << p.chunks << ", " << std::setprecision(1)
              << rate << " positions/s";
    if (rate > 0) std::cout << ", about " << duration(secondsLeft(p, rate)) << " left";
    std::cout << std::endl;
}

int label(LabelArgs& a) {
    train::DataSources sources;
    std::string error;
    if (!train::findDataSources(a.dataDir, true, sources, error)) {
        std::cerr << "verso-lab label: " << error << '\n';
        return 1;
    }
    const auto& files = a.settings.heldOut ? sources.heldOut : sources.training;
    if (files.empty()) {
        std::cerr << "verso-lab label: no held-out games (wthor/WTH_2015.wtb) in " << a.dataDir
                  << '\n';
        return 1;
    }
    train::PositionSample sample;
    if (!train::collectSample(files, a.settings.sample, a.settings.part, sample, error)) {
        std::cerr << "verso-lab label: " << error << '\n';
        return 1;
    }
    std::cout << (a.settings.heldOut ? "held-out" : "training") << " sample"
              << (a.settings.part ? " part " + std::to_string(a.settings.part) : "") << ": "
              << sample.positions.size() << " positions to label (one in " << a.settings.sample
              << " of " << sample.stats.positions << " positions of " << sample.stats.games
              << " games kept " << sample.kept << ", " << sample.duplicates
              << " of them equal under a symmetry to an earlier one"
              << (a.settings.part ? " or one of an earlier part" : "") << ")\n";
    if (sample.stats.corruptGames)
        std::cout << "  " << sample.stats.corruptGames
                  << " corrupt games skipped, the first: " << sample.stats.firstProblem << '\n';

    train::LabelRunResult result;
    long lastDone = -1;
    auto lastPrint = std::chrono::steady_clock::now();
    train::LabelProgress last;
    const auto search = [&](std::string& problem) {
        a.settings.engine = train::engineFingerprint();
        const auto progress = [&](const train::LabelProgress& p) {
            last = p;
            const auto now = std::chrono::steady_clock::now();
            if (lastDone < 0) {
                std::cout << p.chunks << " chunks of up to " << a.settings.chunkSize
                          << " positions; " << p.chunksDone << " already done (" << p.done
                          << " positions), in " << a.outDir << std::endl;
            } else if (!p.written.empty()) {
                std::cout << "wrote " << p.written << std::endl;
                printProgress(p);
            } else if (now - lastPrint < std::chrono::seconds(15)) {
                return;
            } else {
                printProgress(p);
            }
            lastPrint = now;
            lastDone = p.done;
        };
        return train::labelSample(sample, a.settings, a.run, a.outDir, &stopRequested, progress,
                                  result, problem);
    };
    if (const int status = searchWithHashTable("label", a.settings.hashMegabytes, search))
        return status;
    if (last.doneThisRun > 0) {
        const long searched = last.doneThisRun - last.exactThisRun - last.reusedThisRun;
        std::cout << "this run: " << last.doneThisRun << " positions in " << std::fixed
                  << std::setprecision(1) << last.seconds << " s, "
                  << static_cast<double>(last.doneThisRun) / last.seconds << " positions/s; "
                  << last.exactThisRun << " solved exactly ("
                  << (last.exactThisRun
                          ? 1000.0 * last.exactSeconds / static_cast<double>(last.exactThisRun)
                          : 0.0)
                  << " ms each), " << searched << " by the depth-" << a.settings.depth
                  << " search ("
                  << (searched > 0 ? 1000.0 * last.searchSeconds / static_cast<double>(searched)
                                   : 0.0)
                  << " ms each)";
        if (last.reusedThisRun > 0)
            std::cout << ", " << last.reusedThisRun << " exact labels taken from "
                      << a.run.exactFrom;
        std::cout << '\n';
    }
    if (result.stopped) {
        std::cout << "stopped: " << result.chunksFound + result.chunksWritten << " of "
                  << result.chunks << " chunks done (" << result.chunksWritten
                  << " in this run; the " << result.dropped
                  << " positions of the unfinished chunk are dropped); run the same command again "
                     "to go on\n";
        return 3;
    }
    std::cout << "done: all " << result.chunks << " chunks (" << result.total << " positions) in "
              << a.outDir << '\n';
    return 0;
}

int run(const Args& args) {
    LabelArgs a;
    return runLongCommand(args, kUsage, a, parseArgs, label);
}

const bool registered = registerCommand(
    {"label", "label sample positions of the games with search scores (for train)", run});

}  // namespace
}  // namespace verso::cli
