import { describe, expect, it } from 'vitest';
import type { PlayerView } from '../view';
import { aiMove, aiOnTurn, playAi, playAiMove } from './ai-turn';
import { setAway } from './away';
import { leaveRoom } from './membership';
import { NOW, eager, keyFor, must, refused, roomWith, started, stepUntil } from './test-support/rooms';
import type { Room } from './room';

const aiTurn = (room: Room): Room =>
  stepUntil(room, (r) => r.game!.turn !== null && r.seats[r.game!.turn].kind === 'ai');
const humanTurn = (room: Room): Room =>
  stepUntil(room, (r) => r.game!.turn !== null && r.seats[r.game!.turn].kind === 'human');

describe("the AI's turn", () => {
  it('waits on an AI seat only while a person sits at the table, never on a person or in the lobby', () => {
    const lobby = roomWith('Bob');
    expect(aiOnTurn(lobby)).toBeNull();
    const ai = aiTurn(started(lobby));
    expect(aiOnTurn(ai)).toBe(ai.game!.turn);
    expect(aiOnTurn(humanTurn(ai))).toBeNull();
    const left = ['ann', 'bob'].reduce((room, uid) => must(leaveRoom(room, { uid, now: NOW })), ai);
    expect(left.seats.every((slot) => slot.kind === 'ai')).toBe(true);
    expect(aiOnTurn(left)).toBeNull();
    expect(refused(playAi(left, { now: NOW, strategy: eager })).code).toBe('room/nothing-to-claim');
  });

  it("plays a person's seat marked away at once, but pauses when every person is away", () => {
    let room = humanTurn(started(roomWith('Bob')));
    const turn = room.game!.turn!;
    room = must(setAway(room, { uid: 'ann', seat: turn, away: true, now: NOW, dealKey: keyFor(room) }));
    expect(aiOnTurn(room)).toBe(turn);
    for (const seat of [0, 1, 2, 3] as const)
      if (room.seats[seat].kind === 'human' && !room.seats[seat].away)
        room = must(setAway(room, { uid: 'ann', seat, away: true, now: NOW, dealKey: keyFor(room) }));
    expect(aiOnTurn(room)).toBeNull();
  });

  it("decides from the seat's own view and returns the move as a value, which plays as playAi does", () => {
    const room = aiTurn(started(roomWith('Bob')));
    const seen: PlayerView[] = [];
    const move = must(aiMove(room, (view) => (seen.push(view), eager(view))));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.self?.seat).toBe(room.game!.turn);
    expect(seen[0]!.validActions).toContainEqual(move);
    const played = must(playAiMove(room, { action: move, now: NOW, dealKey: keyFor(room) }));
    expect(played).toEqual(must(playAi(room, { strategy: eager, now: NOW, dealKey: keyFor(room) })));
    expect(played.version).toBe(room.version + 1);
  });

  it('refuses a decided move once the room has moved on, or when it is not the AI seat’s to make', () => {
    const room = aiTurn(started(roomWith('Bob')));
    const move = must(aiMove(room, eager));
    expect(refused(playAiMove(room, { action: move, now: NOW, version: room.version - 1 })).code).toBe(
      'room/stale',
    );
    const person = humanTurn(room);
    expect(refused(aiMove(person, eager)).code).toBe('room/nothing-to-claim');
    expect(refused(playAiMove(person, { action: move, now: NOW })).code).toBe('room/nothing-to-claim');
    expect(refused(aiMove(roomWith('Bob'), eager)).code).toBe('room/not-playing');
  });
});
