// The end of a hand, over the table: made or set and by how much, the points each team took, the
// marks it awarded, "Review the hand" (every hand open, each play checked by the exact solver) and
// "Next hand" (the table deals again once every seat has tapped it; "See the result" after the
// hand that wins the game). A table of one hand deals no next hand: a lesson's button says where it
// leads instead ("Finish the lesson", to the lesson's end); a daily deal's agreement goes by itself
// (use-daily-end.ts), and the sheet only says its result is on its way: it promises no stars, as the
// hand is rated only in the change that ends its table, and a hand past the solver's limit is not
// rated at all (shared/src/stats/daily-stars.ts). It says no marks either, as its score strip shows
// none (a lesson's does: the lessons teach what a hand is worth).
import type { Action } from '@texas42/shared';
import { useId } from 'react';
import { Button } from '../../../components/ui/button/button';
import { LinkButton } from '../../../components/ui/button/link-button';
import type { TableConsensus, TableHandResult } from '../table-view-model';
import { ResultSheet } from '../../../components/ui/sheet/result-sheet';
import styles from '../../../components/ui/sheet/result-sheet.module.css';

export type HandResultProps = {
  readonly result: TableHandResult;
  readonly consensus: TableConsensus | null;
  readonly pending: boolean;
  readonly onAgree: (action: Action) => void;
  /** Lowers the sheet to look at the hands it covers (offered when hands are shown face up). */
  readonly onLower?: () => void;
  /** Where "Review the hand" goes; no review without it. */
  readonly reviewTo?: string;
  /** A daily deal's one hand: no next hand, the daily's sheet follows. */
  readonly daily?: boolean;
  /** At a table of one hand that ends on a screen of its own, the button's name, for where it
   * leads ("Finish the lesson"): no next hand follows. */
  readonly finish?: string;
};

/** A sheet titled "You made 34!" or "Carlos was set on 2 marks". */
export function HandResult(props: HandResultProps) {
  const { result, consensus, pending, onAgree, onLower, reviewTo, daily = false, finish } = props;
  const titleId = useId();
  const agree = consensus?.action ?? null;
  return (
    <ResultSheet titleId={titleId} good={result.good} onLower={onLower}>
      <p className={styles.kicker}>{result.made ? 'Bid made' : 'Set!'}</p>
      <h2 id={titleId} className={styles.title} tabIndex={-1} data-dialog-focus>
        {result.headline}
      </h2>
      <p className={styles.detail}>{result.detail}</p>
      <dl className={styles.scores}>
        <div className={styles.team} data-team="us">
          <dt>Us</dt>
          <dd>{result.points.us} pts</dd>
        </div>
        <div className={styles.team} data-team="them">
          <dt>Them</dt>
          <dd>{result.points.them} pts</dd>
        </div>
      </dl>
      {!daily && <p className={styles.award}>{result.award}</p>}
      {reviewTo && <LinkButton to={reviewTo}>Review the hand</LinkButton>}
      {agree !== null ? (
        <Button block pending={pending} onClick={() => onAgree(agree)} data-move-area>
          {daily ? 'See your result' : (finish ?? consensus!.label)}
        </Button>
      ) : (
        <p className={styles.waiting}>
          {daily ? 'Rating your hand…' : (consensus?.waiting ?? 'Dealing the next hand…')}
        </p>
      )}
      {onLower && (
        <Button variant="ghost" block onClick={onLower}>
          See the hands
        </Button>
      )}
    </ResultSheet>
  );
}
