// The four seats around a small table, seen from the player's own seat (at the bottom), so
// partners face each other across it as they will at the table. A free (AI) seat can be taken;
// the host can also pick two seats to swap their players.
import type { Seat } from '@texas42/shared';
import { SEATS, teamOf } from '@texas42/shared';
import type { RoomDocument } from '../../../lib/game-client';
import styles from './seat-map.module.css';

const PLACES = ['bottom', 'left', 'top', 'right'] as const;

export type SeatMapProps = {
  readonly room: RoomDocument;
  readonly uid: string | undefined;
  /** The seat the host picked to swap, if any. */
  readonly picked: Seat | null;
  readonly busy: boolean;
  /** Take a free seat; absent offline, where the other three seats are all the AI's anyway. */
  readonly onTake?: (seat: Seat) => void;
  /** Host only: pick a seat to swap (a second pick swaps the two). */
  readonly onPick?: (seat: Seat) => void;
};

/** Four seat cards; teams by colour, partners opposite. */
export function SeatMap({ room, uid, picked, busy, onTake, onPick }: SeatMapProps) {
  const seats = room.lobby.seats;
  const mine = SEATS.find((seat) => seats[seat]?.uid === uid) ?? null;
  const origin = mine ?? 0;
  return (
    <section className={styles.map} aria-label="Seats">
      <div className={styles.table} aria-hidden="true">
        <span>Partners sit opposite</span>
      </div>
      {SEATS.map((seat) => {
        const slot = seats[seat]!;
        const place = PLACES[(seat - origin + 4) % 4]!;
        const you = seat === mine;
        const free = slot.kind === 'ai';
        const team = teamOf(seat) === teamOf(origin) ? 'us' : 'them';
        const label = `Seat ${seat + 1}: ${you ? 'you' : free ? 'open, AI plays' : slot.name}${slot.uid === room.hostUid ? ', host' : ''}`;
        return (
          <div
            key={seat}
            className={styles.seat}
            data-place={place}
            data-team={team}
            data-picked={picked === seat || undefined}
            role="group"
            aria-label={label}
          >
            <span className={styles.name}>{you ? `${slot.name} (you)` : free ? 'Open seat' : slot.name}</span>
            <span className={styles.tags}>
              {free && <span className={styles.tag}>AI plays</span>}
              {slot.uid === room.hostUid && <span className={styles.tag}>host</span>}
              <span className={styles.tag}>{team === 'us' ? 'your team' : 'opponents'}</span>
            </span>
            <span className={styles.actions}>
              {free && uid !== undefined && onTake && (
                <button type="button" className={styles.action} disabled={busy} onClick={() => onTake(seat)}>
                  Sit here
                </button>
              )}
              {onPick && (
                <button
                  type="button"
                  className={styles.action}
                  disabled={busy}
                  aria-pressed={picked === seat}
                  onClick={() => onPick(seat)}
                >
                  {picked === null ? 'Move' : picked === seat ? 'Cancel' : 'Swap here'}
                </button>
              )}
            </span>
          </div>
        );
      })}
    </section>
  );
}
