import { TOURNAMENT, createGame, encodeGame, execute, recordOf, validActions } from '@texas42/shared';
import type { GameState, Settings } from '@texas42/shared';
import { describe, expect, it } from 'vitest';
import { linkWords } from './link-words';
import { openReplay } from './open-replay';

/** Plays on by the lowest bids and the first legal plays until `done`. */
function playUntil(settings: Settings, seed: number, done: (state: GameState) => boolean): GameState {
  let state = createGame(settings, seed);
  while (!done(state)) {
    const actions = validActions(state);
    const next = execute(state, actions.find((a) => a.type === 'bid') ?? actions[0]!);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return state;
}

const marks = (value: number): Settings => ({ ...TOURNAMENT, target: { kind: 'marks', value } });
const over = (state: GameState) => state.phase === 'game-over';

function linkOf(state: GameState): string {
  const link = encodeGame(recordOf(state));
  if (!link.ok) throw new Error(link.error.message);
  return link.value;
}

describe('openReplay', () => {
  it('opens the link of a finished game, and of a one-hand table ended by every seat’s Next', () => {
    const game = playUntil(marks(2), 4, over);
    const opened = openReplay(linkOf(game));
    expect(typeof opened === 'string' ? opened : opened.end).toEqual(game);
    // A single-hand table ends once all four agree to score the hand; the room never scores it.
    const oneHand = playUntil(marks(7), 4, (s) => s.phase === 'hand-complete' && s.agreed === 0b1111);
    expect(typeof openReplay(linkOf(oneHand))).toBe('object');
  });

  it('refuses every cut of a link as incomplete or mistyped, in words that say to copy it again', () => {
    const cutsOf = (link: string) => Array.from({ length: link.length - 1 }, (_, i) => link.slice(0, i + 1));
    for (const [settings, seed] of [
      [marks(1), 9],
      [marks(3), 5],
    ] as const) {
      const link = linkOf(playUntil(settings, seed, over));
      expect(new Set(cutsOf(link).map(openReplay))).toEqual(new Set(['codec/check-failed']));
    }
    expect(linkWords('codec/check-failed')).toEqual({
      title: 'This replay link is incomplete or mistyped',
      advice: expect.stringContaining('copy the whole link again'),
    });
  });

  it('never shows a link of the first format (no check) cut short as a game that stops part way', () => {
    // The same digits under the first format's character ('1', a seeded game), without the check:
    // a few cuts still read as some other whole game; every other cut must be refused as damaged,
    // and none may open a game in progress.
    let refused = 0;
    let cuts = 0;
    for (const [settings, seed] of [
      [marks(1), 9],
      [marks(1), 12],
      [marks(3), 5],
    ] as const) {
      const link = `1${linkOf(playUntil(settings, seed, over)).slice(1, -4)}`;
      expect(typeof openReplay(link)).toBe('object');
      for (let length = 1; length < link.length; length++) {
        const opened = openReplay(link.slice(0, length));
        cuts++;
        if (opened === 'codec/malformed') refused++;
        else
          expect(typeof opened === 'string' ? opened : opened.end.phase, `${length} characters`).toMatch(
            /^(game-over|hand-complete)$/,
          );
      }
    }
    expect(refused).toBeGreaterThan(cuts * 0.9);
    expect(linkWords('codec/malformed').title).toBe('This replay link is damaged');
  });

  it('refuses a game in progress, text that is not a link and a link bomb, each with words', () => {
    const inProgress = linkOf(playUntil(marks(1), 2, (s) => s.tricks.length === 3));
    for (const text of [inProgress, '', 'hello-there', '1!!', `1${'A'.repeat(4000)}`]) {
      const refused = openReplay(text);
      expect(typeof refused, text.slice(0, 20)).toBe('string');
      if (typeof refused === 'string') expect(linkWords(refused).advice.length).toBeGreaterThan(20);
    }
  });
});
