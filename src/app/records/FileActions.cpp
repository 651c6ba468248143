// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/records/FileActions.h"

#include <deque>
#include <iterator>

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>

#include "app/records/CurrentGame.h"
#include "app/records/GameChooser.h"
#include "app/records/GameTextErrorText.h"
#include "app/settings/Settings.h"
#include "session/storage/AtomicWrite.h"
#include "session/storage/GameFiles.h"
#include "session/storage/KeptGames.h"

namespace verso::app {

namespace {

constexpr int kRecentFiles = 8;

// Saving back to the file a game came from keeps its moves only in GGF and transcripts (a board
// string file holds one position).
bool keepsWholeGame(const QString& path) {
    return !path.isEmpty() && session::formatForPath(path) != GameTextFormat::Board;
}

QString fileFilters() {
    //: File dialog filters; keep the patterns in brackets as they are
    return FileActions::tr(
        "Game files (*.ggf *.txt *.obf);;GGF games (*.ggf);;Transcripts (*.txt);;"
        "Board strings (*.obf);;All files (*)");
}

}  // namespace

FileActions::FileActions(CurrentGame& game, Settings& settings, QMenu& menu, QAction* before,
                         QWidget& window)
    : QObject(&window), game_(game), settings_(settings), window_(window) {
    open_ = new QAction(tr("&Open…"), this);
    open_->setObjectName("actionOpen");
    open_->setShortcut(QKeySequence::Open);
    open_->setStatusTip(tr("Open a game from a GGF, transcript or board string file"));
    recent_ = new QMenu(tr("Open &Recent"), &window);
    recent_->setObjectName("menuRecent");
    save_ = new QAction(tr("&Save"), this);
    save_->setObjectName("actionSave");
    save_->setShortcut(QKeySequence::Save);
    saveAs_ = new QAction(tr("Save &As…"), this);
    saveAs_->setObjectName("actionSaveAs");
    // Desktops without a Save As key of their own (Qt lists none for them) get Ctrl+Shift+S.
    const QList<QKeySequence> saveAsKeys = QKeySequence::keyBindings(QKeySequence::SaveAs);
    saveAs_->setShortcuts(
        saveAsKeys.isEmpty() ? QList{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)} : saveAsKeys);
    //: File menu: the library of every game played or left in Verso
    keptGames_ = new QAction(tr("&Kept Games…"), this);
    keptGames_->setObjectName("actionKeptGames");
    keptGames_->setStatusTip(tr("Every game that ended or was left, to open again"));
    menu.insertAction(before, open_);
    menu.insertMenu(before, recent_);
    menu.insertSeparator(before);
    menu.insertAction(before, save_);
    menu.insertAction(before, saveAs_);
    menu.insertSeparator(before);
    menu.insertAction(before, keptGames_);
    menu.insertSeparator(before);
    for (QAction* action : {open_, save_, saveAs_, keptGames_}) window.addAction(action);
    connect(open_, &QAction::triggered, this, &FileActions::chooseAndOpen);
    connect(save_, &QAction::triggered, this, &FileActions::save);
    connect(saveAs_, &QAction::triggered, this, &FileActions::chooseAndSave);
    connect(keptGames_, &QAction::triggered, this, &FileActions::openKeptGames);
    updateRecentMenu();
}

void FileActions::chooseAndOpen() {
    const QString path = QFileDialog::getOpenFileName(&window_, tr("Open Game"),
                                                      settings_.lastFolder(), fileFilters());
    if (!path.isEmpty()) openPath(path);
}

