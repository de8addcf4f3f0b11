import { describe, expect, it } from 'vitest';
import { HOUSE, actionsOf, createGame } from '../engine';
import type { Seat } from '../engine';
import { decodeGame, recordOf } from '../codec';
import { joinRoom } from './membership';
import { playAi } from './ai-turn';
import { act, claimTimeout } from './play';
import { forcedBidMinimum, singleHand } from './registry';
import type { Room } from './room';
import { configureRoom } from './setup';
import {
  NOW,
  eager,
  firstChoice,
  must,
  refused,
  roomWith,
  started,
  step,
  stepUntil,
} from './test-support/rooms';
import { viewFor } from './views';

/** Ann (0) and Bob (1) play with two AIs; the game runs until a human is on turn. */
const humanTurn = (room: Room): Room =>
  stepUntil(room, (r) => r.game!.turn !== null && r.seats[r.game!.turn].kind === 'human');

const uidAt = (room: Room, seat: Seat): string => room.seats[seat].uid!;
const other = (room: Room, seat: Seat): string => (uidAt(room, seat) === 'ann' ? 'bob' : 'ann');

describe('acting', () => {
  const room = humanTurn(started(roomWith('Bob')));
  const turn = room.game!.turn!;
  const mine = must(viewFor(room, uidAt(room, turn))).validActions[0]!;

  it('a player moves only for their own seat', () => {
    const error = refused(act(room, { uid: other(room, turn), action: mine, now: NOW }));
    expect(error).toEqual({ code: 'room/not-your-seat', message: 'You can only move for your own seat' });
  });

  it("a move out of turn comes back with the engine's reason", () => {
    const seat = turn === 0 ? 1 : 0;
    const error = refused(act(room, { uid: uidAt(room, seat), action: { type: 'pass', seat }, now: NOW }));
    expect(error.code).toBe('room/illegal');
    expect(error.rule?.code).toBe('rule/not-your-turn');
  });

  it("an illegal bid comes back with the engine's message", () => {
    expect(room.game!.phase).toBe('bidding');
    const action = { type: 'bid', seat: turn, kind: 'points', value: 29 } as const;
    const error = refused(act(room, { uid: uidAt(room, turn), action, now: NOW }));
    expect(error).toMatchObject({ code: 'room/illegal', message: 'Point bids run from 30 to 41' });
  });

  it('watchers and strangers are turned away', () => {
    const watched = must(joinRoom(room, { uid: 'kim', name: 'Kim', code: room.code, joining: 'watch' }));
    expect(refused(act(watched, { uid: 'kim', action: mine, now: NOW })).code).toBe('room/not-seated');
    expect(refused(act(room, { uid: 'zed', action: mine, now: NOW })).code).toBe('room/not-member');
  });

  it('nobody may run a follow-up: the room does that itself', () => {
    const error = refused(act(room, { uid: 'ann', action: { type: 'complete-trick' }, now: NOW }));
    expect(error.code).toBe('room/system-action');
  });

  it('refuses a stale move', () => {
    const error = refused(
      act(room, { uid: uidAt(room, turn), action: mine, now: NOW, version: room.version - 1 }),
    );
    expect(error.code).toBe('room/stale');
  });

  it('refuses what a transformer forbids even when the engine allows it', () => {
    const forced = must(configureRoom(roomWith('Bob'), { uid: 'ann', transformers: [forcedBidMinimum(34)] }));
    const seed = [1, 2, 3, 4, 5, 6, 7, 8].find((s) => createGame(HOUSE, s).turn! <= 1)!;
    const first = started(forced, seed);
    const seat = first.game!.turn!;
    const pass = refused(act(first, { uid: uidAt(first, seat), action: { type: 'pass', seat }, now: NOW }));
    expect(pass).toEqual({ code: 'room/not-allowed', message: 'That move is not allowed at this table' });
    const low = { type: 'bid', seat, kind: 'points', value: 33 } as const;
    expect(refused(act(first, { uid: uidAt(first, seat), action: low, now: NOW })).code).toBe(
      'room/not-allowed',
    );
    const ok = { type: 'bid', seat, kind: 'points', value: 34 } as const;
    expect(must(act(first, { uid: uidAt(first, seat), action: ok, now: NOW })).game!.contract?.value).toBe(
      34,
    );
  });
});

