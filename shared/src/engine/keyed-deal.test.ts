import { describe, expect, it } from 'vitest';
import { ALL_DOMINOES, DOMINO_COUNT, sizeOf } from './domino';
import { createGame, createKeyedGame, withDealKey, withoutSpareKey } from './game';
import { uniformDraws } from './keyed-deal';
import { replay } from './replay';
import { HOUSE, TOURNAMENT } from './settings';
import { actionsOf } from './state';
import type { GameState } from './state';
import type { Seat } from './vocabulary';
import { testKey } from './test-support/keys';
import { run } from './test-support/table';
import { execute } from './execute';
import { validActions } from './valid-actions';

const KEY = testKey(1);

/** The deal a key makes: the first shaker and the four hands. */
const dealOf = (key: string) => {
  const game = createKeyedGame(TOURNAMENT, key);
  return { shaker: game.shaker, hands: game.hands };
};

/** `key` with byte `index` replaced by `index` xor'd with `mask` (never the same byte). */
const withByte = (key: string, index: number, mask: number): string => {
  const byte = parseInt(key.slice(index * 2, index * 2 + 2), 16) ^ mask;
  return key.slice(0, index * 2) + byte.toString(16).padStart(2, '0') + key.slice(index * 2 + 2);
};

describe('a keyed deal', () => {
  it('gives each seat seven dominoes and leaves none over', () => {
    const { hands } = dealOf(KEY);
    expect(hands.map(sizeOf)).toEqual([7, 7, 7, 7]);
    expect(hands.reduce((all, hand) => all | hand, 0)).toBe(ALL_DOMINOES);
  });

  it('is the same for the same key, and records the key it was dealt from', () => {
    expect(createKeyedGame(TOURNAMENT, KEY)).toEqual(createKeyedGame(TOURNAMENT, KEY));
    expect(createKeyedGame(TOURNAMENT, KEY).dealing).toEqual({
      kind: 'keyed',
      carried: null,
      keys: [KEY],
      next: null,
    });
  });

  it('changes when any single byte of the key changes, whichever of the 32 bytes it is', () => {
    const original = JSON.stringify(dealOf(KEY).hands);
    for (let index = 0; index < 32; index++)
      for (const mask of [0x01, 0x80, 0xff]) {
        const changed = JSON.stringify(dealOf(withByte(KEY, index, mask)).hands);
        if (changed === original) expect.fail(`byte ${index} ^ ${mask} left the deal unchanged`);
      }
  });

  it('puts each domino in each seat about a quarter of the time, and draws each seat as first shaker', () => {
    const DEALS = 4000;
    // seat of each domino over the deals: a count per domino and seat, and per first shaker
    const counts = Array.from({ length: DOMINO_COUNT }, () => [0, 0, 0, 0]);
    const shakers = [0, 0, 0, 0];
    for (let n = 0; n < DEALS; n++) {
      const { shaker, hands } = dealOf(testKey(1000 + n));
      shakers[shaker]!++;
      hands.forEach((hand, seat) => {
        for (let id = 0; id < DOMINO_COUNT; id++) if ((hand >> id) & 1) counts[id]![seat]!++;
      });
    }
    // Binomial(4000, 1/4): mean 1000, sd ~27.4. Six sd either side fails by chance about once in
    // 10^9 per count, so over 116 counts this never flakes, yet a real bias of 3% would show.
    const sd = Math.sqrt(DEALS * 0.25 * 0.75);
    for (const count of [...counts.flat(), ...shakers])
      expect(Math.abs(count - DEALS / 4)).toBeLessThan(6 * sd);
  });

  it('draws whole numbers uniformly, dropping a word from the top sliver that would favour small ones', () => {
    const words = [0xffffffff, 5, 0xfffffffc, 0xfffffffb];
    const draw = uniformDraws(() => words.shift()!);
    // 2^32 mod 3 is 1: only 0xffffffff is dropped. 2^32 mod 7 is 4: the top four
    // (0xfffffffc and up) are.
    expect(draw(3)).toBe(5 % 3);
    expect(draw(7)).toBe(0xfffffffb % 7);
    expect(words).toEqual([]);
  });
});

describe('a keyed game', () => {
  /** Plays first-listed actions, handing the game a fresh key before each one, until `done`. */
  const playKeyed = (done: (state: GameState) => boolean): GameState => {
    let state = createKeyedGame(HOUSE, testKey(50));
    for (let n = 51; !done(state); n++) {
      const actions = validActions(state);
      const chosen = actions[n % actions.length]!;
      const result = execute(withDealKey(state, testKey(n)), chosen);
      if (!result.ok) throw new Error(result.error.message);
      state = withoutSpareKey(result.value);
    }
    return state;
  };

  it('deals each new hand and each redeal from the next key, and replays exactly from its record', () => {
    const played = playKeyed((state) => state.phase === 'game-over');
    if (played.dealing.kind !== 'keyed') throw new Error('not keyed');
    const { keys } = played.dealing;
    expect(keys.length).toBeGreaterThanOrEqual(played.handNumber);
    expect(new Set(keys).size).toBe(keys.length);
    const replayed = replay({ settings: HOUSE, keys }, actionsOf(played));
    expect(replayed.ok && replayed.value).toEqual(played);
  });

  it('refuses an action that must deal when it holds no key, and changes nothing', () => {
    const allPass = playKeyed(() => true);
    const passes = [1, 2, 3, 4].map(
      (i) => ({ type: 'pass', seat: ((allPass.shaker + i) & 3) as Seat }) as const,
    );
    const threePassed = run(allPass, ...passes.slice(0, 3));
    const refused = execute(threePassed, passes[3]!);
    expect(refused).toMatchObject({ ok: false, error: { code: 'rule/no-deal-key' } });
    const redealt = execute(withDealKey(threePassed, testKey(7)), passes[3]!);
    expect(redealt.ok && redealt.value.dealing).toMatchObject({
      keys: [testKey(50), testKey(7)],
      next: null,
    });
  });

  it('refuses to replay from a record whose key is not 64 hex digits', () => {
    expect(replay({ settings: HOUSE, keys: ['abc'] }, [])).toMatchObject({
      ok: false,
      error: { code: 'rule/no-deal-key' },
    });
    expect(replay({ settings: HOUSE, keys: [] }, [])).toMatchObject({ ok: false });
  });

  it('goes on from a carried score, and a seeded game deals as it always did', () => {
    const carried = { handNumber: 4, marks: [3, 2] as const, gamePoints: [0, 0] as const };
    const moved = createKeyedGame(TOURNAMENT, KEY, carried);
    expect(moved).toMatchObject({ handNumber: 4, marks: [3, 2], phase: 'bidding' });
    expect(replay({ settings: TOURNAMENT, keys: [KEY], carried }, [])).toEqual({ ok: true, value: moved });
    expect(createGame(TOURNAMENT, 5).dealing).toEqual({ kind: 'seeded', seed: 5, rng: expect.any(Number) });
  });
});
