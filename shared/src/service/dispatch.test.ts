import { describe, expect, it } from 'vitest';
import { SEATS } from '../engine';
import type { Result } from '../engine';
import { encodeGame } from '../codec';
import { testKey } from '../engine/test-support/keys';
import { CALLABLES, moveRequest, parseRequest } from '../protocol';
import type { CallableRequests, PayloadError } from '../protocol';
import { aiOnTurn, configureRoom, joinRoom, leaveRoom, playAi, setAway, takeSeat, viewFor } from '../room';
import type { MoveStrategy, Room, RoomError } from '../room';
import { roomWith, started, stepUntil } from '../room/test-support/rooms';
import { dealingOf, isCreating, isOnlineOnly, newRoom, roomAfter } from './dispatch';
import type { CreatingCallable, Outside, RoomCallable } from './operation';

const NOW = 1_700_000_000_000;
const firstChoice: MoveStrategy = (view) => view.validActions[0]!;
/** Bids rather than passes, so hands get played and the game ends. */
const eager: MoveStrategy = (view) =>
  view.validActions.find((action) => action.type !== 'pass') ?? view.validActions[0]!;
const offline: Outside = { now: NOW, strategy: firstChoice, seed: 7 };

const must = <T>(result: Result<T, RoomError | PayloadError>): T => {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
};

/** The request as the edge passes it: `data` checked by callable `name`'s schema. */
const checked = <N extends keyof CallableRequests>(name: N, data: unknown): CallableRequests[N] =>
  must(parseRequest(name, data));

/** Callable `name` on `room` by `uid`, its payload checked first, as a callable or the offline table runs it. */
const call = <N extends RoomCallable>(room: Room, uid: string, name: N, data: unknown, outside = offline) =>
  roomAfter(name, room, uid, checked(name, data), outside);

const create = <N extends CreatingCallable>(name: N, uid: string, data: unknown, dealKey?: string) =>
  newRoom(name, uid, checked(name, data), { id: 'room-1', seed: 42, now: NOW, dealKey });

