// Unit tests under Node have no localStorage: this gives each test of the calling describe block a
// fresh one kept in a Map (the Map is returned, so a test can read what was stored), and takes it
// away after.
import { afterEach, beforeEach } from 'vitest';

/** A localStorage for each test of the calling block, backed by the returned Map. */
export function useMemoryStorage(): Map<string, string> {
  const store = new Map<string, string>();
  beforeEach(() => {
    Object.assign(globalThis, {
      localStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => store.set(key, value),
        removeItem: (key: string) => store.delete(key),
      },
    });
  });
  afterEach(() => {
    store.clear();
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });
  return store;
}
