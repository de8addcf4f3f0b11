import { describe, expect, it } from 'vitest';
import { dominoesIn } from '../engine';
import { answerCoach, removeWatcher } from './audience';
import { capabilitiesOf } from './capabilities';
import { joinRoom, leaveRoom, swapSeats, takeSeat, watchTable } from './membership';
import { answerSeat } from './seat-requests';
import { MAX_WATCHERS } from './room';
import type { Room } from './room';
import { startGame } from './setup';
import { NOW, must, refused, roomWith, started, stepUntil } from './test-support/rooms';
import { moveSeat } from './transfer';
import { coachView, publicRoom, spectatorView, viewFor } from './views';

/** Kim joins `room` asking to coach `seat`. */
const kimAsks = (room: Room, seat: 0 | 1 | 2 | 3 = 0): Room =>
  must(joinRoom(room, { uid: 'kim', name: 'Kim', code: room.code, joining: { coach: seat } }));

/** Ann and Bob at a running game, Kim coaching Ann with her consent. */
const coachedGame = (): Room =>
  must(answerCoach(kimAsks(started(roomWith('Bob'))), { uid: 'ann', watcher: 'kim', accept: true }));

describe('asking to coach', () => {
  it('only records a request: the asker is a plain spectator and sees no hand', () => {
    const room = kimAsks(started(roomWith('Bob')));
    expect(room.watchers).toEqual([{ uid: 'kim', name: 'Kim', coaching: null, asking: 0 }]);
    expect(capabilitiesOf(room, 'kim')).toEqual([{ type: 'observe-all-hands' }]);
    expect(must(viewFor(room, 'kim')).revealedHands).toEqual([]);
  });

  it('is shown to everyone in the public room document', () => {
    const asked = publicRoom(kimAsks(started(roomWith('Bob')), 1));
    expect(asked.lobby.watchers).toEqual([{ uid: 'kim', name: 'Kim', coaching: null, asking: 1 }]);
    expect(asked.watcherUids).toEqual(['kim']);
    expect(asked.coachUids).toEqual({ 0: [], 1: [], 2: [], 3: [] });
    expect(publicRoom(coachedGame()).coachUids).toEqual({ 0: ['kim'], 1: [], 2: [], 3: [] });
  });

  it('can be made later by a watcher, by joining again to coach a seat', () => {
    const room = started(roomWith('Bob'));
    const watching = must(joinRoom(room, { uid: 'kim', name: 'Kim', code: room.code, joining: 'watch' }));
    const asking = must(
      joinRoom(watching, { uid: 'kim', name: 'Kim', code: room.code, joining: { coach: 1 } }),
    );
    expect(asking.watchers).toEqual([{ uid: 'kim', name: 'Kim', coaching: null, asking: 1 }]);
    expect(asking.version).toBe(watching.version + 1);
    expect(must(joinRoom(asking, { uid: 'kim', name: 'Kim', code: room.code, joining: { coach: 1 } }))).toBe(
      asking,
    );
    const ai = refused(
      joinRoom(watching, { uid: 'kim', name: 'Kim', code: room.code, joining: { coach: 3 } }),
    );
    expect(ai.code).toBe('room/cannot-coach');
  });

  it('refuses a seat the AI plays, naming it', () => {
    const room = started(roomWith('Bob'));
    const ai = refused(joinRoom(room, { uid: 'kim', name: 'Kim', code: room.code, joining: { coach: 2 } }));
    expect(ai).toEqual({
      code: 'room/cannot-coach',
      message: 'AI 3 is played by the computer: only a person can be coached',
    });
  });
});

