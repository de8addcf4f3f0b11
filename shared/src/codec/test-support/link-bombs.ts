// Test support: replay links built digit by digit, as an attacker would, asking for any number of
// actions. Every action is the first legal one in word order (a pass, while bidding), which costs
// a link nothing, unless random digits follow the header.

import type { Settings } from '../../engine';
import { formatChar } from '../link-format';
import { DigitWriter } from '../mixed-radix';
import { writeSettings } from '../settings-digits';

/** A link of `settings`, seed 1 and `count` actions: the first choice each time, or random ones
 * when `random` gives `randomDigits` base-64 digits after the header. */
export const linkAsking = (
  settings: Settings,
  count: number,
  randomDigits = 0,
  random: () => number = () => 0,
): string => {
  const out = new DigitWriter();
  writeSettings(out, settings);
  out.push(1, 2 ** 32);
  // The count as 7-bit groups, each followed by a "more" flag, as the link format writes it.
  for (let rest = count; ;) {
    out.push(rest % 128, 128);
    rest = Math.floor(rest / 128);
    out.push(rest > 0 ? 1 : 0, 2);
    if (rest === 0) break;
  }
  for (let i = 0; i < randomDigits; i++) out.push(Math.floor(random() * 64), 64);
  return formatChar(false) + out.toString();
};
