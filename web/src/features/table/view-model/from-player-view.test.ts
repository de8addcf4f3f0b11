import {
  afterOwnMove,
  answerCoach,
  coachView,
  decodeGame,
  dominoesIn,
  hints,
  joinRoom,
  recordOf,
  sameAction,
  spectatorView,
} from '@texas42/shared';
import type { Action, PlayAction, PlayerView } from '@texas42/shared';
import { describe, expect, it } from 'vitest';
import { dailyRoom, myView, playUntil, startedRoom } from '../../../testing/room-states';
import type { TableChoice } from '../table-view-model';
import { fromPlayerView, lastSeq } from './from-player-view';

/** The value of a room result that must be ok. */
const must = <T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

const enabled = (choices: readonly TableChoice[]) => choices.flatMap((c) => (c.action ? [c.action] : []));
const sameSet = (a: readonly Action[], b: readonly Action[]) =>
  a.length === b.length && a.every((x) => b.some((y) => sameAction(x, y)));

/** Bids the highest bid I may (so I win the auction), then plays the first valid action. */
const bidHigh = (view: PlayerView): Action =>
  view.phase === 'bidding'
    ? (view.validActions.filter((a) => a.type === 'bid').at(-1) ?? view.validActions[0]!)
    : view.validActions[0]!;

const myTurnTo = (phase: PlayerView['phase']) => (view: PlayerView) =>
  view.phase === phase && view.turn === view.seat;

