import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { visit, usePhones } from './browser';
import { bidLow, HAND_DONE, momentOf, nameTrump } from './support/offline-game';
import { readTapClock, shownAt, startTapClock } from './support/tap-clock';
import { summary } from './support/tap-figures';

// Per-tap timing, on the real emulators: four friends on their own phones play through the
// screens; for every domino played, the time from the second tap to the domino showing in the
// trick on the player's own screen, and on each of the three other phones. The test checks what
// every tap does (the play reaches every screen); it asserts no timing (on a starved machine even
// the order of two screens says more about the scheduler than about the app).
// It prints the figures with the machine's load, and `npm run bench:web` runs it for them
// (TEXAS42_TAP_HANDS hands, one by default; the figures also go to web/test-output/tap-timing.json).
const baseUrl = inject('baseUrl');
const newPhone = usePhones();
const HANDS = Number(process.env.TEXAS42_TAP_HANDS ?? 1);
const REPORT = fileURLToPath(new URL('../test-output/tap-timing.json', import.meta.url));

interface Friend {
  readonly name: string;
  readonly page: Page;
  readonly errors: string[];
}

async function friend(name: string): Promise<Friend> {
  const { context, page, errors } = await newPhone();
  // The emulators on a busy machine answer in seconds, not milliseconds.
  context.setDefaultTimeout(90_000);
  await startTapClock(context);
  return { name, page, errors };
}

async function join(person: Friend, code: string) {
  await visit(person.page, baseUrl, `/join/${code}`);
  await person.page.getByRole('textbox', { name: 'Your name' }).fill(person.name);
  await person.page.getByRole('button', { name: 'Join with code' }).tap();
  await person.page.getByRole('heading', { name: 'Room lobby' }).waitFor();
}

describe('per-tap timing on the emulators', () => {
  it('shows every domino played on the player’s own screen and on the three other phones', async () => {
    const host = await friend('Host');
    await visit(host.page, baseUrl, '/');
    await host.page.getByRole('textbox', { name: 'Your name' }).fill(host.name);
    await host.page.getByRole('button', { name: 'Create room' }).tap();
    await host.page.getByRole('heading', { name: 'Room lobby' }).waitFor();
    const code = (await host.page.locator('[aria-label^="Invite code"]').textContent())!.trim();
    if (HANDS === 1)
      await host.page.getByRole('combobox', { name: 'Game to' }).selectOption({ label: '1 mark (one hand)' });
    const others = [await friend('Ann'), await friend('Bob'), await friend('Cy')];
    for (const person of others) await join(person, code);
    const everyone = [host, ...others];
    await expect.poll(() => host.page.getByRole('group', { name: /^Seat \d: (Ann|Bob|Cy)/ }).count()).toBe(3);
    await host.page.getByRole('button', { name: 'Start game' }).tap();
    for (const { page } of everyone) await page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();

    const own: number[] = [];
    const elsewhere: number[] = [];
    const loadBefore = loadavg();
    let handTaps = 0;
    for (let step = 0; step < 2000 && handTaps < HANDS * 4; step++) {
      const moments = await Promise.all(everyone.map(({ page }) => momentOf(page)));
      if (moments.every((moment) => moment === 'game-over')) break;
      const index = moments.findIndex((moment) => moment !== 'waiting' && moment !== 'game-over');
      if (index === -1) {
        await host.page.waitForTimeout(50);
        continue;
      }
      const { page } = everyone[index]!;
      const moment = moments[index]!;
      if (moment === 'bid') await bidLow(page);
      else if (moment === 'trump') await nameTrump(page);
      else if (moment === 'next') await page.getByRole('button', { name: 'Next', exact: true }).tap();
      else if (moment === 'hand-result') {
        await page.getByRole('button', { name: HAND_DONE }).tap();
        // Each phone taps Next hand once a hand.
        handTaps++;
      } else {
        // The measured tap: the first lifts the domino, the second plays it.
        const tile = page.getByRole('list', { name: 'Your hand' }).locator('button:enabled').first();
        const domino = (await tile.getByRole('img').getAttribute('aria-label'))!;
        await tile.tap();
        await tile.tap();
        const tappedAt = (await readTapClock(page)).tapAt;
        const mine = (await shownAt(page, domino)) - tappedAt;
        const theirs = await Promise.all(
          everyone
            .filter((_, i) => i !== index)
            .map(async (other) => (await shownAt(other.page, domino)) - tappedAt),
        );
        // Every screen shows the play (shownAt waits for it), and none before the tap.
        for (const time of [mine, ...theirs]) expect(time).toBeGreaterThanOrEqual(0);
        own.push(mine);
        elsewhere.push(...theirs);
      }
      // The tap has shown once the page asks for something else (the play waited for above).
      if (moment !== 'play') await expect.poll(() => momentOf(page)).not.toBe(moment);
    }
    const loadAfter = loadavg();
    // At least a trick was played (a hand may be decided, and end, after two).
    expect(own.length).toBeGreaterThanOrEqual(4);
    expect(elsewhere).toHaveLength(own.length * 3);

    const report = {
      taps: own.length,
      own: summary(own),
      others: summary(elsewhere),
      load: { before: loadBefore, after: loadAfter },
    };
    mkdirSync(fileURLToPath(new URL('../test-output/', import.meta.url)), { recursive: true });
    writeFileSync(REPORT, `${JSON.stringify({ ...report, ownMs: own, othersMs: elsewhere }, null, 2)}\n`);
    console.log(
      `per-tap timing, ${report.taps} domino taps: own screen median ${report.own.median} ms, p95 ${report.own.p95} ms; ` +
        `other phones median ${report.others.median} ms, p95 ${report.others.p95} ms; ` +
        `load ${loadBefore.map((l) => l.toFixed(1)).join(' ')} before, ${loadAfter.map((l) => l.toFixed(1)).join(' ')} after`,
    );
    for (const { errors } of everyone) expect(errors).toEqual([]);
    for (const { page } of everyone) await page.context().close();
  }, 1_800_000);
});
