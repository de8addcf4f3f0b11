import { describe, expect, it } from 'vitest';
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

  it('checks nothing without a version, and only the exact version in the lobby', () => {
    expect(versionToCheck(playing, 'ann', undefined)).toBeUndefined();
    const lobby: StoredState = { room: threePeople(), choicesSince: {} };
    expect(versionToCheck(lobby, 'ann', lobby.room.version - 1)).toBe(lobby.room.version - 1);
    expect(versionToCheck(lobby, 'ann', lobby.room.version)).toBe(lobby.room.version);
  });
});
