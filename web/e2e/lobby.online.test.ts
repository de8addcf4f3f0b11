import { expect, it } from 'vitest';
import { usePhones } from './browser';
import { storedRoom } from './support/emulator-truth';
import { joinByCode, person, roomIdOf, seatedPhones, startGame } from './support/people';
import type { Person } from './support/people';
import { ZOOMED_PHONES, zoomed } from './support/zoom';

// The lobby on phones against the real emulators, before anyone starts: Ann (the host), Bob and Cy
// sit down. Bob taps "Leave room": he is home (Back goes to the invite he came by, not to the
// room), the room no longer lists him and the others see his seat open. Then Ann leaves too: she is
// home, and Cy, the one person still seated, is the host and may start the game. Last, a host who
// closes the app: Dan's lobby says Eve is away, and once she has been away twice the time a seat
// waits (24 s with the test limits of web/.env.e2e, a minute otherwise) offers "Take over as host":
// Dan is the host and starts the game. Kim, who watches, is never offered it (a watcher's phone
// writes no heartbeat: had Kim taken it and gone, the lobby would wait on nobody again). First, the
// invite (in the lobby and in the table menu) read at 320 px and at 200% zoom.
const newPhone = usePhones();

/** How long a lobby waits on a silent host before another member may take over (web/.env.e2e). */
const HOST_AWAY_S = 24;

/** Taps "Leave room" on `person`'s lobby; resolves once they are on the home screen, whose Back
 * goes to `before` (where they were before the room), not to the room's address. */
const leaveRoom = async (person: Person, before: string): Promise<void> => {
  await person.page.getByRole('button', { name: 'Leave room' }).tap();
  await person.page.getByRole('region', { name: 'Start playing' }).waitFor();
  expect(new URL(person.page.url()).pathname).toBe('/');
  await person.page.goBack();
  expect(new URL(person.page.url()).pathname).toBe(before);
};

/** The words of the invite panel on `page` that the QR code covers, or that run out of their own box
 * or the panel's, and the code if it breaks over two lines: a player reads the code out to a
 * friend. Each line of words is measured; the link is cut with an ellipsis by design, so only the
 * part its box shows is. */
const invitePanelFaults = (page: Person['page']): Promise<string[]> =>
  page.getByRole('region', { name: 'Invite friends' }).evaluate((panel) => {
    const qr = panel.querySelector('svg')!.getBoundingClientRect();
    const faults: string[] = [];
    const words = document.createTreeWalker(panel, NodeFilter.SHOW_TEXT);
    for (let node = words.nextNode(); node; node = words.nextNode()) {
      const text = node.textContent!.trim();
      if (text === '') continue;
      const box = node.parentElement!;
      const edges = [box, panel].map((element) => element.getBoundingClientRect());
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((line) => line.width > 0);
      const link = box.closest('a') !== null;
      const shown = (line: DOMRect) =>
        link ? { left: line.left, right: Math.min(line.right, edges[0]!.right) } : line;
      const covered = lines.some((line) => {
        const { left, right } = shown(line);
        return left < qr.right && right > qr.left && line.top < qr.bottom && line.bottom > qr.top;
      });
      const cut = lines.some((line) =>
        edges.some((edge) => line.left < edge.left - 0.5 || shown(line).right > edge.right + 0.5),
      );
      if (covered) faults.push(`${text}: under the QR code`);
      if (cut) faults.push(`${text}: cut`);
      if (box.tagName === 'STRONG' && lines.length > 1) faults.push(`${text}: over ${lines.length} lines`);
    }
    return faults;
  });

it('the invite reads whole at 200%: its words above the QR code, none under it or cut, the code on one line', async () => {
  const { people } = await seatedPhones(newPhone, ['Ann'], { start: false });
  const [ann] = people as [Person];
  const sizes = [{ width: 320, height: 568 }, ...ZOOMED_PHONES.map((phone) => zoomed(phone, 2))];
  for (const { width, height } of sizes) {
    await ann.page.setViewportSize({ width, height });
    expect(await invitePanelFaults(ann.page), `lobby ${width}x${height}`).toEqual([]);
  }
  // The table menu's invite is the same panel, in a sheet.
  await ann.page.setViewportSize({ width: 390, height: 844 });
  await startGame(ann, [ann]);
  for (const { width, height } of sizes) {
    await ann.page.setViewportSize({ width, height });
    await ann.page.getByRole('button', { name: 'Table menu' }).tap();
    const sheet = ann.page.getByRole('dialog', { name: 'Table menu' });
    await sheet.getByRole('region', { name: 'Invite friends' }).waitFor();
    expect(await invitePanelFaults(ann.page), `menu ${width}x${height}`).toEqual([]);
    await sheet.getByRole('button', { name: 'Close' }).tap();
    await sheet.waitFor({ state: 'detached' });
  }
  expect(ann.errors).toEqual([]);
});

