import { describe, expect, it } from 'vitest';
import { HOUSE, TOURNAMENT, actionsOf, createGame, createKeyedGame } from '../engine';
import type { GameState } from '../engine';
import { testKey } from '../engine/test-support/keys';
import { recordOf } from '../codec';
import { advanceBy, advanceTo } from '../view/test-support/steps';
import { removeWatcher } from './audience';
import { createRoomFromGame } from './from-game';
import { CODE_ALPHABET, inviteCode, isInviteCode } from './invite-code';
import { claimHost } from './away';
import { joinRoom, leaveRoom, swapSeats, takeSeat, watchTable } from './membership';
import { PRESENCE_STALE_MS, hostAwayAfter } from './presence';
import { answerSeat } from './seat-requests';
import { startGame } from './setup';
import { moveSeat } from './transfer';
import type { Room } from './room';
import {
  NOW,
  annsRoom,
  keyFor,
  must,
  refused,
  roomWith,
  started,
  startedOnline,
  stepUntil,
} from './test-support/rooms';

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
});

describe('joining by code', () => {
  it('takes the lowest free seat, and watches once every seat has a person', () => {
    const room = roomWith('Bob', 'Cy', 'Di', 'Ed');
    expect(room.seats.map((s) => s.name)).toEqual(['Ann', 'Bob', 'Cy', 'Di']);
    expect(room.watchers).toEqual([{ uid: 'ed', name: 'Ed', coaching: null, asking: null }]);
    expect(room.version).toBe(5);
  });

  it("refuses a code that is not the table's (its schema has already normalised it)", () => {
    const room = annsRoom();
    expect(must(joinRoom(room, { uid: 'bob', name: 'Bob', code: room.code })).seats[1].uid).toBe('bob');
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
    const room = must(leaveRoom(roomWith('Bob'), { uid: 'ann', now: NOW }));
    expect(room.seats[0]).toMatchObject({ uid: null, kind: 'ai', formerUid: null });
    expect(room.hostUid).toBe('bob');
  });

  it('during a game hands the seat to the AI, and joining again gives it back', () => {
    const game = started(roomWith('Bob', 'Cy'));
    const left = must(leaveRoom(game, { uid: 'bob', now: NOW }));
    expect(left.seats[1]).toMatchObject({ uid: null, kind: 'ai', formerUid: 'bob' });
    const stranger = must(joinRoom(left, { uid: 'zed', name: 'Zed', code: left.code }));
    expect(stranger.seats.map((s) => s.uid)).toEqual(['ann', null, 'cy', null]);
    expect(stranger.watchers.map((w) => w.uid)).toEqual(['zed']);
    const back = must(joinRoom(stranger, { uid: 'bob', name: 'Bob', code: left.code }));
    expect(back.seats[1]).toMatchObject({ uid: 'bob', kind: 'human', away: false, formerUid: null });
  });

  it('refuses someone who is not in the room', () => {
    expect(refused(leaveRoom(annsRoom(), { uid: 'zed', now: NOW })).code).toBe('room/not-member');
  });

  it('while the table waits for the leaver to tap Next, goes on at once: the AI agrees for them', () => {
    const owedByBob = (phase: 'trick-complete' | 'hand-complete') => (room: Room) =>
      room.game!.phase === phase && room.game!.agreed === 0b1101;
    const trick = stepUntil(startedOnline(roomWith('Bob')), owedByBob('trick-complete'));
    const afterTrick = must(leaveRoom(trick, { uid: 'bob', now: NOW, dealKey: keyFor(trick) }));
    expect(afterTrick.game!.phase).toBe('playing');
    expect(afterTrick.game!.tricks.length).toBe(trick.game!.tricks.length + 1);

    const hand = stepUntil(startedOnline(roomWith('Bob')), owedByBob('hand-complete'));
    const afterHand = must(leaveRoom(hand, { uid: 'bob', now: NOW, dealKey: keyFor(hand) }));
    expect(afterHand.game!.handNumber).toBe(hand.game!.handNumber + 1);
    expect(afterHand.game!.phase).toBe('bidding');
  });
});

