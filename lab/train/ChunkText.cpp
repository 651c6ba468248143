// SPDX-License-Identifier: GPL-3.0-or-later
// What the chunk files of verso-lab label and verso-lab selfplay share (LabelChunkInternal.h):
// strict numbers, the CRC-32 of a chunk's text and its "end CRC" line, gzip in and out, the
// write through a temporary file and the listing of a folder's chunk files.
#include <zlib.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "LabelChunkInternal.h"

namespace verso::train::detail {

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

// A whole number in its shortest decimal form ("0", "17"; not "017", "+1", " 1") up to "max".
std::optional<std::uint64_t> parseNumber(std::string_view text, std::uint64_t max) {
    if (text.empty() || text.size() > 19 || (text.size() > 1 && text[0] == '0'))
        return std::nullopt;
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
    const auto magnitude =
        parseNumber(negative ? text.substr(1) : text, static_cast<std::uint64_t>(max));
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

bool gunzip(std::string_view bytes, std::size_t maxText, std::string& text, std::string& error) {
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
        if (text.size() > maxText) {
            inflateEnd(&zs);
            error = "it decompresses to more than " + std::to_string(maxText >> 20) + " MB";
            return false;
        }
    }
    const bool trailing = zs.avail_in != 0 || bytes.size() > 0xffffffffu;
    const std::string message = zs.msg ? zs.msg : "";
    inflateEnd(&zs);
    if (status == Z_STREAM_END && !trailing) return true;
    if (status == Z_STREAM_END) error = "bytes follow the end of the compressed data";
    else if (status == Z_BUF_ERROR)
        error = "the compressed data ends early (the file is truncated)";
    else error = "the compressed data is damaged" + (message.empty() ? "" : " (" + message + ")");
    return false;
}

bool checkedChunkBody(std::string_view bytes, std::size_t maxText, std::string& inflated,
                      std::string_view& body, std::string& error) {
    if (bytes.size() >= 2 && static_cast<unsigned char>(bytes[0]) == 0x1f &&
        static_cast<unsigned char>(bytes[1]) == 0x8b) {
        if (!gunzip(bytes, maxText, inflated, error)) return false;
        bytes = inflated;
    }
    if (bytes.size() > maxText) {
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
    body = bytes.substr(0, lastStart);
    if (*stated != crcOf(body)) {
        error = "its checksum does not match its content (the file is damaged)";
        return false;
    }
    return true;
}

bool readFileBytes(const std::string& path, std::string& bytes) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    return !in.bad();
}

bool readChunkFile(const std::string& path, const std::string& kind, const std::string& redo,
                   const std::function<bool(std::string_view, std::string&)>& parse,
                   std::string& error) {
    std::string bytes;
    if (!readFileBytes(path, bytes)) {
        error = "cannot read " + kind + " " + path;
        return false;
    }
    std::string why;
    if (!parse(bytes, why)) {
        error = kind + " " + path + " is damaged or not a " + kind + ": " + why +
                ". It is not used; delete it to " + redo + " again.";
        return false;
    }
    return true;
}

bool writeGzipFile(const std::string& path, const std::string& text, std::string& error) {
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
    std::filesystem::rename(temporary, path, ec);
    if (ec) {
        error = "cannot rename " + temporary + " to " + path + ": " + ec.message();
        return false;
    }
    return true;
}

std::vector<ChunkFileEntry> listChunkFiles(const std::string& dir, std::string_view prefix,
                                           long maxIndex,
                                           const std::function<std::string(long)>& fileName) {
    std::vector<ChunkFileEntry> out;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind(prefix, 0) != 0) continue;
        const std::size_t digitsEnd = name.find('.', prefix.size());
        if (digitsEnd == std::string::npos) continue;
        // The number is zero-padded to 4 digits: read it without its leading zeros.
        std::string_view digits =
            std::string_view(name).substr(prefix.size(), digitsEnd - prefix.size());
        while (digits.size() > 1 && digits.front() == '0') digits.remove_prefix(1);
        const auto index = parseNumber(digits, static_cast<std::uint64_t>(maxIndex));
        // Only the name a run writes ("labels-0003.txt.gz"): not its temporary file, not a copy.
        if (!index || fileName(static_cast<long>(*index)) != name) continue;
        out.push_back({static_cast<long>(*index), entry.path().string()});
    }
    std::sort(out.begin(), out.end(),
              [](const ChunkFileEntry& a, const ChunkFileEntry& b) { return a.index < b.index; });
    return out;
}

}  // namespace verso::train::detail
