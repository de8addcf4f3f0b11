// Whether the phone says it has a network, kept up to date by the browser's online and offline
// events. A hint only (false inside a loopback-only network, or with Wi-Fi off, while emulators on
// localhost answer): it may word a button, never block a call; the home screen's Daily deal
// button warns that a tap without a network opens the practice deal.
import { useSyncExternalStore } from 'react';

const subscribe = (changed: () => void): (() => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** True while the phone says it is online. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine);
}
