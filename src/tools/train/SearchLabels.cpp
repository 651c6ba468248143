#include "SearchLabels.h"

#include <zlib.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <set>
#include <tuple>
#include <unordered_map>
#include <unordered_set>

#include "core/BoardSymmetry.h"
#include "engine/Search.h"

namespace verso::train {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kMagic = "verso-labels 1";
// Bounds on what a chunk may claim, far above what a run makes, so that a damaged number cannot
// make a reader allocate or loop without end.
constexpr long kMaxChunkSize = 1'000'000;
constexpr long kMaxIndex = 100'000'000;
constexpr std::size_t kMaxFiles = 4096;
constexpr std::size_t kMaxFileName = 255;
constexpr std::size_t kMaxChunkText = 64u << 20;  // a full chunk of the largest size is about 20 MB

// A 64-bit mixer (splitmix64's finaliser): every input bit moves every output bit.
std::uint64_t mix(std::uint64_t x) {
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

std::uint64_t nameHash(std::string_view name) {
    std::uint64_t h = 0xcbf29ce484222325ULL;  // FNV-1a
    for (const char c : name) {
        h ^= static_cast<unsigned char>(c);
        h *= 0x100000001b3ULL;
    }
    return h;
}

std::string hex(std::uint64_t value, int digits) {
    std::string out(static_cast<std::size_t>(digits), '0');
    for (int i = digits - 1; i >= 0; --i, value >>= 4) out[static_cast<std::size_t>(i)] = "0123456789abcdef"[value & 15];
    return out;
}

std::uint32_t crcOf(std::string_view text) {
    uLong crc = crc32(0L, Z_NULL, 0);
    // zlib takes a 32-bit length: feed large texts in pieces.
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t n = std::min<std::size_t>(text.size() - at, 1u << 30);
        crc = crc32(crc, reinterpret_cast<const Bytef*>(text.data() + at), static_cast<uInt>(n));
        at += n;
    }
    return static_cast<std::uint32_t>(crc);
}

// ---- Reading a chunk's text ---------------------------------------------------------------

// A whole number in its shortest decimal form ("0", "17"; not "017", "+1", " 1") up to "max".
std::optional<std::uint64_t> parseNumber(std::string_view text, std::uint64_t max) {
    if (text.empty() || text.size() > 19 || (text.size() > 1 && text[0] == '0')) return std::nullopt;
    std::uint64_t value = 0;
    for (const char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        value = value * 10 + static_cast<std::uint64_t>(c - '0');
    }
    if (value > max) return std::nullopt;
    return value;
}

// The same with an optional minus sign ("-4"; not "-0").
std::optional<long> parseSigned(std::string_view text, long max) {
    const bool negative = !text.empty() && text[0] == '-';
    const auto magnitude = parseNumber(negative ? text.substr(1) : text, static_cast<std::uint64_t>(max));
    if (!magnitude || (negative && *magnitude == 0)) return std::nullopt;
    return negative ? -static_cast<long>(*magnitude) : static_cast<long>(*magnitude);
}

std::optional<std::uint64_t> parseHex(std::string_view text, std::size_t digits) {
    if (text.size() != digits) return std::nullopt;
    std::uint64_t value = 0;
    for (const char c : text) {
        int v = -1;
        if (c >= '0' && c <= '9') v = c - '0';
        else if (c >= 'a' && c <= 'f') v = c - 'a' + 10;
        if (v < 0) return std::nullopt;
        value = value << 4 | static_cast<std::uint64_t>(v);
    }
    return value;
}

bool validFileName(std::string_view name) {
    if (name.empty() || name.size() > kMaxFileName || name == "." || name == "..") return false;
    return std::all_of(name.begin(), name.end(), [](char c) { return c > ' ' && c < 0x7f && c != '/' && c != '\\'; });
}

// Splits "text" at single spaces into exactly "count" non-empty fields.
bool splitFields(std::string_view text, std::string_view* fields, int count) {
    for (int i = 0; i < count; ++i) {
        const std::size_t space = i + 1 < count ? text.find(' ') : std::string_view::npos;
        if ((i + 1 < count) != (space != std::string_view::npos)) return false;
        fields[i] = text.substr(0, space);
        if (fields[i].empty() || fields[i].find(' ') != std::string_view::npos) return false;
        if (space != std::string_view::npos) text.remove_prefix(space + 1);
    }
    return true;
}

class ChunkParser {
public:
    explicit ChunkParser(std::string_view body) : rest_(body) {}

