import type { HandOutcome, PlayerView } from '@texas42/shared';
import { describe, expect, it } from 'vitest';
import { myView, playUntil, startedRoom } from '../../../testing/room-states';
import { handResultOf } from './results';

// A hand's result in words, for outcomes a seeded deal seldom reaches: the view is a real hand's
// end, its outcome replaced by the one under test.
const handEnd: PlayerView = myView(playUntil(startedRoom(11), (v) => v.phase === 'hand-complete'));

/** A point bid by AI 2 (seat 1, the other side) of `value`, taking `taken` of the 42 points. */
const pointBid = (value: number, taken: number, marks: [number, number] = [1, 0]): HandOutcome => ({
  contract: { bidder: 1, kind: 'points', value },
  trump: 'threes',
  made: taken >= value,
  points: [42 - taken, taken],
  marks,
  gamePoints: [42 - taken, taken],
});

describe('a hand result in words', () => {
  it('counts one point taken in the singular', () => {
    const result = handResultOf(handEnd, 0, pointBid(32, 1));
    expect(result.headline).toBe(`${handEnd.players[1].name} was set on 32`);
    expect(result.detail).toBe('1 point, short by 31');
    expect(result.award).toBe('1 mark to us');
  });

  it('says a bid made to the point and one made with points to spare', () => {
    expect(handResultOf(handEnd, 0, pointBid(30, 30, [0, 1])).detail).toBe('30 points, exactly enough');
    expect(handResultOf(handEnd, 0, pointBid(30, 34, [0, 1])).detail).toBe('34 points, 4 to spare');
  });

  it('counts a game played to points in game points, one of them in the singular', () => {
    const toPoints: PlayerView = {
      ...handEnd,
      settings: { ...handEnd.settings, target: { kind: 'points', value: 250 } },
    };
    const outcome = { ...pointBid(41, 41, [0, 1]), gamePoints: [1, 41] as const };
    expect(handResultOf(toPoints, 0, outcome).award).toBe('1 game point to us, 41 to them');
    expect(handResultOf(toPoints, 1, outcome).award).toBe('41 game points to us, 1 to them');
  });
});
