// The double-dummy solver: with every hand known, the exact points one team takes from here on
// when both sides play perfectly. Fail-soft alpha-beta over single plays, a transposition table
// at trick boundaries (keyed by the unplayed dominoes and the leader, holding bounds on the points
// still to come), move ordering that tries the table's best lead, sure winners and count first,
// and no search of a play that does exactly what a sibling already did. In nello the search stops
// once nothing the defenders could lead can make the bidder win a trick.

import type { BySeat, DominoId, DominoSet, PlayAction, PlayMode, Seat, Team } from '../engine';
import { COUNT as COUNT_TABLE, MODE_TABLES } from './solver-tables';
import type { ModeTables } from './solver-tables';
import { nearestSevens, redundant, twins } from './solver-moves';
import { TranspositionTable } from './transposition';

/** A position in the play of a hand with every hand face up. */
export interface Position {
  readonly mode: PlayMode;
  /** Each seat's unplayed dominoes. */
  readonly hands: BySeat<DominoSet>;
  /** The plays of the trick in progress, in order (empty between tricks). */
  readonly trick: readonly PlayAction[];
  /** The seat to lead when the trick is empty. */
  readonly leader: Seat;
  /** The nello bidder's partner, who plays no dominoes. */
  readonly sittingOut: Seat | null;
}

/** What the search counts and who wants it: `maximizer` plays to give `scorer` the most points.
 * Normally they are the same team; in nello the defenders play to make the bidder take a trick. */
export interface Goal {
  readonly scorer: Team;
  readonly maximizer: Team;
}

const N = 28;
// Local copies: an imported binding may be read through a getter, too slow for the inner loop.
const COUNT = COUNT_TABLE;
// The hot loop reads the loaded mode's tables and mutates the position in place.
let t: ModeTables = MODE_TABLES[0]!;
let led = t.led;
let power = t.power;
let follow = t.follow;
const hands = new Int32Array(4);
const moves = new Int8Array(32 * 8);
const scores = new Int16Array(8);
let sitter = -1;
/** The nello bidder's seat, whose partner sits out (-1 outside nello). */
let bidder = -1;
let perTrick = 4;
let scorer = 0;
let maximizer = 0;
let lowGame = false;
let unplayed = 0;
/** Count still to be played plus one point per trick still open. */
let pointsLeft = 0;
let ply = 0;
let nodes = 0;
let nodeLimit = Infinity;
let aborted = false;
const table = new TranspositionTable(18);

/** The number of nodes the solver has visited since the last position was loaded. */
export const nodesVisited = (): number => nodes;

const lowest = (set: number): number => 31 - Math.clz32(set & -set);

/** The unplayed dominoes of the seats in play other than the one holding `hand`. */
const othersOf = (hand: number): number => unplayed & ~hand & ~(sitter < 0 ? 0 : hands[sitter]!);

const nextSeat = (seat: number): number => {
  const next = (seat + 1) & 3;
  return next === sitter ? (next + 1) & 3 : next;
};

/** The points `scorer` takes from the last trick, every hand down to one domino. */
const lastTrick = (leader: number): number => {
  let seat = leader;
  let id = lowest(hands[seat]!);
  const suit = led[id]!;
  let bestPow = power[suit * N + id]!;
  let bestSeat = seat;
  let count = COUNT[id]!;
  for (let k = 1; k < perTrick; k++) {
    seat = nextSeat(seat);
    id = lowest(hands[seat]!);
    const p = power[suit * N + id]!;
    if (p > bestPow) {
      bestPow = p;
      bestSeat = seat;
    }
    count += COUNT[id]!;
  }
  return (bestSeat & 1) === scorer ? count + 1 : 0;
};

/** True when the nello bidder can take no trick from here while the defenders lead: every
 * domino a defender could lead outranks the bidder's every domino of the suit it leads. */
