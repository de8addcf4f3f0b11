// Playing like a decent partner, by rules a 42 player learns early: bidders draw trump while the
// opponents may hold some; lead a sure winner, else partner's suit, else something cheap; feed
// count to a trick partner has won; take a trick with count when it can be taken for sure; never
// throw count on a lost trick. In nello everyone plays low, and the bidder ducks.

import {
  countOf,
  DOUBLES_TRUMP,
  followersOf,
  partnerOf,
  playModeOf,
  playsPerTrick,
  powerOf,
  suitLed,
  teamOf,
} from '../engine';
import type { Action, PlayAction, PlayMode, Seat } from '../engine';
import { constraintsOf } from './inference';
import type { Constraints } from './inference';
import type { KnowledgeIn } from './knowledge';

/** What a play decision reads from the table. */
interface Table {
  readonly k: KnowledgeIn<'playing'>;
  readonly mode: PlayMode;
  readonly trumps: number;
  readonly c: Constraints;
  readonly bidders: number;
}

/** The domino of `plays` with the highest score (the first of equals). */
const best = (plays: readonly number[], score: (id: number) => number): number =>
  plays.reduce((a, b) => (score(b) > score(a) ? b : a));

/** The dominoes a seat may still hold, as far as the seat deciding can tell. */
const possible = (t: Table, seat: Seat): number =>
  seat === t.k.seat ? t.k.hand : t.c.hidden & ~t.c.forbidden[seat]!;

/** True when a seat after us might beat `power` in a trick led in `suit`. */
const mayBeat = (t: Table, seat: Seat, suit: number, power: number): boolean => {
  for (let rest = possible(t, seat); rest !== 0; rest &= rest - 1)
    if (powerOf(t.mode, suit, 31 - Math.clz32(rest & -rest)) > power) return true;
  return false;
};

/** The seats still to play to the trick after the deciding seat. */
const seatsAfter = (t: Table): Seat[] => {
  const seats: Seat[] = [];
  const perTrick = playsPerTrick(t.k.sittingOut);
  let seat = t.k.seat;
  for (let n = t.k.trick.length + 1; n < perTrick; n++) {
    seat = ((seat + 1) & 3) as Seat;
    if (seat === t.k.sittingOut) seat = ((seat + 1) & 3) as Seat;
    seats.push(seat);
  }
  return seats;
};

/** True when a play of `power` in `suit` cannot be beaten by the opponents still to play. */
const holds = (t: Table, suit: number, power: number): boolean =>
  seatsAfter(t).every((seat) => teamOf(seat) === teamOf(t.k.seat) || !mayBeat(t, seat, suit, power));

/** The current winner of the trick on the table. */
const winning = (t: Table): { seat: Seat; power: number; suit: number } => {
  const suit = suitLed(t.mode, t.k.trick[0]!.domino);
  let top: PlayAction = t.k.trick[0]!;
  for (const play of t.k.trick)
    if (powerOf(t.mode, suit, play.domino) > powerOf(t.mode, suit, top.domino)) top = play;
  return { seat: top.seat, power: powerOf(t.mode, suit, top.domino), suit };
};

/** How much a domino is worth keeping: count, trumps and rank. Cheap dominoes are thrown first. */
const keepValue = (t: Table, id: number): number =>
  countOf(id) * 10 + ((t.trumps >> id) & 1 ? 60 : 0) + powerOf(t.mode, suitLed(t.mode, id), id);

