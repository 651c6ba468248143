// SPDX-License-Identifier: GPL-3.0-or-later
// Preferences' choice of board theme: the themes by name, and a small board that shows the one
// picked at once (the board in the window changes when Preferences are accepted).
#pragma once

#include <QWidget>

class QComboBox;

namespace verso::app {

class ThemePreview;

class ThemeChooser : public QWidget {
    Q_OBJECT
public:
    explicit ThemeChooser(QWidget* parent = nullptr);

    // The id of the theme picked (BoardTheme::ids()).
    QString themeId() const;
    void setThemeId(const QString& id);
    // The list of themes, for a label's buddy.
    QComboBox* combo() const { return combo_; }

    // The name a person reads for the theme "id".
    static QString themeName(const QString& id);

private:
    void showPicked();

    QComboBox* combo_;
    ThemePreview* preview_;
};

}  // namespace verso::app
