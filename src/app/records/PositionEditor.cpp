// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/records/PositionEditor.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include "app/board/BoardScene.h"
#include "app/board/DiscItem.h"
#include "app/records/EditorBoardView.h"
#include "app/records/EditorTransforms.h"
#include "app/window/ScreenFit.h"
#include "app/window/Texts.h"
#include "core/BoardSymmetry.h"

namespace verso::app {

namespace {

constexpr int kIconSize = 22;

// A square of the board's felt, empty or holding a disc: the picture of a tool and a count.
QPixmap squarePixmap(std::optional<Color> content, int size, qreal devicePixelRatio) {
    QPixmap pixmap(QSize(size, size) * devicePixelRatio);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF square(0.5, 0.5, size - 1.0, size - 1.0);
    painter.setPen(QPen(QColor(0x0d, 0x3b, 0x1f), 1.0));  // BoardScene's grid on its felt
    painter.setBrush(QColor(0x1d, 0x7a, 0x3f));
    painter.drawRoundedRect(square, size * 0.15, size * 0.15);
    const qreal margin = size * 0.14;
    if (content)
        DiscItem::paintDisc(painter, square.adjusted(margin, margin, -margin, -margin), *content);
    return pixmap;
}

QLabel* countLabel(const char* name) {
    auto* label = new QLabel;
    label->setObjectName(QLatin1String(name));
    label->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    label->setMinimumWidth(label->fontMetrics().horizontalAdvance(QStringLiteral("00")) + 4);
    return label;
}

QString passNote(Color side) {
    //: Position editor: Black is to move in the position set up but has no move (allowed)
    if (side == Color::Black) return PositionEditor::tr("Black has no move and will pass.");
    //: Position editor: White is to move in the position set up but has no move (allowed)
    return PositionEditor::tr("White has no move and will pass.");
}

}  // namespace

PositionEditor::PositionEditor(const Position& start, QWidget* parent)
    : QDialog(parent), scene_(new BoardScene(this)), view_(new EditorBoardView(scene_)) {
    setObjectName("positionEditor");
    //: Title of the dialog opened by Edit > Set Up Position
    setWindowTitle(tr("Set Up Position"));
    scene_->setShowLegalMoves(false);
    scene_->setShowLastMove(false);
    view_->setObjectName("positionEditorView");
    //: Accessible name of the board in the position editor (for screen readers)
    view_->setAccessibleName(tr("Board to set up"));
    connect(view_, &EditorBoardView::strokeStarted, this, &PositionEditor::startStroke);
    connect(view_, &EditorBoardView::strokeReached, this, &PositionEditor::paint);
    connect(view_, &EditorBoardView::strokeEnded, this, [this] { updatePreview(false); });
    connect(view_, &BoardView::squareActivated, this, [this](int square) {
        startStroke(square, Qt::LeftButton);
        updatePreview(false);
    });

    auto* panel = new QVBoxLayout;
    panel->addWidget(createToolBox());
    panel->addWidget(createSideBox());
    panel->addWidget(createCountBox());
    panel->addStretch(1);
    panel->addWidget(createNoteLine());
    // Under the board, so the panel beside it stays short enough for a small screen.
    auto* transforms = new EditorTransforms;
    connect(transforms, &EditorTransforms::transformRequested, this, &PositionEditor::transform);
    auto* boardColumn = new QVBoxLayout;
    boardColumn->addWidget(view_, 1);
    boardColumn->addWidget(transforms);
    auto* body = new QHBoxLayout;
    body->addLayout(boardColumn, 1);
    body->addLayout(panel);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(body, 1);
    layout->addWidget(createButtons());

    setPosition(start);
    setTool(Color::Black);
    // Its own size, not Qt's two thirds of a small screen, which cut the texts short.
    resizeToFit(*this, sizeHint());
}

QToolButton* PositionEditor::createTool(const QString& text, std::optional<Color> content,
                                        const char* name) {
    auto* button = new QToolButton;
    button->setObjectName(QLatin1String(name));
    button->setText(text);
    button->setIcon(QIcon(squarePixmap(content, kIconSize, devicePixelRatioF())));
    button->setIconSize(QSize(kIconSize, kIconSize));
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    button->setCheckable(true);
    button->setAutoRaise(true);  // only the chosen tool shows a frame
    button->setAutoExclusive(true);
    connect(button, &QToolButton::toggled, this, [this](bool on) {
        if (on) updatePreview(false);
    });
    return button;
}

QWidget* PositionEditor::createToolBox() {
    //: Group of the position editor: what a left click puts on a square
    auto* box = new QGroupBox(tr("Paint With"));
    //: Painting tool: a left click puts a black disc
    blackTool_ = createTool(tr("&Black"), Color::Black, "blackTool");
    //: Painting tool: a left click puts a white disc
    whiteTool_ = createTool(tr("&White"), Color::White, "whiteTool");
    //: Painting tool: a left click empties the square
    emptyTool_ = createTool(tr("&Empty"), std::nullopt, "emptyTool");
    //: Position editor: how to paint the board
    auto* hint =
        new QLabel(tr("Click or drag across squares. Clicking a disc of the chosen colour, "
                      "or using the right button, empties a square."));
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(blackTool_);
    layout->addWidget(whiteTool_);
    layout->addWidget(emptyTool_);
    layout->addSpacing(4);
    layout->addWidget(hint);
    return box;
}

QWidget* PositionEditor::createSideBox() {
    //: Group of the position editor: whose turn it is in the position set up
    auto* box = new QGroupBox(tr("Side to Move"));
    //: Side to move in the position editor
    blackToMove_ = new QRadioButton(tr("Blac&k"));
    //: Side to move in the position editor
    whiteToMove_ = new QRadioButton(tr("W&hite"));
    blackToMove_->setObjectName("blackToMoveButton");
    whiteToMove_->setObjectName("whiteToMoveButton");
    blackToMove_->setChecked(true);
    connect(blackToMove_, &QRadioButton::toggled, this, [this] { refresh(); });
    auto* layout = new QHBoxLayout(box);
    layout->addWidget(blackToMove_);
    layout->addWidget(whiteToMove_);
    layout->addStretch(1);
    return box;
}

QWidget* PositionEditor::createCountBox() {
    //: Group of the position editor: how many discs of each colour and empty squares there are
    auto* box = new QGroupBox(tr("Discs"));
    blackCount_ = countLabel("blackCountLabel");
    whiteCount_ = countLabel("whiteCountLabel");
    emptyCount_ = countLabel("emptyCountLabel");
    auto* layout = new QGridLayout(box);
    const std::optional<Color> contents[] = {Color::Black, Color::White, std::nullopt};
    //: Row of the disc counts in the position editor: the number of empty squares
    const QString names[] = {colorText(Color::Black), colorText(Color::White), tr("Empty squares")};
    QLabel* counts[] = {blackCount_, whiteCount_, emptyCount_};
    for (int row = 0; row < 3; ++row) {
        auto* icon = new QLabel;
        icon->setPixmap(squarePixmap(contents[row], kIconSize - 4, devicePixelRatioF()));
        layout->addWidget(icon, row, 0);
        layout->addWidget(new QLabel(names[row]), row, 1);
        layout->addWidget(counts[row], row, 2);
    }
    layout->setColumnStretch(1, 1);
    return box;
}

QWidget* PositionEditor::createNoteLine() {
    auto* line = new QWidget;
    noteIcon_ = new QLabel;
    noteIcon_->setFixedSize(kIconSize, kIconSize);
    note_ = new QLabel;
    note_->setObjectName("editorNote");
    note_->setWordWrap(true);
    note_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // Room for two lines, so the panel does not jump when the note comes and goes.
    note_->setMinimumHeight(2 * note_->fontMetrics().lineSpacing());
    auto* layout = new QHBoxLayout(line);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(noteIcon_, 0, Qt::AlignTop);
    layout->addWidget(note_, 1);
    return line;
}

QWidget* PositionEditor::createButtons() {
    auto* row = new QWidget;
    //: Position editor: takes every disc off the board
    auto* clear = new QPushButton(tr("&Clear"));
    //: Position editor: puts back the four discs of the start position, Black to move
    auto* initial = new QPushButton(tr("&Initial Position"));
    clear->setObjectName("clearButton");
    initial->setObjectName("initialButton");
    clear->setAutoDefault(false);
    initial->setAutoDefault(false);
    connect(clear, &QPushButton::clicked, this,
            [this] { setPosition(Position::fromColors(0, 0, position().sideToMove())); });
    connect(initial, &QPushButton::clicked, this, [this] { setPosition(Position::initial()); });

    auto* buttons = new QDialogButtonBox;
    buttons->setObjectName("positionEditorButtons");
    //: Position editor: closes it and starts a game from the position set up
    playButton_ = buttons->addButton(tr("&Play from Here"), QDialogButtonBox::AcceptRole);
    playButton_->setObjectName("playButton");
    playButton_->setDefault(true);
    buttons->addButton(QDialogButtonBox::Cancel)->setObjectName("cancelButton");
    connect(buttons, &QDialogButtonBox::accepted, this, &PositionEditor::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PositionEditor::reject);

    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(clear);
    layout->addWidget(initial);
    layout->addStretch(1);
    layout->addWidget(buttons);
    return row;
}

Position PositionEditor::position() const {
    return Position::fromColors(black_, white_,
                                whiteToMove_->isChecked() ? Color::White : Color::Black);
}

void PositionEditor::setPosition(const Position& position) {
    black_ = position.black();
    white_ = position.white();
    const QSignalBlocker blocker(blackToMove_);  // one refresh below, not two
    (position.sideToMove() == Color::Black ? blackToMove_ : whiteToMove_)->setChecked(true);
    refresh();
}

void PositionEditor::transform(int symmetry) {
    black_ = applySymmetry(black_, symmetry);
    white_ = applySymmetry(white_, symmetry);
    refresh();
}

std::optional<Color> PositionEditor::tool() const {
    if (blackTool_->isChecked()) return Color::Black;
    if (whiteTool_->isChecked()) return Color::White;
    return std::nullopt;
}

void PositionEditor::setTool(std::optional<Color> content) {
    QToolButton* button = !content                   ? emptyTool_
                          : *content == Color::Black ? blackTool_
                                                     : whiteTool_;
    button->setChecked(true);
    updatePreview(false);
}

bool PositionEditor::canPlay() const { return !position().isGameOver(); }

QString PositionEditor::note() const { return note_->text(); }

QPoint PositionEditor::squareCenterInView(int square) const {
    return view_->squareCenterInView(square);
}

void PositionEditor::accept() {
    if (canPlay()) QDialog::accept();
}

// A left stroke paints the tool, or empties when its first square already holds the tool's colour
// (so a click toggles); a right stroke empties.
void PositionEditor::startStroke(int square, Qt::MouseButton button) {
    strokeContent_ = button == Qt::LeftButton ? tool() : std::nullopt;
    if (strokeContent_ && position().at(square) == strokeContent_) strokeContent_.reset();
    updatePreview(true);
    paint(square);
}

void PositionEditor::paint(int square) { setSquare(square, strokeContent_); }

void PositionEditor::setSquare(int square, std::optional<Color> content) {
    const Bitboard bit = squareBit(square);
    black_ &= ~bit;
    white_ &= ~bit;
    if (content == Color::Black) black_ |= bit;
    if (content == Color::White) white_ |= bit;
    refresh();
}

// The tool's disc shows faintly on the empty square under the pointer, but not while painting.
void PositionEditor::updatePreview(bool strokeRunning) {
    scene_->setPreviewColor(strokeRunning ? std::nullopt : tool());
}

void PositionEditor::refresh() {
    const Position p = position();
    scene_->showPosition(p);
    scene_->setLegalMoves(p.empties());  // where the hover preview may show
    blackCount_->setText(QString::number(p.discCount(Color::Black)));
    whiteCount_->setText(QString::number(p.discCount(Color::White)));
    emptyCount_->setText(QString::number(p.emptyCount()));
    updateNote(p);
    playButton_->setEnabled(!p.isGameOver());
}

void PositionEditor::updateNote(const Position& p) {
    if (p.emptyCount() == kSquareCount) {
        //: Position editor: why a game cannot start from the position set up
        showNote(tr("The board is empty."), true);
    } else if (p.isGameOver()) {
        //: Position editor: why a game cannot start from the position set up
        showNote(tr("Neither side can move: the game would be over at once."), true);
    } else if (p.mustPass()) {
        showNote(passNote(p.sideToMove()), false);
    } else {
        showNote(QString(), false);
    }
}

void PositionEditor::showNote(const QString& text, bool refused) {
    note_->setText(text);
    if (text.isEmpty()) {
        noteIcon_->clear();
        return;
    }
    const QIcon icon = style()->standardIcon(refused ? QStyle::SP_MessageBoxWarning
                                                     : QStyle::SP_MessageBoxInformation);
    noteIcon_->setPixmap(icon.pixmap(QSize(kIconSize, kIconSize), devicePixelRatioF()));
}

}  // namespace verso::app