    bool parse(LabelChunk& chunk, std::string& error);

private:
    bool nextLine(std::string_view& line) {
        if (rest_.empty()) return false;
        const std::size_t end = rest_.find('\n');  // the body ends with one (the end line follows)
        line = rest_.substr(0, end);
        rest_.remove_prefix(end + 1);
        ++lineNumber_;
        return true;
    }
    bool fail(std::string& error, const std::string& what) const {
        error = "line " + std::to_string(lineNumber_) + ": " + what;
        return false;
    }
    // "key VALUE" with VALUE a number in [min, max].
    bool numberLine(std::string_view key, long min, long max, long& value, std::string& error) {
        std::string_view line;
        if (!nextLine(line)) return fail(error, "the chunk ends before its \"" + std::string(key) + "\" line");
        if (line.substr(0, key.size()) != key || line.size() <= key.size() || line[key.size()] != ' ')
            return fail(error, "expected \"" + std::string(key) + " NUMBER\"");
        const auto v = parseNumber(line.substr(key.size() + 1), static_cast<std::uint64_t>(max));
        if (!v || static_cast<long>(*v) < min)
            return fail(error, "\"" + std::string(key) + "\" must be a number from " + std::to_string(min) + " to " +
                                   std::to_string(max));
        value = static_cast<long>(*v);
        return true;
    }
    bool hexLine(std::string_view key, std::uint64_t& value, std::string& error) {
        std::string_view line;
        if (!nextLine(line) || line.substr(0, key.size()) != key || line.size() <= key.size() || line[key.size()] != ' ')
            return fail(error, "expected \"" + std::string(key) + " HEX\"");
        const auto v = parseHex(line.substr(key.size() + 1), 16);
        if (!v) return fail(error, "\"" + std::string(key) + "\" must be 16 lowercase hex digits");
        value = *v;
        return true;
    }
    bool record(std::string_view line, const LabelChunk& chunk, LabelRecord& r, std::string& error) const;

