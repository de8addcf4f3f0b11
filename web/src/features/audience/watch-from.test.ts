import { describe, expect, it } from 'vitest';
import { useMemoryStorage } from '../../testing/memory-storage';
import { loadWatchFrom, saveWatchFrom } from './watch-from';

describe('the side a watcher watches from', () => {
  const store = useMemoryStorage();

  it('is remembered per room on this device', () => {
    expect(loadWatchFrom('room-a')).toBeNull();
    saveWatchFrom('room-a', 2);
    saveWatchFrom('room-b', 3);
    expect(loadWatchFrom('room-a')).toBe(2);
    expect(loadWatchFrom('room-b')).toBe(3);
    expect(loadWatchFrom('room-c')).toBeNull();
  });

  it('ignores a stored value that is not a seat', () => {
    for (const junk of ['', '4', '-1', '1.5', 'north']) {
      store.set('texas42.watchFrom.room-a', junk);
      expect(loadWatchFrom('room-a')).toBeNull();
    }
  });

  it('lasts for the visit only when the device keeps nothing', () => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
    expect(() => saveWatchFrom('room-a', 1)).not.toThrow();
    expect(loadWatchFrom('room-a')).toBeNull();
  });
});
