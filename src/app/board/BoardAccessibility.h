// SPDX-License-Identifier: GPL-3.0-or-later
// Keeps assistive technology up to date with the board: a Focus event on the square under the
// keyboard cursor when it moves, a NameChanged event for every square whose disc, legal-move or
// last-move mark changed, and announcements (a move played, a pass, a refused move, the result)
// as the board's accessible description with a DescriptionChanged event.
#pragma once

#include <QAccessible>
#include <QObject>
#include <QPointer>
#include <QString>
#include <array>

namespace verso::app {

class BoardView;

class BoardAccessibility : public QObject, public QAccessible::ActivationObserver {
    Q_OBJECT
public:
    // Installs the accessibility factory for BoardView (once per program).
    explicit BoardAccessibility(BoardView& view);
    ~BoardAccessibility() override;

    // Events are sent only while assistive technology listens (or a test says it does).
    void accessibilityActiveChanged(bool active) override;

    // Tells a screen reader "text" (also when it repeats the last one). Texts announced while the
    // window handles one event (a move and the pass it forces) are said together, in order, so
    // none cuts another short.
    void announce(const QString& text);
    QString lastAnnouncement() const { return lastAnnouncement_; }

    // Also hands every event sent to "observer" (null: none). Qt passes events on only while a
    // platform bridge (AT-SPI) is active, which an offscreen test cannot switch on.
    static void setEventObserver(void (*observer)(QAccessibleEvent* event));
    // Sends "event" to assistive technology (and to the observer).
    static void sendEvent(QAccessibleEvent& event);

signals:
    void announced(const QString& text);

protected:
    // When the board gets the keyboard, the square under the cursor becomes the focused cell.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void flush();
    void squaresChanged();
    void cursorMoved(int square);

    BoardView& view_;
    std::array<QString, 64> names_;  // each square's name as last reported
    QString lastAnnouncement_;
    QString pending_;
    bool listening_ = false;
};

}  // namespace verso::app
