import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, recordOf } from '..';
import { HOUSE, MAX_GAME_ACTIONS } from '../engine';
import type { Action } from '../engine';
import { encodeGame } from '../codec';
import { AI_LEVELS } from '../room';
import { CALLABLES } from './callables';
import { moveRequest } from './move-request';
import { moveAction, parseRequest } from './parse-request';
import { PAYLOAD_ERROR_CODES } from './payload-errors';
import { REQUEST_SCHEMAS } from './request-schemas';
import type { RequestName } from './request-schemas';

const refusal = (result: { ok: boolean; error?: { code: string } }) =>
  result.ok ? 'ok' : result.error!.code;

/** A message a player can read: a short sentence, not valibot's or JavaScript's own words. */
const readable = (message: string): boolean =>
  /^\S.{4,120}$/.test(message) && !/Invalid|Expected|Received|undefined|\[object|NaN|Infinity/.test(message);

const link = encodeGame(recordOf(createGame(HOUSE, 7)));
const record = recordOf(createGame(HOUSE, 7));

/** A well-formed request of every callable with a schema, each field given. */
const GOOD: { readonly [N in RequestName]: Record<string, unknown> } = {
  createRoom: { name: ' Ann ', preset: 'tournament' },
  joinRoom: { code: 'abc-def', name: 'Bo', joining: { coach: 2 } },
  leaveRoom: { roomId: 'r1', version: 3 },
  takeSeat: { roomId: 'r1', seat: 3, version: 4 },
  swapSeats: { roomId: 'r1', seats: [1, 2], version: 4 },
  configureRoom: {
    roomId: 'r1',
    version: 1,
    changes: {
      preset: 'house',
      settings: { sevens: true, target: { kind: 'points', value: 250 } },
      transformers: [{ name: 'forced-bid-minimum', params: { minimum: 31 } }],
      turnTimeLimit: null,
      aiLevel: 'medium',
    },
  },
  startGame: { roomId: 'r1', version: 2 },
  placeBet: { roomId: 'r1', version: 5, seat: 1, bid: { kind: 'points', value: 30 } },
  selectTrump: { roomId: 'r1', version: 5, seat: 1, trump: 'sixes' },
  playDomino: { roomId: 'r1', version: 5, seat: 1, domino: 27 },
  agree: { roomId: 'r1', version: 5, seat: 1, to: 'complete-trick' },
  claimTimeout: { roomId: 'r1', version: 9 },
  createRoomFromGame: { name: 'Ann', seat: 2, link: link.ok ? link.value : '' },
  answerCoach: { roomId: 'r1', version: 2, uid: 'coach-uid', accept: true },
  removeWatcher: { roomId: 'r1', version: 2, uid: 'watcher-uid' },
  markAway: { roomId: 'r1', version: 7, seat: 2 },
  claimHost: { roomId: 'r1', version: 2, host: 'host-uid' },
  setAway: { roomId: 'r1', version: 7, seat: 2, away: true },
  answerSeat: { roomId: 'r1', version: 2, uid: 'watcher-uid', accept: false },
  offerTransfer: { roomId: 'r1' },
  acceptTransfer: { token: `abcXYZ09.${'A-_b'.repeat(10)}xyz` },
  playDaily: { name: 'Ann' },
  openDaily: { roomId: 'r1', version: 12 },
};

/** For each field, values its schema refuses, and the code each refusal carries. */
const BAD: Record<string, { readonly code: string; readonly values: readonly unknown[] }> = {
  roomId: { code: 'payload/room-id', values: ['', '..', 'a/b', 'x'.repeat(65), 7, null, '__name__', ['r1']] },
  version: { code: 'payload/version', values: [-1, 1.5, '3', Infinity, NaN, 2 ** 53, null] },
  seat: { code: 'payload/seat', values: [4, -1, 1.5, '1', null, Infinity] },
  seats: {
    code: 'payload/seats',
    values: [[1, 1], [1], [1, 2, 3], [0, 4], ['0', '1'], '01', null, { 0: 1, 1: 2 }],
  },
  name: {
    code: 'payload/name',
    values: ['', '  ', 7, null, 'x'.repeat(25), '\u200b', 'Eve\u202e', 'AI 2', 'a\nb'],
  },
  code: { code: 'payload/code', values: ['', 'ABC', 'A'.repeat(33), 123456, null, 'ABCDE!'] },
  joining: { code: 'payload/joining', values: ['sat', 'SIT', { coach: 4 }, { coach: 1, seat: 2 }, [], null] },
  preset: { code: 'payload/preset', values: ['chaos', 'toString', 'HOUSE', 1, null] },
  changes: {
    code: 'payload/changes',
    values: [
      null,
      [],
      'house',
      { rules: 'house' },
      { preset: 'constructor' },
      { settings: { jokers: true } },
      { settings: { sevens: 'yes' } },
      { settings: { maxOpeningMarks: 2.5 } },
      { settings: { nello: { doubles: 'sideways' } } },
      { settings: { target: { kind: 'points', value: 250, extra: 1 } } },
      { transformers: ['speed'] },
      { transformers: { name: 'speed' } },
      { transformers: Array.from({ length: 11 }, () => ({ name: 'speed' })) },
      { transformers: [{ name: 'speed', params: { x: { y: 1 } } }] },
      { transformers: [{ name: 'speed', params: { x: Infinity } }] },
      { turnTimeLimit: '60000' },
      { turnTimeLimit: 30_000.5 },
      { turnTimeLimit: Infinity },
      { turnTimeLimit: NaN },
      { aiLevel: 'grandmaster' },
      { aiLevel: 'Hard' },
      { aiLevel: 'random' },
      { aiLevel: 3 },
      { aiLevel: null },
    ],
  },
  bid: {
    code: 'payload/bid',
    values: ['PASS', { kind: 'points' }, { kind: 'points', value: 43 }, { kind: 'moon', value: 2 }],
  },
  trump: { code: 'payload/trump', values: ['SIXES', 'trumps', 6, null] },
  domino: { code: 'payload/domino', values: [28, -1, 1.5, '3', null, Infinity] },
  to: { code: 'payload/agreement', values: ['next', 'score', null, 1] },
  link: { code: 'payload/game', values: ['', 7, null, 'x'.repeat(4_001)] },
  uid: { code: 'payload/uid', values: ['', 'x'.repeat(129), 7, null] },
  accept: { code: 'payload/accept', values: ['yes', 1, null] },
  away: { code: 'payload/away', values: ['yes', 1, null] },
  token: {
    code: 'payload/token',
    values: ['', 'abc', `a/b.${'A'.repeat(43)}`, `abc.${'A'.repeat(42)}`, `.${'A'.repeat(43)}`, 7, null],
  },
};

describe('parseRequest', () => {
  it('accepts a well-formed request of every callable with a schema, and every callable has one', () => {
    expect(Object.keys(GOOD).sort()).toEqual(Object.keys(REQUEST_SCHEMAS).sort());
    expect([...CALLABLES].sort()).toEqual(Object.keys(REQUEST_SCHEMAS).sort());
    for (const name of Object.keys(GOOD) as RequestName[])
      expect(parseRequest(name, GOOD[name]), name).toMatchObject({ ok: true });
    expect(parseRequest('createRoom', GOOD.createRoom)).toEqual({
      ok: true,
      value: { name: 'Ann', preset: 'tournament' },
    });
    expect(parseRequest('joinRoom', GOOD.joinRoom)).toMatchObject({ value: { code: 'ABCDEF' } });
    expect(parseRequest('createRoomFromGame', { name: 'Ann', record })).toEqual({
      ok: true,
      value: { name: 'Ann', record },
    });
  });

  it("refuses each bad value of every field with that field's code and a readable message", () => {
    for (const name of Object.keys(GOOD) as RequestName[]) {
      for (const field of Object.keys(GOOD[name]).filter((key) => BAD[key] !== undefined)) {
        const { code, values } = BAD[field]!;
        for (const value of values) {
          const result = parseRequest(name, { ...GOOD[name], [field]: value });
          expect(refusal(result), `${name}.${field} = ${String(JSON.stringify(value)).slice(0, 40)}`).toBe(
            code,
          );
          expect(result.ok || readable(result.error.message), result.ok ? '' : result.error.message).toBe(
            true,
          );
        }
      }
    }
  });

  it('refuses an AI level that is not one of the table’s, naming the levels a player can pick', () => {
    const request = { roomId: 'r1', version: 1, changes: { aiLevel: 'random' } };
    expect(parseRequest('configureRoom', request)).toEqual({
      ok: false,
      error: {
        code: 'payload/changes',
        message: 'The AI plays at one of these levels: Beginner, Medium, Hard or Expert',
      },
    });
    for (const { player } of AI_LEVELS)
      expect(parseRequest('configureRoom', { ...request, changes: { aiLevel: player } })).toEqual({
        ok: true,
        value: { ...request, changes: { aiLevel: player } },
      });
  });

  it("refuses a missing field with that field's code and message", () => {
    expect(parseRequest('takeSeat', { roomId: 'r1' })).toEqual({
      ok: false,
      error: { code: 'payload/seat', message: 'A seat is 0, 1, 2 or 3' },
    });
    expect(parseRequest('joinRoom', { code: 'ABCDEF' })).toEqual({
      ok: false,
      error: { code: 'payload/name', message: 'Please enter a name of 1 to 24 characters' },
    });
    expect(refusal(parseRequest('answerCoach', { roomId: 'r1', uid: 'u' }))).toBe('payload/accept');
  });

  it("refuses an answer to a coach that is not yes or no, or names no one's uid", () => {
    for (const accept of ['yes', 1, null, undefined, {}])
      expect(refusal(parseRequest('answerCoach', { roomId: 'r1', uid: 'kim', accept })), String(accept)).toBe(
        'payload/accept',
      );
    for (const uid of ['', ' kim', 'a/b', '..', 'x'.repeat(129), 7, null])
      expect(refusal(parseRequest('removeWatcher', { roomId: 'r1', uid })), String(uid)).toBe('payload/uid');
    expect(parseRequest('answerCoach', { roomId: 'r1', uid: 'kim', accept: false })).toEqual({
      ok: true,
      value: { roomId: 'r1', uid: 'kim', accept: false },
    });
  });

  it('refuses unknown fields, so nothing a client adds rides along', () => {
    expect(parseRequest('leaveRoom', { roomId: 'r1', uid: 'someone-else' })).toEqual({
      ok: false,
      error: { code: 'payload/unknown-field', message: 'Unexpected field "uid" in the request' },
    });
    expect(refusal(parseRequest('playDomino', { roomId: 'r1', domino: 3, now: 0 }))).toBe(
      'payload/unknown-field',
    );
    expect(parseRequest('configureRoom', { roomId: 'r1', changes: { speed: 1 } })).toMatchObject({
      error: { code: 'payload/changes', message: 'There is no table option "speed"' },
    });
  });

  it('refuses what is not a plain object', () => {
    for (const data of [null, undefined, 42, 'placeBet', true, [], ['roomId'], new Date(0), new Map()])
      expect(refusal(parseRequest('leaveRoom', data)), String(data)).toBe('payload/not-an-object');
    class Request {
      roomId = 'r1';
    }
    expect(refusal(parseRequest('leaveRoom', new Request()))).toBe('payload/not-an-object');
    expect(refusal(parseRequest('leaveRoom', Object.assign(Object.create(null), { roomId: 'r1' })))).toBe(
      'ok',
    );
  });

  it('refuses prototype keys at any depth, as raw JSON makes them', () => {
    const smuggled = [
      ['createRoom', '{"__proto__":{"name":"Eve"}}'],
      ['createRoom', '{"name":"Eve","__proto__":{"preset":"house"}}'],
      ['createRoom', '{"name":"Eve","constructor":{"prototype":{"x":1}}}'],
      ['leaveRoom', '{"roomId":"r1","prototype":1}'],
      ['joinRoom', '{"code":"ABCDEF","name":"Eve","joining":{"__proto__":{"coach":1}}}'],
      ['placeBet', '{"roomId":"r1","bid":{"kind":"points","__proto__":{"value":30}}}'],
      ['configureRoom', '{"roomId":"r1","changes":{"settings":{"__proto__":{"sevens":true}}}}'],
      [
        'configureRoom',
        '{"roomId":"r1","changes":{"transformers":[{"name":"speed","params":{"__proto__":{}}}]}}',
      ],
      ['createRoomFromGame', '{"name":"Eve","record":{"settings":{},"seed":1,"actions":[{"__proto__":{}}]}}'],
    ] as const;
    for (const [name, json] of smuggled) {
      const data: unknown = JSON.parse(json);
      const result = parseRequest(name, data);
      expect(refusal(result), json).toBe('payload/not-an-object');
      expect(result.ok ? '' : result.error.message, json).toMatch(/^A request may not hold a field called "/);
    }
  });

  it('refuses payloads nested deeper than any honest request, without overflowing the stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { x: deep };
    expect(refusal(parseRequest('configureRoom', { roomId: 'r1', changes: deep }))).toBe('payload/too-large');
    expect(refusal(parseRequest('createRoom', { name: 'Ann', preset: [[[[[[[[['house']]]]]]]]] }))).toBe(
      'payload/too-large',
    );
  });

  it('refuses a number too big for JSON (1e400 is Infinity) with a readable message', () => {
    const data: unknown = JSON.parse('{"roomId":"r1","changes":{"turnTimeLimit":1e400}}');
    expect(parseRequest('configureRoom', data)).toEqual({
      ok: false,
      error: { code: 'payload/changes', message: 'The turn clock is a number of milliseconds, or off' },
    });
    expect(refusal(parseRequest('playDomino', JSON.parse('{"roomId":"r1","domino":1e400}')))).toBe(
      'payload/domino',
    );
  });

  it('refuses huge names, huge codes, huge rule changes and over-long games', () => {
    expect(refusal(parseRequest('createRoom', { name: 'x'.repeat(1_000_000) }))).toBe('payload/name');
    expect(refusal(parseRequest('joinRoom', { code: 'A'.repeat(10_000), name: 'Bo' }))).toBe('payload/code');
    const settings = { [`k${'x'.repeat(10_000)}`]: true };
    expect(refusal(parseRequest('configureRoom', { roomId: 'r', changes: { settings } }))).toBe(
      'payload/too-large',
    );
    const actions = Array.from({ length: MAX_GAME_ACTIONS + 1 }, () => ({ type: 'pass', seat: 0 }));
    expect(refusal(parseRequest('createRoomFromGame', { name: 'A', record: { ...record, actions } }))).toBe(
      'payload/too-large',
    );
  });

  it('refuses a game given both or neither as link and record, or a damaged record', () => {
    expect(parseRequest('createRoomFromGame', { name: 'A' })).toEqual({
      ok: false,
      error: { code: 'payload/game', message: 'Send the game as a replay link or as a record' },
    });
    expect(refusal(parseRequest('createRoomFromGame', { name: 'A', link: 'x', record }))).toBe(
      'payload/game',
    );
    const damaged = [
      { ...record, actions: [{ type: 'play', seat: 0 }] },
      { ...record, actions: [{ type: 'cheat', seat: 0 }] },
      { ...record, actions: [{ type: 'play', seat: 0, domino: 99 }] },
      { ...record, seed: 1.5 },
      { ...record, seed: 2 ** 40 },
      { ...record, settings: { sevens: true } },
      { ...record, settings: 'house' },
    ];
    for (const bad of damaged)
      expect(
        refusal(parseRequest('createRoomFromGame', { name: 'A', record: bad })),
        JSON.stringify(bad),
      ).toBe('payload/game');
  });

  it('rebuilds a record action from its own fields only', () => {
    const actions = [{ type: 'pass', seat: 1, cheat: 'x' }];
    const parsed = parseRequest('createRoomFromGame', { name: 'A', record: { ...record, actions } });
    expect(parsed.ok && 'record' in parsed.value && parsed.value.record.actions).toEqual([
      { type: 'pass', seat: 1 },
    ]);
  });

  it('never throws and answers every value with ok or a payload code and a readable message', () => {
    const codes: readonly string[] = PAYLOAD_ERROR_CODES;
    fc.assert(
      fc.property(fc.constantFrom(...CALLABLES), fc.anything({ withNullPrototype: true }), (name, data) => {
        const result = parseRequest(name, data);
        expect(result.ok || codes.includes(result.error.code)).toBe(true);
        expect(result.ok || readable(result.error.message), result.ok ? '' : result.error.message).toBe(true);
      }),
      { numRuns: 3_000 },
    );
  });

  it('answers any value in any field of a good request with ok or a readable refusal', () => {
    const codes: readonly string[] = PAYLOAD_ERROR_CODES;
    const names = Object.keys(GOOD) as RequestName[];
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.anything({ withNullPrototype: true }), (name, value) => {
        for (const field of Object.keys(GOOD[name])) {
          const result = parseRequest(name, { ...GOOD[name], [field]: value });
          expect(result.ok || codes.includes(result.error.code)).toBe(true);
          expect(result.ok || readable(result.error.message), result.ok ? '' : result.error.message).toBe(
            true,
          );
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it('makes the engine action of a move for the given seat', () => {
    expect(moveAction('placeBet', { roomId: 'r', bid: 'pass' }, 2)).toEqual({ type: 'pass', seat: 2 });
    expect(moveAction('placeBet', { roomId: 'r', bid: { kind: 'marks', value: 2 } }, 1)).toEqual({
      type: 'bid',
      seat: 1,
      kind: 'marks',
      value: 2,
    });
    expect(moveAction('playDomino', { roomId: 'r', domino: 9 }, 3)).toEqual({
      type: 'play',
      seat: 3,
      domino: 9,
    });
  });
});

describe('moveRequest', () => {
  it('is undone by parseRequest and moveAction for every kind of move', () => {
    const moves: Action[] = [
      { type: 'bid', seat: 1, kind: 'points', value: 31 },
      { type: 'pass', seat: 1 },
      { type: 'select-trump', seat: 1, trump: 'doubles' },
      { type: 'play', seat: 1, domino: 13 },
      { type: 'agree', seat: 1, to: 'score-hand' },
    ];
    for (const action of moves) {
      const request = moveRequest(action, 'r1', 4)!;
      const parsed = parseRequest(request.callable, request.payload);
      expect(parsed.ok && moveAction(request.callable, parsed.value, 1)).toEqual(action);
    }
    expect(moveRequest({ type: 'complete-trick' }, 'r1')).toBeNull();
  });
});
