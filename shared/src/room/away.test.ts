import { describe, expect, it } from 'vitest';
import { actionsOf } from '../engine';
import type { Seat } from '../engine';
import { claimHost, markAway, setAway } from './away';
import { joinRoom } from './membership';
import { configureRoom, startGame } from './setup';
import { playAi } from './ai-turn';
import { act, claimTimeout } from './play';
import { GONE_GRACE_MS, PRESENCE_STALE_MS, SILENT_TURN_MS, hostAwayAfter } from './presence';
import type { Presence } from './presence';
import type { Room } from './room';
import { NOW, eager, must, refused, roomWith, started, stepUntil } from './test-support/rooms';
import { viewFor } from './views';

// Ann (0, host), Bob (1) and Cy (2) play with one AI (3).
const table = started(roomWith('Bob', 'Cy'));

/** The table run on until `seat`, a person's, is on turn. */
const turnOf = (room: Room, seat: Seat): Room => stepUntil(room, (r) => r.game!.turn === seat);

const LATER = NOW + PRESENCE_STALE_MS;
const heardAt = (at: number, gone = false) => ({ at, gone });
const staleAfter = PRESENCE_STALE_MS;

describe('marking a silent seat away', () => {
  it('is refused while the seat’s phone checked in lately, and changes nothing', () => {
    const error = refused(
      markAway(table, { uid: 'ann', seat: 1, now: LATER, presence: heardAt(LATER - 10_000), staleAfter }),
    );
    expect(error).toEqual({
      code: 'room/still-here',
      message: 'Bob is still here (their phone checked in 10 s ago)',
    });
  });

  it('is refused for a phone the server never heard from', () => {
    expect(
      refused(markAway(table, { uid: 'ann', seat: 1, now: LATER, presence: null, staleAfter })).code,
    ).toBe('room/still-here');
  });

  it('marks the seat away once its phone has been silent long enough, or said it closed', () => {
    const stale = must(
      markAway(table, { uid: 'ann', seat: 1, now: LATER, presence: heardAt(NOW), staleAfter }),
    );
    expect(stale.seats[1]).toMatchObject({ uid: 'bob', kind: 'human', away: true });
    expect(stale.version).toBe(table.version + 1);
    const closed = must(
      markAway(table, {
        uid: 'cy',
        seat: 1,
        now: NOW + GONE_GRACE_MS,
        presence: heardAt(NOW, true),
        staleAfter,
      }),
    );
    expect(closed.seats[1].away).toBe(true);
  });

  it('gives a page that said it closed a few seconds to come back, as a reload does', () => {
    const closing = { uid: 'cy', seat: 1 as Seat, presence: heardAt(NOW, true), staleAfter };
    expect(refused(markAway(table, { ...closing, now: NOW + 2_000 }))).toEqual({
      code: 'room/still-here',
      message: "Bob's page closed 2 s ago: give them a few seconds, they may be reloading",
    });
    expect(refused(markAway(table, { ...closing, now: NOW + GONE_GRACE_MS - 1 })).code).toBe(
      'room/still-here',
    );
  });

  it('changes nothing when the seat is already away', () => {
    const away = must(
      markAway(table, { uid: 'ann', seat: 1, now: LATER, presence: heardAt(NOW), staleAfter }),
    );
    expect(markAway(away, { uid: 'cy', seat: 1, now: LATER, presence: heardAt(NOW), staleAfter })).toEqual({
      ok: true,
      value: away,
    });
  });

  it('only a seated player marks another person’s seat, never their own nor an AI’s', () => {
    const watched = must(joinRoom(table, { uid: 'kim', name: 'Kim', code: table.code, joining: 'watch' }));
    const at = { now: LATER, presence: heardAt(NOW), staleAfter };
    expect(refused(markAway(watched, { uid: 'kim', seat: 1, ...at })).code).toBe('room/not-seated');
    expect(refused(markAway(table, { uid: 'bob', seat: 1, ...at })).code).toBe('room/not-your-seat');
    expect(refused(markAway(table, { uid: 'ann', seat: 3, ...at })).code).toBe('room/nothing-to-claim');
    expect(refused(markAway(roomWith('Bob'), { uid: 'ann', seat: 1, ...at })).code).toBe('room/not-playing');
  });

  it('moves on a table waiting for the away seat’s Next', () => {
    const waiting = stepUntil(table, (r) => r.game!.phase === 'trick-complete');
    const tricks = waiting.game!.tricks.length;
    const agreedAnnCy = must(
      act(
        must(
          act(waiting, { uid: 'ann', action: { type: 'agree', seat: 0, to: 'complete-trick' }, now: NOW }),
        ),
        { uid: 'cy', action: { type: 'agree', seat: 2, to: 'complete-trick' }, now: NOW },
      ),
    );
    const moved = must(
      markAway(agreedAnnCy, { uid: 'ann', seat: 1, now: LATER, presence: heardAt(NOW), staleAfter }),
    );
    expect(moved.game!.tricks.length).toBe(tricks + 1);
    expect(moved.game!.phase).toBe('playing');
  });
});

