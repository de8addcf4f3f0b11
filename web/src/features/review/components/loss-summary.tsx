// Points lost to mistakes, per person who played the hand, the viewer's seat first.
import type { HandReview, PlayedHand } from '@texas42/shared';
import { lossLines } from '../model/review-model';
import type { SeatName } from '../model/review-model';
import styles from './review-screen.module.css';

export type LossSummaryProps = {
  readonly review: HandReview;
  readonly hand: PlayedHand;
  readonly seats: readonly SeatName[];
  /** Who made each play of the hand. */
  readonly playedBy: readonly string[];
};

/** A small table: each person and the points their plays gave away this hand. */
export function LossSummary({ review, hand, seats, playedBy }: LossSummaryProps) {
  return (
    <section className={styles.card} aria-label="Points lost to mistakes">
      <h2 className={styles.cardTitle}>Points lost to mistakes</h2>
      <dl className={styles.losses}>
        {lossLines(review, hand, seats, playedBy).map((line) => (
          <div key={line.name} data-side={line.side}>
            <dt>{line.name}</dt>
            <dd>{review.notReviewed ? '–' : line.lost}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