describe('the room service', () => {
  it('serves every callable, and says which ones may deal so the caller brings a key', () => {
    const dealing = CALLABLES.filter((name) => dealingOf(name) !== 'none');
    expect(dealing).toEqual([
      'leaveRoom',
      'startGame',
      'placeBet',
      'selectTrump',
      'playDomino',
      'agree',
      'claimTimeout',
      'createRoomFromGame',
      // Handing a seat to the AI may settle a Next that seat still owed, and deal.
      'markAway',
      'setAway',
      'playDaily',
    ]);
    expect(CALLABLES.filter(isCreating)).toEqual(['createRoom', 'createRoomFromGame', 'playDaily']);
    expect(CALLABLES.filter((name) => dealingOf(name) === 'first')).toEqual([
      'startGame',
      'createRoomFromGame',
      'playDaily',
    ]);
  });

  it('says which operations only an online room serves, so the offline table refuses them', () => {
    expect(CALLABLES.filter(isOnlineOnly)).toEqual([
      'joinRoom',
      'createRoomFromGame',
      'answerCoach',
      'removeWatcher',
      'markAway',
      'claimHost',
      'setAway',
      'answerSeat',
      'offerTransfer',
      'acceptTransfer',
      'openDaily',
    ]);
  });

  it('plays a table from its creation to the end of its game through the callables alone', () => {
    let room = must(create('createRoom', 'ann', { name: 'Ann', preset: 'tournament' }));
    expect(room.settings.nello).toBe(false);
    room = must(call(room, 'bob', 'joinRoom', { code: room.code, name: 'Bob' }));
    room = must(call(room, 'ann', 'swapSeats', { roomId: room.id, seats: [1, 2], version: room.version }));
    expect(room.seats.map((slot) => slot.uid)).toEqual(['ann', null, 'bob', null]);
    room = must(call(room, 'ann', 'startGame', { roomId: room.id, version: room.version }));
    let moves = 0;
    while (room.status === 'playing' && moves++ < 2000) {
      if (aiOnTurn(room) !== null) {
        room = must(playAi(room, { now: NOW, strategy: eager }));
        continue;
      }
      const seat = room.game.turn ?? SEATS.find((s) => ((room.game!.agreed >> s) & 1) === 0)!;
      const uid = room.seats[seat].uid!;
      const view = must(viewFor(room, uid));
      const move = moveRequest(eager(view, room.aiLevel), room.id, room.version)!;
      room = must(call(room, uid, move.callable, move.payload));
    }
    expect(room.status).toBe('finished');
    expect(room.game!.phase).toBe('game-over');
    expect(room.game!.winner).not.toBeNull();
  });

  it('answers each refusal with the room layer’s reason and leaves the room as it was', () => {
    const room = must(create('createRoom', 'ann', { name: 'Ann' }));
    const before = JSON.stringify(room);
    const target = { roomId: room.id, version: room.version };
    const cases: [RoomCallable, string, unknown, string][] = [
      ['startGame', 'bob', target, 'room/not-host'],
      ['configureRoom', 'ann', { ...target, changes: { turnTimeLimit: 1 } }, 'room/invalid-setting'],
      ['placeBet', 'ann', { ...target, bid: 'pass' }, 'room/not-playing'],
      ['takeSeat', 'ann', { ...target, version: room.version - 1, seat: 1 }, 'room/stale'],
      ['removeWatcher', 'ann', { ...target, uid: 'kim' }, 'room/not-member'],
    ];
    for (const [name, uid, data, code] of cases)
      expect(call(room, uid, name, data), name).toMatchObject({ ok: false, error: { code } });
    expect(JSON.stringify(room)).toBe(before);
  });

  it('deals a new game from the server’s key online, from the seed offline, and refuses to deal from neither', () => {
    const room = must(create('createRoom', 'ann', { name: 'Ann' }));
    const target = { roomId: room.id };
    const online = must(
      call(room, 'ann', 'startGame', target, { now: NOW, strategy: firstChoice, dealKey: testKey(1) }),
    );
    expect(online.game!.dealing).toMatchObject({ kind: 'keyed', keys: [testKey(1)] });
    expect(must(call(room, 'ann', 'startGame', target)).game!.dealing).toMatchObject({
      kind: 'seeded',
      seed: 7,
    });
    expect(call(room, 'ann', 'startGame', target, { now: NOW, strategy: firstChoice })).toMatchObject({
      ok: false,
      error: { code: 'room/no-deal-key' },
    });
  });

  it('moves for the caller’s own seat when the request names none, and refuses another’s', () => {
    const lobby = must(create('createRoom', 'ann', { name: 'Ann' }));
    let room = must(call(lobby, 'ann', 'startGame', { roomId: lobby.id }));
    while (room.game!.turn !== 0) room = must(playAi(room, { now: NOW, strategy: eager }));
    expect(call(room, 'ann', 'placeBet', { roomId: room.id, seat: 1, bid: 'pass' })).toMatchObject({
      ok: false,
      error: { code: 'room/not-your-seat' },
    });
    const passed = must(call(room, 'ann', 'placeBet', { roomId: room.id, bid: 'pass' }));
    expect(passed.game!.bids.at(-1)).toEqual({ type: 'pass', seat: 0 });
  });

  it('makes a room from an offline game only with a key for its deal, refusing a damaged replay link as the caller’s error', () => {
    const damaged = create('createRoomFromGame', 'ann', { name: 'Ann', link: 'not-a-game' }, testKey(2));
    expect(damaged).toMatchObject({ ok: false, error: { code: 'payload/game' } });
    const lobby = must(create('createRoom', 'ann', { name: 'Ann' }));
    const record = { settings: lobby.settings, seed: 5, actions: [] };
    expect(create('createRoomFromGame', 'ann', { name: 'Ann', record })).toMatchObject({
      ok: false,
      error: { code: 'room/no-deal-key' },
    });
    const moved = must(create('createRoomFromGame', 'ann', { name: 'Ann', seat: 2, record }, testKey(2)));
    expect(moved).toMatchObject({ status: 'playing', hostUid: 'ann' });
    expect(moved.seats[2].uid).toBe('ann');
  });

  it('tells the caller a cut or mistyped replay link is that, not just damaged', () => {
    const lobby = must(create('createRoom', 'ann', { name: 'Ann' }));
    const encoded = encodeGame({ settings: lobby.settings, seed: 5, actions: [] });
    if (!encoded.ok) throw new Error(encoded.error.message);
    const link = encoded.value;
    const last = link.at(-1) === 'A' ? 'B' : 'A';
    for (const wrong of [link.slice(0, -1), link.slice(0, -1) + last])
      expect(create('createRoomFromGame', 'ann', { name: 'Ann', link: wrong }, testKey(2))).toEqual({
        ok: false,
        error: {
          code: 'payload/game',
          message: 'That replay link is incomplete or mistyped: copy the whole link again',
        },
      });
    expect(create('createRoomFromGame', 'ann', { name: 'Ann', link }, testKey(2)).ok).toBe(true);
  });

  it('begins the turn afresh when a change brings the first person back to a paused table, whichever change it is', () => {
    // Ann (host, 0) and Bob (1) play at a table with a 60 s clock, Kim watches; at NOW it is Bob's
    // turn and the table pauses (both away, or both gone). Ten minutes later someone is back.
    const lobby = must(configureRoom(roomWith('Bob'), { uid: 'ann', turnTimeLimit: 60_000 }));
    const { code } = lobby;
    const watched = must(joinRoom(lobby, { uid: 'kim', name: 'Kim', code, joining: 'watch' }));
    const table = stepUntil(started(watched), (r) => r.game!.turn === 1);
    const annAway = must(setAway(table, { uid: 'ann', seat: 0, away: true, now: NOW }));
    const allAway = must(setAway(annAway, { uid: 'bob', seat: 1, away: true, now: NOW }));
    const annGone = must(leaveRoom(table, { uid: 'ann', now: NOW }));
    const allGone = must(leaveRoom(annGone, { uid: 'bob', now: NOW }));
    const bobWatching = must(joinRoom(allGone, { uid: 'bob', name: 'Bob', code, joining: 'watch' }));
    const kimAsking = must(takeSeat(allAway, { uid: 'kim', seat: 2 }));
    const later: Outside = { ...offline, now: NOW + 600_000 };
    const at = (room: Room) => ({ roomId: room.id, version: room.version });
    const token = `abcXYZ09.${'A-_b'.repeat(10)}xyz`;
    const back: [string, Result<Room, RoomError | PayloadError>][] = [
      [
        "Bob says he's back",
        call(allAway, 'bob', 'setAway', { ...at(allAway), seat: 1, away: false }, later),
      ],
      [
        'the host gives Bob his seat back',
        call(allAway, 'ann', 'setAway', { ...at(allAway), seat: 1, away: false }, later),
      ],
      ['Bob joins again with the invite', call(allGone, 'bob', 'joinRoom', { code, name: 'Bob' }, later)],
      [
        'Bob, watching, takes back his seat',
        call(bobWatching, 'bob', 'takeSeat', { ...at(bobWatching), seat: 1 }, later),
      ],
      [
        'the host lets Kim into a seat',
        call(kimAsking, 'ann', 'answerSeat', { ...at(kimAsking), uid: 'kim', accept: true }, later),
      ],
      [
        'Bob continues on another phone',
        call(allAway, 'bob-phone', 'acceptTransfer', { token }, { ...later, transferFrom: 'bob' }),
      ],
    ];
    const clockOf = (room: Room) => ({
      turn: room.game!.turn,
      since: room.turnSince,
      due: room.turnDeadline,
    });
    const fresh = { turn: 1, since: later.now, due: later.now + 60_000 };
    expect(Object.fromEntries(back.map(([how, result]) => [how, clockOf(must(result))]))).toEqual(
      Object.fromEntries(back.map(([how]) => [how, fresh])),
    );
  });
});
