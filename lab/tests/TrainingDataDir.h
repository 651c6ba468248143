// SPDX-License-Identifier: GPL-3.0-or-later
// The fixture the training tests share: a data folder laid out as the shared one, from the small
// game archives of the test data.
#pragma once

#include <QTemporaryDir>

#include <filesystem>
#include <string>

namespace verso::test {

// DIR/data with the WTHOR fixture as a training year and as the held-out 2015, and the logbook
// fixture (plain text) as the logbook.
inline std::string makeDataDir(const QTemporaryDir& dir) {
    namespace fs = std::filesystem;
    const std::string fixtures = VERSO_TEST_DATA_DIR;
    const fs::path root = fs::path(dir.path().toStdString()) / "data";
    fs::create_directories(root / "wthor");
    fs::create_directories(root / "logbook");
    fs::copy_file(fixtures + "/train-games.wtb", root / "wthor" / "WTH_2014.wtb");
    fs::copy_file(fixtures + "/train-games.wtb", root / "wthor" / "WTH_2015.wtb");
    fs::copy_file(fixtures + "/train-games.gam", root / "logbook" / "logbook.gam.gz");
    return root.string();
}

}  // namespace verso::test