describe('the host', () => {
  const join = (room: Room, name: string, joining: 'sit' | 'watch' = 'sit') =>
    must(joinRoom(room, { uid: name.toLowerCase(), name, code: room.code, joining }));

  it('a host who leaves the lobby alone hands it to the next person to join, who can start it', () => {
    const left = must(leaveRoom(annsRoom(), { uid: 'ann', now: NOW }));
    const bobs = join(left, 'Bob');
    expect(bobs.hostUid).toBe('bob');
    expect(must(startGame(bobs, { uid: 'bob', seed: 1, now: NOW })).status).toBe('playing');
    expect(join(bobs, 'Ann').hostUid).toBe('bob');
  });

  it('in a game everyone left, a newcomer watches as host, takes any AI seat, and the leavers keep theirs', () => {
    const game = started(roomWith('Bob'));
    const empty = must(leaveRoom(must(leaveRoom(game, { uid: 'ann', now: NOW })), { uid: 'bob', now: NOW }));
    const zeds = join(empty, 'Zed');
    expect(zeds.hostUid).toBe('zed');
    expect(zeds.watchers.map((w) => w.uid)).toEqual(['zed']);
    const seated = must(takeSeat(zeds, { uid: 'zed', seat: 2 }));
    expect(seated.seats.map((s) => s.uid)).toEqual([null, null, 'zed', null]);
    expect(join(seated, 'Ann').seats[0]).toMatchObject({ uid: 'ann', kind: 'human' });
  });

  it('stays with a host still at the table, seated or watching', () => {
    const watching = must(watchTable(roomWith('Bob'), { uid: 'ann', asking: null }));
    const left = must(leaveRoom(watching, { uid: 'bob', now: NOW }));
    expect(join(left, 'Cy').hostUid).toBe('ann');
  });

  it('never goes to someone the host sent away: the next person to join takes it', () => {
    const room = join(annsRoom(), 'Bob', 'watch');
    const sent = must(removeWatcher(room, { uid: 'ann', watcher: 'bob' }));
    const left = must(leaveRoom(sent, { uid: 'ann', now: NOW }));
    expect(refused(joinRoom(left, { uid: 'bob', name: 'Bob', code: left.code })).code).toBe('room/removed');
    expect(join(left, 'Cy').hostUid).toBe('cy');
  });

  it('goes, in a room stored with its host gone, to the member who takes a seat', () => {
    const lobby: Room = { ...roomWith('Bob'), hostUid: 'gone' };
    expect(must(takeSeat(lobby, { uid: 'bob', seat: 3 })).hostUid).toBe('bob');
    const game: Room = { ...join(started(roomWith('Bob')), 'Zed'), hostUid: 'gone' };
    const seated = must(takeSeat(game, { uid: 'zed', seat: 2 }));
    expect(seated.hostUid).toBe('zed');
    expect(seated.seats[2]).toMatchObject({ uid: 'zed', kind: 'human' });
  });

  it('goes to a seated player whose phone is here, not to a host whose phone went silent', () => {
    // Ann's phone went silent; Bob took the role from her, and now leaves. Cy is here.
    const staleAfter = PRESENCE_STALE_MS;
    const silent = { at: NOW - hostAwayAfter(staleAfter), gone: false };
    const here = { at: NOW - 1_000, gone: false };
    const lobby = roomWith('Bob', 'Cy');
    const claim = { uid: 'bob', now: NOW, presence: silent, staleAfter };
    const bobs = must(claimHost(lobby, claim));
    const heard = [silent, here, here, null] as const;
    expect(must(leaveRoom(bobs, { uid: 'bob', now: NOW, heard, staleAfter })).hostUid).toBe('cy');
    // With nobody heard (offline, or every phone silent), seat order decides.
    expect(must(leaveRoom(bobs, { uid: 'bob', now: NOW })).hostUid).toBe('ann');
    const quiet = [silent, here, silent, null] as const;
    expect(must(leaveRoom(bobs, { uid: 'bob', now: NOW, heard: quiet, staleAfter })).hostUid).toBe('ann');
  });

  it('follows the new host to another phone', () => {
    const bobs = join(must(leaveRoom(annsRoom(), { uid: 'ann', now: NOW })), 'Bob');
    expect(must(moveSeat(bobs, { uid: 'bob-2', from: 'bob', now: NOW })).hostUid).toBe('bob-2');
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

  it('a watcher takes over an AI seat mid-game once the host agrees, but a player cannot change seats then', () => {
    const room = started(roomWith('Bob', 'Cy', 'Di', 'Ed'));
    const left = must(leaveRoom(room, { uid: 'di', now: NOW }));
    const asked = must(takeSeat(left, { uid: 'ed', seat: 3 }));
    expect(asked.seats[3]).toMatchObject({ uid: null, kind: 'ai' });
    expect(asked.watchers).toEqual([{ uid: 'ed', name: 'Ed', coaching: null, asking: 3 }]);
    const swapped = must(answerSeat(asked, { uid: 'ann', watcher: 'ed', accept: true }));
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
  // An offline game into its third hand, some marks scored, a few moves into the hand.
  const offline = [...Array(200)].reduce<GameState>(
    (game) => (game.handNumber < 3 ? advanceBy(game, 1) : game),
    createGame(TOURNAMENT, 99),
  );
  const inHand = advanceBy(offline, 3);
  const record = recordOf(inHand);
  const dealKey = testKey(5);
  const request = { id: 'r2', uid: 'ann', name: 'Ann', seed: 7, seat: 2 as const, record, dealKey, now: NOW };

  it('goes on from the score with a fresh deal from the key, its creator in their seat, friends watching until the host seats them', () => {
    const room = must(createRoomFromGame(request));
    expect(room.status).toBe('playing');
    expect(inHand.handNumber).toBe(3);
    expect(inHand.marks[0] + inHand.marks[1]).toBeGreaterThan(0);
    const carried = { handNumber: 3, marks: inHand.marks, gamePoints: inHand.gamePoints };
    expect(room.game).toEqual(createKeyedGame(TOURNAMENT, dealKey, carried));
    expect(room.game!.hands).not.toEqual(inHand.hands);
    expect(actionsOf(room.game!)).toEqual([]);
    expect(room.seats.map((s) => s.uid)).toEqual([null, null, 'ann', null]);
    const joined = must(joinRoom(room, { uid: 'bob', name: 'Bob', code: room.code }));
    expect(joined.seats[0]).toMatchObject({ uid: null, kind: 'ai' });
    const asked = must(takeSeat(joined, { uid: 'bob', seat: 0 }));
    const seated = must(answerSeat(asked, { uid: 'ann', watcher: 'bob', accept: true }));
    expect(seated.seats[0]).toMatchObject({ uid: 'bob', kind: 'human' });
  });

  it("never deals what the record's seed would deal: a seed-777 record with no moves", () => {
    const chosen = { settings: HOUSE, seed: 777, actions: [] };
    const room = must(createRoomFromGame({ ...request, record: chosen }));
    expect(room.game!.hands).not.toEqual(createGame(HOUSE, 777).hands);
    expect(room.game!.dealing).toMatchObject({ kind: 'keyed', keys: [dealKey] });
    const later = stepUntil(room, (r) => r.game!.handNumber === 2);
    const seeded = advanceTo(advanceTo(createGame(HOUSE, 777), 'hand-complete'), 'bidding');
    expect(later.game!.hands).not.toEqual(seeded.hands);
  });

  it('refuses a record whose moves do not replay, and a change without a deal key', () => {
    const forged = { ...record, actions: [...record.actions, { type: 'score-hand' as const }] };
    expect(refused(createRoomFromGame({ ...request, record: forged })).code).toBe('room/bad-request');
    expect(refused(createRoomFromGame({ ...request, dealKey: '' })).code).toBe('room/no-deal-key');
  });
});
