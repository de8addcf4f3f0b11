import { describe, expect, it } from 'vitest';
import type { PlayerView } from '@texas42/shared';
import { goneSeats, updateSeen } from './presence';
import { myView, playUntil, startedRoom } from '../../testing/room-states';

// A real view (Mia in seat 0, Carlos in 1, Grandma in 2, the AI in 3), seen by Mia.
const view = (): PlayerView => myView(playUntil(startedRoom(9, {}, { friends: true }), (v) => v.turn === 2));
const UIDS = ['mia', 'carlos', 'grandma', null];
const STALE = 50_000;
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
    expect(goneSeats(view(), UIDS, seen, 100_000 + STALE - 1, STALE)).toEqual([]);
    expect(goneSeats(view(), UIDS, seen, 100_000 + STALE, STALE)).toEqual([
      { seat: 1, since: 100_000 + STALE },
      { seat: 2, since: 100_000 + STALE },
    ]);
  });

  it('a heartbeat that changes starts the count again; one that does not, does not', () => {
    const first = updateSeen(new Map(), heard([['carlos', 1_000, false]]), 0);
    const same = updateSeen(first, heard([['carlos', 1_000, false]]), 40_000);
    expect(goneSeats(view(), UIDS, same, STALE, STALE).map((g) => g.seat)).toEqual([1]);
    const newer = updateSeen(same, heard([['carlos', 41_000, false]]), 40_000);
    expect(goneSeats(view(), UIDS, newer, STALE, STALE)).toEqual([]);
  });

  it('a phone that said it closed looks gone at once', () => {
    const seen = updateSeen(new Map(), heard([['grandma', 9_000, true]]), 10_000);
    expect(goneSeats(view(), UIDS, seen, 10_000, STALE)).toEqual([{ seat: 2, since: 10_000 }]);
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
    expect(goneSeats(awayCarlos, UIDS, seen, 10 * STALE, STALE)).toEqual([]);
  });
});
