"""The game's random number generator: seeded, and the same in every run.

A Mersenne Twister seeded with the position's integer seed, and the shuffle
the rules need, written out here rather than taken from the ``random`` module:
importing ``random`` (it loads math, bisect, hashing and warnings) costs a
short ``smashup explain`` more than a tenth of its time. The draws are those
of ``random.Random(seed)`` (same generator, same seeding, the same rejection
sampling and Fisher-Yates order as ``random.shuffle``), so a seed written by
an earlier version still gives the same game.

The generator counts the 32-bit numbers it has drawn: its whole state is its
seed and that count, two small numbers a saved moment writes (``random_drawn``)
so that the shuffles after a reload are the original game's.
"""

from __future__ import annotations

from _random import Random as _MersenneTwister


class Rng(_MersenneTwister):
    def __init__(self, seed: int = 0, drawn: int = 0):
        super().__init__(seed)
        self.seed = seed
        for _ in range(drawn):  # the stream continues where a saved moment left it
            self.getrandbits(32)
        self.drawn = drawn

    def below(self, bound: int) -> int:
        """A uniform integer in [0, bound), bound > 0 (``random.Random.randrange(bound)``)."""
        bits = bound.bit_length()
        words = (bits + 31) >> 5  # the 32-bit numbers one draw of ``bits`` bits takes
        value = self.getrandbits(bits)
        self.drawn += words
        while value >= bound:
            value = self.getrandbits(bits)
            self.drawn += words
        return value

    def shuffle(self, items: list) -> None:
        """Shuffle in place, every order equally likely (``random.Random.shuffle``)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
