import { expect, it } from 'vitest';
import { usePhones } from './browser';
import { storedRoom } from './support/emulator-truth';
import { joinByCode, person, roomIdOf, seatedPhones } from './support/people';
import type { Person } from './support/people';

// The lobby on phones against the real emulators, before anyone starts: Ann (the host), Bob and Cy
// sit down. Bob taps "Leave room": he is home (Back goes to the invite he came by, not to the
// room), the room no longer lists him and the others see his seat open. Then Ann leaves too: she is
// home, and Cy, the one person still seated, is the host and may start the game. Last, a host who
// closes the app: Dan's lobby says Eve is away, and once she has been away twice the time a seat
// waits (24 s with the test limits of web/.env.e2e, a minute otherwise) offers "Take over as host":
// Dan is the host and starts the game. Kim, who watches, is never offered it (a watcher's phone
// writes no heartbeat: had Kim taken it and gone, the lobby would wait on nobody again).
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