    std::string_view rest_;
    long lineNumber_ = 0;
};

bool ChunkParser::record(std::string_view line, const LabelChunk& chunk, LabelRecord& r, std::string& error) const {
    std::string_view f[5];
    if (!splitFields(line, f, 5)) return fail(error, "a position must be \"FILE GAME PLY KIND LABEL\"");
    const auto file = parseNumber(f[0], chunk.files.size() - 1);
    const auto game = parseNumber(f[1], 0xffffffffULL);
    const auto ply = parseNumber(f[2], 59);
    const auto label = parseSigned(f[4], 64);
    if (!file) return fail(error, "no such file number: " + std::string(f[0]));
    if (!game || *game == 0) return fail(error, "a game number must be from 1 to 4294967295");
    if (!ply) return fail(error, "a ply must be from 0 to 59");
    if (f[3] != "e" && f[3] != "d") return fail(error, "a label's kind must be e (exact) or d (depth-limited search)");
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
    if (!nextLine(line) || line != kMagic) return fail(error, "not a label chunk (expected \"" + std::string(kMagic) + "\")");
    if (!nextLine(line) || (line != "set training" && line != "set held-out"))
        return fail(error, "expected \"set training\" or \"set held-out\"");
    LabelSettings& s = chunk.settings;
    s.heldOut = line == "set held-out";
    long depth = 0, exact = 0, sample = 0, chunkSize = 0, hash = 0, index = 0, first = 0, count = 0;
    if (!numberLine("depth", 1, 60, depth, error) || !numberLine("exact", 0, 60, exact, error) ||
        !numberLine("sample", 1, 1'000'000, sample, error) || !numberLine("chunk-size", 1, kMaxChunkSize, chunkSize, error) ||
        !numberLine("hash", 0, 65536, hash, error) || !hexLine("engine", s.engine, error) ||
        !numberLine("index", 0, kMaxIndex, index, error) ||
        !numberLine("first", 0, kMaxIndex * kMaxChunkSize, first, error))
        return false;
    if (first != index * chunkSize) return fail(error, "\"first\" must be index * chunk-size");
    if (!numberLine("count", 1, chunkSize, count, error) || !hexLine("boards", chunk.boards, error)) return false;
    s.depth = static_cast<int>(depth);
    s.exact = static_cast<int>(exact);
    s.sample = static_cast<int>(sample);
    s.chunkSize = static_cast<int>(chunkSize);
    s.hashMegabytes = static_cast<int>(hash);
    chunk.index = index;
    chunk.first = first;

    std::set<std::string_view> names;
    for (;;) {
        if (!nextLine(line)) return fail(error, "the chunk ends before its \"positions\" line");
        if (line == "positions") break;
        if (line.substr(0, 5) != "file " || !validFileName(line.substr(5)))
            return fail(error, "expected \"file NAME\" (a file name without spaces) or \"positions\"");
        if (!names.insert(line.substr(5)).second) return fail(error, "a file is listed twice");
        if (chunk.files.size() == kMaxFiles) return fail(error, "more than " + std::to_string(kMaxFiles) + " files");
        chunk.files.emplace_back(line.substr(5));
    }
    if (chunk.files.empty()) return fail(error, "no file is listed");

    chunk.records.reserve(static_cast<std::size_t>(std::min(count, 4096L)));  // a damaged count may be large
    while (nextLine(line)) {
        if (static_cast<long>(chunk.records.size()) == count) return fail(error, "more positions than \"count\" says");
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
        return fail(error, "the chunk has " + std::to_string(chunk.records.size()) + " positions, \"count\" says " +
                               std::to_string(count));
    return true;
}

// Inflates gzip'ed bytes, refusing more than kMaxChunkText.
bool gunzip(std::string_view bytes, std::string& text, std::string& error) {
    z_stream zs{};
    if (inflateInit2(&zs, 16 + MAX_WBITS) != Z_OK) {
        error = "cannot start decompressing";
        return false;
    }
    zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
    zs.avail_in = static_cast<uInt>(std::min<std::size_t>(bytes.size(), 0xffffffffu));
    char buffer[1 << 15];
    int status = Z_OK;
    while (status == Z_OK) {
        zs.next_out = reinterpret_cast<Bytef*>(buffer);
        zs.avail_out = sizeof buffer;
        status = inflate(&zs, Z_NO_FLUSH);
        text.append(buffer, sizeof buffer - zs.avail_out);
        if (text.size() > kMaxChunkText) {
            inflateEnd(&zs);
            error = "it decompresses to more than " + std::to_string(kMaxChunkText >> 20) + " MB";
            return false;
        }
    }
    const bool trailing = zs.avail_in != 0 || bytes.size() > 0xffffffffu;
    const std::string message = zs.msg ? zs.msg : "";
    inflateEnd(&zs);
    if (status == Z_STREAM_END && !trailing) return true;
    if (status == Z_STREAM_END) error = "bytes follow the end of the compressed data";
    else if (status == Z_BUF_ERROR) error = "the compressed data ends early (the file is truncated)";
    else error = "the compressed data is damaged" + (message.empty() ? "" : " (" + message + ")");
    return false;
}

std::string settingsMismatch(const LabelSettings& found, const LabelSettings& wanted) {
    std::string out;
    const auto add = [&out](const std::string& what) { out += (out.empty() ? "" : ", ") + what; };
    const auto option = [&](const char* name, int a, int b) {
        if (a != b) add(std::string(name) + " " + std::to_string(a) + " (now " + std::to_string(b) + ")");
    };
    if (found.heldOut != wanted.heldOut) add(found.heldOut ? "the held-out set" : "the training set");
    option("--depth", found.depth, wanted.depth);
    option("--exact", found.exact, wanted.exact);
    option("--sample", found.sample, wanted.sample);
    option("--chunk", found.chunkSize, wanted.chunkSize);
    option("--hash", found.hashMegabytes, wanted.hashMegabytes);
    if (found.engine != wanted.engine)
        add("an engine whose midgame search differs from this one's (fingerprint " + hex(found.engine, 16) + ", now " +
            hex(wanted.engine, 16) + ")");
    return out;
}

bool sameOptions(const LabelSettings& a, const LabelSettings& b) {
    LabelSettings c = a;
    c.engine = b.engine;
    return c == b;
}

// The smallest image of the position under the 8 symmetries, as (player, opponent).
std::pair<Bitboard, Bitboard> canonical(Bitboard player, Bitboard opponent) {
    std::pair<Bitboard, Bitboard> best{player, opponent};
    for (int s = 1; s < 8; ++s) best = std::min(best, {applySymmetry(player, s), applySymmetry(opponent, s)});
    return best;
}

struct PairHash {
    std::size_t operator()(const std::pair<Bitboard, Bitboard>& p) const {
        return static_cast<std::size_t>(mix(p.first ^ mix(p.second)));
    }
};

}  // namespace

// ---- Chunk files ------------------------------------------------------------------------------

std::string formatLabelChunk(const LabelChunk& chunk) {
    const LabelSettings& s = chunk.settings;
    std::string out;
    out.reserve(200 + 16 * chunk.files.size() + 20 * chunk.records.size());
    out += std::string(kMagic) + "\n";
    out += s.heldOut ? "set held-out\n" : "set training\n";
    out += "depth " + std::to_string(s.depth) + "\nexact " + std::to_string(s.exact) + "\nsample " +
           std::to_string(s.sample) + "\nchunk-size " + std::to_string(s.chunkSize) + "\nhash " +
           std::to_string(s.hashMegabytes) + "\nengine " + hex(s.engine, 16) + "\n";
    out += "index " + std::to_string(chunk.index) + "\nfirst " + std::to_string(chunk.first) + "\ncount " +
           std::to_string(chunk.records.size()) + "\nboards " + hex(chunk.boards, 16) + "\n";
    for (const std::string& name : chunk.files) out += "file " + name + "\n";
    out += "positions\n";
    char line[64];
    for (const LabelRecord& r : chunk.records) {
        std::snprintf(line, sizeof line, "%u %u %u %c %d\n", unsigned{r.file}, unsigned{r.game}, unsigned{r.ply},
                      static_cast<char>(r.kind), int{r.label});
        out += line;
    }
    out += "end " + hex(crcOf(out), 8) + "\n";
    return out;
}

bool parseLabelChunk(std::string_view bytes, LabelChunk& chunk, std::string& error) {
    chunk = LabelChunk{};
    std::string inflated;
    if (bytes.size() >= 2 && static_cast<unsigned char>(bytes[0]) == 0x1f && static_cast<unsigned char>(bytes[1]) == 0x8b) {
        if (!gunzip(bytes, inflated, error)) return false;
        bytes = inflated;
    }
    if (bytes.size() > kMaxChunkText) {
        error = "larger than any chunk";
        return false;
    }
    // The last line, "end CRC", vouches for everything before it: a cut or altered file fails here.
    if (bytes.empty() || bytes.back() != '\n') {
        error = "it does not end with a complete line (the file is truncated)";
        return false;
    }
    const std::size_t lastStart = bytes.find_last_of('\n', bytes.size() - 2) + 1;  // npos + 1 == 0
    const std::string_view last = bytes.substr(lastStart, bytes.size() - 1 - lastStart);
    const auto stated = last.substr(0, 4) == "end " ? parseHex(last.substr(4), 8) : std::nullopt;
    if (!stated) {
        error = "its last line is not \"end CRC\" (the file is truncated or not a chunk)";
        return false;
    }
    const std::string_view body = bytes.substr(0, lastStart);
    if (*stated != crcOf(body)) {
        error = "its checksum does not match its content (the file is damaged)";
        return false;
    }
    return ChunkParser(body).parse(chunk, error);
}

bool readLabelChunkFile(const std::string& path, LabelChunk& chunk, std::string& error) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = "cannot open label chunk " + path;
        return false;
    }
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (in.bad()) {
        error = "cannot read label chunk " + path;
        return false;
    }
    std::string why;
    if (!parseLabelChunk(bytes, chunk, why)) {
        error = "label chunk " + path + " is damaged or not a label chunk: " + why +
                ". It is not used; delete it to label its positions again.";
        return false;
    }
    return true;
}

