import { describe, expect, it } from 'vitest';
import { HOUSE, TOURNAMENT, actionsOf, createGame, execute } from '../engine';
import type { GameState, HandOutcome, Seat } from '../engine';
import { eventsSince, recentEvents } from './events';
import { getPlayerView } from './get-player-view';
import { SETTINGS_MIX, playRandomGame, randomSource } from './test-support/random-games';
import { advanceTo, run } from './test-support/steps';

const SEED = 987654321;
const agreeAll = (state: GameState, to: 'complete-trick' | 'score-hand'): GameState =>
  run(
    ([0, 1, 2, 3] as Seat[]).reduce((s, seat) => run(s, { type: 'agree', seat, to }), state),
    { type: to },
  );

describe('recent events', () => {
  it('animate the four plays and the trick won, with who won it and its points', () => {
    const complete = advanceTo(createGame(TOURNAMENT, SEED), 'trick-complete');
    const collected = agreeAll(complete, 'complete-trick');
    const events = getPlayerView(collected, 0).recentEvents;
    const won = events.find((e) => e.type === 'trick-won');
    expect(won).toEqual({
      seq: actionsOf(collected).length - 1,
      handNumber: 1,
      type: 'trick-won',
      seat: collected.tricks[0]!.winner,
      plays: complete.trick,
      points: collected.tricks[0]!.points,
    });
    expect(events.filter((e) => e.type === 'play')).toHaveLength(4);
  });

  it('show an all-pass redeal with the next shaker', () => {
    const state = createGame(TOURNAMENT, SEED);
    const first = state.turn!;
    const passed = run(
      state,
      ...[0, 1, 2, 3].map((i) => ({ type: 'pass' as const, seat: ((first + i) % 4) as Seat })),
    );
    const events = recentEvents(passed);
    expect(events.map((e) => e.type)).toEqual(['pass', 'pass', 'pass', 'pass', 'all-passed']);
    expect(events[4]).toMatchObject({ type: 'all-passed', shaker: passed.shaker, seq: 3 });
    expect(passed.shaker).toBe((state.shaker + 1) % 4);
  });

  it('carry sequence numbers so a client animates only what it has not seen', () => {
    const state = advanceTo(createGame(HOUSE, SEED), 'hand-complete');
    const total = actionsOf(state).length;
    const since = eventsSince(state, total - 3);
    expect(since.every((e) => e.seq >= total - 3)).toBe(true);
    expect(recentEvents(state, 3)).toEqual(since);
  });

  it('report every trick and every hand exactly as the engine scored them, game after game', () => {
    for (let game = 0; game < 40; game++) {
      const { settings } = SETTINGS_MIX[game % SETTINGS_MIX.length]!;
      const outcomes: HandOutcome[] = [];
      let tricks = 0;
      const final = playRandomGame(settings, SEED + game, randomSource(game), (s) => {
        if (s.phase === 'hand-complete' && s.agreed === 0) outcomes.push(s.outcome);
        if (s.phase === 'trick-complete' && s.agreed === 0) tricks++;
      });
      const events = eventsSince(final, 0);
      expect(events.filter((e) => e.type === 'trick-won')).toHaveLength(tricks);
      expect(events.flatMap((e) => (e.type === 'hand-scored' ? [e.outcome] : []))).toEqual(outcomes);
      expect(events.at(-1)).toMatchObject({ type: 'game-over', winner: final.winner });
      expect(events.filter((e) => e.type === 'hand-scored').at(-1)!.handNumber).toBe(final.handNumber);
    }
  });

  it('stop at the scored hand and say who won the game', () => {
    const final = playRandomGame(HOUSE, SEED, randomSource(3));
    const types = recentEvents(final).map((e) => e.type);
    expect(types.slice(-2)).toEqual(['hand-scored', 'game-over']);
    expect(execute(final, { type: 'score-hand' }).ok).toBe(false);
  });

  it('read from any action on, across redeals and hands, as the tail of the whole game', () => {
    for (let game = 0; game < 30; game++) {
      const { settings } = SETTINGS_MIX[game % SETTINGS_MIX.length]!;
      const states: GameState[] = [];
      playRandomGame(settings, SEED - game, randomSource(game), (s) => states.push(s));
      for (const state of states.filter((_, i) => i % 11 === 0 || i === states.length - 1)) {
        const all = eventsSince(state, 0);
        for (const from of [1, 5, 17, state.log.length - 16, state.log.length - 1])
          if (from > 0) expect(eventsSince(state, from)).toEqual(all.filter((e) => e.seq >= from));
      }
    }
  });
});