describe('answering a coach', () => {
  it('accepting makes the asker a coach: the seat’s hand and hints, nothing to play', () => {
    const room = coachedGame();
    expect(room.watchers).toEqual([{ uid: 'kim', name: 'Kim', coaching: 0, asking: null }]);
    expect(capabilitiesOf(room, 'kim')).toEqual([{ type: 'observe-hand', seat: 0 }, { type: 'see-hints' }]);
    const view = must(viewFor(room, 'kim'));
    expect(view.revealedHands.map((h) => [h.seat, h.hand])).toEqual([[0, dominoesIn(room.game!.hands[0])]]);
    expect(view.validActions).toEqual([]);
    expect(room.coachedInGame).toEqual(['kim']);
  });

  it('declining leaves the asker a plain spectator with no request', () => {
    const room = must(
      answerCoach(kimAsks(started(roomWith('Bob'))), { uid: 'ann', watcher: 'kim', accept: false }),
    );
    expect(room.watchers).toEqual([{ uid: 'kim', name: 'Kim', coaching: null, asking: null }]);
    expect(capabilitiesOf(room, 'kim')).toEqual([{ type: 'observe-all-hands' }]);
    expect(room.coachedInGame).toEqual([]);
  });

  it('only the person in the asked seat can answer', () => {
    const room = kimAsks(started(roomWith('Bob')));
    const byBob = refused(answerCoach(room, { uid: 'bob', watcher: 'kim', accept: true }));
    expect(byBob).toEqual({ code: 'room/no-request', message: 'Nobody by that name is asking to coach you' });
    expect(refused(answerCoach(room, { uid: 'kim', watcher: 'kim', accept: true })).code).toBe(
      'room/not-seated',
    );
    expect(refused(answerCoach(room, { uid: 'zed', watcher: 'kim', accept: true })).code).toBe(
      'room/not-seated',
    );
    expect(refused(answerCoach(room, { uid: 'ann', watcher: 'bob', accept: true })).code).toBe(
      'room/no-request',
    );
  });

  it('ends coaching and requests when the seat changes hands', () => {
    const lobby = roomWith('Bob');
    const asked = must(
      answerCoach(kimAsks(lobby, 1), {
        uid: 'bob',
        watcher: 'kim',
        accept: true,
        version: lobby.version + 1,
      }),
    );
    expect(asked.watchers[0]!.coaching).toBe(1);
    const swapped = must(swapSeats(asked, { uid: 'ann', seats: [1, 2] }));
    expect(swapped.watchers[0]).toMatchObject({ coaching: null, asking: null });
    const left = must(leaveRoom(coachedGame(), { uid: 'ann', now: NOW }));
    expect(left.watchers[0]).toMatchObject({ coaching: null, asking: null });
  });
});

describe('who may coach and who may sit', () => {
  it('refuses a player who left the game to coach an opponent, and gives them back only their seat', () => {
    const game = started(roomWith('Bob', 'Cy'));
    const left = must(leaveRoom(game, { uid: 'bob', now: NOW }));
    const attack = refused(
      joinRoom(left, { uid: 'bob', name: 'Bob', code: left.code, joining: { coach: 2 } }),
    );
    expect(attack).toEqual({
      code: 'room/has-played',
      message: 'You have played in this game, so you cannot coach in it',
    });
    const back = must(joinRoom(left, { uid: 'bob', name: 'Bob', code: left.code }));
    expect(back.seats[1]).toMatchObject({ uid: 'bob', kind: 'human' });
    expect(back.watchers).toEqual([]);
  });

  it('refuses to coach anyone who took a seat during the game, even a watcher who sat then left', () => {
    const game = started(roomWith('Bob', 'Cy', 'Di', 'Ed'));
    const asked = must(takeSeat(must(leaveRoom(game, { uid: 'di', now: NOW })), { uid: 'ed', seat: 3 }));
    const sat = must(answerSeat(asked, { uid: 'ann', watcher: 'ed', accept: true }));
    const gone = must(leaveRoom(sat, { uid: 'ed', now: NOW }));
    const error = refused(joinRoom(gone, { uid: 'ed', name: 'Ed', code: gone.code, joining: { coach: 0 } }));
    expect(error.code).toBe('room/has-played');
    const standing = refused(watchTable(roomWith('Bob'), { uid: 'bob', asking: 1 }));
    expect(standing.code).toBe('room/cannot-coach');
  });

  it('a coach cannot take a seat while the game runs, nor sit by joining again', () => {
    const room = must(leaveRoom(coachedGame(), { uid: 'bob', now: NOW }));
    const error = refused(takeSeat(room, { uid: 'kim', seat: 2 }));
    expect(error).toEqual({
      code: 'room/has-coached',
      message: 'You have coached in this game, so you cannot play in it until it ends',
    });
    const gone = must(leaveRoom(room, { uid: 'kim', now: NOW }));
    const again = must(joinRoom(gone, { uid: 'kim', name: 'Kim', code: gone.code }));
    expect(again.seats.map((s) => s.uid)).not.toContain('kim');
    expect(again.watchers).toEqual([{ uid: 'kim', name: 'Kim', coaching: null, asking: null }]);
  });

  it('in the lobby a seated player may stand up and ask to coach, and a coach may sit down', () => {
    const lobby = roomWith('Bob', 'Cy');
    const asking = must(watchTable(lobby, { uid: 'cy', asking: 1 }));
    expect(asking.seats[2].uid).toBeNull();
    expect(asking.watchers).toEqual([{ uid: 'cy', name: 'Cy', coaching: null, asking: 1 }]);
    const coaching = must(answerCoach(asking, { uid: 'bob', watcher: 'cy', accept: true }));
    const seated = must(takeSeat(coaching, { uid: 'cy', seat: 3 }));
    expect(seated.seats[3].uid).toBe('cy');
    expect(seated.watchers).toEqual([]);
  });
});