bool writeLabelChunkFile(const std::string& path, const LabelChunk& chunk, std::string& error) {
    const std::string text = formatLabelChunk(chunk);
    z_stream zs{};
    if (deflateInit2(&zs, 9, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
        error = "cannot start compressing " + path;
        return false;
    }
    std::string compressed(deflateBound(&zs, static_cast<uLong>(text.size())), '\0');
    zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(text.data()));
    zs.avail_in = static_cast<uInt>(text.size());
    zs.next_out = reinterpret_cast<Bytef*>(compressed.data());
    zs.avail_out = static_cast<uInt>(compressed.size());
    const int status = deflate(&zs, Z_FINISH);
    compressed.resize(zs.total_out);
    deflateEnd(&zs);
    if (status != Z_STREAM_END) {
        error = "cannot compress " + path;
        return false;
    }
    const std::string temporary = path + ".tmp";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out.write(compressed.data(), static_cast<std::streamsize>(compressed.size()));
        out.close();
        if (!out) {
            error = "cannot write " + temporary;
            return false;
        }
    }
    std::error_code ec;
    fs::rename(temporary, path, ec);
    if (ec) {
        error = "cannot rename " + temporary + " to " + path + ": " + ec.message();
        return false;
    }
    return true;
}

std::string labelChunkFileName(bool heldOut, long index) {
    char name[64];
    std::snprintf(name, sizeof name, "%s-%04ld.txt.gz", heldOut ? "heldout" : "labels", index);
    return name;
}

