// What the table says aloud, for a player who listens rather than looks. Each view is compared
// with what was last heard: its events newer than the last one told become sentences in order
// (every bid, pass, trump and play), then what the view itself completes (a trick's winner, a
// hand's result, the game's), then what is the viewer's to do. Each thing is told once, however
// the views arrive; a view that brings more than a trick's worth of moves at once (back after a
// lost connection) is told as a short summary of the table instead of move by move. A table of one
// hand (a lesson, the daily deal) keeps no marks: its hand ends on made or set and each side's
// points, and that end is the table's, with no game over to tell after it.
import { trickPoints } from '@texas42/shared';
import type { GameEvent, PlayerView, Seat } from '@texas42/shared';
import { lastSeq } from './from-player-view';
import { finishedTrickWinner, promptFor } from './prompt';
import { gameResult, handResultOf } from './results';
import { pointsLabel } from '../../../lib/labels';
import { bidSaid, playSaid, trickSaid, trumpSaid, whoDoes } from './spoken';
import { tableReading } from './table-reading';

/** What has been told already, so that nothing is told twice. */
export interface Heard {
  /** The newest event told. */
  readonly seq: number | null;
  /** The last trick whose winner was told ("hand:first domino"). */
  readonly trick: string | null;
  /** The last hand whose result was told. */
  readonly hand: number | null;
  /** The game's result was told. */
  readonly gameOver: boolean;
  /** The last moment whose prompt was told (hand, phase, bids, tricks, plays, turn). */
  readonly moment: string | null;
}

/** The sentences a view adds, and what has been heard once they are said. */
export interface Telling {
  readonly heard: Heard;
  readonly lines: readonly string[];
}

/** More told moves than this in one view are summarised: a whole trick and its bidding neighbours
 * fit, a catch-up after a lost connection does not. */
const MOST_MOVES_TOLD = 8;

/** A trick's name while heard: the hand and its lead, unique within a game. */
const trickKey = (handNumber: number, lead: number) => `${handNumber}:${lead}`;

/** The moment the prompt speaks of. */
const momentOf = (view: PlayerView): string =>
  [view.handNumber, view.phase, view.bids.length, view.tricks.length, view.trick.length, view.turn].join(':');

/** Whether the prompt of `view` is worth saying: the viewer's own move, or who is naming trump. */
const promptWanted = (view: PlayerView): boolean =>
  (view.seat !== null && view.turn === view.seat) || view.phase === 'trump';

/** The sentence for one event, or null for those told another way (agreements, collections told
 * as the trick completed, results told from the view). */
function eventSaid(view: PlayerView, viewer: Seat, event: GameEvent, oneHand: boolean): string | null {
  switch (event.type) {
    case 'bid':
      return bidSaid(view, event.seat, event);
    case 'pass':
      return `${whoDoes(view, event.seat, 'pass')}.`;
    case 'all-passed':
      return `Everyone passed: a new deal, shaken by ${event.shaker === view.seat ? 'you' : view.players[event.shaker].name}.`;
    case 'trump':
      return trumpSaid(view, event.seat, event.trump);
    case 'play':
      return playSaid(view, event.seat, event.domino);
    case 'trick-won':
      return trickSaid(view, event.seat, event.points);
    case 'hand-scored':
      return handSaid(view, viewer, event.outcome, oneHand);
    case 'agree':
    case 'game-over':
      return null;
  }
}

/** "You made 30: 34 points, 4 to spare; 1 mark to us."; at a table of one hand, where no marks
 * are kept, each side's points instead: "…; us 34 points, them 8." (its result sheet, which takes
 * focus next, still says what the hand is worth in marks, as the lessons teach). */
function handSaid(
  view: PlayerView,
  viewer: Seat,
  outcome: NonNullable<PlayerView['outcome']>,
  oneHand: boolean,
): string {
  const result = handResultOf(view, viewer, outcome);
  const after = oneHand ? `us ${pointsLabel(result.points.us)}, them ${result.points.them}` : result.award;
  return `${result.headline.replace(/!$/, '')}: ${result.detail}; ${after}.`;
}