describe('the AI plays an away seat at once', () => {
  it('plays the away seat’s turn without waiting for any clock', () => {
    const bobsTurn = turnOf(table, 1);
    expect(refused(playAi(bobsTurn, { now: NOW, strategy: eager })).code).toBe('room/nothing-to-claim');
    const away = must(setAway(bobsTurn, { uid: 'ann', seat: 1, away: true, now: NOW }));
    const played = must(playAi(away, { now: NOW, strategy: eager }));
    expect(actionsOf(played.game!).length).toBe(actionsOf(away.game!).length + 1);
    expect(played.seats[1].away).toBe(true);
  });

  it('until its person says they are back, after which the table waits for them again', () => {
    const bobsTurn = turnOf(table, 1);
    const away = must(setAway(bobsTurn, { uid: 'bob', seat: 1, away: true, now: NOW }));
    const back = must(setAway(away, { uid: 'bob', seat: 1, away: false, now: NOW }));
    expect(back.seats[1]).toMatchObject({ uid: 'bob', away: false });
    expect(refused(playAi(back, { now: NOW, strategy: eager })).code).toBe('room/nothing-to-claim');
    const bobPlays = must(viewFor(back, 'bob')).validActions[0]!;
    expect(actionsOf(must(act(back, { uid: 'bob', action: bobPlays, now: NOW })).game!)).toHaveLength(
      actionsOf(back.game!).length + 1,
    );
  });
});

