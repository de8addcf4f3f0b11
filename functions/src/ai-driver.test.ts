import { leaveRoom, setAway } from '@texas42/shared';
import { describe, expect, it, vi } from 'vitest';
import { aiToMove, serverStrategy } from './ai-driver';
import { NOW, must, startedRoom } from './store/test-support';
import { getPlayerView } from '@texas42/shared';

vi.mock('firebase-functions', () => ({ logger: { error: vi.fn(), warn: vi.fn() } }));

describe('the AI driver', () => {
  it('waits on an AI seat only while someone is seated, and never on a person', () => {
    let room = startedRoom(11);
    const turn = room.game!.turn!;
    expect(aiToMove(room)).toBe(room.seats[turn].kind === 'ai');
    for (const uid of ['ann', 'bo', 'cy']) room = must(leaveRoom(room, { uid, now: NOW }));
    expect(room.seats.every((slot) => slot.kind === 'ai')).toBe(true);
    expect(aiToMove(room)).toBe(false);
  });

  it("plays a person's seat marked away at once, but pauses when every person is away", () => {
    let room = startedRoom(11);
    const turn = room.game!.turn!;
    const person = room.seats[turn].kind === 'human' ? turn : room.seats.findIndex((s) => s.kind === 'human');
    room = must(setAway(room, { uid: 'ann', seat: person as 0 | 1 | 2 | 3, away: true, now: NOW }));
    expect(aiToMove(room)).toBe(true);
    for (const seat of [0, 1, 2, 3] as const)
      if (room.seats[seat].kind === 'human')
        room = must(setAway(room, { uid: 'ann', seat, away: true, now: NOW }));
    expect(aiToMove(room)).toBe(false);
  });

  it("chooses one of the seat's own valid actions from its view", () => {
    const room = startedRoom(11);
    const view = getPlayerView(room.game!, room.game!.turn!);
    const action = serverStrategy(view);
    expect(view.validActions).toContainEqual(action);
  });
});
