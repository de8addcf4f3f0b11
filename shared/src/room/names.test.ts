import { describe, expect, it } from 'vitest';
import { joinRoom } from './membership';
import { distinctName } from './names';
import { must, roomWith, started } from './test-support/rooms';

describe('one name per person at the table', () => {
  it('gives a newcomer whose name is taken (letter case aside) the first free "name (n)"', () => {
    const room = roomWith('Bob', 'carol');
    expect(distinctName(room, 'Dee')).toBe('Dee');
    expect(distinctName(room, 'Carol')).toBe('Carol (2)');
    const joined = must(joinRoom(room, { uid: 'carol-2', name: 'Carol', code: room.code }));
    expect(joined.seats[3].name).toBe('Carol (2)');
    const watching = must(joinRoom(joined, { uid: 'carol-3', name: 'CAROL', code: room.code }));
    expect(watching.watchers.map((w) => w.name)).toEqual(['CAROL (3)']);
  });

  it('never shows two seats or watchers with the same name, however many Carols come', () => {
    let room = started(roomWith('Carol'));
    for (let i = 0; i < 6; i++) room = must(joinRoom(room, { uid: `c${i}`, name: 'Carol', code: room.code }));
    const names = [
      ...room.seats.filter((s) => s.kind === 'human').map((s) => s.name),
      ...room.watchers.map((w) => w.name),
    ];
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
    expect(names).toContain('Carol (7)');
  });
});