describe('taking over the host role in the lobby', () => {
  // Ann (0, host), Bob (1) and Cy (2) in the lobby.
  const lobby = roomWith('Bob', 'Cy');
  /** Bob's claim at `now` on Ann's heartbeat `presence` (`staleAfter` as the server's). */
  const claim = (presence: Presence | null, now: number, uid = 'bob', room = lobby) =>
    claimHost(room, { uid, now, presence, staleAfter });

  it('waits a minute, twice a seat’s wait, whether the host’s phone went silent or its page closed', () => {
    expect(hostAwayAfter(PRESENCE_STALE_MS)).toBe(60_000);
    for (const gone of [false, true]) {
      expect(refused(claim(heardAt(NOW, gone), NOW + 59_600))).toEqual({
        code: 'room/still-here',
        message: "Ann was here 59 s ago: the host's role passes on after 60 s away",
      });
      const taken = must(claim(heardAt(NOW, gone), NOW + 60_000));
      expect(taken.hostUid).toBe('bob');
      expect(taken.version).toBe(lobby.version + 1);
      expect({ ...taken, hostUid: 'ann', version: lobby.version }).toEqual(lobby);
    }
  });

  it('is refused while the host’s phone checks in, or if it never did (a host who watches sends no heartbeat)', () => {
    expect(refused(claim(heardAt(LATER - 2_000), LATER)).message).toBe(
      "Ann was here 2 s ago: the host's role passes on after 60 s away",
    );
    expect(refused(claim(null, LATER))).toEqual({
      code: 'room/still-here',
      message: "Ann's phone never checked in here: they stay the host",
    });
    const watching = must(joinRoom(lobby, { uid: 'di', name: 'Di', code: lobby.code, joining: 'watch' }));
    const hostWatches: Room = { ...watching, hostUid: 'di' };
    expect(refused(claim(null, LATER, 'bob', hostWatches)).message).toBe(
      "The host's phone never checked in here: they stay the host",
    );
  });

  it('goes to a seated player, who may then start the game, and not to a watcher', () => {
    // A watcher's phone writes no heartbeat: had Di taken the role and gone, nobody could tell.
    const watching = must(joinRoom(lobby, { uid: 'di', name: 'Di', code: lobby.code, joining: 'watch' }));
    expect(refused(claim(heardAt(NOW), NOW + 60_000, 'di', watching))).toEqual({
      code: 'room/not-seated',
      message: 'Take a seat first: only a player can take over as host',
    });
    const bobs = must(claim(heardAt(NOW), NOW + 60_000));
    expect(refused(startGame(bobs, { uid: 'ann', seed: 1, now: NOW })).code).toBe('room/not-host');
    expect(must(startGame(bobs, { uid: 'bob', seed: 1, now: NOW })).status).toBe('playing');
  });

  it('is refused to someone not at the table and once the game has started; the host’s own claim changes nothing', () => {
    expect(refused(claim(heardAt(NOW), NOW + 60_000, 'zed'))).toEqual({
      code: 'room/not-member',
      message: 'You are not at this table',
    });
    expect(refused(claim(heardAt(NOW), NOW + 60_000, 'bob', table))).toEqual({
      code: 'room/not-in-lobby',
      message: 'The game has started: the host stays the host',
    });
    expect(claim(heardAt(NOW), NOW + 60_000, 'ann')).toEqual({ ok: true, value: lobby });
    expect(
      refused(claimHost(lobby, { uid: 'bob', version: 0, now: NOW, presence: null, staleAfter })).code,
    ).toBe('room/stale');
  });

  it('tells the second of two claims at once who is host now, and leaves every other late claim stale', () => {
    // Bob and Cy both saw Ann away a minute (version v) and tapped at once; Bob's came first.
    const { version } = lobby;
    const away = heardAt(NOW);
    const bobs = must(
      claimHost(lobby, { uid: 'bob', version, host: 'ann', now: NOW + 60_000, presence: away, staleAfter }),
    );
    /** A claim a second later from a screen that showed version v and (`seen`) Ann as host. */
    const late = (room: Room, uid: string, presence: Presence, seen: { host?: string } = { host: 'ann' }) =>
      refused(claimHost(room, { uid, version, ...seen, now: NOW + 61_000, presence, staleAfter }));
    // Cy's claim, judged on Bob's heartbeat: refused (the room stays Bob's) with what happened.
    expect(late(bobs, 'cy', heardAt(NOW + 60_500))).toEqual({
      code: 'room/still-here',
      message: 'Bob is the host now',
    });
    const stale = { code: 'room/stale', message: 'The table has changed since you looked: try again' };
    // The same late claim from a screen that did not say whom it saw as host, or with Bob's phone
    // silent too, or Bob's own second tap.
    expect(late(bobs, 'cy', heardAt(NOW + 60_500), {})).toEqual(stale);
    expect(late(bobs, 'cy', away)).toEqual(stale);
    expect(late(bobs, 'bob', heardAt(NOW + 60_500))).toEqual(stale);
    // Ann came back and changed the rules: the host is the one Cy saw.
    const anns = must(configureRoom(lobby, { uid: 'ann', turnTimeLimit: 30_000 }));
    expect(late(anns, 'cy', heardAt(NOW + 60_500))).toEqual(stale);
  });

  it('waits twice the server’s shorter stale time in a test run', () => {
    const short = (now: number) =>
      claimHost(lobby, { uid: 'bob', now, presence: heardAt(NOW), staleAfter: 12_000 });
    expect(refused(short(NOW + 23_000)).message).toBe(
      "Ann was here 23 s ago: the host's role passes on after 24 s away",
    );
    expect(must(short(NOW + 24_000)).hostUid).toBe('bob');
  });
});

describe('the host’s seat controls', () => {
  it('the host hands any person’s seat to the AI and gives it back', () => {
    const handed = must(setAway(table, { uid: 'ann', seat: 2, away: true, now: NOW }));
    expect(handed.seats[2]).toMatchObject({ uid: 'cy', away: true });
    const given = must(setAway(handed, { uid: 'ann', seat: 2, away: false, now: NOW }));
    expect(given.seats[2]).toMatchObject({ uid: 'cy', away: false });
    expect(given.version).toBe(table.version + 2);
  });

  it('nobody else hands another’s seat, an AI seat has nobody to give back to, the lobby has no game', () => {
    expect(refused(setAway(table, { uid: 'bob', seat: 2, away: true, now: NOW }))).toEqual({
      code: 'room/not-host',
      message: 'Only the host can hand another player’s seat to the AI',
    });
    expect(refused(setAway(table, { uid: 'ann', seat: 3, away: false, now: NOW })).code).toBe(
      'room/nothing-to-claim',
    );
    expect(refused(setAway(roomWith('Bob'), { uid: 'ann', seat: 1, away: true, now: NOW })).code).toBe(
      'room/not-playing',
    );
  });

  it('changes nothing when the seat is already as asked', () => {
    expect(setAway(table, { uid: 'ann', seat: 2, away: false, now: NOW })).toEqual({
      ok: true,
      value: table,
    });
  });
});

