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
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include "app/library/LibraryModel.h"
#include "app/records/CurrentGame.h"
#include "app/settings/Settings.h"
#include "core/Wthor.h"
#include "session/game/GameController.h"
#include "session/storage/GameFiles.h"
#include "session/storage/KeptGames.h"
#include "session/storage/RegularFile.h"

namespace verso::app {

LibraryWindow::LibraryWindow(CurrentGame& current, session::GameController& game,
                             Settings& settings, QWidget* parent)
    : QDialog(parent),
      current_(current),
      game_(game),
      settings_(settings),
      library_(std::make_unique<GameLibrary>()),
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
      filterTimer_(new QTimer(this)) {
    setObjectName(QStringLiteral("libraryWindow"));
    //: Title of the game library window
    setWindowTitle(tr("Game Library"));
    resize(860, 560);
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

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(table_, 1);
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
    connect(&game_, &session::GameController::boardChanged, this, [this] {
        if (through_->isChecked() && isVisible()) filterTimer_->start();
    });
    connect(table_, &QTableView::activated, this,
            [this](const QModelIndex& index) { openRow(index.row()); });
    connect(open_, &QPushButton::clicked, this, [this] {
        const QModelIndex index = table_->currentIndex();
        if (index.isValid()) openRow(index.row());
    });
    connect(add, &QPushButton::clicked, this, &LibraryWindow::chooseDatabase);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    reload();
}

LibraryWindow::~LibraryWindow() = default;

void LibraryWindow::load(const QString& path, QStringList& problems) {
    const QFileInfo info(path);
    if (info.isDir()) {
        std::string error;
        const int added = addWthorFolder(*library_, QFile::encodeName(path).toStdString(), error);
        //: Game library: a database that could not be read; %1 the path, %2 the reason
        if (!error.empty())
            problems << tr("%1: %2").arg(QDir::toNativeSeparators(path),
                                         QString::fromStdString(error));
        else if (added == 0)
            problems << tr("%1: no WTHOR games in this folder").arg(QDir::toNativeSeparators(path));
        return;
    }
    if (session::isNotRegularFile(path)) {
        problems << tr("%1: %2").arg(QDir::toNativeSeparators(path),
                                     session::notRegularFileReason());
        return;
    }
    if (info.suffix().compare(QLatin1String("wtb"), Qt::CaseInsensitive) == 0) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            problems << tr("%1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
            return;
        }
        const QByteArray bytes = file.readAll();
        const auto games =
            parseWthorGames(std::string_view(bytes.constData(), static_cast<size_t>(bytes.size())));
        if (!games) {
            problems << tr("%1: %2").arg(QDir::toNativeSeparators(path),
                                         QString::fromStdString(games.message()));
            return;
        }
        const auto names = [&](const char* fileName, std::size_t recordSize) {
            QFile f(info.dir().filePath(QString::fromLatin1(fileName)));
            if (session::isNotRegularFile(f.fileName()) || !f.open(QIODevice::ReadOnly))
                return std::vector<std::string>{};
            const QByteArray b = f.readAll();
            auto parsed = parseWthorNames(
                std::string_view(b.constData(), static_cast<size_t>(b.size())), recordSize);
            return parsed ? parsed.value() : std::vector<std::string>{};
        };
        const int source = library_->addSource(info.fileName().toStdString());
        library_->addWthor(source, games.value(), names("WTHOR.JOU", 20), names("WTHOR.TRN", 26));
        return;
    }
    const session::GameFileRead read = session::readGameFile(path);
    if (!read.ioError.isEmpty()) {
        problems << tr("%1: %2").arg(QDir::toNativeSeparators(path), read.ioError);
        return;
    }
    if (!read.parse.ok()) {
        //: Game library: a game file that could not be read
        problems << tr("%1: not a readable game file").arg(QDir::toNativeSeparators(path));
        return;
    }
    library_->addDocuments(library_->addSource(info.fileName().toStdString()), read.parse.games);
}

void LibraryWindow::reload() {
    QApplication::setOverrideCursor(Qt::WaitCursor);
    auto fresh = std::make_unique<GameLibrary>();
    std::swap(library_, fresh);
    model_->deleteLater();
    model_ = new LibraryModel(*library_, this);
    table_->setModel(model_);
    model_->sort(table_->horizontalHeader()->sortIndicatorSection(),
                 table_->horizontalHeader()->sortIndicatorOrder());
    fresh.reset();
    QStringList problems;
    const session::KeptGames& kept = current_.keptGames();
    if (!kept.path().isEmpty() && QFileInfo::exists(kept.path())) {
        //: Game library: the source name of the person's own games (File > Kept Games)
        const int source = library_->addSource(tr("Kept games").toStdString());
        const session::KeptGames::Reading read =
            kept.read([this, source](std::vector<GameDocument>& games) {
                library_->addDocuments(source, games);
                return true;
            });
        if (!read.ioError.isEmpty() || read.parseError)
            problems
                << tr("%1: not a readable game file").arg(QDir::toNativeSeparators(kept.path()));
    }
    for (const QString& path : settings_.libraryDatabases()) load(path, problems);
    problems_->setText(problems.join(QLatin1Char('\n')));
    problems_->setVisible(!problems.isEmpty());
    QApplication::restoreOverrideCursor();
    applyFilter();
}

bool LibraryWindow::addDatabase(const QString& path) {
    QStringList databases = settings_.libraryDatabases();
    if (databases.contains(path)) return true;
    QStringList problems;
    const int before = library_->size();
    load(path, problems);
    if (!problems.isEmpty() || library_->size() == before) {
        emit message(problems.isEmpty() ? tr("%1: no games").arg(QDir::toNativeSeparators(path))
                                        : problems.join(QLatin1Char(' ')),
                     10000);
        reload();  // leaves out anything half-added
        return false;
    }
    databases << path;
    settings_.setLibraryDatabases(databases);
    applyFilter();
    return true;
}

void LibraryWindow::chooseDatabase() {
    //: File dialog title: pick a game database for the library
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Add a Game Database"), settings_.lastFolder(),
                                     //: File dialog filter of the game library
                                     tr("Game databases (*.wtb *.ggf *.txt);;All files (*)"));
    if (path.isEmpty()) return;
    // A WTHOR year file brings its whole folder (every year, with the names beside them).
    const QFileInfo info(path);
    const bool wthorFolder =
        info.suffix().compare(QLatin1String("wtb"), Qt::CaseInsensitive) == 0 &&
        QFileInfo::exists(info.dir().filePath(QStringLiteral("WTHOR.JOU")));
    addDatabase(wthorFolder ? info.absolutePath() : path);
}

void LibraryWindow::applyFilter() {
    filterTimer_->stop();
    LibraryFilter filter;
    filter.player = player_->text().trimmed().toStdString();
    filter.yearFrom = yearFrom_->value();
    filter.yearTo = yearTo_->value();
    filter.result = static_cast<LibraryFilter::Result>(result_->currentData().toInt());
    if (through_->isChecked()) filter.through = game_.position();
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
    current_.open(library_->document(game), {}, true);
    //: In the status bar after a game was opened from the library; %1 Black's name, %2 White's
    emit message(tr("Opened from the library: %1 against %2.")
                     .arg(QString::fromUtf8(library_->black(game).data(),
                                            static_cast<qsizetype>(library_->black(game).size())),
                          QString::fromUtf8(library_->white(game).data(),
                                            static_cast<qsizetype>(library_->white(game).size()))),
                 8000);
}

}  // namespace verso::app