std::vector<ChunkFileEntry> listLabelChunkFiles(const std::string& dir, bool heldOut) {
    const std::string prefix = heldOut ? "heldout-" : "labels-";
    std::vector<ChunkFileEntry> out;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind(prefix, 0) != 0) continue;
        const std::size_t digitsEnd = name.find('.', prefix.size());
        if (digitsEnd == std::string::npos) continue;
        // The number is zero-padded to 4 digits: read it without its leading zeros.
        std::string_view digits = std::string_view(name).substr(prefix.size(), digitsEnd - prefix.size());
        while (digits.size() > 1 && digits.front() == '0') digits.remove_prefix(1);
        const auto index = parseNumber(digits, static_cast<std::uint64_t>(kMaxIndex));
        // Only the name a run writes ("labels-0003.txt.gz"): not its temporary file, not a copy.
        if (!index || labelChunkFileName(heldOut, static_cast<long>(*index)) != name) continue;
        out.push_back({static_cast<long>(*index), entry.path().string()});
    }
    std::sort(out.begin(), out.end(), [](const ChunkFileEntry& a, const ChunkFileEntry& b) { return a.index < b.index; });
    return out;
}

// ---- The sample -------------------------------------------------------------------------------

bool keptInSample(const std::string& fileName, std::uint32_t game, int ply, int every) {
    const std::uint64_t h = mix(mix(nameHash(fileName) ^ game) ^ static_cast<std::uint64_t>(ply));
    return every <= 1 || h % static_cast<std::uint64_t>(every) == 0;
}

std::uint64_t boardsHash(std::uint64_t hash, Bitboard player, Bitboard opponent) {
    return mix(mix(hash ^ player) ^ opponent);
}

bool collectSample(const std::vector<ArchiveFile>& files, int every, PositionSample& sample, std::string& error) {
    sample = PositionSample{};
    if (files.size() > kMaxFiles) {
        error = "too many game files";
        return false;
    }
    std::unordered_set<std::pair<Bitboard, Bitboard>, PairHash> seen;
    for (std::size_t f = 0; f < files.size(); ++f) {
        const std::string name = files[f].name();
        if (!validFileName(name) || std::find(sample.files.begin(), sample.files.end(), name) != sample.files.end()) {
            error = "cannot use " + files[f].path + " as a source: its name is empty, has a space or is used twice";
            return false;
        }
        sample.files.push_back(name);
        const auto visit = [&](const ArchiveGame& game) {
            for (std::size_t ply = 0; ply < game.positions.size(); ++ply) {
                if (!keptInSample(name, game.number, static_cast<int>(ply), every)) continue;
                ++sample.kept;
                const Position& p = game.positions[ply];
                if (!seen.insert(canonical(p.player(), p.opponent())).second) {
                    ++sample.duplicates;
                    continue;
                }
                sample.positions.push_back({static_cast<std::uint16_t>(f), game.number, static_cast<std::uint8_t>(ply),
                                            p.player(), p.opponent()});
            }
        };
        if (!visitArchive(files[f], visit, sample.stats, error)) return false;
    }
    return true;
}

