// SPDX-License-Identifier: GPL-3.0-or-later
// SIGTERM (a logout, `kill`) and SIGINT (Ctrl+C in a terminal) close the window the normal way:
// the unfinished game is saved, the game is kept, outside engines are stopped, as when the person
// closes it. The handler only writes a byte to a pipe; the event loop reads it and emits
// received(), so nothing unsafe runs inside the signal handler.
#pragma once

#include <QObject>

class QSocketNotifier;

namespace verso::app {

class TerminationSignals : public QObject {
    Q_OBJECT

public:
    // Installs the handlers (once per process; a second object does nothing).
    explicit TerminationSignals(QObject* parent = nullptr);
    ~TerminationSignals() override;

signals:
    // On the GUI thread, after SIGTERM or SIGINT arrived.
    void received(int signalNumber);

private:
    void onReadable();

    QSocketNotifier* notifier_ = nullptr;
};

}  // namespace verso::app
