// The adapter from the room's PlayerView to what the table screen draws. It is pure: the same
// view and the same "last seen" event number give the same picture, so the screen can be tested
// on real views from the room layer. Hands come only from the viewer's own seat and the hands the
// view reveals (a coach's seat, whose player let them see it: they sit in that seat's chair; every
// hand once a hand is over, for whom the room shows them). A plain watcher picks the chair they
// watch from: that turns the table round and reveals nothing.
import { SEATS, awaitsHint, dominoesPlayedBy } from '@texas42/shared';
import type { DominoId, GameEvent, PlayAction, PlayerView, Seat } from '@texas42/shared';
import { positionOf } from '../table-view-model';
import type { ByPosition, TablePlayer, TablePosition, TableTrick, TableViewModel } from '../table-view-model';
import { bidPanel } from './bid-panel';
import { consensusPanel } from './consensus';
import { handOrder } from '../../../lib/hand-order';
import { bidLabel, bidOrPassLabel, targetLabel, trumpLabel } from '../../../lib/labels';
import { playReasons } from './play-reasons';
import { finishedTrickWinner, promptFor } from './prompt';
import { dailyResult, gameResult, handResult } from './results';
import { trumpPanel } from './trump-panel';

/** The hint's sentence for a move of the viewer's own (not for tapping Next). */
const adviceOf = (view: PlayerView): string | null => {
  const hint = view.hints[0];
  return hint && hint.action.type !== 'agree' ? hint.reason : null;
};

/** The events the viewer has not seen: those after `lastSeenSeq` (none on the first look). */
function freshEvents(view: PlayerView, lastSeenSeq: number | null): GameEvent[] {
  return lastSeenSeq === null ? [] : view.recentEvents.filter((event) => event.seq > lastSeenSeq);
}

/** The highest event number in the view, for remembering what the viewer has seen. */
export function lastSeq(view: PlayerView): number | null {
  return view.recentEvents.reduce<number | null>(
    (high, e) => (high === null || e.seq > high ? e.seq : high),
    null,
  );
}

/** The bid a seat's plate shows: every bid while bidding, only the contract's afterwards. */
const plateBid = (view: PlayerView, seat: Seat): string | null => {
  if (view.phase !== 'bidding') return view.contract?.bidder === seat ? bidLabel(view.contract) : null;
  const own = view.bids.filter((action) => action.seat === seat).at(-1);
  return own ? bidOrPassLabel(own) : null;
};

/** Whether the hand has been played out: every dealt hand may then be shown whole. */
const handOver = (view: PlayerView): boolean => view.phase === 'hand-complete' || view.phase === 'game-over';

/** The dominoes the view reveals of `seat`, face up: the whole deal once the hand is over (by then
 * it has all been played), the dominoes still held while it is played; undefined if hidden. */
const shownHand = (view: PlayerView, seat: Seat): readonly DominoId[] | undefined => {
  const revealed = view.revealedHands.find((h) => h.seat === seat);
  if (revealed === undefined) return undefined;
  return handOrder(handOver(view) ? revealed.dealt : revealed.hand, view.trump);
};

/** The viewer's own dominoes: the whole deal once the hand is over, as every other hand is then
 * shown (the view keeps the dominoes still held; the rest are the viewer's plays), else those held. */
const ownHand = (view: PlayerView, self: NonNullable<PlayerView['self']>): readonly DominoId[] => {
  return handOver(view) ? [...self.hand, ...dominoesPlayedBy(view, self.seat)] : self.hand;
};

const players = (view: PlayerView, viewer: Seat): ByPosition<TablePlayer> => {
  const chairs = {} as Record<TablePosition, TablePlayer>;
  for (const seat of SEATS) {
    const player = view.players[seat];
    chairs[positionOf(viewer, seat)] = {
      name: player.name,
      kind: player.kind,
      away: player.away,
      dominoCount: player.handCount,
      isShaker: view.shaker === seat,
      bid: plateBid(view, seat),
      sittingOut: view.sittingOut === seat,
      shown: shownHand(view, seat),
    };
  }
  return chairs;
};