const bidderSafe = (): boolean => {
  const own = hands[bidder]!;
  for (let rest = othersOf(own); rest !== 0; rest &= rest - 1) {
    const id = lowest(rest);
    const s = led[id]!;
    for (let o = own & follow[s]!; o !== 0; o &= o - 1)
      if (power[s * N + lowest(o)]! > power[s * N + id]!) return false;
  }
  return true;
};

/** How promising a play looks, for move ordering only. */
const promise = (
  id: number,
  legal: number,
  len: number,
  seat: number,
  suit: number,
  bestPow: number,
  bestSeat: number,
): number => {
  if (len === 0) {
    const s = led[id]!;
    const p = power[s * N + id]!;
    if (lowGame) {
      if (bidder < 0 || (seat & 1) === scorer) return -p;
      // A defender leads first what the bidder cannot duck, then what it must follow.
      const under = hands[bidder]! & follow[s]!;
      if (under === 0) return -p - 50;
      for (let o = under; o !== 0; o &= o - 1) if (power[s * N + lowest(o)]! < p) return -p;
      return 100 - p;
    }
    for (let o = unplayed & ~legal & follow[s]!; o !== 0; o &= o - 1)
      if (power[s * N + lowest(o)]! > p) return p * 4 - COUNT[id]!;
    return 100 + COUNT[id]! * 4 + p;
  }
  const p = power[suit * N + id]!;
  // In nello a seat that cannot follow sheds its highest domino (in the suit it leads): the
  // bidder's most dangerous, a defender's least useful lead. The bidder ducks with its highest
  // domino under the winner; a defender plays low to leave the bidder winning.
  if (lowGame) {
    if (p === 0) return power[led[id]! * N + id]!;
    if ((seat & 1) !== scorer) return -p;
    return p <= bestPow ? 100 + p : -p;
  }
  if (((bestSeat ^ seat) & 1) === 0) return COUNT[id]! * 4 - p;
  if (p > bestPow) return 200 + COUNT[id]! * 4 - p;
  return -COUNT[id]! * 4 - p;
};

/** Writes the legal plays into `moves[base..]`, the most promising first; returns how many. */
const orderMoves = (
  legal: number,
  base: number,
  len: number,
  seat: number,
  suit: number,
  bestPow: number,
  bestSeat: number,
  first: number,
): number => {
  let n = 0;
  for (let rest = legal; rest !== 0; rest &= rest - 1) {
    const id = lowest(rest);
    const score = id === first ? 1000 : promise(id, legal, len, seat, suit, bestPow, bestSeat);
    let at = n++;
    while (at > 0 && scores[at - 1]! < score) {
      scores[at] = scores[at - 1]!;
      moves[base + at] = moves[base + at - 1]!;
      at--;
    }
    scores[at] = score;
    moves[base + at] = id;
  }
  return n;
};

/** The legal plays of `seat` at this point of the trick. */
const legalPlays = (seat: number, len: number, suit: number): number => {
  const hand = hands[seat]!;
  if (t.sevens) return nearestSevens(power, hand);
  if (len === 0) return hand;
  const following = hand & follow[suit]!;
  return following !== 0 ? following : hand;
};

/** Plays `id` for `seat`, searches on, takes it back; the value counts the whole trick. */
const after = (
  id: number,
  len: number,
  seat: number,
  suit: number,
  bestPow: number,
  bestSeat: number,
  count: number,
  alpha: number,
  beta: number,
): number => {
  const bit = 1 << id;
  const s = len === 0 ? led[id]! : suit;
  const p = power[s * N + id]!;
  const wins = len === 0 || p > bestPow;
  const winSeat = wins ? seat : bestSeat;
  const taken = count + COUNT[id]!;
  const hand = hands[seat]!;
  hands[seat] = hand & ~bit;
  unplayed &= ~bit;
  let value: number;
  if (len + 1 === perTrick) {
    const points = taken + 1;
    const gain = (winSeat & 1) === scorer ? points : 0;
    pointsLeft -= points;
    value = gain + search(0, winSeat, 0, 0, 0, 0, alpha - gain, beta - gain);
    pointsLeft += points;
  } else value = search(len + 1, nextSeat(seat), s, wins ? p : bestPow, winSeat, taken, alpha, beta);
  hands[seat] = hand;
  unplayed |= bit;
  return value;
};

