import { describe, expect, it } from 'vitest';
import { HOUSE, actionsOf, createGame } from '../engine';
import { advanceBy } from '../view/test-support/steps';
import { createRoomFromGame } from './from-game';
import { CODE_ALPHABET, inviteCode, isInviteCode } from './invite-code';
import { createRoom, joinRoom, leaveRoom, swapSeats, takeSeat, watchTable } from './membership';
import { NOW, annsRoom, must, refused, roomWith, started } from './test-support/rooms';

describe('creating a room', () => {
  it('seats its creator as host in seat 0, the AI in the others, in the lobby at version 1', () => {
    const room = annsRoom();
    expect(room.hostUid).toBe('ann');
    expect(room.seats.map((s) => [s.uid, s.kind])).toEqual([
      ['ann', 'human'],
      [null, 'ai'],
      [null, 'ai'],
      [null, 'ai'],
    ]);
    expect(room.status).toBe('lobby');
    expect(room.version).toBe(1);
  });

  it('draws a six-character code from an alphabet without look-alikes, the same for the same seed', () => {
    expect(CODE_ALPHABET).not.toMatch(/[01IOL]/);
    const codes = new Set<string>();
    for (let seed = 0; seed < 2000; seed++) {
      const code = inviteCode(seed);
      expect(isInviteCode(code)).toBe(true);
      codes.add(code);
    }
    expect(codes.size).toBe(2000);
    expect(inviteCode(42)).toBe(annsRoom().code);
  });

  it('draws the same codes as before the generator moved to the engine (live rooms keep theirs)', () => {
    expect([42, -1, 2 ** 31 - 1].map(inviteCode)).toEqual(['F9QYK5', 'X9K4WS', 'PYT6NV']);
  });

  it('refuses a blank or overlong name', () => {
    expect(refused(createRoom({ id: 'r', uid: 'ann', name: '  ', seed: 1 })).code).toBe('room/bad-request');
    expect(refused(createRoom({ id: 'r', uid: 'ann', name: 'x'.repeat(25), seed: 1 })).message).toMatch(/24/);
  });
});

describe('joining by code', () => {
  it('takes the lowest free seat, and watches once every seat has a person', () => {
    const room = roomWith('Bob', 'Cy', 'Di', 'Ed');
    expect(room.seats.map((s) => s.name)).toEqual(['Ann', 'Bob', 'Cy', 'Di']);
    expect(room.watchers).toEqual([{ uid: 'ed', name: 'Ed', coaching: null, asking: null }]);
    expect(room.version).toBe(5);
  });

  it('accepts the code typed in lower case with spaces, and refuses a wrong one', () => {
    const room = annsRoom();
    const typed = `${room.code.slice(0, 3).toLowerCase()} ${room.code.slice(3).toLowerCase()}`;
    expect(must(joinRoom(room, { uid: 'bob', name: 'Bob', code: typed })).seats[1].uid).toBe('bob');
    expect(refused(joinRoom(room, { uid: 'bob', name: 'Bob', code: 'AAAAAA' })).code).toBe('room/wrong-code');
  });

  it('changes nothing for someone already in the room', () => {
    const room = roomWith('Bob');
    expect(must(joinRoom(room, { uid: 'bob', name: 'Bob', code: room.code }))).toBe(room);
  });

  it('can come in to watch or to ask to coach a seat instead of sitting', () => {
    const room = annsRoom();
    const coached = must(joinRoom(room, { uid: 'kim', name: 'Kim', code: room.code, joining: { coach: 0 } }));
    expect(coached.watchers).toEqual([{ uid: 'kim', name: 'Kim', coaching: null, asking: 0 }]);
    expect(coached.seats[1].kind).toBe('ai');
  });
});

describe('leaving', () => {
  it('in the lobby frees the seat, and the host role passes to the next person', () => {
    const room = must(leaveRoom(roomWith('Bob'), { uid: 'ann' }));
    expect(room.seats[0]).toMatchObject({ uid: null, kind: 'ai', formerUid: null });
    expect(room.hostUid).toBe('bob');
  });

  it('during a game hands the seat to the AI, and joining again gives it back', () => {
    const game = started(roomWith('Bob', 'Cy'));
    const left = must(leaveRoom(game, { uid: 'bob' }));
    expect(left.seats[1]).toMatchObject({ uid: null, kind: 'ai', formerUid: 'bob' });
    const stranger = must(joinRoom(left, { uid: 'zed', name: 'Zed', code: left.code }));
    expect(stranger.seats[1].uid).toBeNull();
    expect(stranger.seats[3].uid).toBe('zed');
    const back = must(joinRoom(stranger, { uid: 'bob', name: 'Bob', code: left.code }));
    expect(back.seats[1]).toMatchObject({ uid: 'bob', kind: 'human', away: false, formerUid: null });
  });

  it('refuses someone who is not in the room', () => {
    expect(refused(leaveRoom(annsRoom(), { uid: 'zed' })).code).toBe('room/not-member');
  });
});

