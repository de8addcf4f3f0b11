import { describe, expect, it } from 'vitest';
import type { GameState } from '../engine';
import { joinRoom, leaveRoom, takeSeat } from './membership';
import type { Room } from './room';
import { playersOfPlays } from './seat-history';
import { answerSeat } from './seat-requests';
import { NOW, annsRoom, must, started, stepUntil } from './test-support/rooms';
import { viewFor } from './views';

/** Plays made so far in the hand being played. */
const playsOf = (game: GameState) => [...game.tricks.flatMap((trick) => trick.plays), ...game.trick];

/** Bob, a newcomer, joins `room` mid-game (as a watcher), asks for seat 1 and the host lets him. */
const bobSitsDown = (room: Room): Room => {
  const watching = must(joinRoom(room, { uid: 'bob', name: 'Bob', code: room.code }));
  const asking = must(takeSeat(watching, { uid: 'bob', seat: 1 }));
  return must(answerSeat(asking, { uid: 'ann', watcher: 'bob', accept: true }));
};

/** Ann's table with the AI in seats 1 to 3, played to the first play of trick 5. */
const inTrickFive = (): Room =>
  stepUntil(
    started(annsRoom()),
    (room) => room.game!.phase === 'playing' && playsOf(room.game!).length === 16,
  );

describe('who held each seat when each play was made', () => {
  it('starts with the four who sat down to the game', () => {
    const room = started(annsRoom());
    expect(room.seatHistory).toEqual([
      { seat: 0, name: 'Ann', uid: 'ann', hand: 1, play: 0 },
      { seat: 1, name: 'AI 2', uid: null, hand: 1, play: 0 },
      { seat: 2, name: 'AI 3', uid: null, hand: 1, play: 0 },
      { seat: 3, name: 'AI 4', uid: null, hand: 1, play: 0 },
    ]);
    expect(annsRoom().seatHistory).toEqual([]);
  });

  it('credits trick 1 to the AI and the plays after a newcomer sits down, in trick 5, to them', () => {
    const joined = bobSitsDown(inTrickFive());
    const hand = joined.game!.handNumber;
    expect(joined.seatHistory.at(-1)).toEqual({ seat: 1, name: 'Bob', uid: 'bob', hand, play: 16 });
    const over = stepUntil(joined, (room) => room.game!.phase === 'hand-complete');
    const plays = playsOf(over.game!);
    const playedBy = must(viewFor(over, 'bob')).playedBy;
    expect(playedBy).toHaveLength(plays.length);
    plays.forEach((play, index) => {
      const expected =
        play.seat === 1 ? (index < 16 ? 'AI 2' : 'Bob') : ['Ann', 'AI 2', 'AI 3', 'AI 4'][play.seat];
      expect(playedBy[index], `play ${index + 1}`).toBe(expected);
    });
    // Ann's view says the same: the history is the room's, not the viewer's.
    expect(must(viewFor(over, 'ann')).playedBy).toEqual(playedBy);
  });

  it('gives the seat back to the AI from the play its holder left at', () => {
    const joined = bobSitsDown(inTrickFive());
    const later = stepUntil(
      joined,
      (room) => room.game!.phase === 'playing' && playsOf(room.game!).length === 20,
    );
    const left = must(leaveRoom(later, { uid: 'bob', now: NOW }));
    const hand = left.game!.handNumber;
    expect(left.seatHistory.slice(4)).toEqual([
      { seat: 1, name: 'Bob', uid: 'bob', hand, play: 16 },
      { seat: 1, name: 'AI 2', uid: null, hand, play: 20 },
    ]);
    // A change that keeps the person in the seat (their away flag, say) adds nothing.
    expect(must(joinRoom(left, { uid: 'ann', name: 'Ann', code: left.code })).seatHistory).toBe(
      left.seatHistory,
    );
  });

  it('credits a room stored before the history to whoever holds the seat now', () => {
    const plays = [{ seat: 1 as const }, { seat: 2 as const }];
    expect(playersOfPlays([], 1, plays, (seat) => `Seat ${seat + 1}`)).toEqual(['Seat 2', 'Seat 3']);
  });
});
