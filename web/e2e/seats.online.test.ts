import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { usePhones, visit } from './browser';
import { heartbeatOf, hiddenFrom, storedRoom } from './support/emulator-truth';
import { person, seatedPhones, showsAway } from './support/people';
import type { Person } from './support/people';
import { expectNoHiddenDominoes } from './support/privacy';

// One person, one seat, on any device, on phones against the real emulators. Carol opens the
// invite during the game: she watches, asks for a seat the AI plays, and sees a hand only once the
// host lets her in. Bob moves his seat to a second phone with "Continue on another phone": the new
// phone plays his hand, the old one says it is no longer at the table, and the table shows one Bob.
// Dan leaves his seat and comes back to watch: Eve asks for it, and Dan himself lets her in. Gus
// leaves his seat and, once his phone's last heartbeat is long stale, takes it back with the
// invite: nobody marks him away for the silence of the phone that left.
const baseUrl = inject('baseUrl');
const newPhone = usePhones();

const handButtons = (page: Page) => page.getByRole('list', { name: 'Your hand' }).getByRole('button');
const table = (page: Page) => page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();

describe('one person, one seat, on any device', () => {
  let ann: Person;
  let bob: Person;
  let roomId: string;

  it('a newcomer during a game watches, asks for a seat, and plays it once the host lets her in', async () => {
    const seated = await seatedPhones(newPhone, ['Ann', 'Bob']);
    [ann, bob] = seated.people as [Person, Person];
    roomId = seated.roomId;
    const code = seated.code;

    const carol = await person(newPhone, 'Carol');
    await visit(carol.page, baseUrl, `/join/${code}`);
    await carol.page.getByRole('textbox', { name: 'Your name' }).fill('Carol');
    await carol.page.getByRole('button', { name: 'Join with code' }).tap();
    await table(carol.page);
    await expect.poll(() => ann.page.locator('[aria-label^="Audience:"]').textContent()).toBe('1 watching');
    expect(await handButtons(carol.page).count()).toBe(0);
    expect((await storedRoom(roomId)).seats.map((s) => s.name)).toEqual(['Ann', 'Bob', 'AI 3', 'AI 4']);

    await carol.page.getByRole('button', { name: 'Table menu' }).tap();
    await carol.page.getByRole('button', { name: "Ask to play AI 3's seat" }).tap();
    await carol.page.getByText("You asked for AI 3's seat: the host will answer.").waitFor();
    await carol.page.getByRole('button', { name: 'Close' }).tap();
    await expectNoHiddenDominoes(carol.page, () => hiddenFrom(roomId, 'Carol'));
    const request = ann.page.getByRole('alertdialog', { name: 'Request for a seat' });
    await request.getByText("Carol asks to play AI 3's seat").waitFor();
    expect(await bob.page.getByRole('alertdialog', { name: 'Request for a seat' }).count()).toBe(0);
    await request.getByRole('button', { name: 'Let in' }).tap();

    // No reload: her page moves from the spectators' view to her own as the room seats her.
    await expect.poll(() => handButtons(carol.page).count()).toBeGreaterThan(0);
    expect((await storedRoom(roomId)).seats.map((s) => s.name)).toEqual(['Ann', 'Bob', 'Carol', 'AI 4']);
    await expectNoHiddenDominoes(carol.page, () => hiddenFrom(roomId, 'Carol'));
    expect([...ann.errors, ...carol.errors]).toEqual([]);
  });

  it('continues on another phone: the seat and its hand move there, the old phone leaves, one Bob', async () => {
    const before = await storedRoom(roomId);
    await bob.page.getByRole('button', { name: 'Table menu' }).tap();
    await bob.page.getByRole('button', { name: 'Continue on another phone' }).tap();
    const link = bob.page.getByRole('link', { name: 'Link to continue on another phone' });
    const path = new URL((await link.getAttribute('href'))!).pathname;
    expect(path).toMatch(/^\/continue\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    await bob.page.getByRole('img', { name: 'QR code to continue on another phone' }).waitFor();

    const bobsOtherPhone = await person(newPhone, 'Bob');
    await visit(bobsOtherPhone.page, baseUrl, path);
    await table(bobsOtherPhone.page);
    expect(new URL(bobsOtherPhone.page.url()).pathname).toBe(`/room/${roomId}`);
    await expect.poll(() => handButtons(bobsOtherPhone.page).count()).toBeGreaterThan(0);
    await expectNoHiddenDominoes(bobsOtherPhone.page, () => hiddenFrom(roomId, 'Bob'));
    await bob.page.getByRole('heading', { name: 'You are not at this table' }).waitFor();
    // Said once, in words that fit each way here (the room tells the phone only that it may not read).
    await expect(bob.page.getByRole('main').locator('p').allTextContents()).resolves.toEqual([
      'This phone has no seat or place at it. If you moved your seat to another phone, play on there; ' +
        'if you left it, or never joined it, join with the table’s invite link.',
    ]);

    const after = await storedRoom(roomId);
    expect(after.seats.map((s) => s.name)).toEqual(before.seats.map((s) => s.name));
    expect(after.seats[1]!.uid).not.toBe(before.seats[1]!.uid);
    await expect.poll(() => ann.page.getByRole('region', { name: /^Bob\b/ }).count()).toBe(1);
    expect([...ann.errors, ...bobsOtherPhone.errors]).toEqual([]);
  });

  it('the person who left a seat answers a request for it from their own screen', async () => {
    const { people, roomId: room, code } = await seatedPhones(newPhone, ['Hal', 'Dan']);
    const [host, dan] = people as [Person, Person];

    // Dan leaves: the AI plays his seat, which stays his to give. He comes back to watch.
    await dan.page.getByRole('button', { name: 'Table menu' }).tap();
    await dan.page.getByRole('button', { name: 'Leave table' }).tap();
    // He lands on the home screen, though the room's listener hears he left before the call
    // answers and the menu that called it is gone by then; never on "You are not at this table".
    await dan.page.getByRole('region', { name: 'Start playing' }).waitFor();
    expect(new URL(dan.page.url()).pathname).toBe('/');
    // Home took the room's step of the history, behind the menu's: Back goes to the invite he
    // came in by, not to the table's address, where he is no longer.
    await dan.page.goBack();
    expect(new URL(dan.page.url()).pathname).toBe(`/join/${code}`);
    await expect.poll(() => storedRoom(room).then((r) => r.seats[1]!.name)).toBe('AI 2');
    await visit(dan.page, baseUrl, `/join/${code}`);
    await dan.page.getByRole('textbox', { name: 'Your name' }).fill('Dan');
    await dan.page.getByRole('button', { name: 'Just watch this table' }).tap();
    await table(dan.page);

    const eve = await person(newPhone, 'Eve');
    await visit(eve.page, baseUrl, `/join/${code}`);
    await eve.page.getByRole('textbox', { name: 'Your name' }).fill('Eve');
    await eve.page.getByRole('button', { name: 'Join with code' }).tap();
    await table(eve.page);
    await eve.page.getByRole('button', { name: 'Table menu' }).tap();
    await eve.page.getByRole('button', { name: "Ask to play AI 2's seat" }).tap();
    await eve.page.getByText("You asked for AI 2's seat: the host will answer.").waitFor();
    await eve.page.getByRole('button', { name: 'Close' }).tap();

    const request = dan.page.getByRole('alertdialog', { name: 'Request for a seat' });
    await request.getByText('Eve asks to take your seat (played by the AI)').waitFor();
    await host.page
      .getByRole('alertdialog', { name: 'Request for a seat' })
      .getByText("Eve asks to play AI 2's seat")
      .waitFor();
    await request.getByRole('button', { name: 'Let in' }).tap();
    await expect.poll(() => handButtons(eve.page).count()).toBeGreaterThan(0);
    expect((await storedRoom(room)).seats.map((s) => s.name)).toEqual(['Hal', 'Eve', 'AI 3', 'AI 4']);
    await expect.poll(() => request.count()).toBe(0);
    await expect
      .poll(() => host.page.getByRole('alertdialog', { name: 'Request for a seat' }).count())
      .toBe(0);
    await expectNoHiddenDominoes(eve.page, () => hiddenFrom(room, 'Eve'));
    expect([...host.errors, ...dan.errors, ...eve.errors]).toEqual([]);
  });

  it('a player who leaves and takes their seat back with the invite is not marked away on the silence of the phone that left', async () => {
    const { people, roomId: room, code } = await seatedPhones(newPhone, ['Hal', 'Gus']);
    const [host, gus] = people as [Person, Person];

    // Gus leaves: the AI plays his seat, his to take back. His phone writes no heartbeat while he
    // is gone, for longer than a silent phone keeps its seat (12 s in test builds, web/.env.e2e).
    await gus.page.getByRole('button', { name: 'Table menu' }).tap();
    await gus.page.getByRole('button', { name: 'Leave table' }).tap();
    await expect.poll(() => storedRoom(room).then((r) => r.seats[1]!.name)).toBe('AI 2');
    await gus.page.waitForTimeout(12_000 + 2_000);

    // He opens the invite again and gets his seat back. Hal's phone sees him seated the moment the
    // room does; Gus's phone is slow to write its first heartbeat (its writes held back 4 s each, as
    // on a poor connection), so for a while the server holds only the heartbeat from before he left.
    const slowWrites = /\/google\.firestore\.v1\.Firestore\/Write\/channel/;
    await gus.context.route(slowWrites, async (route) => {
      await new Promise((wake) => setTimeout(wake, 4_000));
      await route.continue().catch(() => undefined); // the page may have moved on
    });
    await visit(gus.page, baseUrl, `/join/${code}`);
    await gus.page.getByRole('textbox', { name: 'Your name' }).fill('Gus');
    await gus.page.getByRole('button', { name: 'Join with code' }).tap();
    await expect.poll(() => storedRoom(room).then((r) => r.seats[1]!.name)).toBe('Gus');
    // Longer than the first phone in line takes to look, wait and call: he stays at the table.
    const watchUntil = Date.now() + 6_000;
    while (Date.now() < watchUntil) {
      expect((await storedRoom(room)).seats[1]!.away).toBe(false);
      expect(await showsAway(host.page, 'Gus')).toBe(false);
      await host.page.waitForTimeout(250);
    }
    await gus.context.unroute(slowWrites);
    await table(gus.page);
    // His phone checks in, and he is still at the table.
    const gusUid = (await storedRoom(room)).seats[1]!.uid!;
    await expect.poll(async () => (await heartbeatOf(room, gusUid))?.gone).toBe(false);
    expect((await storedRoom(room)).seats[1]!.away).toBe(false);
    expect([...host.errors, ...gus.errors]).toEqual([]);
  });
});
