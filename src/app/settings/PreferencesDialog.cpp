// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/settings/PreferencesDialog.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QThread>

#include "app/settings/LanguageChoice.h"
#include "app/settings/Settings.h"
#include "app/settings/ThemeChooser.h"
#include "app/sound/SoundPreferences.h"
#include "app/window/LevelName.h"
#include "app/window/ScreenFit.h"
#include "engine/Level.h"
#include "ui_preferences.h"

namespace verso::app {

namespace {

// Selects the entry whose data equals "value" (the first entry when none does).
void selectData(QComboBox* combo, const QVariant& value) {
    combo->setCurrentIndex(std::max(0, combo->findData(value)));
}

}  // namespace

PreferencesDialog::PreferencesDialog(Settings& settings, QWidget* parent)
    : QDialog(parent), settings_(settings), ui_(std::make_unique<Ui::PreferencesDialog>()) {
    ui_->setupUi(this);
    setObjectName(QStringLiteral("preferencesDialog"));
    // Sound and language side by side, so the dialog stays short enough for a 768-pixel screen.
    sound_ = new SoundPreferences(settings_, this);
    const int languageAt = ui_->dialogLayout->indexOf(ui_->languageGroup);
    ui_->dialogLayout->removeWidget(ui_->languageGroup);
    auto* lastRow = new QWidget(this);  // in the dialog first: the focus chain keeps its order
    auto* lastRowLayout = new QHBoxLayout(lastRow);
    lastRowLayout->setContentsMargins(0, 0, 0, 0);
    lastRowLayout->addWidget(sound_, 1);
    lastRowLayout->addWidget(ui_->languageGroup, 1);
    ui_->dialogLayout->insertWidget(languageAt, lastRow);
    // Tab reaches the sound group where it stands, between the review and the language.
    setTabOrder(ui_->reviewExactSpin, sound_->onCheck());
    setTabOrder(sound_->onCheck(), sound_->volumeSlider());
    setTabOrder(sound_->volumeSlider(), ui_->languageCombo);
    themeChooser_ = new ThemeChooser;
    //: Preferences: the colours of the board and discs (classic green, dark, wood, high contrast)
    auto* themeLabel = new QLabel(tr("Board &theme:"));
    themeLabel->setBuddy(themeChooser_->combo());
    ui_->boardLayout->insertRow(1, themeLabel, themeChooser_);
    setTabOrder(ui_->animationCombo, themeChooser_->combo());
    setTabOrder(themeChooser_->combo(), ui_->legalMovesCheck);
    addThreadsRow();
    fillChoices();
    showSettings();
    updateEnabledFields();
    connect(ui_->opponentCombo, &QComboBox::currentIndexChanged, this,
            [this] { updateEnabledFields(); });
    connect(ui_->buttonBox, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(ui_->buttonBox, &QDialogButtonBox::rejected, this, &PreferencesDialog::reject);
    scrollWhenTooTall(*this, *ui_->buttonBox);  // last: after every section is in place
}

PreferencesDialog::~PreferencesDialog() = default;

// Threads, beside the pause before the computer's move (the dialog has no height to spare on a
// 768-pixel screen), with a note on who shares them.
void PreferencesDialog::addThreadsRow() {
    threadsSpin_ = new QSpinBox;
    threadsSpin_->setObjectName(QStringLiteral("threadsSpin"));
    threadsSpin_->setRange(1, Settings::kMaxEngineThreads);
    //: Preferences: how many threads (processor cores) the computer's searches use
    auto* label = new QLabel(tr("T&hreads:"));
    label->setBuddy(threadsSpin_);
    const int cores = std::max(1, QThread::idealThreadCount());
    //: Preferences, the note on Threads: who shares them; %n the number of cores of this computer
    const QString note =
        tr("The strongest level, the hint, analysis and the review share "
           "them. This computer has %n core(s).",
           nullptr, cores);
    label->setToolTip(note);
    threadsSpin_->setToolTip(note);
    threadsSpin_->setAccessibleDescription(note);
    int row = 0;
    QFormLayout::ItemRole role{};
    ui_->gameLayout->getWidgetPosition(ui_->thinkDelaySpin, &row, &role);
    // Moved into a row of its own widgets, the pause keeps its place in the tab order and its
    // name (a label names only the widgets beside it).
    const auto takesFocus = [this](const QWidget* w) {
        return w->focusPolicy() != Qt::NoFocus && !ui_->thinkDelaySpin->isAncestorOf(w);
    };
    QWidget* before = ui_->thinkDelaySpin->previousInFocusChain();
    while (!takesFocus(before)) before = before->previousInFocusChain();
    QWidget* after = ui_->thinkDelaySpin->nextInFocusChain();
    while (!takesFocus(after)) after = after->nextInFocusChain();
    ui_->thinkDelaySpin->setAccessibleName(ui_->thinkDelayLabel->text().remove(QLatin1Char('&')));
    ui_->gameLayout->removeWidget(ui_->thinkDelaySpin);
    auto* field = new QWidget;
    auto* fieldLayout = new QHBoxLayout(field);
    fieldLayout->setContentsMargins(0, 0, 0, 0);
    fieldLayout->addWidget(ui_->thinkDelaySpin);
    fieldLayout->addSpacing(12);
    fieldLayout->addWidget(label);
    fieldLayout->addWidget(threadsSpin_);
    fieldLayout->addStretch(1);
    ui_->gameLayout->setWidget(row, QFormLayout::FieldRole, field);
    setTabOrder(before, ui_->thinkDelaySpin);
    setTabOrder(ui_->thinkDelaySpin, threadsSpin_);
    setTabOrder(threadsSpin_, after);
}

void PreferencesDialog::fillChoices() {
    ui_->opponentCombo->addItem(tr("Two people on this screen"),
                                static_cast<int>(Opponent::HumanVsHuman));
    ui_->opponentCombo->addItem(tr("You against the computer"),
                                static_cast<int>(Opponent::HumanVsComputer));
    ui_->opponentCombo->addItem(tr("The computer against itself"),
                                static_cast<int>(Opponent::ComputerVsComputer));

    //: The colour of the discs the person plays
    ui_->colorCombo->addItem(tr("Black (moves first)"), static_cast<int>(Color::Black));
    //: The colour of the discs the person plays
    ui_->colorCombo->addItem(tr("White"), static_cast<int>(Color::White));

    for (const auto* list : {&engine::levels(), &engine::timedLevels()}) {
        for (const engine::Level& level : *list) {
            //: A computer level: its number and its name, e.g. "4 - Club"
            ui_->levelCombo->addItem(tr("%1 - %2").arg(level.number).arg(levelName(level)),
                                     level.number);
        }
    }

    //: Animation speed
    ui_->animationCombo->addItem(tr("Instant"), static_cast<int>(AnimationSpeed::Instant));
    //: Animation speed
    ui_->animationCombo->addItem(tr("Fast"), static_cast<int>(AnimationSpeed::Fast));
    //: Animation speed
    ui_->animationCombo->addItem(tr("Normal"), static_cast<int>(AnimationSpeed::Normal));
    //: Animation speed
    ui_->animationCombo->addItem(tr("Slow"), static_cast<int>(AnimationSpeed::Slow));

    for (const LanguageChoice& language : languageChoices())
        ui_->languageCombo->addItem(language.displayName, language.code);
}

void PreferencesDialog::showSettings() {
    selectData(ui_->opponentCombo, static_cast<int>(settings_.opponent()));
    selectData(ui_->colorCombo, static_cast<int>(settings_.humanColor()));
    selectData(ui_->levelCombo, settings_.level());
    ui_->thinkDelaySpin->setValue(settings_.thinkDelayMs());
    selectData(ui_->animationCombo, static_cast<int>(settings_.animationSpeed()));
    themeChooser_->setThemeId(settings_.boardTheme());
    ui_->legalMovesCheck->setChecked(settings_.showLegalMoves());
    ui_->lastMoveCheck->setChecked(settings_.showLastMove());
    ui_->coordinatesCheck->setChecked(settings_.showCoordinates());
    selectData(ui_->languageCombo, settings_.language());
    ui_->reviewDepthSpin->setValue(settings_.reviewDepth());
    ui_->reviewExactSpin->setValue(settings_.reviewExactEmpties());
    threadsSpin_->setValue(settings_.engineThreads());
}

void PreferencesDialog::storeSettings() {
    settings_.setOpponent(static_cast<Opponent>(ui_->opponentCombo->currentData().toInt()));
    settings_.setHumanColor(static_cast<Color>(ui_->colorCombo->currentData().toInt()));
    settings_.setLevel(ui_->levelCombo->currentData().toInt());
    settings_.setThinkDelayMs(ui_->thinkDelaySpin->value());
    settings_.setAnimationSpeed(
        static_cast<AnimationSpeed>(ui_->animationCombo->currentData().toInt()));
    settings_.setBoardTheme(themeChooser_->themeId());
    settings_.setShowLegalMoves(ui_->legalMovesCheck->isChecked());
    settings_.setShowLastMove(ui_->lastMoveCheck->isChecked());
    settings_.setShowCoordinates(ui_->coordinatesCheck->isChecked());
    settings_.setLanguage(ui_->languageCombo->currentData().toString());
    settings_.setReview(ui_->reviewDepthSpin->value(), ui_->reviewExactSpin->value());
    settings_.setEngineThreads(threadsSpin_->value());
    sound_->store();
}

// The colour only matters against the computer; the level and pause whenever the computer plays.
void PreferencesDialog::updateEnabledFields() {
    const auto opponent = static_cast<Opponent>(ui_->opponentCombo->currentData().toInt());
    const bool computerPlays = opponent != Opponent::HumanVsHuman;
    ui_->colorCombo->setEnabled(opponent == Opponent::HumanVsComputer);
    ui_->colorLabel->setEnabled(opponent == Opponent::HumanVsComputer);
    ui_->levelCombo->setEnabled(computerPlays);
    ui_->levelLabel->setEnabled(computerPlays);
    ui_->thinkDelaySpin->setEnabled(computerPlays);
    ui_->thinkDelayLabel->setEnabled(computerPlays);
}

void PreferencesDialog::accept() {
    storeSettings();
    QDialog::accept();
}

}  // namespace verso::app
