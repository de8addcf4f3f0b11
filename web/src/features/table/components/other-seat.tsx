// A seat the viewer does not own (partner or opponent): name plate and face-down hand, laid out
// for its side of the table.
import type { TablePlayer, TablePosition } from '../table-view-model';
import { seatSummary } from '../seat-summary';
import { HiddenHand } from './hidden-hand';
import styles from './other-seat.module.css';
import { SeatPlate } from './seat-plate';

export type OtherSeatProps = {
  readonly player: TablePlayer;
  readonly position: Exclude<TablePosition, 'bottom'>;
  readonly isTurn: boolean;
  readonly isBidder: boolean;
  readonly className?: string;
};

/** The partner (top) or an opponent (left, right). */
export function OtherSeat({ player, position, isTurn, isBidder, className }: OtherSeatProps) {
  const side = position !== 'top';
  return (
    <section
      className={[styles.seat, className].filter(Boolean).join(' ')}
      data-position={position}
      aria-label={seatSummary(player, position, isTurn)}
    >
      <SeatPlate player={player} position={position} isTurn={isTurn} isBidder={isBidder} stacked={side} />
      <HiddenHand count={player.dominoCount} direction={side ? 'column' : 'row'} />
    </section>
  );
}