/** The points `scorer` takes from this node on (the whole current trick included), searched with
 * the window (alpha, beta): exact inside it, a bound on the side it fails. */
const search = (
  len: number,
  seat: number,
  suit: number,
  bestPow: number,
  bestSeat: number,
  count: number,
  alpha: number,
  beta: number,
): number => {
  if (++nodes > nodeLimit) {
    aborted = true;
    return 0;
  }
  let slot = -1;
  let first = -1;
  const alpha0 = alpha;
  const beta0 = beta;
  if (len === 0) {
    if (pointsLeft === 0) return 0;
    if (alpha >= pointsLeft) return pointsLeft;
    if (beta <= 0) return 0;
    const leading = hands[seat]!;
    if ((leading & (leading - 1)) === 0) return lastTrick(seat);
    if (bidder >= 0 && seat !== bidder && bidderSafe()) return 0;
    slot = table.probe(unplayed * 4 + seat);
    if (table.found) {
      const lower = table.lowerAt(slot);
      const upper = table.upperAt(slot);
      if (lower >= beta) return lower;
      if (upper <= alpha) return upper;
      if (lower > alpha) alpha = lower;
      if (upper < beta) beta = upper;
      first = table.moveAt(slot);
    }
  }
  const legal = legalPlays(seat, len, suit);
  if ((legal & (legal - 1)) === 0) {
    // One legal play (a seat that must follow with its only domino of the suit): nothing to order.
    const id = lowest(legal);
    ply++;
    const value = after(id, len, seat, suit, bestPow, bestSeat, count, alpha, beta);
    ply--;
    if (len === 0 && !aborted) table.store(slot, unplayed * 4 + seat, value, alpha0, beta0, id);
    return value;
  }
  const base = ply * 8;
  const n = orderMoves(legal, base, len, seat, suit, bestPow, bestSeat, first);
  const skip = redundant(t, legal, hands[seat]!, othersOf(hands[seat]!), len, suit, bestPow);
  const maximizing = (seat & 1) === maximizer;
  let best = maximizing ? -1 : 99;
  let bestMove = -1;
  ply++;
  for (let i = 0; i < n; i++) {
    const id = moves[base + i]!;
    if (skip & (1 << id)) continue;
    const value = after(id, len, seat, suit, bestPow, bestSeat, count, alpha, beta);
    if (maximizing ? value > best : value < best) {
      best = value;
      bestMove = id;
      if (maximizing ? best > alpha : best < beta) {
        if (maximizing) alpha = best;
        else beta = best;
        if (alpha >= beta) break;
      }
    }
  }
  ply--;
  if (len === 0 && !aborted) table.store(slot, unplayed * 4 + seat, best, alpha0, beta0, bestMove);
  return best;
};

