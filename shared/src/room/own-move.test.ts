// Property test of the own-move prediction over thousands of random games: at every move a person
// makes, what `afterOwnMove` draws from their view before the move equals, on every field it
// claims, the view the room gives them once it has taken the move (the server's path: `act`, then
// `viewFor`); or it draws nothing, and then the move redealt, scored the hand or ended the game.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dominoesIn, sameData } from '../engine';
import type { Action, Seat } from '../engine';
import { SETTINGS_MIX, randomSource } from '../view/test-support/random-games';
import { seatOf } from '../view';
import type { GameEvent, PlayerView } from '../view';
import { aiOnTurn, playAi } from './ai-turn';
import { setAway } from './away';
import { joinRoom } from './membership';
import { afterOwnMove, PREDICTED_FIELDS } from './own-move';
import { act } from './play';
import { forcedBidMinimum, hints, singleHand, speed, tournament } from './registry';
import { seatOfUid } from './room';
import type { Room } from './room';
import { tableActions } from './table';
import { configureRoom } from './setup';
import type { TransformerSpec } from './transformer';
import {
  NOW,
  annsDaily,
  annsRoom,
  keyFor,
  must,
  roomWith,
  started,
  startedOnline,
  stepUntil,
} from './test-support/rooms';
import { viewFor } from './views';

/** Throws when a property fails; plain checks keep the loop fast (`expect` is not). */
const check = (holds: boolean, what: string, context: unknown): void => {
  if (!holds) throw new Error(`${what}: ${JSON.stringify(context)}`);
};

const VARIANTS: readonly (readonly TransformerSpec[])[] = [
  [],
  [hints()],
  [speed()],
  [singleHand()],
  [tournament()],
  [forcedBidMinimum(31)],
];

const PEOPLE = ['Bob', 'Cy', 'Dee'];

/** How many games, and the most steps of each: about two hands, so the games are many. */
const GAMES = 2_000;
const STEPS = 100;

/** What the random games saw, to show the property was tested on every kind of move. */
interface Tally {
  predicted: number;
  unpredicted: number;
  /** Each kind of move predicted: its type (with the trump named) and the phases before and after. */
  kinds: Set<string>;
}

/** Every domino id a view shows: hands, tricks and events. */
const dominoesShown = (view: PlayerView): number[] => [
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
];

/** The events the room's view after the move has that the view before it did not. */
const newEvents = (before: PlayerView, after: PlayerView): GameEvent[] => {
  const last = before.recentEvents.at(-1)?.seq ?? -1;
  return after.recentEvents.filter((event) => event.seq > last);
};

/** Checks one move: `uid`'s prediction of `action` against the room's view after it. */
const checkMove = (room: Room, uid: string, action: Action, tally: Tally): Room => {
  const before = must(viewFor(room, uid));
  const predicted = afterOwnMove(before, action);
  const next = must(act(room, { uid, action, now: NOW, dealKey: keyFor(room) }));
  const after = must(viewFor(next, uid));
  const added = newEvents(before, after);
  if (predicted === null) {
    const dealtOrEnded =
      next.status === 'finished' || added.some((e) => e.type === 'all-passed' || e.type === 'hand-scored');
    check(dealtOrEnded, 'no prediction for a move that neither redealt nor scored', { action, added });
    tally.unpredicted++;
    return next;
  }
  for (const field of PREDICTED_FIELDS)
    check(sameData(predicted[field], after[field]), `predicted ${field} differs`, {
      action,
      predicted: predicted[field],
      room: after[field],
    });
  const events = predicted.recentEvents.slice(before.recentEvents.length);
  check(sameData(events, added), 'predicted events differ', { action, events, added });
  // Until the room answers, nothing to tap and nothing the view before did not show.
  check(predicted.validActions.length === 0 && predicted.autoPlay === null, 'a move offered', action);
  const known = new Set(dominoesShown(before));
  check(
    dominoesShown(predicted).every((id) => known.has(id)),
    'a domino the view did not show',
    action,
  );
  tally.predicted++;
  const what = action.type === 'select-trump' ? `select-trump ${action.trump}` : action.type;
  tally.kinds.add(`${what}: ${before.phase} to ${after.phase}`);
  return next;
};

/** A started room with `people` more people (seats 1.. in order), these rules, online or not. */
const table = (people: number, mix: number, variant: number, online: boolean, daily: boolean): Room => {
  if (daily) return annsDaily(online ? 3 : undefined);
  const joined = PEOPLE.slice(0, people).reduce(
    (room, name) => must(joinRoom(room, { uid: name.toLowerCase(), name, code: room.code })),
    annsRoom(),
  );
  const configured = must(
    configureRoom(joined, {
      uid: 'ann',
      settings: SETTINGS_MIX[mix]!.settings,
      transformers: VARIANTS[variant],
    }),
  );
  return online ? startedOnline(configured) : started(configured);
};

