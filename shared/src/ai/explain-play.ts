// Why a seat played the domino it did, in a beginner's words, from what the whole table knows at
// that moment: the trick so far, the suit led, trump, the dominoes already gone. Hidden hands are
// never used: a seat that did not follow suit shows it had none (the rules make it follow if it
// can), and that is all anyone learns of its hand. So the words say what the play did ("trumped
// in", "gave its partner 10 points"), never what else the seat held.

import {
  DOUBLES_TRUMP,
  SEVENS,
  SUIT_NAMES,
  countOf,
  dominoName,
  highEnd,
  lowEnd,
  partnerOf,
  playModeOf,
  powerOf,
  suitLed,
} from '../engine';
import type { BySeat, DominoId, DominoSet, PlayMode, Seat, Settings, Trump } from '../engine';
import { ONE_OF_SUIT, countIn, follows, highestLeft, isTrump, pointsWord, topOf } from './trick-facts';
import type { Played } from './trick-facts';

/** A play and the public table around it. */
export interface PlayToExplain {
  readonly trump: Trump;
  readonly settings: Settings;
  /** The seat that won the bid (in nello, the one who must lose every trick). */
  readonly bidder: Seat;
  /** The trick up to and including the play to explain, the lead first. */
  readonly trick: readonly Played[];
  /** The dominoes played in the tricks before this one. */
  readonly gone: DominoSet;
  /** Each seat as the screen names it: "you" for the viewer, "AI 2", "Ann". */
  readonly names: BySeat<string>;
}

/** How a domino is written ("6-4"); a screen reader's words can be passed instead. */
export type DominoWords = (id: DominoId) => string;

/** "they" for a seat (a person or an AI), "you" for the viewer. */
const they = (name: string): string => (name === 'you' ? 'you' : 'they');

/** "their", or "your" for the viewer. */
const their = (name: string): string => (name === 'you' ? 'your' : 'their');

/** "Ann's", or "your" for the viewer. */
const whose = (name: string): string => (name === 'you' ? 'your' : `${name}'s`);

/** The name in a sentence's first place: "You", "Ann". */
const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** " It is worth 10 points." for a count domino, else nothing. */
const carries = (id: DominoId): string => (countOf(id) > 0 ? ` It is worth ${pointsWord(countOf(id))}.` : '');

/** Sevens: everyone plays their domino nearest 7 pips, and the nearest wins. */
const explainSevens = (p: PlayToExplain, words: DominoWords): string => {
  const mode = SEVENS;
  const play = p.trick.at(-1)!;
  const who = p.names[play.seat];
  const pips = highEnd(play.domino) + lowEnd(play.domino);
  const away = Math.abs(pips - 7);
  const what = `${capital(who)} played ${words(play.domino)}, ${pips} pips (${away === 0 ? 'exactly seven' : `${away} from seven`}): in sevens everyone must play the domino nearest seven.`;
  if (p.trick.length === 1) return what;
  const top = topOf(mode, p.trick.slice(0, -1));
  return topOf(mode, p.trick) === play
    ? `${what} It is nearer than ${words(top.domino)}, so it takes the lead.`
    : `${what} ${capital(words(top.domino))} is nearer, so it does not win.`;
};

/** Nello: the bidder must lose every trick; the other side wants the bidder to win one. */
const explainNello = (p: PlayToExplain, words: DominoWords): string => {
  const mode = playModeOf(p.trump, p.settings);
  const play = p.trick.at(-1)!;
  const who = p.names[play.seat];
  const bidder = p.names[p.bidder];
  const d = words(play.domino);
  const onTop = topOf(mode, p.trick) === play;
  const own = play.seat === p.bidder;
  const why = own
    ? `${capital(who)} bid nello, so ${they(who)} must lose every trick.`
    : `${capital(who)} plays against ${whose(bidder)} nello, and wants ${bidder} to win a trick.`;
  if (p.trick.length === 1) return `${why} ${capital(who)} led ${d}.`;
  const suit = SUIT_NAMES[suitLed(mode, p.trick[0]!.domino)];
  const followed = follows(mode, p.trick[0]!.domino, play.domino);
  const had = followed
    ? `${capital(who)} followed ${suit} with ${d}`
    : `${capital(who)} had no ${suit} and played ${d}`;
  const top = topOf(mode, p.trick);
  if (own)
    return onTop
      ? `${why} ${had}, which is on top: if nobody beats it, the nello is lost.`
      : `${why} ${had}, staying under ${words(top.domino)}.`;
  return top.seat === p.bidder
    ? `${why} ${had}, leaving ${whose(bidder)} ${words(top.domino)} on top.`
    : `${why} ${had}.`;
};

