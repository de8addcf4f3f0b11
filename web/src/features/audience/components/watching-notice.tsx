// What a watcher is told at the table: that they watch and from whose side (the plate at the
// bottom is that player's, not theirs), and, while the game runs, how to ask for the next free
// seat, or where they stand in the queue once they have asked.
import { Button } from '../../../components/ui/button/button';
import { ordinal } from '../audience';
import styles from './watching-notice.module.css';

export type WatchingNoticeProps = {
  /** The player whose side the table is seen from. */
  readonly side: string;
  /** True for a coach: they see the side's hand, and cannot sit in this game. */
  readonly coaching: boolean;
  /** Their place in the queue for a seat (1 for first), or null when not in it. */
  readonly place: number | null;
  /** Asks for the next free seat; absent when no seat can be asked for (the game is over). */
  readonly onAsk?: () => void;
  readonly pending: boolean;
};

/** "You're watching from Ann's side · Ask for a seat" (the next free one), or the place in the
 * queue. */
export function WatchingNotice({ side, coaching, place, onAsk, pending }: WatchingNoticeProps) {
  return (
    <section className={styles.notice} aria-label="You're watching">
      <span className={styles.line}>
        {coaching ? `You're coaching ${side}` : `You're watching from ${side}'s side`}
        {place !== null && (
          <span className={styles.queue}>
            {' '}
            · {ordinal(place)} in the queue for a seat: the host is asked when one is free
          </span>
        )}
      </span>
      {place === null && !coaching && onAsk && (
        <Button
          variant="secondary"
          className={styles.ask}
          pending={pending}
          onClick={onAsk}
          aria-label="Ask for a seat: the next free one"
        >
          Ask for a seat
        </Button>
      )}
    </section>
  );
}
