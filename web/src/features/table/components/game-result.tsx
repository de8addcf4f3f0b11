// The end of the game: who won, the final marks (or points), its replay to open or share, "Review
// the last hand", and "Play again" for the host (the others are told who will deal the next game).
import { Suspense, lazy, useId } from 'react';
import { Button } from '../../../components/ui/button/button';
import { LinkButton } from '../../../components/ui/button/link-button';
import type { TableGameResult } from '../table-view-model';
import { ResultSheet } from '../../../components/ui/sheet/result-sheet';
import styles from '../../../components/ui/sheet/result-sheet.module.css';

/** The replay link's share box, loaded when a game ends (its codec is not needed before). */
const ReplayShare = lazy(() =>
  import('../../../components/replay-share/replay-share').then((module) => ({ default: module.ReplayShare })),
);

export type GameResultProps = {
  readonly result: TableGameResult;
  readonly onPlayAgain?: () => void;
  /** Without `onPlayAgain`: who starts the next game. */
  readonly waitingFor?: string;
  readonly pending?: boolean;
  /** Lowers the sheet to look at the hands it covers (offered when hands are shown face up). */
  readonly onLower?: () => void;
  /** Where "Review the last hand" goes; no review without it. */
  readonly reviewTo?: string;
};

/** A sheet titled "You win!" or "They win", with the final score. */
export function GameResult({
  result,
  onPlayAgain,
  waitingFor,
  pending = false,
  onLower,
  reviewTo,
}: GameResultProps) {
  const titleId = useId();
  return (
    <ResultSheet titleId={titleId} good={result.winner === 'us'} final onLower={onLower}>
      <p className={styles.kicker}>Game over</p>
      <h2 id={titleId} className={styles.title} tabIndex={-1} data-dialog-focus>
        {result.headline}
      </h2>
      <p className={styles.detail}>{result.detail}</p>
      {result.replayLink !== null && (
        <Suspense fallback={null}>
          <ReplayShare link={result.replayLink} />
        </Suspense>
      )}
      {reviewTo && <LinkButton to={reviewTo}>Review the last hand</LinkButton>}
      {onPlayAgain ? (
        <Button block pending={pending} onClick={onPlayAgain}>
          Play again
        </Button>
      ) : (
        waitingFor && <p className={styles.waiting}>Waiting for {waitingFor} to start the next game</p>
      )}
      {onLower && (
        <Button variant="ghost" block onClick={onLower}>
          See the hands
        </Button>
      )}
    </ResultSheet>
  );
}
