import { describe, expect, it } from 'vitest';
import { dominoesIn } from '../engine';
import type { Hinter } from '../view';
import { answerCoach } from './audience';
import { joinRoom } from './membership';
import { hints } from './registry';
import { configureRoom } from './setup';
import { must, refused, roomWith, started, stepUntil } from './test-support/rooms';
import { publicRoom, viewFor } from './views';

const advice: Hinter = (view) => ({ action: view.validActions[0]!, reason: 'first things first' });

/** Ann and Bob play; Kim coaches Ann (she accepted); Lee watches. */
const table = (transformers = [hints()]) => {
  const room = must(configureRoom(roomWith('Bob'), { uid: 'ann', transformers }));
  const asked = must(joinRoom(room, { uid: 'kim', name: 'Kim', code: room.code, joining: { coach: 0 } }));
  const coached = must(answerCoach(asked, { uid: 'ann', watcher: 'kim', accept: true }));
  const watched = must(joinRoom(coached, { uid: 'lee', name: 'Lee', code: room.code, joining: 'watch' }));
  return stepUntil(started(watched), (r) => r.game!.turn === 0);
};

describe("a member's view", () => {
  const room = table();

  it('shows a player their own hand, the seat names and kinds, and hints at a hints table', () => {
    const view = must(viewFor(room, 'ann', { hinter: advice }));
    expect(view.self!.hand).toEqual(dominoesIn(room.game!.hands[0]));
    expect(view.players.map((p) => [p.name, p.kind])).toEqual([
      ['Ann', 'human'],
      ['Bob', 'human'],
      ['AI 3', 'ai'],
      ['AI 4', 'ai'],
    ]);
    expect(view.hints).toEqual([{ action: view.validActions[0], reason: 'first things first' }]);
  });

  it("shows a coach the coached seat's hand and hints, and nothing to play", () => {
    const view = must(viewFor(room, 'kim', { hinter: advice }));
    expect(view.self).toBeNull();
    expect(view.revealedHands.map((h) => h.seat)).toEqual([0]);
    expect(view.hints).toHaveLength(1);
    expect(view.validActions).toEqual([]);
  });

  it('shows a spectator the public table only, and turns away strangers', () => {
    const view = must(viewFor(room, 'lee', { hinter: advice }));
    expect(view.revealedHands).toEqual([]);
    expect(view.hints).toEqual([]);
    expect(refused(viewFor(room, 'zed')).code).toBe('room/not-member');
  });

  it('gives players no hints at a table without the hints transformer', () => {
    const plain = table([]);
    expect(must(viewFor(plain, 'ann', { hinter: advice })).hints).toEqual([]);
  });
});

describe('the public room document', () => {
  it('lists members, seats, rules and score, and never a hand or the deals', () => {
    const room = table();
    const doc = publicRoom(room);
    expect(doc.memberUids).toEqual(['ann', 'bob', 'kim', 'lee']);
    expect(doc.lobby.seats.map((s) => s.name)).toEqual(['Ann', 'Bob', 'AI 3', 'AI 4']);
    expect(doc.scoreboard).toMatchObject({ handNumber: 1, marks: [0, 0], winner: null });
    const json = JSON.stringify(doc);
    expect(json).not.toMatch(/hand"|"hands|seed|rng|dealing|keys/);
    if (room.game!.dealing.kind === 'seeded') expect(json).not.toContain(String(room.game!.dealing.seed));
  });
});
