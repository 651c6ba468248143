// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/settings/TranslationLoader.h"

#include <QCoreApplication>
#include <QLibraryInfo>

namespace verso::app {

TranslationLoader::~TranslationLoader() { remove(); }

QLocale TranslationLoader::localeFor(const QString& language) {
    return language.isEmpty() ? QLocale::system() : QLocale(language);
}

bool TranslationLoader::install(const QString& language) {
    remove();
    const QLocale locale = localeFor(language);
    QLocale::setDefault(locale);
    // Installed first, so every other translation is searched before it.
    englishInstalled_ = englishPlurals_.load(QStringLiteral(":/i18n/verso_en.qm")) &&
                        QCoreApplication::installTranslator(&englishPlurals_);
    // QTranslator tries each of the locale's UI languages in turn ("zh_CN", "zh", ...).
    const bool english = locale.language() == QLocale::English || locale.language() == QLocale::C;
    versoInstalled_ = !english &&
                      verso_.load(locale, QStringLiteral("verso"), QStringLiteral("_"),
                                  QStringLiteral(":/i18n")) &&
                      QCoreApplication::installTranslator(&verso_);
    qtInstalled_ = qt_.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                            QLibraryInfo::path(QLibraryInfo::TranslationsPath)) &&
                   QCoreApplication::installTranslator(&qt_);
    return versoInstalled_;
}

void TranslationLoader::remove() {
    if (versoInstalled_) QCoreApplication::removeTranslator(&verso_);
    if (qtInstalled_) QCoreApplication::removeTranslator(&qt_);
    if (englishInstalled_) QCoreApplication::removeTranslator(&englishPlurals_);
    englishInstalled_ = versoInstalled_ = qtInstalled_ = false;
}

}  // namespace verso::app
