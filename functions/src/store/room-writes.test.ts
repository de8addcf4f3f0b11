import { act, joinRoom, leaveRoom, roomPath, roomStatePath, viewPath } from '@texas42/shared';
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

  it('leaves the views alone when someone starts watching, and writes only the watcher', () => {
    const before = stored(startedRoom(5));
    const after = must(
      joinRoom(before.room, { uid: 'dee', name: 'Dee', code: before.room.code, joining: 'watch' }),
    );
    const { writes, state } = roomWrites(before, after);
    expect(paths(writes)).toEqual([viewPath('room-1', 'dee'), roomStatePath('room-1'), roomPath('room-1')]);
    expect(state.choicesSince.ann).toBe(before.room.version);
    expect(state.choicesSince.dee).toBe(after.version);
  });

  it('deletes the view of a member who left', () => {
    const before = stored(startedRoom(5));
    const after = must(leaveRoom(before.room, { uid: 'bo' }));
    const { writes, state } = roomWrites(before, after);
    expect(paths(writes)).toContain(`delete ${viewPath('room-1', 'bo')}`);
    expect(state.choicesSince.bo).toBeUndefined();
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
