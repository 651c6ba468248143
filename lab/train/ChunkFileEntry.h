// SPDX-License-Identifier: GPL-3.0-or-later
// One chunk file found in a folder (label chunks, self-play chunks): its index and its path.
#pragma once

#include <string>

namespace verso::train {

struct ChunkFileEntry {
    long index = 0;
    std::string path;
};

}  // namespace verso::train
