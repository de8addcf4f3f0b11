// The comfort settings reach every screen through React context (app/comfort-provider.tsx keeps
// them); a screen rendered without the provider (a dev route, a unit test) gets the defaults.
import { createContext } from 'react';
import type { ComfortSettings } from './comfort-settings';
import { DEFAULT_COMFORT } from './comfort-settings';
import { createTapGuard } from './tap-guard';
import type { TapGuard } from './tap-guard';

/** The settings in force, and how to change them. */
export type Comfort = {
  readonly settings: ComfortSettings;
  /** Whether the app moves less now (the person's choice, else the phone's). */
  readonly movesLess: boolean;
  /** Keeps new settings on this device and applies them at once. */
  readonly change: (settings: ComfortSettings) => void;
  /** The page's one tremor guard, shared by every game control. */
  readonly guard: TapGuard;
};

export const ComfortContext = createContext<Comfort>({
  settings: DEFAULT_COMFORT,
  movesLess: false,
  change: () => {},
  guard: createTapGuard(() => performance.now()),
});
