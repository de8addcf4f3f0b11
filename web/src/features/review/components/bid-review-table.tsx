// The bid reviewed: what the real deal was worth to the bidders under each trump, with perfect
// play by both sides, against the contract; the trump that was named is marked.
import type { HandReview } from '@texas42/shared';
import { trumpLabel } from '../../../lib/labels';
import styles from './review-screen.module.css';

/** Trump, the bidders' points with perfect play, and made or set. */
export function BidReviewTable({ review }: { review: HandReview }) {
  const { bid } = review;
  return (
    <section className={styles.card} aria-label="The bid">
      <h2 className={styles.cardTitle}>What the hand was worth</h2>
      <table className={styles.bidTable}>
        <thead>
          <tr>
            <th scope="col">Trump</th>
            <th scope="col">Bidders take</th>
            <th scope="col">Bid</th>
          </tr>
        </thead>
        <tbody>
          {bid.worth.map((worth) => (
            <tr key={worth.trump} data-named={worth.trump === bid.trump || undefined}>
              <th scope="row">{trumpLabel(worth.trump)}</th>
              <td>{worth.trump === 'nello' ? `${worth.points} (needs 0)` : worth.points}</td>
              <td>{worth.made ? 'made' : 'set'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.muted}>With every hand open and perfect play by both sides.</p>
    </section>
  );
}
