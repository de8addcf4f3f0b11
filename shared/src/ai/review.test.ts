import { describe, expect, it } from 'vitest';
import { parseDomino } from '../engine/domino';
import { execute } from '../engine/execute';
import { createGame } from '../engine/game';
import { HOUSE, TOURNAMENT } from '../engine/settings';
import type { GameState } from '../engine/state';
import { agreeAll, run, table, trick } from '../engine/test-support/table';
import { legalPlays, trickPoints, trickWinner } from '../engine/trick';
import { validActions } from '../engine/valid-actions';
import { dominoesIn } from '../engine/domino';
import type { PlayAction } from '../engine/action';
import type { Team } from '../engine/vocabulary';
import { getPlayerView } from '../view/get-player-view';
import { SETTINGS_MIX, randomSource } from '../view/test-support/random-games';
import { momentsOf, playedHandFromState, playedHandFromView, playedHandsOf, seatToPlay } from './played-hand';
import { actionsOf } from '../engine/state';
import type { PlayedHand } from './played-hand';
import { NELLO_NOT_REVIEWED, reviewHand } from './review';
import { mistakeWords } from './review-words';
import { choicesAt, whatIf } from './what-if';
import type { Position } from './solver';

const ids = (text: string) => text.split(' ').map((name) => parseDomino(name)!);

/** Plays every legal action the table offers first (the lowest domino) until the hand is over. */
const playOut = (state: GameState): GameState => {
  let current = state;
  while (current.phase !== 'hand-complete' && current.phase !== 'game-over') {
    if (current.phase === 'trick-complete') current = agreeAll(current);
    else current = run(current, validActions(current)[0]!);
  }
  return current;
};

/** Seat 0 holds six trumps and the 5-5; seat 1 the last trump, 6-0, and no fives; seat 2
 * (seat 0's partner) three fives with the 5-0 among them. Sixes trump, every trick played. */
const TRUMP_DRAWING = [
  '6-6 6-5 6-4 6-3 6-2 6-1 5-5',
  '6-0 0-0 1-0 1-1 2-0 2-1 2-2',
  '5-0 5-1 5-2 3-0 3-1 3-2 3-3',
  '5-3 5-4 4-0 4-1 4-2 4-3 4-4',
] as const;
const EVERY_TRICK = { ...TOURNAMENT, stopWhenDecided: false };

/** The hand above after seat 0 bids 30, names sixes and the first trick goes as given. */
const trumpDrawingHand = (...first: string[]): PlayedHand => {
  let state = table(TRUMP_DRAWING, EVERY_TRICK);
  state = run(
    state,
    { type: 'bid', seat: 0, kind: 'points', value: 30 },
    { type: 'pass', seat: 1 },
    { type: 'pass', seat: 2 },
    { type: 'pass', seat: 3 },
    { type: 'select-trump', seat: 0, trump: 'sixes' },
  );
  return playedHandFromState(playOut(trick(state, ...first)))!;
};

/** Plain minimax over the engine's trick rules: the points `team` takes from this trick on. */
const bruteForce = (position: Position, team: Team): number => {
  const seat = seatToPlay(position);
  if (position.hands[seat] === 0) return 0;
  const values = dominoesIn(legalPlays(position.mode, position.hands[seat], position.trick)).map((domino) =>
    afterBrute(position, seat, domino, team),
  );
  return (seat & 1) === team ? Math.max(...values) : Math.min(...values);
};

const afterBrute = (position: Position, seat: 0 | 1 | 2 | 3, domino: number, team: Team): number => {
  const hands = position.hands.slice() as unknown as [number, number, number, number];
  hands[seat] &= ~(1 << domino);
  const played: PlayAction[] = [...position.trick, { type: 'play', seat, domino }];
  if (played.length < (position.sittingOut === null ? 4 : 3))
    return bruteForce({ ...position, hands, trick: played }, team);
  const winner = trickWinner(position.mode, played);
  const gain = (winner & 1) === team ? trickPoints(played) : 0;
  return gain + bruteForce({ ...position, hands, trick: [], leader: winner }, team);
};

