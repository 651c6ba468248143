// SPDX-License-Identifier: GPL-3.0-or-later
// The window's status bar: a temporary message never runs into the permanent texts on the right
// (whose turn, the disc counts) and, when it does not fit, is cut after a whole word with "…"
// (the full text is the tooltip).
#pragma once

#include <QStatusBar>

namespace verso::app {

class StatusBar : public QStatusBar {
    Q_OBJECT
public:
    explicit StatusBar(QWidget* parent = nullptr);

    // The message as painted: the whole of currentMessage(), or its first words and "…".
    QString shownMessage() const;

    // "text" cut after the last whole word that fits in "width" pixels with "…" after it.
    static QString elideAtWord(const QString& text, const QFontMetrics& metrics, int width);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QRect messageRect() const;
};

}  // namespace verso::app
