// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/engines/AnalysisEngineMenu.h"

#include <QActionGroup>
#include <QMenu>
#include <QMessageBox>

#include "app/analysis/AnalysisMode.h"
#include "app/engines/ExternalEngineFaultText.h"
#include "app/settings/Settings.h"
#include "app/window/HintActions.h"

namespace verso::app {

AnalysisEngineMenu::AnalysisEngineMenu(Settings& settings, AnalysisMode& analysis,
                                       HintActions& hints, QWidget& window)
    : QObject(&window),
      settings_(settings),
      analysis_(analysis),
      hints_(hints),
      window_(window),
      //: View menu: the submenu that chooses who analyses (Verso or an outside engine)
      menu_(new QMenu(tr("Analysis &Engine"), &window)),
      group_(new QActionGroup(this)) {
    menu_->setObjectName(QStringLiteral("menuAnalysisEngine"));
    menu_->menuAction()->setStatusTip(
        tr("Choose who analyses in Analysis Mode and finds hints: Verso or an outside engine"));
    connect(&settings_, &Settings::enginesChanged, this, [this] {
        rebuild();
        apply();  // an engine edited or removed
    });
    connect(&analysis_, &AnalysisMode::engineFaulted, this,
            [this](const QString& name, session::ExternalEngineFault fault, const QString& detail) {
                //: Informative text when the outside analysing engine %1 failed
                showFault(name, fault, detail,
                          tr("%1 stopped analysing. The game is unchanged; the board shows no "
                             "values until you choose an engine in View > Analysis Engine.")
                              .arg(name));
            });
    connect(&hints_, &HintActions::engineFaulted, this,
            [this](const QString& name, session::ExternalEngineFault fault, const QString& detail) {
                //: Informative text when the outside engine %1 failed to give a hint
                showFault(name, fault, detail,
                          tr("%1 gave no hint. The game is unchanged.").arg(name));
            });
    rebuild();
    apply();
}

void AnalysisEngineMenu::rebuild() {
    for (QAction* action : group_->actions()) delete action;
    menu_->clear();
    const QString chosen = settings_.analysisEngine();
    const auto add = [this, &chosen](const QString& text, const QString& name) {
        QAction* action = menu_->addAction(text);
        action->setCheckable(true);
        action->setChecked(name == chosen);
        action->setData(name);
        group_->addAction(action);
        connect(action, &QAction::triggered, this, [this, name] { choose(name); });
        return action;
    };
    //: View > Analysis Engine: Verso's own engine analyses
    add(tr("&Verso"), QString())->setObjectName(QStringLiteral("actionAnalysisEngineVerso"));
    const QList<session::ExternalEngineSpec> engines = settings_.engines();
    if (!engines.isEmpty()) menu_->addSeparator();
    for (const session::ExternalEngineSpec& engine : engines) {
        QString text = engine.displayName();
        add(text.replace(u'&', QStringLiteral("&&")), engine.displayName());
    }
}

void AnalysisEngineMenu::choose(const QString& engineName) {
    settings_.setAnalysisEngine(engineName);
    for (QAction* action : group_->actions())
        action->setChecked(action->data().toString() == settings_.analysisEngine());
    apply();
}

// Chosen again (even the same engine), a failed engine is asked again.
void AnalysisEngineMenu::apply() {
    const auto engine = settings_.analysisEngineSpec();
    hints_.setEngine(engine);
    analysis_.setEngine(engine);
}

void AnalysisEngineMenu::showFault(const QString& engineName, session::ExternalEngineFault fault,
                                   const QString& detail, const QString& consequence) {
    //: Title of the message shown when the outside analysing engine %1 fails
    auto* box = new QMessageBox(QMessageBox::Warning, tr("%1 Failed").arg(engineName),
                                engineFaultText(fault, detail), QMessageBox::Ok, &window_);
    box->setObjectName(QStringLiteral("analysisEngineFaultDialog"));
    box->setInformativeText(consequence);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->open();
}

}  // namespace verso::app