/** What was heard of a view once all of it is told. */
function allOf(view: PlayerView, viewer: Seat): Heard {
  const lead = view.phase === 'trick-complete' ? view.trick[0] : undefined;
  return {
    seq: lastSeq(view),
    trick: lead ? trickKey(view.handNumber, lead.domino) : null,
    hand: view.phase === 'hand-complete' ? view.handNumber : null,
    gameOver: gameResult(view, viewer) !== null,
    moment: momentOf(view),
  };
}

/** The first look at a table: only what is the viewer's to do (or what is happening). */
export function firstHearing(view: PlayerView, viewer: Seat): Telling {
  return { heard: allOf(view, viewer), lines: [promptFor(view)] };
}

/** What `view` adds to what was `heard`, from `viewer`'s chair; `oneHand` at a table of one hand. */
export function tell(heard: Heard, view: PlayerView, viewer: Seat, oneHand = false): Telling {
  const newest = lastSeq(view);
  if (heard.seq !== null && newest !== null && newest < heard.seq) {
    // The log started again: the next game at the same table.
    const first = firstHearing(view, viewer);
    return { ...first, lines: ['A new game.', ...first.lines] };
  }
  const fresh = view.recentEvents.filter((e) => heard.seq === null || e.seq > heard.seq);
  const missed = heard.seq !== null && fresh.length > 0 && fresh[0]!.seq > heard.seq + 1;
  let told = { ...heard, seq: newest ?? heard.seq };
  const lines: string[] = [];
  for (const event of fresh) {
    if (event.type === 'trick-won') {
      const key = trickKey(event.handNumber, event.plays[0]!.domino);
      if (key === told.trick) continue;
      told = { ...told, trick: key };
    }
    if (event.type === 'hand-scored') {
      if (event.handNumber === told.hand) continue;
      told = { ...told, hand: event.handNumber };
    }
    const line = eventSaid(view, viewer, event, oneHand);
    if (line !== null) lines.push(line);
  }
  const [ends, after] = endsOf(told, view, viewer, oneHand);
  if (missed || lines.length > MOST_MOVES_TOLD)
    return {
      heard: allOf(view, viewer),
      lines: ['The table moved on while you were away.', ...ends, ...tableReading(view, viewer, oneHand)],
    };
  told = after;
  const moment = momentOf(view);
  if (moment !== told.moment && promptWanted(view)) lines.push(...ends, promptFor(view));
  else lines.push(...ends);
  return { heard: { ...told, moment }, lines };
}

/** What the view itself completes and was not told yet: the trick's winner, the hand's result,
 * the game's (none at a table of one hand: its hand was the whole of it); with what is heard once
 * they are. */
function endsOf(heard: Heard, view: PlayerView, viewer: Seat, oneHand: boolean): [string[], Heard] {
  const lines: string[] = [];
  let told = heard;
  const winner = finishedTrickWinner(view);
  const lead = view.trick[0];
  if (winner !== null && lead && trickKey(view.handNumber, lead.domino) !== told.trick) {
    lines.push(trickSaid(view, winner, trickPoints(view.trick)));
    told = { ...told, trick: trickKey(view.handNumber, lead.domino) };
  }
  if (view.phase === 'hand-complete' && view.outcome !== null && told.hand !== view.handNumber) {
    lines.push(handSaid(view, viewer, view.outcome, oneHand));
    told = { ...told, hand: view.handNumber };
  }
  const game = gameResult(view, viewer);
  if (game !== null && !told.gameOver) {
    if (!oneHand) lines.push(`Game over. ${game.headline} ${game.detail}.`);
    told = { ...told, gameOver: true };
  }
  return [lines, told];
}
