// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/engines/ExternalEngineSeats.h"

#include <QAction>
#include <QActionGroup>
#include <QFileInfo>
#include <QMenu>
#include <QPushButton>

#include "app/engines/ExternalEngineFaultText.h"
#include "app/engines/ExternalEnginesDialog.h"
#include "app/window/Texts.h"
#include "session/external/ExternalEnginePlayer.h"
#include "session/game/Seating.h"

namespace verso::app {

ExternalEngineSeats::ExternalEngineSeats(QMenu* opponentMenu, QAction* before, Settings& settings,
                                         session::Seating& seating, QWidget* window)
    : QObject(window),
      menu_(opponentMenu),
      before_(before),
      settings_(settings),
      seating_(seating),
      window_(window),
      enginesAction_(new QAction(tr("&Engines…"), this)),
      entryGroup_(new QActionGroup(this)) {
    entryGroup_->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
    enginesAction_->setObjectName(QStringLiteral("actionEngines"));
    enginesAction_->setStatusTip(tr("Add NBoard engines and choose who plays Black and White"));
    menu_->insertAction(before_, enginesAction_);
    connect(enginesAction_, &QAction::triggered, this, &ExternalEngineSeats::showEnginesDialog);
    connect(&settings_, &Settings::enginesChanged, this, &ExternalEngineSeats::rebuildMenu);
    connect(&settings_, &Settings::seatingChanged, this, &ExternalEngineSeats::updateChecks);
    connect(&seating_, &session::Seating::engineFaulted, this, &ExternalEngineSeats::onFault);
    rebuildMenu();
}

void ExternalEngineSeats::rebuildMenu() {
    qDeleteAll(engineEntries_);
    engineEntries_.clear();
    for (const session::ExternalEngineSpec& engine : settings_.engines()) {
        const QString name = engine.displayName();
        //: Opponent menu entry: play a game against the external engine named %1
        QString text = tr("Play Against %1").arg(name);
        if (name.compare(QLatin1String("Verso"), Qt::CaseInsensitive) == 0) {
            const QString program = QFileInfo(engine.program().value(0)).fileName();
            //: Opponent menu entry for an external engine named like Verso itself: %1 is its
            //: name, %2 its program (e.g. "Play Against Verso (outside engine verso-engine)")
            text = tr("Play Against %1 (outside engine %2)").arg(name, program);
        }
        auto* action = new QAction(text, this);
        action->setObjectName(QStringLiteral("actionPlayAgainstEngine"));
        action->setCheckable(true);
        action->setData(name);
        entryGroup_->addAction(action);
        connect(action, &QAction::triggered, this, [this, name] { playAgainst(name); });
        menu_->insertAction(enginesAction_, action);
        engineEntries_.append(action);
    }
    updateChecks();
}

void ExternalEngineSeats::updateChecks() {
    const session::SeatingConfig seats = settings_.seatingConfig();
    QString against;  // the engine opposite the person
    for (Color color : {Color::Black, Color::White}) {
        if (seats.seat(color) == session::SeatKind::ExternalEngine &&
            seats.seat(opposite(color)) == session::SeatKind::Human)
            against = seats.engine(color).displayName();
    }
    for (QAction* entry : std::as_const(engineEntries_))
        entry->setChecked(!against.isEmpty() && entry->data().toString() == against);
}

void ExternalEngineSeats::playAgainst(const QString& name) {
    const Color person = settings_.humanColor();
    settings_.setSeats(person == Color::Black ? QString() : name,
                       person == Color::White ? QString() : name);
    updateChecks();  // the same seats again: the entry stays ticked
}

void ExternalEngineSeats::playVerso(Opponent opponent) {
    const QString verso = QLatin1String(Settings::kVersoSeat);
    const Color person = settings_.humanColor();
    switch (opponent) {
        case Opponent::HumanVsHuman: settings_.setSeats({}, {}); break;
        case Opponent::HumanVsComputer:
            settings_.setSeats(person == Color::Black ? QString() : verso,
                               person == Color::White ? QString() : verso);
            break;
        case Opponent::ComputerVsComputer: settings_.setSeats(verso, verso); break;
    }
}

void ExternalEngineSeats::seatVersoForEngines() {
    const auto seat = [this](Color color) {
        const QString who = settings_.seatChoice(color);
        return who.isEmpty() ? who : QString::fromLatin1(Settings::kVersoSeat);
    };
    settings_.setSeats(seat(Color::Black), seat(Color::White));
}

void ExternalEngineSeats::showEnginesDialog() {
    auto* dialog = new ExternalEnginesDialog(settings_, window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void ExternalEngineSeats::takeOver(Color color) {
    const QString other = settings_.seatChoice(opposite(color));
    settings_.setSeats(color == Color::Black ? QString() : other,
                       color == Color::White ? QString() : other);
}

void ExternalEngineSeats::onFault(Color color, session::ExternalEngineFault fault,
                                  const QString& detail) {
    if (faultDialog_) faultDialog_->close();
    const QString name = seating_.engineName(color);
    //: Title of the question shown when an external engine fails
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Engine Problem"),
                                engineFaultText(fault, detail), QMessageBox::NoButton, window_);
    box->setObjectName(QStringLiteral("engineFaultDialog"));
    //: %1 is the engine's name, %2 Black or White
    box->setInformativeText(tr("The game waits. %1 plays %2.").arg(name, colorText(color)));
    QPushButton* wait = nullptr;
    if (fault == session::ExternalEngineFault::NoAnswer)
        wait = box->addButton(tr("&Wait"), QMessageBox::RejectRole);
    QPushButton* restart = box->addButton(tr("Re&start the Engine"), QMessageBox::AcceptRole);
    QPushButton* take = box->addButton(tr("&Take Over"), QMessageBox::DestructiveRole);
    if (!wait) box->setEscapeButton(take);
    box->setDefaultButton(wait ? wait : restart);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    connect(box, &QMessageBox::finished, this, [this, box, color, wait, restart, take] {
        session::ExternalEnginePlayer* engine = seating_.engine(color);
        // Taken over or restarted, the problem the status bar tells of is over.
        if (box->clickedButton() == take || box->clickedButton() == restart) emit message({}, 0);
        if (box->clickedButton() == take) takeOver(color);
        else if (!engine) return;  // seated elsewhere meanwhile
        else if (box->clickedButton() == restart) engine->restart();
        else if (box->clickedButton() == wait || !box->clickedButton()) engine->keepWaiting();
    });
    faultDialog_ = box;
    box->open();
    emit message(engineFaultText(fault, detail), 0);
}

}  // namespace verso::app
