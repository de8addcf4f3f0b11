// Unit tests under Node have no window to hear localStorage's `storage` event on, which a page
// hears when another tab of the same origin writes to storage. This gives each test of the calling
// describe block a window's addEventListener of its own, and a way to send that event as another
// tab's write would; it is taken away after each test.
import { afterEach, beforeEach } from 'vitest';

/** A window's `storage` event for each test of the calling block: the returned function sends it
 * for `key`, as another tab's write of `key` would. */
export function useStorageEvents(): (key: string) => void {
  let window = new EventTarget();
  beforeEach(() => {
    window = new EventTarget();
    Object.assign(globalThis, { addEventListener: window.addEventListener.bind(window) });
  });
  afterEach(() => {
    delete (globalThis as { addEventListener?: unknown }).addEventListener;
  });
  return (key) => window.dispatchEvent(Object.assign(new Event('storage'), { key }));
}
