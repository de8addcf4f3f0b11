// One tab plays an offline game at a time. Each tab runs the game in a worker of its own and saves
// it after every change, so two tabs on one game would each save over the other's moves. The tab
// that opens a saved game, or asks to play it here, writes its name beside the save and tells the
// other tabs which game it plays there (a BroadcastChannel, heard at once: the save itself may
// reach another tab's storage later); a tab saves only while its name is still there, so one that
// has not heard yet still never saves over the other's game.

/** The channel the tabs of this device tell each other on. */
const CHANNEL = 'texas42.offlineTab';

/** This tab's hold on the saves it plays. */
export interface OfflineTab {
  /** Makes this tab the one that plays the game `game` saved under `slot`, and tells the other tabs. */
  claim(slot: string, game: string): void;
  /** True while no other tab has claimed `slot` since this tab did (or none ever did, or storage
   * cannot be read). */
  holds(slot: string): boolean;
}

/** Where the name of the tab that plays the game saved under `slot` is kept. */
const holderKey = (slot: string) => `${slot}.tab`;

/** What a tab tells the others as it claims a slot. */
interface Claim {
  readonly slot: string;
  readonly game: string;
}

/** This tab's hold; `onTaken` hears each slot another tab claims, and the game it plays there. */
export function offlineTab(onTaken: (slot: string, game: string) => void): OfflineTab {
  const name = crypto.getRandomValues(new Uint32Array(2)).join('-');
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  channel?.addEventListener('message', ({ data }: MessageEvent<Claim>) => onTaken(data.slot, data.game));
  return {
    claim(slot, game) {
      try {
        localStorage.setItem(holderKey(slot), name);
      } catch {
        // No storage: nothing is saved, so there is nothing to hold.
      }
      channel?.postMessage({ slot, game } satisfies Claim);
    },
    holds(slot) {
      try {
        const holder = localStorage.getItem(holderKey(slot));
        return holder === null || holder === name;
      } catch {
        return true;
      }
    },
  };
}
