import { describe, expect, it } from 'vitest';
import { HOUSE, createGame, execute, legalPlays, playModeOf, teamOf, validActions } from '../src/index';
import type { Action, GameState, PlayAction } from '../src/index';
import { getPlayerView } from '../src/view';
import { heuristicStrategy } from '../src/ai';
import { knowledgeFrom } from '../src/ai/knowledge';
import type { KnowledgeIn } from '../src/ai/knowledge';
import { aimOf } from '../src/ai/search-play';
import { follow } from './fused-play';

const apply = (state: GameState, action: Action) => {
  const result = execute(state, action);
  if (!result.ok) throw new Error(`${JSON.stringify(action)} in ${state.phase}: ${result.error.message}`);
  return result.value;
};

/** `state` once every trick and hand the table waits on is agreed to. */
const agreed = (state: GameState) => {
  let next = state;
  while (next.turn === null && next.phase === 'trick-complete') next = apply(next, validActions(next)[0]!);
  return next;
};

describe('following a play to the seat’s next turn', () => {
  it('walks the plays the rules allow, trick by trick, to the seat’s own next choice', () => {
    let walked = 0;
    for (let seed = 900; seed < 902; seed++) {
      let state = createGame(HOUSE, seed);
      const hand = state.handNumber;
      while (state.handNumber === hand && state.outcome === null) {
        if (state.turn === null) {
          state = apply(state, validActions(state)[0]!);
          continue;
        }
        const view = getPlayerView(state, state.turn);
        const k = knowledgeFrom(view)!;
        if (k.phase === 'playing' && k.tricks.length >= 2) {
          const aim = aimOf(k as KnowledgeIn<'playing'>);
          if (aim.target !== undefined) {
            const mode = playModeOf(k.trump, k.settings);
            for (const play of k.validActions as PlayAction[]) {
              const outcome = follow(
                k as KnowledgeIn<'playing'>,
                { ...aim, target: aim.target },
                mode,
                state.hands,
                play,
                {
                  left: Infinity,
                },
              )!;
              // The engine takes each play the walk saw, from the seat whose turn it is.
              let after = agreed(apply(state, play));
              for (const domino of outcome.seen.split(',').filter(Boolean).map(Number)) {
                expect(after.turn).not.toBe(k.seat);
                after = agreed(apply(after, { type: 'play', seat: after.turn!, domino }));
                expect(after.phase).not.toBe('bidding');
              }
              if (after.outcome === null) {
                // At the seat's next turn, a worth for each of its plays there.
                expect(after.turn).toBe(k.seat);
                const legal = legalPlays(mode, after.hands[k.seat]!, after.trick);
                expect(outcome.worths).toHaveLength(legal.toString(2).replaceAll('0', '').length);
              } else {
                // Made or set on the way: one worth, 1 when the seat's side got its way.
                const bidders = teamOf(k.seat) === teamOf(k.contract.bidder);
                expect(outcome.worths).toEqual([bidders === after.outcome.made ? 1 : 0]);
              }
              walked++;
            }
          }
        }
        state = apply(state, heuristicStrategy(view, 7)!);
      }
    }
    expect(walked).toBeGreaterThan(20);
  });
});
