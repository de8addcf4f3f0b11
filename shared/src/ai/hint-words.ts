// Why the hint's domino is a good play, in a beginner's words and short enough for the turn bar:
// what it does to the trick ("your partner is winning, so its 10 points go to your side"), from
// the trick on the table, the dominoes gone and the player's own hand, never another hand.

import {
  DOUBLES_TRUMP,
  SUIT_NAMES,
  countOf,
  dominoName,
  partnerOf,
  playModeOf,
  suitLed,
  teamOf,
} from '../engine';
import type { DominoId, PlayAction } from '../engine';
import type { KnowledgeIn } from './knowledge';
import type { PlayChoice } from './search-play';
import { ONE_OF_SUIT, beats, countIn, follows, highestLeft, isTrump, pointsWord, topOf } from './trick-facts';

const percent = (chance: number): string => `${Math.round(Math.max(0, Math.min(1, chance)) * 100)}%`;

/** Nello: the bidder must lose every trick, the other side wants the bidder to take one. */
const nelloReason = (k: KnowledgeIn<'playing'>, id: DominoId): string => {
  const mode = playModeOf(k.trump, k.settings);
  const bidder = k.contract.bidder;
  if (bidder === k.seat) {
    if (k.trick.length === 0) return 'in nello you must lose every trick, and this is your safest lead';
    return beats(mode, k.trick, id)
      ? 'in nello you must lose every trick; this is your least bad choice'
      : `it stays under ${dominoName(topOf(mode, k.trick).domino)}: in nello you must lose every trick`;
  }
  const top = k.trick.length === 0 ? null : topOf(mode, k.trick);
  return top?.seat === bidder && !beats(mode, k.trick, id)
    ? `it leaves the nello bidder's ${dominoName(top.domino)} on top`
    : 'your side wins if the nello bidder takes a trick';
};

/** A lead: what it asks of the others, or what it risks. */
const leadReason = (k: KnowledgeIn<'playing'>, id: DominoId): string => {
  const mode = playModeOf(k.trump, k.settings);
  const gone = k.tricks.reduce((set, trick) => trick.plays.reduce((s, p) => s | (1 << p.domino), set), 0);
  const out = ~(gone | k.hand) & ((1 << 28) - 1);
  const count = countOf(id);
  if (isTrump(mode, id)) return 'everyone must play a trump, so the other side has fewer left';
  const beaten = mode <= DOUBLES_TRUMP ? 'only a trump can beat it' : 'nothing can beat it';
  if (highestLeft(mode, id, out))
    return count > 0 ? `${beaten}, and it is worth ${pointsWord(count)}` : `${beaten}`;
  if (count > 0)
    return `it is worth ${pointsWord(count)}, but a higher ${ONE_OF_SUIT[suitLed(mode, id)]} can take it`;
  return 'it is worth no points, so losing this trick costs little';
};

/** A play after the lead: what it does to the trick on the table. */
const followReason = (k: KnowledgeIn<'playing'>, id: DominoId): string => {
  const mode = playModeOf(k.trump, k.settings);
  const top = topOf(mode, k.trick);
  const count = countOf(id);
  const held = countIn(k.trick) + count;
  // The last play of a trick wins it; an earlier one only leads it so far.
  const takes = k.trick.length === 3 ? 'wins the trick' : 'takes the lead';
  const stake = held > 0 ? `, ${pointsWord(held)} in it` : '';
  if (beats(mode, k.trick, id)) {
    if (!follows(mode, k.trick[0]!.domino, id) && isTrump(mode, id)) {
      const suit = SUIT_NAMES[suitLed(mode, k.trick[0]!.domino)];
      return `no ${suit} in hand, so this trump ${takes}${stake}`;
    }
    return `it beats ${dominoName(top.domino)} and ${takes}${stake}`;
  }
  if (top.seat === partnerOf(k.seat))
    return count > 0
      ? `your partner is winning, so its ${pointsWord(count)} go to your side`
      : 'your partner is already winning, so no need to go higher';
  return count > 0
    ? `it gives them ${pointsWord(count)}, but every other choice did worse`
    : 'it is worth no points, so it gives the other side nothing';
};

/** Why a play is good, in a few plain words. */
export const playReason = (k: KnowledgeIn<'playing'>, play: PlayAction): string => {
  if (k.trump === 'nello') return nelloReason(k, play.domino);
  if (k.trump === 'sevens') return 'in sevens you must play the domino nearest seven pips';
  return k.trick.length === 0 ? leadReason(k, play.domino) : followReason(k, play.domino);
};

/** The tail of a play reason: how often the search saw the bid made or stopped with it. */
export const evidence = (k: KnowledgeIn<'playing'>, choice: PlayChoice): string => {
  if (!choice.isChance || choice.samples === 0) return '';
  return teamOf(k.contract.bidder) === teamOf(k.seat)
    ? ` (your bid made in ${percent(choice.score)} of tries)`
    : ` (their bid stopped in ${percent(choice.score)} of tries)`;
};
