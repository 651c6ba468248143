// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/library/LibraryWindow.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <utility>

#include "app/library/LibraryModel.h"
#include "app/records/CurrentGame.h"
#include "app/settings/Settings.h"
#include "app/window/ScreenFit.h"
#include "core/Wthor.h"
#include "session/game/GameController.h"
#include "session/storage/GameFiles.h"
#include "session/storage/KeptGames.h"

namespace verso::app {

LibraryWindow::LibraryWindow(CurrentGame& current, session::GameController& game,
                             Settings& settings, QWidget* parent)
    : QDialog(parent),
      current_(current),
      game_(game),
      settings_(settings),
      library_(std::make_shared<const GameLibrary>()),
      loader_(new LibraryLoader(this)),
      player_(new QLineEdit),
      yearFrom_(new QSpinBox),
      yearTo_(new QSpinBox),
      result_(new QComboBox),
      //: Game library filter: only games that reached the position shown on the board (mirrored
      //: too)
      through_(new QCheckBox(tr("Through the position on the board"))),
      table_(new QTableView),
      count_(new QLabel),
      problems_(new QLabel),
      open_(new QPushButton(tr("&Open"))),
      reading_(new QWidget),
      readingLabel_(new QLabel),
      progress_(new QProgressBar),
      //: Game library: stops reading the databases
      cancel_(new QPushButton(tr("&Cancel"))),
      filterTimer_(new QTimer(this)) {
    setObjectName(QStringLiteral("libraryWindow"));
    //: Title of the game library window
    setWindowTitle(tr("Game Library"));
    resizeToFit(*this, {860, 560});
    player_->setObjectName(QStringLiteral("libraryPlayer"));
    //: Placeholder of the game library's player filter
    player_->setPlaceholderText(tr("Player"));
    player_->setClearButtonEnabled(true);
    for (QSpinBox* year : {yearFrom_, yearTo_}) {
        year->setRange(0, 2100);
        //: Game library year filter with no year chosen
        year->setSpecialValueText(tr("any"));
    }
    yearFrom_->setObjectName(QStringLiteral("libraryYearFrom"));
    yearTo_->setObjectName(QStringLiteral("libraryYearTo"));
    //: Accessible names of the game library's filters and table (for screen readers)
    player_->setAccessibleName(tr("Filter by player"));
    yearFrom_->setAccessibleName(tr("From year"));
    yearTo_->setAccessibleName(tr("To year"));
    table_->setAccessibleName(tr("Games in the library"));
    result_->setObjectName(QStringLiteral("libraryResult"));
    //: Game library result filter
    result_->addItem(tr("Any result"), static_cast<int>(LibraryFilter::Result::Any));
    result_->addItem(tr("Black wins"), static_cast<int>(LibraryFilter::Result::BlackWins));
    result_->addItem(tr("White wins"), static_cast<int>(LibraryFilter::Result::WhiteWins));
    result_->addItem(tr("Draws"), static_cast<int>(LibraryFilter::Result::Draw));
    through_->setObjectName(QStringLiteral("libraryThrough"));
    table_->setObjectName(QStringLiteral("libraryTable"));
    count_->setObjectName(QStringLiteral("libraryCount"));
    problems_->setObjectName(QStringLiteral("libraryProblems"));
    problems_->setWordWrap(true);
    problems_->hide();

    auto* filters = new QHBoxLayout;
    filters->addWidget(player_, 2);
    //: Game library: between the two year filters, "Years 1990 to 1999"
    filters->addWidget(new QLabel(tr("Years")));
    filters->addWidget(yearFrom_);
    //: Game library: between the two year filters
    filters->addWidget(new QLabel(tr("to")));
    filters->addWidget(yearTo_);
    filters->addWidget(result_);
    filters->addWidget(through_);

    model_ = new LibraryModel(*library_, this);
    table_->setModel(model_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(LibraryModel::Date, Qt::DescendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 6);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    table_->setColumnWidth(LibraryModel::Date, 80);
    table_->setColumnWidth(LibraryModel::Black, 140);
    table_->setColumnWidth(LibraryModel::White, 140);
    table_->setColumnWidth(LibraryModel::Result, 125);
    table_->setColumnWidth(LibraryModel::Event, 160);
    table_->setColumnWidth(LibraryModel::Source, 100);
    table_->setColumnWidth(LibraryModel::Moves, 50);

    auto* buttons = new QDialogButtonBox;
    //: Game library button: add a WTHOR folder or a game file to the databases shown
    QPushButton* add = buttons->addButton(tr("&Add Database…"), QDialogButtonBox::ActionRole);
    add->setObjectName(QStringLiteral("libraryAdd"));
    buttons->addButton(open_, QDialogButtonBox::AcceptRole);
    open_->setObjectName(QStringLiteral("libraryOpen"));
    buttons->addButton(QDialogButtonBox::Close);
    open_->setDefault(true);
    open_->setEnabled(false);  // until there are games to open

    reading_->setObjectName(QStringLiteral("libraryReading"));
    progress_->setObjectName(QStringLiteral("libraryProgress"));
    cancel_->setObjectName(QStringLiteral("libraryCancel"));
    auto* readingRow = new QHBoxLayout(reading_);
    readingRow->setContentsMargins(0, 0, 0, 0);
    readingRow->addWidget(readingLabel_);
    readingRow->addWidget(progress_, 1);
    readingRow->addWidget(cancel_);
    reading_->hide();

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(table_, 1);
    layout->addWidget(reading_);
    layout->addWidget(problems_);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(count_, 1);
    bottom->addWidget(buttons);
    layout->addLayout(bottom);

    filterTimer_->setSingleShot(true);
    filterTimer_->setInterval(150);
    connect(filterTimer_, &QTimer::timeout, this, &LibraryWindow::applyFilter);
    const auto later = [this] { filterTimer_->start(); };
    connect(player_, &QLineEdit::textChanged, this, later);
    connect(yearFrom_, &QSpinBox::valueChanged, this, later);
    connect(yearTo_, &QSpinBox::valueChanged, this, later);
    connect(result_, &QComboBox::currentIndexChanged, this, later);
    connect(through_, &QCheckBox::toggled, this, &LibraryWindow::applyFilter);
    throughPosition_ = game_.position();
    connect(&game_, &session::GameController::boardChanged, this, [this] {
        if (opening_) return;  // a game opened from here: the filter keeps its position
        throughPosition_ = game_.position();
        if (through_->isChecked() && isVisible()) filterTimer_->start();
    });
    connect(table_, &QTableView::activated, this,
            [this](const QModelIndex& index) { openRow(index.row()); });
    connect(open_, &QPushButton::clicked, this, [this] {
        const QModelIndex index = table_->currentIndex();
        if (index.isValid()) openRow(index.row());
    });
    connect(add, &QPushButton::clicked, this, &LibraryWindow::chooseDatabase);
    connect(cancel_, &QPushButton::clicked, this, &LibraryWindow::cancelLoading);
    connect(loader_, &LibraryLoader::progress, this,
            [this](const QString& reading, int done, int total) {
                //: Game library: the database being read, e.g. "Reading WTH_2001.wtb…"
                readingLabel_->setText(tr("Reading %1…").arg(reading));
                progress_->setRange(0, total);
                progress_->setValue(done);
                reading_->show();
            });
    connect(loader_, &LibraryLoader::loaded, this, &LibraryWindow::onLoaded);
    connect(loader_, &LibraryLoader::cancelled, this, [this] {
        reading_->hide();
        adding_.clear();
        //: In the status bar when the person stopped the library's reading
        emit message(tr("Reading the game databases was cancelled."), 5000);
        emit loaded();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    reload();
}

LibraryWindow::~LibraryWindow() = default;

void LibraryWindow::reload() { startLoading(settings_.libraryDatabases()); }

void LibraryWindow::startLoading(const QStringList& databases) {
    const session::KeptGames& kept = current_.keptGames();
    loader_->load(kept.path(), databases);
    if (!reading_->isVisible()) {
        //: Game library: before the first database's name is known
        readingLabel_->setText(tr("Reading the game databases…"));
        progress_->setRange(0, 0);  // busy until the first source says how many there are
        reading_->show();
    }
}

bool LibraryWindow::loading() const { return loader_->busy(); }

void LibraryWindow::cancelLoading() { loader_->cancel(); }

void LibraryWindow::addDatabase(const QString& path) {
    QStringList databases = settings_.libraryDatabases();
    if (databases.contains(path)) {
        reload();
        return;
    }
    adding_ = path;
    startLoading(databases << path);
}

void LibraryWindow::onLoaded(const std::shared_ptr<const GameLibrary>& library,
                             const QList<LibraryLoader::Source>& sources) {
    QStringList problems;
    for (const LibraryLoader::Source& source : sources) {
        if (!source.kept && source.path == adding_) {
            const QString added = std::exchange(adding_, QString());
            if (!source.problems.isEmpty() || source.games->size() == 0) {
                emit message(source.problems.isEmpty()
                                 ? tr("%1: no games").arg(QDir::toNativeSeparators(added))
                                 : source.problems.join(QLatin1Char(' ')),
                             10000);
                startLoading(settings_.libraryDatabases());  // without it (read already)
                return;
            }
            settings_.setLibraryDatabases(settings_.libraryDatabases() << added);
        }
        problems << source.problems;
    }
    reading_->hide();
    display(library, problems);
    emit loaded();
}

void LibraryWindow::display(std::shared_ptr<const GameLibrary> library,
                            const QStringList& problems) {
    LibraryModel* old = model_;
    // The old model may still be asked for its rows until it is gone: its games stay till then.
    connect(old, &QObject::destroyed, this, [keep = library_] {});
    old->deleteLater();
    library_ = std::move(library);
    model_ = new LibraryModel(*library_, this);
    table_->setModel(model_);
    model_->sort(table_->horizontalHeader()->sortIndicatorSection(),
                 table_->horizontalHeader()->sortIndicatorOrder());
    problems_->setText(problems.join(QLatin1Char('\n')));
    problems_->setVisible(!problems.isEmpty());
    applyFilter();
}

void LibraryWindow::chooseDatabase() {
    // A file dialog picks files: a WTHOR database is a folder of year files, so the title and the
    // first filter say that one year file brings the whole folder.
    auto* dialog = new QFileDialog(
        this,
        //: File dialog title: pick a game database for the library
        tr("Add a Game Database: a WTHOR year file (.wtb) adds its whole folder"),
        settings_.lastFolder(),
        //: File dialog filters of the game library, one per line
        tr("WTHOR year files, GGF and transcript files (*.wtb *.ggf *.txt)\n"
           "WTHOR year files: one adds every year of its folder (*.wtb)\nAll files (*)"));
    dialog->setObjectName(QStringLiteral("libraryAddDialog"));
    dialog->setFileMode(QFileDialog::ExistingFile);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString& path) {
        // A WTHOR year file brings its whole folder (every year, with the names beside them).
        const QFileInfo info(path);
        const bool wthorFolder =
            info.suffix().compare(QLatin1String("wtb"), Qt::CaseInsensitive) == 0 &&
            QFileInfo::exists(info.dir().filePath(QStringLiteral("WTHOR.JOU")));
        addDatabase(wthorFolder ? info.absolutePath() : path);
    });
    dialog->open();
}

void LibraryWindow::applyFilter() {
    filterTimer_->stop();
    LibraryFilter filter;
    filter.player = player_->text().trimmed().toStdString();
    filter.yearFrom = yearFrom_->value();
    filter.yearTo = yearTo_->value();
    filter.result = static_cast<LibraryFilter::Result>(result_->currentData().toInt());
    if (through_->isChecked()) filter.through = throughPosition_;
    QElapsedTimer clock;
    clock.start();
    std::vector<int> games = library_->filter(filter);
    const qint64 ms = clock.elapsed();
    const int shown = static_cast<int>(games.size());
    model_->setGames(std::move(games));
    const QLocale locale;
    //: Game library: how many games pass the filters, e.g. "1,234 of 105,386 games (35 ms)"
    count_->setText(tr("%1 of %2 games (%3 ms)")
                        .arg(locale.toString(shown), locale.toString(library_->size()))
                        .arg(ms));
    open_->setEnabled(shown > 0);
    if (shown > 0 && !table_->currentIndex().isValid()) table_->selectRow(0);
}

void LibraryWindow::openRow(int row) {
    if (row < 0 || row >= model_->rowCount()) return;
    const int game = model_->gameAt(row);
    opening_ = true;
    current_.open(library_->document(game), {}, true);
    opening_ = false;
    hide();  // the game is on the board; File > Library shows the list as it was
    //: In the status bar after a game was opened from the library; %1 Black's name, %2 White's
    emit message(tr("Opened from the library: %1 against %2.")
                     .arg(QString::fromUtf8(library_->black(game).data(),
                                            static_cast<qsizetype>(library_->black(game).size())),
                          QString::fromUtf8(library_->white(game).data(),
                                            static_cast<qsizetype>(library_->white(game).size()))),
                 8000);
}

}  // namespace verso::app
