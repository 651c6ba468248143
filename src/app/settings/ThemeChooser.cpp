// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/settings/ThemeChooser.h"

#include <QComboBox>
#include <QHBoxLayout>

#include "app/board/BoardTheme.h"
#include "app/settings/ThemePreview.h"

namespace verso::app {

ThemeChooser::ThemeChooser(QWidget* parent)
    : QWidget(parent), combo_(new QComboBox), preview_(new ThemePreview) {
    setObjectName(QStringLiteral("themeChooser"));
    combo_->setObjectName(QStringLiteral("themeCombo"));
    for (const QString& id : BoardTheme::ids()) combo_->addItem(themeName(id), id);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(combo_, 1, Qt::AlignTop);
    layout->addWidget(preview_);
    connect(combo_, &QComboBox::currentIndexChanged, this, &ThemeChooser::showPicked);
    showPicked();
}

QString ThemeChooser::themeId() const { return combo_->currentData().toString(); }

void ThemeChooser::setThemeId(const QString& id) {
    combo_->setCurrentIndex(std::max(0, combo_->findData(id)));
}

void ThemeChooser::showPicked() { preview_->setTheme(BoardTheme::byId(themeId())); }

QString ThemeChooser::themeName(const QString& id) {
    //: A board theme in Preferences: the green board
    if (id == QLatin1String("classic")) return tr("Classic green");
    //: A board theme in Preferences: a dark grey-blue board for dark desktops
    if (id == QLatin1String("dark")) return tr("Dark");
    //: A board theme in Preferences: a board of light wood
    if (id == QLatin1String("wood")) return tr("Wood");
    //: A board theme in Preferences: high contrast, with a dot on every white disc
    if (id == QLatin1String("contrast")) return tr("High contrast");
    return id;
}

}  // namespace verso::app