/** Plays one random game: each step someone with a move makes a random one (a person's checked),
 * and now and then a person hands their seat to the AI or takes it back. */
const playGame = (room: Room, seed: number, tally: Tally): void => {
  const random = randomSource(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const people = room.seats.flatMap((slot) => (slot.uid === null ? [] : [slot.uid]));
  let current = room;
  for (let step = 0; step < STEPS && current.status === 'playing'; step++) {
    if (random() < 0.03) {
      const uid = pick(people);
      const seat = current.seats.findIndex((slot) => slot.uid === uid) as Seat;
      const away = !current.seats[seat].away;
      // A table whose people are all away pauses (ai-turn.ts): someone stays.
      const stays = current.seats.some((slot, s) => s !== seat && slot.kind === 'human' && !slot.away);
      if (!away || stays)
        current = must(setAway(current, { uid, seat, away, now: NOW, dealKey: keyFor(current) }));
      continue;
    }
    const offered = tableActions(current).map((o) => o.action);
    const movers = people.filter((uid) =>
      offered.some((action) => seatOf(action) === seatOfUid(current, uid)),
    );
    const aiMoves = aiOnTurn(current) !== null;
    if (movers.length === 0 || (aiMoves && random() < 0.5)) {
      check(aiMoves, 'nobody can move', current.game);
      const strategy = (view: PlayerView) => pick(view.validActions);
      current = must(playAi(current, { now: NOW, dealKey: keyFor(current), strategy }));
      continue;
    }
    const uid = pick(movers);
    const seat = seatOfUid(current, uid);
    const action = pick(offered.filter((offer) => seatOf(offer) === seat));
    // Half the people's moves are checked, so that as many games reach a hand's end for the cost.
    current =
      random() < 0.5
        ? checkMove(current, uid, action, tally)
        : must(act(current, { uid, action, now: NOW, dealKey: keyFor(current) }));
  }
};

describe('the own-move prediction', () => {
  it('is the room’s next view on every field it claims, over thousands of random games', () => {
    const tally: Tally = { predicted: 0, unpredicted: 0, kinds: new Set() };
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.integer(),
          people: fc.integer({ min: 0, max: 3 }),
          mix: fc.integer({ min: 0, max: SETTINGS_MIX.length - 1 }),
          variant: fc.integer({ min: 0, max: VARIANTS.length - 1 }),
          online: fc.boolean(),
          daily: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
        }),
        ({ seed, people, mix, variant, online, daily }) =>
          playGame(table(people, mix, variant, online, daily), seed, tally),
      ),
      { numRuns: GAMES },
    );
    expect(tally.predicted).toBeGreaterThan(10 * tally.unpredicted);
    expect([...tally.kinds]).toEqual(
      expect.arrayContaining([
        'bid: bidding to bidding',
        'bid: bidding to trump',
        'pass: bidding to bidding',
        'pass: bidding to trump',
        'select-trump sixes: trump to playing',
        'select-trump follow-me: trump to playing',
        'select-trump doubles: trump to playing',
        'select-trump nello: trump to playing',
        'select-trump sevens: trump to playing',
        'play: playing to playing',
        'play: playing to trick-complete',
        'agree: trick-complete to trick-complete',
        'agree: trick-complete to playing',
        'agree: trick-complete to hand-complete',
        'agree: hand-complete to hand-complete',
      ]),
    );
  });

  it('draws nothing for a move the view does not offer, nor for a watcher', () => {
    const room = stepUntil(
      started(roomWith('Bob')),
      (r) => r.game!.phase === 'playing' && r.game!.turn === 0,
    );
    const view = must(viewFor(room, 'ann'));
    const play = view.validActions[0]!;
    const notHeld = dominoesIn(0x0fffffff).find((id) => !view.self!.hand.includes(id))!;
    expect(afterOwnMove(view, play)).not.toBeNull();
    expect(afterOwnMove(view, { type: 'play', seat: 0, domino: notHeld })).toBeNull();
    expect(afterOwnMove(view, { ...play, seat: 1 } as Action)).toBeNull();
    const watched = must(joinRoom(room, { uid: 'lee', name: 'Lee', code: room.code, joining: 'watch' }));
    expect(afterOwnMove(must(viewFor(watched, 'lee')), play)).toBeNull();
  });
});
