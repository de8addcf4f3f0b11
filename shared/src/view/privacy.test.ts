// The privacy scan: thousands of random games, a view serialised at every step, and two checks on
// each. (1) A direct scan: every domino the JSON names for the hand in progress is one the
// viewer may see, and no number is large enough to be the seed or the PRNG state.
// (2) Noninterference, which catches any encoding: reshuffling the hidden dominoes among the
// hidden seats and changing the seed and PRNG state leaves the serialised view unchanged.
// Once a hand is over every member sees every dealt hand (for the review), and the scan checks that.

import { describe, expect, it } from 'vitest';
import { SEATS, dominoesIn, sameData, update } from '../engine';
import type { BySeat, GameState, Seat } from '../engine';
import { coachCapabilities, spectatorCapabilities } from './capability';
import type { Capability } from './capability';
import { getPlayerView } from './get-player-view';
import type { Hinter, PlayerView } from './player-view';
import { dominoesNamed } from './test-support/dominoes-named';
import { SETTINGS_MIX, playRandomGame, randomSource } from './test-support/random-games';

const GAMES_PER_MIX = 500;
/** Noninterference costs a second view, so it runs at every fifth step (5 and the 6 viewer
 * kinds are coprime, so every kind of viewer is checked). */
const NONINTERFERENCE_EVERY = 5;
declare const console: { log: (...args: unknown[]) => void };
const firstMove: Hinter = (view) => ({ action: view.validActions[0]!, reason: 'first listed' });

interface Viewer {
  readonly seat: Seat | null;
  readonly capabilities: readonly Capability[];
}

/** Step `i` is seen by seat 0..3, a spectator, or a coach of a rotating seat. */
const viewerAt = (i: number): Viewer => {
  const kind = i % 6;
  if (kind < 4) return { seat: kind as Seat, capabilities: [{ type: 'act-as-player', seat: kind as Seat }] };
  if (kind === 4) return { seat: null, capabilities: spectatorCapabilities() };
  return { seat: null, capabilities: coachCapabilities((Math.floor(i / 6) % 4) as Seat) };
};

const isHandOver = (state: GameState): boolean =>
  state.phase === 'hand-complete' || state.phase === 'game-over';

/** The seats whose unplayed dominoes this viewer must not see (worked out here, independently):
 * every other seat's until the hand is over (a coach sees the coached seat's), none after. */
const hiddenSeats = (state: GameState, viewer: Viewer): Seat[] => {
  if (isHandOver(state)) return [];
  const observed = viewer.capabilities.flatMap((c) => (c.type === 'observe-hand' ? [c.seat] : []));
  return SEATS.filter((seat) => seat !== viewer.seat && !observed.includes(seat));
};

/** Each seat's seven dealt dominoes, lowest id first (worked out here from the hands and plays). */
const dealtHands = (state: GameState): number[][] =>
  SEATS.map((seat) => {
    const plays = [...state.tricks.flatMap((t) => t.plays), ...state.trick].filter((p) => p.seat === seat);
    return dominoesIn(plays.reduce((mask, p) => mask | (1 << p.domino), state.hands[seat]));
  });

/** The same table with the hidden dominoes dealt differently among the hidden seats, and another
 * seed and PRNG state. */
const perturbed = (state: GameState, hidden: readonly Seat[], random: () => number): GameState => {
  const pool = hidden.flatMap((seat) => dominoesIn(state.hands[seat]));
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const hands = [...state.hands] as [number, number, number, number];
  let next = 0;
  for (const seat of hidden) {
    const count = dominoesIn(state.hands[seat]).length;
    hands[seat] = pool.slice(next, next + count).reduce((mask, id) => mask | (1 << id), 0);
    next += count;
  }
  return update(state, {
    hands: hands as BySeat<number>,
    dealing:
      state.dealing.kind === 'seeded'
        ? { kind: 'seeded', seed: state.dealing.seed ^ 0x5bd1e995, rng: state.dealing.rng ^ 0x1b873593 }
        : state.dealing,
  });
};

const viewOf = (state: GameState, viewer: Viewer): PlayerView =>
  getPlayerView(state, viewer.seat, { capabilities: viewer.capabilities, hinter: firstMove });

describe('the privacy scan', () => {
  const totals = { games: 0, views: 0, noninterference: 0, revealed: 0 };

  for (const [mix, { name, settings }] of SETTINGS_MIX.entries()) {
    it(`finds no hidden domino, seed or PRNG state in any view over ${GAMES_PER_MIX} ${name} games`, () => {
      const random = randomSource(mix + 1);
      let step = 0;
      for (let game = 0; game < GAMES_PER_MIX; game++) {
        const seed = 0x40000000 + mix * 1_000_003 + game * 7919;
        playRandomGame(settings, seed, random, (state) => {
          const viewer = viewerAt(step);
          const hidden = hiddenSeats(state, viewer);
          const view = viewOf(state, viewer);
          const json = JSON.stringify(view);
          const secret = hidden.reduce<number>((mask, seat) => mask | state.hands[seat], 0);
          for (const id of dominoesNamed(view, state.handNumber))
            if ((secret >> id) & 1) expect.fail(`domino ${id} leaks: ${json}`);
          if (isHandOver(state)) {
            // Once the hand is over, every member sees every other seat's dealt hand (the review).
            const dealt = dealtHands(state);
            const others = SEATS.filter((seat) => seat !== viewer.seat);
            const shown = view.revealedHands.map((h) => [h.seat, h.dealt]);
            const wanted = others.map((s) => [s, dealt[s]]);
            // toEqual, slow at tens of thousands of views, is asked only when the quicker
            // sameData says no (for its diff).
            if (!sameData(shown, wanted)) expect(shown).toEqual(wanted);
            totals.revealed++;
          }
          if (state.phase !== 'game-over') {
            const large = json.match(/\d{6,}/);
            if (large) expect.fail(`a number that could be the seed or PRNG state: ${large[0]}`);
          }
          if (step % NONINTERFERENCE_EVERY === 0 && hidden.length > 0) {
            const other = JSON.stringify(viewOf(perturbed(state, hidden, random), viewer));
            if (other !== json) expect(other).toBe(json);
            totals.noninterference++;
          }
          totals.views++;
          step++;
        });
        totals.games++;
      }
      expect(totals.views).toBeGreaterThan(0);
    });
  }

  it(`scanned at least 2,000 games`, () => {
    console.log(
      `privacy scan: ${totals.games} games, ${totals.views} views, ${totals.noninterference} noninterference checks, ${totals.revealed} views at a hand's end showing every dealt hand`,
    );
    expect(totals.games).toBeGreaterThanOrEqual(2000);
    expect(totals.revealed).toBeGreaterThan(totals.games);
  });
});
