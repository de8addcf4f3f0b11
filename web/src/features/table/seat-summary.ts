// The words a screen reader hears for a seat: who, which side, how many dominoes, and what is
// special about them right now. The plate shows the same facts visually.
import type { TablePlayer, TablePosition } from './table-view-model';

const ROLE: Record<TablePosition, string> = {
  bottom: 'you',
  top: 'partner',
  left: 'opponent on your left',
  right: 'opponent on your right',
};

/** "1 domino", "5 dominoes". */
export function dominoCount(count: number): string {
  return `${count} ${count === 1 ? 'domino' : 'dominoes'}`;
}

/** E.g. "Grandma, partner, 4 dominoes, bid 34, shaker, their turn". */
export function seatSummary(
  player: TablePlayer,
  position: TablePosition,
  isTurn: boolean,
  agreed?: boolean,
  watching = false,
): string {
  const role = watching && position === 'bottom' ? 'bottom seat' : ROLE[position];
  const parts = [player.name, role, dominoCount(player.dominoCount)];
  if (player.bid !== null)
    parts.push(/^\d/.test(player.bid) ? `bid ${player.bid}` : player.bid.toLowerCase());
  if (player.isShaker) parts.push('shaker');
  if (player.kind === 'ai') parts.push('AI player');
  if (player.away) parts.push('away, played by the AI');
  if (player.sittingOut) parts.push('sits out this hand');
  if (agreed === true) parts.push('ready for next');
  if (isTurn) parts.push(position === 'bottom' && !watching ? 'your turn' : 'their turn');
  return parts.join(', ');
}
