// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/engines/ExternalEnginesDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include "app/engines/ExternalEngineDialog.h"
#include "app/settings/Settings.h"
#include "app/window/LevelName.h"
#include "engine/Level.h"

namespace verso::app {

namespace {
const QString kVerso = QLatin1String(Settings::kVersoSeat);
}

ExternalEnginesDialog::ExternalEnginesDialog(Settings& settings, QWidget* parent)
    : QDialog(parent),
      settings_(settings),
      engines_(settings.engines()),
      list_(new QListWidget),
      blackSeat_(new QComboBox),
      whiteSeat_(new QComboBox),
      edit_(new QPushButton(tr("&Edit…"))),
      remove_(new QPushButton(tr("&Remove"))) {
    setObjectName(QStringLiteral("enginesDialog"));
    setWindowTitle(tr("Engines"));
    list_->setObjectName(QStringLiteral("engineList"));
    blackSeat_->setObjectName(QStringLiteral("blackSeatCombo"));
    whiteSeat_->setObjectName(QStringLiteral("whiteSeatCombo"));
    edit_->setObjectName(QStringLiteral("editEngineButton"));
    remove_->setObjectName(QStringLiteral("removeEngineButton"));
    auto* add = new QPushButton(tr("&Add…"));
    add->setObjectName(QStringLiteral("addEngineButton"));
    connect(add, &QPushButton::clicked, this, [this] {
        auto* dialog = new ExternalEngineDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QDialog::accepted, this, [this, dialog] { addEngine(dialog->spec()); });
        dialog->open();
    });
    connect(edit_, &QPushButton::clicked, this, &ExternalEnginesDialog::editSelected);
    connect(remove_, &QPushButton::clicked, this, &ExternalEnginesDialog::removeSelected);
    connect(list_, &QListWidget::itemDoubleClicked, this, &ExternalEnginesDialog::editSelected);
    connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
        edit_->setEnabled(row >= 0);
        remove_->setEnabled(row >= 0);
    });

    auto* buttons = new QVBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(edit_);
    buttons->addWidget(remove_);
    buttons->addStretch();
    auto* engines = new QHBoxLayout;
    engines->addWidget(list_);
    engines->addLayout(buttons);
    auto* seats = new QFormLayout;
    //: Who plays the black discs: you, Verso or an engine
    seats->addRow(tr("&Black:"), blackSeat_);
    seats->addRow(tr("&White:"), whiteSeat_);
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    box->setObjectName(QStringLiteral("enginesButtonBox"));
    connect(box, &QDialogButtonBox::accepted, this, [this] {
        store();
        accept();
    });
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(
        tr("Programs that speak the NBoard protocol, such as verso-engine, Edax or NTest:")));
    layout->addLayout(engines);
    layout->addLayout(seats);
    layout->addWidget(box);

    refresh();
    chooseSeat(Color::Black, settings_.seatChoice(Color::Black));
    chooseSeat(Color::White, settings_.seatChoice(Color::White));
}

void ExternalEnginesDialog::refresh() {
    const QString black = seatOf(Color::Black), white = seatOf(Color::White);
    list_->clear();
    for (const session::ExternalEngineSpec& engine : engines_) list_->addItem(engine.displayName());
    const engine::Level& level = engine::levelByNumber(settings_.level());
    for (Color color : {Color::Black, Color::White}) {
        QComboBox* seat = combo(color);
        seat->clear();
        seat->addItem(tr("You"), QString());
        //: The seat choice for Verso's own engine: %1 is the level number, %2 its name
        seat->addItem(tr("Verso, level %1 %2").arg(level.number).arg(levelName(level)), kVerso);
        for (const session::ExternalEngineSpec& engine : engines_)
            seat->addItem(engine.displayName(), engine.displayName());
    }
    chooseSeat(Color::Black, black);
    chooseSeat(Color::White, white);
    edit_->setEnabled(list_->currentRow() >= 0);
    remove_->setEnabled(list_->currentRow() >= 0);
}

QString ExternalEnginesDialog::seatOf(Color color) const {
    return combo(color)->currentData().toString();
}

void ExternalEnginesDialog::chooseSeat(Color color, const QString& who) {
    const int index = combo(color)->findData(who);
    combo(color)->setCurrentIndex(index >= 0 ? index : 0);
}

void ExternalEnginesDialog::addEngine(const session::ExternalEngineSpec& spec) {
    engines_.append(spec);
    refresh();
    list_->setCurrentRow(static_cast<int>(engines_.size()) - 1);
}

void ExternalEnginesDialog::editSelected() {
    const int row = list_->currentRow();
    if (row < 0) return;
    auto* dialog = new ExternalEngineDialog(engines_.at(row), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, row] {
        if (row >= engines_.size()) return;
        engines_[row] = dialog->spec();
        refresh();
    });
    dialog->open();
}

void ExternalEnginesDialog::removeSelected() {
    const int row = list_->currentRow();
    if (row < 0) return;
    engines_.removeAt(row);
    refresh();
}

// The engines first (the seats may name a new one), then both seats at once.
void ExternalEnginesDialog::store() {
    settings_.setEngines(engines_);
    settings_.setSeats(seatOf(Color::Black), seatOf(Color::White));
}

}  // namespace verso::app
