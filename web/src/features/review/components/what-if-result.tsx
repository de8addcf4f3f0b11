// The hand played out by the solver from a tried domino: the points each side takes and whether
// the bid is made that way, and the tricks from there.
import { dominoName } from '@texas42/shared';
import type { PlayedHand } from '@texas42/shared';
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
  const outcome = useWhatIf(hand, tried);
  const nameOf = (seat: number) => seats.find((s) => s.seat === seat)!.name;
  return (
    <section className={styles.card} aria-label="What if" data-what-if>
      <h2 className={styles.cardTitle}>What if</h2>
      {outcome.data === undefined ? (
        <p className={styles.muted}>Playing it out…</p>
      ) : !outcome.data.ok ? (
        <p className={styles.muted}>{outcome.data.error}</p>
      ) : (
        <>
          <p className={styles.whatIfLine}>{whatIfLine(tried, outcome.data.value, hand, seats, playedBy)}</p>
          <ol className={styles.playout} start={8 - outcome.data.value.tricks.length}>
            {outcome.data.value.tricks.map((trick, i) => (
              <li key={i}>
                {trick.plays.map((p) => dominoName(p.domino)).join(' ')} → {nameOf(trick.winner)} (
                {trick.points})
              </li>
            ))}
          </ol>
        </>
      )}
      <Button variant="ghost" onClick={onClose}>
        Back to what was played
      </Button>
    </section>
  );
}
