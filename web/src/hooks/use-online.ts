// Whether the phone says it has a network, kept up to date by the browser's online and offline
// events: the home screen's Daily deal button says which deal a tap will open.
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
