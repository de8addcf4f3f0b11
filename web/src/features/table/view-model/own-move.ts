// The player's own move, shown before the room confirms it. The room answers in hundreds of
// milliseconds on a good day; the domino should leave the hand at once. This applies the move to
// the player's own view with the engine's public rules (turn order, the size of a trick, the suit
// led, who names trump), from what that view already holds, so nothing hidden can appear. The view
// it gives offers no move: every next tap waits for the room's own view, which replaces this one.
import { SUIT_NAMES, bySeat, nextSeat, partnerOf, playModeOf, sameAction, suitLed } from '@texas42/shared';
import type {
  Action,
  AgreeAction,
  BidAction,
  BySeat,
  GameEvent,
  PassAction,
  PlayAction,
  PlayerView,
  PublicPlayer,
  Seat,
  SelectTrumpAction,
} from '@texas42/shared';
import { lastSeq } from './from-player-view';

/** The action's event, numbered as the room will number it: the next place in the game's log. */
type Unnumbered = GameEvent extends infer E
  ? E extends GameEvent
    ? Omit<E, 'seq' | 'handNumber'>
    : never
  : never;

/** `view` as it will be once the room accepts the viewer's `action`, or null when the view cannot
 * tell (a move it does not offer, or the last pass of an all-pass, which deals a new hand). */
export function afterOwnMove(view: PlayerView, action: Action): PlayerView | null {
  const seat = view.self?.seat;
  if (seat === undefined || !view.validActions.some((offered) => sameAction(offered, action))) return null;
  const moved = applyOwn(view, seat, action);
  if (moved === null) return null;
  const [next, event] = moved;
  const seq = (lastSeq(view) ?? -1) + 1;
  return {
    ...next,
    // Acting again brings an away player back: the room clears the mark on their move.
    players: withPlayer(next.players, seat, { away: false }),
    turnDeadline: null,
    validActions: [],
    autoPlay: null,
    hints: [],
    recentEvents: [...view.recentEvents, { seq, handNumber: view.handNumber, ...event } as GameEvent],
  };
}

/** The view after the move (before the fields every move resets), and the move's event; null
 * when the view cannot tell, or is not in the phase that offers the move. */
type Applied = readonly [PlayerView, Unnumbered] | null;

const applyOwn = (view: PlayerView, seat: Seat, action: Action): Applied => {
  switch (action.type) {
    case 'bid':
    case 'pass':
      return applyBid(view, seat, action);
    case 'select-trump':
      return applyTrump(view, action);
    case 'play':
      return applyPlay(view, seat, action);
    case 'agree':
      return applyAgree(view, seat, action);
    default:
      return null;
  }
};

/** The bid goes on the list; the next seat bids, or after the shaker the winner names trump. */
const applyBid = (view: PlayerView, seat: Seat, action: BidAction | PassAction): Applied => {
  if (view.phase !== 'bidding') return null;
  const contract =
    action.type === 'bid' ? { bidder: seat, kind: action.kind, value: action.value } : view.contract;
  const event: Unnumbered =
    action.type === 'bid'
      ? { type: 'bid', seat, kind: action.kind, value: action.value }
      : { type: 'pass', seat };
  const bids = [...view.bids, action];
  if (seat !== view.shaker) return [{ ...view, bids, contract, turn: nextSeat(seat) }, event];
  if (contract === null) return null;
  const declarer =
    contract.kind === 'splash' || contract.kind === 'plunge' ? partnerOf(contract.bidder) : contract.bidder;
  return [{ ...view, bids, contract, phase: 'trump', declarer, turn: declarer }, event];
};

/** Trump is named; the declarer leads, and at nello the bidder's partner sits out. */
const applyTrump = (view: PlayerView, action: SelectTrumpAction): Applied => {
  if (view.phase !== 'trump') return null;
  const sittingOut = action.trump === 'nello' ? partnerOf(view.contract.bidder) : null;
  return [
    { ...view, trump: action.trump, sittingOut, phase: 'playing', turn: view.declarer },
    { type: 'trump', seat: action.seat, trump: action.trump },
  ];
};

/** The domino leaves the hand for the trick; the next seat plays, or the full trick waits for Next. */
const applyPlay = (view: PlayerView, seat: Seat, action: PlayAction): Applied => {
  if (view.phase !== 'playing') return null;
  const play: PlayAction = { type: 'play', seat, domino: action.domino };
  const trick = [...view.trick, play];
  const self = { seat, hand: view.self!.hand.filter((id) => id !== action.domino) };
  const players = withPlayer(view.players, seat, { handCount: view.players[seat].handCount - 1 });
  const led =
    view.trick.length > 0
      ? view.suitLed
      : view.trump === 'sevens'
        ? null
        : SUIT_NAMES[suitLed(playModeOf(view.trump, view.settings), action.domino)]!;
  const changes = { trick, self, players, suitLed: led };
  const event: Unnumbered = { type: 'play', seat, domino: action.domino };
  if (trick.length === (view.sittingOut === null ? 4 : 3)) {
    // The AI and away seats agree at once; the viewer, who just played, is not away.
    const agreed = bySeat((s) => s !== seat && (view.players[s].kind === 'ai' || view.players[s].away));
    return [
      {
        ...view,
        ...changes,
        phase: 'trick-complete',
        turn: null,
        consensus: { pending: 'complete-trick', agreed },
      },
      event,
    ];
  }
  let turn = nextSeat(seat);
  if (turn === view.sittingOut) turn = nextSeat(turn);
  return [{ ...view, ...changes, turn }, event];
};

/** The viewer has tapped Next; the follow-up waits for the room (and for everyone else). */
const applyAgree = (view: PlayerView, seat: Seat, action: AgreeAction): Applied => {
  const agreed = bySeat((s) => view.consensus.agreed[s] || s === seat);
  return [
    { ...view, consensus: { ...view.consensus, agreed } },
    { type: 'agree', seat, to: action.to },
  ];
};

const withPlayer = (
  players: BySeat<PublicPlayer>,
  seat: Seat,
  change: Partial<PublicPlayer>,
): BySeat<PublicPlayer> => bySeat((s) => (s === seat ? { ...players[s], ...change } : players[s]));
