// SPDX-License-Identifier: GPL-3.0-or-later
// The settings file's format: QSettings' own INI text, read and written by Qt, but with every
// write checked to the end. QSettings writes its file through QSaveFile, and Qt 6.4's
// QSaveFile::commit() renames the temporary file over the settings even when its last flush
// failed (a full disk): the settings file is cut short and QSettings reports no error. Here the
// text is made by QSettings in a scratch file (in memory where the system has /dev/shm), checked
// whole (it ends a line and holds every key), then written to the settings' temporary file,
// flushed and synced; when any of that fails the write function says so, QSettings commits
// nothing (status AccessError), and the settings file stays as it was. Reading, a value kept as
// a data stream ("@Variant(...)") is checked before Qt reads it (SettingsFormat.cpp).
#pragma once

#include <QSettings>

namespace verso::app {

// Registered at the first call ("conf" files, like the native format on Linux).
QSettings::Format settingsFormat();

// Where the user's settings files go (QSettings::setPath), for this format and the native one:
// a format of one's own does not follow the native format's path.
void setSettingsFolder(const QString& folder);

}  // namespace verso::app