bool FileActions::openPath(const QString& path) {
    session::GameFileRead read = session::readGameFile(path);
    const QString name = QFileInfo(path).fileName();
    if (!read.ioError.isEmpty()) {
        //: %1 is a file name, %2 the system's reason (e.g. "No such file or directory")
        showProblem(tr("Cannot Open Game"), tr("%1 cannot be read: %2").arg(name, read.ioError));
        return false;
    }
    if (!read.parse.ok()) {
        //: %1 is a file name, %2 where and why it cannot be read
        showProblem(tr("Cannot Open Game"), tr("%1 is not a game Verso can open.\n\n%2")
                                                .arg(name, gameTextErrorText(*read.parse.error)));
        return false;
    }
    settings_.setLastFolder(QFileInfo(path).absolutePath());
    //: Title of the list of games in a file; %1 is the file name
    if (!openOneOf(std::move(read.parse.games), path, tr("Games in %1").arg(name))) return false;
    remember(path);
    return true;
}

bool FileActions::openOneOf(std::vector<GameDocument> games, const QString& path,
                            const QString& chooserTitle, bool inLibrary) {
    if (games.empty()) return false;
    if (games.size() == 1) {
        game_.open(games.front(), keepsWholeGame(path) ? path : QString(), inLibrary);
        return true;
    }
    // Saving a game picked from many would overwrite the others: it opens without a file.
    const auto shared = std::make_shared<const std::vector<GameDocument>>(std::move(games));
    auto* chooser = new GameChooser(shared, chooserTitle, &window_);
    chooser->setAttribute(Qt::WA_DeleteOnClose);
    chooser->setWindowModality(Qt::WindowModal);
    connect(chooser, &QDialog::accepted, this, [this, chooser, shared, inLibrary] {
        const int index = chooser->chosenIndex();
        if (index >= 0 && index < static_cast<int>(shared->size()))
            game_.open((*shared)[static_cast<std::size_t>(index)], {}, inLibrary);
    });
    chooser->open();
    return true;
}

bool FileActions::save() {
    if (game_.path().isEmpty()) return chooseAndSave();
    return saveTo(game_.path());
}

QString FileActions::choosePath(const QString& suggested) {
    QString selectedFilter;
    QString path = QFileDialog::getSaveFileName(&window_, tr("Save Game"), suggested, fileFilters(),
                                                &selectedFilter);
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".ggf");
    return path;
}

bool FileActions::chooseAndSave() {
    QString folder = settings_.lastFolder();
    if (folder.isEmpty()) folder = QDir::homePath();
    const QString path = choosePath(game_.path().isEmpty() ? folder + QLatin1Char('/') +
                                                                 tr("game") + QStringLiteral(".ggf")
                                                           : game_.path());
    return !path.isEmpty() && saveTo(path);
}

bool FileActions::saveTo(const QString& path) {
    const GameDocument document = game_.document();
    const GameTextFormat format = session::formatForPath(path);
    if (session::saveProblem(document, format) ==
        session::SaveProblem::TranscriptNeedsInitialStart) {
        showProblem(tr("Cannot Save Game"),
                    tr("A transcript cannot keep a set-up start position. Save the game as "
                       "GGF (.ggf) to keep it."));
        return false;
    }
    const QString problem =
        session::writeFileAtomically(path, session::gameBytes(document, format));
    const QString name = QFileInfo(path).fileName();
    if (!problem.isEmpty()) {
        //: %1 is a file name, %2 the system's reason (e.g. "Permission denied")
        offerSaveAs(tr("Cannot Save Game"),
                    tr("%1 could not be written: %2").arg(QDir::toNativeSeparators(path), problem));
        return false;
    }
    settings_.setLastFolder(QFileInfo(path).absolutePath());
    if (format == GameTextFormat::Board) {
        //: %1 is a file name
        emit message(tr("The position shown is saved in %1.").arg(name), 8000);
        return true;
    }
    game_.markSaved(path);
    remember(path);
    //: %1 is a file name
    emit message(tr("Saved in %1.").arg(name), 5000);
    return true;
}

