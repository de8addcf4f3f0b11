// The hand review: the finished hand trick by trick (previous / next) with all four hands open,
// each play the exact solver would have bettered flagged with the points it gave away, what each
// person lost to mistakes (each play credited to whoever made it), and the bid against what every trump was worth. Tapping another domino
// a seat could have played shows the hand played out from there by the solver ("what if").
// The solver runs in the review worker, so the screen stays responsive while it thinks.
import type { BySeat, PlayedHand, Seat } from '@texas42/shared';
import { useId, useMemo, useRef, useState } from 'react';
import { StepButton } from '../../../components/ui/button/step-button';
import { LinkButton } from '../../../components/ui/button/link-button';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { useHandReview } from '../api/get-hand-review';
import type { Tried } from '../api/get-what-if';
import { contractLine, reviewTricks, seatNames } from '../model/review-model';
import { useScreen } from '../../../hooks/use-screen';
import { BidReviewTable } from './bid-review-table';
import { LossSummary } from './loss-summary';
import styles from './review-screen.module.css';
import { TrickReview } from './trick-review';
import { WhatIfResult } from './what-if-result';

export type ReviewScreenProps = {
  readonly hand: PlayedHand;
  /** The seats' names at the table. */
  readonly names: BySeat<string>;
  /** Who made each play of the hand (empty: the seats' holders now). */
  readonly playedBy: readonly string[];
  /** The viewer's seat (null for a watcher). */
  readonly viewer: Seat | null;
  /** Where "Back to the table" goes. */
  readonly backTo: string;
  /** A daily deal whose other hands are still secret: whose hands are hidden, and a sentence
   * saying when they open. The screen then shows only what the player saw, judged by no one. */
  readonly secret?: { readonly hidden: readonly Seat[]; readonly words: string } | null;
};

/** The review of one finished hand. */
export function ReviewScreen({ hand, names, playedBy, viewer, backTo, secret = null }: ReviewScreenProps) {
  const titleId = useId();
  const heading = useScreen('Review');
  const review = useHandReview(secret === null ? hand : null);
  const seats = useMemo(() => seatNames(names, viewer), [names, viewer]);
  const hidden = secret?.hidden;
  const tricks = useMemo(
    () => reviewTricks(hand, review.data ?? null, seats, hidden, playedBy),
    [hand, review.data, seats, hidden, playedBy],
  );
  const [number, setNumber] = useState(1);
  const [tried, setTried] = useState<Tried | null>(null);
  const trick = tricks[Math.min(number, tricks.length) - 1]!;
  const step = (by: number) => {
    setNumber((n) => Math.max(1, Math.min(tricks.length, n + by)));
    setTried(null);
  };
  const trickCard = useRef<HTMLElement>(null);
  /** Closes the what-if. Its button goes with it, so the focus goes back to the domino tried (still
   * in the trick's card) rather than to the page's body, the top of the screen. */
  const backToPlayed = () => {
    trickCard.current?.querySelector<HTMLElement>('button[aria-pressed="true"]')?.focus();
    setTried(null);
  };
  return (
    <main className={styles.screen} aria-labelledby={titleId}>
      <header className={styles.header}>
        <LinkButton to={backTo} variant="ghost" icon={<ArrowLeftIcon />} className={styles.back}>
          Table
        </LinkButton>
        <div>
          <h1 id={titleId} className={styles.title} ref={heading} tabIndex={-1}>
            Hand review
          </h1>
          <p className={styles.contract}>{contractLine(hand, seats)}</p>
        </div>
      </header>
      <nav className={styles.stepper} aria-label="Tricks">
        <StepButton variant="secondary" onClick={() => step(-1)} atEnd={number <= 1}>
          Previous
        </StepButton>
        {/* Said as it changes: a screen reader on Next or Previous hears which trick it came to. */}
        <h2 className={styles.trickTitle} aria-live="polite">
          Trick {trick.number} of {tricks.length}
        </h2>
        <StepButton variant="secondary" onClick={() => step(1)} atEnd={number >= tricks.length}>
          Next
        </StepButton>
      </nav>
      <TrickReview
        ref={trickCard}
        trick={trick}
        reviewing={secret === null && review.isPending}
        notReviewed={secret?.words ?? review.data?.notReviewed ?? null}
        tried={tried}
        onTry={setTried}
        canTry={secret === null}
      />
      {tried && (
        <WhatIfResult hand={hand} seats={seats} playedBy={playedBy} tried={tried} onClose={backToPlayed} />
      )}
      {review.data && <LossSummary review={review.data} hand={hand} seats={seats} playedBy={playedBy} />}
      {review.data && <BidReviewTable review={review.data} />}
    </main>
  );
}
