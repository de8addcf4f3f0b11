import { act, AI_PLAYERS, dominoesIn, playAi, viewFor } from '@texas42/shared';
import type { Action, PlayerView, Room, Settings } from '@texas42/shared';
import { describe, expect, it } from 'vitest';
import { myView, startedRoom } from '../../../testing/room-states';
import { fromPlayerView } from './from-player-view';
import { afterOwnMove } from './own-move';

const must = <T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

/** What the table draws of a view, beside what only the room knows (clock, hints, next moves). */
const shown = (view: PlayerView) => ({
  phase: view.phase,
  turn: view.turn,
  self: view.self,
  players: view.players,
  bids: view.bids,
  contract: view.contract,
  trump: view.trump,
  declarer: view.declarer,
  sittingOut: view.sittingOut,
  trick: view.trick,
  suitLed: view.suitLed,
  tricks: view.tricks,
  points: view.points,
  consensus: view.consensus,
});

/** Every domino id anywhere in a view: hands, tricks, bids' dominoes, events. */
const dominoesAnywhere = (view: PlayerView): Set<number> =>
  new Set([
    ...(view.self?.hand ?? []),
    ...view.revealedHands.flatMap((hand) => [...hand.hand, ...hand.dealt]),
    ...view.trick.map((play) => play.domino),
    ...view.tricks.flatMap((trick) => trick.plays.map((play) => play.domino)),
    ...view.recentEvents.flatMap((event) =>
      event.type === 'play'
        ? [event.domino]
        : event.type === 'trick-won'
          ? event.plays.map((p) => p.domino)
          : [],
    ),
  ]);

const TABLES: readonly {
  readonly name: string;
  readonly settings: Partial<Settings>;
  readonly friends?: boolean;
}[] = [
  { name: 'the tournament rules and two friends', settings: {}, friends: true },
  {
    name: 'nello, splash, plunge and sevens',
    settings: { nello: { doubles: 'own-suit' }, splash: true, plunge: true, sevens: true },
  },
];

/** Plays `seeds` games (me in seat 0, friends in seats 1 and 2 if asked, the AI elsewhere) and
 * calls `check` with every move I may make, my view before it and my view after the room took it;
 * everyone makes the AI's choice. */
function everyOwnMove(
  seeds: readonly number[],
  settings: Partial<Settings>,
  check: (before: PlayerView, action: Action, after: PlayerView) => void,
  friends = false,
): number {
  let checked = 0;
  for (const seed of seeds) {
    let room: Room = startedRoom(seed, settings, { friends });
    const choose = (v: PlayerView) => AI_PLAYERS.heuristic(v, seed) ?? v.validActions[0]!;
    for (let step = 0; step < 400 && room.status === 'playing'; step++) {
      const view = myView(room);
      if (view.validActions.length === 0) {
        const friend = (friends ? ['carlos', 'grandma'] : []).find(
          (uid) => must(viewFor(room, uid)).validActions.length > 0,
        );
        room =
          friend === undefined
            ? must(playAi(room, { now: 0, strategy: choose }))
            : must(act(room, { uid: friend, action: choose(must(viewFor(room, friend))), now: 0 }));
        continue;
      }
      for (const action of view.validActions) {
        check(view, action, must(viewFor(must(act(room, { uid: 'me', action, now: 0 })), 'me')));
        checked++;
      }
      room = must(act(room, { uid: 'me', action: choose(view), now: 0 }));
    }
  }
  return checked;
}

describe('my own move, shown before the room confirms it', () => {
  for (const { name, settings, friends } of TABLES) {
    it(`shows what the room will show after each of my moves, with ${name}`, () => {
      let redeals = 0;
      const compared = new Set<string>();
      const checked = everyOwnMove(
        [1, 2, 3, 4, 5, 6],
        settings,
        (before, action, after) => {
          const shownNow = afterOwnMove(before, action);
          if (shownNow === null) {
            // Only the last pass of an all-pass is not shown: it deals a new hand.
            expect(action.type).toBe('pass');
            expect(after.bids).toEqual([]);
            redeals++;
            return;
          }
          if (action.type === 'agree' && after.phase !== before.phase) {
            // Everyone had agreed: the room ran the follow-up, which the view waits for.
            expect(shownNow.consensus.agreed[before.seat!]).toBe(true);
            return;
          }
          expect(shown(shownNow)).toEqual(shown(after));
          compared.add(action.type === 'select-trump' ? `trump ${action.trump}` : action.type);
          // The move's event carries the number the room gives it, so it animates only once.
          const event = shownNow.recentEvents.at(-1)!;
          expect(after.recentEvents).toContainEqual(event);
        },
        friends,
      );
      expect(checked).toBeGreaterThan(500);
      expect(redeals).toBeLessThan(checked);
      expect([...compared]).toEqual(
        expect.arrayContaining([friends ? 'agree' : 'bid', 'bid', 'pass', 'play']),
      );
      if (settings.nello) expect(compared).toContain('trump nello');
    });
  }

  it('takes a played domino from my hand into the trick and passes the turn at once', () => {
    let seen = 0;
    everyOwnMove([7], {}, (before, action) => {
      if (action.type !== 'play' || before.trick.length !== 0 || seen++ > 0) return;
      const table = fromPlayerView(afterOwnMove(before, action)!, Number.MAX_SAFE_INTEGER - 1);
      expect(table.hand.map((d) => d.id)).not.toContain(action.domino);
      expect(table.hand).toHaveLength(before.self!.hand.length - 1);
      expect(table.trick.plays).toEqual([{ position: 'bottom', dominoId: action.domino, fresh: false }]);
      expect(table.turn).toBe('left');
      expect(table.prompt).toMatch(/ to play: \w+ led\.$/);
      // The play is new to the viewer: it slides into the trick without waiting for the room.
      const fresh = fromPlayerView(afterOwnMove(before, action)!, before.recentEvents.at(-1)?.seq ?? -1);
      expect(fresh.trick.plays[0]!.fresh).toBe(true);
    });
    expect(seen).toBeGreaterThan(0);
  });

  it('offers no move until the room has answered, and shows no domino my view did not hold', () => {
    everyOwnMove([8, 9], { nello: { doubles: 'low' }, splash: true, plunge: true }, (before, action) => {
      const shownNow = afterOwnMove(before, action);
      if (shownNow === null) return;
      expect(shownNow.validActions).toEqual([]);
      expect(shownNow.autoPlay).toBeNull();
      expect(shownNow.hints).toEqual([]);
      const known = dominoesAnywhere(before);
      for (const id of dominoesAnywhere(shownNow)) expect(known.has(id)).toBe(true);
      expect(shownNow.revealedHands).toEqual(before.revealedHands);
    });
  });

  it('shows nothing for a move my view does not offer', () => {
    let refused = 0;
    everyOwnMove([10], {}, (before, action) => {
      if (action.type !== 'play' || refused > 0) return;
      const notMine = dominoesIn(0x0fffffff).find((id) => !before.self!.hand.includes(id))!;
      expect(afterOwnMove(before, { type: 'play', seat: before.seat!, domino: notMine })).toBeNull();
      const other = ((before.seat! + 1) % 4) as 0 | 1 | 2 | 3;
      expect(afterOwnMove(before, { ...action, seat: other })).toBeNull();
      refused++;
    });
    expect(refused).toBe(1);
  });
});
