// SPDX-License-Identifier: GPL-3.0-or-later
// The game's sounds, heard through SoundPlayer::requested() and a recording output (no sound
// device needed): clicks on the real board, the game's end for each side, View > Sound, the
// Preferences group and the sound files embedded in the program.
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSoundEffect>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include "WindowTestSupport.h"
#include "app/settings/PreferencesDialog.h"
#include "app/sound/EffectOutput.h"
#include "app/sound/GameSounds.h"
#include "app/sound/SoundPlayer.h"
#include "app/sound/SoundPreferences.h"
#include "session/game/GameController.h"

using namespace verso;
using namespace verso::app;
using namespace verso::test;

namespace {

// What reached the output: each sound with its linear volume.
class RecordingOutput : public SoundOutput {
public:
    explicit RecordingOutput(QList<std::pair<Sound, double>>& played) : played_(played) {}
    void play(Sound sound, double volume) override { played_.append({sound, volume}); }

private:
    QList<std::pair<Sound, double>>& played_;
};

QList<Sound> heard(const QSignalSpy& spy) {
    QList<Sound> sounds;
    for (const QList<QVariant>& call : spy) sounds.append(call.at(0).value<Sound>());
    return sounds;
}

// White (the mirror of kPassThenEnd) to move: c1, h8 and d8 win the game 8-0 for White, Black
// passing in between.
const char* const kWhiteWinsByPasses =
    "OX------"
    "--------"
    "--------"
    "--------"
    "--------"
    "--------"
    "--------"
    "----XOX- O";

const char* const kComputerWipesOut =
    "OX------"
    "--------"
    "--------"
    "--------"
    "--------"
    "--------"
    "--------"
    "-------- O";

quint32 le32(const QByteArray& data, int at) {
    return qFromLittleEndian<quint32>(data.constData() + at);
}
quint16 le16(const QByteArray& data, int at) {
    return qFromLittleEndian<quint16>(data.constData() + at);
}

}  // namespace

class TestSound : public QObject {
    Q_OBJECT
    QTemporaryDir configDir_;

    static void showWindow(MainWindow& w) {
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
    }

    // Plays c1, h8 and d8 of kPassThenEnd (or its mirror) as the side to move.
    static void playPassesToTheEnd(MainWindow& w, QSignalSpy& spy, Sound ending) {
        for (const char* square : {"c1", "h8", "d8"}) {
            const qsizetype before = spy.size();
            click(w, square);
            QCOMPARE(spy.size(), before + 1);  // the disc's sound comes with the click
            QCOMPARE(heard(spy).at(before), Sound::Place);
            QTRY_COMPARE(spy.size(), before + 3);
            QCOMPARE(heard(spy).mid(before + 1),
                     (QList{Sound::Flip, std::string_view(square) == "d8" ? ending : Sound::Pass}));
        }
    }

private slots:
    void initTestCase() {
        QVERIFY(configDir_.isValid());
        useTemporarySettings(configDir_, "VersoSound");
    }

    void init() { resetToTwoPeopleWithoutAnimation(); }

    void soundIsOnAtAModestVolumeByDefault() {
        Settings settings;
        QVERIFY(settings.soundOn());
        QCOMPARE(settings.soundVolume(), 50);
        settings.setSoundVolume(250);
        QCOMPARE(settings.soundVolume(), 100);
    }

    void aLegalClickPlacesThenTurnsTheDiscsOnce() {
        MainWindow w;
        showWindow(w);
        QList<std::pair<Sound, double>> played;
        w.sounds()->player()->setOutput(std::make_unique<RecordingOutput>(played));
        QSignalSpy spy(w.sounds()->player(), &SoundPlayer::requested);
        click(w, "d3");
        QCOMPARE(heard(spy), QList{Sound::Place});  // at once, not after the animation
        QTRY_COMPARE(heard(spy), (QList{Sound::Place, Sound::Flip}));
        QCOMPARE(spy.at(0).at(1).toInt(), 50);
        QCOMPARE(played.size(), 2);
        QCOMPARE(played.at(0).first, Sound::Place);
        QCOMPARE(played.at(0).second, SoundPlayer::linearVolume(50));
        click(w, "c5");  // the reply sounds the same way
        QTRY_COMPARE(spy.size(), 4);
        QCOMPARE(heard(spy).mid(2), (QList{Sound::Place, Sound::Flip}));
        QVERIFY(!spy.wait(GameSounds::kFlipDelayMs * 4));
    }

