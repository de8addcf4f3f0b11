import { describe, expect, it } from 'vitest';
import { offlineTab } from './offline-tab';
import { useMemoryStorage } from '../../testing/memory-storage';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// Slots of these tests' own, and only their messages counted: the offline client's tests share
// this worker and claim the real slots, and a claim's message may come after its test is over.
const GAME = 'tab-test.game';
const PRACTICE = 'tab-test.practice';

describe("a tab's hold on an offline save", () => {
  useMemoryStorage();

  it('passes to the tab that claims the save last, which the other tabs hear of', async () => {
    const heard: string[] = [];
    const first = offlineTab((slot) => heard.push(slot));
    const second = offlineTab(() => {});
    first.claim(GAME);
    expect(first.holds(GAME)).toBe(true);
    second.claim(GAME);
    // At once, before the message comes: the first tab no longer holds it, so it saves nothing.
    expect(first.holds(GAME)).toBe(false);
    expect(second.holds(GAME)).toBe(true);
    await settle();
    expect(heard.filter((slot) => slot.startsWith('tab-test.'))).toEqual([GAME]);
  });

  it('keeps each save apart: the practice deal claimed elsewhere leaves the game here', () => {
    const first = offlineTab(() => {});
    const second = offlineTab(() => {});
    first.claim(GAME);
    second.claim(PRACTICE);
    expect(first.holds(GAME)).toBe(true);
  });
});
