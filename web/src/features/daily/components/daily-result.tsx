// The end of the daily deal, over the table: the stars and points, how everybody did today (how
// many signed-in players played, how many made their bid, the best score: a guest can play under
// any number of guest accounts, so guests' results are not counted, and the sheet says so), and
// the share: the date, the stars and one square per trick, no domino named. Share opens the phone's share sheet where the browser
// has one, else copies the text. Offline the deal is a practice one, compared with no one.
import { useId } from 'react';
import { Button } from '../../../components/ui/button/button';
import { LinkButton } from '../../../components/ui/button/link-button';
import { pointsLabel } from '../../../lib/labels';
import { paths } from '../../../lib/paths';
import { useCopy } from '../../../lib/use-copy';
import type { TableDailyResult } from '../../../lib/table-slots';
import { ResultSheet } from '../../../components/ui/sheet/result-sheet';
import styles from '../../../components/ui/sheet/result-sheet.module.css';

/** How everybody did today: counted, still being read, or not compared (a practice deal). */
export type DailyStanding =
  | {
      readonly kind: 'known';
      readonly players: number;
      readonly madeBid: number;
      readonly bestPoints: number;
      /** Whether the player's own result is counted (false: they played as a guest). */
      readonly counted: boolean;
    }
  | { readonly kind: 'loading' }
  | { readonly kind: 'practice' };

export type DailyResultProps = {
  readonly result: TableDailyResult;
  readonly standing: DailyStanding;
};

/** "Today: 12 played, 5 made their bid, best 42 points". */
const todayLine = (standing: DailyStanding): string => {
  if (standing.kind === 'practice') return 'A practice deal, played on this phone: compared with no one';
  if (standing.kind === 'loading') return 'Today: counting everyone’s results…';
  const { players, madeBid, bestPoints } = standing;
  return `Today, signed-in players: ${players} played, ${madeBid} made their bid, best ${pointsLabel(bestPoints)}`;
};

/** Why a guest's result is not in the day's count: only a deal dealt once signed in counts, so
 * linking Google after the deal is dealt does not count it (functions/src/store/daily.ts). */
const GUEST_LINE =
  'You played as a guest, so your result is not counted, even once you sign in: sign in with Google before tomorrow’s deal to count.';

const MARK_WORDS = {
  perfect: 'as well as it could',
  slip: 'a few points given away',
  costly: 'many points given away',
  unplayed: 'not needed',
} as const;

/** "Tricks: taken with count, lost, taken, …". */
const trickWords = (tricks: TableDailyResult['tricks']): string =>
  `Tricks: ${tricks.map((mark) => MARK_WORDS[mark]).join(', ')}`;

/** A sheet of stars, today's comparison and the share. */
export function DailyResult({ result, standing }: DailyResultProps) {
  const titleId = useId();
  const { copied, copy } = useCopy();
  const canShare = typeof navigator.share === 'function';

  async function share() {
    if (!canShare) return copy(result.shareText);
    try {
      await navigator.share({ text: result.shareText });
    } catch {
      // Dismissed by the player, or refused by the browser: nothing to do.
    }
  }

  return (
    <ResultSheet titleId={titleId} good={(result.stars ?? 0) > 0} final>
      <p className={styles.kicker}>{standing.kind === 'practice' ? 'Daily deal · practice' : 'Daily deal'}</p>
      {result.stars === null ? (
        <h2 id={titleId} className={styles.title} tabIndex={-1} data-dialog-focus>
          Not rated
        </h2>
      ) : (
        <h2
          id={titleId}
          className={styles.title}
          aria-label={`${result.stars} of ${result.starsOf} stars`}
          tabIndex={-1}
          data-dialog-focus
        >
          {'★'.repeat(result.stars)}
          {'☆'.repeat(result.starsOf - result.stars)}
        </h2>
      )}
      <p className={styles.detail}>
        {result.points} of 42 points · {result.headline}
      </p>
      <p className={styles.award} data-testid="daily-today">
        {todayLine(standing)}
      </p>
      {standing.kind === 'known' && !standing.counted && (
        <p className={styles.detail} data-testid="daily-guest">
          {GUEST_LINE}
        </p>
      )}
      <div className={styles.share} role="group" aria-label="Your share" data-share={result.shareText}>
        <p>{result.shareText.split('\n')[0]}</p>
        <p className={styles.squares} role="img" aria-label={trickWords(result.tricks)}>
          {result.tricks.map((mark, i) => (
            <span key={i} className={styles.square} data-mark={mark} />
          ))}
        </p>
      </div>
      <Button block onClick={share}>
        {canShare ? 'Share' : copied ? 'Copied' : 'Copy'}
      </Button>
      <LinkButton to={paths.home.to()} variant="ghost">
        Home
      </LinkButton>
    </ResultSheet>
  );
}