describe('a silent seat at a table without a clock', () => {
  /** Every person's phone heard at `at` (`gone`: it said it closed), seat 3 being the AI's. */
  const heardAll = (at: number, gone = false): [Presence, Presence, Presence, null] => [
    heardAt(at, gone),
    heardAt(at, gone),
    heardAt(at, gone),
    null,
  ];
  const claimAt = (room: Room, now: number, heard?: readonly (Presence | null)[]) =>
    claimTimeout(room, {
      uid: 'cy',
      now,
      strategy: eager,
      staleAfter,
      heard: heard as [Presence | null, Presence | null, Presence | null, Presence | null] | undefined,
    });

  it('can be handed to the AI once it has been silent a while, not before', () => {
    const bobsTurn = turnOf(table, 1);
    expect(bobsTurn.turnDeadline).toBeNull();
    expect(bobsTurn.turnSince).toBe(NOW);
    const early = refused(claimTimeout(bobsTurn, { uid: 'ann', now: NOW + 20_000, strategy: eager }));
    expect(early).toEqual({ code: 'room/too-early', message: 'The AI can take over in 10 s' });
    const claimed = must(claimTimeout(bobsTurn, { uid: 'cy', now: NOW + SILENT_TURN_MS, strategy: eager }));
    expect(claimed.seats[1].away).toBe(true);
    expect(actionsOf(claimed.game!).length).toBe(actionsOf(bobsTurn.game!).length + 1);
    expect(claimed.turnSince).toBe(NOW + SILENT_TURN_MS);
  });

  it('the server may use a shorter silence', () => {
    const bobsTurn = turnOf(table, 1);
    const claimed = must(
      claimTimeout(bobsTurn, { uid: 'ann', now: NOW + 5_000, silentAfter: 5_000, strategy: eager }),
    );
    expect(claimed.seats[1].away).toBe(true);
  });

  it('is never taken from a player whose phone is at the table, however long they think', () => {
    const bobsTurn = turnOf(table, 1);
    for (const late of [SILENT_TURN_MS, 10 * SILENT_TURN_MS]) {
      const now = NOW + late;
      expect(refused(claimAt(bobsTurn, now, heardAll(now - 3_000)))).toEqual({
        code: 'room/still-here',
        message: 'Bob is still at the table: without a turn clock, the table waits for them',
      });
    }
    // A page that said it closed a moment ago is reloading, as far as anyone can tell.
    const now = NOW + SILENT_TURN_MS;
    expect(refused(claimAt(bobsTurn, now, heardAll(now - 1_000, true))).code).toBe('room/still-here');
  });

  it('is handed to the AI when the phone went silent, closed for good, or never checked in', () => {
    const bobsTurn = turnOf(table, 1);
    const now = NOW + SILENT_TURN_MS;
    for (const heard of [
      heardAll(now - PRESENCE_STALE_MS),
      heardAll(now - GONE_GRACE_MS, true),
      [heardAt(now), null, heardAt(now), null],
    ]) {
      const claimed = must(claimAt(bobsTurn, now, heard));
      expect(claimed.seats[1].away).toBe(true);
      expect(actionsOf(claimed.game!).length).toBe(actionsOf(bobsTurn.game!).length + 1);
    }
  });

  it('at a table with a clock, the clock rules: a present player’s run-out turn is claimed', () => {
    const clocked = started(
      must(configureRoom(roomWith('Bob', 'Cy'), { uid: 'ann', turnTimeLimit: 30_000 })),
    );
    const bobsTurn = turnOf(clocked, 1);
    const now = bobsTurn.turnDeadline!;
    expect(must(claimAt(bobsTurn, now, heardAll(now - 1_000))).seats[1].away).toBe(true);
  });

  it('waiting for Next, marks away only the seats whose phones are not at the table', () => {
    const waiting = stepUntil(table, (r) => r.game!.phase === 'trick-complete');
    const now = NOW + SILENT_TURN_MS;
    expect(refused(claimAt(waiting, now, heardAll(now - 1_000)))).toEqual({
      code: 'room/still-here',
      message:
        'Ann and Bob and Cy are still at the table: without a turn clock, the table waits for their Next',
    });
    const bobSilent = must(
      claimAt(waiting, now, [heardAt(now), heardAt(now - PRESENCE_STALE_MS), heardAt(now), null]),
    );
    expect(bobSilent.seats.map((s) => s.away)).toEqual([false, true, false, false]);
    expect(bobSilent.game!.phase).toBe('trick-complete');
  });
});
