import { describe, expect, it } from 'vitest';
import { DOUBLES, createGame, execute, sizeOf, validActions } from '../engine';
import type { GameState } from '../engine';
import { getPlayerView } from '../view';
import { SETTINGS_MIX, randomSource } from '../view/test-support/random-games';
import { constraintsOf } from './inference';
import { knowledgeFrom } from './knowledge';
import { DealSampler } from './sampler';

describe('what the play reveals', () => {
  it('never rules out a domino a seat really holds, so the true deal is always possible', () => {
    let checked = 0;
    SETTINGS_MIX.forEach(({ settings }, i) => {
      const random = randomSource(100 + i);
      for (let game = 0; game < 3; game++) {
        let state: GameState = createGame(settings, 100 * i + game);
        while (state.phase !== 'game-over') {
          if (state.turn !== null) {
            const k = knowledgeFrom(getPlayerView(state, state.turn))!;
            const c = constraintsOf(k);
            state.hands.forEach((hand, seat) => {
              if (seat !== k.seat) expect(hand & c.forbidden[seat]!).toBe(0);
              if (seat !== k.seat) expect(sizeOf(hand)).toBe(c.counts[seat]);
            });
            if (c.minDoubles !== null)
              expect(sizeOf(state.hands[c.minDoubles.seat] & DOUBLES)).toBeGreaterThanOrEqual(
                c.minDoubles.count,
              );
            expect(new DealSampler([0, 0, 0, 0], c).count()).toBeGreaterThan(0);
            checked++;
          }
          const options = validActions(state);
          state = (execute(state, options[Math.floor(random() * options.length)]!) as { value: GameState })
            .value;
        }
      }
    });
    expect(checked).toBeGreaterThan(1000);
  });
});
