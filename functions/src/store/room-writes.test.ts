import {
  PUBLIC_FORMAT,
  ROOM_FORMAT,
  SPECTATOR_VIEW_ID,
  act,
  answerCoach,
  coachViewPath,
  joinRoom,
  leaveRoom,
  presencePath,
  roomPath,
  roomStatePath,
  spectatorViewPath,
  viewPath,
} from '@texas42/shared';
import { startGame } from '@texas42/shared';
import type { Room, Seat } from '@texas42/shared';
import { describe, expect, it } from 'vitest';
import { roomWrites } from './room-writes';
import type { DocWrite } from './room-writes';
import { decodeState } from './stored-state';
import type { StoredState } from './stored-state';
import { NOW, must, random, randomStep, startedRoom, threePeople } from './test-support';

const paths = (writes: readonly DocWrite[]) =>
  writes.map((w) => (w.data === null ? `delete ${w.path}` : w.path));

const stored = (room: Room): StoredState => roomWrites(null, room).state;

describe('roomWrites', () => {
  it('writes the private state and the public room, and no views, in the lobby', () => {
    const { writes } = roomWrites(null, threePeople());
    expect(paths(writes)).toEqual([roomStatePath('room-1'), roomPath('room-1')]);
  });

  it('writes each document with its format', () => {
    const { writes } = roomWrites(stored(threePeople()), startedRoom(5));
    const format = (path: string) => writes.find((w) => w.path === path)!.data!.format;
    expect(format(roomStatePath('room-1'))).toBe(ROOM_FORMAT);
    expect(format(roomPath('room-1'))).toBe(PUBLIC_FORMAT);
    expect(format(viewPath('room-1', 'ann'))).toBe(PUBLIC_FORMAT);
  });

  it('stores the room as JSON text that decodes to the same room', () => {
    const room = startedRoom(5);
    const state = roomWrites(null, room).writes.find((w) => w.path === roomStatePath('room-1'))!;
    expect(typeof state.data!.room).toBe('string');
    expect(decodeState(state.data).room).toEqual(room);
  });

  it('writes every member a view when the game starts, at the room version', () => {
    const lobby = stored(threePeople());
    const room = startedRoom(5);
    const { writes, state } = roomWrites(lobby, room);
    for (const uid of ['ann', 'bo', 'cy']) {
      const view = writes.find((w) => w.path === viewPath('room-1', uid))!;
      expect(view.data).toMatchObject({ version: room.version, view: { self: { hand: expect.any(Array) } } });
    }
    expect(state.choicesSince).toEqual({ ann: room.version, bo: room.version, cy: room.version });
  });

  it("writes the spectators' shared view when the first watcher comes, and no view for the next", () => {
    const before = stored(startedRoom(5));
    const watch = (room: Room, uid: string) =>
      must(joinRoom(room, { uid, name: uid, code: room.code, joining: 'watch' }));
    const first = roomWrites(before, watch(before.room, 'dee'));
    expect(paths(first.writes)).toEqual([
      spectatorViewPath('room-1'),
      roomStatePath('room-1'),
      roomPath('room-1'),
    ]);
    expect(first.state.choicesSince.ann).toBe(before.room.version);
    expect(first.state.choicesSince[SPECTATOR_VIEW_ID]).toBe(first.state.room.version);
    const second = roomWrites(first.state, watch(first.state.room, 'eve'));
    expect(paths(second.writes)).toEqual([roomStatePath('room-1'), roomPath('room-1')]);
  });

  it("writes a seat's coach view once its player accepts, and deletes it when the coach goes", () => {
    const before = stored(startedRoom(5));
    const asked = roomWrites(
      before,
      must(joinRoom(before.room, { uid: 'kim', name: 'Kim', code: before.room.code, joining: { coach: 1 } })),
    );
    expect(paths(asked.writes)).toContain(spectatorViewPath('room-1'));
    const accepted = roomWrites(
      asked.state,
      must(answerCoach(asked.state.room, { uid: 'bo', watcher: 'kim', accept: true })),
    );
    expect(paths(accepted.writes)).toEqual([
      coachViewPath('room-1', 1),
      `delete ${spectatorViewPath('room-1')}`,
      roomStatePath('room-1'),
      roomPath('room-1'),
    ]);
    const coachDoc = accepted.writes.find((w) => w.path === coachViewPath('room-1', 1))!;
    expect(coachDoc.data).toMatchObject({ view: { revealedHands: [{ seat: 1 }] } });
    const gone = roomWrites(accepted.state, must(leaveRoom(accepted.state.room, { uid: 'kim', now: NOW })));
    expect(paths(gone.writes)).toContain(`delete ${coachViewPath('room-1', 1)}`);
  });

  it('deletes the view of a member who left', () => {
    const before = stored(startedRoom(5));
    const after = must(leaveRoom(before.room, { uid: 'bo', now: NOW }));
    const { writes, state } = roomWrites(before, after);
    expect(paths(writes)).toContain(`delete ${viewPath('room-1', 'bo')}`);
    expect(state.choicesSince.bo).toBeUndefined();
  });

  it('deletes the heartbeat of a person who left their seat, and no other', () => {
    const before = stored(startedRoom(5));
    const left = roomWrites(before, must(leaveRoom(before.room, { uid: 'bo', now: NOW })));
    expect(paths(left.writes).filter((path) => path.includes('/presence/'))).toEqual([
      `delete ${presencePath('room-1', 'bo')}`,
    ]);
    const move = roomWrites(before, randomStep(before.room, random(1)));
    expect(paths(move.writes).filter((path) => path.includes('/presence/'))).toEqual([]);
  });

  it('rewrites the views a move changes, and dates choices from the move only for those whose choices changed', () => {
    const before = stored(startedRoom(5));
    const bidder = before.room.game!.turn!;
    const after = randomStep(before.room, random(1));
    const { writes, state } = roomWrites(before, after);
    expect(writes.filter((w) => w.path.includes('/views/'))).toHaveLength(3);
    const next = after.game!.turn!;
    for (const uid of ['ann', 'bo', 'cy']) {
      const seat = after.seats.findIndex((slot) => slot.uid === uid);
      const changed = seat === bidder || seat === next;
      expect(state.choicesSince[uid], uid).toBe(changed ? after.version : before.room.version);
    }
  });

  it("keeps a seat's choices dated while the others tap Next", () => {
    let state = stored(startedRoom(5));
    const next = random(3);
    while (state.room.game!.phase !== 'trick-complete')
      state = roomWrites(state, randomStep(state.room, next)).state;
    const waiting = state.room.seats.map((slot) => slot.uid).filter((uid) => uid !== null) as string[];
    const first = waiting.find((uid) => {
      const seat = state.room.seats.findIndex((slot) => slot.uid === uid);
      return ((state.room.game!.agreed >> seat) & 1) === 0;
    })!;
    const agreeing = state.room.seats.findIndex((slot) => slot.uid === first) as Seat;
    const after = must(
      act(state.room, {
        uid: first,
        action: { type: 'agree', seat: agreeing, to: 'complete-trick' },
        now: NOW,
      }),
    );
    const planned = roomWrites(state, after).state;
    for (const uid of waiting.filter((uid) => uid !== first))
      expect(planned.choicesSince[uid], uid).toBe(state.choicesSince[uid]);
    expect(planned.choicesSince[first]).toBe(after.version);
  });
});