const trickOf = (view: PlayerView, viewer: Seat, fresh: readonly GameEvent[]): TableTrick => {
  const winner = finishedTrickWinner(view);
  const isFresh = (play: PlayAction) =>
    fresh.some((e) => e.type === 'play' && e.seat === play.seat && e.domino === play.domino);
  const firstFresh = view.trick.findIndex(isFresh);
  const reasons = playReasons(view, viewer);
  return {
    number: Math.min(view.tricks.length + 1, 7),
    plays: view.trick.map((play, index) => ({
      position: positionOf(viewer, play.seat),
      dominoId: play.domino,
      fresh: isFresh(play),
      ...(isFresh(play) ? { freshOrder: index - firstFresh } : {}),
      ...(reasons[index] ? { why: reasons[index] } : {}),
    })),
    winner: winner === null ? null : positionOf(viewer, winner),
  };
};

/** The last trick collected since the viewer looked, to sweep towards its winner. */
const sweepOf = (view: PlayerView, viewer: Seat, fresh: readonly GameEvent[]): TableViewModel['sweep'] => {
  const won = fresh.filter((e) => e.type === 'trick-won').at(-1);
  if (won === undefined || won.type !== 'trick-won') return null;
  return {
    key: won.seq,
    trick: {
      number: 0,
      plays: won.plays.map((play) => ({ position: positionOf(viewer, play.seat), dominoId: play.domino })),
      winner: positionOf(viewer, won.seat),
    },
  };
};

/** The chair the table is seen from: the viewer's seat, else the coached seat, else the one a plain
 * watcher chose (`watchFrom`), else seat 0. */
export function viewerOf(view: PlayerView, watchFrom: Seat | null = null): Seat {
  const coached = view.capabilities.find((c) => c.type === 'observe-hand')?.seat;
  return view.seat ?? coached ?? watchFrom ?? 0;
}

/** The table as the viewer sees it; `lastSeenSeq` marks which events are new to them, and a plain
 * watcher sees it from `watchFrom`'s chair (a player from their seat, a coach from the coached one). */
export function fromPlayerView(
  view: PlayerView,
  lastSeenSeq: number | null = null,
  watchFrom: Seat | null = null,
): TableViewModel {
  const viewer = viewerOf(view, watchFrom);
  const mine = view.self === null ? (shownHand(view, viewer) ?? []) : ownHand(view, view.self);
  const fresh = freshEvents(view, lastSeenSeq);
  const plays = new Map(
    view.validActions.flatMap((a) => (a.type === 'play' ? [[a.domino, a] as const] : [])),
  );
  const us = viewer % 2;
  const team = <T>(values: readonly [T, T]) => ({ us: values[us]!, them: values[1 - us]! });
  const contract = view.phase === 'bidding' ? null : view.contract;
  const points = view.settings.target.kind === 'points';
  return {
    phase: view.phase,
    watching: view.seat === null,
    players: players(view, viewer),
    hand: handOrder(mine, view.trump).map((id) => ({
      id,
      playable: plays.has(id),
      action: plays.get(id) ?? null,
    })),
    trick: trickOf(view, viewer, fresh),
    turn: view.turn === null ? null : positionOf(viewer, view.turn),
    turnDeadline: view.turnDeadline,
    contract: contract && {
      bidder: positionOf(viewer, contract.bidder),
      bid: bidLabel(contract),
      trump: view.trump === null ? null : trumpLabel(view.trump),
    },
    score: {
      points: team(view.points),
      marks: team(points ? view.gamePoints : view.marks),
      target: targetLabel(view.settings),
    },
    prompt: promptFor(view),
    hint: adviceOf(view),
    hintComing: awaitsHint(view),
    bidding: bidPanel(view),
    trumpChoice: trumpPanel(view),
    consensus: consensusPanel(view, viewer),
    handResult: handResult(view, viewer),
    gameResult: gameResult(view, viewer),
    dailyResult: dailyResult(view, viewer),
    sweep: sweepOf(view, viewer, fresh),
  };
}
