#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Makes Verso's sound effects (resources/sounds/*.wav) from numbers alone.

Every sound is synthesised here (sines, a seeded noise generator and envelopes), so the files are
the project's own work under its licence and the same bytes come out on every machine.

    python3 tools/make-sounds.py            write resources/sounds/*.wav
    python3 tools/make-sounds.py --check    make them in memory and compare with the files
                                            (exit 1 and name each file that differs)
"""
import io
import math
import os
import struct
import sys
import wave

RATE = 44100
PEAK = 32767
SOUNDS_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "resources", "sounds")


class Noise:
    """A small linear congruential generator: white noise in [-1, 1], the same on every run."""

    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = (self.state * 1103515245 + 12345) % 2147483648
        return self.state / 1073741824.0 - 1.0


def samples(seconds):
    return range(int(seconds * RATE))


def envelope(t, attack, length):
    """Rises over "attack" seconds, then falls smoothly to silence at "length"."""
    if t < attack:
        return t / attack
    rest = (t - attack) / max(length - attack, 1e-9)
    return max(0.0, 1.0 - rest) ** 2


def tone(frequency, seconds, level, attack=0.004, overtone=0.25):
    out = []
    for i in samples(seconds):
        t = i / RATE
        wave_ = math.sin(2 * math.pi * frequency * t) + overtone * math.sin(4 * math.pi * frequency * t)
        out.append(level * envelope(t, attack, seconds) * wave_ / (1 + overtone))
    return out


def mix(*parts):
    """Adds the parts, each given as (start in seconds, samples)."""
    length = max(int(start * RATE) + len(part) for start, part in parts)
    out = [0.0] * length
    for start, part in parts:
        offset = int(start * RATE)
        for i, value in enumerate(part):
            out[offset + i] += value
    return out


def place():
    """A disc put down: a short knock (a low sine) with a woody tick of damped noise."""
    noise = Noise(1)
    seconds = 0.09
    out, smooth = [], 0.0
    for i in samples(seconds):
        t = i / RATE
        smooth += 0.35 * (noise.next() - smooth)  # a one-pole low-pass: a duller tick
        knock = math.sin(2 * math.pi * 170 * t) * math.exp(-t * 45)
        tick = smooth * math.exp(-t * 160)
        out.append(0.55 * knock + 0.35 * tick)
    return out


def flip():
    """Discs turning over: a soft swish of noise that swells and fades, with a light tap."""
    noise = Noise(2)
    seconds = 0.16
    out, low, band = [], 0.0, 0.0
    for i in samples(seconds):
        t = i / RATE
        low += 0.12 * (noise.next() - low)
        band = noise.next() - low  # noise without its lowest part: an airy swish
        swell = math.sin(math.pi * t / seconds) ** 2
        out.append(0.22 * swell * band + 0.12 * math.sin(2 * math.pi * 880 * t) * math.exp(-t * 60))
    return out


def pass_():
    """A pass: two soft notes going down."""
    return mix((0.0, tone(587.33, 0.14, 0.32)), (0.12, tone(440.0, 0.2, 0.32)))


def refused():
    """A refused move: two short low buzzes."""
    buzz = tone(155.56, 0.07, 0.36, overtone=0.8)
    return mix((0.0, buzz), (0.1, buzz))


def arpeggio(frequencies, step, last):
    parts = [(k * step, tone(f, step + 0.03, 0.28)) for k, f in enumerate(frequencies[:-1])]
    parts.append((step * (len(frequencies) - 1), tone(frequencies[-1], last, 0.3)))
    return mix(*parts)


def win():
    """A won game: a major chord played upwards (C5, E5, G5, C6)."""
    return arpeggio([523.25, 659.25, 783.99, 1046.5], 0.07, 0.16)


def loss():
    """A lost game: a minor chord played downwards (G4, E flat 4, C4)."""
    return arpeggio([392.0, 311.13, 261.63], 0.09, 0.17)


def draw():
    """A drawn game (or one between two people): the same note twice, then its fifth."""
    return arpeggio([440.0, 440.0, 659.25], 0.08, 0.18)


SOUNDS = {"place": place, "flip": flip, "pass": pass_, "refused": refused,
          "win": win, "loss": loss, "draw": draw}


def wav_bytes(values):
    frames = b"".join(struct.pack("<h", max(-PEAK, min(PEAK, round(v * PEAK)))) for v in values)
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)
    return buffer.getvalue()


def main(argv):
    check = "--check" in argv[1:]
    different = []
    for name, make in SOUNDS.items():
        data = wav_bytes(make())
        path = os.path.normpath(os.path.join(SOUNDS_DIR, name + ".wav"))
        if check:
            try:
                with open(path, "rb") as existing:
                    same = existing.read() == data
            except OSError:
                same = False
            if not same:
                different.append(path)
        else:
            with open(path, "wb") as out:
                out.write(data)
    if different:
        for path in different:
            print(f"{path} is not what tools/make-sounds.py makes; run it again", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
