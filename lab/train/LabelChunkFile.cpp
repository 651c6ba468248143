// SPDX-License-Identifier: GPL-3.0-or-later
// The label chunk file format (described in SearchLabels.h): a chunk as text and back
// (formatLabelChunk; parseLabelChunk, with the strict line-by-line reader; the CRC check and gzip
// are in ChunkText.cpp), chunk files read and written (gzip'ed, written through a temporary file
// and renamed), their names and the list of one set's chunk files in a folder. What is done with
// the chunks (the sample, labelling, training from labels) is in SearchLabels.cpp.
#include <algorithm>
#include <cstdio>
#include <optional>
#include <set>
#include <string>
#include <tuple>

#include "LabelChunkInternal.h"
#include "SearchLabels.h"

namespace verso::train {

namespace {

using detail::checkedChunkBody;
using detail::crcOf;
using detail::hex;
using detail::kMaxFiles;
using detail::parseHex;
using detail::parseNumber;
using detail::parseSigned;
using detail::splitFields;
using detail::validFileName;
using detail::writeGzipFile;

constexpr std::string_view kMagic = "verso-labels 1";
// Bounds on what a chunk may claim, far above what a run makes, so that a damaged number cannot
// make a reader allocate or loop without end.
constexpr long kMaxChunkSize = 1'000'000;
constexpr long kMaxIndex = 100'000'000;
constexpr std::size_t kMaxChunkText = 64u << 20;  // a full chunk of the largest size is about 20 MB

class ChunkParser : detail::ChunkLines {
public:
    using ChunkLines::ChunkLines;

