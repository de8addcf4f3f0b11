// One trick of the review: every seat's dominoes at the start of the trick, the one it played
// raised, the others it could have played as buttons that try them ("what if"), and the trick's
// flagged plays.
import { dominoName } from '@texas42/shared';
import type { DominoId } from '@texas42/shared';
import type { Ref } from 'react';
import { Domino } from '../../../components/ui/domino/domino';
import { dominoSpokenName } from '../../../lib/domino';
import type { Tried } from '../api/get-what-if';
import type { ReviewTrick, TrickRow } from '../model/review-model';
import styles from './review-screen.module.css';

export type TrickReviewProps = {
  readonly trick: ReviewTrick;
  /** The solver is still judging the hand. */
  readonly reviewing: boolean;
  /** Why the plays are not judged (nello), or null. */
  readonly notReviewed: string | null;
  readonly tried: Tried | null;
  readonly onTry: (tried: Tried) => void;
  /** False when no other domino can be tried (a daily deal whose other hands are still secret). */
  readonly canTry?: boolean;
  /** The trick's card, where the domino tried is found again when its what-if closes. */
  readonly ref?: Ref<HTMLElement>;
};

/** A seat's dominoes: the played one marked, the other legal ones tappable. */
function SeatRow({ row, tried, onTry }: { row: TrickRow; tried: Tried | null; onTry: (t: Tried) => void }) {
  const tile = (id: DominoId) => {
    const isTried = tried !== null && tried.index === row.index && tried.domino === id;
    const state = id === row.played ? 'selected' : 'idle';
    const canTry = row.index !== null && id !== row.played && row.choices.includes(id);
    if (!canTry) return <Domino key={id} id={id} state={state} className={styles.tile} />;
    return (
      <button
        key={id}
        type="button"
        className={styles.tryButton}
        aria-pressed={isTried}
        aria-label={`What if ${row.seat.name === 'You' ? 'you' : row.seat.name} played ${dominoSpokenName(id)}`}
        onClick={() => onTry({ index: row.index!, domino: id })}
      >
        <Domino id={id} state="playable" decorative className={styles.tile} />
      </button>
    );
  };
  return (
    <li className={styles.row} data-side={row.seat.side}>
      <span className={styles.seatName}>
        {row.seat.name}
        {row.played !== null && (
          <span className={styles.played}>
            {' '}
            {row.led ? 'led' : 'played'} {dominoName(row.played)}
          </span>
        )}
      </span>
      <span className={styles.tiles}>{row.dominoes.map(tile)}</span>
    </li>
  );
}

/** The trick's four hands, its result and its flagged plays. */
export function TrickReview({
  trick,
  reviewing,
  notReviewed,
  tried,
  onTry,
  canTry = true,
  ref,
}: TrickReviewProps) {
  return (
    <section ref={ref} className={styles.card} aria-label={`Trick ${trick.number}`}>
      <ul className={styles.rows}>
        {trick.rows.map((row) => (
          <SeatRow key={row.seat.seat} row={row} tried={tried} onTry={onTry} />
        ))}
      </ul>
      {trick.result && <p className={styles.result}>{trick.result}</p>}
      {reviewing ? (
        <p className={styles.muted}>The solver is checking every play…</p>
      ) : notReviewed ? (
        <p className={styles.muted}>{notReviewed}</p>
      ) : trick.flags.length > 0 ? (
        <ul className={styles.flags}>
          {trick.flags.map((flag) => (
            <li key={flag}>{flag}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.good}>No points lost in this trick.</p>
      )}
      {canTry && (
        <p className={styles.hint}>
          Tap a domino a seat could have played to see the hand played out from there.
        </p>
      )}
    </section>
  );
}
