import { describe, expect, it } from 'vitest';
import type { PlayerView } from '@texas42/shared';
import { goneSeats, hostWhereabouts, isAbsent, updateSeen, withHeardNow } from './presence';
import { myView, playUntil, startedRoom } from '../../testing/room-states';

// A real view (Mia in seat 0, Carlos in 1, Grandma in 2, the AI in 3), seen by Mia.
const view = (): PlayerView => myView(playUntil(startedRoom(9, {}, { friends: true }), (v) => v.turn === 2));
const UIDS = ['mia', 'carlos', 'grandma', null];
const STALE = 30_000;
const GRACE = 10_000;
const WAITS = { staleMs: STALE, goneGraceMs: GRACE };
const heard = (entries: [string, number | null, boolean][]) =>
  new Map(entries.map(([uid, at, gone]) => [uid, { at, gone }]));

describe('which phones look gone', () => {
  it('counts from when this phone saw a heartbeat change, not from the time written in it', () => {
    // Carlos's heartbeat says an hour ago (his clock, or the server's, differs): it arrived now.
    const seen = updateSeen(
      new Map(),
      heard([
        ['carlos', 1_000, false],
        ['grandma', 5_000, false],
      ]),
      100_000,
    );
    expect(goneSeats(view(), UIDS, seen, 100_000 + STALE - 1, WAITS)).toEqual([]);
    expect(goneSeats(view(), UIDS, seen, 100_000 + STALE, WAITS)).toEqual([
      { seat: 1, since: 100_000 + STALE },
      { seat: 2, since: 100_000 + STALE },
    ]);
  });

  it('a heartbeat that changes starts the count again; one that does not, does not', () => {
    const first = updateSeen(new Map(), heard([['carlos', 1_000, false]]), 0);
    const same = updateSeen(first, heard([['carlos', 1_000, false]]), 40_000);
    expect(goneSeats(view(), UIDS, same, STALE, WAITS).map((g) => g.seat)).toEqual([1]);
    const newer = updateSeen(same, heard([['carlos', 41_000, false]]), 40_000);
    expect(goneSeats(view(), UIDS, newer, STALE, WAITS)).toEqual([]);
  });

  it('a phone that said it closed looks gone a few seconds later, unless it says it is back (a reload)', () => {
    const seen = updateSeen(new Map(), heard([['grandma', 9_000, true]]), 10_000);
    expect(goneSeats(view(), UIDS, seen, 10_000 + GRACE - 1, WAITS)).toEqual([]);
    expect(goneSeats(view(), UIDS, seen, 10_000 + GRACE, WAITS)).toEqual([
      { seat: 2, since: 10_000 + GRACE },
    ]);
    const back = updateSeen(seen, heard([['grandma', 11_000, false]]), 11_500);
    expect(goneSeats(view(), UIDS, back, 10_000 + GRACE, WAITS)).toEqual([]);
  });

  it('never the viewer, an AI seat, an away seat, nor a phone never heard from', () => {
    const base = view();
    const [mia, carlos, grandma, ai] = base.players;
    const awayCarlos: PlayerView = { ...base, players: [mia, { ...carlos, away: true }, grandma, ai] };
    const seen = updateSeen(
      new Map(),
      heard([
        ['mia', 0, true],
        ['carlos', 0, true],
      ]),
      0,
    );
    expect(goneSeats(awayCarlos, UIDS, seen, 10 * STALE, WAITS)).toEqual([]);
  });

  it('a seat is absent when its phone looks gone or was never heard from, once the heartbeats arrived', () => {
    const seen = updateSeen(new Map(), heard([['carlos', 1_000, false]]), 0);
    expect([1, 2].map((seat) => isAbsent(view(), UIDS, seen, seat as 1 | 2, 1_000, WAITS))).toEqual([
      false,
      true,
    ]);
    expect(isAbsent(view(), UIDS, seen, 1, STALE, WAITS)).toBe(true);
    expect(isAbsent(view(), UIDS, null, 2, STALE, WAITS)).toBe(false);
    // Never the viewer's own seat, nor the AI's.
    expect(isAbsent(view(), UIDS, new Map(), 0, STALE, WAITS)).toBe(false);
    expect(isAbsent(view(), UIDS, new Map(), 3, STALE, WAITS)).toBe(false);
  });
});

describe('reading a heartbeat from the server before marking a seat away', () => {
  it('keeps the seat gone when the server holds the heartbeat this phone last saw', () => {
    const seen = updateSeen(new Map(), heard([['carlos', 1_000, false]]), 0);
    const now = withHeardNow(seen, 'carlos', { at: 1_000, gone: false }, STALE + 500);
    expect(now).toBe(seen);
    expect(goneSeats(view(), UIDS, now, STALE + 500, WAITS).map((g) => g.seat)).toEqual([1]);
  });

  it('counts a newer heartbeat the listener had not brought from now: the phone is there', () => {
    const seen = updateSeen(new Map(), heard([['carlos', 1_000, false]]), 0);
    const now = withHeardNow(seen, 'carlos', { at: 29_000, gone: false }, STALE + 500);
    expect(now).not.toBe(seen);
    expect(goneSeats(view(), UIDS, now, STALE + 500, WAITS)).toEqual([]);
    expect(goneSeats(view(), UIDS, now, 2 * STALE + 500, WAITS).map((g) => g.seat)).toEqual([1]);
  });

  it('a page back from a reload is there, though the listener still shows it closing', () => {
    const seen = updateSeen(new Map(), heard([['carlos', 1_000, true]]), 0);
    expect(goneSeats(view(), UIDS, seen, GRACE, WAITS).map((g) => g.seat)).toEqual([1]);
    const now = withHeardNow(seen, 'carlos', { at: 3_000, gone: false }, GRACE);
    expect(goneSeats(view(), UIDS, now, GRACE, WAITS)).toEqual([]);
  });
});

describe('where a lobby’s host is', () => {
  const HOST_WAITS = { ...WAITS, hostAwayMs: 2 * STALE };
  const where = (at: number, gone: boolean, now: number) =>
    hostWhereabouts(updateSeen(new Map(), heard([['mia', at, gone]]), 1_000).get('mia'), now, HOST_WAITS);

  it('is away once their phone is silent the stale time, and may be taken over from twice that', () => {
    expect(where(0, false, 1_000 + STALE - 1)).toBe('here');
    expect(where(0, false, 1_000 + STALE)).toBe('away');
    expect(where(0, false, 1_000 + 2 * STALE - 1)).toBe('away');
    expect(where(0, false, 1_000 + 2 * STALE)).toBe('replaceable');
  });

  it('is away a few seconds after their page said it closed, and may be taken over as late as a silent one', () => {
    expect(where(0, true, 1_000 + GRACE - 1)).toBe('here');
    expect(where(0, true, 1_000 + GRACE)).toBe('away');
    expect(where(0, true, 1_000 + 2 * STALE - 1)).toBe('away');
    expect(where(0, true, 1_000 + 2 * STALE)).toBe('replaceable');
  });

  it('is never judged when their phone was never heard from (a host who watches sends no heartbeat)', () => {
    expect(hostWhereabouts(undefined, 10 * STALE, HOST_WAITS)).toBe('here');
  });
});