void FileActions::saveDocumentAs(const GameDocument& document) {
    QString folder = settings_.lastFolder();
    if (folder.isEmpty()) folder = QDir::homePath();
    const QString path =
        choosePath(folder + QLatin1Char('/') + tr("game") + QStringLiteral(".ggf"));
    if (path.isEmpty()) return;
    GameTextFormat format = session::formatForPath(path);
    if (session::saveProblem(document, format) != session::SaveProblem::None)
        format = GameTextFormat::Ggf;  // a transcript cannot keep a set-up start: GGF can
    const QString problem =
        session::writeFileAtomically(path, session::gameBytes(document, format));
    if (!problem.isEmpty()) {
        offerSaveAs(tr("Cannot Save Game"),
                    tr("%1 could not be written: %2").arg(QDir::toNativeSeparators(path), problem),
                    document);
        return;
    }
    settings_.setLastFolder(QFileInfo(path).absolutePath());
    remember(path);
    emit message(tr("Saved in %1.").arg(QFileInfo(path).fileName()), 5000);
}

void FileActions::offerSaveAs(const QString& title, const QString& text,
                              std::optional<GameDocument> document) {
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::NoButton, &window_);
    box->setObjectName(QStringLiteral("writeProblemDialog"));
    //: Under a failed write: what the person can do
    box->setInformativeText(
        tr("Nothing is lost: the game is still in Verso. Save it in another "
           "place (another folder or disk) with Save As."));
    QPushButton* saveAs = box->addButton(tr("Save &As…"), QMessageBox::AcceptRole);
    saveAs->setObjectName(QStringLiteral("writeProblemSaveAs"));
    box->addButton(QMessageBox::Close);
    box->setDefaultButton(saveAs);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    connect(box, &QMessageBox::finished, this, [this, box, saveAs, document] {
        if (box->clickedButton() != saveAs) return;
        if (document) saveDocumentAs(*document);
        else chooseAndSave();
    });
    box->open();
}

void FileActions::openKeptGames() {
    // The most recent games, as many as a game file may hold (the Library shows them all).
    std::deque<GameDocument> recent;
    const session::KeptGames::Reading read =
        game_.keptGames().read([&recent](std::vector<GameDocument>& games) {
            for (GameDocument& game : games) {
                recent.push_back(std::move(game));
                if (recent.size() > static_cast<std::size_t>(kMaxGamesInText)) recent.pop_front();
            }
            return true;
        });
    const QString path = game_.keptGames().path();
    if (!read.ioError.isEmpty() && QFileInfo::exists(path)) {
        showProblem(tr("Cannot Open Kept Games"),
                    //: %1 is a file name, %2 the system's reason (e.g. "No such file or directory")
                    tr("%1 cannot be read: %2").arg(QFileInfo(path).fileName(), read.ioError));
        return;
    }
    // No file yet, or an empty one (a file without games reads as the error Empty).
    if (!read.ioError.isEmpty() ||
        (read.parseError && read.parseError->kind == GameTextError::Kind::Empty)) {
        emit message(tr("No game is kept yet: every game that ends or is left goes here."), 8000);
        return;
    }
    if (read.parseError) {
        showProblem(tr("Cannot Open Kept Games"), gameTextErrorText(*read.parseError));
        return;
    }
    openOneOf(std::vector<GameDocument>(std::make_move_iterator(recent.begin()),
                                        std::make_move_iterator(recent.end())),
              {}, tr("Kept Games"), true);
}

void FileActions::remember(const QString& path) {
    QStringList recent = settings_.recentFiles();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > kRecentFiles) recent.removeLast();
    settings_.setRecentFiles(recent);
    updateRecentMenu();
}

void FileActions::updateRecentMenu() {
    recent_->clear();
    const QStringList recent = settings_.recentFiles();
    for (const QString& path : recent) {
        QAction* action = recent_->addAction(QFileInfo(path).fileName());
        action->setToolTip(path);
        action->setStatusTip(path);
        connect(action, &QAction::triggered, this, [this, path] { openPath(path); });
    }
    recent_->setEnabled(!recent.isEmpty());
}

void FileActions::showProblem(const QString& title, const QString& text) {
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, &window_);
    box->setObjectName("fileProblemDialog");
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->open();
}

}  // namespace verso::app
