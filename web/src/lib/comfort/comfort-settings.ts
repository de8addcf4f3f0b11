// Comfort settings: larger text, larger dominoes, reduced motion, a pause after each trick and
// a guard against a rapid repeated tap. They belong to the device, not the player or the table,
// so they live in localStorage under one versioned key; anything stored that does not read as
// exactly this shape (an older or newer version, a hand-edited value) falls back to the defaults.

const KEY = 'texas42.comfort';
const VERSION = 1;

/** How long a finished trick stays on the table before Next can sweep it, in milliseconds. */
export const TRICK_PAUSES = [0, 1000, 2000] as const;
type TrickPause = (typeof TRICK_PAUSES)[number];

/** What the person chose on this device. */
export type ComfortSettings = {
  readonly largerText: boolean;
  readonly largerDominoes: boolean;
  /** null: follow the phone's own "reduce motion" setting. */
  readonly reducedMotion: boolean | null;
  readonly trickPause: TrickPause;
  /** Ignore a second tap on a game control that follows the last one within TAP_GUARD_MS. */
  readonly tremorGuard: boolean;
};

/** A new device: everything as the app was designed, motion as the phone says. */
export const DEFAULT_COMFORT: ComfortSettings = {
  largerText: false,
  largerDominoes: false,
  reducedMotion: null,
  trickPause: 0,
  tremorGuard: false,
};

/** Whether the app moves less: the person's choice, else the phone's. */
export function movesLess(settings: ComfortSettings, phonePrefersLess: boolean): boolean {
  return settings.reducedMotion ?? phonePrefersLess;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The settings in a stored value, or null unless it is this version's shape exactly. */
export function readComfort(stored: unknown): ComfortSettings | null {
  if (!isRecord(stored) || stored.version !== VERSION) return null;
  const { largerText, largerDominoes, reducedMotion, trickPause, tremorGuard } = stored;
  const keys = Object.keys(stored).sort().join();
  if (keys !== 'largerDominoes,largerText,reducedMotion,tremorGuard,trickPause,version') return null;
  if (typeof largerText !== 'boolean' || typeof largerDominoes !== 'boolean') return null;
  if (reducedMotion !== null && typeof reducedMotion !== 'boolean') return null;
  if (typeof tremorGuard !== 'boolean') return null;
  if (!TRICK_PAUSES.some((pause) => pause === trickPause)) return null;
  return { largerText, largerDominoes, reducedMotion, trickPause: trickPause as TrickPause, tremorGuard };
}

/** The settings kept on this device; the defaults when there are none, they do not read, or
 * storage is unavailable. */
export function loadComfort(): ComfortSettings {
  try {
    const text = localStorage.getItem(KEY);
    return (text === null ? null : readComfort(JSON.parse(text))) ?? DEFAULT_COMFORT;
  } catch {
    return DEFAULT_COMFORT;
  }
}

/** Keeps the settings on this device; without storage they last for this visit only. */
export function saveComfort(settings: ComfortSettings): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ version: VERSION, ...settings }));
  } catch {
    // Private browsing or storage disabled.
  }
}
