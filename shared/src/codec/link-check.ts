// A replay link ends with a check, so a link cut short or mistyped is refused instead of read as
// some other game: the CRC-24 of everything before it (OpenPGP's, RFC 4880 section 6.1, made to
// guard base-64 text) in four base-64 characters, its high bits first. A CRC of 24 bits catches,
// for certain, every error that stays within 24 bits in a row of the link and its check read as
// one bit string: a single wrong character (8 bits of text, or 6 of the check) and two neighbours
// swapped (at most 16), even across the border with the check. Anything else (a cut, a lost line
// break, two links run together) slips through once in 2^24, about 17 million. Why four
// characters: three (18 bits) would catch the same single errors but let random damage through
// once in 262,144, and no standard CRC has 18 bits; one more character in a link of about 60
// buys 64 times fewer misreadings.

import { URL_ALPHABET } from './mixed-radix';

/** How many characters a link's check takes. */
export const CHECK_LENGTH = 4;

const CRC24_INIT = 0xb704ce;
const CRC24_POLY = 0x864cfb;

/** The CRC-24 of the text's characters (one byte each in a link: a link with any other character
 * is refused anyway). */
const crc24 = (text: string): number => {
  let crc = CRC24_INIT;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) << 16;
    for (let bit = 0; bit < 8; bit++) {
      crc <<= 1;
      if (crc & 0x1000000) crc ^= CRC24_POLY;
    }
  }
  return crc & 0xffffff;
};

/** The check of `text`: its CRC-24 as four base-64 characters, high bits first. */
export const checkOf = (text: string): string => {
  const crc = crc24(text);
  return [18, 12, 6, 0].map((shift) => URL_ALPHABET[(crc >> shift) & 63]).join('');
};

/** `text` followed by its check. */
export const withCheck = (text: string): string => text + checkOf(text);

/** The text before a link's check, or null when the link is too short to hold one or its check
 * does not match. */
export const withoutCheck = (link: string): string | null => {
  const text = link.slice(0, -CHECK_LENGTH);
  return link.length > CHECK_LENGTH && checkOf(text) === link.slice(-CHECK_LENGTH) ? text : null;
};

/** True when a link of a format without a check is a link with one, mistyped at the front: with
 * its first character one of `checkedFormats`, or its first two swapped, it passes its check. A
 * typo anywhere else leaves a checked link's format and is caught by its check; this catches the
 * rest. A link of a format without a check ends so by chance about once in 5.6 million (three
 * tries at 2^24 today), and is refused as mistyped: the price of never misreading a typo. */
export const mistypedFront = (link: string, checkedFormats: string): boolean =>
  [...checkedFormats].some((format) => withoutCheck(format + link.slice(1)) !== null) ||
  (link.length > 1 &&
    checkedFormats.includes(link[1]!) &&
    withoutCheck(link[1]! + link[0]! + link.slice(2)) !== null);
