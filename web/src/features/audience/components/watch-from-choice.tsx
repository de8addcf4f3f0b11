// In a watcher's table menu: whose side they watch from, one button per seat named by who sits
// there. The table turns round to put that seat at the bottom; nothing hidden is shown.
import { SEATS } from '@texas42/shared';
import type { Seat } from '@texas42/shared';
import type { RoomDocument } from '../../../lib/game-client';
import styles from '../../../components/ui/sheet/table-menu.module.css';

export type WatchFromChoiceProps = {
  readonly room: RoomDocument;
  /** The seat watched from now. */
  readonly seat: Seat;
  readonly onChoose: (seat: Seat) => void;
};

/** "Watch from: Host, Ann, AI 3, AI 4", the current side pressed. */
export function WatchFromChoice({ room, seat, onChoose }: WatchFromChoiceProps) {
  return (
    <div className={styles.watchFrom} role="group" aria-label="Watch from">
      <span>Watch from</span>
      {SEATS.map((each) => {
        const name = room.lobby.seats[each]?.name ?? `Seat ${each + 1}`;
        return (
          <button
            key={each}
            type="button"
            aria-pressed={each === seat}
            aria-label={`Watch from ${name}'s side`}
            onClick={() => onChoose(each)}
          >
            {name}
          </button>
        );
      })}
    </div>
  );
}
