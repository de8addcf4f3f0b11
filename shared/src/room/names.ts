// One name, one person: the table never shows two seats (or a seat and a watcher) with the same
// name, so "Carol" on a second phone cannot pass for the Carol already playing. A newcomer whose
// name is taken gets the first free "Carol (2)", "Carol (3)"; everyone sitting or watching keeps
// the name they came in with, so seating a member never makes a duplicate.

import { SEATS } from '../engine';
import type { Room } from './room';

/** The names people at the table go by, compared without letter case. */
const takenNames = (room: Room): ReadonlySet<string> =>
  new Set(
    [
      ...SEATS.filter((seat) => room.seats[seat].kind === 'human').map((seat) => room.seats[seat].name),
      ...room.watchers.map((watcher) => watcher.name),
    ].map((name) => name.toLowerCase()),
  );

/** `name` if nobody at the table goes by it, else the first free "name (2)", "name (3)"... */
export const distinctName = (room: Room, name: string): string => {
  const taken = takenNames(room);
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${name} (${n})`;
  return candidate;
};
