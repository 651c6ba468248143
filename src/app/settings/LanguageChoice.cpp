// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/settings/LanguageChoice.h"

#include <QCoreApplication>

namespace verso::app {

QList<LanguageChoice> languageChoices() {
    return {
        //: In Preferences: follow the language of the operating system
        {QString(), QCoreApplication::translate("LanguageChoice", "System language")},
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("es"), QStringLiteral("Español")},
        {QStringLiteral("fr"), QStringLiteral("Français")},
        {QStringLiteral("ja"), QStringLiteral("日本語")},
        {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
    };
}

}  // namespace verso::app
