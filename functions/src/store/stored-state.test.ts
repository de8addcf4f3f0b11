import { describe, expect, it } from 'vitest';
import { ROOM_FORMAT } from '@texas42/shared';
import { roomWrites } from './room-writes';
import { encodeState, decodeState, versionToCheck } from './stored-state';
import type { StoredState } from './stored-state';
import { startedRoom, threePeople } from './test-support';

describe('stored state', () => {
  it('round-trips through its document', () => {
    const state = roomWrites(null, startedRoom(9)).state;
    expect(decodeState(encodeState(state))).toEqual(state);
  });

  it('refuses a document it did not write', () => {
    expect(() => decodeState({ room: { version: 1 } })).toThrow('damaged');
    expect(() => decodeState(undefined)).toThrow('damaged');
    expect(() => decodeState({ format: 2, room: '{"hands":"everyone"}', choicesSince: {} })).toThrow(
      'format/damaged',
    );
    expect(() => decodeState({ format: 2, room: 'not json', choicesSince: {} })).toThrow('format/damaged');
  });

  it('writes its format and refuses a newer one (written by a later server)', () => {
    const doc = encodeState(roomWrites(null, startedRoom(9)).state);
    expect(doc.format).toBe(ROOM_FORMAT);
    expect(() => decodeState({ ...doc, format: ROOM_FORMAT + 1 })).toThrow('format/unknown-version');
  });
});

describe('versionToCheck', () => {
  const playing: StoredState = { room: { ...startedRoom(9), version: 10 }, choicesSince: { ann: 7, bo: 10 } };

  it("accepts any version from the one since which the caller's choices stand up to the current one", () => {
    expect(versionToCheck(playing, 'ann', 7)).toBe(10);
    expect(versionToCheck(playing, 'ann', 9)).toBe(10);
    expect(versionToCheck(playing, 'bo', 10)).toBe(10);
  });

  it('passes an older or a future version through, for the room layer to call stale', () => {
    expect(versionToCheck(playing, 'ann', 6)).toBe(6);
    expect(versionToCheck(playing, 'bo', 9)).toBe(9);
    expect(versionToCheck(playing, 'ann', 11)).toBe(11);
  });

  it('judges a watcher by the shared view they read: the spectators’ or their coached seat’s', () => {
    const watchers = [
      { uid: 'lee', name: 'Lee', coaching: null, asking: null },
      { uid: 'kim', name: 'Kim', coaching: 1 as const, asking: null },
    ];
    const watched: StoredState = {
      room: { ...playing.room, watchers },
      choicesSince: { ...playing.choicesSince, spectator: 4, 'coach-1': 8 },
    };
    expect(versionToCheck(watched, 'lee', 4)).toBe(10);
    expect(versionToCheck(watched, 'lee', 3)).toBe(3);
    expect(versionToCheck(watched, 'kim', 8)).toBe(10);
    expect(versionToCheck(watched, 'kim', 7)).toBe(7);
  });

  it('reads a room stored before coaching needed consent: its coaches become spectators', () => {
    // Unnumbered, as such rooms were stored, and without the fields later formats added.
    const {
      satInGame: _sat,
      coachedInGame: _coached,
      aiLevel: _level,
      turnSince: _since,
      removed: _removed,
      seatHistory: _history,
      ...old
    } = startedRoom(9);
    const stored = {
      ...old,
      watchers: [{ uid: 'kim', name: 'Kim', coaching: 0 }],
      seats: old.seats.map((slot, seat) => (seat === 3 ? { ...slot, formerUid: 'dee' } : slot)),
    };
    const { room } = decodeState({ room: JSON.stringify(stored), choicesSince: {} });
    expect(room.watchers).toEqual([{ uid: 'kim', name: 'Kim', coaching: null, asking: null }]);
    expect(room.satInGame).toEqual(['ann', 'bo', 'cy', 'dee']);
    expect(room.coachedInGame).toEqual(['kim']);
  });

  it('checks nothing without a version, and only the exact version in the lobby', () => {
    expect(versionToCheck(playing, 'ann', undefined)).toBeUndefined();
    const lobby: StoredState = { room: threePeople(), choicesSince: {} };
    expect(versionToCheck(lobby, 'ann', lobby.room.version - 1)).toBe(lobby.room.version - 1);
    expect(versionToCheck(lobby, 'ann', lobby.room.version)).toBe(lobby.room.version);
  });
});
