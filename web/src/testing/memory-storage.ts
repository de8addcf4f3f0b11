// Unit tests under Node have no localStorage (nor sessionStorage): this gives each test of the
// calling describe block a fresh one kept in a Map (the Map is returned, so a test can read what
// was stored), and takes it away after.
import { afterEach, beforeEach } from 'vitest';

/** A localStorage (or, `name`, a sessionStorage) for each test of the calling block, backed by the
 * returned Map. */
export function useMemoryStorage(
  name: 'localStorage' | 'sessionStorage' = 'localStorage',
): Map<string, string> {
  const store = new Map<string, string>();
  beforeEach(() => {
    Object.assign(globalThis, {
      [name]: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => store.set(key, value),
        removeItem: (key: string) => store.delete(key),
      },
    });
  });
  afterEach(() => {
    store.clear();
    delete (globalThis as { [name]?: unknown })[name];
  });
  return store;
}
