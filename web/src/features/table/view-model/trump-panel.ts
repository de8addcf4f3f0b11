// The trump panel: the seven suits, doubles and follow-me, plus nello and sevens where the table
// plays them. Each button shows how many of the declarer's dominoes it would make trump, and is
// enabled only when the view offers that declaration.
import { DOMINO_COUNT, hasPip, isDouble, sameAction, trumpPip } from '@texas42/shared';
import type { DominoId, PlayerView, Trump } from '@texas42/shared';
import type { TableChoice, TableTrumpPanel } from '../table-view-model';
import { bidLabel, trumpLabel } from '../../../lib/labels';
import { outlookAsk } from '../../../lib/table-slots';

const SUITS: readonly Trump[] = ['sixes', 'fives', 'fours', 'threes', 'twos', 'ones', 'blanks'];

/** "3 in hand": how many of the hand's dominoes belong to the suit. */
const inHand = (trump: Trump, hand: readonly DominoId[]): string | undefined => {
  const pip = trumpPip(trump);
  const count =
    pip !== null
      ? hand.filter((id) => id < DOMINO_COUNT && hasPip(id, pip)).length
      : trump === 'doubles'
        ? hand.filter(isDouble).length
        : null;
  return count === null ? undefined : `${count} in hand`;
};

/** The panel while the viewer is to name trump, else null. */
export function trumpPanel(view: PlayerView): TableTrumpPanel | null {
  const seat = view.self?.seat;
  if (seat === undefined || view.phase !== 'trump' || view.turn !== seat) return null;
  const trumps: Trump[] = [...SUITS, 'doubles', 'follow-me'];
  if (view.settings.nello) trumps.push('nello');
  if (view.settings.sevens) trumps.push('sevens');
  const hand = view.self?.hand ?? [];
  const choices = trumps.map((trump): TableChoice => {
    const action = { type: 'select-trump', seat, trump } as const;
    const note = inHand(trump, hand);
    return {
      key: trump,
      label: trumpLabel(trump),
      spoken: note ? `${trumpLabel(trump)}, ${note}` : trumpLabel(trump),
      action: view.validActions.find((offered) => sameAction(offered, action)) ?? null,
      ...(note ? { note } : {}),
    };
  });
  const bid = view.contract ? ` for ${bidLabel(view.contract)}` : '';
  return { title: `Name trump${bid}`, choices, help: outlookAsk(view) };
}
