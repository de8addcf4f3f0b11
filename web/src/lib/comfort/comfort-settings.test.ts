import { describe, expect, it } from 'vitest';
import { useMemoryStorage } from '../../testing/memory-storage';
import { DEFAULT_COMFORT, loadComfort, movesLess, readComfort, saveComfort } from './comfort-settings';
import type { ComfortSettings } from './comfort-settings';

const KEY = 'texas42.comfort';

const everything: ComfortSettings = {
  largerText: true,
  largerDominoes: true,
  reducedMotion: false,
  trickPause: 2000,
  tremorGuard: true,
};

describe('comfort settings', () => {
  const store = useMemoryStorage();

  it('starts as the app was designed, with motion as the phone says', () => {
    expect(loadComfort()).toEqual(DEFAULT_COMFORT);
    expect(DEFAULT_COMFORT).toEqual({
      largerText: false,
      largerDominoes: false,
      reducedMotion: null,
      trickPause: 0,
      tremorGuard: false,
    });
    expect(movesLess(DEFAULT_COMFORT, true)).toBe(true);
    expect(movesLess(DEFAULT_COMFORT, false)).toBe(false);
  });

  it('lets the person overrule the phone on motion, either way', () => {
    expect(movesLess({ ...DEFAULT_COMFORT, reducedMotion: false }, true)).toBe(false);
    expect(movesLess({ ...DEFAULT_COMFORT, reducedMotion: true }, false)).toBe(true);
  });

  it('keeps what was chosen on the device, under a versioned key', () => {
    saveComfort(everything);
    expect(JSON.parse(store.get(KEY)!)).toEqual({ version: 1, ...everything });
    expect(loadComfort()).toEqual(everything);
    const followPhone = { ...everything, reducedMotion: null, trickPause: 1000 } as const;
    saveComfort(followPhone);
    expect(loadComfort()).toEqual(followPhone);
  });

  it.each([
    ['text that is not JSON', '{"version":1,'],
    ['another version', JSON.stringify({ ...everything, version: 2 })],
    ['no version', JSON.stringify(everything)],
    ['a pause the app does not offer', JSON.stringify({ version: 1, ...everything, trickPause: 1500 })],
    ['a word for a switch', JSON.stringify({ version: 1, ...everything, largerText: 'yes' })],
    ['a field missing', JSON.stringify({ version: 1, ...everything, tremorGuard: undefined })],
    ['a field the app does not know', JSON.stringify({ version: 1, ...everything, theme: 'light' })],
    ['an array', '[1]'],
    ['null', 'null'],
  ])('falls back to the defaults on %s', (_, stored) => {
    store.set(KEY, stored);
    expect(loadComfort()).toEqual(DEFAULT_COMFORT);
  });

  it('reads nothing into a value that is not an object', () => {
    expect(readComfort('largerText')).toBeNull();
    expect(readComfort(undefined)).toBeNull();
  });
});

describe('comfort settings without storage', () => {
  it('uses the defaults and saves nothing, without throwing', () => {
    Object.assign(globalThis, {
      localStorage: {
        getItem: () => {
          throw new Error('storage disabled');
        },
        setItem: () => {
          throw new Error('storage disabled');
        },
      },
    });
    try {
      expect(loadComfort()).toEqual(DEFAULT_COMFORT);
      expect(() => saveComfort(everything)).not.toThrow();
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });
});