const lead = (t: Table, plays: number[]): number => {
  const { k } = t;
  const opponentsMayTrump = [1, 3].some((d) => (possible(t, ((k.seat + d) & 3) as Seat) & t.trumps) !== 0);
  const sure = (id: number): boolean => {
    const suit = suitLed(t.mode, id);
    const power = powerOf(t.mode, suit, id);
    for (let rest = t.c.hidden & followersOf(t.mode, suit); rest !== 0; rest &= rest - 1)
      if (powerOf(t.mode, suit, 31 - Math.clz32(rest & -rest)) > power) return false;
    return (t.trumps >> id) & 1 ? true : !opponentsMayTrump;
  };
  const myTrumps = plays.filter((id) => (t.trumps >> id) & 1);
  if (teamOf(k.seat) === t.bidders && myTrumps.length > 0 && opponentsMayTrump) {
    const top = best(myTrumps, (id) => powerOf(t.mode, t.mode === DOUBLES_TRUMP ? 7 : t.mode, id));
    if (sure(top) || myTrumps.length >= 3) return top;
  }
  const winners = plays.filter(sure);
  if (winners.length > 0) return best(winners, (id) => countOf(id) * 2 - ((t.trumps >> id) & 1) * 5);
  const partnerLed = k.tricks.find((trick) => trick.plays[0]!.seat === partnerOf(k.seat))?.plays[0];
  if (partnerLed !== undefined) {
    const suit = suitLed(t.mode, partnerLed.domino);
    const inSuit = plays.filter((id) => (followersOf(t.mode, suit) >> id) & 1 && countOf(id) === 0);
    if (inSuit.length > 0) return best(inSuit, (id) => -powerOf(t.mode, suit, id));
  }
  return best(plays, (id) => -keepValue(t, id));
};

const follow = (t: Table, plays: number[]): number => {
  const top = winning(t);
  const ours = teamOf(top.seat) === teamOf(t.k.seat);
  const inTrick = t.k.trick.reduce((sum, play) => sum + countOf(play.domino), 0);
  const power = (id: number) => powerOf(t.mode, top.suit, id);
  if (ours && holds(t, top.suit, top.power))
    return best(plays, (id) => countOf(id) * 10 - keepValue(t, id) / 100 - (power(id) > top.power ? 5 : 0));
  const takers = plays.filter((id) => power(id) > top.power);
  const sureTakers = takers.filter((id) => holds(t, top.suit, power(id)));
  const worthIt = inTrick > 0 || teamOf(t.k.seat) === t.bidders || !ours;
  if (sureTakers.length > 0 && worthIt) return best(sureTakers, (id) => countOf(id) * 10 - power(id));
  if (takers.length > 0 && inTrick >= 10 && !ours) return best(takers, (id) => power(id) - countOf(id));
  return best(plays, (id) => -keepValue(t, id));
};

/** Nello: the bidder ducks with the highest domino that loses; defenders play low. */
const nelloPlay = (t: Table, plays: number[]): number => {
  const bidder = t.k.contract.bidder;
  if (t.k.trick.length === 0) return best(plays, (id) => -powerOf(t.mode, suitLed(t.mode, id), id));
  const top = winning(t);
  const power = (id: number) => powerOf(t.mode, top.suit, id);
  if (t.k.seat === bidder) {
    const ducks = plays.filter((id) => power(id) < top.power);
    return ducks.length > 0 ? best(ducks, power) : best(plays, (id) => -power(id));
  }
  if (top.seat === bidder) {
    const under = plays.filter((id) => power(id) < top.power);
    if (under.length > 0)
      return best(under, (id) => power(id) * 2 + powerOf(t.mode, suitLed(t.mode, id), id));
  }
  return best(plays, (id) => -power(id));
};

/** The heuristic's play. */
export const heuristicPlay = (k: KnowledgeIn<'playing'>): Action => {
  const actions = k.validActions.filter((a): a is PlayAction => a.type === 'play');
  if (actions.length <= 1) return actions[0] ?? k.validActions[0]!;
  const mode = playModeOf(k.trump, k.settings);
  const trumpSuit = mode < DOUBLES_TRUMP ? mode : 7;
  const trumps = mode <= DOUBLES_TRUMP ? followersOf(mode, trumpSuit) : 0;
  const t: Table = { k, mode, trumps, c: constraintsOf(k), bidders: teamOf(k.contract.bidder) };
  const plays = actions.map((a) => a.domino);
  let choice: number;
  if (k.trump === 'nello') choice = nelloPlay(t, plays);
  else if (k.trump === 'sevens') {
    const ours = k.trick.length === 0 || teamOf(winning(t).seat) === teamOf(k.seat);
    choice = best(plays, (id) => (ours ? countOf(id) : -countOf(id)));
  } else choice = k.trick.length === 0 ? lead(t, plays) : follow(t, plays);
  return actions.find((a) => a.domino === choice)!;
};
