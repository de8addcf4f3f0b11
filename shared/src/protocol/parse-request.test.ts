import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, recordOf } from '..';
import { HOUSE } from '../engine';
import { encodeGame } from '../codec';
import { CALLABLES } from './callables';
import { PAYLOAD_ERROR_CODES } from './fields';
import type { Action } from '../engine';
import { moveRequest } from './move-request';
import { moveAction, parseRequest } from './parse-request';

const refusal = (result: { ok: boolean; error?: { code: string } }) =>
  result.ok ? 'ok' : result.error!.code;

describe('parseRequest', () => {
  it('accepts a well-formed request of every callable and rebuilds it', () => {
    const link = encodeGame(recordOf(createGame(HOUSE, 7)));
    expect(link.ok).toBe(true);
    const good = {
      createRoom: { name: ' Ann ', preset: 'tournament' },
      joinRoom: { code: 'abc-def', name: 'Bo', joining: { coach: 2 } },
      leaveRoom: { roomId: 'r1' },
      takeSeat: { roomId: 'r1', seat: 3, version: 4 },
      swapSeats: { roomId: 'r1', seats: [1, 2], version: 4 },
      configureRoom: { roomId: 'r1', changes: { settings: { sevens: true }, turnTimeLimit: null } },
      startGame: { roomId: 'r1', version: 2 },
      placeBet: { roomId: 'r1', version: 5, bid: { kind: 'points', value: 30 } },
      selectTrump: { roomId: 'r1', trump: 'sixes' },
      playDomino: { roomId: 'r1', domino: 27, seat: 1 },
      agree: { roomId: 'r1', to: 'complete-trick' },
      claimTimeout: { roomId: 'r1' },
      createRoomFromGame: { name: 'Ann', link: link.ok ? link.value : '' },
      answerCoach: { roomId: 'r1', version: 3, uid: 'kim-uid', accept: true },
      removeWatcher: { roomId: 'r1', uid: 'kim-uid' },
    } as const;
    for (const name of CALLABLES) expect(parseRequest(name, good[name]), name).toMatchObject({ ok: true });
    expect(parseRequest('createRoom', good.createRoom)).toEqual({
      ok: true,
      value: { name: 'Ann', preset: 'tournament' },
    });
    expect(parseRequest('joinRoom', good.joinRoom)).toMatchObject({ value: { code: 'ABCDEF' } });
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
    expect(refusal(parseRequest('leaveRoom', { roomId: 'r1', uid: 'someone-else' }))).toBe(
      'payload/unknown-field',
    );
    expect(refusal(parseRequest('playDomino', { roomId: 'r1', domino: 3, now: 0 }))).toBe(
      'payload/unknown-field',
    );
  });

  it('refuses a swap that does not name two different seats', () => {
    for (const seats of [[1, 1], [1], [1, 2, 3], [0, 4], ['0', '1'], '01', null])
      expect(refusal(parseRequest('swapSeats', { roomId: 'r1', seats })), JSON.stringify(seats)).toBe(
        'payload/seats',
      );
  });

  it('refuses room ids that are not one path segment', () => {
    for (const roomId of ['', '..', 'a/b', 'x'.repeat(65), 7, null, '../private/state'])
      expect(refusal(parseRequest('startGame', { roomId })), String(roomId)).toBe('payload/room-id');
  });

  it('refuses huge names, huge codes and huge rule changes', () => {
    expect(refusal(parseRequest('createRoom', { name: 'x'.repeat(1_000_000) }))).toBe('payload/name');
    expect(refusal(parseRequest('joinRoom', { code: 'A'.repeat(10_000), name: 'Bo' }))).toBe('payload/code');
    const settings = { [`k${'x'.repeat(10_000)}`]: true };
    expect(refusal(parseRequest('configureRoom', { roomId: 'r', changes: { settings } }))).toBe(
      'payload/too-large',
    );
  });

  it('refuses a game given both or neither as link and record', () => {
    const record = recordOf(createGame(HOUSE, 7));
    expect(refusal(parseRequest('createRoomFromGame', { name: 'A' }))).toBe('payload/game');
    expect(refusal(parseRequest('createRoomFromGame', { name: 'A', link: 'x', record }))).toBe(
      'payload/game',
    );
    expect(refusal(parseRequest('createRoomFromGame', { name: 'A', record }))).toBe('ok');
    const junk = { ...record, actions: [{ type: 'play', seat: 0 }] };
    expect(refusal(parseRequest('createRoomFromGame', { name: 'A', record: junk }))).toBe('payload/game');
  });

  it('never throws and answers every value with ok or a payload code', () => {
    const codes: readonly string[] = PAYLOAD_ERROR_CODES;
    fc.assert(
      fc.property(fc.constantFrom(...CALLABLES), fc.anything(), (name, data) => {
        const result = parseRequest(name, data);
        expect(result.ok || codes.includes(result.error.code)).toBe(true);
      }),
      { numRuns: 3_000 },
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
