import { describe, expect, it } from 'vitest';
import { answerCoach } from './audience';
import { joinRoom } from './membership';
import { moveSeat } from './transfer';
import { viewFor } from './views';
import { NOW, must, refused, roomWith, started, stepUntil } from './test-support/rooms';

describe('continuing on another phone', () => {
  it('moves the seat, its name, hand and host role to the new device; the old one is no longer at the table', () => {
    const game = started(roomWith('Bob', 'Cy'));
    const hand = must(viewFor(game, 'ann')).self;
    expect(hand).not.toBeNull();
    const moved = must(moveSeat(game, { uid: 'ann-phone-2', from: 'ann', now: NOW }));
    expect(moved.seats[0]).toMatchObject({ uid: 'ann-phone-2', name: 'Ann', kind: 'human', away: false });
    expect(moved.hostUid).toBe('ann-phone-2');
    expect(must(viewFor(moved, 'ann-phone-2')).self).toEqual(hand);
    expect(refused(viewFor(moved, 'ann')).code).toBe('room/not-member');
    expect(moved.seats.map((s) => s.name)).toEqual(['Ann', 'Bob', 'Cy', 'AI 4']);
    expect(moved.satInGame).toContain('ann-phone-2');
    // The plays Ann made before the move stay hers: her seat's history names her new phone.
    expect(moved.seatHistory).toEqual(
      game.seatHistory.map((taken) => (taken.uid === 'ann' ? { ...taken, uid: 'ann-phone-2' } : taken)),
    );
    expect(moved.seatHistory.filter((taken) => taken.uid === 'ann')).toEqual([]);
    expect(moved.version).toBe(game.version + 1);
  });

  it('keeps the coaches the player accepted (the same person sits there)', () => {
    const room = must(
      joinRoom(roomWith('Bob'), { uid: 'kim', name: 'Kim', code: roomWith().code, joining: { coach: 1 } }),
    );
    const coached = must(answerCoach(room, { uid: 'bob', watcher: 'kim', accept: true }));
    const moved = must(moveSeat(coached, { uid: 'bob-2', from: 'bob', now: NOW }));
    expect(moved.watchers).toEqual([{ uid: 'kim', name: 'Kim', coaching: 1, asking: null }]);
  });

  it('a device watching the table takes the seat and stops watching', () => {
    const game = started(roomWith('Bob'));
    const watching = must(joinRoom(game, { uid: 'bob-2', name: 'Bob', code: game.code }));
    expect(watching.watchers.map((w) => w.name)).toEqual(['Bob (2)']);
    const moved = must(moveSeat(watching, { uid: 'bob-2', from: 'bob', now: NOW }));
    expect(moved.seats[1]).toMatchObject({ uid: 'bob-2', name: 'Bob' });
    expect(moved.watchers).toEqual([]);
  });

  it('refuses a seat its maker no longer sits in, and a device already seated; the same device changes nothing', () => {
    const game = started(roomWith('Bob'));
    expect(refused(moveSeat(game, { uid: 'new', from: 'zed', now: NOW })).code).toBe('room/not-seated');
    expect(refused(moveSeat(game, { uid: 'bob', from: 'ann', now: NOW })).code).toBe('room/already-seated');
    expect(must(moveSeat(game, { uid: 'ann', from: 'ann', now: NOW }))).toBe(game);
  });

  it('a table without a clock waiting on the moved seat waits afresh for the new phone; waiting on another, as before', () => {
    const game = started(roomWith('Bob', 'Cy'));
    const bobsTurn = stepUntil(game, (r) => r.game!.turn === 1);
    expect(bobsTurn.turnSince).toBe(NOW);
    const later = NOW + 25_000;
    expect(must(moveSeat(bobsTurn, { uid: 'bob-2', from: 'bob', now: later })).turnSince).toBe(later);
    expect(must(moveSeat(bobsTurn, { uid: 'cy-2', from: 'cy', now: later })).turnSince).toBe(NOW);
  });
});
