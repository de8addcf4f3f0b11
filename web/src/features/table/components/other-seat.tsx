// A seat the viewer does not own (partner or opponent): name plate and its hand, face down, or
// face up where the view shows it, laid out for its side of the table.
import type { TablePlayer, TablePosition } from '../table-view-model';
import { seatSummary } from '../seat-summary';
import { HiddenHand } from './hidden-hand';
import { OpenHand } from '../../../components/ui/domino/open-hand';
import styles from './other-seat.module.css';
import { SeatPlate } from './seat-plate';

export type OtherSeatProps = {
  readonly player: TablePlayer;
  readonly position: Exclude<TablePosition, 'bottom'>;
  readonly isTurn: boolean;
  readonly isBidder: boolean;
  /** While the table waits for "Next": whether this player has tapped it. */
  readonly agreed?: boolean;
  /** Leave the face-down tiles out (the board is compact while a panel needs the room). */
  readonly compact?: boolean;
  readonly className?: string;
};

/** The partner (top) or an opponent (left, right). */
export function OtherSeat(props: OtherSeatProps) {
  const { player, position, isTurn, isBidder, agreed, compact = false, className } = props;
  const side = position !== 'top';
  // Beside a panel the side seats lie flat (initial beside the name) to keep the board short.
  const stacked = side && !compact;
  return (
    <section
      className={[styles.seat, className].filter(Boolean).join(' ')}
      data-position={position}
      aria-label={seatSummary(player, position, isTurn, agreed)}
    >
      <SeatPlate
        player={player}
        position={position}
        isTurn={isTurn}
        isBidder={isBidder}
        stacked={stacked}
        agreed={agreed}
      />
      {!compact &&
        (player.shown ? (
          <OpenHand name={player.name} dominoes={player.shown} direction={side ? 'column' : 'row'} />
        ) : (
          <HiddenHand count={player.dominoCount} direction={side ? 'column' : 'row'} />
        ))}
    </section>
  );
}