std::uint64_t engineFingerprint() {
    // Fixed searches, whatever the labelling options: the fingerprint tells engines apart, and
    // the options are compared on their own.
    engine::Searcher searcher(16);
    engine::SearchLimits limits;
    limits.depth = 8;
    limits.exactEmpties = 0;
    limits.threads = 1;
    // A fixed line (the first legal square at every ply) and searches of three of its positions,
    // all far from the end, so that only the midgame search (and the evaluation) is measured:
    // exact labels do not depend on the engine.
    std::uint64_t h = 0x5eed;
    Position p = Position::initial();
    for (int ply = 1; ply <= 26 && !p.isGameOver(); ++ply) {
        p = p.hasLegalMove() ? p.afterMove(Move::at(firstSquare(p.legalMoves()))) : p.afterPass();
        if (ply % 8 != 2 || p.isGameOver()) continue;
        searcher.clearHash();
        const engine::SearchResult r = searcher.search(p, limits);
        h = mix(h ^ r.nodes);
        h = mix(h ^ static_cast<std::uint64_t>(r.score + 1000));
        h = mix(h ^ static_cast<std::uint64_t>(r.best.square() + 1000));
    }
    return h;
}

// ---- Labelling --------------------------------------------------------------------------------

bool labelSample(const PositionSample& sample, const LabelSettings& settings, bool acceptOtherEngines,
                 const std::string& outDir, const std::atomic<bool>* stop,
                 const std::function<void(const LabelProgress&)>& progress, LabelRunResult& result,
                 std::string& error) {
    result = LabelRunResult{};
    const long total = static_cast<long>(sample.positions.size());
    const long size = settings.chunkSize;
    const long chunks = (total + size - 1) / size;
    result.total = total;
    result.chunks = chunks;
    std::error_code ec;
    fs::create_directories(outDir, ec);
    if (ec || !fs::is_directory(outDir)) {
        error = "cannot create the folder " + outDir;
        return false;
    }
    // What chunk k must hold: its slice of the sample, with the hash of the slice's boards.
    const auto chunkFrame = [&](long k) {
        LabelChunk c;
        c.settings = settings;
        c.index = k;
        c.first = k * size;
        c.files = sample.files;
        c.boards = 0;
        for (long i = c.first; i < std::min(total, c.first + size); ++i) {
            const SamplePosition& p = sample.positions[static_cast<std::size_t>(i)];
            c.boards = boardsHash(c.boards, p.player, p.opponent);
        }
        return c;
    };

    // Check every chunk already there before labelling anything.
    std::vector<bool> present(static_cast<std::size_t>(chunks), false);
    long done = 0;
    for (const ChunkFileEntry& entry : listLabelChunkFiles(outDir, settings.heldOut)) {
        LabelChunk found;
        if (!readLabelChunkFile(entry.path, found, error)) return false;
        if (acceptOtherEngines ? !sameOptions(found.settings, settings) : found.settings != settings) {
            error = entry.path + " was made with " + settingsMismatch(found.settings, settings) +
                    ". Label into another folder (--out), or run with the options it was made with" +
                    (found.settings.engine != settings.engine ? " (--any-engine: add to chunks of another engine)" : "") +
                    ".";
            return false;
        }
        const LabelChunk expected = entry.index < chunks ? chunkFrame(entry.index) : LabelChunk{};
        bool same = entry.index < chunks && found.index == entry.index && found.files == expected.files &&
                    found.boards == expected.boards &&
                    static_cast<long>(found.records.size()) == std::min(size, total - expected.first);
        for (std::size_t i = 0; same && i < found.records.size(); ++i) {
            const LabelRecord& r = found.records[i];
            const SamplePosition& p = sample.positions[static_cast<std::size_t>(expected.first) + i];
            same = r.file == p.file && r.game == p.game && r.ply == p.ply;
        }
        if (!same) {
            error = entry.path + " does not hold the positions of chunk " + std::to_string(entry.index) +
                    " of this sample (" + std::to_string(chunks) +
                    " chunks): the game data differs from the data it was made from. Label into another folder.";
            return false;
        }
        present[static_cast<std::size_t>(entry.index)] = true;
        ++result.chunksFound;
        done += static_cast<long>(found.records.size());
    }

    // Which positions the search will solve exactly: at most "exact" empties, or no more than the
    // depth (the midgame search would reach the end). Exact solves cost several times more, and
    // the share of them grows along the sample (its early positions are the openings' repeats),
    // so the time left is estimated per kind.
    const int solvedUpTo = std::max(settings.exact, settings.depth);
    const auto solvedExactly = [solvedUpTo](const SamplePosition& p) { return 64 - popCount(p.player | p.opponent) <= solvedUpTo; };
    LabelProgress state;
    state.total = total;
    state.chunks = chunks;
    state.chunksDone = result.chunksFound;
    state.done = done;
    for (long k = 0; k < chunks; ++k) {
        if (present[static_cast<std::size_t>(k)]) continue;
        for (long i = k * size; i < std::min(total, (k + 1) * size); ++i)
            ++(solvedExactly(sample.positions[static_cast<std::size_t>(i)]) ? state.exactLeft : state.searchLeft);
    }
    if (progress) progress(state);

    engine::Searcher searcher(static_cast<std::size_t>(settings.hashMegabytes));
    engine::SearchLimits limits;
    limits.depth = settings.depth;
    limits.exactEmpties = settings.exact;
    limits.threads = 1;
    const auto started = std::chrono::steady_clock::now();
    const auto stopped = [stop] { return stop && stop->load(); };
    for (long k = 0; k < chunks; ++k) {
        if (present[static_cast<std::size_t>(k)]) continue;
        LabelChunk chunk = chunkFrame(k);
        for (long i = chunk.first; i < std::min(total, chunk.first + size); ++i) {
            if (stopped()) {
                result.stopped = true;
                result.dropped = static_cast<long>(chunk.records.size());
                return true;
            }
            const SamplePosition& p = sample.positions[static_cast<std::size_t>(i)];
            // A clear table for every position: its label depends on nothing but the position,
            // so a chunk comes out the same however the run was cut into pieces.
            searcher.clearHash();
            const engine::SearchResult r = searcher.search(Position::fromPlayer(p.player, p.opponent, Color::Black), limits, stop);
            if (stopped()) {  // the search may have been cut short: its score is not a label
                result.stopped = true;
                result.dropped = static_cast<long>(chunk.records.size());
                return true;
            }
            const int label = std::clamp(r.score, -64, 64);
            chunk.records.push_back({p.file, p.game, p.ply, r.exact ? LabelKind::Exact : LabelKind::Search,
                                     static_cast<std::int8_t>(label)});
            ++result.labelled;
            --(solvedExactly(p) ? state.exactLeft : state.searchLeft);
            if (r.exact) {
                ++state.exactThisRun;
                state.exactSeconds += r.seconds;
            } else {
                state.searchSeconds += r.seconds;
            }
            ++state.done;
            ++state.doneThisRun;
            state.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            state.written.clear();
            if (progress) progress(state);
        }
        const std::string path = (fs::path(outDir) / labelChunkFileName(settings.heldOut, k)).string();
        if (!writeLabelChunkFile(path, chunk, error)) return false;
        ++result.chunksWritten;
        ++state.chunksDone;
        state.written = path;
        if (progress) progress(state);
    }
    return true;
}