describe('the watchers', () => {
  /** Ann's running game with `count` watchers. */
  const watched = (count: number): Room => {
    let room = started(roomWith('Bob', 'Cy', 'Di'));
    for (let i = 0; i < count; i++)
      room = must(joinRoom(room, { uid: `w${i}`, name: `W${i}`, code: room.code, joining: 'watch' }));
    return room;
  };

  it(`take at most ${MAX_WATCHERS}: the next is refused, whether they ask to watch, sit or coach`, () => {
    const full = watched(MAX_WATCHERS);
    expect(full.watchers).toHaveLength(MAX_WATCHERS);
    const error = { code: 'room/full', message: 'This table already has 16 watchers, the most it takes' };
    for (const joining of ['watch', 'sit', { coach: 1 }] as const)
      expect(refused(joinRoom(full, { uid: 'zed', name: 'Zed', code: full.code, joining }))).toEqual(error);
    expect(full.watchers).toHaveLength(MAX_WATCHERS);
    expect(must(joinRoom(full, { uid: 'w3', name: 'W3', code: full.code }))).toBe(full);
  });

  it('the host sends a watcher away, and they are no longer at the table', () => {
    const room = watched(2);
    const after = must(removeWatcher(room, { uid: 'ann', watcher: 'w0', version: room.version }));
    expect(after.watchers.map((w) => w.uid)).toEqual(['w1']);
    expect(after.version).toBe(room.version + 1);
    expect(refused(viewFor(after, 'w0')).code).toBe('room/not-member');
    expect(publicRoom(after).memberUids).not.toContain('w0');
  });

  it('a watcher sent away stays away for the rest of the game: no joining, watching, coaching or sitting', () => {
    const room = watched(2);
    const after = must(removeWatcher(room, { uid: 'ann', watcher: 'w0' }));
    const error = {
      code: 'room/removed',
      message: 'The host asked you to leave this table: you can join again when its next game starts',
    };
    for (const joining of ['watch', 'sit', { coach: 1 }] as const)
      expect(refused(joinRoom(after, { uid: 'w0', name: 'W0', code: after.code, joining }))).toEqual(error);
    const over = stepUntil(after, (r) => r.status === 'finished');
    expect(refused(joinRoom(over, { uid: 'w0', name: 'W0', code: over.code }))).toEqual(error);
    // The next game starts the table afresh: they may come back.
    const next = must(startGame(over, { uid: 'ann', seed: 7, now: NOW }));
    const back = must(joinRoom(next, { uid: 'w0', name: 'W0', code: next.code, joining: 'watch' }));
    expect(back.watchers.map((w) => w.uid)).toEqual(['w1', 'w0']);
  });

  it('a watcher sent away in the lobby stays away through the first game, even by a moved seat', () => {
    const room = roomWith('Bob');
    const lobby = must(joinRoom(room, { uid: 'zed', name: 'Zed', code: room.code, joining: 'watch' }));
    const sent = must(removeWatcher(lobby, { uid: 'ann', watcher: 'zed' }));
    expect(sent.removed).toEqual(['zed']);
    const game = started(sent);
    for (const at of [sent, game])
      expect(refused(joinRoom(at, { uid: 'zed', name: 'Zed', code: at.code })).code).toBe('room/removed');
    expect(refused(moveSeat(game, { uid: 'zed', from: 'bob', now: NOW })).code).toBe('room/removed');
  });

  it('nobody but the host can send a watcher away, and only a watcher can be', () => {
    const room = watched(2);
    expect(refused(removeWatcher(room, { uid: 'bob', watcher: 'w0' })).code).toBe('room/not-host');
    expect(refused(removeWatcher(room, { uid: 'w1', watcher: 'w0' })).code).toBe('room/not-host');
    expect(refused(removeWatcher(room, { uid: 'ann', watcher: 'bob' })).code).toBe('room/not-member');
    expect(refused(removeWatcher(room, { uid: 'ann', watcher: 'w0', version: 1 })).code).toBe('room/stale');
  });
});

describe('the shared views', () => {
  it("the spectators' view holds no hidden hand while a hand is played", () => {
    const room = coachedGame();
    const view = must(spectatorView(room));
    expect(view.self).toBeNull();
    expect(view.revealedHands).toEqual([]);
    expect(view.validActions).toEqual([]);
    expect(view.hints).toEqual([]);
    const json = JSON.stringify(view);
    expect(json).not.toContain('"hand":');
  });

  it("a seat's coach view holds that seat's hand and no other", () => {
    const room = coachedGame();
    const view = must(coachView(room, 1));
    expect(view.revealedHands.map((h) => h.seat)).toEqual([1]);
    expect(view.revealedHands[0]!.hand).toEqual(dominoesIn(room.game!.hands[1]));
    expect(must(coachView(room, 0))).toEqual(must(viewFor(room, 'kim')));
  });

  it('there is none before the game starts', () => {
    expect(refused(spectatorView(roomWith('Bob'))).code).toBe('room/not-playing');
  });
});
