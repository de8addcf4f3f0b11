import { AI_LEVELS } from '@texas42/shared';
import { describe, expect, it, vi } from 'vitest';
import { serverStrategy } from './ai-driver';
import { startedRoom } from './store/test-support';
import { getPlayerView } from '@texas42/shared';

vi.mock('firebase-functions', () => ({ logger: { error: vi.fn(), warn: vi.fn() } }));

describe('the AI driver', () => {
  it("chooses one of the seat's own valid actions from its view, at every level", () => {
    const room = startedRoom(11);
    const view = getPlayerView(room.game!, room.game!.turn!);
    for (const { player } of AI_LEVELS)
      expect(view.validActions).toContainEqual(serverStrategy(view, player));
  });
});
