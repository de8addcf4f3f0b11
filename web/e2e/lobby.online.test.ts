import { expect, it } from 'vitest';
import { usePhones } from './browser';
import { storedRoom } from './support/emulator-truth';
import { roomIdOf, seatedPhones } from './support/people';
import type { Person } from './support/people';

// The lobby on phones against the real emulators, before anyone starts: Ann (the host), Bob and Cy
// sit down. Bob taps "Leave room": he is home, the room no longer lists him and the others see his
// seat open. Then Ann leaves too: she is home, and Cy, the one person still seated, is the host
// and may start the game.
const newPhone = usePhones();

/** Taps "Leave room" on `person`'s lobby; resolves once they are on the home screen. */
const leaveRoom = async (person: Person): Promise<void> => {
  await person.page.getByRole('button', { name: 'Leave room' }).tap();
  await person.page.getByRole('region', { name: 'Start playing' }).waitFor();
  expect(new URL(person.page.url()).pathname).toBe('/');
};

it('anyone leaves the lobby: home for them, their seat open for the others; a host who leaves hands the role on', async () => {
  const { people, roomId } = await seatedPhones(newPhone, ['Ann', 'Bob', 'Cy'], { start: false });
  const [ann, bob, cy] = people as [Person, Person, Person];
  expect(roomIdOf(cy.page)).toBe(roomId);
  const { hostUid, seats } = await storedRoom(roomId);
  expect(seats.map((seat) => seat.name)).toEqual(['Ann', 'Bob', 'Cy', 'AI 4']);
  expect(hostUid).toBe(seats[0]!.uid);

  await leaveRoom(bob);
  const left = await storedRoom(roomId);
  expect(left.seats.map((seat) => seat.uid)).not.toContain(seats[1]!.uid);
  expect(left.watchers).toEqual([]);
  for (const { page } of [ann, cy])
    await page.getByRole('group', { name: /^Seat 2: open, AI plays/ }).waitFor();
  await expect(cy.page.getByRole('status').textContent()).resolves.toBe('Waiting for Ann to start the game…');

  await leaveRoom(ann);
  await expect.poll(async () => (await storedRoom(roomId)).hostUid).toBe(seats[2]!.uid);
  await cy.page.getByRole('group', { name: 'Seat 3: you, host' }).waitFor();
  await cy.page.getByRole('button', { name: 'Start game' }).tap();
  await cy.page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();
  expect([...ann.errors, ...bob.errors, ...cy.errors]).toEqual([]);
});
