import { hints } from '@texas42/shared';
import type { BidOutlook, PlayerView } from '@texas42/shared';
import { describe, expect, it } from 'vitest';
import { myView, playUntil, startedRoom } from '../../../testing/room-states';
import { outlookAsk } from '../../../lib/table-slots';
import { outlookTable } from './outlook';

/** My view is asking me to act in `phase`. */
const myTurnTo = (phase: PlayerView['phase']) => (view: PlayerView) =>
  view.phase === phase && view.turn === view.seat && view.validActions.length > 0;

const biddingView = (withHints: boolean): PlayerView =>
  myView(playUntil(startedRoom(3, {}, withHints ? { transformers: [hints()] } : {}), myTurnTo('bidding')));

describe('help me bid', () => {
  it('is offered on my turn to bid only at a table with hints on, from my own view', () => {
    const hinted = biddingView(true);
    const help = outlookAsk(hinted);
    expect(help).not.toBeNull();
    expect(help!.view).toBe(hinted);
    expect(outlookAsk(hinted)!.seed).toBe(help!.seed);
    expect(outlookAsk(biddingView(false))).toBeNull();
  });

  it('is offered as "Compare trumps" when I name trump at a table with hints on', () => {
    const bidHigh = (view: PlayerView) =>
      view.phase === 'bidding'
        ? (view.validActions.filter((a) => a.type === 'bid').at(-1) ?? view.validActions[0]!)
        : view.validActions[0]!;
    const room = startedRoom(5, {}, { transformers: [hints()] });
    const naming = myView(playUntil(room, myTurnTo('trump'), bidHigh));
    expect(outlookAsk(naming)).not.toBeNull();
  });

  it('draws the chances as whole percentages, a dash where a contract is not played', () => {
    const outlook: BidOutlook = {
      levels: [
        { points: 30, open: false },
        { points: 34, open: true },
        { points: 42, open: true },
      ],
      trumps: [
        { trump: 'sixes', chances: [0.914, 0.5049, 0.0004], sampled: true },
        { trump: 'nello', chances: [null, null, 0.2], sampled: true },
      ],
      deals: 9,
    };
    const table = outlookTable(outlook);
    expect(table.columns.map((c) => [c.label, c.open])).toEqual([
      ['30', false],
      ['34', true],
      ['42', true],
    ]);
    expect(table.rows.map((r) => [r.label, ...r.cells.map((c) => c.text)])).toEqual([
      ['Sixes', '91', '50', '0'],
      ['Nello', '–', '–', '20'],
    ]);
    expect(table.source).toBe('Over 9 sample deals of the other hands, as the bids allow.');
  });
});
