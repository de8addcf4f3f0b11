// The game's small vocabularies as `as const` tuples, with the types derived from them.

/** Seats clockwise from 0. Partners sit opposite. */
export const SEATS = [0, 1, 2, 3] as const;
export type Seat = (typeof SEATS)[number];

/** Team 0 holds seats 0 and 2; team 1 holds seats 1 and 3. */
export const TEAMS = [0, 1] as const;
export type Team = (typeof TEAMS)[number];

/** The pip values of a double-six set. */
export const PIPS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Pip = (typeof PIPS)[number];

/** One value per seat. */
export type BySeat<T> = readonly [T, T, T, T];

/** One value per seat, `make(seat)` for each seat in order: how a `BySeat` is built. */
export const bySeat = <T>(make: (seat: Seat) => T): BySeat<T> => [make(0), make(1), make(2), make(3)];

/** One value per team. */
export type ByTeam<T> = readonly [T, T];

/** The team a seat plays for. */
export const teamOf = (seat: Seat): Team => (seat & 1) as Team;

/** The seat across the table. */
export const partnerOf = (seat: Seat): Seat => ((seat + 2) & 3) as Seat;

/** The next seat clockwise. */
export const nextSeat = (seat: Seat): Seat => ((seat + 1) & 3) as Seat;

/** True for a whole number 0..3. */
export const isSeat = (value: unknown): value is Seat =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 3;