describe('consensus and the AI', () => {
  it('AI seats agree at once, and the trick is collected when the last human taps Next', () => {
    const complete = stepUntil(started(roomWith('Bob')), (r) => r.game!.phase === 'trick-complete');
    expect(complete.game!.agreed & 0b1100).toBe(0b1100);
    const tricks = complete.game!.tricks.length;
    const one = must(
      act(complete, { uid: 'ann', action: { type: 'agree', seat: 0, to: 'complete-trick' }, now: NOW }),
    );
    expect(one.game!.phase).toBe('trick-complete');
    const both = must(
      act(one, { uid: 'bob', action: { type: 'agree', seat: 1, to: 'complete-trick' }, now: NOW }),
    );
    expect(both.game!.tricks.length).toBe(tricks + 1);
    expect(both.version).toBe(one.version + 1);
  });

  it('answers a Next from a screen one version behind with the room unchanged once the table no longer needs it', () => {
    const complete = stepUntil(started(roomWith('Bob')), (r) => r.game!.phase === 'trick-complete');
    const annNext = { type: 'agree', seat: 0, to: 'complete-trick' } as const;
    const behind = { uid: 'ann', action: annNext, now: NOW, version: complete.version };
    const one = must(act(complete, behind));
    expect(must(act(one, behind))).toBe(one); // her second tap: she has agreed already
    const both = must(
      act(one, { uid: 'bob', action: { type: 'agree', seat: 1, to: 'complete-trick' }, now: NOW }),
    );
    expect(both.game!.phase).not.toBe('trick-complete');
    expect(must(act(both, behind))).toBe(both); // the trick is collected: nothing left to agree to
    // Not from someone else's seat, nor from a stranger.
    expect(refused(act(both, { ...behind, uid: 'bob' })).code).toBe('room/not-your-seat');
    expect(refused(act(both, { ...behind, uid: 'zed' })).code).toBe('room/not-member');
  });

  it('refuses as stale a Next from a screen one version behind that the table still needs', () => {
    const complete = stepUntil(started(roomWith('Bob')), (r) => r.game!.phase === 'trick-complete');
    const bobFirst = must(
      act(complete, { uid: 'bob', action: { type: 'agree', seat: 1, to: 'complete-trick' }, now: NOW }),
    );
    const annNext = { type: 'agree', seat: 0, to: 'complete-trick' } as const;
    const stale = act(bobFirst, { uid: 'ann', action: annNext, now: NOW, version: complete.version });
    expect(refused(stale).code).toBe('room/stale');
  });

  it('the AI driver moves only for an AI seat on turn', () => {
    const room = humanTurn(started(roomWith('Bob')));
    expect(refused(playAi(room, { now: NOW, strategy: firstChoice })).code).toBe('room/nothing-to-claim');
    const ai = stepUntil(room, (r) => r.game!.turn !== null && r.seats[r.game!.turn].kind === 'ai');
    const cheat = () => ({ type: 'pass' as const, seat: 0 as Seat });
    expect(refused(playAi(ai, { now: NOW, strategy: cheat })).code).toBe('room/illegal');
  });

  it("the AI decides at the table's level, from the seat's own view", () => {
    const room = must(configureRoom(started(roomWith('Bob')), { uid: 'ann', aiLevel: 'medium' }));
    const ai = stepUntil(room, (r) => r.game!.turn !== null && r.seats[r.game!.turn].kind === 'ai');
    const asked: [Seat | null, string][] = [];
    must(
      playAi(ai, {
        now: NOW,
        strategy: (view, level) => (asked.push([view.self?.seat ?? null, level]), eager(view)),
      }),
    );
    expect(asked).toEqual([[ai.game!.turn, 'medium']]);
  });

  it('a whole game with one human and three AIs runs to the end, the version rising with every change', () => {
    let room = started(roomWith());
    let steps = 0;
    while (room.status === 'playing') {
      const next = step(room);
      expect(next.version).toBe(room.version + 1);
      room = next;
      steps++;
    }
    expect(room.game!.phase).toBe('game-over');
    expect(decodeGame(must(viewFor(room, 'ann')).replayLink!)).toEqual({
      ok: true,
      value: recordOf(room.game!),
    });
    expect(steps).toBeGreaterThan(20);
  });

  it('a single-hand table ends after the hand with a result, without scoring into a new hand', () => {
    const short = must(configureRoom(roomWith('Bob'), { uid: 'ann', transformers: [singleHand()] }));
    const done = stepUntil(started(short), (r) => r.status === 'finished');
    expect(done.game!.phase).toBe('hand-complete');
    expect(done.result).toMatchObject({ kind: 'single-hand', outcome: done.game!.outcome });
    const view = must(viewFor(done, 'bob'));
    expect(view.result).toEqual(done.result);
    expect(view.revealedHands.map((h) => h.seat)).toEqual([0, 2, 3]);
    expect(refused(act(done, { uid: 'ann', action: eager(view), now: NOW })).code).toBe('room/game-over');
  });
});

