import { describe, expect, it, vi } from 'vitest';
import { offlineTab } from './offline-tab';
import { useMemoryStorage } from '../../testing/memory-storage';

// Slots of these tests' own, and only their messages counted: the offline client's tests share
// this worker and claim the real slots, and a claim's message may come after its test is over.
const GAME = 'tab-test.game';
const PRACTICE = 'tab-test.practice';

describe("a tab's hold on an offline save", () => {
  useMemoryStorage();

  it('passes to the tab that claims the save last, which the other tabs hear of, with its game', async () => {
    const heard: string[] = [];
    const first = offlineTab((slot, game) => heard.push(`${slot} ${game}`));
    const second = offlineTab(() => {});
    first.claim(GAME, 'offline-a');
    expect(first.holds(GAME)).toBe(true);
    second.claim(GAME, 'offline-b');
    // At once, before the message comes: the first tab no longer holds it, so it saves nothing.
    expect(first.holds(GAME)).toBe(false);
    expect(second.holds(GAME)).toBe(true);
    // A channel's message comes on a later turn of the event loop, how much later depending on the
    // machine's load (one turn was not always enough beside the rest of the suite).
    await vi.waitFor(
      () => expect(heard.filter((claim) => claim.startsWith('tab-test.'))).toEqual([`${GAME} offline-b`]),
      { timeout: 10_000 },
    );
  });

  it('keeps each save apart: the practice deal claimed elsewhere leaves the game here', () => {
    const first = offlineTab(() => {});
    const second = offlineTab(() => {});
    first.claim(GAME, 'offline-a');
    second.claim(PRACTICE, 'offline-b');
    expect(first.holds(GAME)).toBe(true);
  });
});
