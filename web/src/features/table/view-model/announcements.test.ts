import { actionsOf, afterOwnMove, hints, singleHand, spectatorView } from '@texas42/shared';
import type { Action, PlayerView, Room } from '@texas42/shared';
import { describe, expect, it } from 'vitest';
import { dailyRoom, myView, playUntil, startedRoom } from '../../../testing/room-states';
import { firstHearing, tell } from './announcements';
import type { Heard } from './announcements';
import { bidSaid, playSaid, trumpSaid, whoDoes } from './spoken';
import { lastTrickReading, tableReading } from './table-reading';

/** A game played to one mark: its first hand ends it. */
const ONE_MARK_GAME = { target: { kind: 'marks', value: 1 } } as const;

/** Every view of mine from the deal to the end of a game played to one mark, one per step. */
function viewsOfOneMarkGame(seed: number) {
  const views: PlayerView[] = [];
  const room = playUntil(startedRoom(seed, ONE_MARK_GAME), (view) => {
    views.push(view);
    return view.phase === 'game-over';
  });
  return { room, views };
}

/** Every view of mine at a table of one hand (`room`: a lesson's, the daily deal's), from the deal
 * to the table's result. */
function viewsToResult(room: Room): PlayerView[] {
  const views: PlayerView[] = [];
  playUntil(room, (view) => {
    views.push(view);
    return view.result !== null;
  });
  return views;
}

/** A lesson's table: one hand (single-hand) in a game played to 7 marks, which it never reaches. */
const lessonLike = (seed: number): Room => startedRoom(seed, {}, { transformers: [singleHand()] });

/** The table plays one hand, not a game (the words' last argument). */
const AT_ONE_HAND = true;

/** Everything told while the views arrive one after the other (at a table of one hand, `oneHand`). */
function toldAcross(views: readonly PlayerView[], oneHand = false): string[] {
  const first = firstHearing(views[0]!, views[0]!.seat ?? 0);
  let heard: Heard = first.heard;
  const lines = [...first.lines];
  for (const view of views.slice(1)) {
    const next = tell(heard, view, view.seat ?? 0, oneHand);
    heard = next.heard;
    lines.push(...next.lines);
  }
  return lines;
}

/** The sentence each bid, pass, trump and play of the game's record should be told with. */
function recordSaid(room: Room, view: PlayerView): string[] {
  return actionsOf(room.game!).flatMap((action: Action) => {
    if (action.type === 'bid') return [bidSaid(view, action.seat, action)];
    if (action.type === 'pass') return [`${whoDoes(view, action.seat, 'pass')}.`];
    if (action.type === 'select-trump') return [trumpSaid(view, action.seat, action.trump)];
    if (action.type === 'play') return [playSaid(view, action.seat, action.domino)];
    return [];
  });
}

const MOVE = /^(.+ (bids?|pass(es)?|names?|plays?) .+|.+ pass(es)?\.)$/;

