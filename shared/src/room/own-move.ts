// The player's own move, shown before the room confirms it. The room answers in hundreds of
// milliseconds on a good day; the domino should leave the hand at once. The prediction runs the
// room's own path (`act`: the engine's rules, then the AI and away seats agreeing at once and the
// trick collected when everyone has) on a stand-in room rebuilt from the player's view alone, and
// takes from the result only what the view already determines: the other hands in the stand-in
// are made up (only their sizes are known), so nothing of them is shown. A move that redeals or
// scores the hand is not predicted: the next deal, or the end of the game, is the room's to say.
// own-move.test.ts checks over random games that the prediction is the room's next view.

import {
  ALL_DOMINOES,
  SEATS,
  bySeat,
  dominoesIn,
  logOfDeal,
  phaseFieldsOf,
  sameAction,
  setOf,
  sizeOf,
  stateOf,
} from '../engine';
import type { Action, BySeat, DominoId, DominoSet, Seat } from '../engine';
import { eventsSince, getPlayerView } from '../view';
import type { PlayerView, SelfPlayer } from '../view';
import { DEFAULT_AI_LEVEL } from './ai-levels';
import { act } from './play';
import type { GameRoom, SeatSlot } from './room';
import { playersOf } from './table';

/** The fields of the view after a move that the prediction claims: the room's next view has
 * the same values. The move's events are claimed too, as the ones added to `recentEvents`. The
 * rest is the room's alone: the clock restarts, the next moves and hints are offered anew, hands
 * are revealed; until the room answers, the prediction offers no move and shows no new hand. */
export const PREDICTED_FIELDS = [
  'seat',
  'settings',
  'phase',
  'turn',
  'contract',
  'trump',
  'declarer',
  'sittingOut',
  'outcome',
  'handNumber',
  'shaker',
  'self',
  'players',
  'bids',
  'trick',
  'suitLed',
  'tricks',
  'playedBy',
  'points',
  'marks',
  'gamePoints',
  'consensus',
  'winner',
] as const satisfies readonly (keyof PlayerView)[];

/** `view` as it will be once the room accepts the viewer's `action`, or null when the view
 * cannot tell: a move it does not offer, or one that redeals or scores the hand. */
export const afterOwnMove = (view: PlayerView, action: Action): PlayerView | null => {
  const { self } = view;
  if (self === null || !view.validActions.some((offered) => sameAction(offered, action))) return null;
  const room = standInRoom(view, self);
  if (room === null) return null;
  const moved = act(room, { uid: VIEWER, action, now: 0 });
  if (!moved.ok || moved.value.game === null) return null;
  const game = moved.value.game;
  const events = eventsSince(game, room.game.log.length);
  if (events.some((event) => event.type === 'all-passed' || event.type === 'hand-scored')) return null;
  const after = getPlayerView(game, self.seat, { players: playersOf(moved.value), actions: [] });
  return {
    ...view,
    ...phaseFieldsOf(after),
    handNumber: after.handNumber,
    shaker: after.shaker,
    self: after.self,
    players: after.players,
    bids: after.bids,
    trick: after.trick,
    suitLed: after.suitLed,
    tricks: after.tricks,
    // Who made each play: the plays before as the room named them, the new one by the seat's name.
    playedBy: [...view.playedBy, ...after.playedBy.slice(view.playedBy.length)],
    points: after.points,
    marks: after.marks,
    gamePoints: after.gamePoints,
    consensus: after.consensus,
    winner: after.winner,
    turnDeadline: null,
    validActions: [],
    autoPlay: null,
    hints: [],
    recentEvents: [...view.recentEvents, ...events],
  };
};

/** The viewer's uid in the stand-in room. */
const VIEWER = 'viewer';

/** The number of the next action in the game's log: one past the last event's. */
const nextSeq = (view: PlayerView): number => (view.recentEvents.at(-1)?.seq ?? -1) + 1;

/** The room as far as `view` shows it: the seats' people (the viewer, other people, the AI), the
 * table's public state, the viewer's hand, and hands of the right sizes for the other seats;
 * null when the view's counts do not add up. No rule transformers: the view's moves already
 * passed them, and they never make legal what the engine refuses. */
const standInRoom = (view: PlayerView, self: SelfPlayer): GameRoom | null => {
  const hands = standInHands(view, self);
  if (hands === null) return null;
  const seats = bySeat((seat): SeatSlot => ({
    uid: seat === self.seat ? VIEWER : view.players[seat].kind === 'human' ? `seat-${seat}` : null,
    name: view.players[seat].name,
    kind: view.players[seat].kind,
    away: view.players[seat].away,
    formerUid: null,
  }));
  const deal: Action[] = [
    ...view.bids,
    ...(view.trump === null || view.declarer === null
      ? []
      : [{ type: 'select-trump' as const, seat: view.declarer, trump: view.trump }]),
    ...view.tricks.flatMap((trick): Action[] => [...trick.plays, { type: 'complete-trick' }]),
    ...view.trick,
  ];
  const game = stateOf({
    settings: view.settings,
    dealing: { kind: 'seeded', seed: 0, rng: 0 },
    phase: view.phase,
    handNumber: view.handNumber,
    shaker: view.shaker,
    turn: view.turn,
    hands,
    bids: view.bids,
    contract: view.contract,
    trump: view.trump,
    declarer: view.declarer,
    sittingOut: view.sittingOut,
    trick: view.trick,
    tricks: view.tricks,
    points: view.points,
    agreed: SEATS.reduce(
      (mask: number, seat) => (view.consensus.agreed[seat] ? mask | (1 << seat) : mask),
      0,
    ),
    outcome: view.outcome,
    marks: view.marks,
    gamePoints: view.gamePoints,
    winner: view.winner,
    log: logOfDeal(nextSeq(view), deal),
  });
  return {
    id: 'stand-in',
    code: '',
    hostUid: VIEWER,
    seats,
    watchers: [],
    settings: view.settings,
    transformers: [],
    turnTimeLimit: null,
    aiLevel: DEFAULT_AI_LEVEL,
    turnDeadline: null,
    turnSince: 0,
    result: null,
    satInGame: [],
    coachedInGame: [],
    removed: [],
    seatHistory: [],
    version: 0,
    status: 'playing',
    game,
  };
};

/** Every seat's unplayed dominoes: the viewer's own, any the view reveals, and for each other
 * seat as many as it holds of the dominoes the view does not place, lowest first. Null when the
 * sizes do not add up to the dominoes left. */
const standInHands = (view: PlayerView, self: SelfPlayer): BySeat<DominoSet> | null => {
  const known = new Map<Seat, readonly DominoId[]>([[self.seat, self.hand]]);
  for (const revealed of view.revealedHands) known.set(revealed.seat, revealed.hand);
  const played = [...view.tricks.flatMap((trick) => trick.plays), ...view.trick].map((play) => play.domino);
  const placed = setOf([...played, ...[...known.values()].flat()]);
  const unplaced = dominoesIn(ALL_DOMINOES & ~placed);
  const hands = SEATS.map((seat): DominoSet => {
    const hand = known.get(seat);
    return setOf(hand ?? unplaced.splice(0, view.players[seat].handCount));
  });
  const sizesAddUp =
    unplaced.length === 0 && SEATS.every((seat) => sizeOf(hands[seat]!) === view.players[seat].handCount);
  return sizesAddUp ? bySeat((seat) => hands[seat]!) : null;
};
