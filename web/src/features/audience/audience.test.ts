import { publicRoom } from '@texas42/shared';
import type { Room } from '@texas42/shared';
import { describe, expect, it } from 'vitest';
import {
  askableSeats,
  audienceLine,
  coachRequestsFor,
  coachableSeats,
  leftSeat,
  seatRequestsFor,
  watcherRole,
} from './audience';

/** A public room document with Ann and Bob seated and these watchers; `left` names who left the
 * AI's seats 3 and 4. */
const roomWith = (
  watchers: Room['watchers'],
  left: readonly [string | null, string | null] = [null, null],
) => {
  const seat = (uid: string | null, name: string, formerUid: string | null = null) =>
    ({ uid, name, kind: uid === null ? 'ai' : 'human', away: false, formerUid }) as const;
  return publicRoom({
    id: 'r',
    code: 'ABCDEF',
    hostUid: 'ann',
    seats: [seat('ann', 'Ann'), seat('bob', 'Bob'), seat(null, 'AI 3', left[0]), seat(null, 'AI 4', left[1])],
    watchers,
    settings: {} as Room['settings'],
    transformers: [],
    turnTimeLimit: null,
    aiLevel: 'hard',
    status: 'lobby',
    game: null,
    turnDeadline: null,
    turnSince: null,
    result: null,
    satInGame: ['ann', 'bob'],
    coachedInGame: [],
    removed: [],
    seatHistory: [],
    version: 4,
  });
};

const kim = { uid: 'kim', name: 'Kim', coaching: 0, asking: null } as const;
const lee = { uid: 'lee', name: 'Lee', coaching: null, asking: 1 } as const;
const max = { uid: 'max', name: 'Max', coaching: null, asking: null } as const;
const zed = { uid: 'zed', name: 'Zed', coaching: null, asking: 2 } as const;

describe('the audience in words', () => {
  it('names each coach with the seat they coach, and counts the others', () => {
    expect(audienceLine(roomWith([kim, lee, max]))).toBe('Kim coaches Ann · 2 watching');
    expect(audienceLine(roomWith([max]))).toBe('1 watching');
    expect(audienceLine(roomWith([]))).toBeNull();
  });

  it('says what each watcher does, a request to coach included', () => {
    const room = roomWith([kim, lee, max]);
    expect(room.lobby.watchers.map((w) => watcherRole(room, w))).toEqual([
      'Kim coaches Ann',
      'Lee asks to coach Bob',
      'Max watches',
    ]);
  });

  it('shows a seated player the requests to coach them, and nobody else', () => {
    const room = roomWith([kim, lee, max]);
    expect(coachRequestsFor(room, 'bob').map((w) => w.uid)).toEqual(['lee']);
    expect(coachRequestsFor(room, 'ann')).toEqual([]);
    expect(coachRequestsFor(room, 'lee')).toEqual([]);
    expect(coachRequestsFor(room, undefined)).toEqual([]);
  });

  it('offers a watcher the seats people sit in, less the one they coach or ask to coach', () => {
    const room = roomWith([kim, lee, max]);
    expect(coachableSeats(room, max)).toEqual([0, 1]);
    expect(coachableSeats(room, kim)).toEqual([1]);
    expect(coachableSeats(room, lee)).toEqual([0]);
  });

  it('says a watcher asking for an AI seat asks to play it, and shows only the host that request', () => {
    const room = roomWith([lee, zed]);
    expect(watcherRole(room, zed)).toBe("Zed asks to play AI 3's seat");
    expect(seatRequestsFor(room, 'ann').map((w) => w.uid)).toEqual(['zed']);
    expect(seatRequestsFor(room, 'bob')).toEqual([]);
    expect(coachRequestsFor(room, 'ann')).toEqual([]);
  });

  it('shows a request for a seat the AI plays to the person who left it too, and only for that seat', () => {
    const yan = { uid: 'yan', name: 'Yan', coaching: null, asking: 3 } as const;
    const dee = { uid: 'dee', name: 'Dee', coaching: null, asking: null } as const;
    const room = roomWith([zed, yan, dee], ['dee', null]);
    expect(seatRequestsFor(room, 'dee').map((w) => w.uid)).toEqual(['zed']);
    expect(leftSeat(room, 2, 'dee')).toBe(true);
    expect(leftSeat(room, 3, 'dee')).toBe(false);
    expect(seatRequestsFor(room, 'ann').map((w) => w.uid)).toEqual(['zed', 'yan']);
    expect(seatRequestsFor(room, 'yan')).toEqual([]);
  });

  it('offers a watcher during a game the seats the AI plays, less the one they ask for', () => {
    // The room document as it reads once the game is under way (its game is not in the document).
    const playing = (watchers: Room['watchers']) => ({ ...roomWith(watchers), status: 'playing' as const });
    expect(askableSeats(playing([max]), max)).toEqual([2, 3]);
    expect(askableSeats(playing([zed]), zed)).toEqual([3]);
    expect(askableSeats(roomWith([max]), max)).toEqual([]);
  });
});