    bool parse(LabelChunk& chunk, std::string& error);

private:
    // "key VALUE" with VALUE a number in [min, max].
    bool numberLine(std::string_view key, long min, long max, long& value, std::string& error) {
        std::string_view line;
        if (!nextLine(line))
            return fail(error, "the chunk ends before its \"" + std::string(key) + "\" line");
        if (line.substr(0, key.size()) != key || line.size() <= key.size() ||
            line[key.size()] != ' ')
            return fail(error, "expected \"" + std::string(key) + " NUMBER\"");
        const auto v = parseNumber(line.substr(key.size() + 1), static_cast<std::uint64_t>(max));
        if (!v || static_cast<long>(*v) < min)
            return fail(error, std::string("\"").append(key) + "\" must be a number from " +
                                   std::to_string(min) + " to " + std::to_string(max));
        value = static_cast<long>(*v);
        return true;
    }
    bool hexLine(std::string_view key, std::uint64_t& value, std::string& error) {
        std::string_view line;
        if (!nextLine(line) || line.substr(0, key.size()) != key || line.size() <= key.size() ||
            line[key.size()] != ' ')
            return fail(error, "expected \"" + std::string(key) + " HEX\"");
        const auto v = parseHex(line.substr(key.size() + 1), 16);
        if (!v) return fail(error, "\"" + std::string(key) + "\" must be 16 lowercase hex digits");
        value = *v;
        return true;
    }
    bool record(std::string_view line, const LabelChunk& chunk, LabelRecord& r,
                std::string& error) const;
};

bool ChunkParser::record(std::string_view line, const LabelChunk& chunk, LabelRecord& r,
                         std::string& error) const {
    std::string_view f[5];
    if (!splitFields(line, f, 5))
        return fail(error, "a position must be \"FILE GAME PLY KIND LABEL\"");
    const auto file = parseNumber(f[0], chunk.files.size() - 1);
    const auto game = parseNumber(f[1], 0xffffffffULL);
    const auto ply = parseNumber(f[2], 59);
    const auto label = parseSigned(f[4], 64);
    if (!file) return fail(error, "no such file number: " + std::string(f[0]));
    if (!game || *game == 0) return fail(error, "a game number must be from 1 to 4294967295");
    if (!ply) return fail(error, "a ply must be from 0 to 59");
    if (f[3] != "e" && f[3] != "d")
        return fail(error, "a label's kind must be e (exact) or d (depth-limited search)");
    if (!label) return fail(error, "a label must be a number of discs from -64 to 64");
    r.file = static_cast<std::uint16_t>(*file);
    r.game = static_cast<std::uint32_t>(*game);
    r.ply = static_cast<std::uint8_t>(*ply);
    r.kind = f[3] == "e" ? LabelKind::Exact : LabelKind::Search;
    r.label = static_cast<std::int8_t>(*label);
    if (r.kind == LabelKind::Exact && (r.label & 1)) return fail(error, "an exact score is even");
    return true;
}

bool ChunkParser::parse(LabelChunk& chunk, std::string& error) {
    std::string_view line;
    if (!nextLine(line) || line != kMagic)
        return fail(error, "not a label chunk (expected \"" + std::string(kMagic) + "\")");
    if (!nextLine(line) || (line != "set training" && line != "set held-out"))
        return fail(error, "expected \"set training\" or \"set held-out\"");
    LabelSettings& s = chunk.settings;
    s.heldOut = line == "set held-out";
    long depth = 0, exact = 0, sample = 0, part = 0, chunkSize = 0, hash = 0, index = 0, first = 0,
         count = 0;
    if (!numberLine("depth", 1, 60, depth, error) || !numberLine("exact", 0, 60, exact, error) ||
        !numberLine("sample", 1, 1'000'000, sample, error))
        return false;
    // "part N" only for the parts after the first (so that their chunks read as before).
    if (nextLineStartsWith("part ")) {
        if (!numberLine("part", 1, 999'999, part, error)) return false;
        if (part >= sample) return fail(error, "\"part\" must be below \"sample\"");
    }
    if (!numberLine("chunk-size", 1, kMaxChunkSize, chunkSize, error) ||
        !numberLine("hash", 0, 65536, hash, error) || !hexLine("engine", s.engine, error) ||
        !numberLine("index", 0, kMaxIndex, index, error) ||
        !numberLine("first", 0, kMaxIndex * kMaxChunkSize, first, error))
        return false;
    if (first != index * chunkSize) return fail(error, "\"first\" must be index * chunk-size");
    if (!numberLine("count", 1, chunkSize, count, error) || !hexLine("boards", chunk.boards, error))
        return false;
    s.depth = static_cast<int>(depth);
    s.exact = static_cast<int>(exact);
    s.sample = static_cast<int>(sample);
    s.part = static_cast<int>(part);
    s.chunkSize = static_cast<int>(chunkSize);
    s.hashMegabytes = static_cast<int>(hash);
    chunk.index = index;
    chunk.first = first;

    std::set<std::string_view> names;
    for (;;) {
        if (!nextLine(line)) return fail(error, "the chunk ends before its \"positions\" line");
        if (line == "positions") break;
        if (line.substr(0, 5) != "file " || !validFileName(line.substr(5)))
            return fail(error,
                        "expected \"file NAME\" (a file name without spaces) or \"positions\"");
        if (!names.insert(line.substr(5)).second) return fail(error, "a file is listed twice");
        if (chunk.files.size() == kMaxFiles)
            return fail(error, "more than " + std::to_string(kMaxFiles) + " files");
        chunk.files.emplace_back(line.substr(5));
    }
    if (chunk.files.empty()) return fail(error, "no file is listed");

    chunk.records.reserve(
        static_cast<std::size_t>(std::min(count, 4096L)));  // a damaged count may be large
    while (nextLine(line)) {
        if (static_cast<long>(chunk.records.size()) == count)
            return fail(error, "more positions than \"count\" says");
        LabelRecord r;
        if (!record(line, chunk, r, error)) return false;
        if (!chunk.records.empty()) {
            const LabelRecord& p = chunk.records.back();
            if (std::tie(r.file, r.game, r.ply) <= std::tie(p.file, p.game, p.ply))
                return fail(error, "positions must be in increasing (file, game, ply) order");
        }
        chunk.records.push_back(r);
    }
    if (static_cast<long>(chunk.records.size()) != count)
        return fail(error, "the chunk has " + std::to_string(chunk.records.size()) +
                               " positions, \"count\" says " + std::to_string(count));
    return true;
}

}  // namespace

// ---- Chunk files ------------------------------------------------------------------------------

std::string formatLabelChunk(const LabelChunk& chunk) {
    const LabelSettings& s = chunk.settings;
    std::string out;
    out.reserve(200 + 16 * chunk.files.size() + 20 * chunk.records.size());
    out += std::string(kMagic) + "\n";
    out += s.heldOut ? "set held-out\n" : "set training\n";
    out += "depth " + std::to_string(s.depth) + "\nexact " + std::to_string(s.exact) + "\nsample " +
           std::to_string(s.sample) + "\n";
    if (s.part != 0) out += "part " + std::to_string(s.part) + "\n";
    out += "chunk-size " + std::to_string(s.chunkSize) + "\nhash " +
           std::to_string(s.hashMegabytes) + "\nengine " + hex(s.engine, 16) + "\n";
    out += "index " + std::to_string(chunk.index) + "\nfirst " + std::to_string(chunk.first) +
           "\ncount " + std::to_string(chunk.records.size()) + "\nboards " + hex(chunk.boards, 16) +
           "\n";
    for (const std::string& name : chunk.files) out += "file " + name + "\n";
    out += "positions\n";
    char line[64];
    for (const LabelRecord& r : chunk.records) {
        std::snprintf(line, sizeof line, "%u %u %u %c %d\n", unsigned{r.file}, unsigned{r.game},
                      unsigned{r.ply}, static_cast<char>(r.kind), int{r.label});
        out += line;
    }
    out += "end " + hex(crcOf(out), 8) + "\n";
    return out;
}

bool parseLabelChunk(std::string_view bytes, LabelChunk& chunk, std::string& error) {
    chunk = LabelChunk{};
    std::string inflated;
    std::string_view body;
    if (!checkedChunkBody(bytes, kMaxChunkText, inflated, body, error)) return false;
    return ChunkParser(body).parse(chunk, error);
}

bool readLabelChunkFile(const std::string& path, LabelChunk& chunk, std::string& error) {
    const auto parse = [&chunk](std::string_view bytes, std::string& why) {
        return parseLabelChunk(bytes, chunk, why);
    };
    return detail::readChunkFile(path, "label chunk", "label its positions", parse, error);
}

bool writeLabelChunkFile(const std::string& path, const LabelChunk& chunk, std::string& error) {
    return writeGzipFile(path, formatLabelChunk(chunk), error);
}

std::string labelChunkFileName(bool heldOut, long index) {
    char name[64];
    std::snprintf(name, sizeof name, "%s-%04ld.txt.gz", heldOut ? "heldout" : "labels", index);
    return name;
}

std::vector<ChunkFileEntry> listLabelChunkFiles(const std::string& dir, bool heldOut) {
    return detail::listChunkFiles(
        dir, heldOut ? "heldout-" : "labels-", kMaxIndex,
        [heldOut](long index) { return labelChunkFileName(heldOut, index); });
}

}  // namespace verso::train