it('anyone leaves the lobby: home for them, their seat open for the others; a host who leaves hands the role on', async () => {
  const { people, roomId, code } = await seatedPhones(newPhone, ['Ann', 'Bob', 'Cy'], { start: false });
  const [ann, bob, cy] = people as [Person, Person, Person];
  expect(roomIdOf(cy.page)).toBe(roomId);
  const { hostUid, seats } = await storedRoom(roomId);
  expect(seats.map((seat) => seat.name)).toEqual(['Ann', 'Bob', 'Cy', 'AI 4']);
  expect(hostUid).toBe(seats[0]!.uid);

  await leaveRoom(bob, `/join/${code}`);
  const left = await storedRoom(roomId);
  expect(left.seats.map((seat) => seat.uid)).not.toContain(seats[1]!.uid);
  expect(left.watchers).toEqual([]);
  for (const { page } of [ann, cy])
    await page.getByRole('group', { name: /^Seat 2: open, AI plays/ }).waitFor();
  await expect(cy.page.getByRole('status').textContent()).resolves.toBe('Waiting for Ann to start the game…');

  await leaveRoom(ann, '/');
  await expect.poll(async () => (await storedRoom(roomId)).hostUid).toBe(seats[2]!.uid);
  await cy.page.getByRole('group', { name: 'Seat 3: you, host' }).waitFor();
  await cy.page.getByRole('button', { name: 'Start game' }).tap();
  await cy.page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();
  expect([...ann.errors, ...bob.errors, ...cy.errors]).toEqual([]);
});

it('a host who closes the app: the others see she is away, and after a while one takes over and starts', async () => {
  const { people, roomId, code } = await seatedPhones(newPhone, ['Eve', 'Dan'], { start: false });
  const [eve, dan] = people as [Person, Person];
  const kim = await person(newPhone, 'Kim');
  await joinByCode(kim, code, true);
  const status = dan.page.getByRole('status');
  const takeOver = dan.page.getByRole('button', { name: 'Take over as host' });
  await expect(status.textContent()).resolves.toBe('Waiting for Eve to start the game…');
  const { hostUid, seats } = await storedRoom(roomId);
  expect(hostUid).toBe(seats[0]!.uid);

  await eve.context.close();
  const closed = Date.now();
  await dan.page
    .getByText(`Eve is away. Once they have been away ${HOST_AWAY_S} seconds, you can take over as host.`)
    .waitFor();
  const away = Date.now() - closed;
  expect(await takeOver.count()).toBe(0);
  await takeOver.waitFor();
  const offered = Date.now() - closed;
  console.log(
    `lobby: Eve's app closed; Dan saw her away after ${(away / 1000).toFixed(1)} s, offered to take over after ${(offered / 1000).toFixed(1)} s`,
  );
  expect(offered).toBeGreaterThanOrEqual((HOST_AWAY_S - 2) * 1000);
  await expect(status.textContent()).resolves.toBe(
    `Eve has been away ${HOST_AWAY_S} seconds: you can take over as host.`,
  );
  expect((await storedRoom(roomId)).hostUid).toBe(hostUid);
  await expect(kim.page.getByRole('status').textContent()).resolves.toBe(
    'Waiting for Eve to start the game…',
  );
  expect(await kim.page.getByRole('button', { name: 'Take over as host' }).count()).toBe(0);

  await takeOver.tap();
  await dan.page.getByRole('group', { name: 'Seat 2: you, host' }).waitFor();
  expect((await storedRoom(roomId)).hostUid).toBe(seats[1]!.uid);
  await dan.page.getByRole('button', { name: 'Start game' }).tap();
  await dan.page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();
  expect(dan.errors).toEqual([]);
});
