// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Wthor.h"

namespace verso {
namespace {

std::uint32_t readU16(std::string_view bytes, std::size_t at) {
    const auto byte = [&](std::size_t i) {
        return static_cast<std::uint32_t>(static_cast<std::uint8_t>(bytes[i]));
    };
    return byte(at) | byte(at + 1) << 8;
}

std::uint32_t readU32(std::string_view bytes, std::size_t at) {
    return readU16(bytes, at) | readU16(bytes, at + 2) << 16;
}

void writeU16(std::string& out, std::size_t at, std::uint32_t value) {
    out[at] = static_cast<char>(value & 0xff);
    out[at + 1] = static_cast<char>((value >> 8) & 0xff);
}

void writeU32(std::string& out, std::size_t at, std::uint32_t value) {
    writeU16(out, at, value & 0xffff);
    writeU16(out, at + 2, value >> 16);
}

std::string header(std::uint32_t games, std::uint32_t records, int year, int depth) {
    std::string out(kWthorHeaderBytes, '\0');
    out[0] = 20, out[1] = 26, out[2] = 1, out[3] = 1;  // created 2026-01-01
    writeU32(out, 4, games);
    writeU16(out, 8, records);
    writeU16(out, 10, static_cast<std::uint32_t>(year));
    out[12] = 8;
    out[14] = static_cast<char>(depth == 22 ? 0 : depth);
    return out;
}

void appendLatin1AsUtf8(std::string& out, unsigned char c) {
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else {
        out += static_cast<char>(0xc0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3f));
    }
}

// UTF-8 to Latin-1; characters outside Latin-1 (or broken sequences) become '?'.
std::string toLatin1(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x80) {
            out += static_cast<char>(c);
        } else if ((c == 0xc2 || c == 0xc3) && i + 1 < text.size() &&
                   (static_cast<unsigned char>(text[i + 1]) & 0xc0) == 0x80) {
            out += static_cast<char>(((c & 0x03) << 6) |
                                     (static_cast<unsigned char>(text[i + 1]) & 0x3f));
            ++i;
        } else if (c >= 0xc0) {
            out += '?';
            while (i + 1 < text.size() && (static_cast<unsigned char>(text[i + 1]) & 0xc0) == 0x80)
                ++i;
        } else {
            out += '?';
        }
    }
    return out;
}

ParseError tooShort(std::string_view what, std::size_t size) {
    return ParseError{std::string(what) + " is too short for a WTHOR header (" +
                          std::to_string(size) + " bytes, the header alone has 16).",
                      size, -1};
}

}  // namespace

std::optional<int> wthorSquare(std::uint8_t byte) {
    const int row = byte / 10, column = byte % 10;
    if (row < 1 || row > 8 || column < 1 || column > 8) return std::nullopt;
    return squareAt(column - 1, row - 1);
}

std::uint8_t wthorByte(int square) {
    return static_cast<std::uint8_t>(10 * (rowOf(square) + 1) + columnOf(square) + 1);
}

ParseResult<WthorFile> parseWthorGames(std::string_view bytes) {
    if (bytes.size() < kWthorHeaderBytes) return tooShort("The game file", bytes.size());
    const int boardSize = static_cast<std::uint8_t>(bytes[12]);
    if (boardSize != 8 && boardSize != 0)
        return ParseError{"The game file is for a " + std::to_string(boardSize) + "x" +
                              std::to_string(boardSize) + " board, not 8x8.",
                          12, -1};
    const std::size_t declared = readU32(bytes, 4);
    const std::size_t present = (bytes.size() - kWthorHeaderBytes) / kWthorGameBytes;
    if (declared > present)
        return ParseError{"The game file is cut short: its header announces " +
                              std::to_string(declared) + " games, it holds " +
                              std::to_string(present) + ".",
                          kWthorHeaderBytes + present * kWthorGameBytes, -1};
    WthorFile file;
    file.year = static_cast<int>(readU16(bytes, 10));
    const int depth = static_cast<std::uint8_t>(bytes[14]);
    file.theoreticalDepth = depth == 0 ? 22 : depth;
    file.games.resize(declared);
    for (std::size_t g = 0; g < declared; ++g) {
        const std::size_t at = kWthorHeaderBytes + g * kWthorGameBytes;
        WthorGame& game = file.games[g];
        game.tournament = static_cast<std::uint16_t>(readU16(bytes, at));
        game.black = static_cast<std::uint16_t>(readU16(bytes, at + 2));
        game.white = static_cast<std::uint16_t>(readU16(bytes, at + 4));
        game.blackDiscs = static_cast<std::uint8_t>(bytes[at + 6]);
        game.theoreticalBlackDiscs = static_cast<std::uint8_t>(bytes[at + 7]);
        for (std::size_t m = 0; m < game.moves.size(); ++m)
            game.moves[m] = static_cast<std::uint8_t>(bytes[at + 8 + m]);
    }
    return file;
}

ParseResult<std::vector<std::string>> parseWthorNames(std::string_view bytes,
                                                      std::size_t recordSize) {
    if (recordSize == 0) return ParseError{"A name record cannot be 0 bytes long.", 0, -1};
    if (bytes.size() < kWthorHeaderBytes) return tooShort("The name file", bytes.size());
    std::size_t declared = readU16(bytes, 8);
    const std::size_t present = (bytes.size() - kWthorHeaderBytes) / recordSize;
    if (declared == 0) declared = readU32(bytes, 4);  // some writers count in bytes 4-7 instead
    if (declared > present)
        return ParseError{"The name file is cut short: its header announces " +
                              std::to_string(declared) + " names, it holds " +
                              std::to_string(present) + ".",
                          kWthorHeaderBytes + present * recordSize, -1};
    std::vector<std::string> names(declared);
    for (std::size_t r = 0; r < declared; ++r) {
        std::string_view record = bytes.substr(kWthorHeaderBytes + r * recordSize, recordSize);
        record = record.substr(0, record.find('\0'));
        while (!record.empty() && record.back() == ' ') record.remove_suffix(1);
        std::string& name = names[r];
        name.reserve(record.size());
        for (char c : record) appendLatin1AsUtf8(name, static_cast<unsigned char>(c));
    }
    return names;
}

std::string formatWthorGames(const WthorFile& file) {
    std::string out =
        header(static_cast<std::uint32_t>(file.games.size()), 0, file.year, file.theoreticalDepth);
    for (const WthorGame& game : file.games) {
        std::string record(kWthorGameBytes, '\0');
        writeU16(record, 0, game.tournament);
        writeU16(record, 2, game.black);
        writeU16(record, 4, game.white);
        record[6] = static_cast<char>(game.blackDiscs);
        record[7] = static_cast<char>(game.theoreticalBlackDiscs);
        for (std::size_t m = 0; m < game.moves.size(); ++m)
            record[8 + m] = static_cast<char>(game.moves[m]);
        out += record;
    }
    return out;
}

std::string formatWthorNames(const std::vector<std::string>& names, std::size_t recordSize) {
    std::string out = header(0, static_cast<std::uint32_t>(names.size()), 0, 22);
    for (const std::string& name : names) {
        std::string record = toLatin1(name).substr(0, recordSize);
        record.resize(recordSize, '\0');
        out += record;
    }
    return out;
}

}  // namespace verso
