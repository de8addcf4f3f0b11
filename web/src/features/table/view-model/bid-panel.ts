// The bid panel lists every bid a player might want (30..41, the mark bids, splash and plunge
// where the table plays them, pass) and enables exactly those the view's valid actions hold,
// so an illegal bid cannot be tapped.
import { MAX_POINT_BID, MIN_POINT_BID, sameAction } from '@texas42/shared';
import type { Action, BidAction, BidKind, PlayerView, Seat } from '@texas42/shared';
import type { TableBidPanel, TableChoice } from '../table-view-model';
import { bidLabel, marksLabel } from '../../../lib/labels';
import { outlookAsk } from '../../../lib/table-slots';

const valid = (view: PlayerView, action: Action): Action | null =>
  view.validActions.find((offered) => sameAction(offered, action)) ?? null;

const bidChoice = (view: PlayerView, seat: Seat, kind: BidKind, value: number): TableChoice => {
  const full = bidLabel({ kind, value });
  const label = kind === 'points' ? full : kind === 'marks' ? marksLabel(value) : full.replace(/ \(.*/, '');
  const note = kind === 'splash' || kind === 'plunge' ? marksLabel(value) : undefined;
  return {
    key: `${kind}-${value}`,
    label,
    // What is shown, first (the panel's "Your bid" and its groups say that these are bids).
    spoken: note ? `${label}, ${note}` : label,
    action: valid(view, { type: 'bid', seat, kind, value }),
    ...(note ? { note } : {}),
  };
};

/** The doubles contract the table plays, as the engine offers it (or a disabled button). */
const doublesContract = (view: PlayerView, seat: Seat, kind: 'splash' | 'plunge'): TableChoice => {
  const offered = view.validActions.find(
    (action): action is BidAction => action.type === 'bid' && action.kind === kind,
  );
  if (offered) return bidChoice(view, seat, kind, offered.value);
  const needs = kind === 'splash' ? '3+ doubles' : '4+ doubles';
  const label = kind === 'splash' ? 'Splash' : 'Plunge';
  return { key: kind, label, spoken: `${label}, ${needs}`, action: null, note: needs };
};

/** The mark bids worth showing: 1 and 2 marks, and any higher one the rules allow now. */
const markValues = (view: PlayerView): number[] => {
  const offered = view.validActions.flatMap((action) =>
    action.type === 'bid' && action.kind === 'marks' ? [action.value] : [],
  );
  return [...new Set([1, 2, ...offered])].sort((a, b) => a - b);
};

/** The panel while the viewer is to bid, else null. */
export function bidPanel(view: PlayerView): TableBidPanel | null {
  const seat = view.self?.seat;
  if (seat === undefined || view.phase !== 'bidding' || view.turn !== seat) return null;
  if (!view.validActions.some((action) => action.type === 'bid' || action.type === 'pass')) return null;
  const points: TableChoice[] = [];
  for (let value = MIN_POINT_BID; value <= MAX_POINT_BID; value++)
    points.push(bidChoice(view, seat, 'points', value));
  const marks = markValues(view).map((value) => bidChoice(view, seat, 'marks', value));
  if (view.settings.splash) marks.push(doublesContract(view, seat, 'splash'));
  if (view.settings.plunge) marks.push(doublesContract(view, seat, 'plunge'));
  const high = view.contract;
  const bidder = high && view.players[high.bidder].name;
  const pass = valid(view, { type: 'pass', seat });
  return {
    title: high
      ? `Beat ${bidLabel(high)} (${bidder})`
      : pass
        ? 'Open the bidding: 30 or more, or pass'
        : 'Everyone passed: you must bid',
    points,
    marks,
    pass: { key: 'pass', label: 'Pass', spoken: 'Pass', action: pass },
    help: outlookAsk(view),
  };
}