/** A random game's first hand, played to its end by uniformly random legal actions. */
const randomHand = (settings: GameState['settings'], seed: number, random: () => number): PlayedHand => {
  let state = createGame(settings, seed);
  while (state.phase !== 'hand-complete' && state.phase !== 'game-over') {
    const actions = validActions(state);
    const next = execute(state, actions[Math.floor(random() * actions.length)]!);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return playedHandFromState(state)!;
};

describe('the hand review', () => {
  it('marks a lead of the 5-5 before trump is drawn as losing the 11 points the last trump takes', () => {
    const review = reviewHand(trumpDrawingHand('5-5', '6-0', '5-1', '5-4'));
    const lead = review.marks[0]!;
    expect(lead).toMatchObject({ index: 0, trickNumber: 1, seat: 0, domino: ids('5-5')[0], lost: 11 });
    expect(lead.best).toBe(42);
    expect([...lead.bestDominoes].sort()).toEqual(ids('6-1 6-2 6-3 6-4 6-5 6-6').sort());
    expect(review.lostBySeat).toEqual([11, 0, 0, 0]);
  });

  it("marks a partner's 5-0 on a trick the other side takes as giving away its 5 points", () => {
    const review = reviewHand(trumpDrawingHand('5-5', '6-0', '5-0', '5-4'));
    expect(review.marks[2]).toMatchObject({ seat: 2, domino: ids('5-0')[0], lost: 5 });
    expect(review.marks[2]!.bestDominoes).toEqual(ids('5-1 5-2').sort((a, b) => a - b));
    expect(review.lostBySeat).toEqual([11, 0, 5, 0]);
  });

  it('says why a mistake cost points, from its own trick: the count it handed over, the trick the better domino wins', () => {
    const review = reviewHand(trumpDrawingHand('5-5', '6-0', '5-0', '5-4'));
    // The 5-5 led into the last trump: 6-1, the first best lead, draws the 6-0 and wins.
    expect(review.marks[0]!.trick).toEqual({ led: true, won: false, bestWins: true });
    expect(mistakeWords(review.marks[0]!, 'you')).toBe(
      'Trick 1: you led 5-5, and it cost your side 11 points. 5-5 is worth 10, and the other side won ' +
        'the trick: leading it gave them those points. 6-1 would have won the trick for your side.',
    );
    // The partner's 5-0 goes to the 6-0 too; a 5-1 would not have won that trick either.
    expect(review.marks[2]!.trick).toEqual({ led: false, won: false, bestWins: false });
    expect(mistakeWords(review.marks[2]!, 'Cy')).toBe(
      'Trick 1: Cy played 5-0, and it cost their side 5 points. 5-0 is worth 5, and the other side won ' +
        'the trick: playing it gave them those points. With 5-1 or 5-2 instead, their side would have ' +
        'taken 5 points more by the end of the hand, everyone playing their best from there.',
    );
    // A best play is not asked about the better domino.
    expect(review.marks[1]!.trick).toEqual({ led: false, won: true, bestWins: null });
  });

  it('finds no points lost in a hand the trump-drawing lead plays perfectly', () => {
    const review = reviewHand(trumpDrawingHand('6-6', '6-0', '5-1', '5-4'));
    expect(review.marks).toHaveLength(28);
    expect(review.marks.every((mark) => mark.lost === 0)).toBe(true);
    expect(review.lostBySeat).toEqual([0, 0, 0, 0]);
  });

  it('agrees with brute-force minimax on every play of the last three tricks of random hands', () => {
    const random = randomSource(13);
    let checked = 0;
    for (const [mix, { settings }] of SETTINGS_MIX.entries())
      for (let game = 0; game < 6; game++) {
        const hand = randomHand({ ...settings, stopWhenDecided: false }, 900 + mix * 100 + game, random);
        const review = reviewHand(hand);
        if (hand.trump === 'nello') {
          expect(review.notReviewed).toBe(NELLO_NOT_REVIEWED);
          continue;
        }
        const moments = momentsOf(hand);
        const perTrick = 4;
        moments.forEach((moment, i) => {
          if (i < moments.length - 3 * perTrick) return;
          const team = (moment.seat & 1) as Team;
          const { position } = moment;
          const options = dominoesIn(legalPlays(position.mode, position.hands[moment.seat], position.trick));
          const values = options.map((d) => afterBrute(position, moment.seat, d, team));
          const best = Math.max(...values);
          const mark = review.marks[i]!;
          expect(mark.best).toBe(best);
          expect(mark.value).toBe(values[options.indexOf(hand.plays[i]!.domino)]);
          expect(mark.lost).toBe(best - mark.value);
          expect(mark.bestDominoes).toEqual(options.filter((_, k) => values[k] === best));
          checked++;
        });
        expect(review.lostBySeat.reduce((a, b) => a + b)).toBe(
          review.marks.reduce((sum, mark) => sum + mark.lost, 0),
        );
      }
    expect(checked).toBeGreaterThan(200);
    // The whole-hand check the brute force gives: the opening position's value.
    const hand = trumpDrawingHand('5-5', '6-0', '5-1', '5-4');
    expect(bruteForce(momentsOf(hand)[24]!.position, 0)).toBe(reviewHand(hand).marks[24]!.value);
  });

  it('reviews the bid: the real deal is worth all 42 to the bidders with sixes and too little with blanks', () => {
    const { bid } = reviewHand(trumpDrawingHand('6-6', '6-0', '5-1', '5-4'));
    expect(bid.contract).toEqual({ bidder: 0, kind: 'points', value: 30 });
    expect(bid.trump).toBe('sixes');
    expect(bid.worth.map((w) => w.trump)).toEqual([
      'blanks',
      'ones',
      'twos',
      'threes',
      'fours',
      'fives',
      'sixes',
      'doubles',
      'follow-me',
    ]);
    expect(bid.worth.find((w) => w.trump === 'sixes')).toEqual({ trump: 'sixes', points: 42, made: true });
    // Blanks trump: seat 1 holds six of them, the 0-0 on top.
    const blanks = bid.worth.find((w) => w.trump === 'blanks')!;
    expect(blanks.points).toBeLessThan(30);
    expect(blanks.made).toBe(false);
  });

  it('says plainly that a nello hand is not reviewed play by play, and still reviews its bid', () => {
    let state = table(TRUMP_DRAWING, { ...HOUSE, stopWhenDecided: false });
    state = run(
      state,
      { type: 'pass', seat: 0 },
      { type: 'bid', seat: 1, kind: 'marks', value: 1 },
      { type: 'pass', seat: 2 },
      { type: 'pass', seat: 3 },
      { type: 'select-trump', seat: 1, trump: 'nello' },
    );
    const hand = playedHandFromState(playOut(state))!;
    const review = reviewHand(hand);
    expect(review.marks).toEqual([]);
    expect(review.lostBySeat).toEqual([0, 0, 0, 0]);
    expect(review.notReviewed).toBe(NELLO_NOT_REVIEWED);
    const nello = review.bid.worth.find((w) => w.trump === 'nello')!;
    expect(nello.made).toBe(nello.points === 0);
    expect(review.bid.worth.map((w) => w.trump)).toContain('nello');
  });

  it("reads the same hand from the game state and from any seat's view once the hand is over", () => {
    const random = randomSource(5);
    let state = createGame(TOURNAMENT, 321);
    let during: GameState | null = null;
    while (state.phase !== 'hand-complete') {
      const actions = validActions(state);
      state = (execute(state, actions[Math.floor(random() * actions.length)]!) as { value: GameState }).value;
      if (state.phase === 'playing' && during === null) during = state;
    }
    const fromState = playedHandFromState(state)!;
    expect(fromState.plays.length).toBeGreaterThan(0);
    for (const seat of [0, 1, 2, 3, null] as const)
      expect(playedHandFromView(getPlayerView(state, seat))).toEqual(fromState);
    expect(playedHandFromState(during!)).toBeNull();
    expect(playedHandFromView(getPlayerView(during!, 0))).toBeNull();
  });
});

describe('the hands of a whole game', () => {
  it('rebuilds every finished hand from the game log, the last as the final state holds it', () => {
    const random = randomSource(77);
    let state = createGame(TOURNAMENT, 4242);
    const atHandEnd: PlayedHand[] = [];
    while (state.phase !== 'game-over') {
      const actions = validActions(state);
      const next = execute(state, actions[Math.floor(random() * actions.length)]!);
      if (!next.ok) throw new Error(next.error.message);
      if (next.value.phase === 'hand-complete' && state.phase !== 'hand-complete')
        atHandEnd.push(playedHandFromState(next.value)!);
      state = next.value;
    }
    const hands = playedHandsOf({ settings: TOURNAMENT, seed: 4242 }, actionsOf(state));
    expect(hands.length).toBeGreaterThan(3);
    expect(hands).toEqual(atHandEnd);
    expect(hands.at(-1)).toEqual(playedHandFromState(state));
    expect(playedHandsOf({ settings: TOURNAMENT, seed: 4242 }, [{ type: 'score-hand' }])).toEqual([]);
  });
});

describe('what if', () => {
  const played = trumpDrawingHand('6-6', '6-0', '5-1', '5-4');

  it('plays the hand out from a lead of the 5-5 instead: the last trump takes it and 11 points', () => {
    const tried = whatIf(played, 0, ids('5-5')[0]!);
    if (!tried.ok) throw new Error(tried.error);
    expect(tried.value.plays).toHaveLength(28);
    expect(tried.value.plays[0]).toEqual({ type: 'play', seat: 0, domino: ids('5-5')[0] });
    expect(tried.value.tricks[0]!.winner).toBe(1);
    expect(tried.value.points).toEqual([31, 11]);
    expect(tried.value.made).toBe(true);
  });

  it('keeps the tricks before the tried play: from the second trick on the bidders still take all 42', () => {
    const second = played.plays[4]!;
    const tried = whatIf(played, 4, second.domino);
    if (!tried.ok) throw new Error(tried.error);
    expect(tried.value.plays).toHaveLength(24);
    expect(tried.value.points).toEqual([42, 0]);
  });

  it('offers only the legal dominoes and refuses any other, changing nothing', () => {
    // Seat 1 must follow the 6-6 with its one trump.
    expect(choicesAt(played, 1)).toEqual(ids('6-0'));
    const before = JSON.stringify(played);
    expect(whatIf(played, 1, ids('0-0')[0]!)).toEqual({
      ok: false,
      error: 'The 0-0 could not be played there',
    });
    expect(whatIf(played, 40, ids('0-0')[0]!)).toEqual({ ok: false, error: 'That play is not in this hand' });
    expect(JSON.stringify(played)).toBe(before);
  });
});
