// Test support: replay links built digit by digit, as an attacker would, asking for any number of
// actions. Every action is the first legal one in word order (a pass, while bidding), which costs
// a link nothing, unless random digits follow the header. The check at the end of today's links
// is no secret, so an attacker writes it too; links of the first format have none and read forever.

import type { Settings } from '../../engine';
import { withCheck } from '../link-check';
import { FORMATS, LINK_GENERATION, formatChar } from '../link-format';
import { DigitWriter } from '../mixed-radix';
import { writeSettings } from '../settings-digits';

/** The digits of a link of `generation` with `settings`, seed 1 and `count` actions: the first
 * choice each time, or random ones when `random` gives `randomDigits` base-64 digits after the
 * header. */
const digitsAsking = (
  generation: number,
  settings: Settings,
  count: number,
  randomDigits: number,
  random: () => number,
): string => {
  const out = new DigitWriter();
  writeSettings(out, settings, generation);
  out.push(1, 2 ** 32);
  // The count as 7-bit groups, each followed by a "more" flag, as the link format writes it.
  for (let rest = count; ;) {
    out.push(rest % 128, 128);
    rest = Math.floor(rest / 128);
    out.push(rest > 0 ? 1 : 0, 2);
    if (rest === 0) break;
  }
  for (let i = 0; i < randomDigits; i++) out.push(Math.floor(random() * 64), 64);
  return out.toString();
};

/** A link of the first format (seeded, no check), the shortest an attacker can write: seed 1 and
 * `count` actions (see digitsAsking). It holds only the settings the first links held; the rest
 * read back as their rule's `before`, however many house rules are added later. */
export const linkAsking = (
  settings: Settings,
  count: number,
  randomDigits = 0,
  random: () => number = () => 0,
): string => FORMATS[0] + digitsAsking(0, settings, count, randomDigits, random);

/** The same link in today's format, its check written as the app writes it. */
export const checkedLinkAsking = (
  settings: Settings,
  count: number,
  randomDigits = 0,
  random: () => number = () => 0,
): string =>
  withCheck(formatChar(false) + digitsAsking(LINK_GENERATION, settings, count, randomDigits, random));
