// The people at an online table in the presence browser tests (presence.online and
// departures.online): each on a phone of their own, what their page shows of another's seat, and
// one move by whoever has one to make.
import type { BrowserContext, Page } from 'playwright-core';
import type { usePhones } from '../browser';
import { bidLow, momentOf, nameTrump, playFirstLegal } from './offline-game';

/** Someone at the table: their name, their phone's context and page (a new page after a
 * reload in a new tab), and the errors their page logged. */
export interface Person {
  readonly name: string;
  page: Page;
  readonly context: BrowserContext;
  readonly errors: string[];
}

/** `name` on a new phone from `newPhone` (a test file's usePhones), waiting up to 90 s per step. */
export const person = async (newPhone: ReturnType<typeof usePhones>, name: string): Promise<Person> => {
  const { page, context, errors } = await newPhone();
  page.setDefaultTimeout(90_000);
  return { name, page, context, errors };
};

/** True once `page` shows `name`'s seat as away, played by the AI. */
export const showsAway = async (page: Page, name: string): Promise<boolean> =>
  (await page.getByRole('region', { name: new RegExp(`^${name}, .*away, played by the AI`) }).count()) > 0;

/** One move by whichever of `people` has one to make; false when none has. */
export const moveOne = async (people: readonly Person[]): Promise<boolean> => {
  for (const { page } of people) {
    const moment = await momentOf(page);
    if (moment === 'bid') await bidLow(page);
    else if (moment === 'trump') await nameTrump(page);
    else if (moment === 'play') await playFirstLegal(page);
    else if (moment === 'next') await page.getByRole('button', { name: 'Next', exact: true }).tap();
    else continue;
    await page.waitForTimeout(150);
    return true;
  }
  return false;
};