describe('the turn clock', () => {
  const clocked = must(configureRoom(roomWith('Bob'), { uid: 'ann', turnTimeLimit: 30_000 }));

  it('can be claimed only after the deadline, by a seated member', () => {
    const room = humanTurn(started(clocked));
    const absent = room.game!.turn!;
    const claimer = other(room, absent);
    const early = refused(claimTimeout(room, { uid: claimer, now: NOW + 20_000, strategy: eager }));
    expect(early).toEqual({ code: 'room/too-early', message: 'Time runs out in 10 s' });
    const claimed = must(claimTimeout(room, { uid: claimer, now: NOW + 30_000, strategy: eager }));
    expect(actionsOf(claimed.game!).length).toBeGreaterThan(actionsOf(room.game!).length);
    expect(claimed.seats[absent].away).toBe(true);
    expect(claimed.turnDeadline).toBe(NOW + 60_000);
    // A second phone's claim from the screen before the first claim, on the next seat's clock that
    // still runs: what it asked for has happened, so the room is answered unchanged, not refused.
    expect(
      must(claimTimeout(claimed, { uid: claimer, now: NOW + 34_000, strategy: eager, seen: room.version })),
    ).toBe(claimed);
    expect(refused(claimTimeout(claimed, { uid: claimer, now: NOW + 34_000, strategy: eager })).code).toBe(
      'room/too-early',
    );
    // So is one the server judges by the version it showed (its player's own turn has come since,
    // stored-state.ts): it was refused as stale, a 409 in the console of a phone that did nothing
    // wrong, when the first claimant's call outlasted the grace under load.
    const late = {
      uid: claimer,
      now: NOW + 34_000,
      strategy: eager,
      seen: room.version,
      version: room.version,
    };
    expect(must(claimTimeout(claimed, late))).toBe(claimed);
    expect(refused(claimTimeout(claimed, { ...late, uid: 'kim' })).code).toBe('room/stale');
    const watched = must(joinRoom(room, { uid: 'kim', name: 'Kim', code: room.code, joining: 'watch' }));
    expect(refused(claimTimeout(watched, { uid: 'kim', now: NOW + 30_000, strategy: eager })).code).toBe(
      'room/not-seated',
    );
  });

  it('marks the absent seat away until its human acts again', () => {
    const room = humanTurn(started(clocked));
    const absent = room.game!.turn!;
    const claimed = must(
      claimTimeout(room, { uid: other(room, absent), now: NOW + 30_000, strategy: eager }),
    );
    const back = stepUntil(claimed, (r) => !r.seats[absent].away, 500);
    expect(back.seats[absent]).toMatchObject({ kind: 'human', away: false });
  });

  it('gives the absent seats their agreement when the table waits for Next', () => {
    const room = stepUntil(started(clocked), (r) => r.game!.phase === 'trick-complete');
    const claimed = must(claimTimeout(room, { uid: 'ann', now: NOW + 30_000, strategy: eager }));
    expect(claimed.seats.map((s) => s.away)).toEqual([true, true, false, false]);
    expect(claimed.game!.tricks.length).toBe(room.game!.tricks.length + 1);
  });
});