    void aRefusedClickSoundsRefused() {
        MainWindow w;
        showWindow(w);
        QSignalSpy spy(w.sounds()->player(), &SoundPlayer::requested);
        click(w, "a1");
        QCOMPARE(heard(spy), QList{Sound::Refused});
        click(w, "d4");
        QCOMPARE(heard(spy), (QList{Sound::Refused, Sound::Refused}));
        QCOMPARE(shown(w, "a1"), std::nullopt);
    }

    void passesAndTheEndBetweenTwoPeopleSoundTheDraw() {
        MainWindow w;
        showWindow(w);
        Settings().setPassDialogs(false);
        w.controller()->newGame(board(kPassThenEnd));
        QSignalSpy spy(w.sounds()->player(), &SoundPlayer::requested);
        playPassesToTheEnd(w, spy, Sound::Draw);
    }

    void thePersonWinning() {
        Settings().setPassDialogs(false);
        Settings().setHumanColor(Color::White);
        MainWindow w;
        useComputer(w);
        action(w, "actionHumanVsComputer")->trigger();
        showWindow(w);
        w.controller()->newGame(board(kWhiteWinsByPasses));
        QSignalSpy spy(w.sounds()->player(), &SoundPlayer::requested);
        playPassesToTheEnd(w, spy, Sound::Win);
    }

    void thePersonLosingToTheComputer() {
        Settings().setPassDialogs(false);
        Settings().setHumanColor(Color::Black);
        MainWindow w;
        useComputer(w);
        action(w, "actionHumanVsComputer")->trigger();
        showWindow(w);
        QSignalSpy spy(w.sounds()->player(), &SoundPlayer::requested);
        // The computer (White) has one move, c1, which takes Black's last disc.
        w.controller()->newGame(board(kComputerWipesOut));
        QTRY_COMPARE(heard(spy), (QList{Sound::Place, Sound::Flip, Sound::Loss}));
    }

    void resigningSoundsTheLoss() {
        Settings().setHumanColor(Color::Black);
        MainWindow w;
        useComputer(w);
        action(w, "actionHumanVsComputer")->trigger();
        showWindow(w);
        QSignalSpy spy(w.sounds()->player(), &SoundPlayer::requested);
        QVERIFY(resignConfirmed(w));
        QTRY_COMPARE(heard(spy), QList{Sound::Loss});
    }

    void aGameSteppedToItsEndIsSilent() {
        MainWindow w;
        showWindow(w);
        Settings().setPassDialogs(false);
        w.controller()->newGame(board(kPassThenEnd));
        QSignalSpy spy(w.sounds()->player(), &SoundPlayer::requested);
        for (const char* square : {"c1", "h8", "d8"}) click(w, square);
        QVERIFY(QTest::qWaitFor([&] { return heard(spy).contains(Sound::Draw); }));
        spy.clear();
        QVERIFY(w.controller()->undo());
        QVERIFY(w.controller()->redo());  // back at the end: no result sound again
        QVERIFY(!spy.wait(GameSounds::kFollowDelayMs * 3));
    }

    void nothingIsPlayedWithSoundOff() {
        Settings().setSoundOn(false);
        MainWindow w;
        showWindow(w);
        QList<std::pair<Sound, double>> played;
        w.sounds()->player()->setOutput(std::make_unique<RecordingOutput>(played));
        QSignalSpy spy(w.sounds()->player(), &SoundPlayer::requested);
        click(w, "a1");
        click(w, "d3");
        QCOMPARE(shown(w, "d3"), std::optional(Color::Black));
        QVERIFY(!spy.wait(GameSounds::kFlipDelayMs * 4));
        QVERIFY(played.isEmpty());
    }