describe('the table from a real PlayerView', () => {
  it('enables exactly the legal bids while I bid', () => {
    const view = myView(playUntil(startedRoom(3), myTurnTo('bidding')));
    const table = fromPlayerView(view);
    expect(table.bidding).not.toBeNull();
    const panel = table.bidding!;
    expect(panel.points.map((c) => c.label)).toEqual(Array.from({ length: 12 }, (_, i) => String(30 + i)));
    expect(
      sameSet(
        [...enabled(panel.points), ...enabled(panel.marks), ...enabled([panel.pass])],
        view.validActions,
      ),
    ).toBe(true);
    expect(table.trumpChoice).toBeNull();
    expect(table.hand).toHaveLength(7);
    expect(table.hand.every((d) => !d.playable)).toBe(true);
    expect(table.prompt).toMatch(/^Your bid/);
  });

  it("gives the AI's advice for my move at a table with hints on, and none without", () => {
    const hinted = myView(playUntil(startedRoom(3, {}, { transformers: [hints()] }), myTurnTo('bidding')));
    expect(hinted.hints).toHaveLength(1);
    expect(hinted.validActions.some((a) => sameAction(a, hinted.hints[0]!.action))).toBe(true);
    expect(fromPlayerView(hinted).hint).toMatch(/^(Bid [^:]+|Pass): /);
    const plain = myView(playUntil(startedRoom(3), myTurnTo('bidding')));
    expect(plain.hints).toEqual([]);
    expect(fromPlayerView(plain).hint).toBeNull();
    // A hint still to come (the offline table shows the turn first) is said to be coming; at a
    // table without hints, or once it is there, it is not.
    expect(fromPlayerView({ ...hinted, hints: [] }).hintComing).toBe(true);
    expect(fromPlayerView(hinted).hintComing).toBe(false);
    expect(fromPlayerView(plain).hintComing).toBe(false);
    // A play's too; never the Next of a finished trick, which is nobody's turn.
    const playing = myView(playUntil(startedRoom(3, {}, { transformers: [hints()] }), myTurnTo('playing')));
    expect(fromPlayerView({ ...playing, hints: [] }).hintComing).toBe(true);
    expect(fromPlayerView(playing).hintComing).toBe(false);
    const complete = (v: PlayerView) => v.phase === 'trick-complete';
    const next = myView(playUntil(startedRoom(3, {}, { transformers: [hints()] }), complete));
    expect(next.validActions.map((action) => action.type)).toEqual(['agree']);
    expect(fromPlayerView({ ...next, hints: [] }).hintComing).toBe(false);
  });

  it("explains each AI play in the trick at a table with hints on, written and spoken, and mine and a person's never", () => {
    const complete = (v: PlayerView) => v.phase === 'trick-complete' && v.tricks.length === 2;
    const practice = myView(playUntil(startedRoom(7, {}, { transformers: [hints()] }), complete));
    const plays = fromPlayerView(practice).trick.plays;
    expect(plays).toHaveLength(4);
    for (const play of plays) {
      if (play.position === 'bottom') expect(play.why).toBeUndefined();
      else {
        expect(play.why?.text).toMatch(/^AI \d (led|had) .*\d-\d/);
        expect(play.why?.spoken).not.toMatch(/\d-\d/);
      }
    }
    const friends = myView(
      playUntil(startedRoom(7, {}, { friends: true, transformers: [hints()] }), complete),
    );
    const people = fromPlayerView(friends).trick.plays.filter((p) => p.position !== 'right');
    expect(people.map((p) => p.why)).toEqual([undefined, undefined, undefined]);
    const plain = fromPlayerView(myView(playUntil(startedRoom(7), complete))).trick.plays;
    expect(plain.map((p) => p.why)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it("shows a coach the coached seat's hand from that seat's chair, to look at, not to play", () => {
    const room = startedRoom(3, {}, { friends: true });
    const asked = must(joinRoom(room, { uid: 'kim', name: 'Kim', code: room.code, joining: { coach: 1 } }));
    const coached = must(answerCoach(asked, { uid: 'carlos', watcher: 'kim', accept: true }));
    const table = fromPlayerView(must(coachView(coached, 1)));
    expect(table.watching).toBe(true);
    expect(table.players.bottom.name).toBe('Carlos');
    expect(table.hand.map((d) => d.id).sort((a, b) => a - b)).toEqual(dominoesIn(coached.game!.hands[1]));
    expect(table.hand.every((d) => !d.playable)).toBe(true);
    expect(fromPlayerView(must(spectatorView(coached))).hand).toEqual([]);
  });

  it('shows the other seats as counts only, with their bids on the plates', () => {
    const view = myView(playUntil(startedRoom(3), myTurnTo('bidding')));
    const table = fromPlayerView(view);
    expect(table.players.bottom.name).toBe('Mia');
    for (const position of ['left', 'top', 'right'] as const) {
      expect(table.players[position].dominoCount).toBe(7);
      expect(table.players[position].kind).toBe('ai');
    }
    const bidders = view.bids.length;
    const shown = Object.values(table.players).filter((p) => p.bid !== null).length;
    expect(shown).toBe(bidders);
  });

  it('offers the legal trumps to the winning bidder', () => {
    const view = myView(playUntil(startedRoom(5), myTurnTo('trump'), bidHigh));
    const table = fromPlayerView(view);
    const panel = table.trumpChoice!;
    expect(panel.title).toMatch(/^Name trump for /);
    expect(sameSet(enabled(panel.choices), view.validActions)).toBe(true);
    expect(panel.choices.find((c) => c.key === 'sixes')?.note).toMatch(/^\d in hand$/);
    expect(table.contract?.bidder).toBe('bottom');
    expect(table.contract?.trump).toBeNull();
  });

  it('lets me tap only the legal dominoes when it is my turn to play', () => {
    const room = playUntil(startedRoom(7), (v) => myTurnTo('playing')(v) && v.trick.length > 0);
    const view = myView(room);
    const table = fromPlayerView(view);
    const legal = view.validActions.flatMap((a) => (a.type === 'play' ? [a.domino] : []));
    expect(
      table.hand
        .filter((d) => d.playable)
        .map((d) => d.id)
        .sort(),
    ).toEqual([...legal].sort());
    expect(table.turn).toBe('bottom');
    expect(table.trick.plays.length).toBe(view.trick.length);
    expect(table.contract?.trump).not.toBeNull();
  });

  it('draws my own lead at once, before the room confirms it: out of my hand, into the trick', () => {
    const before = myView(playUntil(startedRoom(7), (v) => myTurnTo('playing')(v) && v.trick.length === 0));
    const lead = before.validActions[0] as PlayAction;
    const drawn = afterOwnMove(before, lead)!;
    const table = fromPlayerView(drawn, Number.MAX_SAFE_INTEGER - 1);
    expect(table.hand.map((d) => d.id)).not.toContain(lead.domino);
    expect(table.hand).toHaveLength(before.self!.hand.length - 1);
    expect(table.trick.plays).toEqual([{ position: 'bottom', dominoId: lead.domino, fresh: false }]);
    expect(table.turn).toBe('left');
    expect(table.prompt).toMatch(/ to play: \w+ led\.$/);
    // The play is new to me: it slides into the trick without waiting for the room.
    expect(fromPlayerView(drawn, lastSeq(before) ?? -1).trick.plays[0]!.fresh).toBe(true);
  });

  it('asks for Next after a trick, naming its winner', () => {
    const view = myView(playUntil(startedRoom(7), (v) => v.phase === 'trick-complete'));
    const table = fromPlayerView(view);
    expect(table.consensus?.label).toBe('Next');
    expect(table.consensus?.action).toEqual({ type: 'agree', seat: 0, to: 'complete-trick' });
    expect(table.consensus?.waiting).toBeNull();
    expect(table.consensus?.agreed).toEqual({ bottom: false, left: true, top: true, right: true });
    expect(table.trick.winner).not.toBeNull();
    expect(table.prompt).toMatch(/takes? the trick: \d+ points?\.$/);
  });

  it('tells how the hand ended and what it was worth', () => {
    const view = myView(playUntil(startedRoom(11), (v) => v.phase === 'hand-complete'));
    const table = fromPlayerView(view);
    const result = table.handResult!;
    expect(result.headline).toMatch(/ (made|set on) /);
    expect(result.points.us + result.points.them).toBeLessThanOrEqual(42);
    expect(result.award).toMatch(/^1 mark to (us|them)$|^\d marks to (us|them)$/);
    expect(table.consensus?.label).toBe('Next hand');
  });

  it('offers "See the result", not a next hand, after the hand that wins the game', () => {
    const room = playUntil(
      startedRoom(13, { target: { kind: 'marks', value: 1 } }),
      (v) => v.phase === 'hand-complete',
    );
    expect(fromPlayerView(myView(room)).consensus?.label).toBe('See the result');
  });

  it('names the winner at the end of a one-mark game, with the replay of the game', () => {
    const room = playUntil(
      startedRoom(13, { target: { kind: 'marks', value: 1 } }),
      (v) => v.winner !== null,
    );
    const table = fromPlayerView(myView(room));
    expect(table.gameResult?.headline).toMatch(/^(You win!|They win)$/);
    expect(table.gameResult?.detail).toBe('1 mark to 0');
    expect(decodeGame(table.gameResult!.replayLink!)).toEqual({ ok: true, value: recordOf(room.game!) });
  });

  it("names a watcher's winners as the score bar names the teams, from whichever seat they watch", () => {
    const room = playUntil(
      startedRoom(13, { target: { kind: 'marks', value: 1 } }, { friends: true }),
      (v) => v.winner !== null,
    );
    const view = must(spectatorView(room));
    for (const seat of [0, 1] as const) {
      const table = fromPlayerView(view, null, seat);
      const { bottom, top, left, right } = table.players;
      const side = table.gameResult!.winner === 'us' ? [bottom, top] : [left, right];
      expect(table.gameResult?.headline).toBe(`${side[0]!.name} & ${side[1]!.name} win`);
    }
  });

  it('marks only plays made since the last look as fresh, and sweeps a collected trick', () => {
    const before = playUntil(startedRoom(7), myTurnTo('playing'));
    const seen = lastSeq(myView(before));
    const after = playUntil(
      before,
      (v) => v.phase === 'playing' && v.trick.length === 1 && v.tricks.length === 1,
    );
    const table = fromPlayerView(myView(after), seen);
    expect(table.trick.plays[0]?.fresh).toBe(true);
    expect(table.sweep?.trick.plays).toHaveLength(4);
    const again = fromPlayerView(myView(after), lastSeq(myView(after)));
    expect(again.trick.plays[0]?.fresh).toBe(false);
    expect(again.sweep).toBeNull();
    expect(fromPlayerView(myView(after)).sweep).toBeNull();
  });

  it("turns a watcher's table round to the seat they watch from, and shows no hand during play", () => {
    const room = playUntil(startedRoom(7, {}, { friends: true }), (v) => v.phase === 'playing');
    const from = (seat: 0 | 1 | 2 | 3 | null) => fromPlayerView(must(spectatorView(room)), null, seat);
    expect(from(null).players.bottom.name).toBe('Mia');
    const table = from(2);
    expect(table.watching).toBe(true);
    expect([table.players.bottom.name, table.players.left.name, table.players.top.name]).toEqual([
      'Grandma',
      'AI 4',
      'Mia',
    ]);
    expect(table.players.right.name).toBe('Carlos');
    const onTurn = (t: ReturnType<typeof from>) => t.players[t.turn!].name;
    expect(onTurn(table)).toBe(onTurn(from(0)));
    expect(table.hand).toEqual([]);
    for (const position of ['left', 'top', 'right'] as const)
      expect(table.players[position].shown).toBeUndefined();
  });

  it("draws every seat's whole deal face up for a watcher once the hand is over, the watched seat's at the bottom", () => {
    const room = playUntil(startedRoom(11, {}, { friends: true }), (v) => v.phase === 'hand-complete');
    const view = must(spectatorView(room));
    const dealt = (seat: number) =>
      [...view.revealedHands.find((h) => h.seat === seat)!.dealt].sort((a, b) => a - b);
    const sorted = (ids: readonly number[] | undefined) => [...(ids ?? [])].sort((a, b) => a - b);
    const table = fromPlayerView(view, null, 1);
    expect(table.players.bottom.name).toBe('Carlos');
    expect(sorted(table.hand.map((d) => d.id))).toEqual(dealt(1));
    expect(table.hand.every((d) => !d.playable && d.action === null)).toBe(true);
    expect(sorted(table.players.left.shown)).toEqual(dealt(2));
    expect(sorted(table.players.top.shown)).toEqual(dealt(3));
    expect(sorted(table.players.right.shown)).toEqual(dealt(0));
    expect(dealt(0)).toHaveLength(7);
  });

  it('keeps a player in their seat and a coach in the coached seat, whatever side is asked', () => {
    const room = startedRoom(3, {}, { friends: true });
    expect(fromPlayerView(myView(room), null, 2).players.bottom.name).toBe('Mia');
    const asked = must(joinRoom(room, { uid: 'kim', name: 'Kim', code: room.code, joining: { coach: 1 } }));
    const coached = must(answerCoach(asked, { uid: 'carlos', watcher: 'kim', accept: true }));
    const table = fromPlayerView(must(coachView(coached, 1)), null, 3);
    expect(table.players.bottom.name).toBe('Carlos');
    expect(table.hand).toHaveLength(7);
    for (const position of ['left', 'top', 'right'] as const)
      expect(table.players[position].shown).toBeUndefined();
  });

  it("shows every seat's last deal face up to a player once the game is over, their own in their hand", () => {
    const room = playUntil(
      startedRoom(13, { target: { kind: 'marks', value: 1 } }),
      (v) => v.winner !== null,
    );
    const view = myView(room);
    const table = fromPlayerView(view);
    for (const [position, seat] of [
      ['left', 1],
      ['top', 2],
      ['right', 3],
    ] as const)
      expect(new Set(table.players[position].shown)).toEqual(
        new Set(view.revealedHands.find((h) => h.seat === seat)!.dealt),
      );
    // Mia's own deal, as a watcher is shown it: her hand holds all seven again, none to play.
    const mine = must(spectatorView(room)).revealedHands.find((h) => h.seat === 0)!.dealt;
    expect(mine).toHaveLength(7);
    expect(new Set(table.hand.map((domino) => domino.id))).toEqual(new Set(mine));
    expect(table.hand.every((domino) => !domino.playable)).toBe(true);
  });
});

describe('the daily deal’s end', () => {
  it('shows the stars, the points and the share’s squares, and no hand result of a game going on', () => {
    const table = fromPlayerView(
      myView(
        playUntil(
          dailyRoom('33'.repeat(32)),
          (v) => v.result !== null,
          (v) => bidHigh(v),
        ),
      ),
    );
    const daily = table.dailyResult!;
    expect(daily.starsOf).toBe(3);
    expect(daily.shareText).toMatch(/^Texas 42 daily 2026-11-26: [★☆]{3} \(\d+ of 42 points\)\n/);
    expect(daily.shareText).toContain(`(${daily.points} of 42 points)`);
    // The squares drawn on the page are the share's, trick for trick.
    const squares = { perfect: '🟩', slip: '🟨', costly: '🟥', unplayed: '⬜' } as const;
    expect(daily.tricks.map((mark) => squares[mark]).join('')).toBe(daily.shareText.split('\n')[1]);
    expect(daily.tricks).toHaveLength(7);
    expect(fromPlayerView(myView(startedRoom(7))).dailyResult).toBeNull();
  });
});
