import { describe, expect, it } from 'vitest';
import {
  HOUSE,
  TOURNAMENT,
  actionsOf,
  createGame,
  createKeyedGame,
  execute,
  replay,
  sameData,
  withDealKey,
  withoutSpareKey,
} from '../engine';
import { testKey } from '../engine/test-support/keys';
import type { Settings } from '../engine';
import { SETTINGS_MIX, playRandomGame, randomSource } from '../view/test-support/random-games';
import { advanceBy, firstAction } from '../view/test-support/steps';
import { LINK_GENERATION, readFormat } from './link-format';
import { URL_ALPHABET } from './mixed-radix';
import { decodeGame, encodeGame, recordOf } from './replay-link';
import { settingsAsRead } from './test-support/link-generations';

declare const console: { log: (...args: unknown[]) => void };

const GAMES = 2000;

const must = <T, E>(result: { ok: true; value: T } | { ok: false; error: E }): T => {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
};

describe('replay links', () => {
  it(`round-trip ${GAMES} random full games losslessly`, () => {
    let characters = 0;
    let actions = 0;
    const random = randomSource(99);
    for (let game = 0; game < GAMES; game++) {
      const { settings } = SETTINGS_MIX[game % SETTINGS_MIX.length]!;
      const final = playRandomGame(settings, (game * 2654435761) | 0, random);
      const link = must(encodeGame(recordOf(final)));
      if (!/^[A-Za-z0-9_-]+$/.test(link)) expect(link).toMatch(/^[A-Za-z0-9_-]+$/);
      const decoded = must(decodeGame(link));
      if (!sameData(decoded, recordOf(final))) expect(decoded).toEqual(recordOf(final));
      characters += link.length;
      actions += decoded.actions.length;
    }
    console.log(
      `replay links: ${GAMES} full random games, ${(actions / GAMES).toFixed(0)} actions and ` +
        `${(characters / GAMES).toFixed(1)} characters per game on average`,
    );
    expect(characters / GAMES).toBeLessThan(400);
  });

  it('carry a game in progress, and rebuild exactly the state replay builds', () => {
    const state = advanceBy(createGame(HOUSE, -123456), 57);
    const decoded = must(decodeGame(must(encodeGame(recordOf(state)))));
    expect(must(replay(decoded, decoded.actions))).toEqual(state);
  });

  it('keep unusual house rules, a negative seed and an empty game', () => {
    const settings: Settings = {
      ...TOURNAMENT,
      allPass: 'shaker-must-bid',
      maxOpeningMarks: 3,
      followMeDoubles: 'low',
      nello: { doubles: 'low' },
      target: { kind: 'points', value: 999 },
    };
    const record = { settings, seed: -1, actions: [] };
    expect(must(decodeGame(must(encodeGame(record))))).toEqual(record);
  });

  it('refuse to write an illegal game or settings that do not fit', () => {
    const illegal = encodeGame({ settings: HOUSE, seed: 1, actions: [{ type: 'complete-trick' }] });
    expect(illegal).toMatchObject({ ok: false, error: { code: 'codec/illegal-action' } });
    const huge = encodeGame({
      settings: { ...HOUSE, target: { kind: 'points', value: 5000 } },
      seed: 1,
      actions: [],
    });
    expect(huge).toMatchObject({ ok: false, error: { code: 'codec/unsupported' } });
  });

  it('reject damaged links instead of inventing a game', () => {
    const state = playRandomGame(HOUSE, 5, randomSource(5));
    const link = must(encodeGame(recordOf(state)));
    expect(decodeGame('')).toMatchObject({ ok: false, error: { code: 'codec/malformed' } });
    expect(decodeGame('9' + link.slice(1))).toMatchObject({
      ok: false,
      error: { code: 'codec/unsupported' },
    });
    expect(decodeGame(link + '!')).toMatchObject({ ok: false, error: { code: 'codec/malformed' } });
    expect(decodeGame(link + 'zz').ok).toBe(false);
    let differing = 0;
    for (let i = 1; i < link.length; i += 7) {
      const flipped =
        link.slice(0, i) + URL_ALPHABET[(URL_ALPHABET.indexOf(link[i]!) + 1) % 64] + link.slice(i + 1);
      const decoded = decodeGame(flipped);
      if (!decoded.ok || !sameData(decoded.value, recordOf(state))) differing++;
    }
    expect(differing).toBe(Math.ceil((link.length - 1) / 7));
    expect(actionsOf(state).length).toBeGreaterThan(0);
  });

  it('read a link written before keyed games existed (format 1)', () => {
    const state = advanceBy(createGame(settingsAsRead(HOUSE, 0), 2024), 12);
    expect(must(decodeGame('1E5OA0PAAAYw1T'))).toEqual(recordOf(state));
  });

  it('read the settings of links already shared as the tables they were written for', () => {
    const odd: Settings = {
      ...TOURNAMENT,
      allPass: 'shaker-must-bid',
      maxOpeningMarks: 3,
      followMeDoubles: 'low',
      nello: { doubles: 'low' },
      sevens: true,
      splash: true,
      stopWhenDecided: false,
      target: { kind: 'points', value: 999 },
    };
    const wide: Settings = {
      ...HOUSE,
      maxOpeningMarks: 7,
      nello: { doubles: 'high' },
      plunge: false,
      target: { kind: 'marks', value: 21 },
    };
    // Written by the code before the settings vocabulary (commit d8a878a), seed 42, no actions. A
    // setting added since reads as its rule's `before`.
    const links = ['1EgOAV', '1E5OAV', '1E51HV', '1leOAV', '1nPPfV', '1OqqAV'];
    const tables = [...SETTINGS_MIX.map((mix) => mix.settings), odd, wide];
    expect(links.map((link) => must(decodeGame(link)))).toEqual(
      tables.map((table) => ({ settings: settingsAsRead(table, 0), seed: 42, actions: [] })),
    );
  });

  it("carry a keyed game's keys and the score it began with (format 2), and replay it exactly", () => {
    const carried = { handNumber: 3, marks: [2, 1] as const, gamePoints: [0, 0] as const };
    let state = createKeyedGame(TOURNAMENT, testKey(1), carried);
    for (let n = 2; state.phase !== 'game-over'; n++) {
      const result = execute(withDealKey(state, testKey(n)), firstAction(state));
      state = withoutSpareKey(must(result));
    }
    const record = recordOf(state);
    expect(record).toMatchObject({ carried, keys: expect.arrayContaining([testKey(1)]) });
    const link = must(encodeGame(record));
    expect(readFormat(link[0]!)).toEqual({
      keyed: true,
      generation: LINK_GENERATION,
      checked: true,
    });
    expect(must(decodeGame(link))).toEqual(record);
    expect(must(replay(record, record.actions))).toEqual(state);
  });

  it('refuse a keyed link with a key too many or too few', () => {
    const state = createKeyedGame(HOUSE, testKey(1));
    const link = must(encodeGame(recordOf(state)));
    expect(must(decodeGame(link))).toEqual(recordOf(state));
    const extra = must(encodeGame({ settings: HOUSE, keys: [testKey(1), testKey(2)], actions: [] }));
    expect(decodeGame(extra)).toMatchObject({ ok: false, error: { code: 'codec/malformed' } });
    expect(encodeGame({ settings: HOUSE, keys: [], actions: [] }).ok).toBe(false);
  });
});
