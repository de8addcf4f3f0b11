// A player's name plate: an initial in their team's colour, the name, and small tags for what
// matters about them this hand (their bid, the shaker, an AI or an away seat, "ready" once they
// tapped Next). The player whose turn it is glows.
import { initialOf } from '../../../lib/labels';
import { sideAt } from '../table-view-model';
import type { TablePlayer, TablePosition } from '../table-view-model';
import styles from './seat-plate.module.css';

export type SeatPlateProps = {
  readonly player: TablePlayer;
  readonly position: TablePosition;
  readonly isTurn: boolean;
  readonly isBidder: boolean;
  /** Stack the name under the initial (side seats) or beside it. */
  readonly stacked?: boolean;
  /** While the table waits for "Next": whether this player has tapped it (undefined otherwise). */
  readonly agreed?: boolean;
};

/** Initial, name and tags; purely visual (the seat's summary is its accessible name). */
export function SeatPlate({ player, position, isTurn, isBidder, stacked = false, agreed }: SeatPlateProps) {
  return (
    <div
      className={styles.plate}
      data-team={sideAt(position)}
      data-turn={isTurn || undefined}
      data-stacked={stacked || undefined}
      // What the table menu button may never cover (e2e/support/reach.ts checks it).
      data-seat-plate
      aria-hidden="true"
    >
      <span className={styles.avatar}>{initialOf(player.name)}</span>
      <span className={styles.text}>
        <span className={styles.name}>{player.name}</span>
        <span className={styles.tags}>
          {player.bid !== null && <span className={isBidder ? styles.bidTag : styles.tag}>{player.bid}</span>}
          {player.isShaker && <span className={styles.tag}>shaker</span>}
          {player.kind === 'ai' && <span className={styles.tag}>AI</span>}
          {player.away && <span className={styles.awayTag}>away</span>}
          {player.sittingOut && <span className={styles.tag}>sits out</span>}
          {agreed === true && <span className={styles.readyTag}>✓ ready</span>}
        </span>
      </span>
    </div>
  );
}