    void theVolumeComesFromTheSettings() {
        Settings().setSoundVolume(20);
        MainWindow w;
        showWindow(w);
        QList<std::pair<Sound, double>> played;
        w.sounds()->player()->setOutput(std::make_unique<RecordingOutput>(played));
        QSignalSpy spy(w.sounds()->player(), &SoundPlayer::requested);
        click(w, "a1");
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy.at(0).at(1).toInt(), 20);
        QCOMPARE(played.size(), 1);
        QCOMPARE(played.at(0).second, SoundPlayer::linearVolume(20));
        QVERIFY(SoundPlayer::linearVolume(20) < SoundPlayer::linearVolume(50));
        QCOMPARE(SoundPlayer::linearVolume(0), 0.0);
        QCOMPARE(SoundPlayer::linearVolume(100), 1.0);
        w.settings()->setSoundVolume(0);
        click(w, "a1");
        QCOMPARE(spy.at(1).at(1).toInt(), 0);
    }

    void theViewMenuTurnsSoundOnAndOff() {
        MainWindow w;
        showWindow(w);
        QAction* sound = action(w, "actionSound");
        QVERIFY(sound->isCheckable());
        QVERIFY(sound->isChecked());
        auto* view = w.findChild<QMenu*>("menuView");
        QVERIFY(view && view->actions().contains(sound));
        sound->trigger();
        QVERIFY(!w.settings()->soundOn());
        QVERIFY(!Settings().soundOn());
        QSignalSpy spy(w.sounds()->player(), &SoundPlayer::requested);
        click(w, "a1");
        QVERIFY(spy.isEmpty());
        sound->trigger();
        QVERIFY(w.settings()->soundOn());
        click(w, "a1");
        QCOMPARE(heard(spy), QList{Sound::Refused});
    }

    void preferencesTurnSoundOffAndSetTheVolume() {
        MainWindow w;
        showWindow(w);
        w.showPreferences();
        PreferencesDialog* dialog = w.preferencesDialog();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        SoundPreferences* group = dialog->sound();
        QVERIFY(group->onCheck()->isChecked());
        QCOMPARE(group->volumeSlider()->value(), 50);
        group->volumeSlider()->setFocus();
        QTest::keyClick(group->volumeSlider(), Qt::Key_PageDown);
        QCOMPARE(group->volumeSlider()->value(), 40);
        QTest::mouseClick(group->onCheck(), Qt::LeftButton, {}, group->onCheck()->rect().center());
        QVERIFY(!group->onCheck()->isChecked());
        QVERIFY(!group->volumeSlider()->isEnabled());
        QVERIFY(w.settings()->soundOn());  // nothing changes before OK
        QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                          Qt::LeftButton);
        QVERIFY(!w.settings()->soundOn());
        QCOMPARE(w.settings()->soundVolume(), 40);
        QVERIFY(!action(w, "actionSound")->isChecked());  // the menu follows
    }

    // Tests and desktops without a sound device: every sound loads and plays in silence.
    void theDeviceOutputLoadsEverySoundWithoutADevice() {
        EffectOutput output;
        for (const Sound sound : kAllSounds) {
            QVERIFY(!output.effectFor(sound));
            output.play(sound, SoundPlayer::linearVolume(50));
            QVERIFY(output.effectFor(sound));
        }
        for (const Sound sound : kAllSounds) {
            const QSoundEffect& effect = *output.effectFor(sound);
            QTRY_COMPARE(effect.status(), QSoundEffect::Ready);
            QCOMPARE(effect.source(), QUrl(QStringLiteral("qrc") + soundResource(sound)));
        }
    }

    void everySoundIsEmbeddedAsAShortWav() {
        for (const Sound sound : kAllSounds) {
            QFile file(soundResource(sound));
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
            const QByteArray data = file.readAll();
            QVERIFY(data.size() > 44);
            QCOMPARE(data.mid(0, 4), QByteArray("RIFF"));
            QCOMPARE(data.mid(8, 4), QByteArray("WAVE"));
            QCOMPARE(data.mid(12, 4), QByteArray("fmt "));
            QCOMPARE(le16(data, 20), quint16(1));  // PCM
            QCOMPARE(le16(data, 22), quint16(1));  // mono
            QCOMPARE(le32(data, 24), quint32(44100));
            QCOMPARE(le16(data, 34), quint16(16));
            QCOMPARE(data.mid(36, 4), QByteArray("data"));
            const quint32 bytes = le32(data, 40);
            QCOMPARE(qsizetype(bytes) + 44, data.size());
            QVERIFY2(bytes > 0 && bytes / 2.0 / 44100.0 < 0.4, qPrintable(file.fileName()));
        }
    }
};

QTEST_MAIN(TestSound)
#include "test_sound.moc"
