// The look-alike table is checked against the whole of Unicode's confusables.txt as the npm package
// unhomoglyph ships it: exactly the entries that can make a name read as an AI seat's, no more and
// no fewer, so a newer table that adds one fails here until it is copied in.
import { describe, expect, it } from 'vitest';
import confusables from 'unhomoglyph/data.json';
import { SEATS } from '../engine';
import { aiName } from '../room';
import { PROTOTYPES, skeleton } from './confusables';

/** Letters (with their marks) and digits only, as names are compared. */
const kept = (text: string): string => text.replace(/[^\p{L}\p{M}\p{N}]/gu, '');

/** The skeleton over the whole table. */
const fullSkeleton = (text: string): string =>
  Array.from(text.normalize('NFD'), (c) => (confusables as Record<string, string>)[c] ?? c)
    .join('')
    .normalize('NFD');

describe('the look-alike table', () => {
  it('holds every entry of confusables.txt that can spell an AI seat’s name, and no other', () => {
    const spellings = SEATS.flatMap((seat) => {
      const name = aiName(seat);
      const [first, rest] = [name.slice(0, 1), name.slice(1)];
      return [name, name.toLowerCase(), first + rest.toLowerCase(), first.toLowerCase() + rest];
    });
    expect(spellings).toContain(`ai ${SEATS.length}`);
    const letters = new Set(spellings.flatMap((name) => Array.from(kept(fullSkeleton(name)))));
    expect([...letters].sort().join('')).toBe('234Aail');
    const stable = (c: string) => c.normalize('NFKC') === c && c.normalize('NFD') === c;
    const expected = Object.entries(confusables as Record<string, string>).filter(
      ([character, prototype]) => {
        const left = kept(prototype.normalize('NFD'));
        const matters =
          Array.from(left).every((c) => letters.has(c)) && (left !== '' || kept(character) !== '');
        return stable(character) && matters;
      },
    );
    expect([...PROTOTYPES].sort()).toEqual(expected.sort());
  });

  it('gives the skeleton the whole table gives to names that pass for an AI', () => {
    for (const name of ['\u0410\u0406 2', '\u03b1\u03b9 4', 'A|\u01a7', '\u13aa\u0399 1', 'Al 1'])
      expect(skeleton(name), name).toBe(fullSkeleton(name));
    expect(skeleton('\u0410\u0406 2')).toBe('Al 2');
  });
});