describe('seats', () => {
  it('a player moves to a free seat in the lobby', () => {
    const room = must(takeSeat(roomWith('Bob'), { uid: 'bob', seat: 3 }));
    expect(room.seats.map((s) => s.uid)).toEqual(['ann', null, null, 'bob']);
  });

  it('refuses a seat a person sits in', () => {
    const error = refused(takeSeat(roomWith('Bob'), { uid: 'bob', seat: 0 }));
    expect(error).toEqual({ code: 'room/seat-taken', message: 'Ann already sits there' });
  });

  it('a watcher takes over an AI seat mid-game, but a player cannot change seats then', () => {
    const room = started(roomWith('Bob', 'Cy', 'Di', 'Ed'));
    const left = must(leaveRoom(room, { uid: 'di' }));
    const swapped = must(takeSeat(left, { uid: 'ed', seat: 3 }));
    expect(swapped.seats[3]).toMatchObject({ uid: 'ed', name: 'Ed', kind: 'human' });
    expect(swapped.watchers).toEqual([]);
    expect(refused(takeSeat(left, { uid: 'bob', seat: 3 })).code).toBe('room/not-in-lobby');
  });

  it('the host swaps two seats in the lobby; nobody else may', () => {
    const room = roomWith('Bob');
    const swapped = must(swapSeats(room, { uid: 'ann', seats: [1, 2] }));
    expect(swapped.seats.map((s) => s.uid)).toEqual(['ann', null, 'bob', null]);
    expect(swapped.seats[1].name).toBe('AI 2');
    expect(refused(swapSeats(room, { uid: 'bob', seats: [0, 1] })).code).toBe('room/not-host');
    expect(refused(swapSeats(started(room), { uid: 'ann', seats: [0, 1] })).code).toBe('room/not-in-lobby');
  });

  it('a player in the lobby stands up to ask to coach a seat', () => {
    const room = must(watchTable(roomWith('Bob'), { uid: 'bob', asking: 0 }));
    expect(room.seats[1].uid).toBeNull();
    expect(room.watchers).toEqual([{ uid: 'bob', name: 'Bob', coaching: null, asking: 0 }]);
  });
});

describe('versions', () => {
  it('go up with every accepted change and a request made against an older one is stale', () => {
    const room = roomWith('Bob');
    const moved = must(takeSeat(room, { uid: 'bob', seat: 2, version: room.version }));
    expect(moved.version).toBe(room.version + 1);
    const stale = refused(takeSeat(moved, { uid: 'bob', seat: 3, version: room.version }));
    expect(stale.code).toBe('room/stale');
  });
});

describe('moving an offline game online', () => {
  const offline = advanceBy(createGame(HOUSE, 99), 30);
  const record = { settings: offline.settings, seed: offline.seed, actions: actionsOf(offline) };
  const request = { id: 'r2', uid: 'ann', name: 'Ann', seed: 7, seat: 2 as const, record, now: NOW };

  it('replays the game into a room already playing, its creator in their seat, friends taking AI seats', () => {
    const room = must(createRoomFromGame(request));
    expect(room.status).toBe('playing');
    expect(actionsOf(room.game!).slice(0, record.actions.length)).toEqual(record.actions);
    expect(room.game!.hands[2]).toBe(offline.hands[2]);
    expect(room.seats.map((s) => s.uid)).toEqual([null, null, 'ann', null]);
    const joined = must(joinRoom(room, { uid: 'bob', name: 'Bob', code: room.code }));
    expect(joined.seats[0]).toMatchObject({ uid: 'bob', kind: 'human' });
  });

  it('refuses a record whose moves do not replay', () => {
    const forged = { ...record, actions: [...record.actions, { type: 'score-hand' as const }] };
    expect(refused(createRoomFromGame({ ...request, record: forged })).code).toBe('room/bad-request');
  });
});
