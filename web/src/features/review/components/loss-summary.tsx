// Points lost to mistakes, per seat, the viewer's first.
import type { HandReview } from '@texas42/shared';
import { lossLines } from '../model/review-model';
import type { SeatName } from '../model/review-model';
import styles from './review-screen.module.css';

/** A small table: each seat and the points its plays gave away this hand. */
export function LossSummary({ review, seats }: { review: HandReview; seats: readonly SeatName[] }) {
  return (
    <section className={styles.card} aria-label="Points lost to mistakes">
      <h2 className={styles.cardTitle}>Points lost to mistakes</h2>
      <dl className={styles.losses}>
        {lossLines(review, seats).map((line, i) => (
          <div key={line.name} data-side={seats[i]!.side}>
            <dt>{line.name}</dt>
            <dd>{review.notReviewed ? '–' : line.lost}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
