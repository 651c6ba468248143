// SPDX-License-Identifier: GPL-3.0-or-later
// Puts the user's language in place at start-up: Verso's own translation (embedded under
// :/i18n) and Qt's for the standard dialogs and buttons (qtbase_*.qm from the Qt installation).
// The language is the one chosen in Preferences, or the system's when none was chosen. English
// plural forms ("1 disc", "2 discs") come from a small plural-only translation underneath.
#pragma once

#include <QLocale>
#include <QString>
#include <QTranslator>

namespace verso::app {

class TranslationLoader {
public:
    TranslationLoader() = default;
    TranslationLoader(const TranslationLoader&) = delete;
    TranslationLoader& operator=(const TranslationLoader&) = delete;
    ~TranslationLoader();

    // "language" is a locale name such as "ja" or "zh_CN"; empty means the system language.
    // Also makes that locale the default (numbers, layout direction). Returns true when Verso has
    // a full translation for it (English is the source language and returns false).
    bool install(const QString& language);
    // Removes what install() put in place.
    void remove();

    static QLocale localeFor(const QString& language);

private:
    QTranslator englishPlurals_;
    QTranslator verso_;
    QTranslator qt_;
    bool englishInstalled_ = false;
    bool versoInstalled_ = false;
    bool qtInstalled_ = false;
};

}  // namespace verso::app
