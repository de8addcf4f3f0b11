import { AI_LEVELS, leaveRoom } from '@texas42/shared';
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

  it("chooses one of the seat's own valid actions from its view, at every level", () => {
    const room = startedRoom(11);
    const view = getPlayerView(room.game!, room.game!.turn!);
    for (const { player } of AI_LEVELS)
      expect(view.validActions).toContainEqual(serverStrategy(view, player));
  });
});