// ---- Training from labels ---------------------------------------------------------------------

bool readLabelChunks(const std::string& dir, bool heldOut, std::vector<LabelChunk>& chunks, std::string& error) {
    chunks.clear();
    if (!fs::is_directory(dir)) {
        error = "no such folder: " + dir;
        return false;
    }
    for (const ChunkFileEntry& entry : listLabelChunkFiles(dir, heldOut)) {
        LabelChunk chunk;
        if (!readLabelChunkFile(entry.path, chunk, error)) return false;
        if (chunk.index != entry.index || chunk.settings.heldOut != heldOut) {
            error = "label chunk " + entry.path + " says it is " + labelChunkFileName(chunk.settings.heldOut, chunk.index) +
                    ": it was renamed";
            return false;
        }
        if (!chunks.empty() && !sameOptions(chunk.settings, chunks.front().settings)) {
            error = "label chunk " + entry.path + " was made with other options than " +
                    labelChunkFileName(heldOut, chunks.front().index) + ": " +
                    settingsMismatch(chunk.settings, chunks.front().settings);
            return false;
        }
        chunks.push_back(std::move(chunk));
    }
    return true;
}

bool rebuildLabelled(const std::vector<LabelChunk>& chunks, const std::vector<ArchiveFile>& files, double blend,
                     const std::vector<std::string>& skippedFiles, LabelledPositions& out, std::string& error) {
    out = LabelledPositions{};
    struct Target {
        std::uint32_t chunk;
        std::uint32_t record;
    };
    // file name -> game number -> the records that name it
    std::unordered_map<std::string, std::unordered_map<std::uint32_t, std::vector<Target>>> wanted;
    std::vector<std::vector<TrainingSample>> rebuilt(chunks.size());
    std::vector<std::vector<char>> found(chunks.size());
    std::vector<bool> partial(chunks.size(), false);
    for (std::size_t c = 0; c < chunks.size(); ++c) {
        rebuilt[c].resize(chunks[c].records.size());
        found[c].assign(chunks[c].records.size(), 0);
        for (std::size_t r = 0; r < chunks[c].records.size(); ++r) {
            const std::string& name = chunks[c].files[chunks[c].records[r].file];
            if (std::find(skippedFiles.begin(), skippedFiles.end(), name) != skippedFiles.end()) {
                ++out.skipped;
                partial[c] = true;
                continue;
            }
            wanted[name][chunks[c].records[r].game].push_back({static_cast<std::uint32_t>(c), static_cast<std::uint32_t>(r)});
        }
    }
    const auto chunkName = [&](std::size_t c) {
        return labelChunkFileName(chunks[c].settings.heldOut, chunks[c].index);
    };
    for (const auto& entry : wanted) {
        const std::string& name = entry.first;
        if (std::none_of(files.begin(), files.end(), [&](const ArchiveFile& f) { return f.name() == name; })) {
            const Target t = entry.second.begin()->second.front();
            error = "label chunk " + chunkName(t.chunk) + " names the game file " + name + ", which is not in the data";
            return false;
        }
    }
    for (const ArchiveFile& file : files) {
        const auto byGame = wanted.find(file.name());
        if (byGame == wanted.end()) continue;
        ArchiveStats stats;
        const auto visit = [&](const ArchiveGame& game) {
            const auto targets = byGame->second.find(game.number);
            if (targets == byGame->second.end()) return;
            for (const Target& t : targets->second) {
                const LabelRecord& r = chunks[t.chunk].records[t.record];
                if (r.ply >= game.positions.size()) continue;  // reported below, as not found
                const Position& p = game.positions[r.ply];
                const double label = blend * r.label + (1.0 - blend) * game.scores[r.ply];
                rebuilt[t.chunk][t.record] = {p.player(), p.opponent(), static_cast<float>(label)};
                found[t.chunk][t.record] = 1;
            }
        };
        if (!visitArchive(file, visit, stats, error)) return false;
    }
    for (std::size_t c = 0; c < chunks.size(); ++c) {
        std::uint64_t boards = 0;
        for (std::size_t r = 0; r < chunks[c].records.size(); ++r) {
            const LabelRecord& record = chunks[c].records[r];
            if (std::find(skippedFiles.begin(), skippedFiles.end(), chunks[c].files[record.file]) != skippedFiles.end())
                continue;
            if (!found[c][r]) {
                error = "label chunk " + chunkName(c) + " names a position the data does not have: " +
                        chunks[c].files[record.file] + " game " + std::to_string(record.game) + " ply " +
                        std::to_string(record.ply) + " (the data differs from the one it was made from)";
                return false;
            }
            boards = boardsHash(boards, rebuilt[c][r].player, rebuilt[c][r].opponent);
            out.samples.push_back(rebuilt[c][r]);
            if (record.kind == LabelKind::Exact) ++out.exact;
        }
        if (!partial[c] && boards != chunks[c].boards) {
            error = "label chunk " + chunkName(c) +
                    ": the positions rebuilt from the data differ from those it was made from (the data changed)";
            return false;
        }
    }
    return true;
}

}  // namespace verso::train