describe('the documents a move writes, whatever the audience', () => {
  /** Four people at a running game with `watchers` watchers, four of them coaching one seat each. */
  const audience = (watchers: number): Room => {
    let room = threePeople();
    room = must(joinRoom(room, { uid: 'di', name: 'Di', code: room.code }));
    for (let i = 0; i < watchers; i++) {
      const coach = i < 4 ? { coach: i as 0 | 1 | 2 | 3 } : 'watch';
      room = must(joinRoom(room, { uid: `w${i}`, name: `W${i}`, code: room.code, joining: coach }));
      if (i < 4) room = must(answerCoach(room, { uid: room.seats[i]!.uid!, watcher: `w${i}`, accept: true }));
    }
    return must(startGame(room, { uid: 'ann', seed: 11, now: NOW }));
  };

  /** The most and the mean documents written per move over a whole game. */
  const perMove = (watchers: number) => {
    const next = random(watchers + 1);
    let state = stored(audience(watchers));
    const counts: number[] = [];
    while (state.room.status === 'playing') {
      const planned = roomWrites(state, randomStep(state.room, next));
      counts.push(planned.writes.length);
      state = planned.state;
    }
    return {
      most: Math.max(...counts),
      mean: counts.reduce((a, b) => a + b, 0) / counts.length,
      moves: counts.length,
    };
  };

  it('stay within state + room + 4 seats + spectators + coached seats, with 0 and with 16 watchers', () => {
    const none = perMove(0);
    const full = perMove(16);
    console.log(
      `documents per move: 0 watchers ${none.mean.toFixed(2)} mean / ${none.most} most (${none.moves} moves); ` +
        `16 watchers ${full.mean.toFixed(2)} / ${full.most} (${full.moves} moves)`,
    );
    expect(audience(16).watchers).toHaveLength(16);
    expect(none.most).toBeLessThanOrEqual(2 + 4);
    expect(full.most).toBeLessThanOrEqual(2 + 4 + 1 + 4);
    expect(full.most).toBeGreaterThan(none.most);
  });
});
