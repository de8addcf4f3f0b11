// The hand played out by the solver from a tried domino: the points each side takes and whether
// the bid is made that way, and the tricks from there.
import { dominoName } from '@texas42/shared';
import type { PlayedHand } from '@texas42/shared';
import { useDeferredValue } from 'react';
import { Button } from '../../../components/ui/button/button';
import { useWhatIf } from '../api/get-what-if';
import type { Tried } from '../api/get-what-if';
import { whatIfLine } from '../model/review-model';
import type { SeatName } from '../model/review-model';
import styles from './review-screen.module.css';

export type WhatIfResultProps = {
  readonly hand: PlayedHand;
  readonly seats: readonly SeatName[];
  /** Who made each play of the hand. */
  readonly playedBy: readonly string[];
  readonly tried: Tried;
  readonly onClose: () => void;
};

/** "If you had played 6-4: us 31, them 11; the bid is made", then the tricks played out. */
export function WhatIfResult({ hand, seats, playedBy, tried, onClose }: WhatIfResultProps) {
  // A screen reader says what changes in a live region once it is on the page, not what it holds
  // as it arrives: so the answer shows a render after the card, even one known at once (a domino
  // tried before), and the line under the title is said as it comes.
  const outcome = useDeferredValue(useWhatIf(hand, tried).data ?? null, null);
  const nameOf = (seat: number) => seats.find((s) => s.seat === seat)!.name;
  return (
    <section className={styles.card} aria-label="What if" data-what-if>
      <h2 className={styles.cardTitle}>What if</h2>
      <div aria-live="polite">
        {outcome === null ? (
          <p className={styles.muted}>Playing it out…</p>
        ) : !outcome.ok ? (
          <p className={styles.muted}>{outcome.error}</p>
        ) : (
          <p className={styles.whatIfLine}>{whatIfLine(tried, outcome.value, hand, seats, playedBy)}</p>
        )}
      </div>
      {outcome !== null && outcome.ok && (
        <ol className={styles.playout} start={8 - outcome.value.tricks.length}>
          {outcome.value.tricks.map((trick, i) => (
            <li key={i}>
              {trick.plays.map((p) => dominoName(p.domino)).join(' ')} → {nameOf(trick.winner)} (
              {trick.points})
            </li>
          ))}
        </ol>
      )}
      <Button variant="ghost" onClick={onClose}>
        Back to what was played
      </Button>
    </section>
  );
}
