import { describe, expect, it } from 'vitest';
import type { GameState } from '../engine';
import { SETTINGS_MIX, playRandomGame, randomSource } from '../view/test-support/random-games';
import { CHECK_LENGTH, checkOf, mistypedFront, withCheck } from './link-check';
import { CHECKED_FORMATS } from './link-format';
import { URL_ALPHABET } from './mixed-radix';
import { decodeGame, encodeGame, recordOf } from './replay-link';
import { firstFormatLink, settingsAsRead } from './test-support/link-generations';
import { playRandomKeyedGame } from './test-support/random-keyed-games';

declare const console: { log: (...args: unknown[]) => void };

const SEEDED_GAMES = 60;
const KEYED_GAMES = 6;

/** A random game's link today and in the first format (no check). */
const linksOf = (state: GameState): { today: string; first: string } => {
  const link = encodeGame(recordOf(state));
  if (!link.ok) throw new Error(link.error.message);
  return { today: link.value, first: firstFormatLink(recordOf(state)) };
};

/** The links of random games, seeded (the mix of tables) and keyed, written today, each with the
 * same game's link in the first format. The games play the tables as the first links hold them,
 * so both links hold the same game. */
const links = (() => {
  const random = randomSource(13);
  const settingsOf = (game: number) => settingsAsRead(SETTINGS_MIX[game % SETTINGS_MIX.length]!.settings, 0);
  const seeded = Array.from({ length: SEEDED_GAMES }, (_, game) =>
    linksOf(playRandomGame(settingsOf(game), game, random)),
  );
  const keyed = Array.from({ length: KEYED_GAMES }, (_, game) =>
    linksOf(playRandomKeyedGame(settingsOf(game), game + 1, random)),
  );
  const both = [...seeded, ...keyed];
  const firstFormat = new Map(both.map(({ today, first }) => [today, first]));
  return {
    seeded: seeded.map(({ today }) => today),
    all: both.map(({ today }) => today),
    /** The same game's link in the first format. */
    firstFormatOf: (link: string): string => firstFormat.get(link)!,
  };
})();
const { firstFormatOf } = links;

describe("a replay link's check", () => {
  it('is the CRC-24 of OpenPGP (check value 0x21CF02 for "123456789"), in four characters', () => {
    const expected = [18, 12, 6, 0].map((shift) => URL_ALPHABET[(0x21cf02 >> shift) & 63]).join('');
    expect(checkOf('123456789')).toBe(expected);
    expect(links.all.every((link) => link.endsWith(checkOf(link.slice(0, -CHECK_LENGTH))))).toBe(true);
  });

  it(`refuses every cut of ${SEEDED_GAMES} seeded and ${KEYED_GAMES} keyed random games' links as incomplete or mistyped`, () => {
    let cuts = 0;
    let notCaught = 0; // read as a game, or refused for a reason other than the check
    let firstFormatCuts = 0;
    let acceptedWithoutCheck = 0;
    for (const link of links.all)
      for (let length = 1; length < link.length; length++) {
        cuts++;
        const decoded = decodeGame(link.slice(0, length));
        if (decoded.ok || decoded.error.code !== 'codec/check-failed') notCaught++;
        if (length >= link.length - CHECK_LENGTH) continue;
        firstFormatCuts++;
        if (decodeGame(firstFormatOf(link).slice(0, length)).ok) acceptedWithoutCheck++;
      }
    console.log(
      `cut links: ${notCaught} of ${cuts} cuts not refused as mistyped; the same games in the first format ` +
        `(no check): ${acceptedWithoutCheck} of ${firstFormatCuts} cuts still decode as a game`,
    );
    expect(notCaught).toBe(0);
  });

  it('refuses every single wrong character and every swap of two neighbours as mistyped', () => {
    const refusals = new Map<string, number>();
    const refuse = (link: string, at: number): void => {
      const decoded = decodeGame(link);
      const outcome = `${at === 0 ? 'first character' : 'elsewhere'}: ${decoded.ok ? 'accepted' : decoded.error.code}`;
      refusals.set(outcome, (refusals.get(outcome) ?? 0) + 1);
    };
    // Single wrong characters in the seeded games' links (keyed links are long: the same code
    // guards them, and their cuts and swaps are tried). A first character that names no format
    // is refused as not a replay link; every other one, an older format's included, as mistyped.
    for (const link of links.seeded)
      for (let at = 0; at < link.length; at++)
        for (const char of URL_ALPHABET)
          if (char !== link[at]) refuse(link.slice(0, at) + char + link.slice(at + 1), at);
    for (const link of links.all)
      for (let at = 0; at + 1 < link.length; at++)
        if (link[at] !== link[at + 1])
          refuse(link.slice(0, at) + link[at + 1] + link[at] + link.slice(at + 2), at);
    console.log('mistyped links:', Object.fromEntries(refusals));
    expect([...refusals.keys()].sort()).toEqual([
      'elsewhere: codec/check-failed',
      'first character: codec/check-failed',
      'first character: codec/unsupported',
    ]);
    expect(refusals.get('elsewhere: codec/check-failed')).toBeGreaterThan(200_000);
  });

  it('knows a checked link mistyped into an older format, at its first character or its first two swapped', () => {
    const link = withCheck('31AbC');
    for (const mistyped of ['1' + link.slice(1), '2' + link.slice(1), '13' + link.slice(2)]) {
      expect(mistypedFront(mistyped, CHECKED_FORMATS)).toBe(true);
      expect(decodeGame(mistyped)).toMatchObject({ ok: false, error: { code: 'codec/check-failed' } });
    }
    expect(mistypedFront('1E5OA0PAAAYw1T', CHECKED_FORMATS)).toBe(false);
  });

  it('sits after the same digits the first format holds, so both formats read as the same game', () => {
    for (const link of links.all) {
      const today = decodeGame(link);
      expect(today.ok).toBe(true);
      expect(decodeGame(firstFormatOf(link))).toEqual(today);
    }
  });
});