describe('what the table tells a listening player', () => {
  it('tells every bid, pass, trump and play of a hand once, in the order of the record', () => {
    const { room, views } = viewsOfOneMarkGame(3);
    const told = toldAcross(views);
    const last = views.at(-1)!;
    expect(told.filter((line) => MOVE.test(line))).toEqual(recordSaid(room, last));
    expect(told.filter((line) => line.includes(' the trick: '))).toHaveLength(last.tricks.length || 7);
    expect(told.filter((line) => line.startsWith('Game over.'))).toHaveLength(1);
    expect(told.filter((line) => /^(You|.+) (made|was set|were set)/.test(line))).toHaveLength(1);
  });

  it('says moves with the domino words of the hand and the bids as shown', () => {
    const { views } = viewsOfOneMarkGame(3);
    const told = toldAcross(views);
    expect(told.some((line) => /^AI \d (passes|bids \d+)\.$/.test(line))).toBe(true);
    expect(told.some((line) => /^You play (double \w+|\w+-\w+)\.$/.test(line))).toBe(true);
    expect(told.some((line) => /^(You name|AI \d names) \w+( trump)?[.:]/.test(line))).toBe(true);
    expect(told[0]).toMatch(/bidding|Your bid/);
  });

  it('tells the same, once each, when several moves arrive in one view', () => {
    const { room, views } = viewsOfOneMarkGame(3);
    const sparse = views.filter((_, i) => i % 3 === 0 || i === views.length - 1);
    const told = toldAcross(sparse);
    expect(told.filter((line) => MOVE.test(line))).toEqual(recordSaid(room, views.at(-1)!));
  });

  it('summarises a view that brings a whole trick and more at once, after a lost connection', () => {
    const { views } = viewsOfOneMarkGame(3);
    const playing = views.findIndex((v) => v.phase === 'playing');
    const away = views.findIndex((v, i) => i > playing && v.tricks.length >= 3);
    const before = firstHearing(views[playing]!, 0).heard;
    const back = tell(before, views[away]!, 0);
    expect(back.lines[0]).toBe('The table moved on while you were away.');
    expect(back.lines.filter((line) => MOVE.test(line))).toEqual([]);
    expect(back.lines.length).toBeLessThan(7);
    // Nothing of it is told again by the next view.
    const next = tell(back.heard, views[away + 1]!, 0);
    expect(next.lines.length).toBeLessThanOrEqual(3);
  });

  it('tells my own move once, drawn before the room confirmed it and then confirmed', () => {
    const room = playUntil(startedRoom(3, ONE_MARK_GAME), (v) => v.phase === 'playing' && v.turn === v.seat);
    const view = myView(room);
    const heard = firstHearing(view, 0).heard;
    const drawn = afterOwnMove(view, view.validActions[0]!)!;
    const mine = tell(heard, drawn, 0);
    expect(mine.lines.filter((line) => line.startsWith('You play'))).toHaveLength(1);
    const confirmed = playUntil(room, (v) => v.trick.length !== view.trick.length);
    const after = tell(mine.heard, myView(confirmed), 0);
    expect(after.lines.filter((line) => line.startsWith('You play'))).toEqual([]);
  });

  it('names every seat to a watcher, never "you"', () => {
    const watched = (room: Room) => {
      const view = spectatorView(room);
      if (!view.ok) throw new Error(view.error.message);
      return view.value;
    };
    const views = [watched(startedRoom(5, ONE_MARK_GAME))];
    let room = startedRoom(5, ONE_MARK_GAME);
    while (views.at(-1)!.phase !== 'game-over') {
      let looks = 0;
      room = playUntil(room, () => looks++ === 1);
      views.push(watched(room));
    }
    const told = toldAcross(views);
    expect(told.filter((line) => MOVE.test(line))).toEqual(recordSaid(room, views.at(-1)!));
    expect(told.some((line) => /\byou\b/i.test(line))).toBe(false);
  });

  it("tells a game's hand by the marks it is worth, and the game's end", () => {
    const { views } = viewsOfOneMarkGame(3);
    const told = toldAcross(views);
    expect(told.filter((line) => / (made|was set|were set) /.test(line))).toEqual([
      expect.stringMatching(/^.+ (made|was set|were set) .+: .+; 1 mark to (us|them)\.$/),
    ]);
    expect(told.filter((line) => line.startsWith('Game over.'))).toEqual([
      expect.stringMatching(/^Game over\. (You win!|They win) 1 mark to 0\.$/),
    ]);
  });

  it("tells a hand's end at a table of one hand by made or set and each side's points, with no marks", () => {
    // A lesson's table ends on the lesson's own screen; the daily deal's stays under its stars, so
    // the end of its table is told too.
    for (const room of [lessonLike(3), dailyRoom('33'.repeat(32))]) {
      const views = viewsToResult(room);
      const last = views.at(-1)!;
      const told = toldAcross(views, AT_ONE_HAND);
      const ends = told.filter((line) => / (made|was set|were set) /.test(line));
      expect(ends).toEqual([
        expect.stringMatching(
          new RegExp(
            `^.+ (made|was set|were set) .+: .+; us ${last.points[0]} points?, them ${last.points[1]}\\.$`,
          ),
        ),
      ]);
      expect(told.filter((line) => /\bmarks?\b/.test(line) && !/ bids? /.test(line))).toEqual([]);
      // The hand was the table's whole game: no "Game over", nor a count of marks won.
      expect(told.filter((line) => line.startsWith('Game over'))).toEqual([]);
    }
  });

  it('starts a new game afresh when the log starts again', () => {
    const { views } = viewsOfOneMarkGame(3);
    const end = firstHearing(views.at(-1)!, 0).heard;
    const again = tell(
      end,
      views.find((v) => v.recentEvents.length > 0)!,
      0,
    );
    expect(again.lines[0]).toBe('A new game.');
  });
});

