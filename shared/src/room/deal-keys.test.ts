import { describe, expect, it } from 'vitest';
import { replay, actionsOf } from '../engine';
import type { GameState } from '../engine';
import { decodeGame, recordOf } from '../codec';
import { randomSource } from '../view/test-support/random-games';
import { act, claimTimeout } from './play';
import type { MoveStrategy } from './play';
import type { Room } from './room';
import { configureRoom } from './setup';
import { NOW, keyFor, must, refused, roomWith, startedOnline, step } from './test-support/rooms';
import { memberUids } from './room';
import { publicRoom, viewFor } from './views';

const GAMES = 40;

/** Passes half the time it may (so whole tables pass and redeal), else picks uniformly. */
const randomly =
  (random: () => number): MoveStrategy =>
  (view) => {
    const pass = view.validActions.find((action) => action.type === 'pass');
    if (pass !== undefined && random() < 0.5) return pass;
    return view.validActions[Math.floor(random() * view.validActions.length)]!;
  };

/** The keys of the deals a keyed game has made so far: one per hand, plus the redeals. */
const keysOf = (game: GameState): readonly string[] =>
  game.dealing.kind === 'keyed' ? game.dealing.keys : [];
const dealsOf = (game: GameState): number => keysOf(game).length;

describe('a keyed game at the table', () => {
  it(`plays ${GAMES} random games to the end, each change bringing its key, never lacking one nor showing one`, () => {
    const random = randomSource(42);
    let redeals = 0;
    for (let game = 0; game < GAMES; game++) {
      const people = game % 2 === 0 ? ['Bob'] : ['Bob', 'Kim', 'Lee'];
      const lobby = roomWith(...people);
      const table = game % 4 === 1 ? must(configureRoom(lobby, { uid: 'ann', preset: 'tournament' })) : lobby;
      let room = startedOnline(table, 7 + game * 1000);
      const keysSeen = new Set<string>();
      let hands = 1;
      while (room.status === 'playing') {
        const before = room;
        room = step(room, randomly(random));
        expect(room.game!.dealing).toMatchObject({ kind: 'keyed', next: null });
        if (room.status === 'playing') {
          const seen = [publicRoom(room), ...memberUids(room).map((uid) => must(viewFor(room, uid)))];
          const text = JSON.stringify(seen);
          for (const key of keysOf(room.game!)) if (text.includes(key)) expect.fail(`key shown: ${key}`);
        }
        const dealt = dealsOf(room.game!) - dealsOf(before.game!);
        expect(dealt).toBeLessThanOrEqual(1);
        if (dealt === 1) {
          if (room.game!.handNumber === before.game!.handNumber) redeals++;
          else hands++;
        }
      }
      const { dealing } = room.game!;
      if (dealing.kind !== 'keyed') throw new Error('not keyed');
      for (const key of dealing.keys) keysSeen.add(key);
      expect(keysSeen.size).toBe(dealing.keys.length);
      expect(hands).toBe(room.game!.handNumber);
      expect(replay(recordOf(room.game!), actionsOf(room.game!))).toEqual({ ok: true, value: room.game });
      const link = must(viewFor(room, 'ann')).replayLink!;
      expect(decodeGame(link)).toEqual({ ok: true, value: recordOf(room.game!) });
    }
    expect(redeals).toBeGreaterThan(0);
  });

  it('refuses a change that brings no key, and changes nothing', () => {
    const room = startedOnline(roomWith('Bob', 'Kim', 'Lee'));
    const seat = room.game!.turn!;
    const uid = room.seats[seat].uid!;
    const action = must(viewFor(room, uid)).validActions[0]!;
    const before = JSON.stringify(room);
    expect(refused(act(room, { uid, action, now: NOW })).code).toBe('room/no-deal-key');
    expect(JSON.stringify(room)).toBe(before);
    expect(must(act(room, { uid, action, now: NOW, dealKey: keyFor(room) })).version).toBe(room.version + 1);
  });

  it('has the timeout claim hand over the key too', () => {
    const clocked = must(configureRoom(roomWith('Bob', 'Kim', 'Lee'), { uid: 'ann', turnTimeLimit: 5_000 }));
    const room = startedOnline(clocked);
    const late = room.turnDeadline! + 1;
    const strategy: MoveStrategy = (view) => view.validActions[0]!;
    expect(refused(claimTimeout(room, { uid: 'ann', now: late, strategy })).code).toBe('room/no-deal-key');
    const claimed = must(claimTimeout(room, { uid: 'ann', now: late, strategy, dealKey: keyFor(room) }));
    expect(claimed.game!.dealing).toMatchObject({ next: null });
  });

  it('shows no replay link while the game runs', () => {
    let room: Room = startedOnline(roomWith('Bob'));
    for (let i = 0; i < 30; i++) room = step(room);
    expect(room.status).toBe('playing');
    expect(must(viewFor(room, 'ann')).replayLink).toBeNull();
  });
});
