import { describe, expect, it } from 'vitest';
import { parseDomino, setOf } from '../engine';
import type { Action, BySeat, DominoSet, Seat } from '../engine';
import { testKey } from '../engine/test-support/keys';
import { dailyTable } from '../room';
import type { Room } from '../room';
import { NOW, must, step, stepUntil } from '../room/test-support/rooms';
import type { PlayerView } from '../view';
import { withDailyStars } from './daily-stars';

/** The issue's hand: AI 2 (seat 1) bids 39 in sixes and leads the 6-5; the player's partner takes
 * it with the 6-6 and AI 3 must drop the 6-4, so the player's side has 11 points and the bid is
 * set after one trick. Stars by points taken gave that defence none. */
const DEALT = [
  '6-0 3-2 4-2 5-2 4-3 5-3 5-4',
  '6-5 6-3 6-2 6-1 5-5 4-4 3-3',
  '6-6 0-0 1-0 2-0 3-0 4-0 5-0',
  '6-4 1-1 2-1 3-1 4-1 5-1 2-2',
].map((hand) => setOf(hand.split(' ').map((name) => parseDomino(name)!))) as unknown as BySeat<DominoSet>;
const PLAYS = ['1:6-5', '2:6-6', '3:6-4', '0:6-0'].map((play) => {
  const [seat, name] = play.split(':');
  return { seat: Number(seat) as Seat, domino: parseDomino(name!)! };
});

/** Every seat of the issue's hand: seat 1 bids 39 and names sixes, the others pass, and each seat
 * plays its domino of the trick; anything else (agreeing to score) is the first action offered. */
const issuesPlay = (view: PlayerView): Action => {
  const offered = view.validActions;
  const bid = offered.find((a) => a.type === 'bid' && a.kind === 'points' && a.value === 39);
  const pass = offered.find((a) => a.type === 'pass');
  const sixes = offered.find((a) => a.type === 'select-trump' && a.trump === 'sixes');
  const mine = PLAYS.find((p) => p.seat === view.seat);
  const play = offered.find((a) => a.type === 'play' && a.domino === mine?.domino);
  return (view.seat === 1 ? bid : pass) ?? sixes ?? play ?? offered[0]!;
};

/** Ann's daily table of the day, dealt the issue's hand. */
const issuesTable = (): Room => {
  const room = must(
    dailyTable({ id: 'daily-1', uid: 'ann', name: 'Ann', seed: 9, now: NOW, dealKey: testKey(5) }),
  );
  return { ...room, game: { ...room.game!, hands: DEALT } } as Room;
};

/** The room just before the change that ends it, and after. */
const lastChange = (room: Room): [Room, Room] => {
  let before = room;
  for (let i = 0; i < 200 && before.status !== 'finished'; i++) {
    const after = step(before, issuesPlay);
    if (after.status === 'finished') return [before, after];
    before = after;
  }
  throw new Error('the table never ended');
};

describe("the daily deal's stars", () => {
  it('gives a defence that sets a 39 bid in one trick every star, and shares seven squares', () => {
    const [before, after] = lastChange(issuesTable());
    expect(after.result).toMatchObject({
      kind: 'daily-challenge',
      outcome: { made: false, points: [11, 0] },
    });
    expect(after.result!.stars).toBeUndefined();
    const rated = withDailyStars(before, after);
    expect(rated.result).toMatchObject({
      stars: 3,
      shareText: 'Texas 42 daily 2023-11-14: ★★★ (11 of 42 points)\n🟩⬜⬜⬜⬜⬜⬜',
    });
    // Only the result changes.
    expect({ ...rated, result: after.result }).toEqual(after);
  });

  it('rates only the change that ends a daily table', () => {
    const [before, after] = lastChange(issuesTable());
    expect(withDailyStars(before, before)).toBe(before);
    const rated = withDailyStars(before, after);
    expect(withDailyStars(rated, rated)).toBe(rated);
  });

  it('calls a practice deal one', () => {
    const practice = must(dailyTable({ id: 'daily-1', uid: 'ann', name: 'Ann', seed: 9, now: NOW }));
    const over = stepUntil(practice, (room) => room.status === 'finished');
    const before = stepUntil(practice, (room) => room.version === over.version - 1);
    expect(withDailyStars(before, over).result!.shareText).toMatch(
      /^Texas 42 daily 2023-11-14 \(practice deal\): [★☆]{3} \(\d+ of 42 points\)\n[🟩🟨🟥⬜]{7}$/u,
    );
  });
});
