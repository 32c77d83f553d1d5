"""Judged questions for ``smashup search``: each as a player or judge types it, the IDs that
answer it (judged against the seeds in ../shared/seeds/) and where in the seeds the answer is.

The set is ours; the project keeps another one outside the repository as the check. It is
read by tests/test_search_questions.py (the floors) and by bench/run.py (the figures), so it
imports nothing but the standard library, and ``measure`` works for any ranking function.
"""

from __future__ import annotations

from typing import Callable, NamedTuple

# The floors the ranking reaches on this set (tests/test_search_questions.py holds it to them;
# bench/run.py prints the figures against them).
HIT_AT_1 = 0.87
HIT_AT_3 = 0.94
MRR = 0.91


class Question(NamedTuple):
    text: str
    answers: frozenset[str]
    source: str
    area: str  # "core" (the base game's rules), "systems" (the expansions' mechanics), "cards"


def core(text: str, answers: str, source: str) -> Question:
    return Question(text, frozenset(answers.split()), source, "core")


def systems(text: str, answers: str, source: str) -> Question:
    return Question(text, frozenset(answers.split()), source, "systems")


def cards(text: str, answers: str, source: str) -> Question:
    return Question(text, frozenset(answers.split()), source, "cards")


QUESTIONS = [
    # --- The base game's rules ------------------------------------------------------------
    core("what happens if two players tie for first place at a base", "scoring.ties.first scoring.ties",
         '003 "Scoring Bases" (ties): both get first-place VP, no second place'),
    core("we both have the same power on a base, who gets the points?", "scoring.ties scoring.ties.first",
         '003 "Scoring Bases": players with equal power each receive the full VP of the place'),
    core("does a minion with 0 power still let me get points at a base", "scoring.presence power.minimum-zero",
         '003 "Scoring Bases": a player needs a minion or at least 1 power there; a 0-power minion qualifies'),
    core("can a minion's power go below zero", "power.minimum-zero",
         '003 "Special Cards, Counters and Other Rules": power never goes below 0'),
    core("do I have to score a base that reached its breakpoint or can I skip it", "scoring.choose-base",
         '003 "Scoring Bases": every eligible base must be scored'),
    core("two bases are ready to score, who picks which one scores first", "scoring.choose-base",
         '003 "Scoring Bases": the current player chooses the order'),
    core("if the power on a base drops below the breakpoint before it scores does it still score", "scoring.below-breakpoint",
         '003 "Scoring Bases": once chosen, a base scores even below its breakpoint'),
    core("can I win in the middle of my turn when I reach 15 vp", "endgame.victory",
         '003 "Game Setup"/rules: VP are checked at the end of the turn; 002 "End of the Game"'),
    core("what if two players are tied for the most VP at the end of the game", "endgame.tie",
         '002 "End of the Game": a tie for the most VP goes on with more turns'),
    core("how many cards can I keep in my hand", "turn.hand-limit",
         '002 "Draw 2 Cards": discard down to 10 after drawing'),
    core("my deck is empty and I have to draw a card", "turn.empty-deck",
         '002 "Draw 2 Cards": shuffle the discard pile into a new deck'),
    core("does moving a minion to another base trigger its ability", "play.on-play terms.move terms.play",
         '003 "Terms and Phrases", Move and Play: a moved card is not played'),
    core("when I take control of an opponent's minion and it is destroyed whose discard pile does it go to",
         "play.control terms.control play.leave-play-owner",
         '003 "Terms and Phrases", Control: a controlled card leaving play goes to its owner'),
    core("can I play my action before my minion in a turn", "play.regular turn.play-cards",
         '002 "Play Cards": one minion, one action, or one of each, in either order'),
    core("what counts as a standard action", "play.standard-action terms.standard",
         '003 "Terms and Phrases", Standard'),
    core("how often can I use a talent", "play.talent terms.talent",
         '003 "Terms and Phrases", Talent: once per turn in the Play Cards phase'),
    core("can I keep an extra minion play and use it later in the turn", "play.extra",
         '003 "Special Cards, Counters and Other Rules", Extra: granted in Play Cards, it may wait in that phase'),
    core("what order do the phases of a turn go in", "turn.phases",
         '002 "Turn Structure" (detailed): start, play, score, draw, end'),
    core("is discarding a card the same as destroying it", "terms.destroy terms.discard terms.cannot-be-destroyed",
         '003 "Terms and Phrases", Destroy and Discard: not interchangeable'),
    core("several of my abilities go off at the same time, which one resolves first", "resolution.simultaneous",
         '002 resolution order; 003 "Terms and Phrases": the current player picks the order'),
    core("a card says instead, does the original effect still happen", "resolution.instead",
         '003 clarifications of Tar Pits, Escape Hatch: the replaced event does not happen'),
    core("how many bases do we put out for three players", "setup.bases",
         '003 "Game Setup": one more base than players'),
    core("I have no minions in my starting hand, can I redraw", "setup.mulligan conflict.mulligan",
         '003 "Game Setup": mulligan'),
    core("who goes first", "setup.first-player conflict.first-player",
         '003 "Game Setup": first-player criteria'),
    core("are after scoring abilities used before the cards on the base are discarded", "scoring.when-after scoring.discard terms.after",
         '003 "Terms and Phrases", After: once VP are awarded'),
    core("are the minions on a base destroyed when it scores", "scoring.discard terms.destroy terms.discard",
         '003 "Terms and Phrases", Destroy: discarding after scoring is not destruction'),
    core("what does you mean on a base card", "terms.you",
         '003 "Terms and Phrases", You'),
    core("my minion can't be destroyed, can it still be returned to my hand", "terms.cannot-be-destroyed",
         '003 "Terms and Phrases" introduction: the words are not synonyms'),
    core("can I get VP from a base where I have no minions", "scoring.presence power.non-minions",
         '002 "Scoring": only with a minion or a card giving power there'),
    core("do I draw new cards when my hand runs out", "turn.empty-hand",
         '002: an empty hand is not refilled'),
    core("when does an effect that lasts until the end of the turn stop", "turn.end terms.end-of-a-turn",
         '003 "Terms and Phrases", End of a turn'),
    core("if I play a card from another player's discard pile who controls it", "play.control terms.control",
         '003 "Terms and Phrases", Control'),
    # --- The expansions' systems ------------------------------------------------------------
    systems("can I look at my own buried cards", "burying.status oops/accessibility#1",
            '003 "Special Cards", Burying (Status)'),
    systems("when can I uncover a buried card", "burying.uncover oops/burying#3",
            '000 "Burying cards"; 003 "Special Cards", Burying'),
    systems("do buried cards count toward a base's breakpoint", "burying.scoring oops/burying#4",
            '003 "Special Cards", Burying (Scoring): buried cards have no power'),
    systems("duel ends with both minions at the same power", "duels.ties conflict.duel-ties oops/duels#3",
            '003 Cowboys page and "Special Cards", Duels: both sides get all effects'),
    systems("can other cards be played while a duel is going on", "duels.restrictions oops/duels#2 conflict.duel-other-cards",
            '003 "Special Cards", Duels; 000 "Duels"'),
    systems("do I have to put a card face down when my minion duels", "duels.basics oops/duels#1",
            '000 "Duels": placing a duel card is optional'),
    systems("which madness cards count against me at the end of the game",
            "madness.final-score cthulhu/madness-final-score#1 conflict.madness-count",
            '003 "Special Cards", Madness; 004 "Madness final scoring"'),
    systems("when I discard a madness card does it go back to the madness deck",
            "madness.card cthulhu/madness-deck#2 cthulhu/professor#1 madness.ownership",
            '004 "The Madness deck"; 003 "Special Cards", Madness'),
    systems("what if there are no madness cards left to draw", "madness.deck cthulhu/madness-deck#1",
            '004 "The Madness deck": ignore the draws until one is returned'),
    systems("who controls a monster that comes into play with a base", "monsters.control monsters.bases",
            '003 "Special Cards", Monsters'),
    systems("do monsters help a base reach its breakpoint", "monsters.breakpoint",
            '003 "Special Cards", Monsters: uncontrolled monsters raise the breakpoint'),
    systems("who gets the treasure when a monster is destroyed", "monsters.loot conflict.monster-loot",
            '003 "Special Cards", Monsters'),
    systems("can an action that destroys a minion destroy a titan", "titans.targeting",
            '003 "Special Cards", Titans'),
    systems("a titan is moved to a base that already has a titan", "titans.clash",
            '003 "Special Cards", Titans; 002 titans passage'),
    systems("is playing a titan an extra play", "titans.play",
            '003 "Special Cards", Titans'),
    systems("how much power does a titan have", "titans.power",
            '003 "Special Cards", Titans'),
    systems("when does a card come out of stasis", "stasis.leaving",
            '003 "Special Cards", Stasis'),
    systems("are cards in stasis in play", "stasis.status",
            '003 "Special Cards", Stasis'),
    systems("my deck runs out while revealing cards off the top", "off-the-top.empty-deck penguins/off-the-top#2",
            '001 "Playing cards off the top of the deck"'),
    systems("what happens to the stored cards when the card they are under leaves play", "storage.leave-play",
            '003 "Special Cards", Stored cards'),
    systems("does a +1 power counter on an action card add any power", "counters.non-minions cthulhu/power-counters#1 conflict.titan-counters",
            '003 "Special Cards", +1 Power Counters; 004 power counters'),
    systems("where does a treasure go when it leaves play", "treasures.nature play.leave-play-owner conflict.treasure-own-deck",
            '003 "Special Cards", Treasures'),
    # --- Single cards ----------------------------------------------------------------------
    cards("powder keg on a minion that can't be destroyed", "pirates/powderkeg#1",
          '003 Pirates page, Powderkeg clarification'),
    cards("can first mate move to the base that replaces the one that scored", "pirates/first-mate#1",
          '003 Pirates page, First Mate clarification'),
    cards("can I use tenacious z twice in one turn", "zombies/tenacious-z#1 zombies/tenacious-z play.on-your-turn",
          '003 Zombies page, Tenacious Z clarification'),
    cards("zombie lord what if my minions move away after", "zombies/zombie-lord#1",
          '003 Zombies page, Zombie Lord clarification'),
    cards("does the mummy need to be uncovered for its ability to work", "oops/mummy#1 ancient-egyptians/mummy#1 world-champs/mummy#1",
          '000 "Ancient Egyptians", Mummy; 003 Ancient Egyptians page'),
    cards("high noon, if my minion loses do I still get an extra minion", "cowboys/high-noon#1 oops/high-noon#1",
          '003 Cowboys page, High Noon clarification; 000 High Noon'),
    cards("is the pinkerton counter placed before or after the duel cards", "cowboys/pinkerton#1 oops/pinkerton#1 conflict.pinkerton-timing",
          '003 Cowboys page, Pinkerton; 000 Pinkerton'),
    cards("seance does it count itself as a card in hand", "ghosts/seance#1",
          '003 Ghosts page, Séance clarification'),
    cards("cthulhus chosen when a different base is scoring", "minions-of-cthulhu/cthulhus-chosen#1 cthulhu/cthulhus-chosen#1",
          '003 Minions of Cthulhu page; 004 Cthulhu\'s Chosen'),
    cards("r'lyeh if the minion is protected do I still gain the vp", "minions-of-cthulhu/rlyeh#1 cthulhu/rlyeh#1",
          '003 Minions of Cthulhu page, R\'lyeh; 004 R\'lyeh'),
    cards("king rex has no ability?", "dinosaurs/king-rex#1 dinosaurs/king-rex",
          '003 Dinosaurs page, King Rex'),
    cards("augmentation played during someone else's turn how long does it last", "dinosaurs/augmentation#1",
          '003 Dinosaurs page, Augmentation clarification'),
    cards("what is war raptor's power in my hand", "dinosaurs/war-raptor#1",
          '003 Dinosaurs page, War Raptor clarification'),
    cards("sphinx return a buried monster to hand", "ancient-egyptians/sphinx#1 oops/sphinx#1",
          '003 Ancient Egyptians page, Sphinx; 000 Sphinx'),
    cards("eldest thing when I can't destroy two of my minions", "elder-things/eldest-thing#1 cthulhu/eldest-thing#1",
          '003 Elder Things page; 004 Eldest Thing'),
    cards("ninja acolyte can I just return it without playing another minion", "ninjas/ninja-acolyte#2",
          '003 Ninjas page, Ninja Acolyte clarification'),
    cards("does deep roots stop my minions from being destroyed", "killer-plants/deep-roots#1",
          '003 Killer Plants page, Deep Roots clarification'),
    cards("escape hatch, do the minions count as destroyed", "steampunks/escape-hatch#1",
          '003 Steampunks page, Escape Hatch clarification'),
    cards("ornate dome and actions played on minions", "steampunks/ornate-dome#1",
          '003 Steampunks page, Ornate Dome clarification'),
    cards("do I really have to shout release the kraken", "pirates/the-kraken#1",
          '003 Pirates page, The Kraken clarification'),
    cards("microbot alpha minions in my hand microbots?", "robots/microbot-alpha#1",
          '003 Robots page, Microbot Alpha clarification'),
    cards("gorgodzolla with no minions in my hand", "kaiju/gorgodzolla#1",
          '003 Kaiju page, Gorgodzolla clarification'),
    cards("kaiju island ability cancelled what happens to the titans", "kaiju/kaiju-island#1",
          '003 Kaiju page, Kaiju Island clarification'),
    cards("hello dolly copies an action that was played on a minion", "sheep/hello-dolly#1",
          '003 Sheep page, Hello, Dolly! clarification'),
    cards("does shoggoth count its own power for the 12", "elder-things/shoggoth#1 cthulhu/shoggoth#1",
          '003 Elder Things page; 004 Shoggoth'),
    cards("spectre from the discard pile with an extra minion of power 2 or less", "ghosts/spectre#1 play.extra-qualifiers",
          '003 Ghosts page, Spectre clarification'),
    cards("everybody was kung fu fighting who destroys first", "kung-fu-fighters/everybody-was-kung-fu-fighting#1",
          '003 Kung Fu Fighters page clarification'),
    cards("invader destroyed later do I lose the vp", "aliens/invader#1",
          '003 Aliens page, Invader clarification'),
    cards("zombie lrod", "zombies/zombie-lord zombies/zombie-lord#1",
          '003 Zombies page (a typo of Zombie Lord)'),
    cards("madnes card", "madness/madness madness.card",
          '004 "The Madness deck"; 003 "Special Cards", Madness (a typo)'),
    cards("bear necessities when does it destroy itself", "bear-cavalry/bear-necessities#1",
          '003 Bear Cavalry page clarification'),
    cards("emperor penguin three cards at a base, do buried cards count", "penguins/emperor-penguin#1",
          '001 Emperor Penguin'),
    cards("spreading horror can two minions go to the same base", "elder-things/spreading-horror#1 cthulhu/spreading-horror#1",
          '003 Elder Things page; 004 Spreading Horror'),
    cards("tortuga can the runner up move a minion from tortuga itself", "pirates/tortuga#1",
          '003 Pirates page, Tortuga clarification'),
    cards("samurai-chan draws when discarded after scoring or only destroyed", "world-champs/samurai-chan#1 oops/bushi#1",
          '003 World Champs page; 000 Bushi, Honor the Fallen, Samurai-Chan'),
    cards("zombielord", "zombies/zombie-lord zombies/zombie-lord#1",
          '003 Zombies page (a name typed as one word)'),
    cards("first mates ability after base scores twice in a turn", "pirates/first-mate#1",
          '003 Pirates page, First Mate clarification'),
    # --- The examples of issue 26 ---------------------------------------------------------
    systems("can I have two titans in play at the same time", "titans.play titans.control",
            'issue 26; 003 "Special Cards", Titans: no titan play while you control one'),
    systems("do +1 power counters on an action or a base do anything", "counters.non-minions cthulhu/power-counters#1",
            'issue 26; 003 "Special Cards", +1 Power Counters; 004 power counters'),
    core("discarded when the base scores, does that count as destroyed", "scoring.discard",
         'issue 26; 003 "Terms and Phrases", Destroy; 002 scoring'),
    systems("titan moved onto a titan", "titans.clash",
            'issue 26; 003 "Special Cards", Titans; 002:317'),
    cards("powder keg", "pirates/powderkeg pirates/powderkeg#1",
          'issue 26; 003 Pirates page (the name typed in two words)'),
]


def measure(rank: Callable[[str], list[str]], questions=QUESTIONS) -> dict[str, float]:
    """hit@1, hit@3 (an answer first, or in the first three) and MRR@10 (1/rank of the first
    answer in the first ten, else 0) of ``rank``, which gives the IDs for a question, best first."""
    first = third = reciprocal = 0.0
    for question in questions:
        ids = rank(question.text)[:10]
        rank_of = next((n for n, item in enumerate(ids, start=1) if item in question.answers), None)
        if rank_of is not None:
            reciprocal += 1 / rank_of
            first += rank_of == 1
            third += rank_of <= 3
    count = len(questions)
    return {"hit@1": first / count, "hit@3": third / count, "mrr": reciprocal / count, "questions": count}


def misses(rank: Callable[[str], list[str]], questions=QUESTIONS) -> list[tuple[Question, list[str]]]:
    """The questions whose first answer is not first, with the IDs ranked above it (what a reader sees)."""
    missed = []
    for question in questions:
        ids = rank(question.text)[:10]
        if not ids or ids[0] not in question.answers:
            missed.append((question, ids[:3]))
    return missed