/** The first play of a trick: what it asks of the others, and what it risks. */
const explainLead = (p: PlayToExplain, mode: PlayMode, words: DominoWords): string => {
  const play = p.trick[0]!;
  const who = capital(p.names[play.seat]);
  const d = words(play.domino);
  const out = ~(p.gone | (1 << play.domino)) & ((1 << 28) - 1);
  const one = ONE_OF_SUIT[suitLed(mode, play.domino)];
  const top = highestLeft(mode, play.domino, out);
  if (isTrump(mode, play.domino))
    return `${who} led ${d}, ${top ? 'the highest trump left' : 'a trump'}, to pull out the other side's trumps.${carries(play.domino)}`;
  const beaten = mode <= DOUBLES_TRUMP ? 'only a trump can beat it' : 'nothing can beat it';
  if (top) return `${who} led ${d}, the highest ${one} left: ${beaten}.${carries(play.domino)}`;
  if (countOf(play.domino) > 0)
    return `${who} led ${d}, worth ${pointsWord(countOf(play.domino))}: a higher ${one}${mode <= DOUBLES_TRUMP ? ' or a trump' : ''} can still take it.`;
  return `${who} led ${d}, worth no points, so losing the trick costs little.`;
};

/** A play after the lead: whether it followed, and what it did to the trick. */
const explainFollow = (p: PlayToExplain, mode: PlayMode, words: DominoWords): string => {
  const play = p.trick.at(-1)!;
  const who = p.names[play.seat];
  const d = words(play.domino);
  const ledSuit = suitLed(mode, p.trick[0]!.domino);
  // A trump lead asks for trumps, whatever pips they show.
  const suit = ledSuit === mode ? 'trumps' : SUIT_NAMES[ledSuit];
  const before = p.trick.slice(0, -1);
  const top = topOf(mode, before);
  const topName = p.names[top.seat];
  const topD = words(top.domino);
  const beats = powerOf(mode, ledSuit, play.domino) > powerOf(mode, ledSuit, top.domino);
  const followed = follows(mode, p.trick[0]!.domino, play.domino);
  const trumped = !followed && isTrump(mode, play.domino);
  const last = p.trick.length === 4;
  const held = countIn(before);
  const count = countOf(play.domino);
  const partnerOnTop = top.seat === partnerOf(play.seat);

  const what = followed
    ? `${capital(who)} had to follow ${suit} and played ${d}`
    : trumped && beats
      ? `${capital(who)} had no ${suit}, so ${they(who)} trumped in with ${d}`
      : trumped
        ? `${capital(who)} had no ${suit}, so ${they(who)} played a trump, ${d}`
        : `${capital(who)} had no ${suit}, so ${they(who)} could play any domino, and played ${d}`;
  if (beats) {
    const taking = last ? 'winning the trick' : 'taking the lead';
    const from = partnerOnTop ? ` from ${their(who)} partner's ${topD}` : ` from ${whose(topName)} ${topD}`;
    const stake =
      held + count > 0 ? ` The dominoes in this trick are worth ${pointsWord(held + count)}.` : '';
    return `${what}, ${taking}${from}.${stake}`;
  }
  if (partnerOnTop)
    return count > 0
      ? `${what}: ${their(who)} partner was already winning with ${topD}, so ${they(who)} gave ${their(who)} own side ${pointsWord(count)}.`
      : `${what}: ${their(who)} partner was already winning with ${topD}, so ${they(who)} did not need to go higher.`;
  return `${what}, worth ${count > 0 ? pointsWord(count) : 'no points'}: ${whose(topName)} ${topD} was higher.`;
};

/** Why the last play of `trick` was made, in plain words from public facts only; `words` writes a
 * domino ("6-4" by default). */
export const explainPlay = (p: PlayToExplain, words: DominoWords = dominoName): string => {
  if (p.trump === 'sevens') return explainSevens(p, words);
  if (p.trump === 'nello') return explainNello(p, words);
  const mode = playModeOf(p.trump, p.settings);
  return p.trick.length === 1 ? explainLead(p, mode, words) : explainFollow(p, mode, words);
};
