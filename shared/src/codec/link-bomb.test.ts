// Link bombs: short replay links that ask the server to replay a huge game. A pass costs a link
// nothing when it is the first choice in word order, and all-pass redeals never end, so before
// the cap a 17-character link of the first format could ask for 2^35 actions. These links are
// built the way an attacker would build them, digit by digit, in the first format (no check, the
// first links' settings, and read forever) and in today's (the check written too), and must be
// refused before anything is replayed or replay at most MAX_GAME_ACTIONS actions.

import { describe, expect, it } from 'vitest';
import { HOUSE, MAX_GAME_ACTIONS, TOURNAMENT, createGame, execute } from '../engine';
import type { Action, Settings } from '../engine';
import { MAX_LINK_LENGTH } from '../protocol';
import { decodeGame, encodeGame } from './replay-link';
import { checkedLinkAsking, linkAsking } from './test-support/link-bombs';

/** `count` passes from a fresh deal: under the redeal rule the table shakes again and again. */
const passes = (settings: Settings, count: number): Action[] => {
  let state = createGame(settings, 1);
  const actions: Action[] = [];
  for (let i = 0; i < count; i++) {
    const pass: Action = { type: 'pass', seat: state.turn! };
    const next = execute(state, pass);
    if (!next.ok) throw new Error(next.error.message);
    actions.push(pass);
    state = next.value;
  }
  return actions;
};

describe.each([
  { format: 'the first format', asking: linkAsking, length: 17 },
  { format: "today's format", asking: checkedLinkAsking, length: 21 },
])('replay link bombs in $format', ({ asking, length }) => {
  it(`refuse a count of 2^35 - 1 actions, ${length} characters long, as damaged`, () => {
    const link = asking(TOURNAMENT, 2 ** 35 - 1);
    expect(link.length).toBe(length);
    expect(decodeGame(link)).toMatchObject({ ok: false, error: { code: 'codec/malformed' } });
  });

  it('refuse one action more than the cap before replaying any of it', () => {
    // Under shaker-must-bid the first-choice game ends long before the count: a decoder that
    // replayed first would answer "runs past the end", not "too long".
    const endsEarly: Settings = { ...HOUSE, allPass: 'shaker-must-bid' };
    for (const settings of [TOURNAMENT, endsEarly]) {
      const decoded = decodeGame(asking(settings, MAX_GAME_ACTIONS + 1));
      expect(decoded).toMatchObject({ ok: false, error: { code: 'codec/too-long' } });
    }
    expect(decodeGame(asking(endsEarly, MAX_GAME_ACTIONS))).toMatchObject({
      ok: false,
      error: { code: 'codec/malformed', message: 'The replay link runs past the end' },
    });
  });
});

describe('replay link bombs', () => {
  it('replay a link of nothing but passes to at most the cap: one engine step per action', () => {
    const record = { settings: TOURNAMENT, seed: 1, actions: passes(TOURNAMENT, MAX_GAME_ACTIONS) };
    const link = encodeGame(record);
    if (!link.ok) throw new Error(link.error.message);
    expect(link.value.length).toBeLessThanOrEqual(MAX_LINK_LENGTH);
    const decoded = decodeGame(link.value);
    if (!decoded.ok) throw new Error(decoded.error.message);
    expect(decoded.value.actions).toHaveLength(MAX_GAME_ACTIONS);
    expect(decoded.value.actions.every((action) => action.type === 'pass')).toBe(true);
  });

  it('write no link for a record longer than the cap', () => {
    const record = { settings: TOURNAMENT, seed: 1, actions: passes(TOURNAMENT, MAX_GAME_ACTIONS + 1) };
    expect(encodeGame(record)).toMatchObject({ ok: false, error: { code: 'codec/too-long' } });
  });
});
