// The people at an online table in the browser tests: each on a phone of their own, a table of
// them set up as players do it (one creates a room, the others join by its code, the host starts),
// what their page shows of another's seat, one move by whoever has one to make, and play on until
// one of them is on turn.
import type { BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { visit } from '../browser';
import type { usePhones } from '../browser';
import { roomLine } from './emulator-truth';
import { bidLow, momentOf, nameTrump, playFirstLegal, tapNext } from './offline-game';
import { anyScreenChange } from './screen-change';

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

/** The room a page shows, by its address. */
export const roomIdOf = (page: Page): string => new URL(page.url()).pathname.split('/').at(-1)!;

/** `host` creates a room from the home page; its id and invite code, once the lobby shows. */
const createRoom = async (host: Person): Promise<{ roomId: string; code: string }> => {
  await visit(host.page, inject('baseUrl'), '/');
  await host.page.getByRole('textbox', { name: 'Your name' }).fill(host.name);
  await host.page.getByRole('button', { name: 'Create room' }).tap();
  await host.page.getByRole('heading', { name: 'Room lobby' }).waitFor();
  const code = (await host.page.locator('[aria-label^="Invite code"]').textContent())!.trim();
  return { roomId: roomIdOf(host.page), code };
};

/** `person` opens the invite `code` and joins to play (or just to watch), until the lobby shows. */
export const joinByCode = async (person: Person, code: string, watch = false): Promise<void> => {
  await visit(person.page, inject('baseUrl'), `/join/${code}`);
  await person.page.getByRole('textbox', { name: 'Your name' }).fill(person.name);
  await person.page.getByRole('button', { name: watch ? 'Just watch this table' : 'Join with code' }).tap();
  await person.page.getByRole('heading', { name: 'Room lobby' }).waitFor();
};

/** `host` starts the game; every page of `everyone` shows the table. */
export const startGame = async (host: Person, everyone: readonly Person[]): Promise<void> => {
  await host.page.getByRole('button', { name: 'Start game' }).tap();
  for (const { page } of everyone) await page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();
};

/** A table as its players make it: `names` each on a phone of their own from `newPhone`; the
 * first creates a room (and sets it up with `lobby`, before anyone joins), the others join by its
 * code until the host's lobby shows them seated, and then (unless `start` is false) the host
 * starts the game and every page shows the table. The people in `names`' order, the room and its
 * code. */
export const seatedPhones = async (
  newPhone: ReturnType<typeof usePhones>,
  names: readonly string[],
  { lobby, start = true }: { lobby?: (host: Person) => Promise<void>; start?: boolean } = {},
): Promise<{ people: Person[]; roomId: string; code: string }> => {
  const host = await person(newPhone, names[0]!);
  const { roomId, code } = await createRoom(host);
  await lobby?.(host);
  const people = [host];
  for (const name of names.slice(1)) {
    const friend = await person(newPhone, name);
    await joinByCode(friend, code);
    people.push(friend);
  }
  if (names.length > 1) {
    const seated = new RegExp(`^Seat \\d: (${names.slice(1).join('|')})`);
    await expect.poll(() => host.page.getByRole('group', { name: seated }).count()).toBe(names.length - 1);
  }
  if (start) await startGame(host, people);
  return { people, roomId, code };
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
    else if (moment === 'next') await tapNext(page, moment);
    else continue;
    await page.waitForTimeout(150);
    return true;
  }
  return false;
};

/** Taps Next or Next hand for the first of `people` whose screen asks for it; false when none does.
 * A hand can end without someone on turn at all (their partner bid nello, and they sat it out). */
const agreeOne = async (people: readonly Person[]): Promise<boolean> => {
  for (const { page } of people) {
    const moment = await momentOf(page);
    if (moment !== 'next' && moment !== 'hand-result') continue;
    await tapNext(page, moment);
    return true;
  }
  return false;
};

/** Plays on until `one` is on turn: `others` move, and `one` only taps Next or Next hand (a bid or
 * a play of theirs is left for their turn, even if their screen asks for it between two looks).
 * A few moves of a hand, given two minutes (a machine under load may take seconds a move). If the
 * screen never asks, the failure says what the stored room holds, so it tells a screen left
 * behind from a room that moved on. */
export const untilOnTurn = async (one: Person, others: readonly Person[], roomId: string): Promise<void> => {
  const onTurn = async () => ['bid', 'trump', 'play'].includes(await momentOf(one.page));
  const until = Date.now() + 120_000;
  while (Date.now() < until && !(await onTurn()))
    if (!(await moveOne(others)) && !(await agreeOne([...others, one])))
      await anyScreenChange([one, ...others].map(({ page }) => page));
  if (await onTurn()) return;
  throw new Error(
    `${one.name}'s screen asked for no move in 2 minutes (it shows: ${await momentOf(one.page)}); ` +
      (await roomLine(roomId)),
  );
};