/** Sets the solver up for a position; the searches that follow share its table. */
const load = (position: Position, goal: Goal) => {
  t = MODE_TABLES[position.mode]!;
  led = t.led;
  power = t.power;
  follow = t.follow;
  sitter = position.sittingOut ?? -1;
  perTrick = sitter < 0 ? 4 : 3;
  scorer = goal.scorer;
  maximizer = goal.maximizer;
  lowGame = scorer !== maximizer;
  bidder = !lowGame || sitter < 0 ? -1 : sitter === scorer ? scorer + 2 : scorer;
  unplayed = 0;
  pointsLeft = 0;
  let plays = position.trick.length;
  for (let seat = 0; seat < 4; seat++) {
    hands[seat] = position.hands[seat]!;
    unplayed |= hands[seat]!;
    if (seat === sitter) continue;
    for (let rest = hands[seat]!; rest !== 0; rest &= rest - 1) {
      pointsLeft += COUNT[lowest(rest)]!;
      plays++;
    }
  }
  let suit = 0;
  let bestPow = 0;
  let bestSeat = 0;
  let count = 0;
  position.trick.forEach((play, i) => {
    if (i === 0) suit = led[play.domino]!;
    const p = power[suit * N + play.domino]!;
    if (i === 0 || p > bestPow) {
      bestPow = p;
      bestSeat = play.seat;
    }
    count += COUNT[play.domino]!;
  });
  pointsLeft += count + Math.ceil(plays / perTrick);
  ply = 0;
  nodes = 0;
  nodeLimit = Infinity;
  aborted = false;
  table.clear();
  const last = position.trick[position.trick.length - 1];
  const seat = last === undefined ? position.leader : nextSeat(last.seat);
  return { len: position.trick.length, seat, suit, bestPow, bestSeat, count };
};

/** The exact value by MTD(f): null-window probes that close in on it, sharing the table. */
const exact = (probe: (alpha: number, beta: number) => number, most: number, guess: number): number => {
  let lower = 0;
  let upper = most;
  let value = Math.min(Math.max(guess, lower), upper);
  while (lower < upper) {
    const beta = value === lower ? value + 1 : value;
    value = probe(beta - 1, beta);
    if (value < beta) upper = value;
    else lower = value;
  }
  return value;
};

/** True when `goal.maximizer` can make `goal.scorer` take at least `target` more points; null
 * when the search would visit more than `limit` nodes. */
export const canReach = (
  position: Position,
  goal: Goal,
  target: number,
  limit = Infinity,
): boolean | null => {
  const r = load(position, goal);
  nodeLimit = limit;
  const value = search(r.len, r.seat, r.suit, r.bestPow, r.bestSeat, r.count, target - 1, target);
  return aborted ? null : value >= target;
};

/** The exact points `goal.scorer` takes from here on under perfect play by both sides; null when
 * the search would visit more than `limit` nodes. */
export const solve = (position: Position, goal: Goal, guess = 21, limit = Infinity): number | null => {
  const r = load(position, goal);
  nodeLimit = limit;
  const probe = (alpha: number, beta: number) =>
    search(r.len, r.seat, r.suit, r.bestPow, r.bestSeat, r.count, alpha, beta);
  const value = exact(probe, pointsLeft, guess);
  return aborted ? null : value;
};

/** For each legal play of the seat on turn (ascending ids): with `target`, 1 when `scorer` can
 * still take `target` more points after it and 0 when not; without, the exact points. Null when
 * the search would visit more than `limit` nodes. */
export const playValues = (
  position: Position,
  goal: Goal,
  target?: number,
  limit = Infinity,
): { plays: DominoId[]; values: number[] } | null => {
  const r = load(position, goal);
  nodeLimit = limit;
  const plays: DominoId[] = [];
  const values: number[] = [];
  ply = 1;
  const legal = legalPlays(r.seat, r.len, r.suit);
  const others = othersOf(hands[r.seat]!);
  const skip = redundant(t, legal, hands[r.seat]!, others, r.len, r.suit, r.bestPow);
  for (let rest = legal; rest !== 0; rest &= rest - 1) {
    const id = lowest(rest);
    const twin =
      skip & (1 << id) ? plays.findIndex((kept) => twins(t, others, kept, id, r.len, r.suit, r.bestPow)) : -1;
    if (twin >= 0) {
      plays.push(id);
      values.push(values[twin]!);
      continue;
    }
    const probe = (alpha: number, beta: number) =>
      after(id, r.len, r.seat, r.suit, r.bestPow, r.bestSeat, r.count, alpha, beta);
    plays.push(id);
    values.push(
      target === undefined ? exact(probe, pointsLeft, 21) : probe(target - 1, target) >= target ? 1 : 0,
    );
  }
  return aborted ? null : { plays, values };
};
