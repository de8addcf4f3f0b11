import { describe, expect, it } from 'vitest';
import { validActions } from '../engine';
import type { Action } from '../engine';
import { SETTINGS_MIX, playRandomGame, randomSource } from '../view/test-support/random-games';
import { actionFromWord, actionWord, actionWords, actionsFromWords } from './action-word';

describe('action words', () => {
  it('round-trip every action legal anywhere in forty random games, each word distinct', () => {
    const byWord = new Map<number, string>();
    const wrong: string[] = [];
    for (let game = 0; game < 40; game++) {
      const { settings } = SETTINGS_MIX[game % SETTINGS_MIX.length]!;
      playRandomGame(settings, game, randomSource(game), (state) => {
        for (const action of validActions(state)) {
          const word = actionWord(action);
          const key = JSON.stringify(action);
          if (JSON.stringify(actionFromWord(word)) !== key || (byWord.get(word) ?? key) !== key)
            wrong.push(key);
          byWord.set(word, key);
        }
      });
    }
    expect(wrong).toEqual([]);
    expect(byWord.size).toBeGreaterThan(150);
    for (const word of byWord.keys()) expect(word).toBeLessThan(1 << 15);
  });

  it('fit a play in ten bits and a bid in fifteen', () => {
    expect(actionWord({ type: 'play', seat: 3, domino: 27 })).toBe(3 | (3 << 3) | (27 << 5));
    expect(actionWord({ type: 'bid', seat: 1, kind: 'marks', value: 2 })).toBe(
      0 | (1 << 3) | (1 << 5) | (2 << 7),
    );
    expect(actionWord({ type: 'score-hand' })).toBe(6);
  });

  it('refuse words that no action encodes to, and actions with fields out of range', () => {
    for (const word of [7, 3 | (28 << 5), 2 | (11 << 5), 5 | (1 << 3), 1 | (1 << 20), -1, 2.5])
      expect(actionFromWord(word)).toBeNull();
    expect(actionWord({ type: 'play', seat: 0, domino: 40 })).toBe(-1);
    expect(actionWord({ type: 'bid', seat: 0, kind: 'points', value: 300 })).toBe(-1);
    expect(actionWord({ type: 'select-trump', seat: 0, trump: 'jokers' } as unknown as Action)).toBe(-1);
  });

  it('turn a list of actions into words and back', () => {
    const actions: Action[] = [
      { type: 'bid', seat: 0, kind: 'points', value: 30 },
      { type: 'pass', seat: 1 },
      { type: 'select-trump', seat: 0, trump: 'sevens' },
      { type: 'agree', seat: 2, to: 'score-hand' },
      { type: 'complete-trick' },
    ];
    expect(actionsFromWords(actionWords(actions))).toEqual(actions);
    expect(actionsFromWords([7])).toBeNull();
  });
});
