// SPDX-License-Identifier: GPL-3.0-or-later
// The languages Verso speaks, as offered in Preferences: the system language first, then each
// translation by its own name ("Deutsch", "日本語", ...).
#pragma once

#include <QList>
#include <QString>

namespace verso::app {

struct LanguageChoice {
    QString code;         // a locale name such as "de" or "zh_CN"; empty for the system language
    QString displayName;  // in that language itself (the system entry in the current language)
};

QList<LanguageChoice> languageChoices();

}  // namespace verso::app
