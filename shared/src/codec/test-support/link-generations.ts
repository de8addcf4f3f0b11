// Test support: links of every generation. A link of an older generation lacks the settings added
// since and reads them as their rule's `before`, so a test that compares generations plays its
// games under settings such a link can hold, and writes the older link as an older app did.

import { FORMATS } from '../link-format';
import { recordDigits } from '../replay-link';
import type { GameRecord } from '../replay-link';
import { LINK_GENERATIONS } from '../settings-digits';
import { RULES } from '../../engine';
import type { SettingName, Settings } from '../../engine';

/** `settings` as a link of `generation` reads them: each setting added after it at its rule's
 * `before`. */
export const settingsAsRead = (settings: Settings, generation: number): Settings => {
  const later = (Object.keys(LINK_GENERATIONS) as SettingName[]).filter(
    (name) => LINK_GENERATIONS[name] > generation,
  );
  return { ...settings, ...Object.fromEntries(later.map((name) => [name, RULES[name].before])) };
};

/** The link of `record` in the first format (no check), as the first app wrote it. */
export const firstFormatLink = (record: GameRecord): string => {
  const digits = recordDigits(record, 0);
  if (!digits.ok) throw new Error(digits.error.message);
  return FORMATS[Number(!('seed' in record))] + digits.value;
};