describe('reading the table', () => {
  it('reads the contract, trump, the trick, the score and whose move it is', () => {
    const room = playUntil(
      startedRoom(3, ONE_MARK_GAME),
      (v) => v.phase === 'playing' && v.trick.length === 2,
    );
    const view = myView(room);
    const lines = tableReading(view, 0);
    expect(lines[0]).toMatch(/^Hand 1: .+ by .+, \w+.* trump\.$|^Hand 1: .+ by .+, (nello|sevens|follow-me)/);
    expect(lines[1]).toMatch(/^Trick \d: .+ (double \w+|\w+-\w+), .+\.$/);
    expect(lines[2]).toMatch(
      /^Score this hand: us \d+, them \d+\. Game: us 0 marks, them 0, playing to 1 mark\.$/,
    );
    expect(lines[3]).toMatch(view.turn === 0 ? /^Your/ : /to play/);
  });

  it("reads a table of one hand as this hand, by its points alone, without a hand's number or a game's marks", () => {
    const view = myView(playUntil(lessonLike(3), (v) => v.phase === 'playing' && v.trick.length === 2));
    const lines = tableReading(view, 0, AT_ONE_HAND);
    expect(lines[0]).toBe('This hand: 30 by AI 2, blanks trump.');
    expect(lines[2]).toBe(`Score this hand: us ${view.points[0]}, them ${view.points[1]}. Playing one hand.`);
    expect(lines.join(' ')).not.toMatch(/mark|Game/);
    const bidding = myView(lessonLike(3));
    expect(tableReading(bidding, 0, AT_ONE_HAND)[0]).toBe('This hand, bidding: no bid yet.');
    expect(tableReading(bidding, 0, AT_ONE_HAND)).toContain(
      'Score this hand: us 0, them 0. Playing one hand.',
    );
    expect(tableReading(bidding, 0, AT_ONE_HAND).join(' ')).not.toMatch(/Hand \d/);
  });

  it("reads a game's marks and what it is played to, at a table that plays a game", () => {
    const view = myView(playUntil(startedRoom(3), (v) => v.phase === 'playing'));
    expect(tableReading(view, 0)[2]).toBe(
      'Score this hand: us 0, them 0. Game: us 0 marks, them 0, playing to 7 marks.',
    );
  });

  it('says the last trick taken again, and that there is none before the first', () => {
    const first = myView(playUntil(startedRoom(3, ONE_MARK_GAME), (v) => v.phase === 'playing'));
    expect(lastTrickReading(first)).toBe('No trick taken yet this hand.');
    const later = myView(
      playUntil(startedRoom(3, ONE_MARK_GAME), (v) => v.phase === 'playing' && v.tricks.length === 2),
    );
    const trick = later.tricks[1]!;
    expect(lastTrickReading(later)).toMatch(
      new RegExp(`^Last trick, trick 2: .+\\. .+ took it: ${trick.points} points?\\.$`),
    );
  });

  it("explains each AI's play of the last trick at a table with hints on, in spoken words", () => {
    const room = startedRoom(3, ONE_MARK_GAME, { transformers: [hints()] });
    const practice = myView(playUntil(room, (v) => v.phase === 'playing' && v.tricks.length === 2));
    const said = lastTrickReading(practice);
    const ai = practice.tricks[1]!.plays.filter((play) => play.seat !== 0);
    expect(said).toMatch(/^Last trick, trick 2: .+ took it: \d+ points?\. AI \d (led|had) /);
    expect(said.match(/(?:^|\. )AI \d (?:led|had) /g)).toHaveLength(ai.length);
    expect(said).not.toMatch(/\d-\d/);
  });
});
